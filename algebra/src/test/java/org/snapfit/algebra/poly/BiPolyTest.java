package org.snapfit.algebra.poly;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;

class BiPolyTest {

    @Test
    void resultantX_circleAndLine_givesIntersectionPolynomial() {
        // x^2 + y^2 - 1 and x - y: eliminating x gives 2y^2 - 1 (by hand: substitute x = y)
        BiPoly circle = BiPoly.of(new long[][] {{-1, 0, 1}, {}, {1}});
        BiPoly line = BiPoly.of(new long[][] {{0, -1}, {1}});
        assertThat(circle.resultantX(line)).isEqualTo(IntPoly.of(-1, 0, 2));
        assertThat(circle.resultantY(line)).isEqualTo(IntPoly.of(-1, 0, 2));
        assertThat(circle.degreeX()).isEqualTo(2);
        assertThat(circle.degreeY()).isEqualTo(2);
        assertThat(circle.coeff(0, 2)).isEqualTo(BigInteger.ONE);
        assertThat(circle.coeffX(5)).isEqualTo(IntPoly.ZERO);
    }

    @Test
    void resultantX_constantAndZero_matchDefinition() {
        BiPoly c = BiPoly.ofY(IntPoly.of(0, 2)); // 2y, degree 0 in x
        BiPoly q = BiPoly.ofX(IntPoly.of(1, 0, 1)); // x^2 + 1
        assertThat(c.resultantX(q)).isEqualTo(IntPoly.of(0, 0, 4)); // (2y)^2
        assertThat(q.resultantX(c)).isEqualTo(IntPoly.of(0, 0, 4));
        assertThat(q.resultantX(BiPoly.ZERO)).isEqualTo(IntPoly.ZERO);
    }

    @Test
    void arithmetic_andSubstitution_matchHandComputation() {
        BiPoly p = BiPoly.of(new long[][] {{1, 1}, {0, 0, 1}}); // 1 + y + x y^2
        BiPoly q = BiPoly.ofX(IntPoly.X); // x
        assertThat(p.add(q).subtract(q)).isEqualTo(p);
        assertThat(p.multiply(q).coeff(2, 2)).isEqualTo(BigInteger.ONE);
        assertThat(p.multiply(BiPoly.ZERO).isZero()).isTrue();
        // y = x: 1 + x + x^3
        assertThat(p.substituteY(IntPoly.X)).isEqualTo(IntPoly.of(1, 1, 0, 1));
        // y = 1/2: 1 + 1/2 + x/4, times 4 = 6 + x
        assertThat(p.atY(Rational.HALF)).isEqualTo(IntPoly.of(6, 1));
        assertThat(p.swapVariables().swapVariables()).isEqualTo(p);
        assertThat(p.toString()).isEqualTo("(y^2)*x + (y + 1)");
        assertThat(BiPoly.ZERO.toString()).isEqualTo("0");
        assertThat(p.hashCode()).isEqualTo(BiPoly.of(new long[][] {{1, 1}, {0, 0, 1}}).hashCode());
    }

    @Test
    void coeff_negativeIndex_throws() {
        assertThatThrownBy(() -> BiPoly.ZERO.coeff(-1, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(-1, 0)");
        assertThatThrownBy(() -> BiPoly.ZERO.coeffX(-2)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("i = -2");
    }
}

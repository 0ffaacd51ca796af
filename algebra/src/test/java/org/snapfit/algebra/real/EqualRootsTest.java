package org.snapfit.algebra.real;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;

/** Roots of one polynomial met again (the same crossing found by two curve pairs) compare EQUAL. */
class EqualRootsTest {

    @Test
    void compare_sameRootRefinedDifferently_equalAndOrderedAgainstOthers() {
        IntPoly p = IntPoly.of(1, 0, -10, 0, 1); // x^4 - 10x^2 + 1: roots ±√2 ± √3 (closed form), all irrational
        List<RealRoot> first = RealAlgebraic.rootsOf(p);
        List<RealRoot> again = RealAlgebraic.rootsOf(p);
        assertThat(first).hasSize(4);
        for (int i = 0; i < 4; i++) {
            RealAlgebraic x = first.get(i).value();
            RealAlgebraic y = again.get(i).value();
            y.refine(Rational.of(1, 1L << 50)); // y's interval now lies inside x's: equal by the isolating property
            assertThat(x.compare(y)).isEqualTo(Comparison.EQUAL);
            assertThat(y.compare(x)).isEqualTo(Comparison.EQUAL);
            for (int j = 0; j < 4; j++) {
                if (j != i) {
                    // the roots are increasing: i < j means smaller
                    assertThat(x.compare(again.get(j).value())).isEqualTo(i < j ? Comparison.SMALLER : Comparison.LARGER);
                }
            }
        }
        // √3 - √2 ≈ 0.3178 is the third root: against a rational just above and below
        RealAlgebraic r = first.get(2).value();
        assertThat(r.compare(Rational.of(3178, 10000))).isEqualTo(Comparison.LARGER);
        assertThat(r.compare(Rational.of(3179, 10000))).isEqualTo(Comparison.SMALLER);
    }
}

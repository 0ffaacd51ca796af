package org.snapfit.algebra.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;
import org.snapfit.algebra.poly.IntPoly;

/** {@link Property#check} and the {@link Shrinker}s: a failing case shrinks to a smallest failing one. */
class PropertyTest {

    @Test
    void check_passing_returnsQuietly() {
        Property.check(IntPoly.of(1, 2, 3), Shrinker.intPolys(), p -> assertThat(p.degree()).isLessThan(3));
    }

    @Test
    void check_polynomialOfDegreeThreeOrMore_shrinksToAMonomialOfDegreeThree() {
        // the property "degree < 3" fails exactly for degree >= 3; the smallest such polynomial in the shrinker's
        // order is x^3 (every other term dropped, the leading coefficient moved to 1)
        IntPoly big = IntPoly.of(-21, 3, 0, 44, -17, 49);
        AssertionError e = catchThrowableOfType(AssertionError.class, () -> Property.check(big, Shrinker.intPolys(),
                p -> assertThat(p.degree()).isLessThan(3)));
        assertThat(e).hasMessageStartingWith("smallest failing value (").hasMessageContaining(": x^3\n")
                .hasMessageContaining("original value: " + big);
        // the first failure is kept, and the stack trace points at the failing assertion of the smallest value
        assertThat(e.getSuppressed()).hasSize(1);
        assertThat(e.getStackTrace()[0].getMethodName()).contains("lambda");
    }

    @Test
    void check_filteredShrinker_staysInsideTheFilter() {
        // "p(0) != 0" fails for polynomials divisible by x; kept non-zero, the smallest is x itself
        AssertionError e = catchThrowableOfType(AssertionError.class, () -> Property.check(IntPoly.of(0, 30, -8, 9),
                Shrinker.intPolys().filter(p -> !p.isZero()), p -> assertThat(p.coeff(0).signum()).isNotZero()));
        assertThat(e).hasMessageContaining(": x\n");
    }

    @Test
    void check_list_dropsElementsAndShrinksThem() {
        // "sum < 10" over a list: the smallest failing list keeps one element, shrunk to 10
        AssertionError e = catchThrowableOfType(AssertionError.class, () -> Property.check(List.of(3L, 40L, 7L, 2L),
                Shrinker.lists(Shrinker.longs(), 0), l -> assertThat(l.stream().mapToLong(Long::longValue).sum())
                        .isLessThan(10)));
        assertThat(e).hasMessageContaining(": [10]\n");
        assertThat(Shrinker.longs().candidates(-7L)).containsExactly(0L, -3L, -6L);
        assertThat(Shrinker.<String>none().candidates("x")).isEmpty();
    }

    @Test
    void check_otherFailureKind_notTakenAsShrink() {
        // a candidate that fails differently (an exception instead of the assertion) does not replace the value
        AssertionError e = catchThrowableOfType(AssertionError.class, () -> Property.check(5L, Shrinker.longs(), v -> {
            if (v == 0) {
                throw new IllegalStateException("zero");
            }
            assertThat(v).isLessThan(3);
        }));
        assertThat(e).hasMessageContaining(": 3\n");
    }

    @Test
    void check_expectedAndActual_keptForTheDiff() {
        // "v is odd" with expected and actual values: 4 shrinks to 0, and the error still carries 1 and 0
        AssertionError e = catchThrowableOfType(AssertionError.class, () -> Property.check(4L, Shrinker.longs(), v -> {
            if (v % 2 == 0) {
                throw new AssertionFailedError("not odd", 1L, v % 2);
            }
        }));
        assertThat(e).isInstanceOf(AssertionFailedError.class).hasMessageContaining(": 0\n");
        assertThat(((AssertionFailedError) e).getExpected().getValue()).isEqualTo(1L);
        assertThat(((AssertionFailedError) e).getActual().getValue()).isEqualTo(0L);
    }

    @Test
    void check_abortedAssumption_passesThrough() {
        assertThatThrownBy(() -> Property.check(1L, Shrinker.longs(), v -> {
            throw new TestAbortedException("skip");
        })).isInstanceOf(TestAbortedException.class);
    }
}

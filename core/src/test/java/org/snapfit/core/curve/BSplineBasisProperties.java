package org.snapfit.core.curve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;

class BSplineBasisProperties {

    /** Knots 0..m-1 with a few repeated, clamped or not; from the case's seed. */
    private static double[] knots(int degree, int count, long seed, boolean clamped) {
        java.util.Random r = new java.util.Random(seed);
        double[] k = new double[count + degree + 1];
        double x = 0;
        for (int i = 0; i < k.length; i++) {
            if (clamped && (i <= degree || i >= count)) {
                k[i] = i <= degree ? 0 : 1 + count;
                continue;
            }
            x += r.nextInt(4) == 0 ? 0 : 0.5 + r.nextDouble();
            k[i] = clamped ? Math.min(Math.max(x, 0), 1 + count) : x;
        }
        Arrays.sort(k);
        return k;
    }

    /** Degree, extra control points, knot seed, clamped, position in the domain; only knots with a non-empty domain. */
    static Stream<Arguments> bases() {
        return Cases.filtered(20261126L, 200, v -> {
            int degree = (int) v[0];
            int count = degree + 1 + (int) v[1];
            double[] k = knots(degree, count, (long) v[2], (boolean) v[3]);
            return k[degree] < k[count];
        }, Gens.ints(1, 5), Gens.ints(0, 6), Gens.longs(), Gens.booleans(), Gens.doubles(0, 1));
    }

    @ParameterizedTest
    @MethodSource("bases")
    void derivatives_anyDegreeAnyKnots_partitionOfUnity(int degree, int extra, long seed, boolean clamped, double where) {
        int count = degree + 1 + extra;
        double[] k = knots(degree, count, seed, clamped);
        BSplineBasis b = BSplineBasis.of(degree, k, count);
        double t = b.min() + (b.max() - b.min()) * where;
        int span = b.span(t);
        double[][] d = b.derivatives(span, t, 2);
        double sum = 0;
        double dsum = 0;
        for (int j = 0; j <= degree; j++) {
            // invariant: basis functions are non-negative inside the domain
            assertThat(d[0][j]).isGreaterThanOrEqualTo(-1e-12);
            sum += d[0][j];
            dsum += d[1][j];
        }
        // invariant (Piegl & Tiller P2.4): the basis sums to one, so its derivative sums to zero
        assertThat(sum).isCloseTo(1, within(1e-12));
        assertThat(dsum).isCloseTo(0, within(1e-6 * (1 + Math.abs(d[1][0]))));
        assertThat(span).isBetween(degree, count - 1);
        assertThat(k[span]).isLessThanOrEqualTo(Math.max(t, k[degree]));
    }
}

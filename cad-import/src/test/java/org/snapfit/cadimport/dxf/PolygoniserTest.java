package org.snapfit.cadimport.dxf;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.core.geom.ExactPoint2;

class PolygoniserTest {

    /** Largest distance from the circle of any vertex or chord midpoint (Hausdorff bound of the inscribed polygon). */
    private static double deviation(List<ExactPoint2> pts, double cx, double cy, double r) {
        double worst = 0;
        for (int i = 0; i < pts.size(); i++) {
            double x = pts.get(i).x().doubleValue();
            double y = pts.get(i).y().doubleValue();
            worst = Math.max(worst, Math.abs(Math.hypot(x - cx, y - cy) - r));
            if (i + 1 < pts.size()) {
                double mx = (x + pts.get(i + 1).x().doubleValue()) / 2;
                double my = (y + pts.get(i + 1).y().doubleValue()) / 2;
                worst = Math.max(worst, Math.abs(Math.hypot(mx - cx, my - cy) - r));
            }
        }
        return worst;
    }

    /** Radius in thousandths up to 50, start and sweep in half degrees, chord tolerance in [1e-4, 1] mm. */
    static Stream<Arguments> arcs() {
        return Cases.of(42L, 200, Gens.ints(1, 50_000), Gens.ints(-720, 720), Gens.ints(1, 720), Gens.doubles(1e-4, 1));
    }

    @ParameterizedTest
    @MethodSource("arcs")
    void arc_anyRadiusAndSweep_staysWithinChordTolerance(int radiusThousandths, int startHalfDeg, int sweepHalfDeg,
            double tol) {
        Polygoniser p = new Polygoniser(tol);
        Rational r = Rational.of(radiusThousandths, 1000);
        ExactPoint2 c = ExactPoint2.parse("3/7", "-2");
        List<ExactPoint2> pts = p.arc(c, r, Rational.of(startHalfDeg, 2), Rational.of(sweepHalfDeg, 2));
        // invariant: every vertex and chord midpoint is within tol of the circle (sagitta <= tol/2, rounding < tol/64)
        assertThat(deviation(pts, 3.0 / 7, -2, r.doubleValue())).isLessThanOrEqualTo(tol);
        assertThat(pts.size()).isGreaterThanOrEqualTo(2);
    }

    /** A non-zero bulge in thousandths in [−3, 3] (zero is a straight segment) and a tolerance in [1e-3, 0.5] mm. */
    static Stream<Arguments> bulges() {
        return Cases.of(7L, 200, Gens.ints(-3000, 3000).filter(b -> b != 0), Gens.doubles(1e-3, 0.5));
    }

    @ParameterizedTest
    @MethodSource("bulges")
    void bulge_anyBulge_endsExactAndWithinTolerance(int bulgeThousandths, double tol) {
        Polygoniser p = new Polygoniser(tol);
        ExactPoint2 a = ExactPoint2.of(1, 2);
        ExactPoint2 b = ExactPoint2.of(7, -1);
        Rational bulge = Rational.of(bulgeThousandths, 1000);
        List<ExactPoint2> pts = p.bulge(a, b, bulge);
        assertThat(pts.get(0)).isEqualTo(a);
        assertThat(pts.get(pts.size() - 1)).isEqualTo(b);
        // closed form: centre = mid + (-dy, dx)(1 - b^2)/(4b), radius = |a - centre|
        double bb = bulge.doubleValue();
        double h = (1 - bb * bb) / (4 * bb);
        double cx = 4 + 3 * h;
        double cy = 0.5 + 6 * h;
        assertThat(deviation(pts, cx, cy, Math.hypot(1 - cx, 2 - cy))).isLessThanOrEqualTo(tol);
    }

    @Test
    void arc_fullCircle_hasExactQuadrantPoints() {
        List<ExactPoint2> pts = new Polygoniser(0.01).arc(ExactPoint2.ORIGIN, Rational.of(2), Rational.ZERO,
                Rational.of(360));
        // full circle: the closing point is left out, and 0/90/180/270 deg are exact
        assertThat(pts.size() % 4).isZero();
        assertThat(pts).contains(ExactPoint2.of(2, 0), ExactPoint2.of(0, 2), ExactPoint2.of(-2, 0), ExactPoint2.of(0, -2));
        assertThat(pts.get(0)).isNotEqualTo(pts.get(pts.size() - 1));
    }

    @Test
    void arcSegments_hugeRadiusTinyTolerance_throwsTooFine() {
        Polygoniser p = new Polygoniser(1e-12);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> p.arcSegments(1e9, 2 * Math.PI))
                .isInstanceOf(Polygoniser.TooFineException.class).hasMessageContaining("segments");
    }

    @Test
    void spline_cubicBezier_matchesBernsteinFormAtSamples() {
        // clamped cubic with one span = Bezier: p(t) = sum B_i(t) P_i; compare every vertex to the curve
        List<ExactPoint2> ctrl = List.of(ExactPoint2.of(0, 0), ExactPoint2.of(1, 3), ExactPoint2.of(4, 3),
                ExactPoint2.of(5, 0));
        double[] knots = {0, 0, 0, 0, 1, 1, 1, 1};
        double[] w = {1, 1, 1, 1};
        double tol = 0.001;
        List<ExactPoint2> pts = new Polygoniser(tol).spline(3, knots, ctrl, w);
        assertThat(pts.get(0)).isEqualTo(ctrl.get(0));
        assertThat(pts.get(pts.size() - 1)).isEqualTo(ctrl.get(3));
        double[] mid = Polygoniser.eval(3, knots, new double[][] {{0, 0}, {1, 3}, {4, 3}, {5, 0}}, w, 0.5);
        // Bernstein at t = 1/2: (0 + 3*1 + 3*4 + 5)/8 = 2.5, (0 + 9 + 9 + 0)/8 = 2.25
        assertThat(mid[0]).isEqualTo(2.5);
        assertThat(mid[1]).isEqualTo(2.25);
        assertThat(pts).allSatisfy(q -> assertThat(q.y().doubleValue()).isBetween(-tol, 2.25 + tol));
    }

    /** A finite double and a binary exponent in [−70, 70] with a finite product. */
    static Stream<Arguments> scaledDoubles() {
        return Cases.filtered(20261126L, 500, v -> Double.isFinite(Math.scalb((double) v[0], (int) v[1])),
                Gens.finiteDoubles(), Gens.ints(-70, 70));
    }

    @ParameterizedTest
    @MethodSource("scaledDoubles")
    void nearestInteger_anyDouble_equalsExactHalfEvenRounding(double q, int e) {
        // oracle: the exact decimal expansion of the double rounded half-even (BigDecimal); scaled by 2^e so that
        // halves, huge values beyond the long fast path and tiny ones all occur
        double v = Math.scalb(q, e);
        assertThat(Polygoniser.nearestInteger(v)).isEqualTo(
                new java.math.BigDecimal(v).setScale(0, java.math.RoundingMode.HALF_EVEN).toBigInteger());
    }

    @Test
    void nearestInteger_ties_goToEven() {
        // closed form: 2.5 -> 2, 3.5 -> 4, -2.5 -> -2, 2^62 + 2^10 (past the fast path) stays exact
        assertThat(Polygoniser.nearestInteger(2.5)).isEqualTo(java.math.BigInteger.TWO);
        assertThat(Polygoniser.nearestInteger(3.5)).isEqualTo(java.math.BigInteger.valueOf(4));
        assertThat(Polygoniser.nearestInteger(-2.5)).isEqualTo(java.math.BigInteger.valueOf(-2));
        assertThat(Polygoniser.nearestInteger(0x1p62 + 0x1p10))
                .isEqualTo(java.math.BigInteger.TWO.pow(62).add(java.math.BigInteger.TWO.pow(10)));
    }
}

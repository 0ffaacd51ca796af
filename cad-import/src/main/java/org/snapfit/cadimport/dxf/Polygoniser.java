package org.snapfit.cadimport.dxf;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.curve.ChordRule;
import org.snapfit.core.geom.ExactPoint2;

/**
 * Replaces curves by polygons within a chord tolerance (Approximate). Vertices that the file gives exactly (arc
 * ends at multiples of 90°, bulge ends, circle quadrant points) stay exact; the others are computed in floating
 * point and rounded to a dyadic grid of step at most {@code tolerance / GRID_DIVISOR}. The segment count is chosen
 * so that the chord error is at most half the tolerance, so chord error plus rounding stays below the tolerance.
 */
final class Polygoniser {

    /** The rounding grid is at most the tolerance divided by this (dimensionless); see {@link ChordRule}. */
    static final double GRID_DIVISOR = ChordRule.GRID_DIVISOR;

    /** The largest number of segments one curve may need before the reader gives up (dimensionless). */
    static final int MAX_SEGMENTS = ChordRule.MAX_SEGMENTS;

    /** The largest angle one segment of an arc may subtend, in radians (keeps coarse arcs recognisable). */
    static final double MAX_SEGMENT_ANGLE_RAD = ChordRule.MAX_SEGMENT_ANGLE_RAD;

    /** Subdivision depth limit for splines (dimensionless). */
    static final int MAX_SPLINE_DEPTH = 18;

    private static final Rational NINETY = Rational.of(90);
    private static final Rational FULL_TURN = Rational.of(360);

    private final double tolerance;
    private final ChordRule rule;

    /**
     * @param tolerance the chord tolerance in the curve's own (local) units, {@code > 0}
     */
    Polygoniser(double tolerance) {
        this.tolerance = tolerance;
        this.rule = ChordRule.of(tolerance);
    }

    double tolerance() {
        return tolerance;
    }

    /** Rounds a floating point to the grid. */
    ExactPoint2 round(double x, double y) {
        return rule.round(x, y);
    }

    /** The integer nearest to q, ties to even (see {@link ChordRule#nearestInteger}). */
    static BigInteger nearestInteger(double q) {
        return ChordRule.nearestInteger(q);
    }

    /** Segment count for an arc of radius r and |sweep| in radians. */
    int arcSegments(double radius, double sweepRad) {
        try {
            return rule.arcSegments(radius, sweepRad);
        } catch (ChordRule.TooFineException e) {
            throw new TooFineException(e.segments());
        }
    }

    /**
     * The points of a circular arc from {@code startDeg} over {@code sweepDeg} (signed, counter-clockwise positive),
     * both ends included; for a full turn the end (equal to the start) is left out.
     */
    List<ExactPoint2> arc(ExactPoint2 centre, Rational radius, Rational startDeg, Rational sweepDeg) {
        double r = radius.doubleValue();
        double sweep = Math.toRadians(sweepDeg.doubleValue());
        int n = arcSegments(r, sweep);
        boolean full = sweepDeg.abs().equals(FULL_TURN);
        Rational quarters = sweepDeg.abs().divide(NINETY);
        boolean aligned = startDeg.divide(NINETY).isInteger() && quarters.isInteger();
        if (aligned) {
            // put a vertex on every quadrant point the arc passes: those are exact
            int qs = quarters.num().intValueExact();
            n = ((n + qs - 1) / qs) * qs;
        }
        List<ExactPoint2> pts = new ArrayList<>(n + 1);
        int last = full ? n - 1 : n;
        double cx = centre.x().doubleValue();
        double cy = centre.y().doubleValue();
        double a0 = Math.toRadians(startDeg.doubleValue());
        int q = aligned ? quarters.num().intValueExact() : 0;
        for (int k = 0; k <= last; k++) {
            if (k == 0 || k == n || aligned && (long) k * q % n == 0) {
                pts.add(pointAt(centre, radius, startDeg.add(sweepDeg.multiply(Rational.of(k, n)))));
            } else {
                double a = a0 + sweep * k / n;
                pts.add(round(cx + r * Math.cos(a), cy + r * Math.sin(a)));
            }
        }
        return pts;
    }

    private ExactPoint2 pointAt(ExactPoint2 centre, Rational radius, Rational deg) {
        Rational q = deg.divide(NINETY);
        if (q.isInteger()) {
            int quadrant = q.floor().mod(BigInteger.valueOf(4)).intValue();
            Rational[] cs = {Rational.ONE, Rational.ZERO, Rational.MINUS_ONE, Rational.ZERO};
            Rational cos = cs[quadrant];
            Rational sin = cs[(quadrant + 3) % 4];
            return new ExactPoint2(centre.x().add(radius.multiply(cos)), centre.y().add(radius.multiply(sin)));
        }
        double a = Math.toRadians(deg.doubleValue());
        double r = radius.doubleValue();
        return round(centre.x().doubleValue() + r * Math.cos(a), centre.y().doubleValue() + r * Math.sin(a));
    }

    /**
     * The points of a polyline bulge segment from p1 to p2, both ends included (exact); bulge = tan(θ/4), positive
     * counter-clockwise. The centre is exact: midpoint + (−dy, dx)(1 − b²)/(4b).
     */
    List<ExactPoint2> bulge(ExactPoint2 p1, ExactPoint2 p2, Rational bulge) {
        ExactPoint2 chord = p2.subtract(p1);
        ExactPoint2 mid = p1.add(p2).scale(Rational.HALF);
        Rational h = Rational.ONE.subtract(bulge.multiply(bulge)).divide(bulge.multiply(Rational.of(4)));
        ExactPoint2 centre = mid.add(new ExactPoint2(chord.y().negate(), chord.x()).scale(h));
        double cx = centre.x().doubleValue();
        double cy = centre.y().doubleValue();
        double r = Math.hypot(p1.x().doubleValue() - cx, p1.y().doubleValue() - cy);
        double theta = 4 * Math.atan(bulge.doubleValue());
        int n = arcSegments(r, theta);
        double a0 = Math.atan2(p1.y().doubleValue() - cy, p1.x().doubleValue() - cx);
        List<ExactPoint2> pts = new ArrayList<>(n + 1);
        pts.add(p1);
        for (int k = 1; k < n; k++) {
            double a = a0 + theta * k / n;
            pts.add(round(cx + r * Math.cos(a), cy + r * Math.sin(a)));
        }
        pts.add(p2);
        return pts;
    }

    /**
     * The points of an ellipse p(t) = c + M cos t + m sin t for t from t0 to t1 (radians), ends included; when
     * {@code full}, the end is left out. Chord error bound: h² max|p''| / 8 with max|p''| <= |M|.
     */
    List<ExactPoint2> ellipse(ExactPoint2 c, ExactPoint2 major, ExactPoint2 minor, double t0, double t1, boolean full) {
        double a = Math.hypot(major.x().doubleValue(), major.y().doubleValue());
        double span = t1 - t0;
        double h = Math.min(MAX_SEGMENT_ANGLE_RAD, Math.sqrt(4 * tolerance / a));
        double nd = Math.ceil(Math.abs(span) / h);
        if (!(nd <= MAX_SEGMENTS)) {
            throw new TooFineException(nd);
        }
        int n = Math.max(1, (int) nd);
        if (full) {
            n = ((n + 3) / 4) * 4;
        }
        List<ExactPoint2> pts = new ArrayList<>(n + 1);
        int last = full ? n - 1 : n;
        for (int k = 0; k <= last; k++) {
            double t = t0 + span * k / n;
            if (t0 == 0 && k == 0) {
                pts.add(c.add(major));
            } else {
                double ct = Math.cos(t);
                double st = Math.sin(t);
                pts.add(round(c.x().doubleValue() + major.x().doubleValue() * ct + minor.x().doubleValue() * st,
                        c.y().doubleValue() + major.y().doubleValue() * ct + minor.y().doubleValue() * st));
            }
        }
        return pts;
    }

    /**
     * The points of a (rational) B-spline of the given degree, knots, control points and weights over its whole
     * domain; exact control points are used at clamped ends. Adaptive: a piece is split until its midpoint and
     * quarter points lie within half the tolerance of its chord (checked at those points, not certified).
     */
    List<ExactPoint2> spline(int degree, double[] knots, List<ExactPoint2> ctrl, double[] weights) {
        int n = ctrl.size();
        double[][] cp = new double[n][];
        for (int i = 0; i < n; i++) {
            cp[i] = new double[] {ctrl.get(i).x().doubleValue(), ctrl.get(i).y().doubleValue()};
        }
        double lo = knots[degree];
        double hi = knots[n];
        List<double[]> out = new ArrayList<>();
        out.add(eval(degree, knots, cp, weights, lo));
        double prev = lo;
        for (int s = degree + 1; s <= n; s++) {
            double next = knots[s];
            if (next > prev) {
                refine(degree, knots, cp, weights, prev, next, out.get(out.size() - 1), eval(degree, knots, cp, weights, next),
                        0, out);
                prev = next;
            }
        }
        List<ExactPoint2> pts = new ArrayList<>(out.size());
        boolean clampedStart = multiplicity(knots, lo) >= degree + 1;
        boolean clampedEnd = multiplicity(knots, hi) >= degree + 1;
        for (int i = 0; i < out.size(); i++) {
            if (i == 0 && clampedStart) {
                pts.add(ctrl.get(0));
            } else if (i == out.size() - 1 && clampedEnd) {
                pts.add(ctrl.get(n - 1));
            } else {
                pts.add(round(out.get(i)[0], out.get(i)[1]));
            }
        }
        return pts;
    }

    private void refine(int p, double[] knots, double[][] cp, double[] w, double t0, double t1, double[] a, double[] b,
            int depth, List<double[]> out) {
        double[] m = eval(p, knots, cp, w, (t0 + t1) / 2);
        double[] q1 = eval(p, knots, cp, w, t0 + (t1 - t0) / 4);
        double[] q3 = eval(p, knots, cp, w, t0 + 3 * (t1 - t0) / 4);
        boolean flat = distToSegment(m, a, b) <= tolerance / 2 && distToSegment(q1, a, b) <= tolerance / 2
                && distToSegment(q3, a, b) <= tolerance / 2;
        if (flat || depth >= MAX_SPLINE_DEPTH) {
            out.add(b);
            return;
        }
        double tm = (t0 + t1) / 2;
        refine(p, knots, cp, w, t0, tm, a, m, depth + 1, out);
        refine(p, knots, cp, w, tm, t1, m, b, depth + 1, out);
    }

    private static int multiplicity(double[] knots, double v) {
        int m = 0;
        for (double k : knots) {
            if (k == v) {
                m++;
            }
        }
        return m;
    }

    private static double distToSegment(double[] p, double[] a, double[] b) {
        double dx = b[0] - a[0];
        double dy = b[1] - a[1];
        double len2 = dx * dx + dy * dy;
        double t = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
        return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
    }

    /** De Boor evaluation in homogeneous coordinates. */
    static double[] eval(int p, double[] knots, double[][] cp, double[] w, double t) {
        int n = cp.length;
        int span = p;
        while (span < n - 1 && t >= knots[span + 1]) {
            span++;
        }
        double[][] d = new double[p + 1][3];
        for (int j = 0; j <= p; j++) {
            int i = span - p + j;
            double wi = w[i];
            d[j][0] = cp[i][0] * wi;
            d[j][1] = cp[i][1] * wi;
            d[j][2] = wi;
        }
        for (int r = 1; r <= p; r++) {
            for (int j = p; j >= r; j--) {
                int i = span - p + j;
                double den = knots[i + p - r + 1] - knots[i];
                double alpha = den == 0 ? 0 : (t - knots[i]) / den;
                for (int k = 0; k < 3; k++) {
                    d[j][k] = (1 - alpha) * d[j - 1][k] + alpha * d[j][k];
                }
            }
        }
        return new double[] {d[p][0] / d[p][2], d[p][1] / d[p][2]};
    }

    /** A curve would need more than {@link #MAX_SEGMENTS} segments. */
    static final class TooFineException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final double segments;

        TooFineException(double segments) {
            super("needs " + segments + " segments");
            this.segments = segments;
        }

        double segments() {
            return segments;
        }
    }
}

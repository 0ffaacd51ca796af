package org.snapfit.core.section;

import java.util.function.DoubleFunction;
import java.util.function.ToDoubleFunction;
import org.snapfit.core.geom.Vec3;

/**
 * One connected component of the intersection of a surface with the cutting plane, in closed form: a line, a
 * conic given by conjugate semi-diameters (circles and ellipses), or a curve given by a closed-form parametrisation
 * (cone sections, extruded curves). Immutable; approximate (double); engine-internal.
 */
abstract class SectionCurve {

    /** Relative difference of the squared semi-diameters below which a conic is a circle (dimensionless). */
    static final double CIRCLE = 1e-12;

    /** The circle data of a conic that is a circle, or null. */
    SectionLoop.Circle circle;

    /** The point at parameter s. */
    abstract Vec3 point(double s);

    /** The derivative at parameter s. */
    abstract Vec3 derivative(double s);

    /** The parameter of a point on (or very near) the curve. */
    abstract double parameter(Vec3 p);

    /** The period of a closed curve, 0 for an open one. */
    double period() {
        return 0;
    }

    /** Lowest parameter of an open curve's branch. */
    double min() {
        return Double.NEGATIVE_INFINITY;
    }

    /** Highest parameter of an open curve's branch. */
    double max() {
        return Double.POSITIVE_INFINITY;
    }

    /**
     * The parameters where a piecewise straight curve turns (its polygon's vertices between the ends), in increasing
     * order; none for a smooth curve.
     *
     * @return the corner parameters
     */
    double[] corners() {
        return new double[0];
    }

    /** A bound of |c''| over the whole curve (mm per parameter unit squared), or NaN if none is known. */
    abstract double secondDerivativeBound();

    /** The parameter distance from a to b moving in direction dir (±1), in (0, period] for closed curves. */
    double forward(double a, double b, int dir) {
        double d = dir * (b - a);
        double p = period();
        if (p > 0) {
            d = d % p;
            if (d < 0) {
                d += p;
            }
        }
        return d;
    }

    /** A straight line p0 + s d. */
    static final class Line extends SectionCurve {
        private final Vec3 p0;
        private final Vec3 d;

        Line(Vec3 p0, Vec3 d) {
            this.p0 = p0;
            this.d = d;
        }

        @Override
        Vec3 point(double s) {
            return p0.add(d.scale(s));
        }

        @Override
        Vec3 derivative(double s) {
            return d;
        }

        @Override
        double parameter(Vec3 p) {
            return p.subtract(p0).dot(d) / d.normSq();
        }

        @Override
        double secondDerivativeBound() {
            return 0;
        }
    }

    /**
     * Two rays from an apex a, the section of one nappe of a cone by a plane through its apex: the point at s is
     * a + (−s) d₁ for s ≤ 0 and a + s d₂ for s ≥ 0 (d₁, d₂ unit), so the curve runs in along the first ray, turns at the
     * apex (a corner at s = 0) and out along the second.
     */
    static final class Vee extends SectionCurve {
        private final Vec3 apex;
        private final Vec3 d1;
        private final Vec3 d2;

        Vee(Vec3 apex, Vec3 d1, Vec3 d2) {
            this.apex = apex;
            this.d1 = d1.normalize();
            this.d2 = d2.normalize();
        }

        @Override
        Vec3 point(double s) {
            return s < 0 ? apex.add(d1.scale(-s)) : apex.add(d2.scale(s));
        }

        @Override
        Vec3 derivative(double s) {
            return s < 0 ? d1.negate() : d2;
        }

        @Override
        double parameter(Vec3 p) {
            Vec3 q = p.subtract(apex);
            double t1 = Math.max(0, q.dot(d1));
            double t2 = Math.max(0, q.dot(d2));
            return q.subtract(d1.scale(t1)).norm() < q.subtract(d2.scale(t2)).norm() ? -t1 : t2;
        }

        @Override
        double[] corners() {
            return new double[] {0};
        }

        @Override
        double secondDerivativeBound() {
            return 0;
        }
    }

    /** A conic c + M cos s + m sin s (M, m conjugate semi-diameters; a circle when perpendicular and equal). */
    static final class Conic extends SectionCurve {
        private final Vec3 c;
        private final Vec3 major;
        private final Vec3 minor;
        private final double g11;
        private final double g12;
        private final double g22;
        private final double det;

        Conic(Vec3 c, Vec3 major, Vec3 minor) {
            this.c = c;
            this.major = major;
            this.minor = minor;
            g11 = major.dot(major);
            g12 = major.dot(minor);
            g22 = minor.dot(minor);
            det = g11 * g22 - g12 * g12;
        }

        @Override
        Vec3 point(double s) {
            return c.add(major.scale(Math.cos(s))).add(minor.scale(Math.sin(s)));
        }

        @Override
        Vec3 derivative(double s) {
            return minor.scale(Math.cos(s)).subtract(major.scale(Math.sin(s)));
        }

        @Override
        double parameter(Vec3 p) {
            Vec3 q = p.subtract(c);
            double a = q.dot(major);
            double b = q.dot(minor);
            double cs = (g22 * a - g12 * b) / det;
            double sn = (g11 * b - g12 * a) / det;
            return Math.atan2(sn, cs);
        }

        @Override
        double period() {
            return 2 * Math.PI;
        }

        /** max |M cos s + m sin s| = the larger singular value of [M m]: the exact bound of |c''|. */
        @Override
        double secondDerivativeBound() {
            double h = (g11 + g22) / 2;
            double d = Math.hypot((g11 - g22) / 2, g12);
            return Math.sqrt(h + d);
        }

        /** The radius when the conic is a circle (equal, perpendicular semi-diameters), else NaN. */
        double circleRadius() {
            double scale = Math.max(g11, g22);
            return Math.abs(g11 - g22) <= CIRCLE * scale && Math.abs(g12) <= CIRCLE * scale ? Math.sqrt(g11) : Double.NaN;
        }

        Vec3 centre() {
            return c;
        }
    }

    /** A curve by a closed-form parametrisation with a given inversion; polygonised adaptively. */
    static final class Param extends SectionCurve {
        private final DoubleFunction<Vec3> f;
        private final ToDoubleFunction<Vec3> inverse;
        private final double period;
        private final double lo;
        private final double hi;
        private final double step;
        private final java.util.function.DoubleBinaryOperator curvature;

        /**
         * A parametrised curve without a bound of |c''|.
         *
         * @param f the parametrisation
         * @param inverse the parameter of a point
         * @param period the period (0 if open)
         * @param lo lowest parameter of the branch
         * @param hi highest parameter of the branch
         * @param step parameter step for the numeric derivative
         */
        Param(DoubleFunction<Vec3> f, ToDoubleFunction<Vec3> inverse, double period, double lo, double hi, double step) {
            this(f, inverse, period, lo, hi, step, null);
        }

        /**
         * A parametrised curve with certified bounds of |c''| over parameter intervals.
         *
         * @param f the parametrisation
         * @param inverse the parameter of a point
         * @param period the period (0 if open)
         * @param lo lowest parameter of the branch
         * @param hi highest parameter of the branch
         * @param step parameter step for the numeric derivative
         * @param curvature the largest |c''| over [a, b] ⊂ [lo, hi] (NaN where unknown), or null
         */
        Param(DoubleFunction<Vec3> f, ToDoubleFunction<Vec3> inverse, double period, double lo, double hi, double step,
                java.util.function.DoubleBinaryOperator curvature) {
            this.f = f;
            this.curvature = curvature;
            this.inverse = inverse;
            this.period = period;
            this.lo = lo;
            this.hi = hi;
            this.step = step;
        }

        @Override
        Vec3 point(double s) {
            if (period > 0 && (s < lo || s > hi)) {
                double k = (s - lo) % period;
                s = lo + (k < 0 ? k + period : k);
            }
            return f.apply(s);
        }

        /**
         * Whether chord bounds can be certified on this curve ({@link #chordBound}).
         *
         * @return true if the curve has bounds of |c''|
         */
        boolean certifiable() {
            return curvature != null;
        }

        /**
         * A certified bound of the distance between the curve over [a, b] (either order) and its chord:
         * (b − a)²/8 · max |c''| over the interval, or NaN where no bound is known (the interval leaves the branch or,
         * on a closed branch, crosses its closing point).
         *
         * @param a one end
         * @param b the other end
         * @return the bound (mm), or NaN
         */
        double chordBound(double a, double b) {
            double x = Math.min(a, b);
            double y = Math.max(a, b);
            if (period > 0) {
                // a closed branch: the interval moved by whole periods into [lo, hi], where it does not cross the
                // closing point (a piece of a closed curve starts there)
                double k = Math.floor((x - lo) / period);
                x -= k * period;
                y -= k * period;
                if (y > hi && y - hi <= BrepSectioner.TIE * period) {
                    y = hi;
                }
            }
            if (curvature == null || x < lo || y > hi) {
                return Double.NaN;
            }
            return (y - x) * (y - x) / 8 * curvature.applyAsDouble(x, y);
        }

        @Override
        Vec3 derivative(double s) {
            double a = period > 0 ? s - step : Math.max(lo, s - step);
            double b = period > 0 ? s + step : Math.min(hi, s + step);
            return point(b).subtract(point(a)).scale(1 / (b - a));
        }

        @Override
        double parameter(Vec3 p) {
            double s = inverse.applyAsDouble(p);
            if (period > 0) {
                return s;
            }
            // bring an angular inverse into the branch [lo, hi]
            double full = 2 * Math.PI;
            while (s < lo) {
                s += full;
            }
            while (s > hi) {
                s -= full;
            }
            return s;
        }

        @Override
        double period() {
            return period;
        }

        @Override
        double min() {
            return lo;
        }

        @Override
        double max() {
            return hi;
        }

        @Override
        double secondDerivativeBound() {
            return Double.NaN;
        }
    }
}

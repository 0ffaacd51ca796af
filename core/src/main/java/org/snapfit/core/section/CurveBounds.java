package org.snapfit.core.section;

import org.snapfit.algebra.interval.Interval;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Ellipse3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Frame3;

/**
 * Certified bounds of a 3D curve c(t) and its derivatives over a parameter interval, for the derivative bounds of
 * surfaces built on a curve ({@link RevolutionBounds}, {@link OffsetBounds}): ranges of linear functionals k·(c − o)
 * and k·c', and the largest |d × (c − o)|, |c'|, |c''| and |c'''|. Lines and conics in closed form; B-spline curves (rational or not) from the
 * Bézier control polygons of the interval (convex hull; the homogeneous hodographs and the quotient rule for the
 * derivatives of rational ones). Certified up to floating-point rounding; engine-internal.
 */
abstract class CurveBounds {

    /**
     * Bounds over an interval.
     *
     * @param pos the ranges of kᵢ·(c − o) (mm), one per position functional asked for
     * @param der the ranges of kⱼ·c' (mm per parameter unit), one per derivative functional
     * @param cross the largest |d × (c − o)| (mm)
     * @param d1 the largest |c'|
     * @param d2 the largest |c''| (mm per parameter unit squared)
     * @param d3 the largest |c'''| (mm per parameter unit cubed)
     */
    record Range(Interval[] pos, Interval[] der, double cross, double d1, double d2, double d3) {
    }

    /**
     * The bounds over [t0, t1] inside the curve's domain.
     *
     * @param t0 start
     * @param t1 end, &gt; t0
     * @param o the origin of the position functionals
     * @param d the unit direction of the cross product
     * @param pos the position functionals' vectors
     * @param der the derivative functionals' vectors
     * @return the ranges
     */
    abstract Range over(double t0, double t1, Vec3 o, Vec3 d, Vec3[] pos, Vec3[] der);

    /**
     * The bounds of a curve, or null where none are available (a B-spline curve of degree 0, another curve type).
     *
     * @param c the curve
     * @return the bounds, or null
     */
    static CurveBounds of(ParametricCurve3 c) {
        if (c instanceof Line3 l) {
            return new LineBounds(l);
        }
        if (c instanceof Circle3 k) {
            return new ConicBounds(k.frame(), k.radius(), k.radius());
        }
        if (c instanceof Ellipse3 e) {
            return new ConicBounds(e.frame(), e.semiAxis1(), e.semiAxis2());
        }
        if (c instanceof BSplineCurve3 b) {
            return SplineBounds.of(b);
        }
        return null;
    }

    /** c = o + t·e. */
    private static final class LineBounds extends CurveBounds {
        private final Line3 line;

        LineBounds(Line3 line) {
            this.line = line;
        }

        @Override
        Range over(double t0, double t1, Vec3 o, Vec3 d, Vec3[] pos, Vec3[] der) {
            Vec3 e = line.direction();
            Vec3 base = line.origin().subtract(o);
            Interval t = new Interval(t0, t1);
            Interval[] p = new Interval[pos.length];
            for (int i = 0; i < pos.length; i++) {
                p[i] = AngleRanges.of(pos[i].dot(base)).add(t.multiply(AngleRanges.of(pos[i].dot(e))));
            }
            Interval[] q = new Interval[der.length];
            for (int i = 0; i < der.length; i++) {
                q[i] = pad(der[i].dot(e), der[i].dot(e));
            }
            // |d × (c − o)| is convex in t: largest at an end
            double cross = Math.max(d.cross(base.add(e.scale(t0))).norm(), d.cross(base.add(e.scale(t1))).norm());
            return new Range(p, q, up(cross), up(e.norm()), 0, 0);
        }
    }

    /** c = O + a cos t x + b sin t y. */
    private static final class ConicBounds extends CurveBounds {
        private final Frame3 frame;
        private final double a;
        private final double b;

        ConicBounds(Frame3 frame, double a, double b) {
            this.frame = frame;
            this.a = a;
            this.b = b;
        }

        @Override
        Range over(double t0, double t1, Vec3 o, Vec3 d, Vec3[] pos, Vec3[] der) {
            Interval c = AngleRanges.cos(t0, t1);
            Interval s = AngleRanges.sin(t0, t1);
            Vec3 base = frame.origin().subtract(o);
            Interval[] p = new Interval[pos.length];
            for (int i = 0; i < pos.length; i++) {
                Interval x = AngleRanges.of(a * pos[i].dot(frame.x()));
                Interval y = AngleRanges.of(b * pos[i].dot(frame.y()));
                p[i] = AngleRanges.of(pos[i].dot(base)).add(c.multiply(x)).add(s.multiply(y));
            }
            Interval[] q = new Interval[der.length];
            for (int i = 0; i < der.length; i++) {
                Interval x = AngleRanges.of(a * der[i].dot(frame.x()));
                Interval y = AngleRanges.of(b * der[i].dot(frame.y()));
                q[i] = c.multiply(y).subtract(s.multiply(x));
            }
            double m = Math.max(a, b);
            // |c'| = |c'''| = |a sin t x − b cos t y| and |c''| = |c − O|, all at most max(a, b)
            return new Range(p, q, up(d.cross(base).norm() + m), up(m), up(m), up(m));
        }
    }

    /** A B-spline curve through its homogeneous Bézier pieces. */
    private static final class SplineBounds extends CurveBounds {
        private final double[][] rows;
        private final double[] bp;
        private final int p;

        private SplineBounds(double[][] rows, double[] bp, int p) {
            this.rows = rows;
            this.bp = bp;
            this.p = p;
        }

        static SplineBounds of(BSplineCurve3 c) {
            int n = c.controlPointCount();
            double[][] h = new double[n][4];
            for (int i = 0; i < n; i++) {
                Vec3 q = c.controlPoint(i);
                double w = c.weight(i);
                h[i] = new double[] {w * q.x(), w * q.y(), w * q.z(), w};
            }
            double[][] rows = BezierNets.extractCurve(h, c.basis());
            return rows == null ? null : new SplineBounds(rows, c.basis().breakpoints(), c.basis().degree());
        }

        @Override
        Range over(double t0, double t1, Vec3 o, Vec3 d, Vec3[] pos, Vec3[] der) {
            Acc acc = new Acc(pos.length, der.length);
            for (int a = 0; a + 1 < bp.length; a++) {
                double ta = Math.max(t0, bp[a]);
                double tb = Math.min(t1, bp[a + 1]);
                if (ta < tb) {
                    double[][] piece = new double[p + 1][];
                    for (int i = 0; i <= p; i++) {
                        piece[i] = rows[a * p + i].clone();
                    }
                    double w = bp[a + 1] - bp[a];
                    piece(BezierNets.piece(piece, (ta - bp[a]) / w, (tb - bp[a]) / w), tb - ta, o, d, pos, der, acc);
                }
            }
            return acc.range();
        }

        /** One Bézier piece over a parameter interval of length len. */
        private void piece(double[][] x, double len, Vec3 o, Vec3 d, Vec3[] pos, Vec3[] der, Acc acc) {
            // points, and X = w·(c − a0) with a0 the first point, so the weight terms stay small
            Vec3 a0 = new Vec3(x[0][0] / x[0][3], x[0][1] / x[0][3], x[0][2] / x[0][3]);
            double wMin = Double.POSITIVE_INFINITY;
            double wMax = 0;
            double rel = 0;
            Interval[] kc = new Interval[der.length];
            for (int i = 0; i <= p; i++) {
                double w = x[i][3];
                Vec3 pt = new Vec3(x[i][0] / w, x[i][1] / w, x[i][2] / w);
                wMin = Math.min(wMin, w);
                wMax = Math.max(wMax, w);
                rel = Math.max(rel, pt.subtract(a0).norm());
                for (int k = 0; k < pos.length; k++) {
                    acc.pos[k] = hull(acc.pos[k], pos[k].dot(pt.subtract(o)));
                }
                for (int k = 0; k < der.length; k++) {
                    kc[k] = hull(kc[k], der[k].dot(pt.subtract(a0)));
                }
                acc.cross = Math.max(acc.cross, d.cross(pt.subtract(o)).norm());
                for (int c = 0; c < 3; c++) {
                    x[i][c] -= w * (c == 0 ? a0.x() : c == 1 ? a0.y() : a0.z());
                }
            }
            double xd = 0;
            double wd = 0;
            Interval[] kx = new Interval[der.length];
            Interval wdi = null;
            for (int i = 0; i < p; i++) {
                double[] dd = new double[4];
                for (int c = 0; c < 4; c++) {
                    dd[c] = p * (x[i + 1][c] - x[i][c]) / len;
                }
                xd = Math.max(xd, Math.sqrt(dd[0] * dd[0] + dd[1] * dd[1] + dd[2] * dd[2]));
                wd = Math.max(wd, Math.abs(dd[3]));
                wdi = hull(wdi, dd[3]);
                for (int k = 0; k < der.length; k++) {
                    kx[k] = hull(kx[k], der[k].x() * dd[0] + der[k].y() * dd[1] + der[k].z() * dd[2]);
                }
            }
            double xdd = 0;
            double wdd = 0;
            for (int i = 0; i + 1 < p; i++) {
                double s = 0;
                for (int c = 0; c < 3; c++) {
                    double e = p * (p - 1) * (x[i + 2][c] - 2 * x[i + 1][c] + x[i][c]) / (len * len);
                    s += e * e;
                }
                xdd = Math.max(xdd, Math.sqrt(s));
                wdd = Math.max(wdd, Math.abs(p * (p - 1) * (x[i + 2][3] - 2 * x[i + 1][3] + x[i][3]) / (len * len)));
            }
            double xddd = 0;
            double wddd = 0;
            double k3 = (double) p * (p - 1) * (p - 2) / (len * len * len);
            for (int i = 0; i + 2 < p; i++) {
                double s = 0;
                for (int c = 0; c < 3; c++) {
                    double e = k3 * (x[i + 3][c] - 3 * x[i + 2][c] + 3 * x[i + 1][c] - x[i][c]);
                    s += e * e;
                }
                xddd = Math.max(xddd, Math.sqrt(s));
                wddd = Math.max(wddd, Math.abs(k3 * (x[i + 3][3] - 3 * x[i + 2][3] + 3 * x[i + 1][3] - x[i][3])));
            }
            // quotient rule: c' = (X' − w'(c − a0))/w, c'' = (X'' − 2w'c' − w''(c − a0))/w,
            // c''' = (X''' − 3w'c'' − 3w''c' − w'''(c − a0))/w
            Interval inv = new Interval(Math.nextDown(1 / wMax), Math.nextUp(1 / wMin));
            for (int k = 0; k < der.length; k++) {
                acc.der[k] = join(acc.der[k], kx[k].subtract(wdi.multiply(kc[k])).multiply(inv));
            }
            double c1 = up((xd + wd * rel) / wMin);
            acc.d1 = Math.max(acc.d1, c1);
            double c2 = up((xdd + 2 * wd * c1 + wdd * rel) / wMin);
            acc.d2 = Math.max(acc.d2, c2);
            acc.d3 = Math.max(acc.d3, up((xddd + 3 * wd * c2 + 3 * wdd * c1 + wddd * rel) / wMin));
        }
    }

    /** Accumulated bounds over the pieces of an interval. */
    private static final class Acc {
        final Interval[] pos;
        final Interval[] der;
        double cross;
        double d1;
        double d2;
        double d3;

        Acc(int np, int nd) {
            pos = new Interval[np];
            der = new Interval[nd];
        }

        Range range() {
            Interval[] p = new Interval[pos.length];
            for (int i = 0; i < p.length; i++) {
                p[i] = pad(pos[i].lo(), pos[i].hi());
            }
            return new Range(p, der, up(cross), d1, d2, d3);
        }
    }

    private static Interval hull(Interval i, double x) {
        return i == null ? new Interval(x, x) : new Interval(Math.min(i.lo(), x), Math.max(i.hi(), x));
    }

    private static Interval join(Interval i, Interval j) {
        return i == null ? j : new Interval(Math.min(i.lo(), j.lo()), Math.max(i.hi(), j.hi()));
    }

    /** Relative widening of a value computed in floating point from exact data (dimensionless). */
    static final double ROUNDING = 1e-13;

    private static Interval pad(double lo, double hi) {
        double s = ROUNDING * Math.max(Math.abs(lo), Math.abs(hi));
        return new Interval(lo - s, hi + s);
    }

    private static double up(double x) {
        return x * (1 + ROUNDING);
    }
}

package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Ellipse3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Frame3;

/**
 * Where a 3D curve meets the cutting plane: the zeros of g(t) = n̂·(c(t) − o) on an open parameter interval. Closed
 * form for lines, circles and ellipses (g = d + A cos t + B sin t); otherwise sampling with
 * {@link #SAMPLES_PER_SPAN} samples per knot span (at least {@link #MIN_SAMPLES}) and bisection of every sign change
 * to the last bit (a double zero without a sign change between two samples is not found). Stateless;
 * approximate; engine-internal.
 */
final class EdgeRoots {

    /** Samples per knot span of a B-spline curve (dimensionless). */
    static final int SAMPLES_PER_SPAN = 16;

    /** Samples of any other curve over its interval (dimensionless). */
    static final int MIN_SAMPLES = 64;

    /** Bisection steps (dimensionless): enough to reach adjacent doubles on any interval. */
    static final int BISECTIONS = 1100;

    private EdgeRoots() {
    }

    /**
     * The zeros of g in (t0, t1), ascending; tangential zeros of conics are included (their sign does not change).
     *
     * @param c the curve
     * @param t0 start parameter
     * @param t1 end parameter, &gt; t0
     * @param f the plane
     * @return the zeros
     */
    static List<Double> roots(ParametricCurve3 c, double t0, double t1, CutFrame f) {
        List<Double> out = new ArrayList<>();
        if (c instanceof Line3 l) {
            double a = f.distance(l.origin());
            double b = f.normal().dot(l.direction());
            if (b != 0) {
                double t = -a / b;
                if (t > t0 && t < t1) {
                    out.add(t);
                }
            }
            return out;
        }
        if (c instanceof Circle3 || c instanceof Ellipse3) {
            Frame3 fr = c instanceof Circle3 k ? k.frame() : ((Ellipse3) c).frame();
            double sa = c instanceof Circle3 k ? k.radius() : ((Ellipse3) c).semiAxis1();
            double sb = c instanceof Circle3 k ? k.radius() : ((Ellipse3) c).semiAxis2();
            double d = f.distance(fr.origin());
            double a = sa * f.normal().dot(fr.x());
            double b = sb * f.normal().dot(fr.y());
            double rho = Math.hypot(a, b);
            if (rho == 0 || Math.abs(d) > rho) {
                return out;
            }
            double phi = Math.atan2(b, a);
            double delta = Math.acos(Math.max(-1, Math.min(1, -d / rho)));
            double[] base = delta == 0 ? new double[] {phi} : new double[] {phi - delta, phi + delta};
            double p = 2 * Math.PI;
            for (double r : base) {
                double k = Math.ceil((t0 - r) / p);
                for (double t = r + k * p; t < t1; t += p) {
                    if (t > t0) {
                        out.add(t);
                    }
                }
            }
            out.sort(Double::compare);
            return out;
        }
        int n = MIN_SAMPLES;
        if (c instanceof BSplineCurve3 bs) {
            n = Math.max(n, SAMPLES_PER_SPAN * (bs.basis().breakpoints().length - 1));
        }
        double prevT = t0;
        double prevG = g(c, f, t0);
        for (int i = 1; i <= n; i++) {
            double t = i == n ? t1 : t0 + (t1 - t0) * i / n;
            double gt = g(c, f, t);
            if (i > 1 && prevG == 0) {
                out.add(prevT);
            } else if (prevG != 0 && gt != 0 && (prevG < 0) != (gt < 0)) {
                out.add(bisect(c, f, prevT, t, prevG));
            }
            prevT = t;
            prevG = gt;
        }
        return out;
    }

    private static double g(ParametricCurve3 c, CutFrame f, double t) {
        Vec3 p = c.point(t);
        return f.distance(p);
    }

    private static double bisect(ParametricCurve3 c, CutFrame f, double a, double b, double ga) {
        double lo = a;
        double hi = b;
        boolean loNeg = ga < 0;
        for (int i = 0; i < BISECTIONS; i++) {
            double m = lo + (hi - lo) / 2;
            if (m <= lo || m >= hi) {
                break;
            }
            double gm = g(c, f, m);
            if (gm == 0) {
                return m;
            }
            if ((gm < 0) == loNeg) {
                lo = m;
            } else {
                hi = m;
            }
        }
        return lo + (hi - lo) / 2;
    }
}

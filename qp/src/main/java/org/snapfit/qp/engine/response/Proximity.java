package org.snapfit.qp.engine.response;

import org.snapfit.core.linalg.Vectors;

/**
 * Closest-point kernels (Ericson, Real-Time Collision Detection, &sect;5.1.5 and &sect;5.1.9). Approximate; no
 * allocation. Package-private narrow-phase helpers.
 */
final class Proximity {
    private Proximity() {
    }

    /**
     * Closest point of triangle abc to p; writes the barycentric weights (wa, wb, wc) into w.
     *
     * @return the squared distance
     */
    static double pointTriangle(double[] p, double[] a, double[] b, double[] c, double[] w) {
        double[] ab = sub(b, a);
        double[] ac = sub(c, a);
        double[] ap = sub(p, a);
        double d1 = dot(ab, ap);
        double d2 = dot(ac, ap);
        if (d1 <= 0 && d2 <= 0) {
            return set(w, 1, 0, 0, p, a, b, c);
        }
        double[] bp = sub(p, b);
        double d3 = dot(ab, bp);
        double d4 = dot(ac, bp);
        if (d3 >= 0 && d4 <= d3) {
            return set(w, 0, 1, 0, p, a, b, c);
        }
        double vc = d1 * d4 - d3 * d2;
        if (vc <= 0 && d1 >= 0 && d3 <= 0) {
            double v = d1 / (d1 - d3);
            return set(w, 1 - v, v, 0, p, a, b, c);
        }
        double[] cp = sub(p, c);
        double d5 = dot(ab, cp);
        double d6 = dot(ac, cp);
        if (d6 >= 0 && d5 <= d6) {
            return set(w, 0, 0, 1, p, a, b, c);
        }
        double vb = d5 * d2 - d1 * d6;
        if (vb <= 0 && d2 >= 0 && d6 <= 0) {
            double v = d2 / (d2 - d6);
            return set(w, 1 - v, 0, v, p, a, b, c);
        }
        double va = d3 * d6 - d5 * d4;
        if (va <= 0 && (d4 - d3) >= 0 && (d5 - d6) >= 0) {
            double v = (d4 - d3) / ((d4 - d3) + (d5 - d6));
            return set(w, 0, 1 - v, v, p, a, b, c);
        }
        double denom = 1 / (va + vb + vc);
        double v = vb * denom;
        double u = vc * denom;
        return set(w, 1 - v - u, v, u, p, a, b, c);
    }

    private static double set(double[] w, double wa, double wb, double wc, double[] p, double[] a, double[] b,
            double[] c) {
        w[0] = wa;
        w[1] = wb;
        w[2] = wc;
        double s = 0;
        for (int k = 0; k < 3; k++) {
            double q = wa * a[k] + wb * b[k] + wc * c[k] - p[k];
            s += q * q;
        }
        return s;
    }

    /**
     * Closest points of segments p1q1 and p2q2; writes the parameters (s on the first, t on the second) into st.
     *
     * @return the squared distance
     */
    static double segmentSegment(double[] p1, double[] q1, double[] p2, double[] q2, double[] st) {
        double[] d1 = sub(q1, p1);
        double[] d2 = sub(q2, p2);
        double[] r = sub(p1, p2);
        double a = dot(d1, d1);
        double e = dot(d2, d2);
        double f = dot(d2, r);
        double s;
        double t;
        if (a == 0 && e == 0) {
            s = 0;
            t = 0;
        } else if (a == 0) {
            s = 0;
            t = clamp(f / e);
        } else {
            double c = dot(d1, r);
            if (e == 0) {
                t = 0;
                s = clamp(-c / a);
            } else {
                double b = dot(d1, d2);
                double denom = a * e - b * b;
                s = denom > 0 ? clamp((b * f - c * e) / denom) : 0;
                t = (b * s + f) / e;
                if (t < 0) {
                    t = 0;
                    s = clamp(-c / a);
                } else if (t > 1) {
                    t = 1;
                    s = clamp((b - c) / a);
                }
            }
        }
        st[0] = s;
        st[1] = t;
        double dd = 0;
        for (int k = 0; k < 3; k++) {
            double q = p1[k] + s * d1[k] - p2[k] - t * d2[k];
            dd += q * q;
        }
        return dd;
    }

    private static double clamp(double v) {
        return v < 0 ? 0 : v > 1 ? 1 : v;
    }

    private static double[] sub(double[] a, double[] b) {
        return new double[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
    }

    private static double dot(double[] a, double[] b) {
        return Vectors.dot(a, b, 3);
    }
}

package org.snapfit.core.surface;

import org.snapfit.core.geom.Vec3;

/**
 * The global closest-point search behind {@link ParametricSurface#closestParameter(Vec3)}: a grid of samples, Newton
 * from the best one (the first answer), and, unless that answer already lies on the surface, damped Newton searches
 * from the grid's other local minima and from the opposite side of the parameter box wherever a search stopped on
 * a side (the far side of a seam of a surface closed along that side), the nearest kept. Periodic parameters are
 * reduced into the domain. Approximate.
 */
final class PointInversion {

    private PointInversion() {
    }

    /** The squared distance between the point in {@code o} (its first three values) and p (mm²). */
    private static double dist2(double[] o, Vec3 p) {
        double dx = o[0] - p.x();
        double dy = o[1] - p.y();
        double dz = o[2] - p.z();
        return dx * dx + dy * dy + dz * dz;
    }

    /**
     * The global search.
     *
     * @param s the surface
     * @param p the point
     * @return the parameters of the nearest point found, periodic parameters in the domain
     */
    static Uv closest(ParametricSurface s, Vec3 p) {
        double u0 = Math.max(s.uMin(), -ParametricSurface.INVERSION_RANGE);
        double u1 = Math.min(s.uMax(), ParametricSurface.INVERSION_RANGE);
        double v0 = Math.max(s.vMin(), -ParametricSurface.INVERSION_RANGE);
        double v1 = Math.min(s.vMax(), ParametricSurface.INVERSION_RANGE);
        int n = ParametricSurface.INVERSION_GRID;
        double[][] d = new double[n + 1][n + 1];
        double[] o = new double[18];
        int bi = 0;
        int bj = 0;
        double nearest = Double.POSITIVE_INFINITY;
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                s.evaluate(sample(u0, u1, i), sample(v0, v1, j), o);
                d[i][j] = dist2(o, p);
                if (d[i][j] < nearest) {
                    nearest = d[i][j];
                    bi = i;
                    bj = j;
                }
            }
        }
        Uv best = reduce(s, s.closestParameter(p, sample(u0, u1, bi), sample(v0, v1, bj)));
        double bd = distance(s, best, p, o);
        if (!(bd > ParametricSurface.ON_SURFACE)) {
            return best;
        }
        int[] starts = localMinima(d, s.uPeriod() > 0, s.vPeriod() > 0, bi, bj);
        for (int k = 0; k < starts.length; k++) {
            int i = starts[k] / (n + 1);
            int j = starts[k] % (n + 1);
            Uv c = refineAcrossSides(s, p, sample(u0, u1, i), sample(v0, v1, j));
            double cd = distance(s, c, p, o);
            if (cd < bd - ParametricSurface.ON_SURFACE) {
                best = c;
                bd = cd;
            }
        }
        Uv c = refineAcrossSides(s, p, best.u(), best.v());
        double cd = distance(s, c, p, o);
        return cd < bd - ParametricSurface.ON_SURFACE ? c : best;
    }

    private static double sample(double lo, double hi, int i) {
        return lo + (hi - lo) * i / ParametricSurface.INVERSION_GRID;
    }

    private static double distance(ParametricSurface s, Uv uv, Vec3 p, double[] o) {
        if (!(Double.isFinite(uv.u()) && Double.isFinite(uv.v()))) {
            return Double.POSITIVE_INFINITY;
        }
        s.evaluate(uv.u(), uv.v(), o);
        double r = Math.sqrt(dist2(o, p));
        return Double.isNaN(r) ? Double.POSITIVE_INFINITY : r;
    }

    /**
     * Grid indices (i (n + 1) + j) of the samples no farther than any of their eight neighbours (wrapping in periodic
     * directions), nearest first, at most {@link ParametricSurface#INVERSION_STARTS}, without the best sample
     * (already searched from).
     */
    private static int[] localMinima(double[][] d, boolean uWraps, boolean vWraps, int bi, int bj) {
        int n = d.length - 1;
        int max = ParametricSurface.INVERSION_STARTS;
        int[] idx = new int[max];
        double[] val = new double[max];
        int count = 0;
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                if ((i == bi && j == bj) || !isLocalMinimum(d, i, j, uWraps, vWraps)) {
                    continue;
                }
                double x = d[i][j];
                if (count == max && !(x < val[max - 1])) {
                    continue;
                }
                int at = Math.min(count, max - 1);
                while (at > 0 && x < val[at - 1]) {
                    val[at] = val[at - 1];
                    idx[at] = idx[at - 1];
                    at--;
                }
                val[at] = x;
                idx[at] = i * (n + 1) + j;
                count = Math.min(count + 1, max);
            }
        }
        return java.util.Arrays.copyOf(idx, count);
    }

    private static boolean isLocalMinimum(double[][] d, int i, int j, boolean uWraps, boolean vWraps) {
        int n = d.length - 1;
        for (int di = -1; di <= 1; di++) {
            for (int dj = -1; dj <= 1; dj++) {
                int a = neighbour(i + di, n, uWraps);
                int b = neighbour(j + dj, n, vWraps);
                if (a >= 0 && b >= 0 && d[a][b] < d[i][j]) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Index k of a grid of samples 0..n, wrapped when periodic (samples 0 and n coincide), or −1 outside. */
    private static int neighbour(int k, int n, boolean wraps) {
        if (k >= 0 && k <= n) {
            return k;
        }
        return wraps ? (k < 0 ? k + n : k - n) : -1;
    }

    /**
     * Damped Newton from (u, v) and, where it stops on a side of a bounded parameter box, again from the opposite
     * side (the two sides of a closed surface's seam are the same curve); the nearest answer, reduced.
     */
    private static Uv refineAcrossSides(ParametricSurface s, Vec3 p, double u, double v) {
        double[] o = new double[18];
        Uv best = reduce(s, damped(s, p, u, v));
        double bd = distance(s, best, p, o);
        boolean uSide = s.uPeriod() == 0 && Double.isFinite(s.uMin()) && Double.isFinite(s.uMax())
                && (best.u() == s.uMin() || best.u() == s.uMax());
        boolean vSide = s.vPeriod() == 0 && Double.isFinite(s.vMin()) && Double.isFinite(s.vMax())
                && (best.v() == s.vMin() || best.v() == s.vMax());
        if (!uSide && !vSide) {
            return best;
        }
        double mu = uSide ? s.uMin() + s.uMax() - best.u() : best.u();
        double mv = vSide ? s.vMin() + s.vMax() - best.v() : best.v();
        double[][] again = {{mu, best.v()}, {best.u(), mv}, {mu, mv}};
        for (double[] a : again) {
            if (a[0] == best.u() && a[1] == best.v()) {
                continue;
            }
            Uv c = reduce(s, damped(s, p, a[0], a[1]));
            double cd = distance(s, c, p, o);
            if (cd < bd) {
                best = c;
                bd = cd;
            }
        }
        return best;
    }

    /**
     * Newton's method on the squared distance (Gauss–Newton where the Hessian is not positive definite) with a
     * halving line search: a step is taken only if it brings the point no farther, so a step across a nearly
     * degenerate region (near an axis or a pole, where Su or Sv almost vanishes) cannot throw the search away.
     */
    private static Uv damped(ParametricSurface s, Vec3 p, double u, double v) {
        double[] o = new double[18];
        double[] t = new double[18];
        s.evaluate(u, v, o);
        double d2 = dist2(o, p);
        double[] duv = new double[2];
        for (int it = 0; it < ParametricSurface.NEWTON_ITERATIONS; it++) {
            if (!newtonStep(o, p, duv, true)) {
                break;
            }
            double du = duv[0];
            double dv = duv[1];
            double step = 1;
            boolean taken = false;
            double nu = u;
            double nv = v;
            for (int h = 0; h <= ParametricSurface.LINE_SEARCH_HALVINGS; h++, step /= 2) {
                nu = s.uPeriod() > 0 ? u - step * du : Math.max(s.uMin(), Math.min(s.uMax(), u - step * du));
                nv = s.vPeriod() > 0 ? v - step * dv : Math.max(s.vMin(), Math.min(s.vMax(), v - step * dv));
                s.evaluate(nu, nv, t);
                double n2 = dist2(t, p);
                if (n2 <= d2) {
                    d2 = n2;
                    taken = true;
                    break;
                }
            }
            if (!taken) {
                break;
            }
            boolean done = Math.abs(nu - u) <= ParametricSurface.CONVERGED * (1 + Math.abs(u))
                    && Math.abs(nv - v) <= ParametricSurface.CONVERGED * (1 + Math.abs(v));
            u = nu;
            v = nv;
            double[] swap = o;
            o = t;
            t = swap;
            if (done) {
                break;
            }
        }
        return new Uv(u, v);
    }

    /**
     * The Newton step (du, dv) on the squared distance at the evaluation {@code o} (18 values), with Gauss–Newton's
     * matrix where the Hessian is not positive definite; with {@code alongOne}, where that matrix is singular too
     * (a pole, an axis), a Gauss–Newton step along the one direction that is not degenerate.
     *
     * @param o the surface's values at the current parameters
     * @param p the point
     * @param step receives (du, dv), to be subtracted
     * @param alongOne whether a singular matrix may still give a step along one direction
     * @return whether there is a step
     */
    static boolean newtonStep(double[] o, Vec3 p, double[] step, boolean alongOne) {
        return newtonStep(o, p.x(), p.y(), p.z(), step, alongOne);
    }

    /**
     * {@link #newtonStep(double[], Vec3, double[], boolean)} with the point given by its coordinates (no
     * allocation).
     *
     * @param o the surface's values at the current parameters
     * @param px the point's x
     * @param py the point's y
     * @param pz the point's z
     * @param step receives (du, dv), to be subtracted
     * @param alongOne whether a singular matrix may still give a step along one direction
     * @return whether there is a step
     */
    static boolean newtonStep(double[] o, double px, double py, double pz, double[] step, boolean alongOne) {
        double dx = o[0] - px;
        double dy = o[1] - py;
        double dz = o[2] - pz;
        double gu = dx * o[3] + dy * o[4] + dz * o[5];
        double gv = dx * o[6] + dy * o[7] + dz * o[8];
        double a = o[3] * o[3] + o[4] * o[4] + o[5] * o[5];
        double b = o[3] * o[6] + o[4] * o[7] + o[5] * o[8];
        double c = o[6] * o[6] + o[7] * o[7] + o[8] * o[8];
        double ha = a + dx * o[9] + dy * o[10] + dz * o[11];
        double hb = b + dx * o[12] + dy * o[13] + dz * o[14];
        double hc = c + dx * o[15] + dy * o[16] + dz * o[17];
        double det = ha * hc - hb * hb;
        if (!(ha > 0 && det > 0)) {
            ha = a;
            hb = b;
            hc = c;
            det = a * c - b * b;
        }
        if (det > 0) {
            step[0] = (hc * gu - hb * gv) / det;
            step[1] = (ha * gv - hb * gu) / det;
            return true;
        }
        if (!alongOne) {
            return false;
        }
        step[0] = a > 0 && !(c > 0) ? gu / a : 0;
        step[1] = c > 0 && !(a > 0) ? gv / c : 0;
        return step[0] != 0 || step[1] != 0;
    }

    /**
     * The parameters with each periodic one reduced into [min, min + period] (left alone when already there).
     *
     * @param s the surface
     * @param uv the parameters
     * @return the reduced parameters
     */
    static Uv reduce(ParametricSurface s, Uv uv) {
        double u = wrap(uv.u(), s.uMin(), s.uPeriod());
        double v = wrap(uv.v(), s.vMin(), s.vPeriod());
        return u == uv.u() && v == uv.v() ? uv : new Uv(u, v);
    }

    private static double wrap(double x, double lo, double period) {
        if (!(period > 0) || !Double.isFinite(lo) || !Double.isFinite(x) || (x >= lo && x <= lo + period)) {
            return x;
        }
        double r = (x - lo) % period;
        return lo + (r < 0 ? r + period : r);
    }
}

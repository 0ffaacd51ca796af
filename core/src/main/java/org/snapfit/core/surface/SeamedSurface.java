package org.snapfit.core.surface;

import org.snapfit.core.geom.Vec3;

/**
 * A surface whose two parameter sides coincide in u (or in v) — a B-spline surface closed in u, as CAD systems
 * export the wall of a hole — seen as periodic in that parameter: {@link #uPeriod()} is uMax − uMin and evaluation
 * wraps u into [uMin, uMax], so a trimmed region may be unwrapped across the seam the way it is on a cylinder.
 * Surfaces that report a period already (analytic quadrics, tori, surfaces of revolution) are returned unchanged by
 * {@link #of}. Immutable and thread-safe; approximate (the closure is decided to {@link #CLOSURE}).
 */
public final class SeamedSurface implements WrappedSurface {

    /**
     * Largest gap between the two sides of a closed direction, relative to the surface's size (the diagonal of its
     * sampled box; dimensionless): sides this close count as one seam.
     */
    public static final double CLOSURE = 1e-9;
    /** Samples along a side when testing closure. */
    public static final int CLOSURE_SAMPLES = 17;

    private final ParametricSurface base;
    private final double uPeriod;
    private final double vPeriod;

    private SeamedSurface(ParametricSurface base, double uPeriod, double vPeriod) {
        this.base = base;
        this.uPeriod = uPeriod;
        this.vPeriod = vPeriod;
    }

    /**
     * The surface seen as periodic in each direction where it is closed but reports no period.
     *
     * @param s the surface
     * @return s itself if no direction needs wrapping, else the wrapping view
     */
    public static ParametricSurface of(ParametricSurface s) {
        if (s instanceof SeamedSurface) {
            return s;
        }
        boolean finite = Double.isFinite(s.uMin()) && Double.isFinite(s.uMax()) && Double.isFinite(s.vMin())
                && Double.isFinite(s.vMax());
        if (!finite) {
            return s;
        }
        double size = size(s);
        double pu = s.uPeriod() == 0 && closed(s, true, size) ? s.uMax() - s.uMin() : 0;
        double pv = s.vPeriod() == 0 && closed(s, false, size) ? s.vMax() - s.vMin() : 0;
        return pu == 0 && pv == 0 ? s : new SeamedSurface(s, pu, pv);
    }

    /** Diagonal of the box of a coarse sample grid (mm). */
    private static double size(ParametricSurface s) {
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        double[] o = new double[18];
        int n = CLOSURE_SAMPLES - 1;
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                s.evaluate(s.uMin() + (s.uMax() - s.uMin()) * i / n, s.vMin() + (s.vMax() - s.vMin()) * j / n, o);
                for (int c = 0; c < 3; c++) {
                    lo[c] = Math.min(lo[c], o[c]);
                    hi[c] = Math.max(hi[c], o[c]);
                }
            }
        }
        double d = 0;
        for (int c = 0; c < 3; c++) {
            d += (hi[c] - lo[c]) * (hi[c] - lo[c]);
        }
        return Math.sqrt(d);
    }

    /** Whether the sides u = uMin and u = uMax (or v = vMin and v = vMax) coincide at every sample. */
    private static boolean closed(ParametricSurface s, boolean inU, double size) {
        double tol = CLOSURE * size;
        double[] a = new double[18];
        double[] b = new double[18];
        int n = CLOSURE_SAMPLES - 1;
        for (int k = 0; k <= n; k++) {
            if (inU) {
                double v = s.vMin() + (s.vMax() - s.vMin()) * k / n;
                s.evaluate(s.uMin(), v, a);
                s.evaluate(s.uMax(), v, b);
            } else {
                double u = s.uMin() + (s.uMax() - s.uMin()) * k / n;
                s.evaluate(u, s.vMin(), a);
                s.evaluate(u, s.vMax(), b);
            }
            double dx = a[0] - b[0];
            double dy = a[1] - b[1];
            double dz = a[2] - b[2];
            if (!(Math.sqrt(dx * dx + dy * dy + dz * dz) <= tol)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public ParametricSurface base() {
        return base;
    }

    @Override
    public double uPeriod() {
        return uPeriod > 0 ? uPeriod : base.uPeriod();
    }

    @Override
    public double vPeriod() {
        return vPeriod > 0 ? vPeriod : base.vPeriod();
    }

    @Override
    public SurfaceKind kind() {
        return base.kind();
    }

    private static double wrap(double x, double lo, double period) {
        if (period <= 0 || (x >= lo && x <= lo + period)) {
            return x;
        }
        double r = (x - lo) % period;
        return lo + (r < 0 ? r + period : r);
    }

    @Override
    public void evaluate(double u, double v, double[] out) {
        base.evaluate(wrap(u, base.uMin(), uPeriod), wrap(v, base.vMin(), vPeriod), out);
    }

    @Override
    public Uv closestParameter(Vec3 p) {
        return base.closestParameter(p);
    }

    @Override
    public Uv closestParameter(Vec3 p, double u0, double v0) {
        return base.closestParameter(p, wrap(u0, base.uMin(), uPeriod), wrap(v0, base.vMin(), vPeriod));
    }
}

package org.snapfit.tracking.model;

import org.snapfit.core.surface.ParametricSurface;

/**
 * The projection of a point on a feature used by {@link SpatialBody#project(ParametricFeature, double, double,
 * double, double[], double[])}: projected Newton from the best of a 5 × 5 grid of seeds, inside the feature's box;
 * at most {@link SpatialBody#PROJECTION_ITERATIONS} iterations, stopping when a step moves no parameter by more
 * than {@link SpatialBody#PROJECTION_ULPS} ulps of its bounds. Approximate, allocation-free, stateless.
 */
final class FeatureProjection {

    private FeatureProjection() {
    }

    /**
     * Projects a point on a feature.
     *
     * @param f the feature
     * @param px x of the point, body coordinates
     * @param py y of the point
     * @param pz z of the point
     * @param out receives the parameters (length at least the feature's dimension)
     * @param o scratch of length at least {@link ParametricFeature#EVALUATION_LENGTH}
     */
    static void project(ParametricFeature f, double px, double py, double pz, double[] out, double[] o) {
        int dim = f.dimension();
        if (dim == 0) {
            return;
        }
        double[] best = out;
        double bestD = Double.POSITIVE_INFINITY;
        int seeds = 4;
        for (int i = 0; i <= seeds; i++) {
            for (int j = 0; j <= (dim == 2 ? seeds : 0); j++) {
                double p0 = f.lower(0) + (f.upper(0) - f.lower(0)) * i / seeds;
                double p1 = dim == 2 ? f.lower(1) + (f.upper(1) - f.lower(1)) * j / seeds : 0;
                f.evaluate(p0, p1, o);
                double d = sq(o[0] - px) + sq(o[1] - py) + sq(o[2] - pz);
                if (d < bestD) {
                    bestD = d;
                    best[0] = p0;
                    if (dim == 2) {
                        best[1] = p1;
                    }
                }
            }
        }
        double[] p = best;
        for (int it = 0; it < SpatialBody.PROJECTION_ITERATIONS; it++) {
            f.evaluate(p[0], dim == 2 ? p[1] : 0, o);
            if (dim == 1) {
                double dx = o[0] - px;
                double dy = o[1] - py;
                double dz = o[2] - pz;
                double g0 = dx * o[3] + dy * o[4] + dz * o[5];
                double g00 = o[3] * o[3] + o[4] * o[4] + o[5] * o[5];
                double h00 = g00 + dx * o[9] + dy * o[10] + dz * o[11];
                double h = h00 > 0 ? h00 : g00;
                if (!(h > 0)) {
                    break;
                }
                double next = clamp(p[0] - g0 / h, f.lower(0), f.upper(0));
                boolean still = Math.abs(next - p[0]) <= settled(f, 0);
                p[0] = next;
                if (still) {
                    break;
                }
                continue;
            }
            // the step (du, dv) overwrites o[0], o[1]: o is evaluated afresh at the next iteration
            if (!ParametricSurface.inversionStep(o, px, py, pz, o)) {
                break;
            }
            double next0 = clamp(p[0] - o[0], f.lower(0), f.upper(0));
            double next1 = clamp(p[1] - o[1], f.lower(1), f.upper(1));
            boolean still = Math.abs(next0 - p[0]) <= settled(f, 0) && Math.abs(next1 - p[1]) <= settled(f, 1);
            p[0] = next0;
            p[1] = next1;
            if (still) {
                break;
            }
        }
    }

    /** Rounding-level step of parameter i: SpatialBody.PROJECTION_ULPS ulps of the larger bound magnitude. */
    private static double settled(ParametricFeature f, int i) {
        return SpatialBody.PROJECTION_ULPS * Math.ulp(Math.max(Math.abs(f.lower(i)), Math.abs(f.upper(i))));
    }

    private static double sq(double a) {
        return a * a;
    }

    private static double clamp(double a, double lo, double hi) {
        return Math.max(lo, Math.min(hi, a));
    }
}

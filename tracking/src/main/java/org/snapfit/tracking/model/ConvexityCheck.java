package org.snapfit.tracking.model;

import java.util.List;

import org.snapfit.core.geom.Vec3;

/**
 * The convexity check of {@link SpatialBody} (see its class comment for the rules and tolerances): one patch's
 * degeneracy, open-hemisphere Gauss map and local convexity on a grid of cell centres, and the whole body's support
 * test (every sample on the inner side of every other sample's tangent plane). Stateless.
 */
final class ConvexityCheck {

    private ConvexityCheck() {
    }

    /**
     * Checks one patch (degeneracy, Gauss map in an open hemisphere, local convexity).
     *
     * @param patch the patch
     * @throws IllegalArgumentException naming the patch and the first failing sample
     */
    static void patch(PatchFeature patch) {
        double[] o = new double[ParametricFeature.EVALUATION_LENGTH];
        int n = SpatialBody.CONVEXITY_GRID;
        Vec3[] normals = new Vec3[n * n];
        double[] uv = new double[2 * n * n];
        double mean0 = 0;
        double mean1 = 0;
        double mean2 = 0;
        int curvatureSign = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                double u = patch.u0() + (patch.u1() - patch.u0()) * (i + 0.5) / n;
                double v = patch.v0() + (patch.v1() - patch.v0()) * (j + 0.5) / n;
                patch.evaluate(u, v, o);
                Vec3 su = new Vec3(o[3], o[4], o[5]);
                Vec3 sv = new Vec3(o[6], o[7], o[8]);
                Vec3 cross = su.cross(sv);
                if (!(cross.norm() > SpatialBody.DEGENERACY_TOLERANCE.value() * su.norm() * sv.norm())) {
                    throw new IllegalArgumentException("patch '" + patch.name() + "' is degenerate at (u, v) = ("
                            + u + ", " + v + "): |Su × Sv| = " + cross.norm() + "; " + SpatialBody.DEGENERACY_TOLERANCE
                            + " (relative)");
                }
                Vec3 nn = cross.normalize();
                normals[i * n + j] = nn;
                uv[2 * (i * n + j)] = u;
                uv[2 * (i * n + j) + 1] = v;
                mean0 += nn.x();
                mean1 += nn.y();
                mean2 += nn.z();
                double l = o[9] * nn.x() + o[10] * nn.y() + o[11] * nn.z();
                double m = o[12] * nn.x() + o[13] * nn.y() + o[14] * nn.z();
                double nv = o[15] * nn.x() + o[16] * nn.y() + o[17] * nn.z();
                double scale = l * l + 2 * m * m + nv * nv;
                if (l * nv - m * m < -SpatialBody.CURVATURE_TOLERANCE.value() * scale) {
                    throw new IllegalArgumentException("patch '" + patch.name() + "' is not convex at (u, v) = ("
                            + u + ", " + v + "): LN − M² = " + (l * nv - m * m)
                            + " < 0 (a saddle); a convex patch has Gaussian curvature >= 0 (" + SpatialBody.CURVATURE_TOLERANCE
                            + ")");
                }
                int sign = (int) Math.signum(l + nv);
                if (sign != 0 && curvatureSign != 0 && sign != curvatureSign) {
                    throw new IllegalArgumentException("patch '" + patch.name() + "' is not convex at (u, v) = ("
                            + u + ", " + v + "): the mean curvature changes sign inside the patch");
                }
                if (sign != 0) {
                    curvatureSign = sign;
                }
            }
        }
        double meanNorm = Math.sqrt(mean0 * mean0 + mean1 * mean1 + mean2 * mean2);
        Vec3 mean = meanNorm > 0 ? new Vec3(mean0 / meanNorm, mean1 / meanNorm, mean2 / meanNorm) : Vec3.ZERO;
        for (int k = 0; k < normals.length; k++) {
            double cos = normals[k].dot(mean);
            if (!(cos > SpatialBody.HEMISPHERE_MARGIN.value())) {
                throw new IllegalArgumentException("patch '" + patch.name() + "' is not convex: its Gauss map is not "
                        + "inside an open hemisphere (normal at (u, v) = (" + uv[2 * k] + ", " + uv[2 * k + 1]
                        + ") has cosine " + cos + " with the mean normal; " + SpatialBody.HEMISPHERE_MARGIN
                        + "); tile a closed surface into at least two patches");
            }
        }
    }

    /**
     * Checks that every sampled point of every patch lies on the inner side of every other sample's tangent plane.
     *
     * @param name the body's name
     * @param list the patches
     * @param s their samples
     * @param orientation per patch, the sign that makes Su × Sv point outwards
     * @throws IllegalArgumentException naming the body and the patch where the test fails
     */
    static void support(String name, List<PatchFeature> list, Samples s, int[] orientation) {
        double slack = SpatialBody.SUPPORT_TOLERANCE.value() * s.diagonal();
        for (int i = 0; i < list.size(); i++) {
            for (int k = 0; k < s.count(i); k++) {
                Vec3 p = s.point(i, k);
                Vec3 nn = s.normal(i, k).scale(orientation[i]);
                for (int j = 0; j < list.size(); j++) {
                    for (int m = 0; m < s.count(j); m++) {
                        double height = s.point(j, m).subtract(p).dot(nn);
                        if (height > slack) {
                            throw new IllegalArgumentException("body '" + name + "' is not convex at patch '"
                                    + list.get(i).name() + "': a sample of patch '" + list.get(j).name() + "' lies "
                                    + height + " mm outside its tangent plane at " + p + " (" + SpatialBody.SUPPORT_TOLERANCE
                                    + " of the diagonal " + s.diagonal() + " mm)");
                        }
                    }
                }
            }
        }
    }

    /** Normals and points of the convexity grid of every patch, plus the centroid and diagonal. */
    static final class Samples {
        private final Vec3[][] points;
        private final Vec3[][] normals;
        private Vec3 centroid;
        private double diagonal;

        private Samples(int patches) {
            points = new Vec3[patches][];
            normals = new Vec3[patches][];
        }

        static Samples of(List<PatchFeature> list) {
            Samples s = new Samples(list.size());
            double[] o = new double[ParametricFeature.EVALUATION_LENGTH];
            int n = SpatialBody.CONVEXITY_GRID;
            double cx = 0;
            double cy = 0;
            double cz = 0;
            double[] min = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE};
            double[] max = {-Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
            int total = 0;
            for (int i = 0; i < list.size(); i++) {
                PatchFeature p = list.get(i);
                s.points[i] = new Vec3[n * n];
                s.normals[i] = new Vec3[n * n];
                for (int a = 0; a < n; a++) {
                    for (int b = 0; b < n; b++) {
                        p.evaluate(p.u0() + (p.u1() - p.u0()) * (a + 0.5) / n,
                                p.v0() + (p.v1() - p.v0()) * (b + 0.5) / n, o);
                        Vec3 q = new Vec3(o[0], o[1], o[2]);
                        s.points[i][a * n + b] = q;
                        s.normals[i][a * n + b] = new Vec3(o[3], o[4], o[5]).cross(new Vec3(o[6], o[7], o[8]))
                                .normalize();
                        cx += q.x();
                        cy += q.y();
                        cz += q.z();
                        total++;
                        for (int c = 0; c < 3; c++) {
                            min[c] = Math.min(min[c], o[c]);
                            max[c] = Math.max(max[c], o[c]);
                        }
                    }
                }
            }
            s.centroid = new Vec3(cx / total, cy / total, cz / total);
            s.diagonal = Math.sqrt((max[0] - min[0]) * (max[0] - min[0]) + (max[1] - min[1]) * (max[1] - min[1])
                    + (max[2] - min[2]) * (max[2] - min[2]));
            return s;
        }

        int count(int patch) {
            return points[patch].length;
        }

        Vec3 point(int patch, int k) {
            return points[patch][k];
        }

        Vec3 normal(int patch, int k) {
            return normals[patch][k];
        }
    
        double diagonal() {
            return diagonal;
        }

        /** Per patch +1 or −1: the sign of Su × Sv that points away from the samples' centroid. */
        int[] orientation() {
            int[] orientation = new int[points.length];
            for (int i = 0; i < points.length; i++) {
                double sum = 0;
                for (int k = 0; k < count(i); k++) {
                    sum += point(i, k).subtract(centroid).dot(normal(i, k));
                }
                orientation[i] = sum >= 0 ? 1 : -1;
            }
            return orientation;
        }
    }
}

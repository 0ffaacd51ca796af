package org.snapfit.tracking.brep;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;

/**
 * When two feature pairs are the same contact. A contact is a pair of closest points (A's point p, B's point q);
 * it is a contact <em>of</em> a pair of features when, on each side, the point lies on the feature (its closure:
 * a face with its boundary, an edge with its ends) within {@link #SAME_POINT} and is a critical point of the
 * distance to the other point there within {@link #SAME_ANGLE}: on a face the connecting direction is along the
 * face normal, on an edge it is perpendicular to the edge's tangent, and a vertex has no condition. So a seam edge
 * and its face, two faces meeting tangentially (G1) and their shared edge, or an edge and its end vertex where the
 * direction is perpendicular to the edge, all give the same contact and are not told apart; a point that has slid
 * over a sharp edge onto the next face is no longer a contact of the first (its direction leaves the first face's
 * normal at once). Mutable buffers; not thread-safe (one instance per thread).
 */
public final class FeatureIdentity {

    /** Largest distance (mm) of a contact point from a feature for the point to lie on it. */
    public static final Tolerance SAME_POINT = Tolerance.of("sameContactPoint", 1e-6, Unit.MILLIMETRE);
    /**
     * Largest angle (rad) between the connecting direction and a face normal (or the plane normal to an edge's
     * tangent) for the point to be a critical point of that feature.
     */
    public static final Tolerance SAME_ANGLE = Tolerance.of("sameContactAngle", 1e-6, Unit.RADIAN);

    /** Uniform Newton starts per edge when projecting a point on it (besides the closest edge sample). */
    private static final int EDGE_STARTS = 4;

    private static final double[] IDENTITY = {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0};

    private final BrepPart a;
    private final BrepPart b;
    private final LocalMin solver = new LocalMin();
    private final double[] ma = new double[12];
    private final double[] mb = new double[12];
    private final double[] x = new double[4];
    private final double[] bestX = new double[4];
    private final double[] probe = new double[Geometry.LENGTH];

    /**
     * The identity rule between the features of two parts.
     *
     * @param a part A
     * @param b part B
     */
    public FeatureIdentity(BrepPart a, BrepPart b) {
        this.a = a;
        this.b = b;
    }

    /**
     * Whether a contact is one of the given pair of features.
     *
     * @param poseA A's pose (applied after its placement)
     * @param poseB B's pose
     * @param pointA A's closest point (world, mm)
     * @param pointB B's closest point (world, mm)
     * @param featureA A's feature ({@code faceK}, {@code edgeK} or {@code vertexK})
     * @param featureB B's feature
     * @return true when both points lie on their features and are critical points there
     */
    public boolean isContactOf(Pose3 poseA, Pose3 poseB, Vec3 pointA, Vec3 pointB, String featureA,
            String featureB) {
        PosedPart.matrix(poseA.compose(a.placement()), ma);
        PosedPart.matrix(poseB.compose(b.placement()), mb);
        double[] p = {pointA.x(), pointA.y(), pointA.z()};
        double[] q = {pointB.x(), pointB.y(), pointB.z()};
        return onFeature(a, ma, featureA, p, q) && onFeature(b, mb, featureB, q, p);
    }

    /** Whether world point p of part's feature (placed by m) lies on it and is critical towards the other point. */
    boolean onFeature(BrepPart part, double[] m, String feature, double[] p, double[] other) {
        int[] f = BrepDistance.parse(feature);
        double tol = SAME_POINT.value();
        double gap = Math.sqrt(sq(other[0] - p[0]) + sq(other[1] - p[1]) + sq(other[2] - p[2]));
        double sin = Math.sin(SAME_ANGLE.value());
        Geometry.Point point = new Geometry.Point(Vec3.of(p[0], p[1], p[2]));
        switch (f[0]) {
            case 2 -> {
                part.vertices[f[1]].evaluate(x, 0, probe);
                double[] v = new double[3];
                placeVector(m, probe, 0, v);
                return Math.sqrt(sq(v[0] + m[9] - p[0]) + sq(v[1] + m[10] - p[1]) + sq(v[2] + m[11] - p[2])) <= tol;
            }
            case 1 -> {
                Geometry e = part.edges[f[1]];
                double d = edgeDistance(part, f[1], m, point, toPart(m, p));
                if (d > tol) {
                    return false;
                }
                if (gap <= tol) {
                    return true;
                }
                e.evaluate(bestX, 0, probe);
                double[] t = new double[3];
                placeVector(m, probe, 3, t);
                double len = Math.sqrt(sq(t[0]) + sq(t[1]) + sq(t[2]));
                double dot = (other[0] - p[0]) * t[0] + (other[1] - p[1]) * t[1] + (other[2] - p[2]) * t[2];
                return len == 0 || Math.abs(dot) <= sin * len * gap;
            }
            default -> {
                return onFace(part, m, f[1], point, p, other, gap, sin);
            }
        }
    }

    private boolean onFace(BrepPart part, double[] m, int face, Geometry.Point point, double[] p, double[] other,
            double gap, double sin) {
        double tol = SAME_POINT.value();
        Geometry g = part.faces[face];
        // start from the face sample nearest to p (samples are in the part frame)
        double[] s = part.faceSamples[face];
        double[] local = toPart(m, p);
        int nearest = 0;
        double bestS = Double.POSITIVE_INFINITY;
        for (int k = 0; 5 * k < s.length; k++) {
            double d = sq(s[5 * k] - local[0]) + sq(s[5 * k + 1] - local[1]) + sq(s[5 * k + 2] - local[2]);
            if (d < bestS) {
                bestS = d;
                nearest = k;
            }
        }
        x[0] = s[5 * nearest + 3];
        x[1] = s[5 * nearest + 4];
        double d = solver.solve(g, m, point, IDENTITY, x);
        if (d > tol) {
            return false;
        }
        double u = x[0];
        double v = x[1];
        if (!part.domains[face].contains(u, v)) {
            boolean onBoundary = false;
            for (int e : part.faceEdges[face]) {
                if (edgeDistance(part, e, m, point, local) <= tol) {
                    onBoundary = true;
                    break;
                }
            }
            if (!onBoundary) {
                return false;
            }
        }
        if (gap <= tol) {
            return true;
        }
        x[0] = u;
        x[1] = v;
        g.evaluate(x, 0, probe);
        double[] su = new double[3];
        double[] sv = new double[3];
        placeVector(m, probe, 3, su);
        placeVector(m, probe, 6, sv);
        double nx = su[1] * sv[2] - su[2] * sv[1];
        double ny = su[2] * sv[0] - su[0] * sv[2];
        double nz = su[0] * sv[1] - su[1] * sv[0];
        double n = Math.sqrt(nx * nx + ny * ny + nz * nz);
        if (n == 0) {
            // a degenerate point (a pole): every direction is normal to some tangent plane of its neighbourhood
            return true;
        }
        double dx = other[0] - p[0];
        double dy = other[1] - p[1];
        double dz = other[2] - p[2];
        double cx = dy * nz - dz * ny;
        double cy = dz * nx - dx * nz;
        double cz = dx * ny - dy * nx;
        return Math.sqrt(cx * cx + cy * cy + cz * cz) <= sin * n * gap;
    }

    /**
     * Distance (mm) from a world point to edge k placed by m, from the edge sample nearest to the point (local: the
     * point in the part frame) and from uniform starts; the edge parameter of the foot is left in bestX[0].
     */
    private double edgeDistance(BrepPart part, int k0, double[] m, Geometry.Point point, double[] local) {
        Geometry e = part.edges[k0];
        double[] s = part.edgeSamples[k0];
        double nearT = e.lo(0);
        double nearD = Double.POSITIVE_INFINITY;
        for (int i = 0; 4 * i < s.length; i++) {
            double d = sq(s[4 * i] - local[0]) + sq(s[4 * i + 1] - local[1]) + sq(s[4 * i + 2] - local[2]);
            if (d < nearD) {
                nearD = d;
                nearT = s[4 * i + 3];
            }
        }
        double best = Double.POSITIVE_INFINITY;
        for (int k = -1; k <= EDGE_STARTS; k++) {
            x[0] = k < 0 ? nearT : e.lo(0) + (e.hi(0) - e.lo(0)) * k / EDGE_STARTS;
            double d = solver.solve(e, m, point, IDENTITY, x);
            if (d < best) {
                best = d;
                bestX[0] = x[0];
            }
        }
        return best;
    }

    /** World point p in the part frame of m (the rotation's transpose applied to p − t). */
    private static double[] toPart(double[] m, double[] p) {
        double dx = p[0] - m[9];
        double dy = p[1] - m[10];
        double dz = p[2] - m[11];
        return new double[] {m[0] * dx + m[3] * dy + m[6] * dz, m[1] * dx + m[4] * dy + m[7] * dz,
            m[2] * dx + m[5] * dy + m[8] * dz};
    }

    /** Rotates the vector at in[off..off+3) by m's rotation. */
    static void placeVector(double[] m, double[] in, int off, double[] out) {
        out[0] = m[0] * in[off] + m[1] * in[off + 1] + m[2] * in[off + 2];
        out[1] = m[3] * in[off] + m[4] * in[off + 1] + m[5] * in[off + 2];
        out[2] = m[6] * in[off] + m[7] * in[off + 1] + m[8] * in[off + 2];
    }

    private static double sq(double v) {
        return v * v;
    }
}

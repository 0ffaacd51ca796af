package org.snapfit.tracking.brep;

import org.snapfit.core.geom.Vec3;

/**
 * Whether one of two solids whose boundaries are apart lies inside the other, read off their closest boundary
 * points: A's point p_A lies inside B exactly when it is behind B's outward pseudo-normal at B's point p_B,
 * (p_A − p_B)·n_B &lt; 0, and then all of A lies inside B (a connected boundary that does not meet B's stays on one
 * side of it). The pseudo-normal is the face normal at a face point; at an edge the sum of the unit normals of the
 * faces it bounds (an inside point nearest to an edge sees a concave edge, whose two normals both point away from
 * it); at a vertex the normals of its faces weighted by the angle each face makes there (the angle-weighted
 * pseudo-normal, whose sign is exact for polyhedra). A face point on the rim of the face's parameter box lies on a
 * boundary edge, and takes that edge's pseudo-normal. Stateless.
 */
final class Containment {

    /** Relative size (dimensionless, of the distance) below which a side test is not trusted as "behind". */
    static final double SIDE_TOLERANCE = 1e-9;

    private Containment() {
    }

    /** The relation of two solids apart (their boundary distance above the contact tolerance). */
    static Relation relation(BrepPart a, double[] poseA, String fa, double[] xa, Vec3 pa, BrepPart b, double[] poseB,
            String fb, double[] xb, Vec3 pb) {
        Vec3 d = pa.subtract(pb);
        double tol = SIDE_TOLERANCE * d.norm();
        Vec3 nb = rotate(poseB, pseudoNormal(b, fb, xb));
        if (d.dot(nb) < -tol) {
            return Relation.A_INSIDE_B;
        }
        Vec3 na = rotate(poseA, pseudoNormal(a, fa, xa));
        if (d.negate().dot(na) < -tol) {
            return Relation.B_INSIDE_A;
        }
        return Relation.SEPARATE;
    }

    private static Vec3 rotate(double[] m, Vec3 v) {
        return new Vec3(m[0] * v.x() + m[1] * v.y() + m[2] * v.z(), m[3] * v.x() + m[4] * v.y() + m[5] * v.z(),
                m[6] * v.x() + m[7] * v.y() + m[8] * v.z());
    }

    /** The outward pseudo-normal of a part at a feature point (part frame; not normalised for edges and vertices). */
    static Vec3 pseudoNormal(BrepPart p, String feature, double[] params) {
        int[] f = BrepDistance.parse(feature);
        if (f[0] == 0) {
            double[] t = new double[1];
            int edge = rimEdge(p, f[1], params, t);
            return edge >= 0 ? edgeNormal(p, edge, t[0]) : faceNormal(p, f[1], params[0], params[1]);
        }
        if (f[0] == 1) {
            return edgeNormal(p, f[1], params[0]);
        }
        return vertexNormal(p, f[1]);
    }

    /** Newton steps projecting a point onto an edge curve. */
    private static final int PROJECTION_STEPS = 30;
    /** |S_u| or |S_v| at most this fraction of the other (dimensionless) marks a degenerate side (a pole). */
    private static final double DEGENERATE = BrepDistance.POLE;

    /**
     * The boundary edge a face point lies on when its parameters sit on a side of the face's parameter box that is
     * neither a seam (a parameter spanning its period) nor degenerate (a pole is a point of the surface): the edge
     * of the face nearest the point, whose pseudo-normal (the sum of its faces' normals) stands for the point's;
     * −1 for a point inside the box. A minimum on a face's boundary may be named by the face (its Newton parameters
     * stopped on the box) as well as by the edge, at the same distance.
     *
     * @param t receives the edge parameter of the point
     */
    static int rimEdge(BrepPart p, int face, double[] params, double[] t) {
        Geometry g = p.faces[face];
        boolean side = false;
        for (int i = 0; i < 2; i++) {
            side |= g.period(i) <= 0 && (params[i] <= g.lo(i) || params[i] >= g.hi(i));
        }
        if (!side) {
            return -1;
        }
        double[] o = new double[Geometry.LENGTH];
        g.evaluate(params, 0, o);
        double su = Math.sqrt(o[3] * o[3] + o[4] * o[4] + o[5] * o[5]);
        double sv = Math.sqrt(o[6] * o[6] + o[7] * o[7] + o[8] * o[8]);
        if (!(Math.min(su, sv) > DEGENERATE * Math.max(su, sv))) {
            return -1;
        }
        Vec3 x = new Vec3(o[0], o[1], o[2]);
        int nearest = -1;
        double gap = Double.POSITIVE_INFINITY;
        for (int e : p.faceEdges[face]) {
            double at = project(p.edges[e], x, o);
            if (o[17] < gap) {
                gap = o[17];
                nearest = e;
                t[0] = at;
            }
        }
        return nearest;
    }

    /** The parameter of the point of an edge nearest x (samples, then Newton); its squared distance left in o[17]. */
    private static double project(Geometry edge, Vec3 x, double[] o) {
        double lo = edge.lo(0);
        double hi = edge.hi(0);
        double[] t = {lo};
        double best = Double.POSITIVE_INFINITY;
        double start = lo;
        for (int k = 0; k <= BrepPart.EDGE_SAMPLES; k++) {
            t[0] = lo + (hi - lo) * k / BrepPart.EDGE_SAMPLES;
            edge.evaluate(t, 0, o);
            double d = square(o[0] - x.x(), o[1] - x.y(), o[2] - x.z());
            if (d < best) {
                best = d;
                start = t[0];
            }
        }
        t[0] = start;
        for (int k = 0; k < PROJECTION_STEPS; k++) {
            edge.evaluate(t, 0, o);
            double rx = o[0] - x.x();
            double ry = o[1] - x.y();
            double rz = o[2] - x.z();
            double g1 = rx * o[3] + ry * o[4] + rz * o[5];
            double g2 = o[3] * o[3] + o[4] * o[4] + o[5] * o[5] + rx * o[6] + ry * o[7] + rz * o[8];
            double next = g2 > 0 ? t[0] - g1 / g2 : t[0];
            t[0] = Math.max(lo, Math.min(hi, next));
        }
        edge.evaluate(t, 0, o);
        o[17] = square(o[0] - x.x(), o[1] - x.y(), o[2] - x.z());
        return t[0];
    }

    private static double square(double x, double y, double z) {
        return x * x + y * y + z * z;
    }

    /** The unit outward normal of a face at (u, v) (zero at a degenerate point). */
    static Vec3 faceNormal(BrepPart p, int face, double u, double v) {
        double[] o = new double[18];
        p.domains[face].surface().evaluate(u, v, o);
        Vec3 n = new Vec3(o[4] * o[8] - o[5] * o[7], o[5] * o[6] - o[3] * o[8], o[3] * o[7] - o[4] * o[6]);
        double len = n.norm();
        if (!(len > 0)) {
            return Vec3.ZERO;
        }
        return n.scale((p.faceSense[face] ? 1 : -1) / len);
    }

    /** The sum of the unit outward normals of the faces an edge bounds, at its point t. */
    static Vec3 edgeNormal(BrepPart p, int edge, double t) {
        Vec3 sum = Vec3.ZERO;
        double[] uv = new double[2];
        for (int f : p.edgeFaces[edge]) {
            p.faceParameters(f, edge, t, uv);
            sum = sum.add(faceNormal(p, f, uv[0], uv[1]));
        }
        return sum;
    }

    /** The angle-weighted sum of the unit outward normals of the faces at a vertex. */
    static Vec3 vertexNormal(BrepPart p, int vertex) {
        Vec3 sum = Vec3.ZERO;
        double[] uv = new double[2];
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int e : p.vertexEdges[vertex]) {
            for (int f : p.edgeFaces[e]) {
                if (!seen.add(f)) {
                    continue;
                }
                double t = p.edgeVertices[e][0] == vertex ? p.edges[e].lo(0) : p.edges[e].hi(0);
                p.faceParameters(f, e, t, uv);
                sum = sum.add(faceNormal(p, f, uv[0], uv[1]).scale(angle(p, f, vertex)));
            }
        }
        return sum;
    }

    /** The angle a face makes at a vertex: between the tangents (pointing away) of its two edges there, else 1. */
    private static double angle(BrepPart p, int face, int vertex) {
        Vec3 first = null;
        for (int e : p.faceEdges[face]) {
            int[] ends = p.edgeVertices[e];
            if (ends[0] != vertex && ends[1] != vertex) {
                continue;
            }
            Geometry.Curve c = (Geometry.Curve) p.edges[e];
            Vec3 t = ends[0] == vertex ? c.curve().derivatives(c.lo(0)).d1()
                    : c.curve().derivatives(c.hi(0)).d1().negate();
            if (first == null) {
                first = t;
            } else {
                double cos = first.dot(t) / (first.norm() * t.norm());
                return Math.acos(Math.max(-1, Math.min(1, cos)));
            }
        }
        return 1;
    }
}

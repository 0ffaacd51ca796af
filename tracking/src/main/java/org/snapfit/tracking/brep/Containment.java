package org.snapfit.tracking.brep;

import org.snapfit.core.geom.Vec3;

/**
 * Whether one of two solids whose boundaries are apart lies inside the other, read off their closest boundary
 * points: A's point p_A lies inside B exactly when it is behind B's outward pseudo-normal at B's point p_B,
 * (p_A − p_B)·n_B &lt; 0, and then all of A lies inside B (a connected boundary that does not meet B's stays on one
 * side of it). The pseudo-normal is the face normal at a face point; at an edge the sum of the unit normals of the
 * faces it bounds (an inside point nearest to an edge sees a concave edge, whose two normals both point away from
 * it); at a vertex the normals of its faces weighted by the angle each face makes there (the angle-weighted
 * pseudo-normal, whose sign is exact for polyhedra). Stateless.
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
            return faceNormal(p, f[1], params[0], params[1]);
        }
        if (f[0] == 1) {
            return edgeNormal(p, f[1], params[0]);
        }
        return vertexNormal(p, f[1]);
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

package org.snapfit.impulse.engine.contact;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.snapfit.core.contact.Contact;
import org.snapfit.core.contact.Feature;
import org.snapfit.core.contact.FeatureKind;
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.geom.Vec3;

/** Edge–edge contacts of two convex polyhedra by the separating axis test. Internal. */
final class SpatialEdgeContacts {

    /**
     * Edge pairs whose cross product is shorter than this times |e_A| |e_B| are parallel and give no edge–edge
     * axis (dimensionless; their contacts are vertex or face contacts).
     */
    static final double PARALLEL_TOLERANCE = 1e-9;

    /**
     * An edge pair supports its cross-product axis when the gap of its edge lines along the axis equals the SAT
     * separation within this times |e_A| + |e_B| (dimensionless; rounding level): parallel copies of the supporting
     * edges (the other edges of a box along the same direction) give the same axis but are not in contact.
     */
    static final double SUPPORT_TOLERANCE = 1e-9;

    /** An edge–edge contact: edge i of A (the body) against edge j of B. */
    record EdgeContact(int edgeA, int edgeB, Contact contact) {
    }

    private SpatialEdgeContacts() {
    }

    /**
     * The edges of a polyhedron as vertex index pairs (lower index first), in order of first appearance in the
     * faces; the list index is the edge index used in features and keys.
     */
    static List<int[]> edges(ConvexPolyhedron3 p) {
        Set<Long> seen = new LinkedHashSet<>();
        List<int[]> out = new ArrayList<>();
        for (int f = 0; f < p.faceCount(); f++) {
            int[] face = p.face(f);
            for (int k = 0; k < face.length; k++) {
                int u = Math.min(face[k], face[(k + 1) % face.length]);
                int v = Math.max(face[k], face[(k + 1) % face.length]);
                if (seen.add(((long) u << 32) | v)) {
                    out.add(new int[] {u, v});
                }
            }
        }
        return out;
    }

    /**
     * The edge–edge contact of A and B, if the separating axis test (face normals of both, cross products of all
     * non-parallel edge pairs, each in the orientation of larger separation) finds its best axis — the largest
     * separation, or the least penetration — on an edge pair, that separation is at most the margin, and the
     * closest points of the two edges lie strictly inside both. The normal is the unit e_A × e_B oriented from B
     * towards A, the signed distance is that separation, the point is the closest point on A's edge.
     */
    static Optional<EdgeContact> of(ConvexPolyhedron3 a, List<int[]> edgesA, ConvexPolyhedron3 b, List<int[]> edgesB,
            double margin) {
        double best = Double.NEGATIVE_INFINITY;
        for (int f = 0; f < a.faceCount(); f++) {
            best = Math.max(best, separation(a, b, a.faceNormal(f)));
        }
        for (int f = 0; f < b.faceCount(); f++) {
            best = Math.max(best, separation(a, b, b.faceNormal(f)));
        }
        double bestEdge = Double.NEGATIVE_INFINITY;
        int bi = -1;
        int bj = -1;
        Vec3 bestNormal = Vec3.Z;
        for (int i = 0; i < edgesA.size(); i++) {
            Vec3 ea = a.vertex(edgesA.get(i)[1]).subtract(a.vertex(edgesA.get(i)[0]));
            for (int j = 0; j < edgesB.size(); j++) {
                Vec3 eb = b.vertex(edgesB.get(j)[1]).subtract(b.vertex(edgesB.get(j)[0]));
                Vec3 n = ea.cross(eb);
                double len = n.norm();
                if (len <= PARALLEL_TOLERANCE * ea.norm() * eb.norm()) {
                    continue;
                }
                n = n.scale(1 / len);
                double plus = minus(a, b, n);
                double neg = minus(b, a, n);
                double s = Math.max(plus, neg);
                Vec3 oriented = plus >= neg ? n : n.negate();
                // only the supporting pair realises the axis: its edge lines are exactly s apart along it
                double gap = a.vertex(edgesA.get(i)[0]).subtract(b.vertex(edgesB.get(j)[0])).dot(oriented);
                boolean supporting = Math.abs(gap - s) <= SUPPORT_TOLERANCE * (ea.norm() + eb.norm());
                if (supporting && s > bestEdge) {
                    bestEdge = s;
                    bi = i;
                    bj = j;
                    bestNormal = oriented;
                }
            }
        }
        if (bi < 0 || bestEdge <= best || bestEdge > margin) {
            // no edge axis, a face axis separates better (its contacts are vertex contacts), or too far apart
            return Optional.empty();
        }
        Vec3 p0 = a.vertex(edgesA.get(bi)[0]);
        Vec3 d1 = a.vertex(edgesA.get(bi)[1]).subtract(p0);
        Vec3 q0 = b.vertex(edgesB.get(bj)[0]);
        Vec3 d2 = b.vertex(edgesB.get(bj)[1]).subtract(q0);
        // closest points of the two lines (Ericson, Real-Time Collision Detection, §5.1.8), non-parallel here
        Vec3 r = p0.subtract(q0);
        double aa = d1.dot(d1);
        double ee = d2.dot(d2);
        double bb = d1.dot(d2);
        double cc = d1.dot(r);
        double ff = d2.dot(r);
        double den = aa * ee - bb * bb;
        double s = (bb * ff - cc * ee) / den;
        double t = (aa * ff - bb * cc) / den;
        if (!(s > 0 && s < 1 && t > 0 && t < 1)) {
            return Optional.empty();
        }
        Vec3 point = p0.add(d1.scale(s));
        return Optional.of(new EdgeContact(bi, bj, new Contact(point, bestNormal, bestEdge,
                Feature.of(FeatureKind.EDGE, bi), Feature.of(FeatureKind.EDGE, bj))));
    }

    /** The separation of A from B along ±n, in the orientation where it is larger. */
    private static double separation(ConvexPolyhedron3 a, ConvexPolyhedron3 b, Vec3 n) {
        return Math.max(minus(a, b, n), minus(b, a, n));
    }

    /** min over A of n·v minus max over B of n·w: the gap with A on the +n side of B. */
    private static double minus(ConvexPolyhedron3 a, ConvexPolyhedron3 b, Vec3 n) {
        double minA = Double.POSITIVE_INFINITY;
        for (int i = 0; i < a.size(); i++) {
            minA = Math.min(minA, n.dot(a.vertex(i)));
        }
        double maxB = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < b.size(); i++) {
            maxB = Math.max(maxB, n.dot(b.vertex(i)));
        }
        return minA - maxB;
    }
}

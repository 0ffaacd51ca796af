package org.snapfit.impulse.engine.contact;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.contact.Contact;
import org.snapfit.core.contact.Feature;
import org.snapfit.core.contact.FeatureKind;
import org.snapfit.core.geom.ConvexPolygon2;
import org.snapfit.core.geom.Vec2;

/** Edge–edge contacts of two overlapping convex polygons (boundary crossing points, SAT normal). Internal. */
final class EdgeCrossings {

    /** One crossing point: edge i of A crosses edge j of B. */
    record Crossing(int edgeA, int edgeB, Contact contact) {
    }

    private EdgeCrossings() {
    }

    /**
     * The proper crossing points of the boundaries of A and B (parameters strictly inside both edges; parallel
     * edges never cross properly), each as a contact with the least-penetration SAT axis among the edge normals of
     * both polygons, oriented from B towards A, and signed distance −depth. Empty when the boundaries do not
     * cross.
     */
    static List<Crossing> of(ConvexPolygon2 a, ConvexPolygon2 b) {
        List<int[]> edges = new ArrayList<>();
        List<Vec2> points = new ArrayList<>();
        int na = a.size();
        int nb = b.size();
        for (int i = 0; i < na; i++) {
            Vec2 p0 = a.vertex(i);
            Vec2 r = a.vertex((i + 1) % na).subtract(p0);
            for (int j = 0; j < nb; j++) {
                Vec2 q0 = b.vertex(j);
                Vec2 s = b.vertex((j + 1) % nb).subtract(q0);
                double den = r.cross(s);
                if (den == 0) {
                    continue;
                }
                Vec2 w = q0.subtract(p0);
                double t = w.cross(s) / den;
                double u = w.cross(r) / den;
                if (t > 0 && t < 1 && u > 0 && u < 1) {
                    edges.add(new int[] {i, j});
                    points.add(p0.add(r.scale(t)));
                }
            }
        }
        if (points.isEmpty()) {
            return List.of();
        }
        // least overlap: B's outward normal n_j gives depth h_B(n_j) − min_A n_j (normal n_j);
        // A's outward normal m_i gives h_A(m_i) − min_B m_i (normal −m_i)
        double best = Double.POSITIVE_INFINITY;
        Vec2 normal = Vec2.ZERO;
        for (int j = 0; j < nb; j++) {
            Vec2 n = b.edgeNormal(j);
            double depth = n.dot(b.vertex(j)) - minProjection(a, n);
            if (depth < best) {
                best = depth;
                normal = n;
            }
        }
        for (int i = 0; i < na; i++) {
            Vec2 m = a.edgeNormal(i);
            double depth = m.dot(a.vertex(i)) - minProjection(b, m);
            if (depth < best) {
                best = depth;
                normal = m.scale(-1);
            }
        }
        List<Crossing> out = new ArrayList<>();
        for (int k = 0; k < points.size(); k++) {
            int[] e = edges.get(k);
            out.add(new Crossing(e[0], e[1], Contact.planar(points.get(k), normal, -best,
                    Feature.of(FeatureKind.EDGE, e[0]), Feature.of(FeatureKind.EDGE, e[1]))));
        }
        return out;
    }

    private static double minProjection(ConvexPolygon2 p, Vec2 n) {
        double min = Double.POSITIVE_INFINITY;
        for (int i = 0; i < p.size(); i++) {
            min = Math.min(min, n.dot(p.vertex(i)));
        }
        return min;
    }
}

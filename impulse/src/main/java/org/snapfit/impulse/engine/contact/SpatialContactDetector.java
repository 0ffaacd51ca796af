package org.snapfit.impulse.engine.contact;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.snapfit.core.contact.Contact;
import org.snapfit.core.contact.Feature;
import org.snapfit.core.contact.FeatureKind;
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.engine.model.SiFreeBody3;
import org.snapfit.impulse.contact.SpatialObstacle;
import org.snapfit.impulse.contact.ContactKey;

/**
 * Contacts of a free rigid body in space (a convex polyhedron) with convex polyhedral obstacles: every vertex of
 * either within the contact margin of the other; when there is none for an obstacle, an edge–edge contact of
 * crossing edges (found by the separating axis test over face normals and edge cross products: when its best axis
 * is the cross product of two edges whose closest points lie inside both, the contact is at the closest point on
 * the body's edge, with that unit normal oriented from the obstacle towards the body and the SAT separation as
 * signed distance; {@link ContactKey#edgeEdge} keys). Immutable and thread-safe; approximate; SI units.
 */
public final class SpatialContactDetector {

    private final SiFreeBody3 body;
    private final ConvexPolyhedron3 shape;
    private final List<SpatialObstacle> obstacles;
    private final Tolerance margin;
    private final List<int[]> shapeEdges;

    private SpatialContactDetector(SiFreeBody3 body, ConvexPolyhedron3 shape, List<SpatialObstacle> obstacles,
            Tolerance margin) {
        this.body = body;
        this.shape = shape;
        this.obstacles = List.copyOf(obstacles);
        this.margin = margin;
        this.shapeEdges = SpatialEdgeContacts.edges(shape);
    }

    /**
     * A detector.
     *
     * @param body the body
     * @param shape its shape in the body frame (origin at the centre of mass) (m)
     * @param obstacles the obstacles
     * @param margin the contact margin (m)
     * @return the detector
     * @throws IllegalArgumentException if the margin is not in metres
     */
    public static SpatialContactDetector of(SiFreeBody3 body, ConvexPolyhedron3 shape, List<SpatialObstacle> obstacles,
            Tolerance margin) {
        Objects.requireNonNull(body, "body");
        Objects.requireNonNull(shape, "shape");
        if (margin.unit() != Unit.METRE) {
            throw new IllegalArgumentException("margin = " + margin + "; the contact margin must be in metres");
        }
        return new SpatialContactDetector(body, shape, obstacles, margin);
    }

    /**
     * The body.
     *
     * @return the free rigid body
     */
    public SiFreeBody3 body() {
        return body;
    }

    /**
     * All contacts at a state.
     *
     * @param q the configuration (7 entries)
     * @param qd the generalised velocity (6 entries)
     * @param time the time (s)
     * @return the contacts, per obstacle: the body's vertices first, then the obstacle's, or one edge–edge contact
     * @throws IllegalArgumentException if q or q̇ is invalid
     */
    public List<SpatialContact> detect(double[] q, double[] qd, double time) {
        ConvexPolyhedron3 placed = shape.transformed(body.pose(q));
        List<SpatialContact> out = new ArrayList<>();
        double m = margin.value();
        for (SpatialObstacle o : obstacles) {
            ConvexPolyhedron3 other = o.shapeAt(time);
            int before = out.size();
            for (int i = 0; i < placed.size(); i++) {
                Contact c = other.contactOf(placed.vertex(i), Feature.of(FeatureKind.VERTEX, i));
                if (c.signedDistance() <= m) {
                    out.add(build(new ContactKey(0, o.name(), true, i), c, q, qd, o.velocity()));
                }
            }
            for (int j = 0; j < other.size(); j++) {
                Contact c = placed.contactOf(other.vertex(j), Feature.of(FeatureKind.VERTEX, j));
                if (c.signedDistance() <= m) {
                    out.add(build(new ContactKey(0, o.name(), false, j), c.reversed(), q, qd, o.velocity()));
                }
            }
            if (out.size() == before) {
                SpatialEdgeContacts.of(placed, shapeEdges, other, SpatialEdgeContacts.edges(other), m).ifPresent(
                        e -> out.add(build(ContactKey.edgeEdge(0, o.name(), e.edgeA(), e.edgeB()), e.contact(), q, qd,
                                o.velocity())));
            }
        }
        return out;
    }

    private SpatialContact build(ContactKey key, Contact c, double[] q, double[] qd, Vec3 vObstacle) {
        double[][] j = body.pointJacobian(q, c.point());
        Vec3 n = c.normal();
        double[] row = new double[6];
        double[] v = new double[3];
        for (int k = 0; k < 6; k++) {
            row[k] = n.x() * j[0][k] + n.y() * j[1][k] + n.z() * j[2][k];
            for (int r = 0; r < 3; r++) {
                v[r] += j[r][k] * qd[k];
            }
        }
        Vec3 rel = new Vec3(v[0], v[1], v[2]).subtract(vObstacle);
        double vn = rel.dot(n);
        return new SpatialContact(key, c, vn, rel.subtract(n.scale(vn)), row);
    }
}

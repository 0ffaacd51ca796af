package org.snapfit.impulse.engine.contact;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.contact.Contact;
import org.snapfit.core.contact.Feature;
import org.snapfit.core.contact.FeatureKind;
import org.snapfit.core.geom.ConvexPolygon2;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.model.PlanarPose;
import org.snapfit.impulse.engine.model.PlanarSystem;
import org.snapfit.impulse.contact.PlanarObstacle;
import org.snapfit.impulse.contact.ContactKey;
import org.snapfit.impulse.contact.LinkPair;

/**
 * Finds the contacts of a planar linkage's links with obstacles and with each other. Immutable and thread-safe;
 * approximate; SI units.
 *
 * <p>For each link and each obstacle (and each listed self-contact pair) every vertex of either polygon whose
 * signed distance to the other is at most the contact margin gives a contact, with the normal pointing from the
 * other body towards the link (for a self-contact, towards the {@link LinkPair#first()} link). When two shapes
 * overlap with no vertex of either within the margin of the other (edges crossing, e.g. two bars in a "+"), every
 * crossing point of their boundaries is a contact ({@link ContactKey#edgeEdge}); all of them share the separating-
 * axis (SAT) normal of least penetration among the edge normals of both polygons, oriented from the other body
 * towards the link, and its signed distance −depth. (Disjoint convex polygons always have a vertex among their
 * closest points, so within the margin but not overlapping a vertex contact is always found.)
 */
public final class PlanarContactDetector {

    /** The default contact margin: a vertex at most 0.1 mm from the other body is in contact (m). */
    public static final Tolerance DEFAULT_MARGIN = Tolerance.of("contactMargin", 1e-4, Unit.METRE);

    private final PlanarSystem system;
    private final List<ConvexPolygon2> linkShapes;
    private final List<PlanarObstacle> obstacles;
    private final List<LinkPair> selfPairs;
    private final Tolerance margin;

    private PlanarContactDetector(PlanarSystem system, List<ConvexPolygon2> linkShapes, List<PlanarObstacle> obstacles,
            List<LinkPair> selfPairs, Tolerance margin) {
        this.system = system;
        this.linkShapes = List.copyOf(linkShapes);
        this.obstacles = List.copyOf(obstacles);
        this.selfPairs = List.copyOf(selfPairs);
        this.margin = margin;
    }

    /**
     * A detector.
     *
     * @param system the linkage (or free body)
     * @param linkShapes one convex shape per link, in the link frame (m)
     * @param obstacles the obstacles
     * @param selfPairs the link pairs that may touch each other
     * @param margin the contact margin (m)
     * @return the detector
     * @throws IllegalArgumentException if the number of shapes differs from the number of links, a pair names a
     *     link that does not exist, or the margin is not in metres
     */
    public static PlanarContactDetector of(PlanarSystem system, List<ConvexPolygon2> linkShapes, List<PlanarObstacle> obstacles,
            List<LinkPair> selfPairs, Tolerance margin) {
        Objects.requireNonNull(system, "system");
        if (linkShapes.size() != system.linkCount()) {
            throw new IllegalArgumentException("linkShapes has " + linkShapes.size() + " shapes; the system has "
                    + system.linkCount() + " links and needs one shape per link");
        }
        for (LinkPair p : selfPairs) {
            if (p.first() >= system.linkCount() || p.second() >= system.linkCount()) {
                throw new IllegalArgumentException("selfPairs contains " + p + "; link indices must be below "
                        + system.linkCount());
            }
        }
        if (margin.unit() != Unit.METRE) {
            throw new IllegalArgumentException("margin = " + margin + "; the contact margin must be in metres");
        }
        return new PlanarContactDetector(system, linkShapes, obstacles, selfPairs, margin);
    }

    /**
     * The system.
     *
     * @return the linkage
     */
    public PlanarSystem system() {
        return system;
    }

    /**
     * The obstacles.
     *
     * @return the obstacles
     */
    public List<PlanarObstacle> obstacles() {
        return obstacles;
    }

    /**
     * The link shapes placed at a configuration.
     *
     * @param q the configuration
     * @return one world-frame polygon per link
     * @throws IllegalArgumentException if q is invalid
     */
    public List<ConvexPolygon2> placedLinks(double[] q) {
        List<ConvexPolygon2> out = new ArrayList<>();
        for (int k = 0; k < linkShapes.size(); k++) {
            PlanarPose p = system.linkPose(q, k);
            out.add(linkShapes.get(k).transformed(p.angle(), p.translation()));
        }
        return out;
    }

    /**
     * All contacts at a state.
     *
     * @param q the configuration
     * @param qd the generalised velocity
     * @param time the time (s), for moving obstacles
     * @return the contacts: per link, obstacles in order, the link's vertices first; then the self-contact pairs
     * @throws IllegalArgumentException if q or q̇ is invalid
     */
    public List<DetectedContact> detect(double[] q, double[] qd, double time) {
        List<ConvexPolygon2> placed = placedLinks(q);
        List<DetectedContact> out = new ArrayList<>();
        for (int k = 0; k < placed.size(); k++) {
            ConvexPolygon2 link = placed.get(k);
            for (PlanarObstacle o : obstacles) {
                ConvexPolygon2 shape = o.shapeAt(time);
                Vec2 vObstacle = o.motion().velocity(time);
                collect(out, q, qd, k, Optional.empty(), o.name(), link, shape, vObstacle);
            }
        }
        for (LinkPair p : selfPairs) {
            collect(out, q, qd, p.first(), Optional.of(p.second()), "link " + p.second(), placed.get(p.first()),
                    placed.get(p.second()), Vec2.ZERO);
        }
        return out;
    }

    private void collect(List<DetectedContact> out, double[] q, double[] qd, int link, Optional<Integer> otherLink,
            String otherName, ConvexPolygon2 a, ConvexPolygon2 b, Vec2 vObstacle) {
        double m = margin.value();
        int before = out.size();
        for (int i = 0; i < a.size(); i++) {
            Contact c = b.contactOf(a.vertex(i), Feature.of(FeatureKind.VERTEX, i));
            if (c.signedDistance() <= m) {
                out.add(build(new ContactKey(link, otherName, true, i), c, q, qd, link, otherLink, vObstacle));
            }
        }
        for (int j = 0; j < b.size(); j++) {
            Contact c = a.contactOf(b.vertex(j), Feature.of(FeatureKind.VERTEX, j));
            if (c.signedDistance() <= m) {
                out.add(build(new ContactKey(link, otherName, false, j), c.reversed(), q, qd, link, otherLink,
                        vObstacle));
            }
        }
        if (out.size() == before) {
            for (EdgeCrossings.Crossing x : EdgeCrossings.of(a, b)) {
                out.add(build(ContactKey.edgeEdge(link, otherName, x.edgeA(), x.edgeB()), x.contact(), q, qd, link,
                        otherLink, vObstacle));
            }
        }
    }

    private DetectedContact build(ContactKey key, Contact c, double[] q, double[] qd, int link,
            Optional<Integer> otherLink, Vec2 vObstacle) {
        Vec2 p = c.point2();
        Vec2 n = c.normal2();
        double[][] ja = system.pointJacobian(q, link, p);
        double[][] fj = ja;
        List<double[]> rows = new ArrayList<>();
        rows.add(row(n, ja));
        if (otherLink.isPresent()) {
            double[][] jb = system.pointJacobian(q, otherLink.get(), p);
            rows.add(row(n.scale(-1), jb));
            fj = new double[2][ja[0].length];
            for (int r = 0; r < 2; r++) {
                for (int k = 0; k < ja[0].length; k++) {
                    fj[r][k] = ja[r][k] - jb[r][k];
                }
            }
        }
        double vx = -vObstacle.x();
        double vy = -vObstacle.y();
        for (int k = 0; k < qd.length; k++) {
            vx += fj[0][k] * qd[k];
            vy += fj[1][k] * qd[k];
        }
        Vec2 v = new Vec2(vx, vy);
        return new DetectedContact(key, c, link, otherLink, v.dot(n), v.dot(n.perp()), rows, fj);
    }

    private static double[] row(Vec2 n, double[][] j) {
        double[] r = new double[j[0].length];
        for (int k = 0; k < r.length; k++) {
            r[k] = n.x() * j[0][k] + n.y() * j[1][k];
        }
        return r;
    }
}

package org.snapfit.cli.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.core.geom.ConvexPolygon2;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.contact.LinkPair;
import org.snapfit.impulse.contact.ObstacleMotion;
import org.snapfit.impulse.contact.PlanarObstacle;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.model.Link;
import org.snapfit.impulse.model.PlanarLinkage;
import org.snapfit.impulse.model.PlanarPose;
import org.snapfit.impulse.scene.PlanarScene;
import org.snapfit.impulse.sim.HandCoupler;
import org.snapfit.impulse.sim.HandPolyline;
import org.snapfit.impulse.sim.HandTarget;
import org.snapfit.impulse.sim.HandTrajectory;

/**
 * Builds the impulse module's {@link PlanarScene} from a linkage scene file: the links as bars (shapes from the joint
 * to the next joint), the planar obstacles and their motion, the hand on its Lissajous path or polyline, the contact
 * model and the restitution, all in the file's mm, kg, s, N (the impulse module's units). Stateless.
 */
public final class LinkageModel {

    private LinkageModel() {
    }

    /**
     * The scene of a file with a linkage.
     *
     * @param file the scene file
     * @return the planar scene (mm, kg, s, N)
     * @throws IllegalArgumentException if the file has no linkage, an obstacle polygon is not convex, or the hand's
     *     path starts inside an obstacle (the message names the file and the field)
     */
    public static PlanarScene build(SceneFile file) {
        SceneFile.LinkageSpec spec = file.linkage().orElseThrow(() -> new IllegalArgumentException(file.source()
                + ": linkage is missing"));
        List<Link> links = new ArrayList<>();
        List<ConvexPolygon2> shapes = new ArrayList<>();
        for (int i = 0; i < spec.links().size(); i++) {
            SceneFile.LinkSpec l = spec.links().get(i);
            double length = l.length();
            double width = l.width();
            Link bar = Link.bar(length, width, l.mass());
            if (l.inertia().isPresent()) {
                bar = Link.of(length, l.mass(), l.inertia().getAsDouble(), bar.centreOfMass());
            }
            links.add(bar);
            shapes.add(ConvexPolygon2.rectangle(length, width).transformed(0, new Vec2(length / 2, 0)));
        }
        PlanarLinkage linkage = PlanarLinkage.of(links, spec.fixedBase() ? PlanarLinkage.Base.FIXED
                : PlanarLinkage.Base.FLOATING, spec.basePoint(), Math.abs(file.gravity().y()));
        double[] q0 = spec.configuration().clone();
        List<PlanarObstacle> obstacles = new ArrayList<>();
        for (int i = 0; i < spec.obstacles().size(); i++) {
            SceneFile.PlanarObstacleSpec o = spec.obstacles().get(i);
            ConvexPolygon2 shape;
            try {
                shape = ConvexPolygon2.of(o.vertices());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file.source() + ": obstacles[" + i + "] (\"" + o.name() + "\") "
                        + e.getMessage(), e);
            }
            Vec2 p = o.position();
            obstacles.add(new PlanarObstacle(o.name(), shape, new ObstacleMotion(new PlanarPose(p.x(), p.y(),
                    o.angle()), o.amplitude(), o.angularFrequency())));
        }
        SceneFile.PlanarHandSpec h = spec.hand();
        Vec2 start = h.start();
        for (PlanarObstacle o : obstacles) {
            if (o.shapeAt(0).signedDistance(start) < 0) {
                throw new IllegalArgumentException(file.source() + ": " + h.startField() + " = [" + h.start().x() + ", "
                        + h.start().y() + "] mm lies inside obstacle \"" + o.name() + "\"; the hand must start outside every"
                        + " obstacle");
            }
        }
        HandTarget target;
        if (h.path().isEmpty()) {
            target = new HandTrajectory(start, h.amplitude(), h.frequency().x(), h.frequency().y());
        } else {
            target = new HandPolyline(h.path(), h.speed());
        }
        HandCoupler hand = new HandCoupler(h.link(), h.point(), h.stiffness(), h.damping(), target);
        SceneFile.ContactSpec c = file.contact();
        PenaltyFrictionModel forces = new PenaltyFrictionModel(c.stiffness(), c.damping(), c.friction(),
                Tolerance.of("contact.slipVelocity", c.slipVelocity(), Unit.MILLIMETRE_PER_SECOND));
        List<LinkPair> pairs = new ArrayList<>();
        for (int[] pair : spec.selfContacts()) {
            pairs.add(new LinkPair(pair[0], pair[1]));
        }
        return new PlanarScene(linkage, shapes, obstacles, pairs, forces, Optional.of(hand), file.restitution(),
                file.dt(), q0);
    }
}

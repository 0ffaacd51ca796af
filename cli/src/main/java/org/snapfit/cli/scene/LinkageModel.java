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
 * Builds the impulse engine's {@link PlanarScene} from a linkage scene file: the links as bars (shapes from the joint
 * to the next joint), the planar obstacles and their motion, the hand on its Lissajous path, the contact model and the
 * restitution, converted from the file's mm, kg, s, N to the engine's SI units ({@link SceneUnits#metres}: correctly
 * rounded, so the numbers of a scene written in mm are those of the same scene written in m). Stateless.
 */
public final class LinkageModel {

    private LinkageModel() {
    }

    /**
     * The scene of a file with a linkage.
     *
     * @param file the scene file
     * @return the planar scene (SI units)
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
            double length = SceneUnits.metres(l.length());
            double width = SceneUnits.metres(l.width());
            Link bar = Link.bar(length, width, l.mass());
            if (l.inertia().isPresent()) {
                bar = new Link(length, l.mass(), l.inertia().getAsDouble() / (SceneUnits.MM_PER_M * SceneUnits.MM_PER_M),
                        bar.centreOfMass());
            }
            links.add(bar);
            shapes.add(ConvexPolygon2.rectangle(length, width).transformed(0, new Vec2(length / 2, 0)));
        }
        PlanarLinkage linkage = PlanarLinkage.of(links, spec.fixedBase() ? PlanarLinkage.Base.FIXED
                : PlanarLinkage.Base.FLOATING, metres(spec.basePoint()), SceneUnits.metres(Math.abs(file.gravity().y())));
        double[] q0 = spec.configuration().clone();
        if (!spec.fixedBase()) {
            q0[0] = SceneUnits.metres(q0[0]);
            q0[1] = SceneUnits.metres(q0[1]);
        }
        List<PlanarObstacle> obstacles = new ArrayList<>();
        for (int i = 0; i < spec.obstacles().size(); i++) {
            SceneFile.PlanarObstacleSpec o = spec.obstacles().get(i);
            List<Vec2> vs = new ArrayList<>();
            for (Vec2 v : o.vertices()) {
                vs.add(metres(v));
            }
            ConvexPolygon2 shape;
            try {
                shape = ConvexPolygon2.of(vs);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file.source() + ": obstacles[" + i + "] (\"" + o.name() + "\") "
                        + e.getMessage(), e);
            }
            Vec2 p = metres(o.position());
            obstacles.add(new PlanarObstacle(o.name(), shape, new ObstacleMotion(new PlanarPose(p.x(), p.y(),
                    o.angle()), metres(o.amplitude()), o.angularFrequency())));
        }
        SceneFile.PlanarHandSpec h = spec.hand();
        Vec2 start = metres(h.start());
        for (PlanarObstacle o : obstacles) {
            if (o.shapeAt(0).signedDistance(start) < 0) {
                throw new IllegalArgumentException(file.source() + ": " + h.startField() + " = [" + h.start().x() + ", "
                        + h.start().y() + "] mm lies inside obstacle \"" + o.name() + "\"; the hand must start outside every"
                        + " obstacle");
            }
        }
        HandTarget target;
        if (h.path().isEmpty()) {
            target = new HandTrajectory(start, metres(h.amplitude()), h.frequency().x(), h.frequency().y());
        } else {
            List<Vec2> path = new ArrayList<>();
            for (Vec2 q : h.path()) {
                path.add(metres(q));
            }
            target = new HandPolyline(path, SceneUnits.metres(h.speed()));
        }
        HandCoupler hand = new HandCoupler(h.link(), metres(h.point()), SceneUnits.perLength(h.stiffness()),
                SceneUnits.perLength(h.damping()), target);
        SceneFile.ContactSpec c = file.contact();
        PenaltyFrictionModel forces = new PenaltyFrictionModel(SceneUnits.perLength(c.stiffness()),
                SceneUnits.perLength(c.damping()), c.friction(),
                Tolerance.of("contact.slipVelocity", SceneUnits.metres(c.slipVelocity()), Unit.METRE_PER_SECOND));
        List<LinkPair> pairs = new ArrayList<>();
        for (int[] pair : spec.selfContacts()) {
            pairs.add(new LinkPair(pair[0], pair[1]));
        }
        return new PlanarScene(linkage, shapes, obstacles, pairs, forces, Optional.of(hand), file.restitution(),
                file.dt(), q0);
    }

    private static Vec2 metres(Vec2 mm) {
        return new Vec2(SceneUnits.metres(mm.x()), SceneUnits.metres(mm.y()));
    }
}

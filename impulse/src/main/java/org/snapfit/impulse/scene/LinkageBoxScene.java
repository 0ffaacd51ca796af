package org.snapfit.impulse.scene;

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
import org.snapfit.impulse.sim.HandCoupler;
import org.snapfit.impulse.sim.HandTrajectory;

/**
 * The scene of Constantinescu et al., Fig. 4, in mm, kg, s, N: a three-link floating linkage (bars 250 × 40 mm,
 * 0.3 kg) held at the middle of its last link by a hand on a Lissajous path, in a 1000 × 800 mm box (200 mm walls)
 * with a sliding square and a bobbing triangle; the plane is horizontal (no gravity); Δt = 1 ms; links 0 and 2 may
 * touch. (The file {@code test-data/scenes/linkage-box.scene.json} holds the same numbers.) Immutable.
 */
public final class LinkageBoxScene {
    /** The time step Δt (s). */
    public static final double TIME_STEP = 1e-3;
    /** The links' length (mm). */
    public static final double LINK_LENGTH = 250;
    /** The links' width (mm). */
    public static final double LINK_WIDTH = 40;
    /** The links' mass (kg). */
    public static final double LINK_MASS = 0.3;

    private final double restitution;

    private LinkageBoxScene(double restitution) {
        this.restitution = restitution;
    }

    /**
     * The scene with a coefficient of restitution.
     *
     * @param restitution e ∈ [0, 1]
     * @return the scene
     * @throws IllegalArgumentException if e lies outside [0, 1]
     */
    public static LinkageBoxScene withRestitution(double restitution) {
        if (!(restitution >= 0 && restitution <= 1)) {
            throw new IllegalArgumentException("restitution e = " + restitution + "; it must lie in [0, 1]");
        }
        return new LinkageBoxScene(restitution);
    }

    /**
     * The scene.
     *
     * @return the planar scene (mm)
     */
    public PlanarScene scene() {
        Link bar = Link.bar(LINK_LENGTH, LINK_WIDTH, LINK_MASS);
        PlanarLinkage linkage = PlanarLinkage.of(List.of(bar, bar, bar), PlanarLinkage.Base.FLOATING, Vec2.ZERO, 0);
        ConvexPolygon2 shape = ConvexPolygon2.rectangle(LINK_LENGTH, LINK_WIDTH).transformed(0,
                new Vec2(LINK_LENGTH / 2, 0));
        List<PlanarObstacle> obstacles = new ArrayList<>();
        obstacles.add(fixed("floor", ConvexPolygon2.rectangle(1400, 200), 500, -100));
        obstacles.add(fixed("ceiling", ConvexPolygon2.rectangle(1400, 200), 500, 900));
        obstacles.add(fixed("left wall", ConvexPolygon2.rectangle(200, 1200), -100, 400));
        obstacles.add(fixed("right wall", ConvexPolygon2.rectangle(200, 1200), 1100, 400));
        obstacles.add(new PlanarObstacle("square", ConvexPolygon2.rectangle(120, 120),
                new ObstacleMotion(new PlanarPose(700, 150, 0.3), new Vec2(150, 0), 1.5)));
        obstacles.add(new PlanarObstacle("triangle",
                ConvexPolygon2.of(List.of(new Vec2(-70, -50), new Vec2(70, -50), new Vec2(0, 70))),
                new ObstacleMotion(new PlanarPose(250, 620, 0), new Vec2(0, 70), 2.2)));
        PenaltyFrictionModel forces = new PenaltyFrictionModel(3, 0.01, 0.3,
                Tolerance.of("vThreshold", 10, Unit.MILLIMETRE_PER_SECOND));
        HandCoupler hand = new HandCoupler(2, new Vec2(LINK_LENGTH / 2, 0), 0.06, 0.002,
                new HandTrajectory(new Vec2(500, 400), new Vec2(600, 500), 0.25, 0.37));
        return new PlanarScene(linkage, List.of(shape, shape, shape), obstacles, List.of(new LinkPair(0, 2)), forces,
                Optional.of(hand), restitution, TIME_STEP, new double[] {350, 400, 0.0, 0.6, -0.9});
    }

    private static PlanarObstacle fixed(String name, ConvexPolygon2 shape, double x, double y) {
        return new PlanarObstacle(name, shape, ObstacleMotion.fixed(new PlanarPose(x, y, 0)));
    }

    /**
     * Runs the scene.
     *
     * @param steps the number of steps K, {@code >= 1}
     * @return the run (energies in mJ)
     */
    public SceneRun run(int steps) {
        return scene().run(steps);
    }

    /**
     * The coefficient of restitution.
     *
     * @return e
     */
    public double restitution() {
        return restitution;
    }
}

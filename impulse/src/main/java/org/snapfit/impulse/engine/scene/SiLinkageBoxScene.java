package org.snapfit.impulse.engine.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.core.geom.ConvexPolygon2;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.contact.LinkPair;
import org.snapfit.impulse.contact.PlanarObstacle;
import org.snapfit.impulse.contact.ObstacleMotion;
import org.snapfit.impulse.engine.force.SiPenaltyFrictionModel;
import org.snapfit.impulse.engine.model.SiLink;
import org.snapfit.impulse.engine.model.SiPlanarLinkage;
import org.snapfit.impulse.model.PlanarPose;
import org.snapfit.impulse.sim.HandCoupler;
import org.snapfit.impulse.sim.HandTrajectory;
import org.snapfit.impulse.engine.sim.SiSimulationEngine;

/**
 * The scene of Constantinescu et al., Fig. 4: a three-link planar linkage (floating base, revolute joints, bars
 * 0.25 m × 0.04 m of 0.3 kg) held by the user at the centre of its last link through a spring-damper coupler that
 * follows a Lissajous path, inside a 1.0 m × 0.8 m box with a sliding square and a bobbing triangle. Links 1 and 3
 * may touch (self-contact); neighbouring links share a joint and are not tested. The plane is horizontal (no
 * gravity). Immutable and thread-safe; deterministic; SI units.
 *
 * <p>Parameters: contact stiffness 3000 N/m, damping 10 N·s/m, μ = 0.3, v_threshold = 0.01 m/s; coupler
 * 60 N/m, 2 N·s/m; Δt = 1 ms; contact margin 0.1 mm; collision velocity 1 mm/s.
 */
public final class SiLinkageBoxScene {

    /** Box interior width (m). */
    public static final double BOX_WIDTH = 1.0;
    /** Box interior height (m). */
    public static final double BOX_HEIGHT = 0.8;
    /** SiLink length (m). */
    public static final double LINK_LENGTH = 0.25;
    /** SiLink width (m). */
    public static final double LINK_WIDTH = 0.04;
    /** SiLink mass (kg). */
    public static final double LINK_MASS = 0.3;
    /** The fixed step Δt (s). */
    public static final double TIME_STEP = 1e-3;
    private static final double WALL = 0.2;
    /**
     * The side walls' length (m): BOX_HEIGHT + 2 WALL, written out because that sum rounds to 1.2000000000000002,
     * one ulp above 1200 mm of the scene file {@code linkage-box.scene.json}.
     */
    private static final double SIDE_WALL_LENGTH = 1.2;

    private final double restitution;

    private SiLinkageBoxScene(double restitution) {
        this.restitution = restitution;
    }

    /**
     * The scene with a coefficient of restitution.
     *
     * @param restitution e ∈ [0, 1]
     * @return the scene
     * @throws IllegalArgumentException if e is outside [0, 1]
     */
    public static SiLinkageBoxScene withRestitution(double restitution) {
        if (!(restitution >= 0 && restitution <= 1)) {
            throw new IllegalArgumentException("restitution e = " + restitution + "; it must lie in [0, 1]");
        }
        return new SiLinkageBoxScene(restitution);
    }

    /**
     * The linkage.
     *
     * @return the three-link floating-base linkage
     */
    public static SiPlanarLinkage linkage() {
        SiLink bar = SiLink.bar(LINK_LENGTH, LINK_WIDTH, LINK_MASS);
        return SiPlanarLinkage.of(List.of(bar, bar, bar), SiPlanarLinkage.Base.FLOATING, Vec2.ZERO, 0);
    }

    /**
     * The walls and the two moving objects.
     *
     * @return the obstacles
     */
    public static List<PlanarObstacle> obstacles() {
        List<PlanarObstacle> out = new ArrayList<>();
        ConvexPolygon2 horizontal = ConvexPolygon2.rectangle(BOX_WIDTH + 2 * WALL, WALL);
        ConvexPolygon2 vertical = ConvexPolygon2.rectangle(WALL, SIDE_WALL_LENGTH);
        out.add(new PlanarObstacle("floor", horizontal, ObstacleMotion.fixed(new PlanarPose(BOX_WIDTH / 2, -WALL / 2, 0))));
        out.add(new PlanarObstacle("ceiling", horizontal,
                ObstacleMotion.fixed(new PlanarPose(BOX_WIDTH / 2, BOX_HEIGHT + WALL / 2, 0))));
        out.add(new PlanarObstacle("left wall", vertical, ObstacleMotion.fixed(new PlanarPose(-WALL / 2, BOX_HEIGHT / 2, 0))));
        out.add(new PlanarObstacle("right wall", vertical,
                ObstacleMotion.fixed(new PlanarPose(BOX_WIDTH + WALL / 2, BOX_HEIGHT / 2, 0))));
        out.add(new PlanarObstacle("square", ConvexPolygon2.rectangle(0.12, 0.12),
                new ObstacleMotion(new PlanarPose(0.7, 0.15, 0.3), new Vec2(0.15, 0), 1.5)));
        out.add(new PlanarObstacle("triangle",
                ConvexPolygon2.of(List.of(new Vec2(-0.07, -0.05), new Vec2(0.07, -0.05), new Vec2(0, 0.07))),
                new ObstacleMotion(new PlanarPose(0.25, 0.62, 0), new Vec2(0, 0.07), 2.2)));
        return out;
    }

    /**
     * The link shapes in their frames: rectangles from the joint (x = 0) to the next joint (x = L).
     *
     * @return three rectangles
     */
    public static List<ConvexPolygon2> linkShapes() {
        ConvexPolygon2 r = ConvexPolygon2.rectangle(LINK_LENGTH, LINK_WIDTH).transformed(0,
                new Vec2(LINK_LENGTH / 2, 0));
        return List.of(r, r, r);
    }

    /**
     * The initial configuration (x₀, y₀, θ₁, θ₂, θ₃).
     *
     * @return q₀
     */
    public static double[] initialConfiguration() {
        return new double[] {0.35, 0.4, 0.0, 0.6, -0.9};
    }

    /**
     * The scene as a {@link SiPlanarScene}: the linkage, its shapes, the obstacles, the self-contact of links 1 and 3,
     * the force model, the hand and Δt.
     *
     * @return the scene
     */
    public SiPlanarScene scene() {
        SiPenaltyFrictionModel forces = new SiPenaltyFrictionModel(3000, 10, 0.3,
                Tolerance.of("vThreshold", 0.01, Unit.METRE_PER_SECOND));
        HandCoupler hand = new HandCoupler(2, new Vec2(LINK_LENGTH / 2, 0), 60, 2,
                new HandTrajectory(new Vec2(0.5, 0.4), new Vec2(0.6, 0.5), 0.25, 0.37));
        return new SiPlanarScene(linkage(), linkShapes(), obstacles(), List.of(new LinkPair(0, 2)), forces,
                Optional.of(hand), restitution, TIME_STEP, initialConfiguration());
    }

    /**
     * A simulation engine at the initial state.
     *
     * @return a fresh engine
     */
    public SiSimulationEngine newEngine() {
        return scene().newEngine();
    }

    /**
     * Runs the scene.
     *
     * @param steps the number of steps K, {@code >= 1}
     * @return the run
     * @throws IllegalArgumentException if K is below 1
     */
    public SiSceneRun run(int steps) {
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

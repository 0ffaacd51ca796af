package org.snapfit.qp.step;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.qp.engine.model.SiParticleSystem;
import org.snapfit.qp.engine.model.SiSpring;
import org.snapfit.qp.engine.model.SiState;
import org.snapfit.qp.engine.step.SiCableScenes;
import org.snapfit.qp.engine.step.SiScene;
import org.snapfit.qp.model.SpringKind;
import org.snapfit.qp.response.MeshObstacle;

/**
 * The two scenes of the paper's Fig. 2 and straight cables of one's own, in mm, kg, s, N. The paper's scenes have
 * gravity &minus;9810 mm/s&sup2; along y and the cable in the plane z = 0: (a) a stiff cable falling off a pulley,
 * (b) a cable suspended by its end points over a cylinder. Stateless.
 *
 * <p>Cable: 1000 mm long, 0.1 kg, structural springs of {@link #STIFFNESS} N/mm (the paper's "&gt; 10<sup>5</sup>
 * N/m"), damping {@link #DAMPING} N&middot;s/mm, bending springs between particles i and i + 2 of
 * {@link #BENDING_STIFFNESS} N/mm, drag {@link #DRAG} 1/s, thickness {@link #THICKNESS} mm. Obstacles: a cylinder
 * of radius 100 mm along z, tessellated with {@link #CYLINDER_SEGMENTS} sides. The scenes are built in the engine's
 * SI units from the paper's numbers in metres (the constants here are those numbers in mm).
 */
public final class CableScenes {
    /** Structural spring stiffness in N/mm. */
    public static final double STIFFNESS = 100;
    /** Structural spring damping in N&middot;s/mm. */
    public static final double DAMPING = 1e-3;
    /** Bending spring stiffness in N/mm (an axial spring between particles i and i + 2). */
    public static final double BENDING_STIFFNESS = 0.01;
    /** Drag coefficient in 1/s. */
    public static final double DRAG = 0.1;
    /** Cable thickness (radius) r<sub>i</sub> in mm. */
    public static final double THICKNESS = 5;
    /** Cable mass in kg. */
    public static final double CABLE_MASS = 0.1;
    /** Cable length in mm. */
    public static final double CABLE_LENGTH = 1000;
    /** Cylinder and pulley radius in mm. */
    public static final double RADIUS = 100;
    /** Initial gap between the cable and the pulley in the pulley scene, mm. */
    public static final double START_GAP = 1;
    /** Sides of the tessellated cylinders (a count). */
    public static final int CYLINDER_SEGMENTS = 64;
    /** Gravity in mm/s&sup2;. */
    public static final Vec3 GRAVITY = new Vec3(0, -9810, 0);

    private CableScenes() {
    }

    /**
     * Scene (a): the cable lies straight across the top of a pulley (axis z through the origin), 300 mm on the left
     * and 700 mm on the right, and slides off to the right.
     *
     * @param particles the number of particles, &ge; 3
     * @param dt the time step in s
     * @return the scene
     * @throws IllegalArgumentException if particles &lt; 3 or dt &le; 0
     */
    public static Scene pulley(int particles, double dt) {
        return new Scene(SiCableScenes.pulley(particles, dt));
    }

    /**
     * Scene (b): the cable is held at both ends (fixed particles at x = &plusmn;500 mm, y = 0) and sags onto a
     * cylinder whose top is 20 mm below the ends.
     *
     * @param particles the number of particles, &ge; 3
     * @param dt the time step in s
     * @return the scene
     * @throws IllegalArgumentException if particles &lt; 3 or dt &le; 0
     */
    public static Scene cylinder(int particles, double dt) {
        return new Scene(SiCableScenes.cylinder(particles, dt));
    }

    /**
     * A closed cylinder along z, outward-oriented: two rings of {@code segments} vertices and a fan on each cap.
     *
     * @param centre the centre in mm
     * @param radius the radius in mm, &gt; 0
     * @param halfLength half the length along z in mm, &gt; 0
     * @param segments the sides, &ge; 3
     * @return the mesh in mm
     * @throws IllegalArgumentException if a size is not positive or segments &lt; 3
     */
    public static TriangleMesh cylinder(Vec3 centre, double radius, double halfLength, int segments) {
        return SiCableScenes.cylinder(centre, radius, halfLength, segments);
    }

    /**
     * A straight cable of equal particles between two points: structural springs between neighbours, bending
     * springs between particles i and i + 2 (when {@code bendingStiffness} &gt; 0), at rest, among the obstacles.
     * The particles are placed and the springs sized in the engine's SI units from the end points and length
     * converted once, so the same cable always gives the same numbers.
     *
     * @param name the scene's name
     * @param cable the cable
     * @param gravity the gravitational acceleration in mm/s&sup2;
     * @param obstacles the rigid obstacles in mm
     * @param settings the step settings (the particle thickness is the cable's radius)
     * @return the scene
     * @throws IllegalArgumentException if a value is out of range (naming it)
     */
    public static Scene straight(String name, StraightCable cable, Vec3 gravity, List<MeshObstacle> obstacles,
            StepSettings settings) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(cable, "cable");
        int n = cable.particles();
        SiParticleSystem.Builder b = SiParticleSystem.builder()
                .gravity(gravity.scale(QpUnits.M_PER_MM)).drag(cable.drag());
        double m = cable.mass() / n;
        double seg = cable.length() * QpUnits.M_PER_MM / (n - 1);
        Vec3 from = cable.from().scale(QpUnits.M_PER_MM);
        Vec3 step = cable.to().scale(QpUnits.M_PER_MM).subtract(from).scale(1.0 / (n - 1));
        List<Vec3> x = new ArrayList<>();
        List<Vec3> v = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            b.addParticle(m, cable.fixed().contains(i));
            x.add(from.add(step.scale(i)));
            v.add(Vec3.ZERO);
        }
        double k = cable.stiffness() * QpUnits.MM_PER_M;
        double damping = cable.damping() * QpUnits.MM_PER_M;
        for (int i = 0; i + 1 < n; i++) {
            b.addSpring(new SiSpring(i, i + 1, k, damping, seg, SpringKind.STRETCH));
        }
        if (cable.bendingStiffness() > 0) {
            double kb = cable.bendingStiffness() * QpUnits.MM_PER_M;
            for (int i = 0; i + 2 < n; i++) {
                b.addSpring(new SiSpring(i, i + 2, kb, 0, 2 * seg, SpringKind.BEND));
            }
        }
        return new Scene(new SiScene(name, b.build(),
                SiState.of(x, v), QpUnits.obstaclesSi(obstacles), settings));
    }

    /**
     * A straight cable for {@link #straight}, in mm, kg, s, N.
     *
     * @param from the first particle's position in mm
     * @param to the last particle's position in mm, &ne; from
     * @param length the rest length in mm, &gt; 0 (the sum of the structural springs' rest lengths)
     * @param particles the number of particles, &ge; 3
     * @param mass the cable's mass in kg, &gt; 0 (equal particles)
     * @param stiffness the structural springs' stiffness in N/mm, &ge; 0
     * @param bendingStiffness the bending springs' axial stiffness in N/mm, &ge; 0 (0: no bending springs)
     * @param damping the structural springs' damping in N&middot;s/mm, &ge; 0
     * @param drag the drag coefficient in 1/s, &ge; 0
     * @param fixed the indices of the fixed particles
     */
    public record StraightCable(Vec3 from, Vec3 to, double length, int particles, double mass, double stiffness,
            double bendingStiffness, double damping, double drag, List<Integer> fixed) {
        /**
         * Validates the cable.
         *
         * @param from the first end in mm
         * @param to the last end in mm
         * @param length the rest length in mm
         * @param particles the particle count
         * @param mass the mass in kg
         * @param stiffness the stiffness in N/mm
         * @param bendingStiffness the bending stiffness in N/mm
         * @param damping the damping in N&middot;s/mm
         * @param drag the drag in 1/s
         * @param fixed the fixed particles
         * @throws IllegalArgumentException if a value is out of range (naming it)
         */
        public StraightCable {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            fixed = List.copyOf(fixed);
            if (particles < 3) {
                throw new IllegalArgumentException("particles = " + particles + "; a cable needs at least 3");
            }
            Require.positive("length (mm)", length);
            Require.positive("mass (kg)", mass);
            Require.nonNegative("stiffness (N/mm)", stiffness);
            Require.nonNegative("bendingStiffness (N/mm)", bendingStiffness);
            Require.nonNegative("damping (N*s/mm)", damping);
            Require.nonNegative("drag (1/s)", drag);
            for (int i : fixed) {
                Require.index("fixed particle", i, particles);
            }
        }
    }
}

package org.snapfit.qp.engine.step;

import org.snapfit.qp.step.StepSettings;
import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.qp.engine.model.SiState;
import org.snapfit.qp.engine.model.SiParticleSystem;
import org.snapfit.qp.engine.model.SiSpring;
import org.snapfit.qp.model.SpringKind;
import org.snapfit.qp.engine.response.SiObstacle;

/**
 * The engine-side (SI) form of the two scenes of the paper's Fig. 2 (the public {@code org.snapfit.qp.step.CableScenes}
 * gives them in mm), in SI units with gravity &minus;9.81 m/s&sup2; along y and the cable in
 * the plane z = 0: (a) a stiff cable falling off a pulley, (b) a cable suspended by its end points over a
 * cylinder. Stateless.
 *
 * <p>Cable: 1 m long, 0.1 kg, structural springs of {@link #STIFFNESS} N/m (the paper's "&gt; 10<sup>5</sup> N/m"),
 * damping {@link #DAMPING} N&middot;s/m, bending springs between particles i and i + 2 of
 * {@link #BENDING_STIFFNESS} N/m, drag {@link #DRAG} 1/s, thickness {@link #THICKNESS} m. Obstacles: a cylinder
 * of radius 0.1 m along z, tessellated with {@link #CYLINDER_SEGMENTS} sides.
 */
public final class SiCableScenes {
    /** Structural spring stiffness in N/m. */
    public static final double STIFFNESS = 1e5;
    /** Structural spring damping in N&middot;s/m. */
    public static final double DAMPING = 1;
    /** Bending spring stiffness in N/m. */
    public static final double BENDING_STIFFNESS = 10;
    /** Drag coefficient in 1/s. */
    public static final double DRAG = 0.1;
    /** Cable thickness (radius) r<sub>i</sub> in m. */
    public static final double THICKNESS = 0.005;
    /** Millimetres per metre: the settings take the thickness in mm. */
    private static final double MM_PER_M = 1e3;
    /** Cable mass in kg. */
    public static final double CABLE_MASS = 0.1;
    /** Cable length in m. */
    public static final double CABLE_LENGTH = 1;
    /** Cylinder and pulley radius in m. */
    public static final double RADIUS = 0.1;

    /** Initial gap between the cable and the pulley in the pulley scene, m. */
    public static final double START_GAP = 1e-3;
    /** Sides of the tessellated cylinders (a count). */
    public static final int CYLINDER_SEGMENTS = 64;
    /** Gravity in m/s&sup2;. */
    public static final Vec3 GRAVITY = new Vec3(0, -9.81, 0);

    private SiCableScenes() {
    }

    /**
     * SiScene (a): the cable lies straight across the top of a pulley (axis z through the origin), 0.3 m on the left
     * and 0.7 m on the right, and slides off to the right.
     *
     * @param particles the number of particles, &ge; 3
     * @param dt the time step in s
     * @return the scene
     * @throws IllegalArgumentException if particles &lt; 3 or dt &le; 0
     */
    public static SiScene pulley(int particles, double dt) {
        double y = RADIUS + THICKNESS + START_GAP;
        return cable("cable-pulley", particles, dt, new Vec3(-0.3, y, 0), false,
                SiObstacle.of("pulley", cylinder(new Vec3(0, 0, 0), RADIUS, 0.05, CYLINDER_SEGMENTS), 0));
    }

    /**
     * SiScene (b): the cable is held at both ends (fixed particles at x = &plusmn;0.5 m, y = 0) and sags onto a
     * cylinder whose top is 0.02 m below the ends.
     *
     * @param particles the number of particles, &ge; 3
     * @param dt the time step in s
     * @return the scene
     * @throws IllegalArgumentException if particles &lt; 3 or dt &le; 0
     */
    public static SiScene cylinder(int particles, double dt) {
        return cable("cable-cylinder", particles, dt, new Vec3(-0.5, 0, 0), true,
                SiObstacle.of("cylinder", cylinder(new Vec3(0, -0.12, 0), RADIUS, 0.1, CYLINDER_SEGMENTS), 0));
    }

    private static SiScene cable(String name, int particles, double dt, Vec3 start, boolean fixEnds, SiObstacle ob) {
        if (particles < 3) {
            throw new IllegalArgumentException("particles = " + particles + "; a cable needs at least 3");
        }
        SiParticleSystem.Builder b = SiParticleSystem.builder().gravity(GRAVITY).drag(DRAG);
        double m = CABLE_MASS / particles;
        double seg = CABLE_LENGTH / (particles - 1);
        List<Vec3> x = new ArrayList<>();
        List<Vec3> v = new ArrayList<>();
        for (int i = 0; i < particles; i++) {
            b.addParticle(m, fixEnds && (i == 0 || i == particles - 1));
            x.add(start.add(new Vec3(i * seg, 0, 0)));
            v.add(Vec3.ZERO);
        }
        for (int i = 0; i + 1 < particles; i++) {
            b.addSpring(new SiSpring(i, i + 1, STIFFNESS, DAMPING, seg, SpringKind.STRETCH));
        }
        for (int i = 0; i + 2 < particles; i++) {
            b.addSpring(new SiSpring(i, i + 2, BENDING_STIFFNESS, 0, 2 * seg, SpringKind.BEND));
        }
        return new SiScene(name, b.build(), SiState.of(x, v), List.of(ob),
                StepSettings.of(dt, THICKNESS * MM_PER_M));
    }

    /**
     * A closed cylinder along z, outward-oriented: two rings of {@code segments} vertices and a fan on each cap.
     *
     * @param centre the centre in m
     * @param radius the radius in m, &gt; 0
     * @param halfLength half the length along z in m, &gt; 0
     * @param segments the sides, &ge; 3
     * @return the mesh
     * @throws IllegalArgumentException if a size is not positive or segments &lt; 3
     */
    public static TriangleMesh cylinder(Vec3 centre, double radius, double halfLength, int segments) {
        if (!(radius > 0) || !(halfLength > 0) || segments < 3) {
            throw new IllegalArgumentException("cylinder radius = " + radius + ", halfLength = " + halfLength
                    + ", segments = " + segments + "; sizes must be > 0 and segments >= 3");
        }
        List<Vec3> v = new ArrayList<>();
        List<int[]> t = new ArrayList<>();
        for (int k = 0; k < segments; k++) {
            double a = 2 * Math.PI * k / segments;
            double cx = centre.x() + radius * Math.cos(a);
            double cy = centre.y() + radius * Math.sin(a);
            v.add(new Vec3(cx, cy, centre.z() - halfLength));
            v.add(new Vec3(cx, cy, centre.z() + halfLength));
        }
        int bottom = v.size();
        v.add(new Vec3(centre.x(), centre.y(), centre.z() - halfLength));
        int top = v.size();
        v.add(new Vec3(centre.x(), centre.y(), centre.z() + halfLength));
        for (int k = 0; k < segments; k++) {
            int k1 = (k + 1) % segments;
            int b0 = 2 * k;
            int t0 = 2 * k + 1;
            int b1 = 2 * k1;
            int t1 = 2 * k1 + 1;
            t.add(new int[] {b0, b1, t1});
            t.add(new int[] {b0, t1, t0});
            t.add(new int[] {bottom, b1, b0});
            t.add(new int[] {top, t0, t1});
        }
        return TriangleMesh.of(v, t);
    }
}

package org.snapfit.qp.step;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.qp.model.ParticleState;
import org.snapfit.qp.model.ParticleSystem;
import org.snapfit.qp.model.Spring;
import org.snapfit.qp.model.SpringKind;
import org.snapfit.qp.response.MeshObstacle;

/**
 * The public API's units (mm, kg, s, N): closed forms of a falling and a resting particle in mm, and a scene given in
 * mm against the engine's own SI scene.
 */
class UnitsTest {
    /** Gravity in mm/s&sup2;. */
    private static final double G = 9810;
    /** The time step in s. */
    private static final double H = 1e-3;
    /** Relative round-off allowed on closed forms evaluated through one unit conversion each way (dimensionless). */
    private static final double ROUND_OFF = 1e-12;

    private static StepEngine particle(double mass, double y0, List<MeshObstacle> obstacles) {
        ParticleSystem.Builder b = ParticleSystem.builder().gravity(new Vec3(0, -G, 0));
        b.addParticle(mass, false);
        return StepEngine.of(b.build(), ParticleState.of(List.of(new Vec3(0, y0, 0)), List.of(Vec3.ZERO)), obstacles,
                StepSettings.of(H, 0));
    }

    @Test
    void aParticleFallsUnderGravityInMillimetres() {
        // backward Euler with a constant force: v_N = N h g, drop_N = h^2 g N (N + 1) / 2; for 0.1 s (N = 100) the
        // exact 1/2 g t^2 = 49.05 mm, and the integrator's known error is 1/2 g h t = 0.4905 mm
        double mass = 0.01;
        StepEngine e = particle(mass, 0, List.of());
        int n = 100;
        StepReport last = null;
        for (int k = 0; k < n; k++) {
            last = e.step();
        }
        double drop = -e.state().position(0).y();
        assertEquals(H * H * G * n * (n + 1) / 2, drop, ROUND_OFF * drop);
        assertEquals(0.5 * G * 0.1 * 0.1, 49.05, 1e-12);
        assertEquals(0.5 * G * H * 0.1, drop - 49.05, ROUND_OFF * drop);
        double v = n * H * G;
        assertEquals(-v, e.state().velocity(0).y(), ROUND_OFF * v);
        // kinetic energy 1/2 m v^2 in kg mm^2/s^2 = uJ, reported in mJ
        assertEquals(0.5 * mass * v * v / 1000, last.kineticEnergy(), ROUND_OFF * last.kineticEnergy());
    }

    @Test
    void aRestingParticleIsHeldByItsWeightInNewtons() {
        // a 10 g particle at rest on a plane: the contact impulse per step is m g h, its weight 0.0981 N
        double mass = 0.01;
        TriangleMesh plane = TriangleMesh.of(List.of(new Vec3(-10, 0, -10), new Vec3(10, 0, -10),
                new Vec3(10, 0, 10), new Vec3(-10, 0, 10)), List.of(new int[] {0, 2, 1}, new int[] {0, 3, 2}));
        StepEngine e = particle(mass, 0.5, List.of(MeshObstacle.of("floor", plane, 0.5)));
        StepReport last = null;
        for (int k = 0; k < 5; k++) {
            last = e.step();
        }
        double weight = mass * G / 1000;
        assertEquals(0.0981, weight, 1e-15);
        assertEquals(weight, last.contactImpulses().get("floor").y() / H, ROUND_OFF);
        assertEquals(0.5, e.state().position(0).y(), 1e-9);
        assertTrue(e.maxPenetration() <= StepEngine.PENETRATION_TOLERANCE.value());
    }

    @Test
    void aSceneInMillimetresRunsAsTheEnginesSceneInMetres() {
        // the built-in cylinder scene is built by the engine in metres; the same cable given through the public API
        // in mm (positions, rest lengths, stiffness, gravity, obstacle) is converted at the edge: both runs must give
        // the same motion up to the round-off of that conversion
        Scene builtIn = CableScenes.cylinder(20, H);
        int n = builtIn.particles();
        ParticleSystem.Builder b = ParticleSystem.builder().gravity(CableScenes.GRAVITY).drag(CableScenes.DRAG);
        double seg = CableScenes.CABLE_LENGTH / (n - 1);
        List<Vec3> x = new ArrayList<>();
        List<Vec3> v = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            b.addParticle(CableScenes.CABLE_MASS / n, i == 0 || i == n - 1);
            x.add(new Vec3(-500 + i * seg, 0, 0));
            v.add(Vec3.ZERO);
        }
        for (int i = 0; i + 1 < n; i++) {
            b.addSpring(new Spring(i, i + 1, CableScenes.STIFFNESS, CableScenes.DAMPING, seg, SpringKind.STRETCH));
        }
        for (int i = 0; i + 2 < n; i++) {
            b.addSpring(new Spring(i, i + 2, CableScenes.BENDING_STIFFNESS, 0, 2 * seg, SpringKind.BEND));
        }
        MeshObstacle cylinder = MeshObstacle.of("cylinder", CableScenes.cylinder(new Vec3(0, -120, 0),
                CableScenes.RADIUS, 100, CableScenes.CYLINDER_SEGMENTS), 0);
        Scene byHand = Scene.of("by hand", b.build(), ParticleState.of(x, v), List.of(cylinder),
                StepSettings.of(H, CableScenes.THICKNESS));
        StepEngine a = builtIn.engine();
        StepEngine c = byHand.engine();
        for (int k = 0; k < 200; k++) {
            StepReport ra = a.step();
            StepReport rc = c.step();
            assertEquals(ra.activeContacts(), rc.activeContacts(), "step " + k);
        }
        for (int i = 0; i < n; i++) {
            // 1e-6 mm: round-off of the mm -> m conversion (1e-16 relative on 1000 mm) amplified by 200 steps of a
            // stiff, contact-switching system stays far below it; a unit slip would be off by a factor of 1000
            assertEquals(0, a.state().position(i).distance(c.state().position(i)), 1e-6, "particle " + i);
        }
        assertEquals(a.totalEnergy(), c.totalEnergy(), 1e-9 * Math.abs(a.totalEnergy()));
    }

    @Test
    void settingsAndObstaclesNameTheirUnits() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StepSettings.of(H, -1));
        assertTrue(e.getMessage().contains("particleThickness (mm)"), e.getMessage());
        TriangleMesh t = TriangleMesh.of(List.of(Vec3.ZERO, new Vec3(1, 0, 0), new Vec3(0, 1, 0)),
                List.of(new int[] {0, 1, 2}));
        e = assertThrows(IllegalArgumentException.class, () -> MeshObstacle.of("o", t, -1));
        assertTrue(e.getMessage().contains("thickness (mm)"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new Spring(0, 1, -1, 0, 1, SpringKind.STRETCH));
        assertTrue(e.getMessage().contains("stiffness (N/mm)"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new CableScenes.StraightCable(Vec3.ZERO,
                new Vec3(100, 0, 0), 100, 10, 0.01, -1, 0, 0, 0, List.of()));
        assertTrue(e.getMessage().contains("stiffness (N/mm)"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new CableScenes.StraightCable(Vec3.ZERO,
                new Vec3(100, 0, 0), 100, 2, 0.01, 1, 0, 0, 0, List.of()));
        assertTrue(e.getMessage().contains("particles = 2"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new CableScenes.StraightCable(Vec3.ZERO,
                new Vec3(100, 0, 0), 100, 10, 0.01, 1, 0, 0, 0, List.of(10)));
        assertTrue(e.getMessage().contains("fixed particle"), e.getMessage());
    }

    @Test
    void aStraightCableIsPlacedAndSizedInMillimetres() {
        // 11 particles over 100 mm: 10 mm apart, rest length 10 mm (structural) and 20 mm (bending), stiffness
        // and damping as given in N/mm and N*s/mm, 1 g each
        CableScenes.StraightCable cable = new CableScenes.StraightCable(new Vec3(-50, 0, 0), new Vec3(50, 0, 0), 100,
                11, 0.011, 2, 0.5, 1e-3, 0.1, List.of(0, 10));
        Scene scene = CableScenes.straight("c", cable, new Vec3(0, -G, 0), List.of(), StepSettings.of(H, 1));
        assertEquals(11, scene.particles());
        assertEquals(10, scene.initial().position(6).x(), 1e-12);
        ParticleSystem sys = scene.system();
        assertEquals(0.001, sys.mass(3), 1e-15);
        assertTrue(sys.isFixed(0) && sys.isFixed(10) && !sys.isFixed(5));
        Spring first = sys.springs().get(0);
        assertEquals(10, first.restLength(), 1e-12);
        assertEquals(2, first.stiffness(), 1e-12);
        assertEquals(1e-3, first.damping(), 1e-15);
        Spring bend = sys.springs().get(10);
        assertEquals(SpringKind.BEND, bend.kind());
        assertEquals(20, bend.restLength(), 1e-12);
        assertEquals(0.5, bend.stiffness(), 1e-12);
        assertEquals(-G, sys.gravity().y(), 1e-9);
        assertEquals(1, scene.settings().particleThickness(), 0);
        // placed at its rest length: no strain
        assertEquals(0, scene.engine().largestStrain(), 1e-12);
    }
}

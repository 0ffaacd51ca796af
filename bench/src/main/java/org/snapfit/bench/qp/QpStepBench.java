package org.snapfit.bench.qp;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.qp.model.ParticleState;
import org.snapfit.qp.model.ParticleSystem;
import org.snapfit.qp.model.Spring;
import org.snapfit.qp.model.SpringKind;
import org.snapfit.qp.response.MeshObstacle;
import org.snapfit.qp.step.CableScenes;
import org.snapfit.qp.step.StepEngine;
import org.snapfit.qp.step.StepReport;
import org.snapfit.qp.step.StepSettings;

/**
 * One time step (assembly, detection, QP solve, integration) of a stiff cable held at both ends whose middle part
 * rests on a flat support; {@code supportFraction} of the cable lies on the support, so about that fraction of
 * the particles are in contact (≈ 10 contacts at 100 particles with 0.1, ≈ 500 at 1000 with 0.5).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class QpStepBench {

    @Param({"100", "1000", "10000"})
    public int particles;

    @Param({"0.1", "0.5"})
    public double supportFraction;

    private StepEngine engine;

    /** Last step's report, so the step cannot be optimised away. */
    public StepReport last;

    /** Builds the scene and lets it settle for 20 steps. */
    @Setup(Level.Trial)
    public void setUp() {
        double r = CableScenes.THICKNESS;
        double ys = -20;
        double half = 500 * supportFraction;
        ParticleSystem.Builder b = ParticleSystem.builder().gravity(CableScenes.GRAVITY).drag(CableScenes.DRAG);
        List<Vec3> x = new ArrayList<>();
        List<Vec3> v = new ArrayList<>();
        for (int i = 0; i < particles; i++) {
            double px = -500 + 1000.0 * i / (particles - 1);
            double py = Math.abs(px) <= half ? ys : ys * (500 - Math.abs(px)) / (500 - half);
            b.addParticle(CableScenes.CABLE_MASS / particles, i == 0 || i == particles - 1);
            x.add(new Vec3(px, py, 0));
            v.add(Vec3.ZERO);
        }
        for (int i = 0; i + 1 < particles; i++) {
            b.addSpring(new Spring(i, i + 1, CableScenes.STIFFNESS, CableScenes.DAMPING,
                    x.get(i).distance(x.get(i + 1)), SpringKind.STRETCH));
        }
        for (int i = 0; i + 2 < particles; i++) {
            b.addSpring(new Spring(i, i + 2, CableScenes.BENDING_STIFFNESS, 0, x.get(i).distance(x.get(i + 2)),
                    SpringKind.BEND));
        }
        double yp = ys - r;
        TriangleMesh plane = TriangleMesh.of(List.of(new Vec3(-half - 10, yp, -50), new Vec3(half + 10, yp, -50),
                new Vec3(half + 10, yp, 50), new Vec3(-half - 10, yp, 50)),
                List.of(new int[] {0, 2, 1}, new int[] {0, 3, 2}));
        engine = StepEngine.of(b.build(), ParticleState.of(x, v), List.of(MeshObstacle.of("support", plane, 0)),
                StepSettings.of(1e-3, r));
        for (int s = 0; s < 20; s++) {
            last = engine.step();
        }
    }

    /**
     * One time step.
     *
     * @return the step report
     */
    @Benchmark
    public StepReport step() {
        last = engine.step();
        return last;
    }
}

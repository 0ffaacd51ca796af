package org.snapfit.bench.qp;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.mesh.MeshReader;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.qp.model.ParticleState;
import org.snapfit.qp.model.ParticleSystem;
import org.snapfit.qp.model.Spring;
import org.snapfit.qp.model.SpringKind;
import org.snapfit.qp.response.MeshObstacle;
import org.snapfit.qp.step.StepEngine;
import org.snapfit.qp.step.StepReport;
import org.snapfit.qp.step.StepSettings;

/**
 * One drape step (the {@code snapfit drape} engine: assembly, broad and narrow phase, QP solve, integration) of a
 * cable of {@code particles} particles (1 m, held at both ends, the scale of the built-in cylinder scene) lying over
 * a finely tessellated cylinder read from a binary STL file of about {@code triangles} triangles (radius 100 mm,
 * axis z, written at setup and read back through cad-import's {@link MeshReader}). The cable starts on the
 * cylinder's top and settles for 30 steps before measuring.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DrapeStepBench {

    @Param({"1000"})
    public int particles;

    @Param({"100000"})
    public int triangles;

    private StepEngine engine;

    /** Last step's report, so the step cannot be optimised away. */
    public StepReport last;

    /** Writes the STL, reads it back, builds the cable and lets it settle. */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
        int sides = 500;
        int rings = Math.max(1, (triangles - 2 * sides) / (2 * sides));
        Path stl = Files.createTempFile("snapfit-drape-bench", ".stl");
        try {
            Files.write(stl, cylinderStl(100, 100, sides, rings));
            TriangleMesh mesh = MeshReader.read(stl, new ImportReport(stl.toString()));
            double r = 5;
            ParticleSystem.Builder b = ParticleSystem.builder().gravity(new Vec3(0, -9810, 0)).drag(0.1);
            List<Vec3> x = new ArrayList<>();
            List<Vec3> v = new ArrayList<>();
            for (int i = 0; i < particles; i++) {
                double px = -500 + 1000.0 * i / (particles - 1);
                b.addParticle(0.1 / particles, i == 0 || i == particles - 1);
                x.add(new Vec3(px, 100 + r + 0.1, 0));
                v.add(Vec3.ZERO);
            }
            for (int i = 0; i + 1 < particles; i++) {
                b.addSpring(new Spring(i, i + 1, 100, 1e-3, x.get(i).distance(x.get(i + 1)), SpringKind.STRETCH));
            }
            for (int i = 0; i + 2 < particles; i++) {
                b.addSpring(new Spring(i, i + 2, 0.01, 0, x.get(i).distance(x.get(i + 2)), SpringKind.BEND));
            }
            engine = StepEngine.of(b.build(), ParticleState.of(x, v), List.of(MeshObstacle.of("part", mesh, 0)),
                    StepSettings.of(1e-3, r));
            for (int s = 0; s < 30; s++) {
                last = engine.step();
            }
        } finally {
            Files.deleteIfExists(stl);
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

    /** A closed cylinder (radius, half length, in mm) along z as binary STL: sides × rings quads and two fans. */
    static byte[] cylinderStl(double radius, double half, int sides, int rings) {
        int count = 2 * sides * rings + 2 * sides;
        ByteBuffer buf = ByteBuffer.allocate(84 + 50 * count).order(ByteOrder.LITTLE_ENDIAN);
        buf.position(80);
        buf.putInt(count);
        for (int k = 0; k < sides; k++) {
            double a0 = 2 * Math.PI * k / sides;
            double a1 = 2 * Math.PI * (k + 1) / sides;
            for (int j = 0; j < rings; j++) {
                double z0 = -half + 2 * half * j / rings;
                double z1 = -half + 2 * half * (j + 1) / rings;
                Vec3 p00 = new Vec3(radius * Math.cos(a0), radius * Math.sin(a0), z0);
                Vec3 p10 = new Vec3(radius * Math.cos(a1), radius * Math.sin(a1), z0);
                Vec3 p01 = new Vec3(radius * Math.cos(a0), radius * Math.sin(a0), z1);
                Vec3 p11 = new Vec3(radius * Math.cos(a1), radius * Math.sin(a1), z1);
                triangle(buf, p00, p10, p11);
                triangle(buf, p00, p11, p01);
            }
            Vec3 b0 = new Vec3(radius * Math.cos(a0), radius * Math.sin(a0), -half);
            Vec3 b1 = new Vec3(radius * Math.cos(a1), radius * Math.sin(a1), -half);
            triangle(buf, new Vec3(0, 0, -half), b1, b0);
            triangle(buf, new Vec3(0, 0, half), new Vec3(b0.x(), b0.y(), half), new Vec3(b1.x(), b1.y(), half));
        }
        return buf.array();
    }

    private static void triangle(ByteBuffer buf, Vec3 a, Vec3 b, Vec3 c) {
        for (int i = 0; i < 3; i++) {
            buf.putFloat(0);
        }
        for (Vec3 p : List.of(a, b, c)) {
            buf.putFloat((float) p.x());
            buf.putFloat((float) p.y());
            buf.putFloat((float) p.z());
        }
        buf.putShort((short) 0);
    }
}

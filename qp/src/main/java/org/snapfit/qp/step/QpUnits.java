package org.snapfit.qp.step;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.qp.engine.model.SiParticleSystem;
import org.snapfit.qp.engine.model.SiSpring;
import org.snapfit.qp.engine.model.SiState;
import org.snapfit.qp.engine.response.SiObstacle;
import org.snapfit.qp.model.ParticleState;
import org.snapfit.qp.model.ParticleSystem;
import org.snapfit.qp.model.Spring;
import org.snapfit.qp.response.MeshObstacle;

/**
 * The conversion at the module's edge between the public units (mm, kg, s, N) and the SI units (m, kg, s, N) the
 * engine in {@code org.snapfit.qp.engine} works in. Mass, time and force are the same in both; lengths are
 * multiplied by {@link #M_PER_MM} on the way in and by {@link #MM_PER_M} on the way out, stiffness and damping
 * (per length) the other way round. Each quantity is converted by one multiplication, so a value converted in once
 * is what the engine sees. (The engine reads {@link StepSettings} in mm and writes {@link StepReport} in mm itself.)
 * Stateless.
 */
final class QpUnits {
    /** Metres per millimetre. */
    static final double M_PER_MM = 1e-3;
    /** Millimetres per metre. */
    static final double MM_PER_M = 1e3;

    private QpUnits() {
    }

    static SiParticleSystem system(ParticleSystem mm) {
        SiParticleSystem.Builder b = SiParticleSystem.builder()
                .gravity(mm.gravity().scale(M_PER_MM)).drag(mm.drag());
        for (int i = 0; i < mm.size(); i++) {
            b.addParticle(mm.mass(i), mm.isFixed(i));
        }
        for (Spring s : mm.springs()) {
            b.addSpring(new SiSpring(s.i(), s.j(), s.stiffness() * MM_PER_M,
                    s.damping() * MM_PER_M, s.restLength() * M_PER_MM, s.kind()));
        }
        return b.build();
    }

    static ParticleSystem system(SiParticleSystem si) {
        ParticleSystem.Builder b = ParticleSystem.builder().gravity(si.gravity().scale(MM_PER_M)).drag(si.drag());
        for (int i = 0; i < si.size(); i++) {
            b.addParticle(si.mass(i), si.isFixed(i));
        }
        for (SiSpring s : si.springs()) {
            b.addSpring(new Spring(s.i(), s.j(), s.stiffness() * M_PER_MM, s.damping() * M_PER_MM,
                    s.restLength() * MM_PER_M, s.kind()));
        }
        return b.build();
    }

    static SiState state(ParticleState mm) {
        return SiState.ofArrays(scale(mm.positions(), M_PER_MM),
                scale(mm.velocities(), M_PER_MM));
    }

    static ParticleState state(SiState si) {
        return ParticleState.ofArrays(scale(si.positions(), MM_PER_M), scale(si.velocities(), MM_PER_M));
    }

    static SiObstacle obstacle(MeshObstacle mm) {
        return SiObstacle.of(mm.name(), scaled(mm.mesh(), M_PER_MM),
                mm.thickness() * M_PER_MM);
    }

    static MeshObstacle obstacle(SiObstacle si) {
        return MeshObstacle.of(si.name(), scaled(si.mesh(), MM_PER_M), si.thickness() * MM_PER_M);
    }

    static List<SiObstacle> obstaclesSi(List<MeshObstacle> mm) {
        List<SiObstacle> out = new ArrayList<>(mm.size());
        for (MeshObstacle o : mm) {
            out.add(obstacle(o));
        }
        return out;
    }

    static List<MeshObstacle> obstaclesMm(List<SiObstacle> si) {
        List<MeshObstacle> out = new ArrayList<>(si.size());
        for (SiObstacle o : si) {
            out.add(obstacle(o));
        }
        return List.copyOf(out);
    }

    static double[] scale(double[] a, double f) {
        double[] out = new double[a.length];
        for (int k = 0; k < a.length; k++) {
            out[k] = a[k] * f;
        }
        return out;
    }

    static TriangleMesh scaled(TriangleMesh mesh, double factor) {
        List<Vec3> v = new ArrayList<>(mesh.vertexCount());
        for (int i = 0; i < mesh.vertexCount(); i++) {
            v.add(mesh.vertex(i).scale(factor));
        }
        List<int[]> t = new ArrayList<>(mesh.triangleCount());
        for (int i = 0; i < mesh.triangleCount(); i++) {
            t.add(new int[] {mesh.corner(i, 0), mesh.corner(i, 1), mesh.corner(i, 2)});
        }
        return TriangleMesh.of(v, t);
    }
}

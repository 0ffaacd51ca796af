package org.snapfit.cli.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.qp.model.ParticleState;
import org.snapfit.qp.model.ParticleSystem;
import org.snapfit.qp.model.Spring;
import org.snapfit.qp.model.SpringKind;
import org.snapfit.qp.response.MeshObstacle;
import org.snapfit.qp.step.Scene;
import org.snapfit.qp.step.StepSettings;

/**
 * Builds the QP-Collide scene of a drape scene file: the cable as a chain of equal particles with structural springs
 * between neighbours and bending springs between particles i and i + 2, the obstacles' meshes placed by their poses,
 * all converted from mm, kg, s, N to the SI units of the qp module ({@link SceneUnits}). Stateless.
 */
public final class DrapeModel {

    private DrapeModel() {
    }

    /**
     * The engine-side scene (SI) and the obstacles' placed meshes (mm) of a drape scene file.
     *
     * @param scene the qp scene in SI units
     * @param meshesMm the placed obstacle meshes in mm, in the file's order
     */
    public record Built(Scene scene, List<TriangleMesh> meshesMm) {
    }

    /**
     * Builds the scene.
     *
     * @param file the scene file (with a cable)
     * @param warnings receives warnings (importer remarks, open meshes)
     * @return the built scene
     * @throws IllegalArgumentException if the file has no cable, a part cannot be read, or the cable starts inside
     *     an obstacle's skin (naming the particle and the obstacle)
     */
    public static Built build(SceneFile file, Consumer<String> warnings) {
        SceneFile.CableSpec c = file.cable().orElseThrow(() -> new IllegalArgumentException(file.source()
                + ": cable is missing; snapfit drape needs a scene with a cable (use snapfit insert for a body)"));
        List<MeshObstacle> obstacles = new ArrayList<>();
        List<TriangleMesh> meshes = new ArrayList<>();
        for (int i = 0; i < file.obstacles().size(); i++) {
            SceneFile.ObstacleSpec o = file.obstacles().get(i);
            TriangleMesh mm = SceneGeometry.placedMesh(o.file(), o.occurrence(), file.chordTolerance(), o.pose(),
                    file.source() + ": obstacles[" + i + "].file", warnings);
            meshes.add(mm);
            obstacles.add(MeshObstacle.of(o.name(), SceneGeometry.scaled(mm, SceneUnits.M_PER_MM),
                    SceneUnits.length(o.thickness())));
        }
        int n = c.particles();
        ParticleSystem.Builder b = ParticleSystem.builder().gravity(SceneUnits.length(file.gravity())).drag(c.drag());
        double m = c.mass() / n;
        double seg = SceneUnits.length(c.length()) / (n - 1);
        Vec3 from = SceneUnits.length(c.from());
        Vec3 step = SceneUnits.length(c.to()).subtract(from).scale(1.0 / (n - 1));
        List<Vec3> x = new ArrayList<>();
        List<Vec3> v = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            b.addParticle(m, c.fixed().contains(i));
            x.add(from.add(step.scale(i)));
            v.add(Vec3.ZERO);
        }
        double k = SceneUnits.perLength(c.stiffness());
        double damping = SceneUnits.perLength(c.damping());
        for (int i = 0; i + 1 < n; i++) {
            b.addSpring(new Spring(i, i + 1, k, damping, seg, SpringKind.STRETCH));
        }
        if (c.bendingStiffness() > 0) {
            double kb = SceneUnits.perLength(c.bendingStiffness());
            for (int i = 0; i + 2 < n; i++) {
                b.addSpring(new Spring(i, i + 2, kb, 0, 2 * seg, SpringKind.BEND));
            }
        }
        StepSettings settings = StepSettings.of(file.dt(), SceneUnits.length(c.thickness()))
                .withRegularisation(file.regularisation());
        if (c.strainLimits().isPresent()) {
            settings = settings.withStrainLimits(c.strainLimits().get()[0], c.strainLimits().get()[1]);
        }
        Scene scene = new Scene(file.name(), b.build(), ParticleState.of(x, v), obstacles, settings);
        return new Built(scene, meshes);
    }

    /**
     * The strain (l &minus; l<sub>0</sub>) / l<sub>0</sub> of the structural spring with the largest |strain|.
     *
     * @param system the particle system
     * @param state the state
     * @return the signed strain of largest magnitude (0 without structural springs)
     */
    public static double largestStrain(ParticleSystem system, ParticleState state) {
        double worst = 0;
        for (Spring s : system.springs()) {
            if (s.kind() != SpringKind.STRETCH) {
                continue;
            }
            double l = state.position(s.j()).subtract(state.position(s.i())).norm();
            double e = (l - s.restLength()) / s.restLength();
            if (Math.abs(e) > Math.abs(worst)) {
                worst = e;
            }
        }
        return worst;
    }
}

package org.snapfit.cli.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.qp.response.MeshObstacle;
import org.snapfit.qp.step.CableScenes;
import org.snapfit.qp.step.Scene;
import org.snapfit.qp.step.StepSettings;

/**
 * Builds the QP-Collide scene of a drape scene file: the cable as a chain of equal particles with structural springs
 * between neighbours and bending springs between particles i and i + 2, the obstacles' meshes placed by their poses,
 * all in the scene file's mm, kg, s, N (the qp module's units). Stateless.
 */
public final class DrapeModel {

    private DrapeModel() {
    }

    /**
     * The qp scene and the obstacles' placed meshes (mm) of a drape scene file.
     *
     * @param scene the qp scene
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
     * @throws IllegalArgumentException if the file has no cable, a part cannot be read, or a particle of the cable
     *     starts inside an obstacle's skin: inside the closed part or closer to its surface than the obstacle's
     *     thickness (naming the particle, its position and the obstacle)
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
            obstacles.add(MeshObstacle.of(o.name(), mm, o.thickness()));
        }
        StepSettings settings = StepSettings.of(file.dt(), c.thickness()).withRegularisation(file.regularisation());
        if (c.strainLimits().isPresent()) {
            settings = settings.withStrainLimits(c.strainLimits().get()[0], c.strainLimits().get()[1]);
        }
        CableScenes.StraightCable cable = new CableScenes.StraightCable(c.from(), c.to(), c.length(), c.particles(),
                c.mass(), c.stiffness(), c.bendingStiffness(), c.damping(), c.drag(), c.fixed());
        Scene scene = CableScenes.straight(file.name(), cable, file.gravity(), obstacles, settings);
        CableStart.check(file.source().toString(), scene.initial(), obstacles);
        return new Built(scene, meshes);
    }
}

package org.snapfit.qp.step;

import java.util.List;
import java.util.Objects;
import org.snapfit.qp.engine.step.SiScene;
import org.snapfit.qp.model.ParticleState;
import org.snapfit.qp.model.ParticleSystem;
import org.snapfit.qp.response.MeshObstacle;

/**
 * A ready-to-run scene: model, initial state, obstacles and settings, in mm, kg, s, N. Immutable. A scene keeps the
 * engine's SI form of its parts, converted once when it was made, so that every {@link #engine()} starts from the
 * same numbers.
 */
public final class Scene {
    private final SiScene si;

    Scene(SiScene si) {
        this.si = si;
    }

    /**
     * A scene from its parts.
     *
     * @param name the scene's name, e.g. {@code "cable-pulley"}
     * @param system the model (kg, mm/s&sup2;, N/mm, N&middot;s/mm, mm)
     * @param initial the initial state in mm and mm/s
     * @param obstacles the rigid obstacles in mm
     * @param settings the step settings
     * @return the scene
     */
    public static Scene of(String name, ParticleSystem system, ParticleState initial, List<MeshObstacle> obstacles,
            StepSettings settings) {
        Objects.requireNonNull(name, "name");
        return new Scene(new SiScene(name, QpUnits.system(system), QpUnits.state(initial),
                QpUnits.obstaclesSi(obstacles), settings));
    }

    /**
     * The name.
     *
     * @return the scene's name
     */
    public String name() {
        return si.name();
    }

    /**
     * The model.
     *
     * @return the system in kg, mm/s&sup2;, N/mm, N&middot;s/mm, mm
     */
    public ParticleSystem system() {
        return QpUnits.system(si.system());
    }

    /**
     * The number of particles.
     *
     * @return n
     */
    public int particles() {
        return si.system().size();
    }

    /**
     * The initial state.
     *
     * @return positions in mm, velocities in mm/s
     */
    public ParticleState initial() {
        return QpUnits.state(si.initial());
    }

    /**
     * The obstacles.
     *
     * @return the obstacles, meshes and thicknesses in mm
     */
    public List<MeshObstacle> obstacles() {
        return QpUnits.obstaclesMm(si.obstacles());
    }

    /**
     * The step settings.
     *
     * @return the settings in mm and s
     */
    public StepSettings settings() {
        return si.settings();
    }

    /**
     * A fresh engine at the initial state.
     *
     * @return the engine
     */
    public StepEngine engine() {
        return new StepEngine(si.engine());
    }

    /**
     * The same scene with other settings.
     *
     * @param s the settings
     * @return the copy
     */
    public Scene withSettings(StepSettings s) {
        return new Scene(si.withSettings(s));
    }

    /**
     * The same scene with another regularisation, everything else unchanged.
     *
     * @param l L in 1/kg, &ge; 0 (see {@link StepSettings#regularisation()})
     * @return the copy
     * @throws IllegalArgumentException if l is negative
     */
    public Scene withRegularisation(double l) {
        return new Scene(si.withSettings(si.settings().withRegularisation(l)));
    }
}

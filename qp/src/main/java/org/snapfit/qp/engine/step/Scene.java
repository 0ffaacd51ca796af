package org.snapfit.qp.engine.step;

import org.snapfit.qp.step.StepSettings;
import java.util.List;
import java.util.Objects;
import org.snapfit.qp.engine.model.ParticleState;
import org.snapfit.qp.engine.model.ParticleSystem;
import org.snapfit.qp.engine.response.MeshObstacle;

/**
 * A ready-to-run example: model, initial state, obstacles and settings. Immutable; SI units.
 *
 * @param name the scene's name, e.g. {@code "cable-pulley"}
 * @param system the model
 * @param initial the initial state
 * @param obstacles the rigid obstacles
 * @param settings the step settings
 */
public record Scene(String name, ParticleSystem system, ParticleState initial, List<MeshObstacle> obstacles,
        StepSettings settings) {

    /**
     * Copies the obstacle list.
     *
     * @param name the name
     * @param system the model
     * @param initial the initial state
     * @param obstacles the obstacles
     * @param settings the settings
     */
    public Scene {
        Objects.requireNonNull(name, "name");
        obstacles = List.copyOf(obstacles);
    }

    /**
     * A fresh engine at the initial state.
     *
     * @return the engine
     */
    public StepEngine engine() {
        return StepEngine.of(system, initial, obstacles, settings);
    }

    /**
     * The same scene with other settings.
     *
     * @param s the settings
     * @return the copy
     */
    public Scene withSettings(StepSettings s) {
        return new Scene(name, system, initial, obstacles, s);
    }
}

package org.snapfit.qp.engine.step;

import org.snapfit.qp.step.StepSettings;
import java.util.List;
import java.util.Objects;
import org.snapfit.qp.engine.model.SiState;
import org.snapfit.qp.engine.model.SiParticleSystem;
import org.snapfit.qp.engine.response.SiObstacle;

/**
 * A ready-to-run example: model, initial state, obstacles and settings. Immutable; SI units.
 *
 * @param name the scene's name, e.g. {@code "cable-pulley"}
 * @param system the model
 * @param initial the initial state
 * @param obstacles the rigid obstacles
 * @param settings the step settings
 */
public record SiScene(String name, SiParticleSystem system, SiState initial, List<SiObstacle> obstacles,
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
    public SiScene {
        Objects.requireNonNull(name, "name");
        obstacles = List.copyOf(obstacles);
    }

    /**
     * A fresh engine at the initial state.
     *
     * @return the engine
     */
    public SiStepEngine engine() {
        return SiStepEngine.of(system, initial, obstacles, settings);
    }

    /**
     * The same scene with other settings.
     *
     * @param s the settings
     * @return the copy
     */
    public SiScene withSettings(StepSettings s) {
        return new SiScene(name, system, initial, obstacles, s);
    }
}

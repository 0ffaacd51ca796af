package org.snapfit.qp.step;

import java.util.List;
import java.util.Objects;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.qp.engine.model.ImplicitEuler;
import org.snapfit.qp.engine.model.SiSpring;
import org.snapfit.qp.engine.model.SiState;
import org.snapfit.qp.engine.step.SiStepEngine;
import org.snapfit.qp.model.ParticleState;
import org.snapfit.qp.model.ParticleSystem;
import org.snapfit.qp.model.SpringKind;
import org.snapfit.qp.problem.QpProblem;
import org.snapfit.qp.response.MeshObstacle;

/**
 * Runs QP-Collide time steps on a particle system among rigid obstacles: each {@link #step()} assembles the
 * implicit Euler system, detects the contacts, builds the rows and solves one QP (re-linearised while strain or
 * contact rows are violated). Units mm, kg, s, N at this edge; the engine inside works in SI (m, kg, s, N) and every
 * quantity is converted once on the way in and once on the way out. Mutable (state and warm start); not
 * thread-safe.
 */
public final class StepEngine {
    /**
     * How far a detected contact may interfere after a step before its row is re-linearised, in mm (the engine's
     * 1e-10 m).
     */
    public static final Tolerance PENETRATION_TOLERANCE = Tolerance.of("penetrationTolerance",
            SiStepEngine.PENETRATION_TOLERANCE.value() * QpUnits.MM_PER_M, Unit.MILLIMETRE);

    private final SiStepEngine engine;

    StepEngine(SiStepEngine engine) {
        this.engine = engine;
    }

    /**
     * Creates an engine.
     *
     * @param system the model (kg, mm/s&sup2;, N/mm, N&middot;s/mm, mm)
     * @param initial the initial state in mm and mm/s (same particle count)
     * @param obstacles the rigid obstacles in mm
     * @param settings the settings
     * @return the engine
     * @throws IllegalArgumentException if the particle counts differ
     */
    public static StepEngine of(ParticleSystem system, ParticleState initial, List<MeshObstacle> obstacles,
            StepSettings settings) {
        Objects.requireNonNull(system, "system");
        Objects.requireNonNull(initial, "initial");
        Objects.requireNonNull(settings, "settings");
        return new StepEngine(SiStepEngine.of(QpUnits.system(system), QpUnits.state(initial),
                QpUnits.obstaclesSi(obstacles), settings));
    }

    /**
     * The current state.
     *
     * @return the state in mm and mm/s
     */
    public ParticleState state() {
        return QpUnits.state(engine.state());
    }

    /**
     * The model.
     *
     * @return the system in kg, mm/s&sup2;, N/mm, N&middot;s/mm, mm
     */
    public ParticleSystem system() {
        return QpUnits.system(engine.system());
    }

    /**
     * The obstacles.
     *
     * @return an unmodifiable list, meshes and thicknesses in mm
     */
    public List<MeshObstacle> obstacles() {
        return QpUnits.obstaclesMm(engine.obstacles());
    }

    /**
     * The settings.
     *
     * @return the settings in mm and s
     */
    public StepSettings settings() {
        return engine.settings();
    }

    /**
     * The rows of the first QP of the next step, for inspection and benchmarks. A QP is pure numbers; these are
     * those of the engine's SI scaling: unknowns &Delta;v in m/s, K in kg, b and &mu; in N&middot;s, contact and
     * strain rows in m/s.
     *
     * @return the QP that {@link #step()} would solve first
     */
    public QpProblem nextProblem() {
        return engine.nextProblem();
    }

    /**
     * Advances one time step.
     *
     * @return the step's diagnostics in mm, kg, s, N
     */
    public StepReport step() {
        return engine.step();
    }

    /**
     * The largest interference max(0, r &minus; g) over every vertex&ndash;triangle and edge&ndash;edge pair of the
     * current state.
     *
     * @return the penetration in mm
     */
    public double maxPenetration() {
        return engine.maxPenetration() * QpUnits.MM_PER_M;
    }

    /**
     * The kinetic plus potential (gravity and springs) energy of the current state.
     *
     * @return the energy in mJ (= N&middot;mm)
     */
    public double totalEnergy() {
        return (ImplicitEuler.kineticEnergy(engine.system(), engine.state())
                + ImplicitEuler.potentialEnergy(engine.system(), engine.state())) * QpUnits.MM_PER_M;
    }

    /**
     * The strain (l &minus; l<sub>0</sub>) / l<sub>0</sub> of the structural spring with the largest |strain| in
     * the current state.
     *
     * @return the signed strain of largest magnitude, dimensionless (0 without structural springs)
     */
    public double largestStrain() {
        double worst = 0;
        SiState s = engine.state();
        for (SiSpring sp : engine.system().springs()) {
            if (sp.kind() != SpringKind.STRETCH) {
                continue;
            }
            double l = s.position(sp.j()).subtract(s.position(sp.i())).norm();
            double e = (l - sp.restLength()) / sp.restLength();
            if (Math.abs(e) > Math.abs(worst)) {
                worst = e;
            }
        }
        return worst;
    }
}

package org.snapfit.qp.step;

import java.util.Objects;
import org.snapfit.core.check.Require;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.qp.engine.model.ImplicitEuler;
import org.snapfit.qp.engine.response.Constraints;
import org.snapfit.qp.solver.QpSolver;

/**
 * Settings of a {@link StepEngine}, in mm and s. Immutable and thread-safe; change with {@code with…} copies.
 *
 * @param dt the time step h in s, finite and &gt; 0
 * @param particleThickness r<sub>i</sub> of the deformable in mm, &ge; 0
 * @param contactMargin extra contact search distance in mm (widened by 2 h |v|<sub>max</sub> each step)
 * @param minStrain the smallest allowed strain of structural springs (dimensionless), in (&minus;1, 0]; used when
 *     {@code strainLimited}
 * @param maxStrain the largest allowed strain (dimensionless), &ge; 0; used when {@code strainLimited}
 * @param strainLimited whether structural springs get strain-limit rows
 * @param strainTolerance how far a strain may exceed its limit before another linearisation pass (dimensionless)
 * @param maxPasses the largest number of QP solves per step (&ge; 1)
 * @param regularisation L of &sect;7.1 for every inequality row, &ge; 0 (0: none), in 1/kg: an active row holds as
 *     J x &minus; c = L &mu; with the row's velocity in m/s and &mu; in N&middot;s (m/s per N&middot;s = 1/kg)
 * @param solver the QP solver
 */
public record StepSettings(double dt, double particleThickness, Tolerance contactMargin, double minStrain,
        double maxStrain, boolean strainLimited, Tolerance strainTolerance, int maxPasses, double regularisation,
        QpSolver solver) {

    /** The default contact margin: 1 mm. */
    public static final Tolerance DEFAULT_MARGIN = Tolerance.of("contactMargin", 1, Unit.MILLIMETRE);
    /** The default strain tolerance (dimensionless). */
    public static final Tolerance DEFAULT_STRAIN_TOLERANCE =
            Tolerance.of("strainTolerance", 1e-10, Unit.DIMENSIONLESS);
    /** The default largest number of QP solves per step. */
    public static final int DEFAULT_MAX_PASSES = 6;

    /**
     * Validates the settings.
     *
     * @param dt the time step in s
     * @param particleThickness r<sub>i</sub> in mm
     * @param contactMargin the margin in mm
     * @param minStrain the smallest strain
     * @param maxStrain the largest strain
     * @param strainLimited whether strain rows are used
     * @param strainTolerance the strain tolerance
     * @param maxPasses the pass limit
     * @param regularisation L in 1/kg
     * @param solver the solver
     * @throws IllegalArgumentException if dt &le; 0, a thickness, margin, strain, pass count or L is out of range
     */
    public StepSettings {
        ImplicitEuler.checkStep(dt);
        Require.nonNegative("particleThickness (mm)", particleThickness);
        Objects.requireNonNull(contactMargin, "contactMargin");
        if (contactMargin.unit() != Unit.MILLIMETRE) {
            throw new IllegalArgumentException("contactMargin is in " + contactMargin.unit() + "; it must be in mm");
        }
        Objects.requireNonNull(strainTolerance, "strainTolerance");
        Objects.requireNonNull(solver, "solver");
        Constraints.checkStrains(minStrain, maxStrain);
        if (maxPasses < 1) {
            throw new IllegalArgumentException("maxPasses = " + maxPasses + "; it must be >= 1");
        }
        Require.nonNegative("regularisation", regularisation);
    }

    /**
     * Defaults for a time step: no strain limits, {@link #DEFAULT_MARGIN}, no regularisation, the default solver.
     *
     * @param dt the time step in s
     * @param particleThickness r<sub>i</sub> in mm
     * @return the settings
     * @throws IllegalArgumentException if dt &le; 0 or the thickness is negative
     */
    public static StepSettings of(double dt, double particleThickness) {
        return new StepSettings(dt, particleThickness, DEFAULT_MARGIN, 0, 0, false, DEFAULT_STRAIN_TOLERANCE,
                DEFAULT_MAX_PASSES, 0, QpSolver.withDefaults());
    }

    /**
     * A copy with strain limits on every structural spring.
     *
     * @param min the smallest strain, in (&minus;1, 0]
     * @param max the largest strain, &ge; 0
     * @return the copy
     * @throws IllegalArgumentException if a bound is out of range
     */
    public StepSettings withStrainLimits(double min, double max) {
        return new StepSettings(dt, particleThickness, contactMargin, min, max, true, strainTolerance, maxPasses,
                regularisation, solver);
    }

    /**
     * A copy with another regularisation.
     *
     * @param l L in 1/kg, &ge; 0
     * @return the copy
     * @throws IllegalArgumentException if l is negative
     */
    public StepSettings withRegularisation(double l) {
        return new StepSettings(dt, particleThickness, contactMargin, minStrain, maxStrain, strainLimited,
                strainTolerance, maxPasses, l, solver);
    }

    /**
     * A copy with another time step.
     *
     * @param h the step in s
     * @return the copy
     * @throws IllegalArgumentException if h &le; 0
     */
    public StepSettings withDt(double h) {
        return new StepSettings(h, particleThickness, contactMargin, minStrain, maxStrain, strainLimited,
                strainTolerance, maxPasses, regularisation, solver);
    }

    /**
     * A copy with another solver.
     *
     * @param s the solver
     * @return the copy
     */
    public StepSettings withSolver(QpSolver s) {
        return new StepSettings(dt, particleThickness, contactMargin, minStrain, maxStrain, strainLimited,
                strainTolerance, maxPasses, regularisation, s);
    }
}

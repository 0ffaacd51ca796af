package org.snapfit.impulse.engine.sim;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.contact.ContactKey;
import org.snapfit.impulse.contact.ContactState;
import org.snapfit.core.linalg.Cholesky;
import org.snapfit.impulse.engine.model.MechanicalSystem;
import org.snapfit.impulse.solver.CollisionResult;
import org.snapfit.impulse.solver.ImpulseSolver;
import org.snapfit.impulse.solver.ImpulseSolverEngine;

/**
 * The part of a simulation step that does not depend on the geometry: the state (q, q̇, t), the Fig. 1 state
 * machine, collision resolution by eq. (15) and the semi-implicit Euler integration of eq. (5). Shared by the planar
 * and the spatial engine. Mutable; internal.
 */
final class StepKernel {

    /** Rows the solver workspace holds at first; it grows when a collision has more. */
    private static final int INITIAL_ROWS = 8;

    private final MechanicalSystem system;
    private final ImpulseSolver solver;
    private final double restitution;
    private final double dt;
    private final Tolerance collisionVelocity;
    private final ContactStates states = new ContactStates();
    private int maxRows = INITIAL_ROWS;
    private ImpulseSolverEngine engine;
    private double[] q;
    private double[] qd;
    private double time;
    private int step;

    StepKernel(MechanicalSystem system, ImpulseSolver solver, double restitution, double timeStep,
            Tolerance collisionVelocity, double[] q0, double[] qd0) {
        this.system = system;
        this.solver = Objects.requireNonNull(solver, "solver");
        if (!(restitution >= 0 && restitution <= 1)) {
            throw new IllegalArgumentException("restitution e = " + restitution + "; it must lie in [0, 1]");
        }
        if (!(timeStep > 0) || Double.isInfinite(timeStep)) {
            throw new IllegalArgumentException("timeStep Δt = " + timeStep + "; it must be positive and finite");
        }
        if (collisionVelocity.unit() != Unit.METRE_PER_SECOND) {
            throw new IllegalArgumentException("collisionVelocity = " + collisionVelocity + "; it must be in m/s");
        }
        this.restitution = restitution;
        this.dt = timeStep;
        this.collisionVelocity = collisionVelocity;
        // validates lengths and finiteness, naming the quantity
        system.kineticEnergy(q0, qd0);
        this.q = q0.clone();
        this.qd = qd0.clone();
        this.engine = solver.newEngine(system.dof(), maxRows);
    }

    double[] q() {
        return q;
    }

    double[] qd() {
        return qd;
    }

    double time() {
        return time;
    }

    int stepIndex() {
        return step;
    }

    double timeStep() {
        return dt;
    }

    /** The Fig. 1 states of this step's contacts (see {@link ContactStates#advance}). */
    ContactState[] classify(List<ContactKey> keys, double[] normalVelocities) {
        return states.advance(keys, normalVelocities, collisionVelocity.value());
    }

    boolean collisionState() {
        return states.lastWasCollision();
    }

    /** Resolves a collision state with the given rows (eq. 15) and replaces q̇. */
    SiCollisionRecord resolve(List<double[]> rows, int contacts) {
        int d = system.dof();
        int c = rows.size();
        if (c > maxRows) {
            maxRows = Math.max(c, 2 * maxRows);
            engine = solver.newEngine(d, maxRows);
        }
        double[] j = new double[c * d];
        for (int i = 0; i < c; i++) {
            System.arraycopy(rows.get(i), 0, j, i * d, d);
        }
        CollisionResult result = engine.solve(flatInertia(), j, qd, d, c, restitution);
        qd = result.velocityAfter();
        return new SiCollisionRecord(contacts, c, result, result.impulsiveForce(dt));
    }

    /**
     * Eq. (5) by semi-implicit Euler: q̇ ← q̇ + Δt D⁻¹(Q − B − G), q ← advance(q, q̇, Δt); then the step count and
     * the time (step × Δt, no drift) advance.
     *
     * @param generalizedForce Q = Σ J_iᵀF_i (+ J_hᵀF_h), overwritten
     */
    void integrate(double[] generalizedForce) {
        int d = system.dof();
        double[] b = system.coriolis(q, qd);
        double[] g = system.gravity(q);
        for (int k = 0; k < d; k++) {
            generalizedForce[k] -= b[k] + g[k];
        }
        double[] factor = new double[d * d];
        if (Cholesky.factor(flatInertia(), factor, d, 0) != Cholesky.SUCCESS) {
            throw new SnapfitInternalError("inertia of " + system + " is not positive definite at q = "
                    + Arrays.toString(q));
        }
        Cholesky.solve(factor, d, generalizedForce);
        for (int k = 0; k < d; k++) {
            qd[k] += dt * generalizedForce[k];
        }
        q = system.advance(q, qd, dt);
        step++;
        time = step * dt;
    }

    private double[] flatInertia() {
        int d = system.dof();
        double[][] dm = system.inertia(q);
        double[] flat = new double[d * d];
        for (int i = 0; i < d; i++) {
            System.arraycopy(dm[i], 0, flat, i * d, d);
        }
        return flat;
    }
}

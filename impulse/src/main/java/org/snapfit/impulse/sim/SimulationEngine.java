package org.snapfit.impulse.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.contact.ContactDetector;
import org.snapfit.impulse.contact.ContactKey;
import org.snapfit.impulse.contact.ContactState;
import org.snapfit.impulse.contact.DetectedContact;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.internal.Dense;
import org.snapfit.impulse.model.PlanarSystem;
import org.snapfit.impulse.solver.CollisionResult;
import org.snapfit.impulse.solver.ImpulseSolver;
import org.snapfit.impulse.solver.ImpulseSolverEngine;

/**
 * Steps a planar proxy (linkage or free body) with the force model of Constantinescu et al.: each step
 * <ol>
 *   <li>detects contacts and classifies them (Fig. 1): a contact is non-separating when its relative normal
 *       velocity is below −{@code collisionVelocity}; the step is a collision state when a contact that was not in
 *       contact before is non-separating;</li>
 *   <li>in a collision state, resolves all non-separating contacts at once by eq. (15) and replaces q̇;</li>
 *   <li>applies penalty and friction forces (eqs. 3–4) at the continuous contacts and the user's coupler force,
 *       and integrates eq. (5) with semi-implicit Euler: q̇ ← q̇ + Δt D⁻¹(−B − G + Σ J_iᵀF_i + J_hᵀF_h),
 *       q ← q + Δt q̇.</li>
 * </ol>
 * Mutable and not thread-safe (an engine); results are immutable. SI units.
 */
public final class SimulationEngine {

    /** The default separation threshold: approaching faster than 1 mm/s counts as non-separating (m/s). */
    public static final Tolerance DEFAULT_COLLISION_VELOCITY = Tolerance.of("collisionVelocity", 1e-3,
            Unit.METRE_PER_SECOND);

    /** Rows the solver workspace holds at first; it grows when a collision has more. */
    private static final int INITIAL_ROWS = 8;

    private final ContactDetector detector;
    private final PlanarSystem system;
    private final PenaltyFrictionModel forces;
    private final ImpulseSolver solver;
    private final double restitution;
    private final double dt;
    private final Tolerance collisionVelocity;
    private final Optional<HandCoupler> hand;
    private final Map<ContactKey, ContactState> states = new HashMap<>();
    private int maxRows = INITIAL_ROWS;
    private ImpulseSolverEngine engine;
    private double[] q;
    private double[] qd;
    private double time;
    private int step;

    /**
     * Creates an engine at an initial state.
     *
     * @param detector the contact detector (it holds the system and obstacles)
     * @param forces the continuous-contact force model
     * @param solver the collision solver
     * @param restitution e ∈ [0, 1]
     * @param timeStep Δt (s), {@code > 0}
     * @param collisionVelocity the separation threshold (m/s)
     * @param hand the user's coupler, if any
     * @param q0 the initial configuration
     * @param qd0 the initial velocity
     * @throws IllegalArgumentException if e is outside [0, 1], Δt is not positive, the threshold is not a
     *     velocity, the hand link does not exist, or the state is invalid (the message names the quantity)
     */
    public SimulationEngine(ContactDetector detector, PenaltyFrictionModel forces, ImpulseSolver solver,
            double restitution, double timeStep, Tolerance collisionVelocity, Optional<HandCoupler> hand, double[] q0,
            double[] qd0) {
        this.detector = Objects.requireNonNull(detector, "detector");
        this.system = detector.system();
        this.forces = Objects.requireNonNull(forces, "forces");
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
        this.hand = Objects.requireNonNull(hand, "hand");
        if (hand.isPresent() && hand.get().link() >= system.linkCount()) {
            throw new IllegalArgumentException("hand link = " + hand.get().link() + "; the system has "
                    + system.linkCount() + " links");
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

    /**
     * The current configuration.
     *
     * @return a copy of q
     */
    public double[] configuration() {
        return q.clone();
    }

    /**
     * The current velocity.
     *
     * @return a copy of q̇
     */
    public double[] velocity() {
        return qd.clone();
    }

    /**
     * The current time.
     *
     * @return t (s)
     */
    public double time() {
        return time;
    }

    /**
     * Advances one step.
     *
     * @return the step's result
     */
    public StepResult step() {
        int d = system.dof();
        List<DetectedContact> found = detector.detect(q, qd, time);
        boolean collisionState = false;
        boolean[] nonSeparating = new boolean[found.size()];
        for (int i = 0; i < found.size(); i++) {
            DetectedContact c = found.get(i);
            nonSeparating[i] = c.normalVelocity() < -collisionVelocity.value();
            ContactState prev = states.getOrDefault(c.key(), ContactState.NONE);
            collisionState |= prev.triggersCollision(true, nonSeparating[i]);
        }
        ContactState[] now = new ContactState[found.size()];
        List<double[]> rows = new ArrayList<>();
        int colliding = 0;
        for (int i = 0; i < found.size(); i++) {
            now[i] = states.getOrDefault(found.get(i).key(), ContactState.NONE).next(true, nonSeparating[i],
                    collisionState);
            if (now[i] == ContactState.COLLIDING) {
                colliding++;
                rows.addAll(found.get(i).jacobianRows());
            }
        }
        Optional<CollisionRecord> collision = Optional.empty();
        double[] qdBefore = qd.clone();
        if (collisionState) {
            collision = Optional.of(resolve(rows, colliding));
        }
        // continuous-contact forces with velocities updated by the impulse
        double[] gen = new double[d];
        List<ContactReport> reports = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            DetectedContact c = found.get(i);
            Vec2 f = Vec2.ZERO;
            if (now[i] == ContactState.CONTINUOUS) {
                double[][] fj = c.forceJacobian();
                double dvx = 0;
                double dvy = 0;
                for (int k = 0; k < d; k++) {
                    dvx += fj[0][k] * (qd[k] - qdBefore[k]);
                    dvy += fj[1][k] * (qd[k] - qdBefore[k]);
                }
                Vec2 n = c.contact().normal2();
                Vec2 dv = new Vec2(dvx, dvy);
                f = forces.force(n, c.contact().penetration(), c.normalVelocity() + dv.dot(n),
                        c.tangentialVelocity() + dv.dot(n.perp()));
                for (int k = 0; k < d; k++) {
                    gen[k] += fj[0][k] * f.x() + fj[1][k] * f.y();
                }
            }
            reports.add(new ContactReport(c.key(), now[i], c.contact(), c.normalVelocity(), c.tangentialVelocity(), f));
        }
        states.clear();
        for (int i = 0; i < found.size(); i++) {
            states.put(found.get(i).key(), now[i]);
        }
        Vec2 fh = Vec2.ZERO;
        if (hand.isPresent()) {
            HandCoupler h = hand.get();
            Vec2 p = system.linkPose(q, h.link()).apply(h.localPoint());
            Vec2 v = system.pointVelocity(q, qd, h.link(), p);
            fh = h.force(p, v, time);
            double[][] jh = system.pointJacobian(q, h.link(), p);
            for (int k = 0; k < d; k++) {
                gen[k] += jh[0][k] * fh.x() + jh[1][k] * fh.y();
            }
        }
        double[] b = system.coriolis(q, qd);
        double[] g = system.gravity(q);
        for (int k = 0; k < d; k++) {
            gen[k] -= b[k] + g[k];
        }
        double[] flat = flatInertia(d);
        double[] factor = new double[d * d];
        if (Dense.cholesky(flat, factor, d, 0) >= 0) {
            throw new org.snapfit.algebra.number.SnapfitInternalError("inertia of " + system
                    + " is not positive definite at q = " + java.util.Arrays.toString(q));
        }
        Dense.choleskySolve(factor, d, gen);
        for (int k = 0; k < d; k++) {
            qd[k] += dt * gen[k];
        }
        double t0 = time;
        q = system.advance(q, qd, dt);
        step++;
        time = step * dt; // no drift from repeated addition
        return new StepResult(step - 1, t0, q, qd, reports, collision, system.kineticEnergy(q, qd), fh);
    }

    private double[] flatInertia(int d) {
        double[][] dm = system.inertia(q);
        double[] flat = new double[d * d];
        for (int i = 0; i < d; i++) {
            System.arraycopy(dm[i], 0, flat, i * d, d);
        }
        return flat;
    }

    private CollisionRecord resolve(List<double[]> rows, int colliding) {
        int d = system.dof();
        int c = rows.size();
        if (c > maxRows) {
            maxRows = Math.max(c, 2 * maxRows);
            engine = solver.newEngine(d, maxRows);
        }
        double[] flat = flatInertia(d);
        double[] j = new double[c * d];
        for (int i = 0; i < c; i++) {
            System.arraycopy(rows.get(i), 0, j, i * d, d);
        }
        CollisionResult result = engine.solve(flat, j, qd, d, c, restitution);
        double[] after = result.velocityAfter();
        qd = after;
        double[] fcol = result.impulsiveForce(dt);
        return new CollisionRecord(colliding, c, result, fcol);
    }

}

package org.snapfit.impulse.engine.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.engine.contact.PlanarContactDetector;
import org.snapfit.impulse.contact.ContactKey;
import org.snapfit.impulse.contact.ContactState;
import org.snapfit.impulse.engine.contact.DetectedContact;
import org.snapfit.impulse.engine.force.SiPenaltyFrictionModel;
import org.snapfit.impulse.engine.model.PlanarSystem;
import org.snapfit.impulse.solver.ImpulseSolver;
import org.snapfit.impulse.sim.HandCoupler;

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
public final class SiSimulationEngine {

    /** The default separation threshold: approaching faster than 1 mm/s counts as non-separating (m/s). */
    public static final Tolerance DEFAULT_COLLISION_VELOCITY = Tolerance.of("collisionVelocity", 1e-3,
            Unit.METRE_PER_SECOND);

    private final PlanarContactDetector detector;
    private final PlanarSystem system;
    private final SiPenaltyFrictionModel forces;
    private final Optional<HandCoupler> hand;
    private final StepKernel kernel;

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
    public SiSimulationEngine(PlanarContactDetector detector, SiPenaltyFrictionModel forces, ImpulseSolver solver,
            double restitution, double timeStep, Tolerance collisionVelocity, Optional<HandCoupler> hand, double[] q0,
            double[] qd0) {
        this.detector = Objects.requireNonNull(detector, "detector");
        this.system = detector.system();
        this.forces = Objects.requireNonNull(forces, "forces");
        this.hand = Objects.requireNonNull(hand, "hand");
        if (hand.isPresent() && hand.get().link() >= system.linkCount()) {
            throw new IllegalArgumentException("hand link = " + hand.get().link() + "; the system has "
                    + system.linkCount() + " links");
        }
        this.kernel = new StepKernel(system, solver, restitution, timeStep, collisionVelocity, q0, qd0);
    }

    /**
     * The current configuration.
     *
     * @return a copy of q
     */
    public double[] configuration() {
        return kernel.q().clone();
    }

    /**
     * The current velocity.
     *
     * @return a copy of q̇
     */
    public double[] velocity() {
        return kernel.qd().clone();
    }

    /**
     * The current time.
     *
     * @return t (s)
     */
    public double time() {
        return kernel.time();
    }

    /**
     * Advances one step.
     *
     * @return the step's result
     */
    public SiStepResult step() {
        int d = system.dof();
        double[] q = kernel.q();
        double time = kernel.time();
        List<DetectedContact> found = detector.detect(q, kernel.qd(), time);
        List<ContactKey> keys = new ArrayList<>();
        double[] vn = new double[found.size()];
        for (int i = 0; i < found.size(); i++) {
            keys.add(found.get(i).key());
            vn[i] = found.get(i).normalVelocity();
        }
        ContactState[] now = kernel.classify(keys, vn);
        boolean collisionState = kernel.collisionState();
        List<double[]> rows = new ArrayList<>();
        int colliding = 0;
        for (int i = 0; i < found.size(); i++) {
            if (now[i] == ContactState.COLLIDING) {
                colliding++;
                rows.addAll(found.get(i).jacobianRows());
            }
        }
        Optional<SiCollisionRecord> collision = Optional.empty();
        double[] qdBefore = kernel.qd().clone();
        if (collisionState) {
            collision = Optional.of(kernel.resolve(rows, colliding));
        }
        double[] qd = kernel.qd();
        // continuous-contact forces with velocities updated by the impulse
        double[] gen = new double[d];
        List<SiContactReport> reports = new ArrayList<>();
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
            reports.add(new SiContactReport(c.key(), now[i], c.contact(), c.normalVelocity(), c.tangentialVelocity(), f));
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
        kernel.integrate(gen);
        double[] qNew = kernel.q();
        double[] qdNew = kernel.qd();
        return new SiStepResult(kernel.stepIndex() - 1, time, qNew, qdNew, reports, collision,
                system.kineticEnergy(qNew, qdNew), fh);
    }
}

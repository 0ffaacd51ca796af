package org.snapfit.impulse.engine.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.impulse.contact.ContactKey;
import org.snapfit.impulse.contact.ContactState;
import org.snapfit.impulse.engine.contact.SpatialContact;
import org.snapfit.impulse.engine.contact.SpatialContactDetector;
import org.snapfit.impulse.engine.force.SiPenaltyFrictionModel;
import org.snapfit.impulse.engine.model.SiFreeBody3;
import org.snapfit.impulse.solver.ImpulseSolver;

/**
 * Steps a free rigid body in space ({@link SiFreeBody3}, a convex polyhedron) against fixed and moving convex
 * polyhedra with the force model of Constantinescu et al., exactly like the planar {@link SiSimulationEngine}:
 * <ol>
 *   <li>detects contacts (vertex and edge–edge, {@link SpatialContactDetector}) and classifies them (Fig. 1): a
 *       contact is non-separating when v_n &lt; −{@code collisionVelocity}; the step is a collision state when a
 *       contact that was not in contact before is non-separating;</li>
 *   <li>in a collision state, resolves all non-separating contacts at once by eq. (15) (one row nᵀJ per contact,
 *       d = 6; a flat face landing gives a redundant set and the pseudo-inverse path) and replaces q̇;</li>
 *   <li>applies the penalty and regularised friction force (eqs. 3–4, friction against the tangential slip
 *       vector) at the continuous contacts and integrates eq. (5) with semi-implicit Euler:
 *       q̇ ← q̇ + Δt D⁻¹(−B − G + Σ J_iᵀF_i), then position and orientation advance with q̇ (the orientation by
 *       the exponential map).</li>
 * </ol>
 * Moving obstacles are kinematic and momentarily fixed during a collision (the paper's local model), so the
 * resolution is passive for the body; their motion acts through the relative velocities of the continuous forces.
 * Mutable and not thread-safe (an engine); results are immutable. SI units; approximate.
 */
public final class SiSpatialSimulationEngine {

    private static final int DOF = 6;

    private final SpatialContactDetector detector;
    private final SiFreeBody3 body;
    private final SiPenaltyFrictionModel forces;
    private final StepKernel kernel;
    private final Optional<SiSpatialHand> hand;
    private final Vec3 externalForce;

    /**
     * Creates an engine at an initial state.
     *
     * @param detector the contact detector (it holds the body, its shape and the obstacles)
     * @param forces the continuous-contact force model
     * @param solver the collision solver
     * @param restitution e ∈ [0, 1]
     * @param timeStep Δt (s), {@code > 0}
     * @param collisionVelocity the separation threshold (m/s)
     * @param q0 the initial configuration (7 entries: position, unit quaternion)
     * @param qd0 the initial velocity (6 entries: v, ω in world axes)
     * @throws IllegalArgumentException if e is outside [0, 1], Δt is not positive and finite, the threshold is not
     *     a velocity, or the state is invalid (the message names the quantity)
     */
    public SiSpatialSimulationEngine(SpatialContactDetector detector, SiPenaltyFrictionModel forces,
            ImpulseSolver solver, double restitution, double timeStep, Tolerance collisionVelocity, double[] q0,
            double[] qd0) {
        this.detector = Objects.requireNonNull(detector, "detector");
        this.body = detector.body();
        this.forces = Objects.requireNonNull(forces, "forces");
        this.kernel = new StepKernel(body, solver, restitution, timeStep, collisionVelocity, q0, qd0);
        this.hand = Optional.empty();
        this.externalForce = Vec3.ZERO;
    }

    /**
     * Creates an engine at an initial state with a hand coupled to the body's centroid and a constant external force
     * on it (e.g. gravity along any direction, m g).
     *
     * @param detector the contact detector (it holds the body, its shape and the obstacles)
     * @param forces the continuous-contact force model
     * @param solver the collision solver
     * @param restitution e ∈ [0, 1]
     * @param timeStep Δt (s), {@code > 0}
     * @param collisionVelocity the separation threshold (m/s)
     * @param q0 the initial configuration (7 entries: position, unit quaternion)
     * @param qd0 the initial velocity (6 entries: v, ω in world axes)
     * @param hand the hand's virtual coupling, if any
     * @param externalForce a constant force on the centroid (N)
     * @throws IllegalArgumentException as the other constructor, or if the external force is not finite
     */
    public SiSpatialSimulationEngine(SpatialContactDetector detector, SiPenaltyFrictionModel forces,
            ImpulseSolver solver, double restitution, double timeStep, Tolerance collisionVelocity, double[] q0,
            double[] qd0, Optional<SiSpatialHand> hand, Vec3 externalForce) {
        this.detector = Objects.requireNonNull(detector, "detector");
        this.body = detector.body();
        this.forces = Objects.requireNonNull(forces, "forces");
        this.kernel = new StepKernel(body, solver, restitution, timeStep, collisionVelocity, q0, qd0);
        this.hand = Objects.requireNonNull(hand, "hand");
        if (!Double.isFinite(externalForce.x()) || !Double.isFinite(externalForce.y())
                || !Double.isFinite(externalForce.z())) {
            throw new IllegalArgumentException("external force = " + externalForce + " N; it must be finite");
        }
        this.externalForce = externalForce;
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
    public SiSpatialStepResult step() {
        double[] q = kernel.q();
        double time = kernel.time();
        List<SpatialContact> found = detector.detect(q, kernel.qd(), time);
        List<ContactKey> keys = new ArrayList<>();
        double[] vn = new double[found.size()];
        for (int i = 0; i < found.size(); i++) {
            keys.add(found.get(i).key());
            vn[i] = found.get(i).normalVelocity();
        }
        ContactState[] now = kernel.classify(keys, vn);
        List<double[]> rows = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            if (now[i] == ContactState.COLLIDING) {
                rows.add(found.get(i).jacobianRow());
            }
        }
        Optional<SiCollisionRecord> collision = Optional.empty();
        double[] qdBefore = kernel.qd().clone();
        if (kernel.collisionState()) {
            collision = Optional.of(kernel.resolve(rows, rows.size()));
        }
        double[] qd = kernel.qd();
        double[] gen = new double[DOF];
        List<SiSpatialContactReport> reports = new ArrayList<>();
        for (int i = 0; i < found.size(); i++) {
            SpatialContact c = found.get(i);
            Vec3 f = Vec3.ZERO;
            if (now[i] == ContactState.CONTINUOUS) {
                double[][] j = body.pointJacobian(q, c.contact().point());
                double[] dv = new double[3];
                for (int r = 0; r < 3; r++) {
                    for (int k = 0; k < DOF; k++) {
                        dv[r] += j[r][k] * (qd[k] - qdBefore[k]);
                    }
                }
                Vec3 n = c.contact().normal();
                Vec3 dvv = new Vec3(dv[0], dv[1], dv[2]);
                double dvn = dvv.dot(n);
                Vec3 vt = c.tangentialVelocity().add(dvv.subtract(n.scale(dvn)));
                f = forces.force(n, c.contact().penetration(), c.normalVelocity() + dvn, vt);
                for (int k = 0; k < DOF; k++) {
                    gen[k] += j[0][k] * f.x() + j[1][k] * f.y() + j[2][k] * f.z();
                }
            }
            reports.add(new SiSpatialContactReport(c.key(), now[i], c.contact(), c.normalVelocity(),
                    c.tangentialVelocity(), f));
        }
        Vec3 handForce = Vec3.ZERO;
        if (hand.isPresent()) {
            handForce = hand.get().force(new Vec3(q[0], q[1], q[2]), new Vec3(qd[0], qd[1], qd[2]), time);
        }
        gen[0] += handForce.x() + externalForce.x();
        gen[1] += handForce.y() + externalForce.y();
        gen[2] += handForce.z() + externalForce.z();
        kernel.integrate(gen);
        double[] qNew = kernel.q();
        double[] qdNew = kernel.qd();
        return new SiSpatialStepResult(kernel.stepIndex() - 1, time, qNew, qdNew, reports, collision,
                body.kineticEnergy(qNew, qdNew), handForce);
    }
}

package org.snapfit.tracking.tracker;

import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.model.ParametricFeature;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.TrackingResult;

/**
 * Tracks the closest points of one feature pair (point, planar curve or surface patch on body A against the same
 * kinds on body B) while both bodies translate and rotate, by the feedback-stabilised scheme of Patoglu and
 * Gillespie. Mutable engine; not thread-safe; {@link #update} allocates only its result.
 *
 * <p><b>Model.</b> Body X ∈ {A, B} has pose (R_X(t), p_X(t)), world angular velocity ω_X and origin velocity v_X.
 * A witness on A is f = p_A + R_A f̂(u, v) with world tangents f_u = R_A f̂_u (likewise f_v, f_uu, f_uv, f_vv);
 * on B, h = p_B + R_B ĥ(r, s). With ΔR = f − h the projection errors (paper eqs. 1–4) are Ψ^u = ΔR·f_u,
 * Ψ^v = ΔR·f_v, Ψ^r = ΔR·h_r, Ψ^s = ΔR·h_s (a curve keeps one parameter, a point none).
 *
 * <p><b>Derivation of M and b (ours; the printed ones have typos and omit translation).</b> The material velocity
 * of body X at a world point q is V_X(q) = v_X + ω_X × (q − p_X). Differentiating in the world frame,
 * ḟ = V_A(f) + f_u u̇ + f_v v̇ and (f_u)˙ = ω_A × f_u + f_uu u̇ + f_uv v̇ (likewise for h with B). Then
 * <pre>
 *   Ψ̇^u = ΔṘ·f_u + ΔR·(f_u)˙
 *       = (f_u·f_u + ΔR·f_uu) u̇ + (f_v·f_u + ΔR·f_uv) v̇ − (h_r·f_u) ṙ − (h_s·f_u) ṡ
 *         + (V_A(f) − V_B(h))·f_u + ΔR·(ω_A × f_u),
 * </pre>
 * and since ΔR·(ω_A × f_u) = −(ω_A × (f − h))·f_u, the motion term is b_u = (V_A(h) − V_B(h))·f_u: minus the
 * velocity of the witness h relative to body A, projected on f_u. Symmetrically
 * <pre>
 *   Ψ̇^r = (f_u·h_r) u̇ + (f_v·h_r) v̇ + (−h_r·h_r + ΔR·h_rr) ṙ + (−h_s·h_r + ΔR·h_rs) ṡ + b_r,
 *   b_r = (V_A(f) − V_B(f))·h_r,
 * </pre>
 * with the v and s rows obtained by the substitutions u→v, r→s (second derivatives f_uv, f_vv, h_rs, h_ss). So
 * Ψ̇ = M w + b, w = (u̇, v̇, ṙ, ṡ), with
 * <pre>
 *   M = [ f_i·f_k + ΔR·f_ik     −h_l·f_i           ]    (i, k ∈ A parameters)
 *       [ f_k·h_j               −h_l·h_j + ΔR·h_jl ]    (j, l ∈ B parameters)
 * </pre>
 * M = diag(I, −I)·H where H is the Hessian of ½|ΔR|² in (u, v, r, s); H is positive definite near the closest
 * pair of strictly convex features, so M is invertible there. Feedback linearisation w = M⁻¹(μ − b) with
 * μ = −KΨ gives Ψ̇ = −KΨ.
 *
 * <p><b>Saturation.</b> A parameter at a bound whose velocity points out of its box is held (velocity 0) and the
 * system is re-solved on the remaining parameters (a refinement of the paper's zeroing, which would leave the
 * coupling term of the held velocity in the other rows); the held parameter's projection error is then not
 * regulated (the constrained optimum has Ψ ≠ 0 there). After each step parameters are clamped to their box.
 *
 * <p><b>Integration.</b> {@link #update} moves both bodies from their previous poses to the new ones at constant
 * velocities (linear in translation, constant world angular velocity in rotation) over dt, integrating the
 * parameters with the chosen {@link Integrator} in ⌈dt/h⌉ equal sub-steps of size ≤ h (still stable: Kh' &lt; Kh).
 * A sub-step whose inner stage leaves the parameter box (possible only far from the optimum or at a saturated
 * bound) is redone as one explicit Euler step, so that a zeroed stage slope cannot freeze the witness.
 * The system is solved through the Cholesky factor of H = diag(I, −I)·M (hand-rolled, n ≤ 4, no allocation); a
 * patch–patch pair with every parameter strictly inside its box (the common case) takes an unrolled path: the ten
 * entries of the symmetric H computed once each (only the witness points and first derivatives are rotated into
 * the world; the curvature terms ΔR·f_ik are taken as (R_Aᵀ ΔR)·f̂_ik in each body's frame), H = L·D·Lᵀ without
 * square roots (its pivots D are the squared Cholesky diagonal, so the same pivot test), the motion term as one
 * affine map V_A(q) − V_B(q) = c + (ω_A − ω_B) × q evaluated at both witnesses.
 * Where H is not numerically positive definite (a Cholesky pivot below {@link #SINGULAR_PIVOT_RATIO} times the
 * largest entry: singular, or outside the basin, where w would head for a stationary point that is not a
 * minimum, such as the farthest point of a circle) the step falls back to gradient descent on ½|ΔR|² with rate
 * K / max|M_ij|. Velocities are scaled down so that no parameter moves more than {@link #MAX_STEP_FRACTION} of
 * its box width per sub-step.
 *
 * <p><b>Cost.</b> The end state of an update is the start of the next: its feature evaluations and geometry
 * (witnesses, Ψ, M) are reused there, only the motion term b is recomputed; at the end of an update the solve is
 * skipped when no parameter is at a bound (nothing can be held).
 *
 * <p><b>Structure.</b> The maths above (Ψ, M, b, saturation, gradient fallback, velocity cap) is the package's
 * {@code ProjectionSystem}; the sub-step grid, clamping, the rate bound of the crossing scan and the
 * re-integration of an update up to an offset τ are its {@code SubStepper}; this class is the public face of both.
 *
 * <p>Units: mm, s, rad; gains 1/s.
 */
public final class FeaturePairTracker {

    /** Relative pivot below which M counts as singular (dimensionless). */
    public static final double SINGULAR_PIVOT_RATIO = 1e-12;

    /**
     * Largest parameter change per sub-step as a fraction of the parameter's box width (dimensionless); larger
     * velocities are scaled down uniformly (direction kept). Inactive near convergence, it keeps a poor start from
     * jumping across the box.
     */
    public static final double MAX_STEP_FRACTION = 0.25;

    /** Largest number of sub-steps one {@link #update} may take (dt / h). */
    public static final int MAX_SUBSTEPS = 1_000_000;

    private final Integrator method;
    private final double gain;
    private final double step;
    private final ProjectionSystem system;
    private final SubStepper stepper;
    private final double[] x;

    /**
     * Starts tracking.
     *
     * @param featureA feature on body A
     * @param featureB feature on body B
     * @param method the integrator
     * @param gain the gain K (1/s), 0 &lt; K &lt; K_max(step, method)
     * @param step the largest integration step h (s)
     * @param initialA initial parameters of A (length = its dimension, inside its box)
     * @param initialB initial parameters of B (length = its dimension, inside its box)
     * @param poseA initial pose of A
     * @param poseB initial pose of B
     * @throws IllegalArgumentException naming the argument if a feature, the method or a pose is null, the gain
     *     or step is invalid (see {@link Integrator#checkGain}), or an initial parameter is missing, not finite
     *     or outside its box
     */
    public FeaturePairTracker(ParametricFeature featureA, ParametricFeature featureB, Integrator method, double gain, double step,
            double[] initialA, double[] initialB, Pose3 poseA, Pose3 poseB) {
        if (featureA == null || featureB == null) {
            throw new IllegalArgumentException("featureA/featureB is null; both features are required");
        }
        if (method == null) {
            throw new IllegalArgumentException("method is null; choose an Integrator");
        }
        method.checkGain(gain, step);
        requirePose("poseA", poseA);
        requirePose("poseB", poseB);
        this.method = method;
        this.gain = gain;
        this.step = step;
        this.system = new ProjectionSystem(gain, poseA, poseB);
        this.stepper = new SubStepper(system, method, step);
        this.x = stepper.x;
        system.setFeatures(featureA, featureB);
        initParameters("initialA", featureA, initialA, 0);
        initParameters("initialB", featureB, initialB, system.na);
    }

    /**
     * Switches the pair to new features at the poses where the tracker stands (after {@link #advance} or
     * {@link #integrateTo}), starting at the given parameters, and evaluates the state with the bodies at rest
     * (as {@link #standStill}): the reset map of a mode switch without building a new tracker. Allocation-free.
     *
     * @param newA feature on body A
     * @param newB feature on body B
     * @param initialA parameters of A (at least its dimension, inside its box)
     * @param initialB parameters of B (at least its dimension, inside its box)
     * @throws IllegalArgumentException naming the argument if a parameter is not finite or outside its box
     */
    void retarget(ParametricFeature newA, ParametricFeature newB, double[] initialA, double[] initialB) {
        system.setFeatures(newA, newB);
        stepper.reset();
        setParameters("initialA", newA, initialA, 0);
        setParameters("initialB", newB, initialB, system.na);
        standStill();
    }

    private void setParameters(String name, ParametricFeature f, double[] values, int offset) {
        for (int i = 0; i < f.dimension(); i++) {
            double value = values[i];
            if (!Double.isFinite(value) || value < f.lower(i) || value > f.upper(i)) {
                throw new IllegalArgumentException(name + "[" + i + "] = " + value + "; it must be finite and in ["
                        + f.lower(i) + ", " + f.upper(i) + "] of feature '" + f.name() + "'");
            }
            x[offset + i] = value;
            system.setBounds(f, i, offset + i);
        }
    }

    /**
     * World point x in body A's (or B's) frame at the pose where the tracker stands: R₀ᵀ(x − p₀). Allocation-free.
     *
     * @param onA body A (else B)
     * @param x world point, 3 values
     * @param out local point, 3 values
     */
    void toBodyFrame(boolean onA, double[] x, double[] out) {
        system.motion.toBodyFrame(onA, x, out);
    }

    private void initParameters(String name, ParametricFeature f, double[] values, int offset) {
        if (values == null || values.length != f.dimension()) {
            throw new IllegalArgumentException(name + " has length " + (values == null ? "null" : values.length)
                    + "; feature '" + f.name() + "' has " + f.dimension() + " parameter(s)");
        }
        setParameters(name, f, values, offset);
    }

    private static void requirePose(String name, Pose3 pose) {
        if (pose == null) {
            throw new IllegalArgumentException(name + " is null; a pose is required (NaN poses cannot be built)");
        }
    }

    /**
     * The gain K.
     *
     * @return K (1/s)
     */
    public double gain() {
        return gain;
    }

    /**
     * The largest step h.
     *
     * @return h (s)
     */
    public double step() {
        return step;
    }

    /**
     * The integrator.
     *
     * @return the method
     */
    public Integrator method() {
        return method;
    }

    /**
     * The state at the last poses, bodies at rest (no motion term).
     *
     * @return the current result
     */
    public TrackingResult current() {
        standStill();
        return result();
    }

    /** Evaluates the state at the last poses with the bodies at rest (as {@link #current}, no result). */
    void standStill() {
        stepper.standStill();
    }

    /**
     * Moves the bodies to new poses over dt and advances the witness points.
     *
     * @param poseA new pose of A
     * @param poseB new pose of B
     * @param dt elapsed time (s), finite, positive, at most {@link #MAX_SUBSTEPS} steps h
     * @return the tracking result at the new poses
     * @throws IllegalArgumentException naming the argument if a pose is null or dt is not finite and positive
     *     or too long
     * @throws SnapfitInternalError if a feature evaluation produced a non-finite number
     */
    public TrackingResult update(Pose3 poseA, Pose3 poseB, double dt) {
        advance(poseA, poseB, dt);
        return result();
    }

    /**
     * {@link #update} without building a result (allocation-free): the state is read through the package
     * accessors ({@link #parameter}, {@link #distanceNow}, {@link #witnessA}, ...).
     */
    void advance(Pose3 poseA, Pose3 poseB, double dt) {
        requirePose("poseA", poseA);
        requirePose("poseB", poseB);
        Require.positive("dt", dt);
        if (dt / step > MAX_SUBSTEPS) {
            throw new IllegalArgumentException("dt = " + dt + " s is more than " + MAX_SUBSTEPS + " steps of h = "
                    + step + " s");
        }
        stepper.advance(poseA, poseB, dt);
    }

    /**
     * A parameter of the state where the tracker stands.
     *
     * @param index 0, 1: u, v of A; 2, 3: r, s of B
     * @return its value, 0 if the feature has no such parameter
     */
    double parameter(int index) {
        int na = system.na;
        int nb = system.n - na;
        if (index < 2) {
            return index < na ? x[index] : 0;
        }
        return index - 2 < nb ? x[na + index - 2] : 0;
    }

    /**
     * Distance between the witnesses where the tracker stands.
     *
     * @return |f − h| (mm)
     */
    double distanceNow() {
        double[] dr = system.dr;
        return Math.sqrt(dr[0] * dr[0] + dr[1] * dr[1] + dr[2] * dr[2]);
    }

    /**
     * A world coordinate of A's witness where the tracker stands.
     *
     * @param axis 0, 1, 2 for x, y, z
     * @return the coordinate (mm)
     */
    double witnessA(int axis) {
        return system.ga[axis];
    }

    /**
     * A's world evaluation where the tracker stands: point (0–2) and first derivatives (3–8) (layout of
     * {@link ParametricFeature#evaluate}, rotated into the world; the second derivatives are not kept in the world). The
     * tracker's own buffer, read-only for callers: valid until the tracker moves.
     *
     * @return the buffer
     */
    double[] worldA() {
        return system.ga;
    }

    /**
     * B's world evaluation where the tracker stands (as {@link #worldA()}). Read-only for callers.
     *
     * @return the buffer
     */
    double[] worldB() {
        return system.gb;
    }

    /**
     * A world coordinate of B's witness where the tracker stands.
     *
     * @param axis 0, 1, 2 for x, y, z
     * @return the coordinate (mm)
     */
    double witnessB(int axis) {
        return system.gb[axis];
    }

    /**
     * Norm of the projection errors over the parameters not held, where the tracker stands.
     *
     * @return |Ψ| (mm²)
     */
    double projectionErrorNow() {
        return system.projectionError();
    }

    /**
     * Number of parameters held at a bound in the last evaluation.
     *
     * @return the count
     */
    int heldNow() {
        return system.heldCount;
    }

    /**
     * Whether the tracker stands at the end of an {@link #advance} of a patch–patch pair (n = 4) with every
     * parameter strictly inside its box, known without a test (the end of advance checked it). False means "not
     * known": the caller tests the parameters itself. Both features' boxes are the tracker's bounds, so true implies
     * that both witnesses are interior to their patches.
     *
     * @return whether the patch pair is known to be interior
     */
    boolean interiorPatchPair() {
        return stepper.interiorPatchPair();
    }

    /**
     * Whether a parameter may have reached a bound inside the last {@link #advance}. With Euler (straight path on
     * each sub-step): a parameter was at a bound at a grid point. With RK2/RK4: some sub-step's end distances to a
     * bound add up to at most the largest stage velocity times the sub-step. False means every parameter stayed
     * strictly inside its box through the whole update.
     *
     * @return whether a bound may have been touched
     */
    boolean boundRisk() {
        return stepper.boundRisk();
    }

    /**
     * Time margin of the state where the tracker stands: min over parameters of (distance to the nearer bound) /
     * (rate bound of the last update), the shortest time in which a parameter could reach a bound (s); +∞ when no
     * parameter moves, 0 at a bound. With Euler, +∞ whenever every parameter is strictly inside: its path is a
     * straight line on each sub-step (the partial sub-step of {@link #integrateTo} has the same slope), so from a
     * strictly inside point a bound is reached inside an interval only at its far end, which is probed.
     *
     * @param atStart the state at the start of the last update (else where the tracker stands)
     * @return the margin (s)
     */
    double timeMargin(boolean atStart) {
        return stepper.timeMargin(atStart);
    }

    /**
     * Length of the last {@link #update}'s step (s).
     *
     * @return dt of the last update, 0 before the first
     */
    double stepLength() {
        return stepper.stepLength();
    }

    /**
     * Sub-step length of the last {@link #update} (s): the grid of the fixed-step scan of event location.
     *
     * @return dt / number of sub-steps
     */
    double substepLength() {
        return stepper.substepLength();
    }

    /**
     * Re-integrates the last {@link #update} from its start only up to offset τ ∈ [0, dt]: the same sub-step grid
     * up to the last grid point before τ, then one partial sub-step; the poses move at the same constant
     * velocities, so the state at τ = dt is exactly the update's. Afterwards the tracker stands at τ: parameters,
     * witnesses and stored poses are those at τ (a following {@link #update} continues from there). Allocation-free.
     *
     * @param tau offset within the last update (s), clamped to [0, dt]
     */
    void integrateTo(double tau) {
        stepper.integrateTo(tau);
    }

    /**
     * The state where the tracker stands (after {@link #update} or {@link #integrateTo}), motion terms kept.
     *
     * @return the result
     */
    TrackingResult resultNow() {
        return result();
    }

    private TrackingResult result() {
        system.checkFinite();
        double[] ga = system.ga;
        double[] gb = system.gb;
        return new TrackingResult(distanceNow(), new Vec3(ga[0], ga[1], ga[2]), new Vec3(gb[0], gb[1], gb[2]),
                parameter(0), parameter(1), parameter(2), parameter(3), projectionErrorNow(), system.heldCount);
    }
}

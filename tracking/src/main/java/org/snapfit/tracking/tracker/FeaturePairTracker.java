package org.snapfit.tracking.tracker;

import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.RigidMotion;
import org.snapfit.tracking.model.Feature;
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

    private Feature featureA;
    private Feature featureB;
    private final Integrator method;
    private final double gain;
    private final double step;
    private int na;
    private int n;

    private final double[] x = new double[4];
    private final double[] lo = new double[4];
    private final double[] hi = new double[4];
    private final double[] invWidth = new double[4];
    // largest |parameter velocity| of any stage of the current update (a rate bound for the crossing scan)
    private final double[] rate = new double[4];
    // whether a parameter may have reached a bound inside the current update (see substep)
    private boolean boundRisk;
    // true only when the state is the end of an advance with every parameter strictly inside its box (patch–patch:
    // n = 4); cleared by anything else that moves the state (see interiorPatchPair)
    private boolean endInside;

    /** Motion of body A and of body B over the current update (stored poses, velocities, kept start). */
    private RigidMotion motionA;
    private RigidMotion motionB;
    private final double[] ra = new double[9];
    private final double[] rb = new double[9];
    private final double[] pa = new double[3];
    private final double[] pb = new double[3];
    private final double[] la = new double[Feature.EVALUATION_LENGTH];
    private final double[] lb = new double[Feature.EVALUATION_LENGTH];
    private final double[] ga = new double[Feature.EVALUATION_LENGTH];
    private final double[] gb = new double[Feature.EVALUATION_LENGTH];
    private final double[] dr = new double[3];
    private final double[] vrel = new double[3];
    // patch–patch scratch: curvature terms of A (0–2) and B (3–5); motion constants c = v_A − v_B − ω_A × p_A + ω_B × p_B, Δω
    private final double[] curv = new double[6];
    private final double[] motion = new double[6];
    // whether a body turns in the current update (ω_A or ω_B not zero); else the motion term is v_A − v_B on the tangents
    private boolean turning;
    private final double[] psi = new double[4];
    private final double[] mm = new double[16];
    private final double[] bb = new double[4];
    private final double[] work = new double[16];
    private final double[] workRhs = new double[4];
    private final double[] chol = new double[16];
    private final double[] sol = new double[4];
    private final double[] dxLast = new double[4];
    private final boolean[] held = new boolean[4];
    private final int[] free = new int[4];
    private int heldCount;
    /** H = diag(I, −I)·M of a patch–patch pair and its L·D·Lᵀ factor (from patchPatchGeometry). */
    private final Ldlt4 h4 = new Ldlt4();
    private double substep;
    private boolean stageOutside;
    private final double[] saved = new double[4];
    private final double[] xStart = new double[4];
    private double stepLength;
    private final double[] xGeometry = new double[4];
    private boolean geometryAtStart;
    private double evalA0 = Double.NaN;
    private double evalA1 = Double.NaN;
    private double evalB0 = Double.NaN;
    private double evalB1 = Double.NaN;
    private int stepCount = 1;

    private final Stepper stepper = new Stepper();
    private final Stepper.Rhs rhs = this::derivative;

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
    public FeaturePairTracker(Feature featureA, Feature featureB, Integrator method, double gain, double step,
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
        this.featureA = featureA;
        this.featureB = featureB;
        this.method = method;
        this.gain = gain;
        this.step = step;
        this.na = featureA.dimension();
        this.n = na + featureB.dimension();
        initParameters("initialA", featureA, initialA, 0);
        initParameters("initialB", featureB, initialB, na);
        motionA = new RigidMotion(poseA);
        motionB = new RigidMotion(poseB);
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
    void retarget(Feature newA, Feature newB, double[] initialA, double[] initialB) {
        this.featureA = newA;
        this.featureB = newB;
        this.na = newA.dimension();
        this.n = na + newB.dimension();
        for (int i = 0; i < 4; i++) {
            x[i] = 0;
            lo[i] = 0;
            hi[i] = 0;
            invWidth[i] = 0;
        }
        setParameters("initialA", newA, initialA, 0);
        setParameters("initialB", newB, initialB, na);
        evalA0 = Double.NaN;
        evalA1 = Double.NaN;
        evalB0 = Double.NaN;
        evalB1 = Double.NaN;
        geometryAtStart = false;
        endInside = false;
        standStill();
    }

    private void setParameters(String name, Feature f, double[] values, int offset) {
        for (int i = 0; i < f.dimension(); i++) {
            double value = values[i];
            if (!Double.isFinite(value) || value < f.lower(i) || value > f.upper(i)) {
                throw new IllegalArgumentException(name + "[" + i + "] = " + value + "; it must be finite and in ["
                        + f.lower(i) + ", " + f.upper(i) + "] of feature '" + f.name() + "'");
            }
            x[offset + i] = value;
            lo[offset + i] = f.lower(i);
            hi[offset + i] = f.upper(i);
            invWidth[offset + i] = 1 / (f.upper(i) - f.lower(i));
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
        double[] r = (onA ? motionA : motionB).rotation();
        double[] p = (onA ? motionA : motionB).translation();
        double dx = x[0] - p[0];
        double dy = x[1] - p[1];
        double dz = x[2] - p[2];
        out[0] = r[0] * dx + r[3] * dy + r[6] * dz;
        out[1] = r[1] * dx + r[4] * dy + r[7] * dz;
        out[2] = r[2] * dx + r[5] * dy + r[8] * dz;
    }

    private void initParameters(String name, Feature f, double[] values, int offset) {
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
        zeroVelocities();
        substep = step;
        derivative(0, x, dxLast);
        checkFinite();
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
        if (!(dt > 0) || !Double.isFinite(dt)) {
            throw new IllegalArgumentException("dt = " + dt + "; the elapsed time must be finite and positive (s)");
        }
        double ratio = dt / step;
        if (ratio > MAX_SUBSTEPS) {
            throw new IllegalArgumentException("dt = " + dt + " s is more than " + MAX_SUBSTEPS + " steps of h = "
                    + step + " s");
        }
        velocities(poseA, poseB, dt);
        // start of this step, kept for event location (integrateTo); the start poses are kept by swapping the
        // pose buffers before the new poses are stored (no copies)
        copy4(x, xStart);
        rate[0] = 0;
        rate[1] = 0;
        rate[2] = 0;
        rate[3] = 0;
        boundRisk = false;
        endInside = false;
        stepLength = dt;
        stepCount = Math.max(1, (int) Math.ceil(ratio));
        double hh = dt / stepCount;
        for (int k = 0; k < stepCount; k++) {
            substep(k * hh, hh, hh);
        }
        if (atAnyBound()) {
            derivative(dt, x, dxLast);
        } else {
            // no parameter at a bound, so none is held: the end state needs the geometry (witnesses, Ψ, M for the
            // next update's start), not the solve
            geometry(dt, x);
            for (int i = 0; i < n; i++) {
                held[i] = false;
            }
            heldCount = 0;
            endInside = n == 4;
        }
        checkFinite();
        motionA.keepStart();
        motionB.keepStart();
        motionA.store(poseA);
        motionB.store(poseB);
        // the evaluation at dt is the next update's evaluation at its start
        copy4(x, xGeometry);
        geometryAtStart = true;
    }

    /**
     * Copies the four state slots (parameters beyond n are 0 and stay so); inline, where System.arraycopy of a
     * variable length would call a stub.
     */
    private static void copy4(double[] from, double[] to) {
        to[0] = from[0];
        to[1] = from[1];
        to[2] = from[2];
        to[3] = from[3];
    }

    private boolean atAnyBound() {
        for (int i = 0; i < n; i++) {
            if (x[i] <= lo[i] || x[i] >= hi[i]) {
                return true;
            }
        }
        return false;
    }

    /** The witnesses and projection errors of the last evaluation are finite, or an internal error. */
    private void checkFinite() {
        double sum = dr[0] + dr[1] + dr[2];
        if (n == 4) {
            sum += psi[0] + psi[1] + psi[2] + psi[3];
        } else {
            for (int i = 0; i < n; i++) {
                sum += psi[i];
            }
        }
        if (!Double.isFinite(sum)) {
            throw new SnapfitInternalError("non-finite distance for features '" + featureA.name() + "' and '"
                    + featureB.name() + "'");
        }
    }

    /**
     * A parameter of the state where the tracker stands.
     *
     * @param index 0, 1: u, v of A; 2, 3: r, s of B
     * @return its value, 0 if the feature has no such parameter
     */
    double parameter(int index) {
        int nb = n - na;
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
        return Math.sqrt(dr[0] * dr[0] + dr[1] * dr[1] + dr[2] * dr[2]);
    }

    /**
     * A world coordinate of A's witness where the tracker stands.
     *
     * @param axis 0, 1, 2 for x, y, z
     * @return the coordinate (mm)
     */
    double witnessA(int axis) {
        return ga[axis];
    }

    /**
     * A's world evaluation where the tracker stands: point (0–2) and first derivatives (3–8) (layout of
     * {@link Feature#evaluate}, rotated into the world; the second derivatives are not kept in the world). The
     * tracker's own buffer, read-only for callers: valid until the tracker moves.
     *
     * @return the buffer
     */
    double[] worldA() {
        return ga;
    }

    /**
     * B's world evaluation where the tracker stands (as {@link #worldA()}). Read-only for callers.
     *
     * @return the buffer
     */
    double[] worldB() {
        return gb;
    }

    /**
     * A world coordinate of B's witness where the tracker stands.
     *
     * @param axis 0, 1, 2 for x, y, z
     * @return the coordinate (mm)
     */
    double witnessB(int axis) {
        return gb[axis];
    }

    /**
     * Norm of the projection errors over the parameters not held, where the tracker stands.
     *
     * @return |Ψ| (mm²)
     */
    double projectionErrorNow() {
        if (heldCount == 0 && n == 4) {
            return Math.sqrt(psi[0] * psi[0] + psi[1] * psi[1] + psi[2] * psi[2] + psi[3] * psi[3]);
        }
        double norm = 0;
        for (int i = 0; i < n; i++) {
            if (!held[i]) {
                norm += psi[i] * psi[i];
            }
        }
        return Math.sqrt(norm);
    }

    /**
     * Number of parameters held at a bound in the last evaluation.
     *
     * @return the count
     */
    int heldNow() {
        return heldCount;
    }

    /** One sub-step of length hh from offset τ of the step; parameters clamped to their box afterwards. */
    private void substep(double tau, double hh, double capLength) {
        substep = capLength;
        copy4(x, saved);
        stageOutside = false;
        stepper.step(method, rhs, tau, hh, x, n);
        if (stageOutside) {
            redoAsEuler(tau, hh);
        }
        clampAndRisk(hh);
    }

    /**
     * An inner stage left the box, where saturation zeroes its slope and could freeze the step: the sub-step is
     * redone as explicit Euler from the (inside) start.
     */
    private void redoAsEuler(double tau, double hh) {
        derivative(tau, saved, dxLast);
        for (int i = 0; i < n; i++) {
            x[i] = saved[i] + hh * dxLast[i];
        }
    }

    /** Clamps the parameters to their box after a sub-step of length hh and updates {@link #boundRisk}. */
    private void clampAndRisk(double hh) {
        boolean euler = method == Integrator.EULER;
        for (int i = 0; i < n; i++) {
            double xi = x[i];
            if (!Double.isFinite(xi)) {
                throw new SnapfitInternalError("tracking parameter " + i + " became " + xi + " for features '"
                        + featureA.name() + "' and '" + featureB.name() + "'");
            }
            double l = lo[i];
            double h = hi[i];
            xi = Math.max(l, Math.min(h, xi));
            x[i] = xi;
            double s = saved[i];
            // Euler moves each parameter on a straight line over the sub-step, so it touches a bound inside only
            // at an end (min(s − l, h − s) ≤ 0 is s ≤ l or s ≥ h: the differences of finite doubles are exact in
            // sign); otherwise a parameter moving at most rate_i can touch a bound between the ends only if its
            // distances to that bound at both ends add up to at most rate_i·hh
            if (euler ? s <= l || s >= h || xi <= l || xi >= h
                    : Math.min(s - l, h - s) + Math.min(xi - l, h - xi) <= rate[i] * hh) {
                boundRisk = true;
            }
        }
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
        return endInside;
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
        return boundRisk;
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
        double[] xs = atStart ? xStart : x;
        double m = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double d = Math.min(xs[i] - lo[i], hi[i] - xs[i]);
            if (d <= 0) {
                return 0;
            }
            if (method == Integrator.EULER) {
                // a straight path from a point strictly inside reaches a bound at the far end at the earliest
                continue;
            }
            if (rate[i] > 0) {
                m = Math.min(m, d / rate[i]);
            }
        }
        return m;
    }

    /**
     * Length of the last {@link #update}'s step (s).
     *
     * @return dt of the last update, 0 before the first
     */
    double stepLength() {
        return stepLength;
    }

    /**
     * Sub-step length of the last {@link #update} (s): the grid of the fixed-step scan of event location.
     *
     * @return dt / number of sub-steps
     */
    double substepLength() {
        return stepLength / stepCount;
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
        geometryAtStart = false;
        endInside = false;
        double t = Math.max(0, Math.min(stepLength, tau));
        System.arraycopy(xStart, 0, x, 0, n);
        motionA.restoreStart();
        motionB.restoreStart();
        double hh = stepLength / stepCount;
        int full = Math.min(stepCount, (int) Math.floor(t / hh));
        for (int k = 0; k < full; k++) {
            substep(k * hh, hh, hh);
        }
        double rest = t - full * hh;
        if (rest > 0) {
            // the partial sub-step caps its velocities as the full one (same slope: Euler's path is the chord)
            substep(full * hh, rest, hh);
        }
        substep = hh;
        derivative(t, x, dxLast);
        checkFinite();
        // the tracker now stands at τ: stored poses = the stage poses at τ (R, p) and q(τ) = exp(ωτ/2) ⊗ q0
        motionA.standAt(t, ra, pa);
        motionB.standAt(t, rb, pb);
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
        checkFinite();
        return new TrackingResult(distanceNow(), new Vec3(ga[0], ga[1], ga[2]), new Vec3(gb[0], gb[1], gb[2]),
                parameter(0), parameter(1), parameter(2), parameter(3), projectionErrorNow(), heldCount);
    }

    // ---- motion ----

    private void zeroVelocities() {
        turning = false;
        motionA.rest();
        motionB.rest();
    }

    private void velocities(Pose3 poseA, Pose3 poseB, double dt) {
        motionA.velocityTo(poseA, dt);
        motionB.velocityTo(poseB, dt);
        turning = motionA.turning() || motionB.turning();
    }

    private static void toWorld(double[] r, double[] p, double[] local, double[] world) {
        for (int k = 0; k < 6; k++) {
            int o = 3 * k;
            double lx = local[o];
            double ly = local[o + 1];
            double lz = local[o + 2];
            world[o] = r[0] * lx + r[1] * ly + r[2] * lz;
            world[o + 1] = r[3] * lx + r[4] * ly + r[5] * lz;
            world[o + 2] = r[6] * lx + r[7] * ly + r[8] * lz;
        }
        world[0] += p[0];
        world[1] += p[1];
        world[2] += p[2];
    }

    // ---- dynamics ----

    private static double dot(double[] a, int ia, double[] b, int ib) {
        return a[ia] * b[ib] + a[ia + 1] * b[ib + 1] + a[ia + 2] * b[ib + 2];
    }

    /** vrel = V_A(q) − V_B(q) for q = g[0..2]. */
    private void relativeVelocity(double[] g) {
        double[] va = motionA.velocity();
        double[] wa = motionA.angularVelocity();
        double[] vb = motionB.velocity();
        double[] wb = motionB.angularVelocity();
        double qx = g[0];
        double qy = g[1];
        double qz = g[2];
        double ax = qx - pa[0];
        double ay = qy - pa[1];
        double az = qz - pa[2];
        double bx = qx - pb[0];
        double by = qy - pb[1];
        double bz = qz - pb[2];
        vrel[0] = va[0] + wa[1] * az - wa[2] * ay - vb[0] - (wb[1] * bz - wb[2] * by);
        vrel[1] = va[1] + wa[2] * ax - wa[0] * az - vb[1] - (wb[2] * bx - wb[0] * bz);
        vrel[2] = va[2] + wa[0] * ay - wa[1] * ax - vb[2] - (wb[0] * by - wb[1] * bx);
    }

    private void derivative(double tau, double[] xs, double[] dx) {
        if (n == 4 && strictlyInside(xs)) {
            derivativeInside4(tau, xs, dx);
        } else {
            derivativeGeneral(tau, xs, dx);
        }
    }

    /** {@link #derivative} in general: any dimensions, parameters possibly at (or a stage beyond) a bound. */
    private void derivativeGeneral(double tau, double[] xs, double[] dx) {
        for (int i = 0; i < n; i++) {
            if (xs[i] < lo[i] || xs[i] > hi[i]) {
                stageOutside = true;
            }
        }
        if (tau == 0 && geometryAtStart && sameAsGeometry(xs)) {
            // the previous update ended at these parameters and at the poses now stored as the start: the
            // witnesses, Ψ and M evaluated there stand (up to rounding of the stage pose at dt against the stored
            // pose); only the motion term b depends on the new velocities
            motionTerm();
        } else {
            geometryAtStart = false;
            geometry(tau, xs);
            motionTerm();
        }
        for (int i = 0; i < n; i++) {
            held[i] = false;
        }
        heldCount = 0;
        if (n == 4 && strictlyInside(xs)) {
            // patch–patch with no parameter at a bound: nothing can be held, one unrolled solve
            solve4();
        } else {
            solveSaturated(xs);
        }
        double largest = 0;
        for (int i = 0; i < n; i++) {
            dx[i] = held[i] ? 0 : sol[i];
            largest = Math.max(largest, Math.abs(dx[i]) * substep / (hi[i] - lo[i]));
        }
        if (largest > MAX_STEP_FRACTION) {
            double f = MAX_STEP_FRACTION / largest;
            for (int i = 0; i < n; i++) {
                dx[i] *= f;
            }
        }
        for (int i = 0; i < n; i++) {
            rate[i] = Math.max(rate[i], Math.abs(dx[i]));
        }
    }

    /**
     * {@link #derivative} of a patch–patch pair with every parameter strictly inside its box (the common case):
     * no stage outside, nothing held, the unrolled solve; the same numbers as the general path.
     */
    private void derivativeInside4(double tau, double[] xs, double[] dx) {
        if (!(tau == 0 && geometryAtStart && xs[0] == xGeometry[0] && xs[1] == xGeometry[1]
                && xs[2] == xGeometry[2] && xs[3] == xGeometry[3])) {
            // else: cached geometry of the previous update's end (see derivativeGeneral)
            geometryAtStart = false;
            geometry(tau, xs);
        }
        motionTerm4();
        solveInside4(dx);
    }

    /** The unrolled solve and velocity cap of {@link #derivativeInside4} (nothing held). */
    private void solveInside4(double[] dx) {
        held[0] = false;
        held[1] = false;
        held[2] = false;
        held[3] = false;
        heldCount = 0;
        solve4();
        double s0 = sol[0];
        double s1 = sol[1];
        double s2 = sol[2];
        double s3 = sol[3];
        double largest = Math.max(Math.max(Math.abs(s0) * invWidth[0], Math.abs(s1) * invWidth[1]),
                Math.max(Math.abs(s2) * invWidth[2], Math.abs(s3) * invWidth[3])) * substep;
        double f = largest > MAX_STEP_FRACTION ? MAX_STEP_FRACTION / largest : 1;
        dx[0] = s0 * f;
        dx[1] = s1 * f;
        dx[2] = s2 * f;
        dx[3] = s3 * f;
        rate[0] = Math.max(rate[0], Math.abs(dx[0]));
        rate[1] = Math.max(rate[1], Math.abs(dx[1]));
        rate[2] = Math.max(rate[2], Math.abs(dx[2]));
        rate[3] = Math.max(rate[3], Math.abs(dx[3]));
    }

    private boolean strictlyInside(double[] xs) {
        return xs[0] > lo[0] && xs[0] < hi[0] && xs[1] > lo[1] && xs[1] < hi[1]
                && xs[2] > lo[2] && xs[2] < hi[2] && xs[3] > lo[3] && xs[3] < hi[3];
    }

    /** The saturation loop: solve, hold the parameters at a bound whose velocity points out, re-solve. */
    private void solveSaturated(double[] xs) {
        if (n == 4) {
            h4.fillM(mm);
        }
        for (int round = 0; round <= n; round++) {
            solve();
            boolean changed = false;
            for (int i = 0; i < n; i++) {
                if (!held[i] && ((xs[i] <= lo[i] && sol[i] < 0) || (xs[i] >= hi[i] && sol[i] > 0))) {
                    held[i] = true;
                    heldCount++;
                    changed = true;
                }
            }
            if (!changed) {
                break;
            }
        }
    }

    /** Stage poses at τ, feature evaluations (cached), world witnesses, ΔR, Ψ and M at parameters xs. */
    private void geometry(double tau, double[] xs) {
        motionA.stage(tau, ra, pa);
        motionB.stage(tau, rb, pb);
        evaluateFeatures(xs);
        if (n == 4) {
            patchPatchGeometry();
        } else {
            generalGeometry();
        }
    }

    /** Local evaluations of both features at xs (cached: skipped for parameters already evaluated). */
    private void evaluateFeatures(double[] xs) {
        // features are immutable: re-evaluate only when the parameters changed (the end state of one update is
        // the start state of the next)
        double a0 = param(xs, 0, na > 0);
        double a1 = param(xs, 1, na > 1);
        if (a0 != evalA0 || a1 != evalA1) {
            featureA.evaluate(a0, a1, la);
            evalA0 = a0;
            evalA1 = a1;
        }
        double b0 = param(xs, na, n > na);
        double b1 = param(xs, na + 1, n > na + 1);
        if (b0 != evalB0 || b1 != evalB1) {
            featureB.evaluate(b0, b1, lb);
            evalB0 = b0;
            evalB1 = b1;
        }
    }

    /** World witnesses, ΔR, Ψ and M of a pair other than patch–patch (generic loops). */
    private void generalGeometry() {
        toWorld(ra, pa, la, ga);
        toWorld(rb, pb, lb, gb);
        dr[0] = ga[0] - gb[0];
        dr[1] = ga[1] - gb[1];
        dr[2] = ga[2] - gb[2];
        for (int i = 0; i < n; i++) {
            boolean rowA = i < na;
            double[] gi = rowA ? ga : gb;
            int ti = 3 + 3 * (rowA ? i : i - na);
            psi[i] = dot(dr, 0, gi, ti);
            for (int k = 0; k < n; k++) {
                boolean colA = k < na;
                double[] gk = colA ? ga : gb;
                int tk = 3 + 3 * (colA ? k : k - na);
                double value = (colA ? 1 : -1) * dot(gk, tk, gi, ti);
                if (rowA == colA) {
                    int ii = rowA ? i : i - na;
                    int kk = colA ? k : k - na;
                    value += dot(dr, 0, gi, 9 + 3 * (ii + kk));
                }
                mm[4 * i + k] = value;
            }
        }
    }

    /**
     * World witnesses, ΔR, Ψ and H = diag(I, −I)·M of a patch–patch pair, unrolled: the ten entries of the
     * symmetric H (the Hessian of ½|ΔR|² in (u, v, r, s)) are computed once each. Only the points and first
     * derivatives are rotated into the world (into {@link #ga} and {@link #gb}, entries 0–8); the curvature terms
     * ΔR·f_ik = (R_Aᵀ ΔR)·f̂_ik are taken in each body's frame (one rotation of ΔR instead of three of the second
     * derivatives). M itself is written only when the general solve needs it ({@code Ldlt4.fillM}).
     */
    private void patchPatchGeometry() {
        pointAndTangents(ra, pa, la, ga);
        pointAndTangents(rb, pb, lb, gb);
        double[] f = ga;
        double[] g = gb;
        double dx = f[0] - g[0];
        double dy = f[1] - g[1];
        double dz = f[2] - g[2];
        dr[0] = dx;
        dr[1] = dy;
        dr[2] = dz;
        psi[0] = dx * f[3] + dy * f[4] + dz * f[5];
        psi[1] = dx * f[6] + dy * f[7] + dz * f[8];
        psi[2] = dx * g[3] + dy * g[4] + dz * g[5];
        psi[3] = dx * g[6] + dy * g[7] + dz * g[8];
        h4.gram(ga, gb);
        addCurvature(dx, dy, dz);
    }

    /** Adds the curvature terms ΔR·f_ik (A block) and −ΔR·h_jl (B block) to the diagonal blocks of H. */
    private void addCurvature(double dx, double dy, double dz) {
        curvature(ra, la, dx, dy, dz, curv, 0);
        curvature(rb, lb, dx, dy, dz, curv, 3);
        h4.addCurvature(curv);
    }

    /**
     * The curvature terms of one body: out[at..at+2] = (a·l_uu, a·l_uv, a·l_vv) with a = Rᵀ(dx, dy, dz), ΔR in the
     * body's frame, and l the local evaluation (second derivatives at 9–17).
     */
    private static void curvature(double[] r, double[] l, double dx, double dy, double dz, double[] out, int at) {
        double ax = r[0] * dx + r[3] * dy + r[6] * dz;
        double ay = r[1] * dx + r[4] * dy + r[7] * dz;
        double az = r[2] * dx + r[5] * dy + r[8] * dz;
        out[at] = ax * l[9] + ay * l[10] + az * l[11];
        out[at + 1] = ax * l[12] + ay * l[13] + az * l[14];
        out[at + 2] = ax * l[15] + ay * l[16] + az * l[17];
    }

    /** world[0..8] = the point p + R·local[0..2] and the two first derivatives R·local[3..8] (unrolled). */
    private static void pointAndTangents(double[] r, double[] p, double[] local, double[] world) {
        double r0 = r[0];
        double r1 = r[1];
        double r2 = r[2];
        double r3 = r[3];
        double r4 = r[4];
        double r5 = r[5];
        double r6 = r[6];
        double r7 = r[7];
        double r8 = r[8];
        double x = local[0];
        double y = local[1];
        double z = local[2];
        world[0] = r0 * x + r1 * y + r2 * z + p[0];
        world[1] = r3 * x + r4 * y + r5 * z + p[1];
        world[2] = r6 * x + r7 * y + r8 * z + p[2];
        for (int o = 3; o <= 6; o += 3) {
            x = local[o];
            y = local[o + 1];
            z = local[o + 2];
            world[o] = r0 * x + r1 * y + r2 * z;
            world[o + 1] = r3 * x + r4 * y + r5 * z;
            world[o + 2] = r6 * x + r7 * y + r8 * z;
        }
    }

    /**
     * The patch–patch solve with no parameter held, unrolled: H = L·D·Lᵀ (no square roots; its pivots D are the
     * squared diagonal of the Cholesky factor, tested as in {@link #hessianPositiveDefinite}, gradient fallback
     * when the test fails), then H w = diag(I, −I)(−KΨ − b).
     */
    private void solve4() {
        double scale = h4.scale();
        if (!h4.factor(SINGULAR_PIVOT_RATIO * scale)) {
            for (int i = 0; i < 4; i++) {
                free[i] = i;
            }
            gradientFallback(4, scale);
            return;
        }
        h4.solve(-gain * psi[0] - bb[0], -gain * psi[1] - bb[1], gain * psi[2] + bb[2], gain * psi[3] + bb[3],
                sol);
    }

    /** The motion term b: A rows (V_A(h) − V_B(h))·f_i, B rows (V_A(f) − V_B(f))·h_j. */
    private void motionTerm() {
        if (n == 4) {
            motionTerm4();
            return;
        }
        if (na > 0) {
            relativeVelocity(gb);
            for (int i = 0; i < na; i++) {
                bb[i] = dot(vrel, 0, ga, 3 + 3 * i);
            }
        }
        if (n > na) {
            relativeVelocity(ga);
            for (int i = na; i < n; i++) {
                bb[i] = dot(vrel, 0, gb, 3 + 3 * (i - na));
            }
        }
    }

    /**
     * {@link #motionTerm} of a patch–patch pair, unrolled: with c = v_A − v_B − ω_A × p_A + ω_B × p_B and
     * Δω = ω_A − ω_B, V_A(q) − V_B(q) = c + Δω × q (one affine map for both witnesses).
     */
    private void motionTerm4() {
        double[] va = motionA.velocity();
        double[] vb = motionB.velocity();
        if (!turning) {
            // ω_A = ω_B = 0: V_A(q) − V_B(q) = v_A − v_B at both witnesses (the general formula below gives the
            // same numbers: each cross-product term is an exact zero)
            double cx = va[0] - vb[0];
            double cy = va[1] - vb[1];
            double cz = va[2] - vb[2];
            double[] f = ga;
            double[] g = gb;
            bb[0] = cx * f[3] + cy * f[4] + cz * f[5];
            bb[1] = cx * f[6] + cy * f[7] + cz * f[8];
            bb[2] = cx * g[3] + cy * g[4] + cz * g[5];
            bb[3] = cx * g[6] + cy * g[7] + cz * g[8];
            return;
        }
        double[] wa = motionA.angularVelocity();
        double[] wb = motionB.angularVelocity();
        double wax = wa[0];
        double way = wa[1];
        double waz = wa[2];
        double wbx = wb[0];
        double wby = wb[1];
        double wbz = wb[2];
        double pax = pa[0];
        double pay = pa[1];
        double paz = pa[2];
        double pbx = pb[0];
        double pby = pb[1];
        double pbz = pb[2];
        motion[0] = va[0] - vb[0] - (way * paz - waz * pay) + (wby * pbz - wbz * pby);
        motion[1] = va[1] - vb[1] - (waz * pax - wax * paz) + (wbz * pbx - wbx * pbz);
        motion[2] = va[2] - vb[2] - (wax * pay - way * pax) + (wbx * pby - wby * pbx);
        motion[3] = wax - wbx;
        motion[4] = way - wby;
        motion[5] = waz - wbz;
        // A rows: the relative velocity at h on f's tangents; B rows: at f on h's tangents
        motionRows(motion, gb, ga, bb, 0);
        motionRows(motion, ga, gb, bb, 2);
    }

    /**
     * Two rows of b: out[row + k] = (c + Δω × q)·t_k for the point q = at[0..2] and the tangents t = tangents[3..5],
     * tangents[6..8], with (c, Δω) = cw[0..2], cw[3..5].
     */
    private static void motionRows(double[] cw, double[] at, double[] tangents, double[] out, int row) {
        double ox = cw[3];
        double oy = cw[4];
        double oz = cw[5];
        double qx = at[0];
        double qy = at[1];
        double qz = at[2];
        double vx = cw[0] + oy * qz - oz * qy;
        double vy = cw[1] + oz * qx - ox * qz;
        double vz = cw[2] + ox * qy - oy * qx;
        out[row] = vx * tangents[3] + vy * tangents[4] + vz * tangents[5];
        out[row + 1] = vx * tangents[6] + vy * tangents[7] + vz * tangents[8];
    }

    private boolean sameAsGeometry(double[] xs) {
        for (int i = 0; i < n; i++) {
            if (xs[i] != xGeometry[i]) {
                return false;
            }
        }
        return true;
    }

    private static double param(double[] xs, int index, boolean present) {
        return present ? xs[index] : 0;
    }

    /** Solves M w = −KΨ − b on the free parameters into sol (held ones 0) through the Cholesky factor of H. */
    private void solve() {
        int m = 0;
        for (int i = 0; i < n; i++) {
            sol[i] = 0;
            if (!held[i]) {
                free[m++] = i;
            }
        }
        double scale = 0;
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < m; c++) {
                double value = mm[4 * free[r] + free[c]];
                work[4 * r + c] = value;
                scale = Math.max(scale, Math.abs(value));
            }
            workRhs[r] = -gain * psi[free[r]] - bb[free[r]];
        }
        if (m == 0) {
            return;
        }
        if (!hessianPositiveDefinite(m, scale)) {
            gradientFallback(m, scale);
            return;
        }
        // M = S·H with S = diag(±1) (B rows negated) and H = L·Lᵀ from the test above: w = H⁻¹·S·rhs by one
        // forward and one back substitution (no second factorisation)
        for (int r = 0; r < m; r++) {
            double y = (free[r] < na ? 1 : -1) * workRhs[r];
            for (int k = 0; k < r; k++) {
                y -= chol[4 * r + k] * workRhs[k];
            }
            workRhs[r] = y / chol[4 * r + r];
        }
        for (int r = m - 1; r >= 0; r--) {
            double w = workRhs[r];
            for (int k = r + 1; k < m; k++) {
                w -= chol[4 * k + r] * workRhs[k];
            }
            workRhs[r] = w / chol[4 * r + r];
        }
        for (int r = 0; r < m; r++) {
            sol[free[r]] = workRhs[r];
        }
    }

    /**
     * Cholesky test of H = diag(±1)·M on the free block (rows of B parameters negated): H is the Hessian of
     * ½|ΔR|², so a failure means the linearised step would not descend (e.g. it would head for a farthest point).
     */
    private boolean hessianPositiveDefinite(int m, double scale) {
        for (int r = 0; r < m; r++) {
            double sign = free[r] < na ? 1 : -1;
            for (int c = 0; c < m; c++) {
                chol[4 * r + c] = sign * work[4 * r + c];
            }
        }
        for (int j = 0; j < m; j++) {
            double d = chol[4 * j + j];
            for (int k = 0; k < j; k++) {
                d -= chol[4 * j + k] * chol[4 * j + k];
            }
            if (!(d > SINGULAR_PIVOT_RATIO * scale)) {
                return false;
            }
            double l = Math.sqrt(d);
            chol[4 * j + j] = l;
            for (int i = j + 1; i < m; i++) {
                // symmetric in exact arithmetic; use the mean of the two triangles against rounding
                double e = 0.5 * (chol[4 * i + j] + chol[4 * j + i]);
                for (int k = 0; k < j; k++) {
                    e -= chol[4 * i + k] * chol[4 * j + k];
                }
                chol[4 * i + j] = e / l;
            }
        }
        return true;
    }

    /** Gradient descent on ½|ΔR|²: ∂/∂(A param) = Ψ, ∂/∂(B param) = −Ψ. */
    private void gradientFallback(int m, double scale) {
        double rate = scale > 0 ? gain / scale : 0;
        for (int r = 0; r < m; r++) {
            int i = free[r];
            sol[i] = (i < na ? -rate : rate) * psi[i];
        }
    }
}

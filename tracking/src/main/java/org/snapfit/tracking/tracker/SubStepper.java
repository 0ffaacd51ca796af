package org.snapfit.tracking.tracker;

import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.model.Integrator;

/**
 * The time stepping of one feature pair's tracker: an update of length dt in ⌈dt/h⌉ equal sub-steps of the chosen
 * {@link Integrator} on the parameters x (the right-hand side is {@link ProjectionSystem#derivative}), a sub-step
 * whose inner stage leaves the box redone as explicit Euler, parameters clamped to their box after each sub-step,
 * the rate bound and bound risk of the update for the crossing scan, and re-integration of the update's start up to
 * an offset τ for event location. Mutable; not thread-safe; allocation-free.
 */
final class SubStepper {

    private final ProjectionSystem system;
    private final Integrator method;
    private final double step;
    /** The parameters (u, v of A, then r, s of B; slots beyond n are 0). */
    final double[] x = new double[4];
    // largest |parameter velocity| of any stage of the current update (a rate bound for the crossing scan)
    private final double[] rate = new double[4];
    // whether a parameter may have reached a bound inside the current update (see substep)
    private boolean boundRisk;
    // true only when the state is the end of an advance with every parameter strictly inside its box (patch–patch:
    // n = 4); cleared by anything else that moves the state (see interiorPatchPair)
    private boolean endInside;
    private final double[] dxLast = new double[4];
    private double substep;
    private boolean stageOutside;
    private final double[] saved = new double[4];
    private final double[] xStart = new double[4];
    private double stepLength;
    private int stepCount = 1;

    private final Stepper stepper = new Stepper();
    private final Stepper.Rhs rhs = this::derivative;

    SubStepper(ProjectionSystem system, Integrator method, double step) {
        this.system = system;
        this.method = method;
        this.step = step;
    }

    /** Clears the state slots and the end-of-advance flag (before new features' parameters are set). */
    void reset() {
        for (int i = 0; i < 4; i++) {
            x[i] = 0;
        }
        endInside = false;
    }

    /** Evaluates the state at the stored poses with the bodies at rest. */
    void standStill() {
        system.motion.zeroVelocities();
        substep = step;
        derivative(0, x, dxLast);
        system.checkFinite();
    }

    /**
     * Moves the bodies to new poses over dt (validated by the caller) and advances the parameters.
     */
    void advance(Pose3 poseA, Pose3 poseB, double dt) {
        double ratio = dt / step;
        system.motion.velocities(poseA, poseB, dt);
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
            system.endGeometry(dt, x);
            endInside = system.n == 4;
        }
        system.checkFinite();
        system.motion.storePoses(poseA, poseB);
        // the evaluation at dt is the next update's evaluation at its start
        system.keepGeometry(x);
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
        double[] lo = system.lo;
        double[] hi = system.hi;
        for (int i = 0; i < system.n; i++) {
            if (x[i] <= lo[i] || x[i] >= hi[i]) {
                return true;
            }
        }
        return false;
    }

    /** The right-hand side: the system's velocity, a stage beyond the box noted, the rate bound kept. */
    private void derivative(double tau, double[] xs, double[] dx) {
        ProjectionSystem s = system;
        int n = s.n;
        if (n == 4 && s.strictlyInside(xs)) {
            s.derivativeInside4(tau, xs, dx, substep);
            rate[0] = Math.max(rate[0], Math.abs(dx[0]));
            rate[1] = Math.max(rate[1], Math.abs(dx[1]));
            rate[2] = Math.max(rate[2], Math.abs(dx[2]));
            rate[3] = Math.max(rate[3], Math.abs(dx[3]));
            return;
        }
        double[] lo = s.lo;
        double[] hi = s.hi;
        for (int i = 0; i < n; i++) {
            if (xs[i] < lo[i] || xs[i] > hi[i]) {
                stageOutside = true;
            }
        }
        s.derivativeGeneral(tau, xs, dx, substep);
        for (int i = 0; i < n; i++) {
            rate[i] = Math.max(rate[i], Math.abs(dx[i]));
        }
    }

    /** One sub-step of length hh from offset τ of the step; parameters clamped to their box afterwards. */
    private void substep(double tau, double hh, double capLength) {
        substep = capLength;
        copy4(x, saved);
        stageOutside = false;
        stepper.step(method, rhs, tau, hh, x, system.n);
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
        for (int i = 0; i < system.n; i++) {
            x[i] = saved[i] + hh * dxLast[i];
        }
    }

    /** Clamps the parameters to their box after a sub-step of length hh and updates {@link #boundRisk}. */
    private void clampAndRisk(double hh) {
        boolean euler = method == Integrator.EULER;
        double[] lo = system.lo;
        double[] hi = system.hi;
        for (int i = 0; i < system.n; i++) {
            double xi = x[i];
            if (!Double.isFinite(xi)) {
                throw system.nonFinite(i, xi);
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

    /** See {@link FeaturePairTracker#interiorPatchPair()}. */
    boolean interiorPatchPair() {
        return endInside;
    }

    /** See {@link FeaturePairTracker#boundRisk()}. */
    boolean boundRisk() {
        return boundRisk;
    }

    /** See {@link FeaturePairTracker#timeMargin(boolean)}. */
    double timeMargin(boolean atStart) {
        double[] xs = atStart ? xStart : x;
        double[] lo = system.lo;
        double[] hi = system.hi;
        double m = Double.POSITIVE_INFINITY;
        for (int i = 0; i < system.n; i++) {
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

    /** Length of the last update's step (s), 0 before the first. */
    double stepLength() {
        return stepLength;
    }

    /** Sub-step length of the last update (s). */
    double substepLength() {
        return stepLength / stepCount;
    }

    /** See {@link FeaturePairTracker#integrateTo(double)}. */
    void integrateTo(double tau) {
        system.dropGeometry();
        endInside = false;
        double t = Math.max(0, Math.min(stepLength, tau));
        System.arraycopy(xStart, 0, x, 0, system.n);
        system.motion.restoreStart();
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
        system.checkFinite();
        // the tracker now stands at τ: stored poses = the stage poses at τ (R, p) and q(τ) = exp(ωτ/2) ⊗ q0
        system.motion.standAt(t);
    }
}

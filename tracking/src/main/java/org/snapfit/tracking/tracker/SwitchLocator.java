package org.snapfit.tracking.tracker;

import java.util.function.DoublePredicate;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;

/**
 * Event location shared by the hybrid trackers: the first instant τ in a step at which a switching function says
 * "the witness has left the active feature's region", by a fixed-step scan on the step's sub-step grid followed
 * by bisection down to {@link #EVENT_TOLERANCE}.
 */
final class SwitchLocator {

    /** Width of the final bracket of a located switch instant. */
    static final Tolerance EVENT_TOLERANCE = Tolerance.of("eventTime", 1e-9, Unit.SECOND);

    private SwitchLocator() {
    }

    /**
     * The smallest τ in (t0, t1] where {@code leaves} holds, to within {@link #EVENT_TOLERANCE}; {@code leaves}
     * is known to hold at t1 and assumed not to hold at t0. The instant t0 + tolerance is probed first (a switch
     * immediately after the previous one costs one trial), then the grid points t0 + k·grid are scanned (a
     * switching function may return to the region between grid points only inside one sub-step, where the
     * bisection then finds one crossing). Returns the right end of the final bracket, so {@code leaves(τ)} holds.
     *
     * @param t0 start of the interval (s)
     * @param t1 end of the interval (s)
     * @param grid scan step (s), &gt; 0
     * @param leaves the switching test at an instant; it may move the tracker's state there
     * @return the located instant (s)
     */
    static double locate(double t0, double t1, double grid, DoublePredicate leaves) {
        double tol = EVENT_TOLERANCE.value();
        // a switch right at the start of the interval (the second half of a patch → edge → patch pair across a
        // seam, or chattering): one probe instead of a full bisection
        double first = Math.min(t1, t0 + tol);
        if (first < t1 && leaves.test(first)) {
            return first;
        }
        double lo = first < t1 ? first : t0;
        double hi = t1;
        int points = (int) Math.ceil((t1 - t0) / grid) - 1;
        for (int k = 1; k <= points; k++) {
            double g = t0 + k * grid;
            if (g >= t1) {
                break;
            }
            if (leaves.test(g)) {
                hi = g;
                break;
            }
            lo = g;
        }
        while (hi - lo > tol) {
            double mid = 0.5 * (lo + hi);
            if (mid <= lo || mid >= hi) {
                break;
            }
            if (leaves.test(mid)) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return hi;
    }

    /**
     * The pose a fraction f of the way from {@code from} to {@code to}: translation linear, rotation by slerp
     * (the constant-velocity model of {@link FeaturePairTracker#update}).
     *
     * @param from start pose
     * @param to end pose
     * @param f fraction in [0, 1]
     * @return the interpolated pose ({@code to} itself for f = 1)
     */
    static Pose3 interpolate(Pose3 from, Pose3 to, double f) {
        if (f >= 1) {
            return to;
        }
        Vec3 a = from.translation();
        Vec3 b = to.translation();
        return Pose3.of(from.rotation().slerp(to.rotation(), f),
                Vec3.of(a.x() + f * (b.x() - a.x()), a.y() + f * (b.y() - a.y()), a.z() + f * (b.z() - a.z())));
    }
}

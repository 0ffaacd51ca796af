package org.snapfit.tracking.tracker;

import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;

/**
 * Conservative search for the first instant in a step at which a switching test says "left the region", for a
 * test that can only fire when a tracked parameter is at a bound of its box (the patch–patch switching functions
 * of {@link DistanceTracker}).
 *
 * <p><b>Guarantee.</b> Each probed instant t yields the test and a <em>time margin</em> T(t): the shortest time in
 * which a parameter moving no faster than its rate bound could reach a bound (0 at a bound). On an interval
 * [a, b] with both ends strictly inside the box and not leaving, a bound can be touched only if
 * T(a) + T(b) ≤ b − a (a parameter reaching its bound at s has moved its distance d_a from a and d_b to b, so
 * d_a + d_b ≤ rate·(b − a)); such intervals are excluded without probing, the others are halved, left half
 * first. (With Euler T is +∞ strictly inside: the path is straight on a sub-step.) So no excursion out of the
 * region (leaving and returning between two probes, even between two grid points of the sub-step scan) is
 * skipped — exactly so for explicit Euler; for RK2/RK4 as long as the largest stage velocity of the step bounds
 * the partial-step velocities — except where a witness already rests on a bound without leaving (T = 0 at both
 * ends: there an excursion shorter than the scan resolution, sub-step / 2^{@link #SCAN_DEPTH}, can be missed)
 * and once the probe budget {@link #MAX_PROBES} is spent (the search then keeps the sub-step grid and plain
 * bisection). The instant returned is the right end of a bracket of width ≤ the event tolerance whose
 * left end does not leave.
 */
final class CrossingScan {

    /** Largest number of refining probes per search before falling back to grid + bisection. */
    static final int MAX_PROBES = 48;

    /**
     * Halvings of a sub-step at most while no probe leaves (the scan resolution is the sub-step / 2^depth): an
     * interval whose ends are at a bound without leaving (T = 0, a witness resting on a side within the angle
     * band) cannot be excluded, and is not refined below this width.
     */
    static final int SCAN_DEPTH = 4;

    private final DoublePredicate leaves;
    private final DoubleSupplier margin;
    private final double tol = SwitchLocator.EVENT_TOLERANCE.value();
    private int probes;
    private double resolution;

    /**
     * A search over the given test.
     *
     * @param leaves the switching test at an instant (moves the tracker's state there)
     * @param margin the time margin (s) of the state where the tracker stands (after a probe)
     */
    CrossingScan(DoublePredicate leaves, DoubleSupplier margin) {
        this.leaves = leaves;
        this.margin = margin;
    }

    /**
     * Number of probes of the last search.
     *
     * @return the count (0: the state was not moved)
     */
    int probes() {
        return probes;
    }

    /**
     * The first instant in (t0, t1] where the test leaves, or NaN if none.
     *
     * @param t0 start (s), not leaving
     * @param m0 time margin at t0 (s)
     * @param t1 end (s)
     * @param m1 time margin at t1 (s), ignored if the end leaves
     * @param endLeaves whether the test leaves at t1
     * @param grid the sub-step grid (s): grid points k·grid inside (t0, t1) are probed
     * @return the located instant, or NaN
     */
    double first(double t0, double m0, double t1, double m1, boolean endLeaves, double grid) {
        probes = 0;
        resolution = grid / (1 << SCAN_DEPTH);
        double a = t0;
        double ta = m0;
        if (t0 > 0) {
            // a switch right after the previous one (seam crossed patch → edge → patch): one probe
            double near = Math.min(t1, t0 + tol);
            if (near < t1) {
                if (probe(near)) {
                    return near;
                }
                a = near;
                ta = margin.getAsDouble();
            }
        }
        long k = (long) Math.floor(a / grid) + 1;
        for (double b = k * grid; b < t1; b = ++k * grid) {
            if (b <= a) {
                continue;
            }
            boolean lb = probe(b);
            double tb = lb ? 0 : margin.getAsDouble();
            double r = refine(a, ta, b, tb, lb);
            if (!Double.isNaN(r)) {
                return r;
            }
            a = b;
            ta = tb;
        }
        return refine(a, ta, t1, endLeaves ? 0 : m1, endLeaves);
    }

    private boolean probe(double t) {
        probes++;
        return leaves.test(t);
    }

    /** The first leaving instant in (a, b] (a not leaving; lb: whether b leaves), or NaN. */
    private double refine(double a, double ta, double b, double tb, boolean lb) {
        double m = 0.5 * (a + b);
        if (b - a <= tol || m <= a || m >= b) {
            return lb ? b : Double.NaN;
        }
        boolean budget = probes < MAX_PROBES;
        if (!lb && ((ta > 0 && tb > 0 && ta + tb > b - a) || !budget || b - a <= resolution)) {
            return Double.NaN;
        }
        boolean lm = probe(m);
        double tm = lm ? 0 : margin.getAsDouble();
        if (lb && !budget) {
            // plain bisection
            return lm ? refine(a, ta, m, 0, true) : refine(m, tm, b, 0, true);
        }
        double r = refine(a, ta, m, tm, lm);
        return Double.isNaN(r) ? refine(m, tm, b, tb, lb) : r;
    }
}

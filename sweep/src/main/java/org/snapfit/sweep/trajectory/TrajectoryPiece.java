package org.snapfit.sweep.trajectory;

import org.snapfit.sweep.traits.Approx;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.traits.Constraint;

/** One piece of a pawl's trajectory. Sealed; immutable; end points exact. */
public sealed interface TrajectoryPiece permits TrajectoryPiece.Rest, TrajectoryPiece.Follow, TrajectoryPiece.Snap {

    /**
     * The exact start time.
     *
     * @return t at the start
     */
    RealAlgebraic tFrom();

    /**
     * The exact end time (equal to the start for a snap).
     *
     * @return t at the end
     */
    RealAlgebraic tTo();

    /**
     * At rest (θ = 0, no contact force).
     *
     * @param tFrom start time
     * @param tTo end time
     */
    record Rest(RealAlgebraic tFrom, RealAlgebraic tTo) implements TrajectoryPiece {
    }

    /**
     * Following one constraint curve: u moves monotonically from uFrom to uTo while t increases. The constraint's
     * type belongs to the C-space package, which the module exports only to the analysis and command-line modules
     * (qualified export): other clients read a piece through its times, u values, {@link #uAt} and the constraint's
     * contact on the events.
     *
     * @param constraint the constraint followed
     * @param tFrom start time
     * @param tTo end time
     * @param uFrom u at the start
     * @param uTo u at the end
     * @param slipSign the slip sign s (+1, −1) on this piece
     */
    @SuppressWarnings("exports")
    record Follow(Constraint constraint, RealAlgebraic tFrom, RealAlgebraic tTo, RealAlgebraic uFrom,
            RealAlgebraic uTo, int slipSign) implements TrajectoryPiece {

        /** Bisection steps of {@link #uAt}: more than enough to reach adjacent doubles from any bracket. */
        private static final int BISECTION_STEPS = 200;

        /**
         * u at time t inside the piece, numerically: the root of the constraint's quadratic in the piece
         * ({@link Constraint#uAtTime}), or, when rounding puts none there, bisection on the monotone τ(u) − t over
         * [uFrom, uTo].
         *
         * @param t a time in [tFrom, tTo] (clamped)
         * @return u, approximate
         */
        public double uAt(double t) {
            double lo = Approx.of(uFrom);
            double hi = Approx.of(uTo);
            double t0 = Approx.of(tFrom);
            double t1 = Approx.of(tTo);
            if (t <= t0) {
                return lo;
            }
            if (t >= t1) {
                return hi;
            }
            double u = constraint.uAtTime(t, lo, hi);
            if (!Double.isNaN(u)) {
                return u;
            }
            for (int i = 0; i < BISECTION_STEPS; i++) {
                double mid = 0.5 * (lo + hi);
                if (mid == lo || mid == hi) {
                    break;
                }
                double tm = constraint.timeAt(mid);
                if (tm < t) {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            return 0.5 * (lo + hi);
        }
    }

    /**
     * An instantaneous snap towards rest at time t.
     *
     * @param t the time
     * @param uFrom u before
     * @param uTo u after (0, or the u of the constraint landed on)
     */
    record Snap(RealAlgebraic t, RealAlgebraic uFrom, RealAlgebraic uTo) implements TrajectoryPiece {
        @Override
        public RealAlgebraic tFrom() {
            return t;
        }

        @Override
        public RealAlgebraic tTo() {
            return t;
        }
    }
}

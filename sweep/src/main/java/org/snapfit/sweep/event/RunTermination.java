package org.snapfit.sweep.event;

import java.util.Optional;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * How and when a run ended. Immutable.
 *
 * @param cause the cause
 * @param t the exact time, in any form (the accessor {@link #t()} gives it by its minimal polynomial)
 * @param s the travelled distance |v| t (mm, approximate)
 * @param pawl the pawl that caused it (empty for {@code complete})
 */
public record RunTermination(TerminationCause cause, RealAlgebraic t, double s, Optional<String> pawl) {

    /**
     * The exact time by its minimal polynomial ({@link RealAlgebraic#minimal()}, computed on first use and cached in
     * the number), so that every engine reports a time alike however it computed it.
     *
     * @return the time in minimal form
     */
    @Override
    public RealAlgebraic t() {
        return t.minimal();
    }

    /**
     * The exact time as computed: equal to {@link #t()}, without the minimal polynomial (for comparisons and
     * doubles, which need no particular form).
     *
     * @return the time
     */
    public RealAlgebraic time() {
        return t;
    }
}

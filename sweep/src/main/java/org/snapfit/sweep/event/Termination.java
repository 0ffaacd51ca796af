package org.snapfit.sweep.event;

import java.util.Optional;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * How and when a run ended. Immutable.
 *
 * @param cause the cause
 * @param t the exact time
 * @param s the travelled distance |v| t (mm, approximate)
 * @param pawl the pawl that caused it (empty for {@code complete})
 */
public record Termination(TerminationCause cause, RealAlgebraic t, double s, Optional<String> pawl) {
}

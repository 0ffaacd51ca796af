package org.snapfit.algebra.real;

import java.util.Objects;
import org.snapfit.algebra.number.Rational;

/**
 * An isolating interval of one real root of a square-free polynomial: either an exact point
 * ({@code lower == upper}, the root itself) or an open interval (lower, upper) that holds exactly one root, with
 * ends that are not roots. {@link RootIsolator} produces dyadic ends (denominators 2a for quadratics). Exact.
 *
 * @param lower the lower end
 * @param upper the upper end, {@code >= lower}
 */
public record IsolatingInterval(Rational lower, Rational upper) {

    /**
     * Validates the ends.
     *
     * @param lower the lower end
     * @param upper the upper end, {@code >= lower}
     * @throws IllegalArgumentException if {@code lower > upper}
     */
    public IsolatingInterval {
        Objects.requireNonNull(lower, "lower");
        Objects.requireNonNull(upper, "upper");
        if (lower.compareTo(upper) > 0) {
            throw new IllegalArgumentException("isolating interval (" + lower + ", " + upper + "): lower must be <= upper");
        }
    }

    /**
     * Whether this is an exact point.
     *
     * @return lower == upper
     */
    public boolean isPoint() {
        return lower.equals(upper);
    }
}

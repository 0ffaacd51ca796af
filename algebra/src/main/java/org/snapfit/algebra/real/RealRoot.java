package org.snapfit.algebra.real;

import java.util.Objects;

/**
 * A real root of a polynomial with its multiplicity. Exact.
 *
 * @param value the root
 * @param multiplicity how often the polynomial vanishes there, at least 1
 */
public record RealRoot(RealAlgebraic value, int multiplicity) {

    /**
     * Validates the root.
     *
     * @param value the root
     * @param multiplicity at least 1
     * @throws IllegalArgumentException if {@code multiplicity < 1}
     */
    public RealRoot {
        Objects.requireNonNull(value, "value");
        if (multiplicity < 1) {
            throw new IllegalArgumentException("multiplicity = " + multiplicity + "; must be >= 1");
        }
    }
}

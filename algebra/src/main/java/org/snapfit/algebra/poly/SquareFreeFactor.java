package org.snapfit.algebra.poly;

import java.util.Objects;

/**
 * One factor of a square-free decomposition: a square-free primitive polynomial of degree at least one with a
 * positive leading coefficient, and the multiplicity with which it divides the decomposed polynomial. Exact.
 *
 * @param factor the square-free primitive factor, degree at least 1, positive leading coefficient
 * @param multiplicity how often it divides, at least 1
 */
public record SquareFreeFactor(IntPoly factor, int multiplicity) {

    /**
     * Validates the factor.
     *
     * @param factor the square-free primitive factor, degree at least 1
     * @param multiplicity at least 1
     * @throws IllegalArgumentException if {@code factor} is constant or {@code multiplicity < 1}
     */
    public SquareFreeFactor {
        Objects.requireNonNull(factor, "factor");
        if (factor.degree() < 1) {
            throw new IllegalArgumentException("factor = " + factor + " is constant; a square-free factor must have degree >= 1");
        }
        if (multiplicity < 1) {
            throw new IllegalArgumentException("multiplicity = " + multiplicity + "; must be >= 1");
        }
    }
}

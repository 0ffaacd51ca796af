package org.snapfit.algebra.cspace;

import org.snapfit.algebra.real.RealAlgebraic;

/**
 * A point where the graphs of two distinct reduced curves meet: a real root u of the crossing polynomial
 * a1·b2 − a2·b1 that is a pole of neither curve, with its multiplicity. An odd multiplicity is a
 * {@link Kind#CROSSING} (the curves change order), an even one a {@link Kind#TANGENCY} (they touch and keep
 * their order).
 *
 * @param u the u-coordinate (exact)
 * @param multiplicity the multiplicity of u as a root of the crossing polynomial, {@code >= 1}
 */
public record Crossing(RealAlgebraic u, int multiplicity) {

    /** Whether the curves cross or only touch. */
    public enum Kind {
        /** Odd multiplicity: the curves exchange their order. */
        CROSSING,
        /** Even multiplicity: the curves touch and keep their order. */
        TANGENCY
    }

    /**
     * Validates the crossing.
     *
     * @param u the u-coordinate, not null
     * @param multiplicity at least 1
     * @throws IllegalArgumentException if multiplicity is below 1 or u is null
     */
    public Crossing {
        if (u == null || multiplicity < 1) {
            throw new IllegalArgumentException("crossing u = " + u + ", multiplicity = " + multiplicity
                    + "; need a value and multiplicity >= 1");
        }
    }

    /**
     * Crossing or tangency, from the parity of the multiplicity.
     *
     * @return the kind
     */
    public Kind kind() {
        return multiplicity % 2 == 1 ? Kind.CROSSING : Kind.TANGENCY;
    }
}

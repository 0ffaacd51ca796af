package org.snapfit.analysis.report;

import org.snapfit.algebra.number.Rational;

/**
 * A certified bracket {@code [lo, hi]} around a critical friction coefficient: the verdict differs at the two ends,
 * both found by exact runs. Immutable; Exact ends.
 *
 * @param lo the lower end
 * @param hi the upper end
 */
public record MuBracket(Rational lo, Rational hi) {

    /**
     * Validates.
     *
     * @param lo the lower end, not negative
     * @param hi the upper end, not below {@code lo}
     * @throws IllegalArgumentException if {@code lo < 0} or {@code hi < lo}
     */
    public MuBracket {
        if (lo.signum() < 0 || hi.compareTo(lo) < 0) {
            throw new IllegalArgumentException("[lo, hi] = [" + lo + ", " + hi + "]; a μ bracket needs 0 <= lo <= hi");
        }
    }

    /**
     * The midpoint as a double, for display.
     *
     * @return (lo + hi) / 2
     */
    public double mid() {
        return lo.add(hi).multiply(Rational.HALF).doubleValue();
    }

    /**
     * The bracket width as a double.
     *
     * @return hi − lo
     */
    public double width() {
        return hi.subtract(lo).doubleValue();
    }
}

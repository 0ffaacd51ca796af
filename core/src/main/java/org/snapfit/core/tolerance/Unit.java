package org.snapfit.core.tolerance;

/**
 * The units snapfit uses inside the toolkit: millimetre, newton, second, radian (docs/architecture.md). Files and flags
 * convert at the boundary. Immutable.
 */
public enum Unit {
    /** Length, millimetre. */
    MILLIMETRE("mm"),
    /** Length, metre (used by the SI-based numeric scenes). */
    METRE("m"),
    /** Angle, radian. */
    RADIAN("rad"),
    /** Time, second. */
    SECOND("s"),
    /** Force, newton. */
    NEWTON("N"),
    /** Velocity, metre per second. */
    METRE_PER_SECOND("m/s"),
    /** Velocity, millimetre per second. */
    MILLIMETRE_PER_SECOND("mm/s"),
    /** Energy, joule. */
    JOULE("J"),
    /** A pure number (relative tolerances, ratios). */
    DIMENSIONLESS("1");

    private final String symbol;

    Unit(String symbol) {
        this.symbol = symbol;
    }

    /**
     * The unit's symbol as printed in reports and messages.
     *
     * @return e.g. {@code "mm"}
     */
    public String symbol() {
        return symbol;
    }
}

package org.snapfit.core.tolerance;

import java.util.Objects;

/**
 * A named, non-negative tolerance with a unit, for approximate (numeric) code paths. Immutable and thread-safe.
 *
 * <p>Example: {@code Tolerance.of("chordTolerance", 0.01, Unit.MILLIMETRE)}. The name is the option that sets it,
 * so messages can tell the user which knob to turn.
 *
 * @param name the option name, e.g. {@code "chordTolerance"}
 * @param value the tolerance, finite and {@code >= 0}
 * @param unit its unit
 */
public record Tolerance(String name, double value, Unit unit) {

    /**
     * Validates the tolerance.
     *
     * @param name the name component
     * @param value the value component
     * @param unit the unit component
     * @throws IllegalArgumentException if the name is blank or the value is negative, NaN or infinite
     */
    public Tolerance {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(unit, "unit");
        if (name.isBlank()) {
            throw new IllegalArgumentException("tolerance name is blank; every tolerance needs the option name");
        }
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException("tolerance " + name + " = " + value + " " + unit.symbol()
                    + "; a tolerance must be finite and >= 0");
        }
    }

    /**
     * Creates a tolerance.
     *
     * @param name the option name
     * @param value the value, finite and {@code >= 0}
     * @param unit the unit
     * @return the tolerance
     * @throws IllegalArgumentException if the value is negative, NaN or infinite
     */
    public static Tolerance of(String name, double value, Unit unit) {
        return new Tolerance(name, value, unit);
    }

    /**
     * The same tolerance with another value.
     *
     * @param newValue the new value, finite and {@code >= 0}
     * @return a copy with the value replaced
     * @throws IllegalArgumentException if the value is negative, NaN or infinite
     */
    public Tolerance withValue(double newValue) {
        return new Tolerance(name, newValue, unit);
    }

    /**
     * Whether |a - b| is within this tolerance.
     *
     * @param a a value in this tolerance's unit
     * @param b another value in the same unit
     * @return {@code |a - b| <= value}
     */
    public boolean accepts(double a, double b) {
        return Math.abs(a - b) <= value;
    }

    /**
     * Text such as {@code chordTolerance = 0.01 mm}.
     *
     * @return the name, value and unit
     */
    @Override
    public String toString() {
        return name + " = " + value + " " + unit.symbol();
    }
}

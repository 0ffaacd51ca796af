package org.snapfit.cadimport.step.ap;

import java.util.Optional;
import org.snapfit.algebra.number.Rational;

/**
 * The units of a STEP representation context, as factors to snapfit's internal units. Immutable.
 *
 * @param lengthName the file's length unit name, e.g. {@code "mm"}, {@code "m"}, {@code "inch"}
 * @param millimetresPerUnit one file length unit in millimetres (1 for mm, 25.4 for inch)
 * @param radiansPerUnit one file plane-angle unit in radians (1 for radian, π/180 for degree)
 * @param uncertainty the distance uncertainty in file length units, if the context declares one
 * @param exactMillimetresPerUnit the same length factor exactly (from the decimal text of SI prefixes and conversion
 *     factors such as 25.4), if the file gives it exactly
 */
public record StepUnits(String lengthName, double millimetresPerUnit, double radiansPerUnit,
        Optional<Double> uncertainty, Optional<Rational> exactMillimetresPerUnit) {

    /** Millimetres and radians, no uncertainty: the default when a file declares no units. */
    public static final StepUnits DEFAULT = new StepUnits("mm", 1, 1, Optional.empty(), Optional.of(Rational.ONE));

    /**
     * Units without an exact length factor.
     *
     * @param lengthName the length unit name
     * @param millimetresPerUnit mm per file unit, &gt; 0
     * @param radiansPerUnit rad per file unit, &gt; 0
     * @param uncertainty the uncertainty
     * @throws IllegalArgumentException if a factor is not finite and positive
     */
    public StepUnits(String lengthName, double millimetresPerUnit, double radiansPerUnit,
            Optional<Double> uncertainty) {
        this(lengthName, millimetresPerUnit, radiansPerUnit, uncertainty, Optional.empty());
    }

    /**
     * Validates.
     *
     * @param lengthName the length unit name
     * @param millimetresPerUnit mm per file unit, &gt; 0
     * @param radiansPerUnit rad per file unit, &gt; 0
     * @param uncertainty the uncertainty
     * @param exactMillimetresPerUnit the exact length factor
     * @throws IllegalArgumentException if a factor is not finite and positive
     */
    public StepUnits {
        java.util.Objects.requireNonNull(exactMillimetresPerUnit, "exactMillimetresPerUnit");
        if (!(millimetresPerUnit > 0) || Double.isInfinite(millimetresPerUnit)) {
            throw new IllegalArgumentException("millimetresPerUnit = " + millimetresPerUnit + "; must be finite and > 0");
        }
        if (!(radiansPerUnit > 0) || Double.isInfinite(radiansPerUnit)) {
            throw new IllegalArgumentException("radiansPerUnit = " + radiansPerUnit + "; must be finite and > 0");
        }
    }

    /**
     * The factor of an SI prefix (ISO 10303-41 si_prefix).
     *
     * @param prefix the upper-case prefix name, e.g. {@code MILLI}
     * @return the power of ten, if the prefix is known
     */
    public static Optional<Double> prefixFactor(String prefix) {
        switch (prefix) {
            case "EXA": return Optional.of(1e18);
            case "PETA": return Optional.of(1e15);
            case "TERA": return Optional.of(1e12);
            case "GIGA": return Optional.of(1e9);
            case "MEGA": return Optional.of(1e6);
            case "KILO": return Optional.of(1e3);
            case "HECTO": return Optional.of(1e2);
            case "DECA": return Optional.of(1e1);
            case "DECI": return Optional.of(1e-1);
            case "CENTI": return Optional.of(1e-2);
            case "MILLI": return Optional.of(1e-3);
            case "MICRO": return Optional.of(1e-6);
            case "NANO": return Optional.of(1e-9);
            case "PICO": return Optional.of(1e-12);
            case "FEMTO": return Optional.of(1e-15);
            case "ATTO": return Optional.of(1e-18);
            default: return Optional.empty();
        }
    }
}

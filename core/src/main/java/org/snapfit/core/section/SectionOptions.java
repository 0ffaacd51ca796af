package org.snapfit.core.section;

import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

/**
 * How a section is computed. Immutable and thread-safe.
 *
 * @param chordTolerance the largest distance between a section curve and its polygon (mm), the same rule as DXF
 *     curves ({@link org.snapfit.core.curve.ChordRule})
 * @param onPlane the distance (mm) within which a vertex without exact coordinates counts as lying on the plane;
 *     vertices with exact coordinates are decided exactly
 */
public record SectionOptions(Tolerance chordTolerance, Tolerance onPlane) {

    /** Default chord tolerance, mm (as the DXF reader's). */
    public static final double DEFAULT_CHORD_TOLERANCE_MM = 0.01;

    /** Default on-plane distance for floating-point vertices, mm. */
    public static final double DEFAULT_ON_PLANE_MM = 1e-9;

    /**
     * Validates.
     *
     * @param chordTolerance the chord tolerance
     * @param onPlane the on-plane distance
     * @throws IllegalArgumentException if the chord tolerance is not positive
     */
    public SectionOptions {
        if (!(chordTolerance.value() > 0)) {
            throw new IllegalArgumentException(chordTolerance + "; the chord tolerance must be > 0");
        }
    }

    /**
     * The defaults: chord tolerance {@value #DEFAULT_CHORD_TOLERANCE_MM} mm, on-plane distance
     * {@value #DEFAULT_ON_PLANE_MM} mm.
     *
     * @return the default options
     */
    public static SectionOptions defaults() {
        return new SectionOptions(Tolerance.of("chordTolerance", DEFAULT_CHORD_TOLERANCE_MM, Unit.MILLIMETRE),
                Tolerance.of("onPlane", DEFAULT_ON_PLANE_MM, Unit.MILLIMETRE));
    }

    /**
     * A copy with another chord tolerance.
     *
     * @param mm the chord tolerance (mm), {@code > 0}
     * @return the options
     * @throws IllegalArgumentException if not positive and finite
     */
    public SectionOptions withChordTolerance(double mm) {
        return new SectionOptions(chordTolerance.withValue(mm), onPlane);
    }
}

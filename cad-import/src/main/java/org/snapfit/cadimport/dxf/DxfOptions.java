package org.snapfit.cadimport.dxf;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

/**
 * How to read a DXF file. Immutable and thread-safe; change it with the {@code with…} copies.
 *
 * @param chordTolerance the largest distance, in mm, between a curve (arc, bulge, circle, ellipse, spline) and the
 *     polygon that replaces it; must be {@code > 0}
 * @param chainTolerance the largest gap, in mm, closed when chaining loose LINE/ARC pieces into loops
 * @param assumedUnits units that override {@code $INSUNITS} (and apply to R12 files, which have none)
 */
public record DxfOptions(Tolerance chordTolerance, Tolerance chainTolerance, Optional<DxfUnits> assumedUnits) {

    /** Default chord tolerance: 0.01 mm (the value of the option {@code --chord-tolerance}). */
    public static final double DEFAULT_CHORD_TOLERANCE_MM = 0.01;

    /** Default chain tolerance: 0.001 mm, far above the rounding of endpoints that CAD tools write. */
    public static final double DEFAULT_CHAIN_TOLERANCE_MM = 0.001;

    /**
     * Validates.
     *
     * @param chordTolerance the chord tolerance in mm, {@code > 0}
     * @param chainTolerance the chain tolerance in mm
     * @param assumedUnits units overriding the header
     * @throws IllegalArgumentException if a tolerance is not in mm or the chord tolerance is zero
     */
    public DxfOptions {
        Objects.requireNonNull(chordTolerance, "chordTolerance");
        Objects.requireNonNull(chainTolerance, "chainTolerance");
        Objects.requireNonNull(assumedUnits, "assumedUnits");
        for (Tolerance t : new Tolerance[] {chordTolerance, chainTolerance}) {
            if (t.unit() != Unit.MILLIMETRE) {
                throw new IllegalArgumentException(t.name() + " unit = " + t.unit().symbol()
                        + "; DXF tolerances are lengths in mm");
            }
        }
        if (chordTolerance.value() <= 0) {
            throw new IllegalArgumentException(chordTolerance.name() + " = " + chordTolerance.value()
                    + " mm; the chord tolerance must be > 0");
        }
    }

    /**
     * The defaults: chord tolerance {@value #DEFAULT_CHORD_TOLERANCE_MM} mm, chain tolerance
     * {@value #DEFAULT_CHAIN_TOLERANCE_MM} mm, units from the file.
     *
     * @return the default options
     */
    public static DxfOptions defaults() {
        return new DxfOptions(Tolerance.of("chordTolerance", DEFAULT_CHORD_TOLERANCE_MM, Unit.MILLIMETRE),
                Tolerance.of("chainTolerance", DEFAULT_CHAIN_TOLERANCE_MM, Unit.MILLIMETRE), Optional.empty());
    }

    /**
     * A copy with another chord tolerance.
     *
     * @param mm the chord tolerance in mm, {@code > 0}
     * @return the copy
     * @throws IllegalArgumentException if the value is not finite and {@code > 0}
     */
    public DxfOptions withChordTolerance(double mm) {
        return new DxfOptions(chordTolerance.withValue(mm), chainTolerance, assumedUnits);
    }

    /**
     * A copy with another chain tolerance.
     *
     * @param mm the chain tolerance in mm, {@code >= 0}
     * @return the copy
     * @throws IllegalArgumentException if the value is negative or not finite
     */
    public DxfOptions withChainTolerance(double mm) {
        return new DxfOptions(chordTolerance, chainTolerance.withValue(mm), assumedUnits);
    }

    /**
     * A copy that reads the drawing in these units whatever its header says.
     *
     * @param units the units
     * @return the copy
     */
    public DxfOptions withAssumedUnits(DxfUnits units) {
        return new DxfOptions(chordTolerance, chainTolerance, Optional.of(units));
    }
}

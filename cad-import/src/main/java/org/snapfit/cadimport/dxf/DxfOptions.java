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
 * @param layers which layers are built (others are skimmed and counted)
 * @param maxEntities the largest number of entities the drawing may expand to, INSERT arrays multiplied out
 *     (entities on skimmed layers not counted); checked before any geometry is built
 * @param maxInsertCopies the largest number of block copies that INSERTs (nested arrays multiplied out) may place;
 *     checked before any geometry is built
 */
public record DxfOptions(Tolerance chordTolerance, Tolerance chainTolerance, Optional<DxfUnits> assumedUnits,
        LayerFilter layers, long maxEntities, long maxInsertCopies) {

    /** Default chord tolerance: 0.01 mm (the value of the option {@code --chord-tolerance}). */
    public static final double DEFAULT_CHORD_TOLERANCE_MM = 0.01;

    /** Default chain tolerance: 0.001 mm, far above the rounding of endpoints that CAD tools write. */
    public static final double DEFAULT_CHAIN_TOLERANCE_MM = 0.001;

    /**
     * Default of {@link #maxEntities()} (entities, dimensionless): two million, about 1 GB of exact geometry and a
     * few seconds of building; a large ordinary layout has 10^5 to 10^6.
     */
    public static final long DEFAULT_MAX_ENTITIES = 2_000_000;

    /**
     * Default of {@link #maxInsertCopies()} (block copies, dimensionless): one million; drawings with nested INSERT
     * arrays that multiply out beyond this (2^24 or 10^8 copies) are refused before expanding anything.
     */
    public static final long DEFAULT_MAX_INSERT_COPIES = 1_000_000;

    /**
     * Validates.
     *
     * @param chordTolerance the chord tolerance in mm, {@code > 0}
     * @param chainTolerance the chain tolerance in mm
     * @param assumedUnits units overriding the header
     * @param layers which layers are built
     * @param maxEntities the entity budget, {@code >= 1}
     * @param maxInsertCopies the INSERT copy budget, {@code >= 0}
     * @throws IllegalArgumentException if a tolerance is not in mm, the chord tolerance is zero or a budget is out of
     *     range
     */
    public DxfOptions {
        Objects.requireNonNull(chordTolerance, "chordTolerance");
        Objects.requireNonNull(chainTolerance, "chainTolerance");
        Objects.requireNonNull(assumedUnits, "assumedUnits");
        Objects.requireNonNull(layers, "layers");
        if (maxEntities < 1) {
            throw new IllegalArgumentException("maxEntities = " + maxEntities + "; the entity budget must be >= 1");
        }
        if (maxInsertCopies < 0) {
            throw new IllegalArgumentException("maxInsertCopies = " + maxInsertCopies
                    + "; the INSERT copy budget must be >= 0");
        }
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
     * Options with the default layers and budgets: every layer, {@value #DEFAULT_MAX_ENTITIES} entities,
     * {@value #DEFAULT_MAX_INSERT_COPIES} INSERT copies.
     *
     * @param chordTolerance the chord tolerance in mm, {@code > 0}
     * @param chainTolerance the chain tolerance in mm
     * @param assumedUnits units overriding the header
     * @throws IllegalArgumentException if a tolerance is not in mm or the chord tolerance is zero
     */
    public DxfOptions(Tolerance chordTolerance, Tolerance chainTolerance, Optional<DxfUnits> assumedUnits) {
        this(chordTolerance, chainTolerance, assumedUnits, LayerFilter.all(), DEFAULT_MAX_ENTITIES,
                DEFAULT_MAX_INSERT_COPIES);
    }

    /**
     * The defaults: chord tolerance {@value #DEFAULT_CHORD_TOLERANCE_MM} mm, chain tolerance
     * {@value #DEFAULT_CHAIN_TOLERANCE_MM} mm, units from the file, every layer, {@value #DEFAULT_MAX_ENTITIES}
     * entities, {@value #DEFAULT_MAX_INSERT_COPIES} INSERT copies.
     *
     * @return the default options
     */
    public static DxfOptions defaults() {
        return new DxfOptions(Tolerance.of("chordTolerance", DEFAULT_CHORD_TOLERANCE_MM, Unit.MILLIMETRE),
                Tolerance.of("chainTolerance", DEFAULT_CHAIN_TOLERANCE_MM, Unit.MILLIMETRE), Optional.empty());
    }

    /**
     * A copy that builds only the layers this filter accepts.
     *
     * @param filter the layers to build
     * @return the copy
     */
    public DxfOptions withLayers(LayerFilter filter) {
        return new DxfOptions(chordTolerance, chainTolerance, assumedUnits, filter, maxEntities, maxInsertCopies);
    }

    /**
     * A copy with another entity budget.
     *
     * @param limit the largest number of entities after INSERT expansion, {@code >= 1}
     * @return the copy
     * @throws IllegalArgumentException if the limit is below 1
     */
    public DxfOptions withMaxEntities(long limit) {
        return new DxfOptions(chordTolerance, chainTolerance, assumedUnits, layers, limit, maxInsertCopies);
    }

    /**
     * A copy with another INSERT copy budget.
     *
     * @param limit the largest number of block copies placed by INSERTs, {@code >= 0}
     * @return the copy
     * @throws IllegalArgumentException if the limit is negative
     */
    public DxfOptions withMaxInsertCopies(long limit) {
        return new DxfOptions(chordTolerance, chainTolerance, assumedUnits, layers, maxEntities, limit);
    }

    /**
     * A copy with another chord tolerance.
     *
     * @param mm the chord tolerance in mm, {@code > 0}
     * @return the copy
     * @throws IllegalArgumentException if the value is not finite and {@code > 0}
     */
    public DxfOptions withChordTolerance(double mm) {
        return new DxfOptions(chordTolerance.withValue(mm), chainTolerance, assumedUnits,
                layers, maxEntities, maxInsertCopies);
    }

    /**
     * A copy with another chain tolerance.
     *
     * @param mm the chain tolerance in mm, {@code >= 0}
     * @return the copy
     * @throws IllegalArgumentException if the value is negative or not finite
     */
    public DxfOptions withChainTolerance(double mm) {
        return new DxfOptions(chordTolerance, chainTolerance.withValue(mm), assumedUnits,
                layers, maxEntities, maxInsertCopies);
    }

    /**
     * A copy that reads the drawing in these units whatever its header says.
     *
     * @param units the units
     * @return the copy
     */
    public DxfOptions withAssumedUnits(DxfUnits units) {
        return new DxfOptions(chordTolerance, chainTolerance, Optional.of(units),
                layers, maxEntities, maxInsertCopies);
    }
}

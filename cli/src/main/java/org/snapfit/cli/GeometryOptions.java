package org.snapfit.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.dxf.DxfOptions;
import org.snapfit.cadimport.dxf.DxfUnits;
import org.snapfit.sweep.model.MechanismParameters;
import picocli.CommandLine.Option;

/**
 * The options that turn a drawing into a mechanism (a picocli mixin shared by {@code validate} and
 * {@code analyze}): {@code --friction}, {@code --stiffness} (all pawls, or {@code PAWL-1=150}), {@code --travel},
 * {@code --chord-tolerance}, {@code --chain-tolerance}, {@code --units}. Values are read exactly from their text.
 */
public final class GeometryOptions {

    @Option(names = "--friction", paramLabel = "MU", description = "Coulomb friction coefficient μ (exact decimal or"
            + " fraction), e.g. 0.3")
    private String friction;

    @Option(names = "--stiffness", paramLabel = "K|PAWL=K", description = {"Spring stiffness κ in N·mm/rad: a value for"
            + " every pawl, or LAYER=VALUE for one pawl (PAWL-1 also matches a layer spelled PAWL_1).",
        "Repeatable."})
    private List<String> stiffness = new ArrayList<>();

    @Option(names = "--travel", paramLabel = "MM", description = "Travel in mm; overrides the DIRECTION line's length"
            + " (needed when the drawing has no DIRECTION layer and the JSON no motion.travel)")
    private String travel;

    @Option(names = "--chord-tolerance", paramLabel = "MM", description = "Largest distance between a curve (arc, bulge,"
            + " circle, ellipse, spline) and its polygon, mm (default: "
            + org.snapfit.cadimport.dxf.DxfOptions.DEFAULT_CHORD_TOLERANCE_MM
            + ", or a mechanism JSON's geometry.chordTolerance)")
    private Double chordTolerance;

    @Option(names = "--chain-tolerance", paramLabel = "MM", defaultValue = "0.001", description = "Largest gap closed when"
            + " chaining loose LINE/ARC pieces into loops, mm (default: ${DEFAULT-VALUE})")
    private double chainTolerance;

    @Option(names = "--units", paramLabel = "UNIT", description = "Drawing units overriding $INSUNITS: mm, cm, m, in, ft"
            + " (R12 files have none and are read as mm)")
    private String units;

    /** Creates the mixin (picocli instantiates it). */
    public GeometryOptions() {
    }

    static Rational exact(String option, String text) {
        try {
            return Rational.parse(text);
        } catch (NumberSyntaxException e) {
            throw new IllegalArgumentException(option + " = '" + text + "' is not an exact number (e.g. 0.3 or 3/8)");
        }
    }

    /**
     * The physical parameters given on the command line.
     *
     * @return the parameters (empty where not given)
     * @throws IllegalArgumentException if a value is not an exact number or breaks its rule, naming the option
     */
    public MechanismParameters parameters() {
        Optional<Rational> common = Optional.empty();
        Map<String, Rational> byPawl = new LinkedHashMap<>();
        for (String s : stiffness) {
            int eq = s.indexOf('=');
            if (eq < 0) {
                common = Optional.of(exact("--stiffness", s));
            } else if (eq == 0) {
                throw new IllegalArgumentException("--stiffness = '" + s + "' has no layer before '='; use PAWL-1=150");
            } else {
                byPawl.put(s.substring(0, eq), exact("--stiffness " + s.substring(0, eq), s.substring(eq + 1)));
            }
        }
        return new MechanismParameters("", Optional.ofNullable(friction).map(f -> exact("--friction", f)), common,
                byPawl, Optional.ofNullable(travel).map(t -> exact("--travel", t)), Optional.empty());
    }

    /**
     * The DXF reading options.
     *
     * @param fromJson the chord tolerance named by a mechanism JSON, if any (the command line wins)
     * @return the options
     * @throws IllegalArgumentException if a tolerance is not positive or the units are unknown
     */
    public DxfOptions dxfOptions(Optional<Rational> fromJson) {
        DxfOptions o = DxfOptions.defaults().withChainTolerance(chainTolerance);
        if (chordTolerance != null) {
            if (!(chordTolerance > 0) || chordTolerance.isInfinite()) {
                throw new IllegalArgumentException("--chord-tolerance = " + chordTolerance + "; it must be > 0 (mm)");
            }
            o = o.withChordTolerance(chordTolerance);
        } else if (fromJson.isPresent()) {
            o = o.withChordTolerance(fromJson.get().doubleValue());
        }
        if (units != null) {
            o = o.withAssumedUnits(DxfUnits.parse(units));
        }
        return o;
    }
}

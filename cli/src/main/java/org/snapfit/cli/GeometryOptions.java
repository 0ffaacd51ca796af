package org.snapfit.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.AnalysisInputException;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.progress.Phase;
import org.snapfit.cadimport.dxf.DxfOptions;
import org.snapfit.cadimport.dxf.DxfProgress;
import org.snapfit.cadimport.dxf.DxfUnits;
import org.snapfit.cadimport.dxf.LayerFilter;
import org.snapfit.cadimport.step.brep.StepOptions;
import org.snapfit.cli.progress.StderrProgress;
import org.snapfit.core.body.LayerRole;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.section.SectionPlane;
import org.snapfit.sweep.model.MechanismParameters;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The options that turn a drawing or a 3D model into a mechanism (a picocli mixin shared by {@code validate},
 * {@code analyze} and {@code simulate}): {@code --friction}, {@code --stiffness} (all pawls, or {@code PAWL-1=150}),
 * {@code --travel}, {@code --velocity}, {@code --chord-tolerance}, {@code --chain-tolerance}, {@code --units}, the DXF
 * reading's layers and budgets ({@code --all-layers}, {@code --max-entities}, {@code --max-insert-copies}), for
 * cantilever pawls {@code --width}, {@code --thickness}, {@code --tip-thickness}, {@code --material},
 * {@code --modulus}, {@code --strain-limit}, and for STEP, STL and OBJ models {@code --section}, {@code --hinge},
 * {@code --part}, {@code --max-occurrences}. Values are read exactly from their text.
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

    @Option(names = "--max-entities", paramLabel = "N", defaultValue = "" + DxfOptions.DEFAULT_MAX_ENTITIES,
            description = "Refuse a DXF that expands to more entities (INSERT arrays multiplied out), checked before"
            + " anything is built (default: ${DEFAULT-VALUE})")
    private long maxEntities;

    @Option(names = "--max-insert-copies", paramLabel = "N", defaultValue = "" + DxfOptions.DEFAULT_MAX_INSERT_COPIES,
            description = "Refuse a DXF whose INSERTs (nested arrays multiplied out) place more block copies, checked"
            + " before anything is expanded (default: ${DEFAULT-VALUE})")
    private long maxInsertCopies;

    @Option(names = "--all-layers", description = "Build every layer of a DXF; by default only the mechanism layers"
            + " (ROOT, PAWL-n, HINGE-n, OBSTACLE*, DIRECTION, BEAM*) are built and the others skimmed")
    private boolean allLayers;

    @Spec(Spec.Target.MIXEE)
    private CommandSpec mixee;

    @Option(names = "--units", paramLabel = "UNIT", description = "Drawing units overriding $INSUNITS: mm, cm, m, in, ft"
            + " (R12 files have none and are read as mm)")
    private String units;

    @Option(names = "--width", paramLabel = "MM|PAWL=MM", description = "Beam width b in mm of the cantilever pawls"
            + " (drawn with a BEAM-n centre line, or given as \"beam\" in the mechanism JSON; a drawing cannot show"
            + " it): a value for every beam, or LAYER=VALUE for one. Repeatable.")
    private List<String> width = new ArrayList<>();

    @Option(names = "--thickness", paramLabel = "MM|PAWL=MM", description = "Beam thickness h in mm at the root,"
            + " overriding the one measured on the drawing's outline (a constant section unless --tip-thickness is"
            + " also given): a value for every beam, or LAYER=VALUE for one. Repeatable.")
    private List<String> thickness = new ArrayList<>();

    @Option(names = "--tip-thickness", paramLabel = "PAWL=MM", description = "Thickness in mm at the tip of one beam"
            + " (a linear taper from its root thickness), LAYER=VALUE. Repeatable.")
    private List<String> tipThickness = new ArrayList<>();

    @Option(names = "--material", paramLabel = "NAME", description = "Resin of the cantilever pawls: PC, PA66,"
            + " PA66-cond, PA66-GF30, POM (built-in values with their published sources in docs/formats/mechanism.md),"
            + " or a name for your own --modulus and --strain-limit.")
    private String material;

    @Option(names = "--modulus", paramLabel = "MPA", description = "Elastic modulus E of the resin in MPa, overriding"
            + " the named resin's (e.g. the secant modulus of your grade's data sheet)")
    private String modulus;

    @Option(names = "--strain-limit", paramLabel = "EPS", description = "Permissible strain of the resin for one"
            + " assembly, as a fraction (0.04) or a percentage (4%%), overriding the named resin's")
    private String strainLimit;

    @Option(names = "--velocity", paramLabel = "X,Y", description = {"Direction of the root's motion in the drawing's"
        + " (or section's) frame, e.g. 0,-1; needed when there is no DIRECTION line (3D models have none)."})
    private String velocity;

    @Option(names = "--section", paramLabel = "PLANE", description = {"Cut a STEP, STL or OBJ model by this plane into the"
        + " snap-fit's profiles: z=2.5 (section coordinates (x, y)), y=2.5 ((x, z) seen from -y), x=2.5 ((y, z)), or",
        "origin=X,Y,Z;normal=X,Y,Z[;xaxis=X,Y,Z] (x axis default: world x made perpendicular to the normal). mm, exact."})
    private String section;

    @Option(names = "--hinge", paramLabel = "PAWL=X,Y", description = {"A pawl's hinge in the section frame, e.g."
        + " PAWL-1=1,0 (repeatable); without it a HINGE-n part cut across (a pin) marks the hinge."})
    private List<String> hinges = new ArrayList<>();

    @Option(names = "--part", paramLabel = "NAME=ROLE", description = {"The role of a 3D model's part by its name in the"
        + " CAD tree: PAWL-n, HINGE-n, ROOT, OBSTACLE or IGNORE (repeatable). Parts named by the layer convention need",
        "none; every other part is a fixed obstacle."})
    private List<String> parts = new ArrayList<>();

    @Option(names = "--max-occurrences", paramLabel = "N", description = "Largest number of product occurrences a STEP"
            + " assembly may expand to (default: " + StepOptions.DEFAULT_MAX_OCCURRENCES + ")")
    private Long maxOccurrences;

    /** Quiet period before DXF progress lines, in milliseconds. */
    public static final long PROGRESS_DELAY_MS = 1_000;

    /** Creates the mixin (picocli instantiates it). */
    public GeometryOptions() {
    }

    /**
     * The section plane given by {@code --section}.
     *
     * @return the plane, if given
     * @throws IllegalArgumentException if the text is not a plane (naming the option and the accepted forms)
     */
    public Optional<SectionPlane> sectionPlane() {
        if (section == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(SectionPlane.parse(section));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--" + e.getMessage());
        }
    }

    /**
     * The hinges given by {@code --hinge}, by pawl part name.
     *
     * @return the hinges
     * @throws IllegalArgumentException if an entry is not PAWL=X,Y with exact numbers
     */
    public Map<String, ExactPoint2> hinges() {
        Map<String, ExactPoint2> out = new LinkedHashMap<>();
        for (String h : hinges) {
            int eq = h.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("--hinge = '" + h + "': expected PAWL=X,Y, e.g. PAWL-1=1,0");
            }
            out.put(h.substring(0, eq).strip(), point("--hinge " + h.substring(0, eq).strip(), h.substring(eq + 1)));
        }
        return out;
    }

    /**
     * The roles given by {@code --part}, by part name.
     *
     * @return the roles
     * @throws IllegalArgumentException if an entry is not NAME=ROLE with a known role
     */
    public Map<String, LayerRole> parts() {
        Map<String, LayerRole> out = new LinkedHashMap<>();
        for (String p : parts) {
            int eq = p.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("--part = '" + p + "': expected NAME=ROLE, e.g. clip_arm=PAWL-1");
            }
            try {
                out.put(p.substring(0, eq).strip(), LayerRole.parse(p.substring(eq + 1)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--part " + p + ": " + e.getMessage());
            }
        }
        return out;
    }

    private static ExactPoint2 point(String option, String text) {
        String[] c = text.split(",");
        if (c.length != 2) {
            throw new IllegalArgumentException(option + " = '" + text + "': expected X,Y, e.g. 0,-1");
        }
        return new ExactPoint2(exact(option, c[0].strip()), exact(option, c[1].strip()));
    }

    /** The position of '=' in a LAYER=VALUE argument, or -1 for a plain value. */
    private static int layered(String option, String arg) {
        int eq = arg.indexOf('=');
        if (eq == 0) {
            throw new IllegalArgumentException(option + " = '" + arg + "' has no layer before '='; use PAWL-1="
                    + arg.substring(1));
        }
        return eq;
    }

    /** A strain given as a fraction ({@code 0.04}) or a percentage ({@code 4%}). */
    static Rational strain(String text) {
        String t = text.strip();
        if (t.endsWith("%")) {
            return exact("--strain-limit", t.substring(0, t.length() - 1).strip()).divide(Rational.of(100));
        }
        return exact("--strain-limit", t);
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
        Optional<ExactPoint2> v = Optional.ofNullable(velocity).map(t -> point("--velocity", t));
        v.filter(p -> p.x().isZero() && p.y().isZero()).ifPresent(p -> {
            throw new IllegalArgumentException("--velocity = '" + velocity + "': the velocity must be non-zero");
        });
        Optional<Rational> mu = Optional.ofNullable(friction).map(f -> exact("--friction", f));
        mu.filter(m -> m.signum() < 0).ifPresent(m -> {
            throw new IllegalArgumentException("--friction = '" + friction + "': friction (μ) must be >= 0");
        });
        try {
            return new MechanismParameters("", mu, common, byPawl, Optional.ofNullable(travel)
                    .map(t -> exact("--travel", t)), v);
        } catch (IllegalArgumentException e) {
            // "<field> = <value>; <rule>": the field of a stiffness or travel is its option's name without "--"
            throw new IllegalArgumentException("--" + e.getMessage(), e);
        }
    }

    /**
     * These options on top of an analysis's: the physical parameters, the drawing reader's tolerances and units.
     *
     * @param base the options to add to
     * @return the new options
     * @throws IllegalArgumentException if a value is not an exact number, breaks its rule or names unknown units,
     *     naming the option
     */
    public AnalysisOptions apply(AnalysisOptions base) {
        try {
            AnalysisOptions o = base.withParameters(parameters()).withChainTolerance(chainTolerance);
            for (String w : width) {
                int eq = layered("--width", w);
                o = eq < 0 ? o.withWidth(exact("--width", w))
                        : o.withWidth(w.substring(0, eq), exact("--width " + w.substring(0, eq), w.substring(eq + 1)));
            }
            for (String h : thickness) {
                int eq = layered("--thickness", h);
                o = eq < 0 ? o.withThickness(exact("--thickness", h)) : o.withThickness(h.substring(0, eq),
                        exact("--thickness " + h.substring(0, eq), h.substring(eq + 1)));
            }
            for (String h : tipThickness) {
                int eq = layered("--tip-thickness", h);
                if (eq < 0) {
                    throw new IllegalArgumentException("--tip-thickness = '" + h + "' names no pawl; use PAWL-1=0.6");
                }
                o = o.withTipThickness(h.substring(0, eq), exact("--tip-thickness " + h.substring(0, eq),
                        h.substring(eq + 1)));
            }
            if (material != null) {
                o = o.withMaterial(material);
            }
            if (modulus != null) {
                o = o.withModulus(exact("--modulus", modulus));
            }
            if (strainLimit != null) {
                o = o.withPermissibleStrain(strain(strainLimit));
            }
            if (chordTolerance != null) {
                o = o.withChordTolerance(chordTolerance);
            }
            if (units != null) {
                o = o.withUnits(DxfUnits.parse(units));
            }
            if (sectionPlane().isPresent()) {
                o = o.withSection(sectionPlane().get());
            }
            for (Map.Entry<String, LayerRole> e : parts().entrySet()) {
                o = o.withPart(e.getKey(), e.getValue());
            }
            for (Map.Entry<String, ExactPoint2> e : hinges().entrySet()) {
                o = o.withHinge(e.getKey(), e.getValue());
            }
            if (maxOccurrences != null) {
                o = o.withMaxOccurrences(maxOccurrences);
            }
            return o.withDrawingLayers(allLayers ? LayerFilter.all() : LayerFilter.mechanismLayers())
                    .withDrawingBudgets(maxEntities, maxInsertCopies).withDrawingProgress(progress());
        } catch (AnalysisInputException e) {
            throw InputMessages.forCommandLine(e);
        }
    }

    /**
     * Progress of a long DXF reading: a line on the command's standard error once the reading has run for
     * {@link #PROGRESS_DELAY_MS} ms.
     *
     * @return the listener (silent when the mixin is used outside a command)
     */
    DxfProgress progress() {
        if (mixee == null) {
            return DxfProgress.NONE;
        }
        StderrProgress p = new StderrProgress(mixee.commandLine().getErr(), PROGRESS_DELAY_MS, System::currentTimeMillis);
        return (phase, done, total) -> p.progress(Phase.LOAD, total == 0 ? 1 : (double) done / total,
                phase + " " + done + "/" + total);
    }
}

package org.snapfit.analysis;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.engine.AnalyzerOptions;
import org.snapfit.analysis.exact.SampleGrid;
import org.snapfit.cadimport.dxf.DxfOptions;
import org.snapfit.cadimport.dxf.DxfProgress;
import org.snapfit.cadimport.dxf.DxfUnits;
import org.snapfit.cadimport.dxf.LayerFilter;
import org.snapfit.cadimport.step.brep.StepOptions;
import org.snapfit.core.body.LayerRole;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.section.SectionOptions;
import org.snapfit.core.section.SectionPlane;
import org.snapfit.sweep.engine.Engine;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.model.BeamParameters;
import org.snapfit.sweep.model.DesignIntent;
import org.snapfit.sweep.model.MechanismParameters;

/**
 * The settings of an analysis request: physical parameters that override (or complete) those of the mechanism
 * source, the sampling and retraction, the friction sweep, the sweep engine, the critical-μ search and the drawing
 * reader's tolerances. Immutable and thread-safe; every {@code with…} method returns a validated copy and throws an
 * {@link AnalysisInputException} naming the {@link Parameter} when a value breaks its rule.
 *
 * <pre>{@code
 * AnalysisOptions o = AnalysisOptions.defaults()
 *         .withFriction(Rational.parse("0.3"))
 *         .withStiffness(Rational.of(150))           // every pawl; withStiffness("PAWL-2", k) for one
 *         .withMuRange(MuRange.parse("0.1:0.8:0.05"))
 *         .withSampleStep("0.1");
 * }</pre>
 *
 * <p><b>Size.</b> Above 600 lines on purpose: one validated {@code with…} method and one accessor per option a user
 * can set (about fifty, each with its rule and its Javadoc), grouped by section; the rules themselves live with the
 * types they build ({@code MechanismParameters}, {@code BeamParameters}, {@code DxfOptions}, {@code StepOptions},
 * {@code SectionOptions}, {@code AnalyzerOptions}).
 */
public final class AnalysisOptions {

    /** The default sample step, mm (exact text). */
    public static final String DEFAULT_SAMPLE_STEP = SampleGrid.DEFAULT_STEP;
    /** The default number of exact runs spent locating each critical μ (count): brackets of width range/2^20. */
    public static final int DEFAULT_BISECTION_STEPS = AnalyzerOptions.DEFAULT_BISECTION_STEPS;
    /**
     * The default limit on force samples per run (count): the longest run's distance divided by the sample step.
     * A million samples keep a report's files within tens of megabytes.
     */
    public static final long DEFAULT_MAX_SAMPLES = SampleGrid.MAX_POINTS;
    /** The default factor of the near-self-locking check (dimensionless). */
    public static final double DEFAULT_NEAR_LOCK_FACTOR = AnalyzerOptions.DEFAULT_NEAR_LOCK_FACTOR;

    private static final AnalysisOptions DEFAULTS = new AnalysisOptions(MechanismParameters.none(),
            DEFAULT_SAMPLE_STEP, Optional.empty(), Optional.empty(), Simulator.DEFAULT_ENGINE,
            DEFAULT_BISECTION_STEPS, DEFAULT_NEAR_LOCK_FACTOR, Optional.empty(), Optional.empty(), Optional.empty(),
            DrawingReading.DEFAULTS, Optional.empty(), Model.NONE, DEFAULT_MAX_SAMPLES, true, true);

    private final MechanismParameters parameters;
    private final String sampleStep;
    private final Optional<String> retractTravel;
    private final Optional<MuRange> muRange;
    private final Engine engine;
    private final int bisectionSteps;
    private final double nearLockFactor;
    private final Optional<Double> chordTolerance;
    private final Optional<Double> chainTolerance;
    private final Optional<DxfUnits> units;
    private final DrawingReading reading;
    private final Optional<DesignIntent> intent;
    private final Model model;
    private final long maxSamples;
    private final boolean forceCurves;
    private final boolean speculativeRuns;

    /** The settings of a 3D model's section: plane, part roles, hinges, the STEP occurrence budget. */
    private record Model(Optional<SectionPlane> plane, Map<String, LayerRole> parts, Map<String, ExactPoint2> hinges,
            Optional<Long> maxOccurrences) {
        static final Model NONE = new Model(Optional.empty(), Map.of(), Map.of(), Optional.empty());
    }

    private AnalysisOptions(MechanismParameters parameters, String sampleStep, Optional<String> retractTravel,
            Optional<MuRange> muRange, Engine engine, int bisectionSteps, double nearLockFactor,
            Optional<Double> chordTolerance, Optional<Double> chainTolerance, Optional<DxfUnits> units,
            DrawingReading reading, Optional<DesignIntent> intent, Model model, long maxSamples, boolean forceCurves,
            boolean speculativeRuns) {
        this.parameters = parameters;
        this.sampleStep = sampleStep;
        this.retractTravel = retractTravel;
        this.muRange = muRange;
        this.engine = engine;
        this.bisectionSteps = bisectionSteps;
        this.nearLockFactor = nearLockFactor;
        this.chordTolerance = chordTolerance;
        this.chainTolerance = chainTolerance;
        this.units = units;
        this.reading = reading;
        this.intent = intent;
        this.model = model;
        this.maxSamples = maxSamples;
        this.forceCurves = forceCurves;
        this.speculativeRuns = speculativeRuns;
    }

    /**
     * The defaults: no parameter overrides, sample step {@value #DEFAULT_SAMPLE_STEP} mm, retraction over the
     * insertion's travel, no friction sweep, the simulator's default engine, {@value #DEFAULT_BISECTION_STEPS}
     * bisection steps, near-lock factor {@value #DEFAULT_NEAR_LOCK_FACTOR}, the drawing reader's default tolerances
     * and the drawing's own units.
     *
     * @return the default options
     */
    public static AnalysisOptions defaults() {
        return DEFAULTS;
    }

    private AnalysisOptions with(MechanismParameters p) {
        return new AnalysisOptions(p, sampleStep, retractTravel, muRange, engine, bisectionSteps, nearLockFactor,
                chordTolerance, chainTolerance, units, reading, intent, model, maxSamples, forceCurves, speculativeRuns);
    }

    private static MechanismParameters params(Parameter which, String value, java.util.function.Supplier<
            MechanismParameters> make) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            // the parameters' own message is "<field> = <value>; <rule>": keep the rule
            String m = String.valueOf(e.getMessage());
            int rule = m.indexOf("; ");
            throw AnalysisInputException.invalid(which,
                    "= " + value + ": " + (rule >= 0 ? m.substring(rule + 2) : m), e);
        }
    }

    // ------------------------------------------------------------------------------------ physical parameters

    /**
     * The physical parameters that override the source's (empty fields leave the source's value).
     *
     * @return the overrides
     */
    public MechanismParameters parameters() {
        return parameters;
    }

    /**
     * A copy with these parameter overrides, replacing all earlier ones.
     *
     * @param overrides the overrides (name, μ, κ for every pawl and per pawl, travel, velocity)
     * @return the new options
     */
    public AnalysisOptions withParameters(MechanismParameters overrides) {
        return with(Objects.requireNonNull(overrides, "overrides"));
    }

    /**
     * A copy with the friction coefficient μ, overriding the source's.
     *
     * @param mu μ, exact, &gt;= 0 (dimensionless)
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#FRICTION}) if μ &lt; 0
     */
    public AnalysisOptions withFriction(Rational mu) {
        Objects.requireNonNull(mu, "mu");
        MechanismParameters p = parameters;
        return with(params(Parameter.FRICTION, mu.toString(), () -> new MechanismParameters(p.name(),
                Optional.of(mu), p.stiffness(), p.stiffnessByPawl(), p.travel(), p.velocity(), p.beams(),
                p.intent())));
    }

    /**
     * A copy with one hinge stiffness κ for every pawl (a per-pawl value still wins for its pawl).
     *
     * @param kappa κ, exact, &gt; 0, N·mm/rad
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#STIFFNESS}) if κ &lt;= 0
     */
    public AnalysisOptions withStiffness(Rational kappa) {
        Objects.requireNonNull(kappa, "kappa");
        MechanismParameters p = parameters;
        return with(params(Parameter.STIFFNESS, kappa.toString(), () -> new MechanismParameters(p.name(),
                p.friction(), Optional.of(kappa), p.stiffnessByPawl(), p.travel(), p.velocity(), p.beams(),
                p.intent())));
    }

    /**
     * A copy with the hinge stiffness κ of one pawl of a drawing, named by its layer ({@code PAWL-1} also matches a
     * layer spelled {@code PAWL_1}, case-insensitive).
     *
     * @param pawlLayer the pawl's layer name, not blank
     * @param kappa κ, exact, &gt; 0, N·mm/rad
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#STIFFNESS}) if the layer is blank or κ &lt;= 0
     */
    public AnalysisOptions withStiffness(String pawlLayer, Rational kappa) {
        Objects.requireNonNull(kappa, "kappa");
        if (pawlLayer == null || pawlLayer.isBlank()) {
            throw AnalysisInputException.invalid(Parameter.STIFFNESS, "has no pawl layer; name one such as PAWL-1",
                    null);
        }
        MechanismParameters p = parameters;
        Map<String, Rational> by = new LinkedHashMap<>(p.stiffnessByPawl());
        by.put(pawlLayer, kappa);
        return with(params(Parameter.STIFFNESS, pawlLayer + "=" + kappa, () -> new MechanismParameters(p.name(),
                p.friction(), p.stiffness(), by, p.travel(), p.velocity(), p.beams(), p.intent())));
    }

    /**
     * A copy with the insertion travel, overriding the source's: the motion's time span t ∈ [0, travel]; a drawing's
     * DIRECTION line (a unit velocity) is rescaled to this length in mm.
     *
     * @param mm the travel, exact, &gt; 0 (mm for a unit velocity)
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#TRAVEL}) if the travel is not positive
     */
    public AnalysisOptions withTravel(Rational mm) {
        Objects.requireNonNull(mm, "mm");
        MechanismParameters p = parameters;
        return with(params(Parameter.TRAVEL, mm.toString(), () -> new MechanismParameters(p.name(), p.friction(),
                p.stiffness(), p.stiffnessByPawl(), Optional.of(mm), p.velocity(), p.beams(), p.intent())));
    }

    /**
     * A copy with the root velocity, for a drawing without a DIRECTION line (with {@link #withTravel}).
     *
     * @param velocity the velocity, exact, not zero, mm per unit of t
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#MOTION}) if the velocity is zero
     */
    public AnalysisOptions withVelocity(ExactPoint2 velocity) {
        Objects.requireNonNull(velocity, "velocity");
        MechanismParameters p = parameters;
        return with(params(Parameter.MOTION, velocity.toString(), () -> new MechanismParameters(p.name(),
                p.friction(), p.stiffness(), p.stiffnessByPawl(), p.travel(), Optional.of(velocity), p.beams(),
                p.intent())));
    }

    // ---------------------------------------------------------------------------------- cantilever beams

    private AnalysisOptions withBeams(Parameter which, String value, java.util.function.UnaryOperator<BeamParameters>
            change) {
        MechanismParameters p = parameters;
        BeamParameters b;
        try {
            b = change.apply(p.beams());
        } catch (IllegalArgumentException e) {
            String m = String.valueOf(e.getMessage());
            int rule = m.indexOf("; ");
            throw AnalysisInputException.invalid(which, "= " + value + ": " + (rule >= 0 ? m.substring(rule + 2) : m),
                    e);
        }
        return with(p.withBeams(b));
    }

    /**
     * A copy with the width b of every cantilever pawl's beam (the extent perpendicular to the drawing; a drawing
     * cannot show it), overriding the source's.
     *
     * @param mm b, exact, &gt; 0, mm
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#WIDTH}) if b ≤ 0
     */
    public AnalysisOptions withWidth(Rational mm) {
        Objects.requireNonNull(mm, "mm");
        return withBeams(Parameter.WIDTH, mm.toString(), b -> new BeamParameters(Optional.of(mm), b.widthByPawl(),
                b.thicknessByPawl(), b.tipThicknessByPawl(), b.thickness(), b.material(), b.modulus(),
                b.permissibleStrain()));
    }

    /**
     * A copy with the width of one pawl's beam, named by its layer (either spelling).
     *
     * @param pawlLayer the pawl's layer, not blank
     * @param mm b, exact, &gt; 0, mm
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#WIDTH}) if the layer is blank or b ≤ 0
     */
    public AnalysisOptions withWidth(String pawlLayer, Rational mm) {
        Objects.requireNonNull(mm, "mm");
        blankLayer(Parameter.WIDTH, pawlLayer);
        return withBeams(Parameter.WIDTH, pawlLayer + "=" + mm, b -> new BeamParameters(b.width(),
                put(b.widthByPawl(), pawlLayer, mm), b.thicknessByPawl(), b.tipThicknessByPawl(), b.thickness(),
                b.material(), b.modulus(), b.permissibleStrain()));
    }

    /**
     * A copy with the root thickness h of every cantilever pawl's beam, overriding the one a drawing's outline shows
     * or a mechanism file gives (a constant section unless a tip thickness is given too).
     *
     * @param mm h, exact, &gt; 0, mm
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#THICKNESS}) if h ≤ 0
     */
    public AnalysisOptions withThickness(Rational mm) {
        Objects.requireNonNull(mm, "mm");
        return withBeams(Parameter.THICKNESS, mm.toString(), b -> new BeamParameters(b.width(), b.widthByPawl(),
                b.thicknessByPawl(), b.tipThicknessByPawl(), Optional.of(mm), b.material(), b.modulus(),
                b.permissibleStrain()));
    }

    /**
     * A copy with the root thickness of one pawl's beam, named by its layer (either spelling).
     *
     * @param pawlLayer the pawl's layer, not blank
     * @param mm h, exact, &gt; 0, mm
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#THICKNESS}) if the layer is blank or h ≤ 0
     */
    public AnalysisOptions withThickness(String pawlLayer, Rational mm) {
        Objects.requireNonNull(mm, "mm");
        blankLayer(Parameter.THICKNESS, pawlLayer);
        return withBeams(Parameter.THICKNESS, pawlLayer + "=" + mm, b -> new BeamParameters(b.width(),
                b.widthByPawl(), put(b.thicknessByPawl(), pawlLayer, mm), b.tipThicknessByPawl(), b.thickness(),
                b.material(), b.modulus(), b.permissibleStrain()));
    }

    /**
     * A copy with the tip thickness of one pawl's beam (a linear taper from its root thickness).
     *
     * @param pawlLayer the pawl's layer, not blank
     * @param mm h₁, exact, &gt; 0, mm
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#THICKNESS}) if the layer is blank or h₁ ≤ 0
     */
    public AnalysisOptions withTipThickness(String pawlLayer, Rational mm) {
        Objects.requireNonNull(mm, "mm");
        blankLayer(Parameter.THICKNESS, pawlLayer);
        return withBeams(Parameter.THICKNESS, pawlLayer + "=" + mm, b -> new BeamParameters(b.width(),
                b.widthByPawl(), b.thicknessByPawl(), put(b.tipThicknessByPawl(), pawlLayer, mm), b.thickness(),
                b.material(), b.modulus(), b.permissibleStrain()));
    }

    /**
     * A copy with the resin of the cantilever pawls: a built-in name of {@code sweep}'s {@code Materials} (such as
     * {@code PA66-GF30}), or a name for the user's own values given with {@link #withModulus} and
     * {@link #withPermissibleStrain}. Checked when the analysis runs.
     *
     * @param name the resin's name, not blank
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#MATERIAL}) if the name is blank
     */
    public AnalysisOptions withMaterial(String name) {
        if (name == null || name.isBlank()) {
            throw AnalysisInputException.invalid(Parameter.MATERIAL, "is blank; name a resin such as PA66-GF30", null);
        }
        return withBeams(Parameter.MATERIAL, name, b -> new BeamParameters(b.width(), b.widthByPawl(),
                b.thicknessByPawl(), b.tipThicknessByPawl(), b.thickness(), Optional.of(name), b.modulus(),
                b.permissibleStrain()));
    }

    /**
     * A copy with the elastic modulus E of the cantilever pawls' resin, overriding the named resin's value.
     *
     * @param mpa E, exact, &gt; 0, MPa
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#MODULUS}) if E ≤ 0
     */
    public AnalysisOptions withModulus(Rational mpa) {
        Objects.requireNonNull(mpa, "mpa");
        return withBeams(Parameter.MODULUS, mpa.toString(), b -> new BeamParameters(b.width(), b.widthByPawl(),
                b.thicknessByPawl(), b.tipThicknessByPawl(), b.thickness(), b.material(), Optional.of(mpa),
                b.permissibleStrain()));
    }

    /**
     * A copy with the permissible strain of the cantilever pawls' resin, overriding the named resin's value.
     *
     * @param strain ε_perm, exact, a fraction in (0, 1) (0.04 for 4 %)
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#PERMISSIBLE_STRAIN}) if not in (0, 1)
     */
    public AnalysisOptions withPermissibleStrain(Rational strain) {
        Objects.requireNonNull(strain, "strain");
        return withBeams(Parameter.PERMISSIBLE_STRAIN, strain.toString(), b -> new BeamParameters(b.width(),
                b.widthByPawl(), b.thicknessByPawl(), b.tipThicknessByPawl(), b.thickness(), b.material(), b.modulus(),
                Optional.of(strain)));
    }

    private static void blankLayer(Parameter which, String pawlLayer) {
        if (pawlLayer == null || pawlLayer.isBlank()) {
            throw AnalysisInputException.invalid(which, "has no pawl layer; name one such as PAWL-1", null);
        }
    }

    private static Map<String, Rational> put(Map<String, Rational> m, String key, Rational v) {
        Map<String, Rational> out = new LinkedHashMap<>(m);
        out.put(key, v);
        return out;
    }

    // ------------------------------------------------------------------------------------------- design intent

    /**
     * The design intent, if one is set here (it overrides the source's {@code intent}).
     *
     * @return the intent
     */
    public Optional<DesignIntent> intent() {
        return intent;
    }

    /**
     * A copy with a design intent: the verdict is read against it ({@code report().verdict().intent()}: whether it
     * meets it), overriding a mechanism file's {@code intent}.
     *
     * @param designIntent the intent
     * @return the new options
     */
    public AnalysisOptions withIntent(DesignIntent designIntent) {
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, Optional.of(Objects.requireNonNull(
                designIntent, "designIntent")), model, maxSamples, forceCurves, speculativeRuns);
    }

    // ------------------------------------------------------------------------------------------- the analysis

    /**
     * The sample step: forces are sampled at every exact multiple of it along each run.
     *
     * @return the step as exact text, mm
     */
    public String sampleStep() {
        return sampleStep;
    }

    /**
     * A copy with another sample step. The text is kept as written: a decimal step gives decimal sample positions
     * in the report ({@code "0.35"}), a fraction gives fractions.
     *
     * @param mm the step, an exact decimal or fraction &gt; 0, mm
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#SAMPLE_STEP}) if the text is not an exact number &gt; 0
     */
    public AnalysisOptions withSampleStep(String mm) {
        Objects.requireNonNull(mm, "mm");
        SampleGrid grid;
        try {
            grid = SampleGrid.parse(mm);
        } catch (IllegalArgumentException e) {
            throw Analysis.invalid(Parameter.SAMPLE_STEP, e);
        }
        return new AnalysisOptions(parameters, grid.text(), retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, intent, model, maxSamples, forceCurves,
                speculativeRuns);
    }

    /**
     * The limit on force samples per run: the analysis refuses, before any run, a sample step that would give
     * more samples than this over the insertion or the retraction.
     *
     * @return the limit (count)
     */
    public long maxSamples() {
        return maxSamples;
    }

    /**
     * A copy with another limit on force samples per run.
     *
     * @param count the limit, &gt;= 1
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#SAMPLE_STEP}) if {@code count < 1}
     */
    public AnalysisOptions withMaxSamples(long count) {
        if (count < 1) {
            throw AnalysisInputException.invalid(Parameter.SAMPLE_STEP, "limit on samples per run = " + count
                    + "; it must be >= 1", null);
        }
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, intent, model, count, forceCurves,
                speculativeRuns);
    }

    /**
     * The retraction distance, if one was set (else the retraction pulls back over the insertion's travel).
     *
     * @return the distance as exact text, mm
     */
    public Optional<String> retractTravel() {
        return retractTravel;
    }

    /**
     * A copy whose retraction pulls this distance instead of the insertion's travel (longer: beyond the start).
     * Converting it to a time needs |v| rational (an axis-aligned or 3-4-5 velocity); that is checked when the
     * analysis runs. The report's assumptions state the distance as written here.
     *
     * @param mm the distance, an exact decimal or fraction &gt; 0, mm
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#RETRACT_TRAVEL}) if the text is not an exact number &gt; 0
     */
    public AnalysisOptions withRetractTravel(String mm) {
        Objects.requireNonNull(mm, "mm");
        Rational len;
        try {
            len = Rational.parse(mm);
        } catch (NumberSyntaxException e) {
            throw AnalysisInputException.invalid(Parameter.RETRACT_TRAVEL, "= '" + mm
                    + "' is not an exact number (e.g. 0.3 or 3/8)", e);
        }
        if (len.signum() <= 0) {
            throw AnalysisInputException.invalid(Parameter.RETRACT_TRAVEL, "= '" + mm
                    + "': the retraction distance must be > 0 mm", null);
        }
        return new AnalysisOptions(parameters, sampleStep, Optional.of(mm.strip()), muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, intent, model, maxSamples, forceCurves,
                speculativeRuns);
    }

    /**
     * A copy whose retraction pulls this distance instead of the insertion's travel.
     *
     * @param mm the distance, exact, &gt; 0, mm
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#RETRACT_TRAVEL}) if the distance is not positive
     */
    public AnalysisOptions withRetractTravel(Rational mm) {
        return withRetractTravel(mm.toString());
    }

    /**
     * The friction sweep, if one was requested.
     *
     * @return the μ range
     */
    public Optional<MuRange> muRange() {
        return muRange;
    }

    /**
     * A copy with a friction sweep: the analysis runs at every μ of the range and locates each critical μ where a
     * verdict changes.
     *
     * @param range the range (see {@link MuRange#parse})
     * @return the new options
     */
    public AnalysisOptions withMuRange(MuRange range) {
        return new AnalysisOptions(parameters, sampleStep, retractTravel, Optional.of(range), engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, intent, model, maxSamples, forceCurves,
                speculativeRuns);
    }

    /**
     * A copy without a friction sweep.
     *
     * @return the new options
     */
    public AnalysisOptions withoutMuRange() {
        return new AnalysisOptions(parameters, sampleStep, retractTravel, Optional.empty(), engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, intent, model, maxSamples, forceCurves,
                speculativeRuns);
    }

    /**
     * The sweep engine of the exact runs.
     *
     * @return the engine
     */
    public Engine engine() {
        return engine;
    }

    /**
     * A copy with another sweep engine. Every engine gives the same exact runs (so the same report); they differ in
     * speed only.
     *
     * @param engine the engine
     * @return the new options
     */
    public AnalysisOptions withEngine(Engine engine) {
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, Objects.requireNonNull(engine,
                "engine"), bisectionSteps, nearLockFactor, chordTolerance, chainTolerance, units, reading, intent, model,
                maxSamples, forceCurves, speculativeRuns);
    }

    /**
     * Exact runs spent locating each critical μ.
     *
     * @return the count
     */
    public int bisectionSteps() {
        return bisectionSteps;
    }

    /**
     * A copy with another bisection budget: each critical μ bracket is (range)/2^steps wide unless a stick threshold
     * confirms a narrower one; 0 skips the critical-μ search.
     *
     * @param steps the count, 0 … 60
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#BISECTION_STEPS}) if out of range
     */
    public AnalysisOptions withBisectionSteps(int steps) {
        if (steps < 0 || steps > AnalyzerOptions.MAX_BISECTION_STEPS) {
            throw AnalysisInputException.invalid(Parameter.BISECTION_STEPS, "= " + steps + "; it must be in 0 … "
                    + AnalyzerOptions.MAX_BISECTION_STEPS, null);
        }
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, steps, nearLockFactor,
                chordTolerance, chainTolerance, units, reading, intent, model, maxSamples, forceCurves, speculativeRuns);
    }

    /**
     * The factor of the near-self-locking check: a verdict change below factor × μ raises a warning.
     *
     * @return the factor (dimensionless)
     */
    public double nearLockFactor() {
        return nearLockFactor;
    }

    /**
     * A copy with another near-lock factor.
     *
     * @param factor the factor, finite and &gt;= 1 (dimensionless; 1 turns the check off)
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#NEAR_LOCK_FACTOR}) if not finite or below 1
     */
    public AnalysisOptions withNearLockFactor(double factor) {
        if (!(factor >= 1) || Double.isInfinite(factor)) {
            throw AnalysisInputException.invalid(Parameter.NEAR_LOCK_FACTOR, "= " + factor
                    + "; it must be finite and >= 1", null);
        }
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps, factor,
                chordTolerance, chainTolerance, units, reading, intent, model, maxSamples, forceCurves, speculativeRuns);
    }

    // ------------------------------------------------------------------------------------------ batch callers

    /**
     * Whether the runs at the mechanism's μ carry their force curves (samples at every step, work, lateral peak,
     * per-pawl maximum deflection); the default.
     *
     * @return true unless turned off
     */
    public boolean forceCurves() {
        return forceCurves;
    }

    /**
     * A copy with or without force curves. Without them the report's runs keep their events, terminations and force
     * peaks (the same peaks, positions and contacts as with curves) but have no samples, zero work and lateral
     * peak, and deflections from the events only; verdicts, locks, peaks and critical μ values are unchanged (the
     * assembly reason leaves out the latch and pull-in detail read off the force curve). For callers
     * that need the verdicts and peaks of many analyses (a design study); the report files of such a result have
     * empty charts.
     *
     * @param curves false to leave the curves out
     * @return the new options
     */
    public AnalysisOptions withForceCurves(boolean curves) {
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, intent, model, maxSamples, curves,
                speculativeRuns);
    }

    /**
     * Whether the analysis starts runs it may need on other threads before it knows it needs them (the run at μ = 0
     * and the near-lock run beside the main runs); the default.
     *
     * @return true unless turned off
     */
    public boolean speculativeRuns() {
        return speculativeRuns;
    }

    /**
     * A copy with or without speculative runs. Without them every exact run is one the analysis needs, computed
     * when it needs it: the result is the same, on one core it takes longer, and a caller that runs many analyses
     * on all cores at once wastes no work.
     *
     * @param speculate false to run only what is needed
     * @return the new options
     */
    public AnalysisOptions withSpeculativeRuns(boolean speculate) {
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, intent, model, maxSamples, forceCurves,
                speculate);
    }

    // ---------------------------------------------------------------------------------------- drawing reader

    /**
     * A copy with the chord tolerance of the drawing reader: the largest distance between a drawn curve (arc,
     * bulge, circle, ellipse, spline) and its polygon. Overrides a mechanism file's {@code geometry.chordTolerance}.
     *
     * @param mm the tolerance, finite and &gt; 0, mm
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#CHORD_TOLERANCE}) if not finite or not positive
     */
    public AnalysisOptions withChordTolerance(double mm) {
        if (!(mm > 0) || Double.isInfinite(mm)) {
            throw AnalysisInputException.invalid(Parameter.CHORD_TOLERANCE, "= " + mm + "; it must be > 0 (mm)", null);
        }
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, Optional.of(mm), chainTolerance, units, reading, intent, model, maxSamples, forceCurves,
                speculativeRuns);
    }

    /**
     * A copy with the chain tolerance of the drawing reader: the largest gap closed when chaining loose LINE/ARC
     * pieces into loops.
     *
     * @param mm the tolerance, finite and &gt;= 0, mm
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#CHAIN_TOLERANCE}) if not finite or negative
     */
    public AnalysisOptions withChainTolerance(double mm) {
        if (!(mm >= 0) || Double.isInfinite(mm)) {
            throw AnalysisInputException.invalid(Parameter.CHAIN_TOLERANCE, "= " + mm + "; it must be >= 0 (mm)",
                    null);
        }
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, Optional.of(mm), units, reading, intent, model, maxSamples, forceCurves,
                speculativeRuns);
    }

    /**
     * A copy that reads drawings in these units instead of the file's own ({@code $INSUNITS}).
     *
     * @param drawingUnits the units
     * @return the new options
     */
    public AnalysisOptions withUnits(DxfUnits drawingUnits) {
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, Optional.of(Objects.requireNonNull(drawingUnits,
                "drawingUnits")), reading, intent, model, maxSamples, forceCurves, speculativeRuns);
    }

    /**
     * A copy whose drawing reader builds only these layers (default: the mechanism layers,
     * {@link LayerFilter#mechanismLayers()}; the others are skimmed and counted).
     *
     * @param layers the layers to build
     * @return the new options
     */
    public AnalysisOptions withDrawingLayers(LayerFilter layers) {
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, new DrawingReading(
                Objects.requireNonNull(layers, "layers"), reading.maxEntities(), reading.maxInsertCopies(),
                reading.progress()), intent, model, maxSamples, forceCurves, speculativeRuns);
    }

    /**
     * A copy with the drawing reader's budgets, checked before a drawing's INSERTs are expanded (see
     * {@link DxfOptions#maxEntities()} and {@link DxfOptions#maxInsertCopies()}).
     *
     * @param maxEntities the largest number of entities after INSERT expansion, &gt;= 1
     * @param maxInsertCopies the largest number of block copies placed by INSERTs, &gt;= 0
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#DRAWING_BUDGET}) if a budget is out of range
     */
    public AnalysisOptions withDrawingBudgets(long maxEntities, long maxInsertCopies) {
        if (maxEntities < 1 || maxInsertCopies < 0) {
            throw AnalysisInputException.invalid(Parameter.DRAWING_BUDGET, "= " + maxEntities + " entities, "
                    + maxInsertCopies + " INSERT copies; the entity budget must be >= 1 and the copy budget >= 0",
                            null);
        }
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, new DrawingReading(reading.layers(),
                maxEntities, maxInsertCopies, reading.progress()), intent, model, maxSamples, forceCurves, speculativeRuns);
    }

    /**
     * A copy whose drawing reader reports its phases (reading bytes, building entities, chaining) to this listener.
     *
     * @param progress the listener
     * @return the new options
     */
    public AnalysisOptions withDrawingProgress(DxfProgress progress) {
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, new DrawingReading(reading.layers(),
                reading.maxEntities(), reading.maxInsertCopies(), Objects.requireNonNull(progress, "progress")), intent, model,
                maxSamples, forceCurves, speculativeRuns);
    }

    /**
     * The listener of the drawing reader's progress.
     *
     * @return the listener ({@link DxfProgress#NONE} unless set)
     */
    public DxfProgress drawingProgress() {
        return reading.progress();
    }

    /**
     * The drawing reader's options.
     *
     * @param fromSource the chord tolerance a mechanism file names, if any (these options win)
     * @return the reader options
     */
    public DxfOptions dxfOptions(Optional<Rational> fromSource) {
        DxfOptions o = DxfOptions.defaults().withLayers(reading.layers()).withMaxEntities(reading.maxEntities())
                .withMaxInsertCopies(reading.maxInsertCopies());
        if (chainTolerance.isPresent()) {
            o = o.withChainTolerance(chainTolerance.get());
        }
        if (chordTolerance.isPresent()) {
            o = o.withChordTolerance(chordTolerance.get());
        } else if (fromSource.isPresent()) {
            o = o.withChordTolerance(fromSource.get().doubleValue());
        }
        if (units.isPresent()) {
            o = o.withAssumedUnits(units.get());
        }
        return o;
    }

    // ---------------------------------------------------------------------------------------- 3D models

    /**
     * A copy that cuts 3D models (STEP, STL, OBJ) by this plane; overrides a mechanism file's
     * {@code geometry.section}.
     *
     * @param plane the plane and its 2D frame
     * @return the new options
     */
    public AnalysisOptions withSection(SectionPlane plane) {
        Model m = new Model(Optional.of(Objects.requireNonNull(plane, "plane")), model.parts(), model.hinges(),
                model.maxOccurrences());
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, intent, m, maxSamples, forceCurves, speculativeRuns);
    }

    /**
     * The plane that cuts 3D models, if the request gives one.
     *
     * @return the plane
     */
    public Optional<SectionPlane> section() {
        return model.plane();
    }

    /**
     * A copy in which the part of a 3D model with this name plays this role (added to a mechanism file's
     * {@code parts}, winning over it).
     *
     * @param part the part's name in the CAD tree (case-insensitive, {@code -} or {@code _})
     * @param role the role
     * @return the new options
     */
    public AnalysisOptions withPart(String part, LayerRole role) {
        Map<String, LayerRole> p = new LinkedHashMap<>(model.parts());
        p.put(Objects.requireNonNull(part, "part"), Objects.requireNonNull(role, "role"));
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, intent,
                new Model(model.plane(), Map.copyOf(p), model.hinges(), model.maxOccurrences()), maxSamples, forceCurves,
                speculativeRuns);
    }

    /**
     * The roles given to parts of a 3D model by name.
     *
     * @return the roles
     */
    public Map<String, LayerRole> parts() {
        return model.parts();
    }

    /**
     * A copy with a pawl's hinge, in the section's (or drawing's) frame, mm; it wins over the source's.
     *
     * @param pawl the pawl's part or layer name
     * @param hinge the hinge
     * @return the new options
     */
    public AnalysisOptions withHinge(String pawl, ExactPoint2 hinge) {
        Map<String, ExactPoint2> h = new LinkedHashMap<>(model.hinges());
        h.put(Objects.requireNonNull(pawl, "pawl"), Objects.requireNonNull(hinge, "hinge"));
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, intent,
                new Model(model.plane(), model.parts(), Map.copyOf(h), model.maxOccurrences()), maxSamples, forceCurves,
                speculativeRuns);
    }

    /**
     * The hinges given by name.
     *
     * @return the hinges
     */
    public Map<String, ExactPoint2> hinges() {
        return model.hinges();
    }

    /**
     * A copy with the number of product occurrences a STEP assembly may expand to (the reader refuses more).
     *
     * @param n the budget, &gt;= 1
     * @return the new options
     * @throws AnalysisInputException ({@link Parameter#MAX_OCCURRENCES}) if below 1
     */
    public AnalysisOptions withMaxOccurrences(long n) {
        if (n < 1) {
            throw AnalysisInputException.invalid(Parameter.MAX_OCCURRENCES, "= " + n + "; it must be >= 1", null);
        }
        return new AnalysisOptions(parameters, sampleStep, retractTravel, muRange, engine, bisectionSteps,
                nearLockFactor, chordTolerance, chainTolerance, units, reading, intent,
                new Model(model.plane(), model.parts(), model.hinges(), Optional.of(n)), maxSamples, forceCurves, speculativeRuns);
    }

    /**
     * The STEP reader's budgets: this request's occurrence budget, else the source's, else the default.
     *
     * @param fromSource a mechanism file's {@code geometry.maxOccurrences}, if any
     * @return the budgets
     */
    public StepOptions stepOptions(Optional<Long> fromSource) {
        return StepOptions.defaults().withMaxOccurrences(model.maxOccurrences().or(() -> fromSource)
                .orElse(StepOptions.DEFAULT_MAX_OCCURRENCES));
    }

    /**
     * The section's options: this request's chord tolerance, else the source's, else the default.
     *
     * @param fromSource a mechanism file's {@code geometry.chordTolerance}, if any
     * @return the options
     */
    public SectionOptions sectionOptions(Optional<Rational> fromSource) {
        SectionOptions o = SectionOptions.defaults();
        if (chordTolerance.isPresent()) {
            return o.withChordTolerance(chordTolerance.get());
        }
        return fromSource.map(r -> o.withChordTolerance(r.doubleValue())).orElse(o);
    }

    /** The analyzer's share of the options. */
    AnalyzerOptions analyzerOptions() {
        AnalyzerOptions o = AnalyzerOptions.defaults().withBisectionSteps(bisectionSteps)
                .withNearLockFactor(nearLockFactor).withSpeculativeRuns(speculativeRuns);
        return muRange.isPresent() ? o.withMuValues(muRange.get().values()) : o;
    }
}

package org.snapfit.study;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisInputException;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.analysis.AnalysisResult;
import org.snapfit.analysis.LoadedMechanism;
import org.snapfit.analysis.MissingParameter;
import org.snapfit.analysis.Parameter;
import org.snapfit.analysis.progress.AnalysisCancelledException;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.analysis.progress.ProgressListener;
import org.snapfit.analysis.report.BeamCheck;
import org.snapfit.analysis.report.Lock;
import org.snapfit.analysis.report.MuBracket;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Verdict;
import org.snapfit.sweep.engine.SweepContext;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;

/**
 * A study ready to run: its spec, the nominal mechanism, each parameter bound to its edit, the sampler. Evaluating
 * sample i ({@link #evaluate}) is a pure function of the plan and i: the values come from the seed and i, the
 * mechanism is the nominal one with those exact values, and the analysis is exact. So every engine, thread count
 * and machine gives the same row. Immutable and thread-safe.
 */
public final class StudyPlan {

    /**
     * The analysis settings of every sample: the default exact analysis (critical μ by the stick threshold or 20
     * bisection steps) without force curves, speculative runs or the near-lock check, which the rows do not use.
     * A mechanism with beam pawls keeps its force curves: its strain comes from the largest sampled deflection, as in
     * {@code snapfit analyze}.
     */
    public static final AnalysisOptions SAMPLE_OPTIONS = AnalysisOptions.defaults().withForceCurves(false)
            .withSpeculativeRuns(false).withNearLockFactor(1);

    private final StudySpec spec;
    private final String label;
    private final Mechanism base;
    private final String mechanismJson;
    private final List<ParameterPaths.Edit> edits;
    private final Sampler sampler;
    private final String hash;
    private final AnalysisOptions options;

    private StudyPlan(StudySpec spec, String label, String mechanismJson) {
        this.spec = spec;
        this.label = label;
        this.mechanismJson = mechanismJson;
        this.base = MechanismJson.parse(mechanismJson, label);
        List<ParameterPaths.Edit> list = new ArrayList<>();
        for (ParameterSpec p : spec.parameters()) {
            try {
                list.add(ParameterPaths.bind(p, base));
            } catch (IllegalArgumentException e) {
                throw new StudyInputException(spec.file().toString(), "parameters.\"" + p.path() + "\"",
                        e.getMessage(), e);
            }
        }
        this.edits = List.copyOf(list);
        try {
            this.sampler = new Sampler(spec);
        } catch (IllegalArgumentException e) {
            throw new StudyInputException(spec.file().toString(), "samples", e.getMessage(), e);
        }
        this.hash = sha256(Analysis.version() + "\n" + spec.canonicalText() + "\n" + mechanismJson);
        this.options = SAMPLE_OPTIONS.withForceCurves(hasBeam(base));
    }

    /** Whether some pawl is a cantilever beam (its strain is a column of the rows). */
    static boolean hasBeam(Mechanism m) {
        return m.pawls().stream().anyMatch(p -> p.cantilever().isPresent());
    }

    /**
     * Reads a study file and its mechanism. A physical parameter that the mechanism lacks (a drawing without μ or
     * κ) but the study varies is set to the low end of its distribution for the nominal mechanism.
     *
     * @param studyFile the study file
     * @return the plan
     * @throws StudyInputException if the study file is bad (the message names the file and field)
     * @throws AnalysisInputException if the mechanism cannot be read or misses a parameter the study does not vary
     */
    public static StudyPlan load(Path studyFile) {
        StudySpec spec = StudyReader.read(studyFile);
        AnalysisRequest request = AnalysisRequest.of(spec.mechanism());
        LoadedMechanism loaded = Analysis.load(request);
        if (loaded.mechanism().isEmpty()) {
            request = request.withOptions(completed(spec, loaded.missing()));
            loaded = Analysis.load(request);
        }
        Mechanism m = loaded.requireMechanism();
        return new StudyPlan(spec, loaded.label(), MechanismJson.write(m));
    }

    /** Options that set each missing parameter the study varies to its distribution's low end. */
    private static AnalysisOptions completed(StudySpec spec, List<MissingParameter> missing) {
        AnalysisOptions o = AnalysisOptions.defaults();
        for (MissingParameter mp : missing) {
            for (ParameterSpec p : spec.parameters()) {
                Rational low = p.distribution().low();
                if (mp.parameter() == Parameter.FRICTION && p.path().equals("friction")) {
                    o = o.withFriction(low);
                } else if (mp.parameter() == Parameter.TRAVEL && p.path().equals("motion.travel")) {
                    o = o.withTravel(low);
                } else if (mp.parameter() == Parameter.STIFFNESS && mp.pawl().isPresent()
                        && p.path().equals("pawls." + mp.pawl().get() + ".stiffness")) {
                    o = o.withStiffness(mp.pawl().get(), low);
                }
            }
        }
        return o;
    }

    /**
     * Rebuilds a plan from its portable form (on a cluster's executor).
     *
     * @param portable the plan's portable form
     * @return the plan, equal in every sample to the one that made the portable form
     */
    public static StudyPlan of(PortablePlan portable) {
        StudySpec spec = StudyReader.parse(portable.studyText(), Path.of(portable.studyFile()));
        return new StudyPlan(spec, portable.label(), portable.mechanismJson());
    }

    /**
     * The plan as plain text (the study file's content, the nominal mechanism as {@code snapfit-mechanism/1}), for
     * shipping to other machines.
     *
     * @return the portable form
     */
    public PortablePlan portable() {
        return new PortablePlan(spec.file().toString(), spec.canonicalText(), label, mechanismJson);
    }

    /**
     * The study as its file states it.
     *
     * @return the spec
     */
    public StudySpec spec() {
        return spec;
    }

    /**
     * The mechanism's name as the reports show it (its file name).
     *
     * @return the label
     */
    public String label() {
        return label;
    }

    /**
     * The nominal mechanism.
     *
     * @return the mechanism
     */
    public Mechanism mechanism() {
        return base;
    }

    /**
     * The number of samples: the study's {@code samples}, or a grid's number of points.
     *
     * @return the count
     */
    public long size() {
        return sampler.size();
    }

    /**
     * The study's hash: SHA-256 of the snapfit version, the study file's canonical content and the nominal
     * mechanism, in hex. Rows computed under one hash can be resumed under the same hash only.
     *
     * @return 64 hex digits
     */
    public String hash() {
        return hash;
    }

    /**
     * The header of samples.csv: {@code sample}, the parameter paths, then {@link SampleRow#OUTPUT_COLUMNS}.
     *
     * @return the column names
     */
    public List<String> columns() {
        List<String> c = new ArrayList<>();
        c.add("sample");
        spec.parameters().forEach(p -> c.add(p.path()));
        c.addAll(SampleRow.OUTPUT_COLUMNS);
        return c;
    }

    /**
     * The exact parameter values of a sample.
     *
     * @param sample the index, 0 … size − 1
     * @return the values in parameter order
     */
    public List<BigDecimal> values(long sample) {
        return sampler.values(sample);
    }

    /**
     * Analyses one sample.
     *
     * @param sample the index, 0 … size − 1
     * @param token checked inside the analysis
     * @return the row (an error row if the sample's mechanism is invalid or its analysis fails)
     * @throws AnalysisCancelledException if the token is cancelled
     */
    public SampleRow evaluate(long sample, CancellationToken token) {
        return evaluate(sample, token, SweepContext.create());
    }

    /**
     * Analyses one sample in the given sweep context: a worker that analyses many samples in turn keeps one context
     * for all of them, so that later samples reuse the roots, signs and comparisons of the geometry they share with
     * earlier ones ({@link Analysis#run(AnalysisRequest, ProgressListener, CancellationToken, SweepContext)}). The
     * row does not depend on the context.
     *
     * @param sample the index, 0 … size − 1
     * @param token checked inside the analysis
     * @param context the sweep's caches, kept by the worker (one per thread avoids contention)
     * @return the row (an error row if the sample's mechanism is invalid or its analysis fails)
     * @throws AnalysisCancelledException if the token is cancelled
     */
    public SampleRow evaluate(long sample, CancellationToken token, SweepContext context) {
        List<BigDecimal> vals = sampler.values(sample);
        List<String> texts = vals.stream().map(StudyPlan::text).toList();
        Mechanism m;
        try {
            MechanismDraft draft = new MechanismDraft(base);
            for (int j = 0; j < edits.size(); j++) {
                edits.get(j).apply(draft, Rational.fromBigDecimal(vals.get(j)));
            }
            m = draft.build();
        } catch (IllegalArgumentException e) {
            return SampleRow.failed(sample, texts, "invalid mechanism: " + e.getMessage());
        }
        AnalysisResult r;
        try {
            r = Analysis.run(AnalysisRequest.of(m, label).withOptions(options), ProgressListener.NONE, token, context);
        } catch (AnalysisCancelledException e) {
            throw e;
        } catch (RuntimeException e) {
            return SampleRow.failed(sample, texts, "analysis failed: " + e);
        }
        return row(sample, texts, r);
    }

    private static SampleRow row(long sample, List<String> texts, AnalysisResult r) {
        Verdict v = r.report().verdict();
        RunReport ins = r.report().runs().get(0);
        Optional<String> stop = v.assembles() ? Optional.empty() : Optional.of(ins.termination().cause());
        Optional<Lock> lock = v.lock();
        Optional<MuBracket> critical = lock.isPresent() ? lock.get().criticalMu() : v.insertionCriticalMu();
        Optional<Double> strain = r.report().beamChecks().stream().map(BeamCheck::strain).max(Double::compare);
        return new SampleRow(sample, texts, Optional.of(v.assembles()), stop, v.separable(),
                Optional.of(v.peakInsertion()), v.peakRetraction(), strain, lock.map(Lock::cause),
                critical.map(MuBracket::mid), Optional.empty());
    }

    /** An exact decimal's text without trailing zeros or exponent. */
    static String text(BigDecimal d) {
        return d.signum() == 0 ? "0" : d.stripTrailingZeros().toPlainString();
    }

    private static String sha256(String s) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from the JDK", e);
        }
    }

    @Override
    public String toString() {
        return "StudyPlan[" + spec.file() + ", " + size() + " samples, " + Objects.toString(spec.method().text())
                + "]";
    }
}

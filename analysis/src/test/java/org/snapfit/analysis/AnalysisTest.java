package org.snapfit.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.progress.AnalysisCancelledException;
import org.snapfit.analysis.report.IntentCheck;
import org.snapfit.analysis.report.Limit;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.analysis.progress.Phase;
import org.snapfit.analysis.progress.ProgressListener;
import org.snapfit.cadimport.dxf.DxfImport;
import org.snapfit.cadimport.dxf.DxfOptions;
import org.snapfit.cadimport.dxf.DxfReader;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.engine.Engine;
import org.snapfit.sweep.model.DesignIntent;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.MechanismParameters;
import org.snapfit.sweep.model.Motion;

/** The facade: requests from every source kind, options, errors naming parameters, progress, cancellation. */
class AnalysisTest {

    static {
        System.setProperty("java.awt.headless", "true");
    }

    static final ObjectMapper MAPPER = new ObjectMapper();

    static Path hookJson() {
        return TestData.path("dxf", "hook_mechanism.json");
    }

    static Path hookDxf() {
        return TestData.path("dxf", "simple_hook_r2000.dxf");
    }

    static Path shared(String id) {
        return TestData.path("snapfit", id + ".json");
    }

    static AnalysisOptions hookParameters() {
        return AnalysisOptions.defaults().withFriction(Rational.parse("0.3")).withStiffness(Rational.of(150));
    }

    // ------------------------------------------------------------------------------------------- sources

    @Test
    void run_mechanismJsonNamingDxf_jsonCarriesSourceAndPeakOfTheVerdict() throws Exception {
        AnalysisResult r = Analysis.run(AnalysisRequest.of(hookJson()));
        JsonNode doc = MAPPER.readTree(r.toJson());
        assertThat(doc.get("format").asText()).isEqualTo("snapfit-report/1");
        assertThat(doc.get("mechanism").get("source").asText()).isEqualTo("hook_mechanism.json");
        assertThat(doc.get("tool").get("version").asText()).isEqualTo(Analysis.version()).isEqualTo(r.toolVersion());
        // invariant: the facade's peak is the verdict's, is the insertion run's peak, and is what the JSON writes
        assertThat(r.peakInsertionForce()).isEqualTo(r.report().insertion().peak().w()).isPositive();
        assertThat(Double.parseDouble(doc.get("verdict").get("peakInsertion").asText()))
                .isEqualTo(r.peakInsertionForce());
    }

    @Test
    void run_sameRequestTwice_byteIdenticalJson() {
        AnalysisRequest q = AnalysisRequest.of(shared("s09-cantilever-limit"));
        assertThat(Analysis.run(q).toJson()).isEqualTo(Analysis.run(q).toJson());
    }

    @Test
    void run_dxfProfilesInMemory_sameReportAsTheDxfFile() {
        // oracle: the DXF file read by the facade; the same reading handed over as profiles with its diagnostics
        // (the way a reader of another format plugs in) must give the same bytes
        String fromFile = Analysis.run(AnalysisRequest.of(hookDxf()).withOptions(hookParameters())).toJson();
        DxfImport dxf = DxfReader.read(hookDxf(), DxfOptions.defaults());
        MechanismParameters params = MechanismParameters.none().overriddenBy(new MechanismParameters("",
                Optional.of(Rational.parse("0.3")), Optional.of(Rational.of(150)), Map.of(), Optional.empty(),
                Optional.empty()));
        String fromProfiles = Analysis.run(AnalysisRequest.of(MechanismSources.profiles("dxf", dxf.profiles(), params,
                dxf.diagnostics()))).toJson();
        assertThat(fromProfiles).isEqualTo(fromFile);
        // without the diagnostics only the import warnings go: the runs are the same
        AnalysisResult bare = Analysis.run(AnalysisRequest.of(dxf.profiles(), params));
        assertThat(bare.report().runs()).isEqualTo(Analysis.run(AnalysisRequest.of(hookDxf())
                .withOptions(hookParameters())).report().runs());
        // profiles that name no file: the source kind names them in the report
        ProfileSet unnamed = new ProfileSet("", dxf.profiles().layers());
        assertThat(Analysis.run(AnalysisRequest.of(unnamed, params)).report().mechanism().source()).isEqualTo("profiles");
        assertThatThrownBy(() -> Analysis.run(AnalysisRequest.of(unnamed, MechanismParameters.none())))
                .isInstanceOf(AnalysisInputException.class).hasMessageStartingWith("friction (μ) is not given");
    }

    @Test
    void run_inMemoryMechanismWithOverrides_equalsTheEditedMechanism() {
        Mechanism m = MechanismJson.read(shared("s01-ramp-snap-speed2"));
        AnalysisOptions o = AnalysisOptions.defaults().withFriction(Rational.of(3, 10)).withStiffness(Rational.of(2));
        AnalysisResult overridden = Analysis.run(AnalysisRequest.of(m, "s01").withOptions(o));
        // oracle: the same mechanism built with μ = 3/10 and κ = 2 by hand
        Mechanism edited = new Mechanism(m.name(), Rational.of(3, 10), m.motion(), m.pawls().stream()
                .map(p -> new org.snapfit.sweep.model.Pawl(p.name(), p.hinge(), Rational.of(2), p.shape())).toList(),
                m.obstacles(), m.rootShape());
        assertThat(overridden.toJson()).isEqualTo(Analysis.run(AnalysisRequest.of(edited, "s01")).toJson());
        assertThat(overridden.report().mechanism().friction()).isEqualTo("3/10");
        assertThat(overridden.report().mechanism().source()).isEqualTo("s01");
    }

    @Test
    void run_mechanismFileWithFrictionOverride_overrideWins() {
        AnalysisResult r = Analysis.run(AnalysisRequest.of(shared("s01-ramp-snap-speed2"))
                .withOptions(AnalysisOptions.defaults().withFriction(Rational.ZERO)));
        assertThat(r.report().mechanism().friction()).isEqualTo("0");
    }

    @Test
    void run_faceEngine_sameReportAsDefaultEngine() {
        // the sweep's engines differ only in which constraints they search, never in the exact result
        AnalysisRequest q = AnalysisRequest.of(shared("s08-two-pawls-one-jams"));
        assertThat(Analysis.run(q.withOptions(AnalysisOptions.defaults().withEngine(Engine.FACE))).toJson())
                .isEqualTo(Analysis.run(q).toJson());
    }

    @Test
    void writeFiles_allNamesAndJsonEqualsToJson(@TempDir Path dir) throws Exception {
        AnalysisResult r = Analysis.run(AnalysisRequest.of(shared("s01-ramp-snap-speed2")));
        List<Path> written = r.writeFiles(dir);
        assertThat(written).extracting(p -> p.getFileName().toString()).containsExactlyElementsOf(
                AnalysisResult.fileNames());
        assertThat(Files.readString(dir.resolve("report.json"))).isEqualTo(r.toJson());
        assertThat(r.summary()).contains("assembles:        yes");
    }

    @Test
    void load_dxfWithoutParameters_listsWhatIsMissing() {
        LoadedMechanism l = Analysis.load(AnalysisRequest.of(hookDxf()));
        assertThat(l.kind()).isEqualTo("dxf");
        assertThat(l.mechanism()).isEmpty();
        assertThat(l.dxf()).isPresent();
        assertThat(l.missing()).extracting(MissingParameter::parameter).containsExactly(Parameter.FRICTION,
                Parameter.STIFFNESS);
        assertThat(l.missing().get(1).describe()).isEqualTo("stiffness (κ) of " + l.layout().orElseThrow().pawls()
                .get(0).name());
    }

    // ------------------------------------------------------------------------------------------- errors

    @Test
    void run_dxfWithoutFriction_missingParameterNamedNotAFlag() {
        assertThatThrownBy(() -> Analysis.run(AnalysisRequest.of(hookDxf()))).isInstanceOf(AnalysisInputException.class)
                .hasMessageEndingWith("simple_hook_r2000.dxf: friction (μ) is not given: set it in the mechanism file"
                        + " (\"friction\": \"0.3\") or the request")
                .hasMessageNotContaining("--")
                .satisfies(e -> {
                    AnalysisInputException a = (AnalysisInputException) e;
                    assertThat(a.kind()).isEqualTo(AnalysisInputException.Kind.MISSING_PARAMETER);
                    assertThat(a.parameter()).contains(Parameter.FRICTION);
                    assertThat(a.file()).hasValueSatisfying(f -> assertThat(f).endsWith("simple_hook_r2000.dxf"));
                });
    }

    @Test
    void run_dxfWithoutStiffness_missingParameterNamesThePawl() {
        AnalysisRequest q = AnalysisRequest.of(hookDxf()).withOptions(AnalysisOptions.defaults()
                .withFriction(Rational.parse("0.3")));
        assertThatThrownBy(() -> Analysis.run(q)).isInstanceOf(AnalysisInputException.class)
                .hasMessageContaining("stiffness (κ) of PAWL").hasMessageNotContaining("--")
                .satisfies(e -> {
                    AnalysisInputException a = (AnalysisInputException) e;
                    assertThat(a.parameter()).contains(Parameter.STIFFNESS);
                    assertThat(a.entity()).hasValueSatisfying(p -> assertThat(p).startsWith("PAWL"));
                });
    }

    @Test
    void run_missingFile_badInputNamingTheFile() {
        assertThatThrownBy(() -> Analysis.run(AnalysisRequest.of(Path.of("no", "such.json"))))
                .isInstanceOf(AnalysisInputException.class).hasMessageContaining("such.json: no such file")
                .satisfies(e -> assertThat(((AnalysisInputException) e).kind())
                        .isEqualTo(AnalysisInputException.Kind.BAD_INPUT));
    }

    @Test
    void run_brokenDxf_badInputWithLineAndDiagnostic(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("hook.dxf");
        Files.writeString(f, "0\nEOF\n");
        assertThatThrownBy(() -> Analysis.run(AnalysisRequest.of(f))).isInstanceOf(AnalysisInputException.class)
                .hasMessageContaining("hook.dxf")
                .satisfies(e -> assertThat(((AnalysisInputException) e).file()).isPresent());
    }

    @Test
    void run_tinySampleStep_refusedNamingTheParameter() {
        AnalysisRequest q = AnalysisRequest.of(shared("s01-ramp-snap-speed2"))
                .withOptions(AnalysisOptions.defaults().withSampleStep("1e-9"));
        // s01 travels 6 mm: 6e9 samples, far more than the limit
        assertThatThrownBy(() -> Analysis.run(q)).isInstanceOf(AnalysisInputException.class)
                .hasMessageStartingWith("max samples = 1000000 per run is exceeded: sample step 1e-9 mm over the"
                        + " insertion of 6 mm gives about 6000000000 samples")
                .satisfies(e -> assertThat(((AnalysisInputException) e).parameter()).contains(Parameter.MAX_SAMPLES));
    }

    @Test
    void run_sampleLimit_isExactAtItsBoundary() {
        // s01 travels 6 mm: step 0.001 gives the samples 0, 0.001, …, 6, i.e. 6001 of them
        AnalysisOptions o = AnalysisOptions.defaults().withSampleStep("0.001");
        AnalysisRequest q = AnalysisRequest.of(shared("s01-ramp-snap-speed2"));
        assertThatThrownBy(() -> Analysis.run(q.withOptions(o.withMaxSamples(6000))))
                .isInstanceOf(AnalysisInputException.class).hasMessageContaining("gives about 6001 samples");
        AnalysisResult r = Analysis.run(q.withOptions(o.withMaxSamples(6001)));
        assertThat(r.report().runs().get(0).samples().stream().filter(x -> x.limit() == Limit.AT).count())
                .isEqualTo(6001);
    }

    @Test
    void run_retractionBeyondTheDoubleRange_isRefusedWithItsRealSize() {
        AnalysisRequest q = AnalysisRequest.of(shared("s01-ramp-snap-speed2"))
                .withOptions(AnalysisOptions.defaults().withRetractTravel("1e4000"));
        assertThatThrownBy(() -> Analysis.run(q)).isInstanceOf(AnalysisInputException.class)
                .hasMessageContaining("over the retraction of 1E+4000 mm gives about 2E+4001 samples")
                .hasMessageNotContaining("Infinity");
    }

    @Test
    void options_badValues_refusedNamingTheParameter() {
        AnalysisOptions o = AnalysisOptions.defaults();
        assertInvalid(() -> o.withSampleStep("0"), Parameter.SAMPLE_STEP, "sample step = \"0\"; the step must be > 0");
        assertInvalid(() -> o.withSampleStep("x"), Parameter.SAMPLE_STEP, "sample step = \"x\"");
        assertInvalid(() -> o.withBisectionSteps(61), Parameter.BISECTION_STEPS, "bisection steps = 61; it must be in 0");
        assertInvalid(() -> o.withNearLockFactor(0.5), Parameter.NEAR_LOCK_FACTOR, "near-lock factor = 0.5");
        assertInvalid(() -> o.withChordTolerance(0), Parameter.CHORD_TOLERANCE, "chord tolerance = 0.0; it must be > 0");
        assertInvalid(() -> o.withChainTolerance(-1), Parameter.CHAIN_TOLERANCE, "chain tolerance = -1.0");
        assertInvalid(() -> o.withRetractTravel("ten"), Parameter.RETRACT_TRAVEL,
                "retract travel = 'ten' is not an exact number");
        assertInvalid(() -> o.withRetractTravel("-1"), Parameter.RETRACT_TRAVEL,
                "retract travel = '-1': the retraction distance must be > 0 mm");
        assertInvalid(() -> o.withFriction(Rational.MINUS_ONE), Parameter.FRICTION,
                "friction (μ) = -1: friction must be >= 0");
        assertInvalid(() -> o.withStiffness(Rational.ZERO), Parameter.STIFFNESS, "stiffness (κ) = 0: stiffness must be > 0");
        assertInvalid(() -> o.withStiffness(" ", Rational.ONE), Parameter.STIFFNESS, "stiffness (κ) has no pawl layer");
        assertInvalid(() -> o.withTravel(Rational.ZERO), Parameter.TRAVEL, "travel = 0");
        assertInvalid(() -> o.withVelocity(ExactPoint2.of(0, 0)), Parameter.MOTION, "motion = ");
        assertInvalid(() -> MuRange.parse("0.5:0.1:0.1"), Parameter.MU_RANGE, "mu range to = 1/10 < from = 1/2");
    }

    static void assertInvalid(org.assertj.core.api.ThrowableAssert.ThrowingCallable call, Parameter p, String start) {
        assertThatThrownBy(call).isInstanceOf(AnalysisInputException.class).hasMessageStartingWith(start)
                .hasMessageNotContaining("--").satisfies(e -> {
                    AnalysisInputException a = (AnalysisInputException) e;
                    assertThat(a.parameter()).contains(p);
                    assertThat(a.kind()).isEqualTo(AnalysisInputException.Kind.INVALID_PARAMETER);
                    assertThat(p.label() + " " + a.detail()).isEqualTo(a.getMessage());
                });
    }

    @Test
    void options_withCopies_leaveTheOriginalUnchanged() {
        AnalysisOptions a = AnalysisOptions.defaults();
        AnalysisOptions b = a.withSampleStep("0.1").withBisectionSteps(3).withMuRange(MuRange.parse("0.1:0.2:0.1"))
                .withStiffness("PAWL-2", Rational.of(90));
        assertThat(a.sampleStep()).isEqualTo(AnalysisOptions.DEFAULT_SAMPLE_STEP);
        assertThat(a.bisectionSteps()).isEqualTo(AnalysisOptions.DEFAULT_BISECTION_STEPS);
        assertThat(a.muRange()).isEmpty();
        assertThat(b.sampleStep()).isEqualTo("0.1");
        assertThat(b.muRange().orElseThrow().text()).isEqualTo("1/10:1/5:1/10");
        assertThat(b.withoutMuRange().muRange()).isEmpty();
        assertThat(b.parameters().stiffnessFor("pawl_2")).contains(Rational.of(90));
    }

    @Test
    void inMemoryMechanism_stiffnessForAnUnknownPawl_refused() {
        Mechanism m = MechanismJson.read(shared("s01-ramp-snap-speed2"));
        AnalysisRequest q = AnalysisRequest.of(m, "s01").withOptions(AnalysisOptions.defaults()
                .withStiffness("PAWL-9", Rational.ONE));
        assertThatThrownBy(() -> Analysis.run(q)).isInstanceOf(AnalysisInputException.class)
                .hasMessageContaining("stiffness (κ) given for PAWL-9, but the mechanism has no such pawl");
    }

    @Test
    void retractTime_closedForms_andIrrationalSpeedRefused() {
        // |v| = 5 for v = (3, 4): 10 mm take t = 2; |v| = 2 for (2, 0): 3 mm take t = 3/2
        assertThat(Analysis.retractTime("10", new Motion(ExactPoint2.of(3, 4), Rational.ONE))).isEqualTo(Rational.of(2));
        assertThat(Analysis.retractTime("3", new Motion(ExactPoint2.of(2, 0), Rational.ONE)))
                .isEqualTo(Rational.of(3, 2));
        assertThatThrownBy(() -> Analysis.retractTime("10", new Motion(ExactPoint2.of(1, 1), Rational.ONE)))
                .isInstanceOf(AnalysisInputException.class).hasMessageStartingWith("retract travel = '10': ")
                .hasMessageContaining("irrational");
    }

    @Test
    void run_retractTravel_assumptionStatesTheDistance() {
        AnalysisResult r = Analysis.run(AnalysisRequest.of(shared("s09-cantilever-limit"))
                .withOptions(AnalysisOptions.defaults().withRetractTravel("2")));
        assertThat(r.report().assumptions()).last().asString().startsWith("Retraction over 2 mm");
        // s09 (|v| = 1): a 2 mm pull ends before the stick at t = 24/7 of the full retraction, so it completes
        assertThat(r.report().retraction().orElseThrow().termination().isComplete()).isTrue();
    }

    @Test
    void run_intent_verdictReadAgainstItInTheModelAndTheJson() throws Exception {
        // s09's full retraction sticks (a lock, the test above): the lock meets a permanent intent and contradicts a
        // releasable one; its 2 mm pull runs its travel with the parts still held, which decides nothing (undecided)
        AnalysisRequest q = AnalysisRequest.of(shared("s09-cantilever-limit"));
        AnalysisResult permanent = Analysis.run(q.withOptions(AnalysisOptions.defaults()
                .withIntent(DesignIntent.PERMANENT)));
        AnalysisResult releasable = Analysis.run(q.withOptions(AnalysisOptions.defaults()
                .withIntent(DesignIntent.RELEASABLE)));
        AnalysisResult shortPull = Analysis.run(q.withOptions(AnalysisOptions.defaults().withRetractTravel("2")
                .withIntent(DesignIntent.RELEASABLE)));
        assertThat(permanent.report().verdict().lock()).isPresent();
        assertThat(permanent.report().verdict().intent().orElseThrow().meets()).isTrue();
        assertThat(releasable.report().verdict().intent().orElseThrow().meets()).isFalse();
        assertThat(shortPull.report().verdict().intent().orElseThrow().meets()).isFalse();
        assertThat(shortPull.report().verdict().intent().orElseThrow().status()).isEqualTo(IntentCheck.Status.UNDECIDED);
        JsonNode v = new ObjectMapper().readTree(releasable.toJson()).get("verdict");
        assertThat(v.get("intent").asText()).isEqualTo("releasable");
        assertThat(v.get("meetsIntent").asBoolean()).isFalse();
        assertThat(v.get("intentStatus").asText()).isEqualTo("contradicts");
        // without an intent the four keys are null and the rest of the document is unchanged
        JsonNode plain = new ObjectMapper().readTree(Analysis.run(q).toJson());
        assertThat(plain.get("verdict").get("meetsIntent").isNull()).isTrue();
        ((com.fasterxml.jackson.databind.node.ObjectNode) plain).remove("verdict");
        JsonNode withIntent = new ObjectMapper().readTree(releasable.toJson());
        ((com.fasterxml.jackson.databind.node.ObjectNode) withIntent).remove("verdict");
        assertThat(withIntent).isEqualTo(plain);
    }

    // ------------------------------------------------------------------------------ progress, cancellation

    record Seen(Phase phase, double fraction, String message) {
    }

    @Test
    void run_progress_phasesInOrderFractionsInRange() {
        List<Seen> seen = new ArrayList<>();
        Analysis.run(AnalysisRequest.of(shared("s04-typeA-friction-lock")).withOptions(AnalysisOptions.defaults()
                .withMuRange(MuRange.parse("0.1:0.5:0.1"))), (p, f, m) -> seen.add(new Seen(p, f, m)),
                CancellationToken.NONE);
        assertThat(seen.get(0).phase()).isEqualTo(Phase.LOAD);
        assertThat(seen.get(1)).isEqualTo(new Seen(Phase.RUNS, 1, "insertion and retraction done (mu = 1/2)"));
        assertThat(seen).allSatisfy(s -> assertThat(s.fraction()).isBetween(0.0, 1.0));
        // the sweep reports each of its five points, the last one at fraction 1
        assertThat(seen).filteredOn(s -> s.message().startsWith("mu sweep ")).extracting(Seen::message)
                .containsExactly("mu sweep 1/5", "mu sweep 2/5", "mu sweep 3/5", "mu sweep 4/5", "mu sweep 5/5");
        assertThat(seen).filteredOn(s -> s.message().equals("mu sweep 5/5")).extracting(Seen::fraction)
                .containsExactly(1.0);
    }

    @Test
    void run_cancelledBeforeStart_noResult() {
        CancellationToken t = CancellationToken.create();
        t.cancel();
        assertThatThrownBy(() -> Analysis.run(AnalysisRequest.of(shared("s01-ramp-snap-speed2")), ProgressListener.NONE,
                t)).isInstanceOf(AnalysisCancelledException.class).hasMessageContaining("loading");
    }

    @Test
    void run_cancelledDuringTheMuSweep_endsThereAndALaterRunIsUnaffected() {
        CancellationToken t = CancellationToken.create();
        AnalysisRequest q = AnalysisRequest.of(shared("s04-typeA-friction-lock")).withOptions(AnalysisOptions.defaults()
                .withMuRange(MuRange.parse("0.1:0.5:0.1")));
        AtomicReference<String> last = new AtomicReference<>();
        ProgressListener cancelAtSecondPoint = (p, f, m) -> {
            last.set(m);
            if (m.equals("mu sweep 2/5")) {
                t.cancel();
            }
        };
        assertThatThrownBy(() -> Analysis.run(q, cancelAtSecondPoint, t)).isInstanceOf(AnalysisCancelledException.class)
                .hasMessageContaining("mu sweep 3/5");
        assertThat(last.get()).isEqualTo("mu sweep 2/5");
        // nothing half-done is left behind: the same request with a fresh token gives the uncancelled bytes
        assertThat(Analysis.run(q, ProgressListener.NONE, CancellationToken.create()).toJson())
                .isEqualTo(Analysis.run(q).toJson());
    }

    @Test
    void run_cancelledFromAnotherThread_endsWithCancellation() throws Exception {
        // the two-pawl drawing's retraction sticks: after its runs come the critical-μ bisection and a 15-point μ
        // sweep, seconds of exact runs; a cancel from another thread once the first runs are done ends the analysis
        // at the next check (between runs, or inside a run's sweep) with no result
        CancellationToken t = CancellationToken.create();
        CountDownLatch runsDone = new CountDownLatch(1);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicReference<AnalysisResult> result = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                result.set(Analysis.run(AnalysisRequest.of(TestData.path("dxf", "two_prong_mechanism.json"))
                        .withOptions(AnalysisOptions.defaults().withMuRange(MuRange.parse(MuRange.DEFAULT_TEXT))),
                        (p, f, m) -> {
                            if (p == Phase.RUNS) {
                                runsDone.countDown();
                            }
                        }, t));
            } catch (RuntimeException e) {
                thrown.set(e);
            }
        });
        worker.start();
        runsDone.await();
        t.cancel();
        worker.join();
        assertThat(result.get()).isNull();
        assertThat(thrown.get()).isInstanceOf(AnalysisCancelledException.class);
    }

    @Test
    void cancellationToken_none_cannotBeCancelled() {
        assertThatThrownBy(CancellationToken.NONE::cancel).isInstanceOf(UnsupportedOperationException.class);
        assertThat(CancellationToken.NONE.isCancelled()).isFalse();
    }
}

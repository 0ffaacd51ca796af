package org.snapfit.analysis.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.progress.ProgressListener;
import org.snapfit.analysis.AnalysisInputException;
import org.snapfit.analysis.MuRange;
import org.snapfit.analysis.Parameter;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.Lock;
import org.snapfit.analysis.report.MuBracket;
import org.snapfit.analysis.report.MuSweep;
import org.snapfit.analysis.report.MuTransition;
import org.snapfit.analysis.report.Verdict;
import org.snapfit.analysis.report.Warning;

class AnalyzerTest {

    private static final Rational HALF = Rational.of(1, 2);

    private static AnalysisReport analyze(Rational mu0, Rational insLock, Rational retLock, AnalyzerOptions o) {
        return Analyzer.analyze(Synthetic.view("m"), "0.5", Synthetic.engine(mu0, insLock, retLock), o,
                ProgressListener.NONE);
    }

    @Test
    void analyze_bothRunsComplete_separableWithRatioOfPeaks() {
        // μ = 1/10 below both thresholds: insertion peak (1 + μ)·2, retraction peak 2μ (Synthetic's closed form)
        AnalysisReport r = analyze(Rational.of(1, 10), Rational.of(9, 10), Rational.of(8, 10), AnalyzerOptions.defaults());
        Verdict v = r.verdict();
        assertThat(v.assembles()).isTrue();
        assertThat(v.separable()).contains(true);
        assertThat(v.lock()).isEmpty();
        assertThat(v.peakInsertion()).isCloseTo(2.2, within(1e-12));
        assertThat(v.peakRetraction().orElseThrow()).isCloseTo(0.2, within(1e-12));
        assertThat(v.ratio().orElseThrow()).isCloseTo(11.0, within(1e-12));
        assertThat(r.runs()).hasSize(2);
        // the synthetic insertion has one snap: θ 0.2 → 0 with κ = 2, so ½·2·0.04 = 0.04 N·mm
        assertThat(v.assemblyReason()).contains("1 snap");
        assertThat(r.insertion().clicks()).singleElement().satisfies(c -> assertThat(c.energy()).isCloseTo(0.04,
                within(1e-15)));
    }

    @Test
    void analyze_retractionSticks_lockWithCertifiedCriticalMu() {
        // retraction locks for μ >= 3/10; the mechanism has μ = 1/2; bisection over [0, 1/2] with 20 steps
        AnalysisReport r = analyze(HALF, Rational.of(9, 10), Rational.of(3, 10), AnalyzerOptions.defaults());
        Verdict v = r.verdict();
        assertThat(v.separable()).contains(false);
        Lock lock = v.lock().orElseThrow();
        assertThat(lock.cause()).isEqualTo("stick");
        assertThat(lock.terminationCause()).isEqualTo("stick_friction");
        assertThat(lock.s()).isEqualTo(1.5);
        assertThat(lock.pawl()).isEqualTo("hook");
        assertThat(lock.contact()).contains("B: tip on back face");
        MuBracket b = lock.criticalMu().orElseThrow();
        // the threshold 3/10 lies in the bracket, whose width is exactly (1/2) / 2^20
        assertThat(b.lo().compareTo(Rational.of(3, 10))).isLessThan(0);
        assertThat(b.hi().compareTo(Rational.of(3, 10))).isGreaterThanOrEqualTo(0);
        assertThat(b.hi().subtract(b.lo())).isEqualTo(Rational.of(1, 1 << 21));
    }

    @Test
    void analyze_insertionSticks_noRetractionAndUnboundedWarning() {
        AnalysisReport r = analyze(HALF, Rational.of(2, 5), Rational.of(1, 5), AnalyzerOptions.defaults());
        Verdict v = r.verdict();
        assertThat(v.assembles()).isFalse();
        assertThat(v.separable()).isEmpty();
        assertThat(v.assemblyReason()).contains("s = 2 mm").contains("friction sticking").contains("hook");
        // insertion completes below 2/5: the bracket holds 2/5
        MuBracket b = v.insertionCriticalMu().orElseThrow();
        assertThat(b.lo().compareTo(Rational.of(2, 5))).isLessThan(0);
        assertThat(b.hi().compareTo(Rational.of(2, 5))).isGreaterThanOrEqualTo(0);
        assertThat(r.runs()).hasSize(1);
        assertThat(r.warnings()).extracting(Warning::code).contains(Warning.UNBOUNDED_FORCE, Warning.MODEL);
    }

    @Test
    void analyze_lockJustAboveMu_nearSelfLockingWarning() {
        // μ = 1/4; retraction locks at 1/3 < 1.5 · 1/4 = 3/8, so the near-lock check must find it
        AnalysisReport r = analyze(Rational.of(1, 4), Rational.of(9, 10), Rational.of(1, 3), AnalyzerOptions.defaults());
        assertThat(r.verdict().separable()).contains(true);
        assertThat(r.warnings()).filteredOn(w -> w.code().equals(Warning.NEAR_SELF_LOCKING)).singleElement()
                .satisfies(w -> assertThat(w.message()).contains("retraction self-locks at μ ≈ 0.333333"));
    }

    @Test
    void analyze_lockFarAboveMu_noNearLockWarning() {
        AnalysisReport r = analyze(Rational.of(1, 10), Rational.of(9, 10), Rational.of(8, 10), AnalyzerOptions.defaults());
        assertThat(r.warnings()).extracting(Warning::code).doesNotContain(Warning.NEAR_SELF_LOCKING);
    }

    @Test
    void analyze_muSweep_pointsAndTransitionsAtThresholds() {
        // 0.1:0.8:0.05 has 15 values; retraction locks from 1/3 (between 0.30 and 0.35), insertion from 0.7 (a grid
        // value: the transition lies between 0.65 and 0.70)
        List<String> phases = new ArrayList<>();
        AnalysisReport r = Analyzer.analyze(Synthetic.view("m"), "0.5",
                Synthetic.engine(Rational.of(1, 10), Rational.of(7, 10), Rational.of(1, 3)),
                AnalyzerOptions.defaults().withMuValues(MuRange.parse(MuRange.DEFAULT_TEXT).values()).withBisectionSteps(10),
                (phase, fraction, message) -> phases.add(phase + " " + message));
        MuSweep s = r.muSweep().orElseThrow();
        assertThat(s.points()).hasSize(15);
        assertThat(s.points().get(0).mu()).isEqualTo(Rational.of(1, 10));
        assertThat(s.points().get(14).mu()).isEqualTo(Rational.of(8, 10));
        assertThat(s.points().get(0).peakInsertion()).isCloseTo(2.2, within(1e-12));
        assertThat(s.transitions()).hasSize(2);
        // below 1/3 the retraction releases, above it locks: a "locks" transition from false to true
        MuTransition sep = s.transitions().get(0);
        assertThat(sep.verdict()).isEqualTo("locks");
        assertThat(sep.below()).isFalse();
        assertThat(sep.at().lo().compareTo(Rational.of(1, 3))).isLessThan(0);
        assertThat(sep.at().hi().compareTo(Rational.of(1, 3))).isGreaterThanOrEqualTo(0);
        // 10 halvings of the 0.05 gap
        assertThat(sep.at().hi().subtract(sep.at().lo())).isEqualTo(Rational.of(1, 20 * 1024));
        MuTransition asm = s.transitions().get(1);
        assertThat(asm.verdict()).isEqualTo("assembles");
        assertThat(asm.at().hi()).isEqualTo(Rational.of(7, 10));
        assertThat(phases).contains("MU_SWEEP mu sweep 1/15", "MU_SWEEP mu sweep 15/15");
    }

    @Test
    void muRange_badText_namesParameterAndRule() {
        assertThatThrownBy(() -> MuRange.parse("0.1:0.8")).isInstanceOf(AnalysisInputException.class)
                .hasMessageContaining("mu range = \"0.1:0.8\"").hasMessageContaining("FROM:TO:STEP")
                .satisfies(e -> assertThat(((AnalysisInputException) e).parameter()).contains(Parameter.MU_RANGE));
        assertThatThrownBy(() -> MuRange.parse("0.5:0.1:0.1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("to = 1/10 < from = 1/2");
        assertThatThrownBy(() -> MuRange.parse("0.1:0.5:0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("step = 0; the step must be > 0");
        assertThatThrownBy(() -> MuRange.parse("-1:0.5:0.1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("from = -1; friction must be >= 0");
        assertThatThrownBy(() -> MuRange.parse("0:1:1/10000")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("more than 1000 values");
        assertThatThrownBy(() -> MuRange.parse("a:1:0.1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("mu range = \"a:1:0.1\": ").hasMessageNotContaining("--");
    }

    @Test
    void muRange_values_exactGridIncludingEnd() {
        // (0.8 − 0.1) / 0.05 = 14 steps → 15 values, the last exactly 4/5
        List<Rational> v = MuRange.parse("0.1:0.8:0.05").values();
        assertThat(v).hasSize(15).contains(Rational.of(3, 20)).endsWith(Rational.of(4, 5));
    }

    @Test
    void options_outOfRange_rejectedWithName() {
        assertThatThrownBy(() -> AnalyzerOptions.defaults().withBisectionSteps(61))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("bisectionSteps = 61");
        assertThatThrownBy(() -> new AnalyzerOptions(java.util.Optional.empty(), 5, 0.5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("nearLockFactor = 0.5");
    }
}

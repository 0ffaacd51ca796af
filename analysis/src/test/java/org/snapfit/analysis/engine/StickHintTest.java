package org.snapfit.analysis.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.exact.ExactRunEngine;
import org.snapfit.analysis.exact.SampleGrid;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.analysis.report.MuBracket;
import org.snapfit.analysis.report.Verdict;

/**
 * The stick-threshold proposal that starts each critical-μ bisection, on the shared fixtures that lock by sticking
 * (s04 in the insertion, s07 in the retraction). Oracles: the plain bisection (the same engine without proposals) and fresh exact runs at
 * the two ends of the bracket.
 */
class StickHintTest {

    @ParameterizedTest
    @ValueSource(strings = {"s04-typeA-friction-lock", "s07-finger-tangency-snap"})
    void verdict_retractionSticks_hintedBracketCertifiedAndInsidePlainBisection(String id) {
        Mechanism m = MechanismJson.read(TestData.path("snapfit", id + ".json"));
        SampleGrid grid = SampleGrid.parse("0.05");
        Rational mu0 = m.friction();
        ExactRunEngine hinted = new ExactRunEngine(m, grid);
        MuBracket h = critical(Analyzer.verdict(hinted.run(mu0), hinted, mu0, AnalyzerOptions.defaults(),
                Monitor.NONE));
        ExactRunEngine inner = new ExactRunEngine(m, grid);
        RunEngine plain = new RunEngine() {
            @Override
            public Rational friction() {
                return inner.friction();
            }

            @Override
            public RunOutcome run(Rational mu) {
                return inner.run(mu);
            }

            @Override
            public RunOutcome verdictRun(Rational mu) {
                return inner.verdictRun(mu);
            }
        };
        Verdict pv = Analyzer.verdict(plain.run(mu0), plain, mu0, AnalyzerOptions.defaults(), Monitor.NONE);
        MuBracket b = critical(pv);
        // the plain 20-step bisection brackets the same verdict change: the hinted bracket lies inside it
        assertThat(h.lo().compareTo(b.lo())).isGreaterThanOrEqualTo(0);
        assertThat(h.hi().compareTo(b.hi())).isLessThanOrEqualTo(0);
        // and it is far narrower: relative width at most 3e-9 (two probes at (1 -/+ 1e-9) times the proposal)
        double mid = h.lo().add(h.hi()).doubleValue() / 2;
        assertThat(h.hi().subtract(h.lo()).doubleValue()).isLessThanOrEqualTo(3e-9 * mid);
        // fresh exact runs: the run that locks at mu0 (insertion or retraction) completes at the lower end and
        // locks at the upper end
        ExactRunEngine fresh = new ExactRunEngine(m, grid);
        if (!pv.assembles()) {
            assertThat(fresh.verdictRun(h.lo()).insertion().termination().isComplete()).isTrue();
            assertThat(fresh.verdictRun(h.hi()).insertion().termination().isComplete()).isFalse();
        } else {
            assertThat(fresh.verdictRun(h.lo()).retraction().orElseThrow().termination().isComplete()).isTrue();
            assertThat(fresh.verdictRun(h.hi()).retraction().orElseThrow().termination().isComplete()).isFalse();
        }
    }

    /** The critical μ of the run that locks: the insertion's if it does not assemble, else the retraction's. */
    private static MuBracket critical(Verdict v) {
        return v.assembles() ? v.lock().orElseThrow().criticalMu().orElseThrow() : v.insertionCriticalMu().orElseThrow();
    }
}

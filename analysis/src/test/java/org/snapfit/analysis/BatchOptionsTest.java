package org.snapfit.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.report.RunReport;

/** The options for batch callers (a design study) change what is computed, never the verdicts or peaks. */
class BatchOptionsTest {

    @Test
    void withoutSpeculativeRuns_theReportIsByteIdentical() {
        // the hook at μ = 0.3 self-locks on retraction: the critical-μ search runs, so speculation would matter
        AnalysisRequest r = AnalysisRequest.of(AnalysisTest.hookJson());
        String speculative = Analysis.run(r).toJson();
        String needed = Analysis.run(r.withOptions(AnalysisOptions.defaults().withSpeculativeRuns(false))).toJson();
        assertThat(needed).isEqualTo(speculative);
        assertThat(AnalysisOptions.defaults().speculativeRuns()).isTrue();
    }

    @Test
    void withoutForceCurves_verdictsPeaksAndCriticalMuAreThoseOfTheFullReport() {
        for (String mu : new String[] {"0.05", "0.3"}) {
            AnalysisOptions o = AnalysisOptions.defaults().withFriction(Rational.parse(mu));
            AnalysisResult full = Analysis.run(AnalysisRequest.of(AnalysisTest.hookJson()).withOptions(o));
            AnalysisResult lean = Analysis.run(AnalysisRequest.of(AnalysisTest.hookJson())
                    .withOptions(o.withForceCurves(false)));
            assertThat(lean.report().verdict()).as("μ = %s", mu).isEqualTo(full.report().verdict());
            for (int i = 0; i < full.report().runs().size(); i++) {
                RunReport f = full.report().runs().get(i);
                RunReport l = lean.report().runs().get(i);
                assertThat(l.peak()).isEqualTo(f.peak());
                assertThat(l.termination()).isEqualTo(f.termination());
                assertThat(l.events()).isEqualTo(f.events());
                assertThat(f.samples()).isNotEmpty();
                assertThat(l.samples()).isEmpty();
            }
        }
        assertThat(AnalysisOptions.defaults().forceCurves()).isTrue();
        assertThat(AnalysisOptions.defaults().withForceCurves(false).forceCurves()).isFalse();
    }
}

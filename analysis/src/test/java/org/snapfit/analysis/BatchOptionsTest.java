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
            // every verdict field but the assembly reason's latch detail (read off the force curve) is the same
            org.snapfit.analysis.report.Verdict fv = full.report().verdict();
            org.snapfit.analysis.report.Verdict lv = lean.report().verdict();
            assertThat(lv.assembles()).as("μ = %s", mu).isEqualTo(fv.assembles());
            assertThat(lv.retention()).isEqualTo(fv.retention());
            assertThat(lv.lock()).isEqualTo(fv.lock());
            assertThat(lv.insertionCriticalMu()).isEqualTo(fv.insertionCriticalMu());
            assertThat(lv.peakInsertion()).isEqualTo(fv.peakInsertion());
            assertThat(lv.peakRetraction()).isEqualTo(fv.peakRetraction());
            assertThat(lv.ratio()).isEqualTo(fv.ratio());
            assertThat(fv.assemblyReason()).startsWith(lv.assemblyReason());
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

    @Test
    void physicalParameters_keepTheBeamSettingsAndIntentSetBeforeThem() {
        // withFriction, withStiffness, withTravel and withVelocity copy the other parameters, beams included
        AnalysisOptions o = AnalysisOptions.defaults().withThickness(Rational.parse("1.998"))
                .withModulus(Rational.of(1740)).withFriction(Rational.parse("0.215")).withTravel(Rational.of(9))
                .withStiffness(Rational.of(100)).withStiffness("PAWL-1", Rational.of(120))
                .withVelocity(org.snapfit.core.geom.ExactPoint2.of(0, -1));
        assertThat(o.parameters().beams().thickness()).contains(Rational.parse("1.998"));
        assertThat(o.parameters().beams().modulus()).contains(Rational.of(1740));
        org.snapfit.sweep.model.Mechanism m = Analysis.load(AnalysisRequest.of(
                org.snapfit.core.testdata.TestData.path("dxf", "beam_hook_mechanism.json"))
                .withOptions(AnalysisOptions.defaults().withThickness(Rational.parse("1.998"))
                        .withFriction(Rational.parse("0.215")))).requireMechanism();
        assertThat(m.pawls().get(0).cantilever().orElseThrow().beam().thickness()).isEqualTo(Rational.parse("1.998"));
        assertThat(m.friction()).isEqualTo(Rational.parse("0.215"));
    }
}

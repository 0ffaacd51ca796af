package org.snapfit.analysis.exact;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.snapfit.analysis.progress.ProgressListener;
import org.snapfit.analysis.engine.AnalyzerOptions;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.engine.Analyzer;
import org.snapfit.analysis.report.Limit;
import org.snapfit.analysis.report.ReportEvent;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;

/**
 * Every shared case of {@code test-data/snapfit/} through the analysis: events, termination and the force peak
 * must match the expected files within their tolerances (t abs 1e-9, θ abs 1e-9, force rel 1e-6).
 */
class SharedCasesTest {

    static final ObjectMapper MAPPER = new ObjectMapper();

    static Stream<String> cases() {
        return Stream.of("s01-ramp-snap-speed2", "s02-oblique-snap-landing", "s03-nonconvex-concave-corner",
                "s04-typeA-friction-lock", "s05-pullout-jam-single", "s06-flush-then-typeA",
                "s07-finger-tangency-snap", "s08-two-pawls-one-jams", "s09-cantilever-limit");
    }

    static AnalysisReport analyze(String id) {
        Path file = TestData.path("snapfit", id + ".json");
        Mechanism m = MechanismJson.read(file);
        SampleGrid grid = SampleGrid.parse("0.05");
        return Analyzer.analyze(MechanismViews.of(m, id + ".json", id, List.of()), grid.text(),
                new ExactRunEngine(m, grid), AnalyzerOptions.defaults().withBisectionSteps(8), ProgressListener.NONE);
    }

    static JsonNode expected(String id) throws IOException {
        return MAPPER.readTree(TestData.path("snapfit", "expected", id + ".expected.json").toFile());
    }

    @ParameterizedTest
    @MethodSource("cases")
    void analyze_sharedCase_matchesExpectedEventsTerminationAndPeak(String id) throws IOException {
        JsonNode ex = expected(id);
        double tTol = ex.get("tolerances").get("t_abs").asDouble();
        double thTol = ex.get("tolerances").get("theta_abs").asDouble();
        double fRel = ex.get("tolerances").get("force_rel").asDouble();
        RunReport ins = analyze(id).insertion();
        assertThat(ins.termination().cause()).as(id + " termination").isEqualTo(ex.get("termination").get("cause")
                .asText());
        assertThat(ins.termination().t().value()).as(id + " end t")
                .isCloseTo(ex.get("termination").get("t").get("decimal").asDouble(), within(tTol));
        JsonNode evs = ex.get("events");
        assertThat(ins.events()).as(id + " events").hasSize(evs.size());
        for (int i = 0; i < evs.size(); i++) {
            ReportEvent e = ins.events().get(i);
            JsonNode x = evs.get(i);
            assertThat(e.kind()).as(id + " event " + i).isEqualTo(x.get("kind").asText());
            assertThat(e.pawl()).as(id + " event " + i + " pawl").isEqualTo(x.get("pawl").asText());
            assertThat(e.t().value()).as(id + " event " + i + " t").isCloseTo(x.get("t").get("decimal").asDouble(),
                    within(tTol));
            assertThat(e.thetaBefore()).as(id + " event " + i + " thetaBefore")
                    .isCloseTo(x.get("thetaBefore").asDouble(), within(thTol));
        }
        JsonNode peak = ex.get("force").get("peak");
        String w = peak.get("W").asText();
        if (w.equals("+Infinity")) {
            assertThat(ins.peak().w()).as(id + " peak").isEqualTo(Double.POSITIVE_INFINITY);
        } else {
            double wx = Double.parseDouble(w);
            assertThat(ins.peak().w()).as(id + " peak W").isCloseTo(wx, within(fRel * Math.abs(wx)));
        }
        assertThat(ins.peak().limit().text()).as(id + " peak limit").isEqualTo(peak.get("limit").asText());
    }

    @Test
    void analyze_s09_designGuideDeviationExplained() {
        // s09: lever L = 60 (rest lever arm T = (60, -2) in the design frame), tan α = 3/4, μ = 3/10, κ = 600.
        // Guide: W = P(μ + tan α)/(1 − μ tan α), P = κθ/L. Exact (test-data/snapfit/README.md): with r = R_θ T,
        // W = (κθ/r_x)(tan α + μ)/(1 − μ tan α + (r_y/r_x)(tan α + μ)); the guide is r_y → 0, r_x → L. At the apex
        // r_y ≈ −1/2, which lifts W by ≈ 1.1 % above the guide.
        AnalysisReport r = analyze("s09-cantilever-limit");
        double theta = r.insertion().pawls().get(0).thetaMax();
        double kappa = 600;
        double tanA = 0.75;
        double mu = 0.3;
        double rx = 60 * Math.cos(theta) + 2 * Math.sin(theta);
        double ry = 60 * Math.sin(theta) - 2 * Math.cos(theta);
        double guide = kappa * theta / 60 * (mu + tanA) / (1 - mu * tanA);
        double closed = kappa * theta / rx * (tanA + mu) / (1 - mu * tanA + ry / rx * (tanA + mu));
        double peak = r.verdict().peakInsertion();
        assertThat(peak).isCloseTo(closed, within(1e-9 * closed));
        assertThat(peak / guide).isCloseTo(1.0108868723408656, within(1e-6));
        assertThat(ry).isCloseTo(-0.5, within(1e-3));
        assertThat(r.insertion().peak().limit()).isEqualTo(Limit.LEFT);
    }

    @Test
    void analyze_s04_insertionSticks_verdictNamesFrictionAndContact() {
        // s04 expected file: termination stick_friction (W → +∞, left limit); no retraction follows
        AnalysisReport r = analyze("s04-typeA-friction-lock");
        assertThat(r.verdict().assembles()).isFalse();
        assertThat(r.verdict().separable()).isEmpty();
        // the contact in the designer's words: s04's type A contact is an obstacle corner on a pawl face
        assertThat(r.verdict().assemblyReason()).contains("friction sticking").contains("at obstacle corner (");
        assertThat(r.warnings()).extracting(org.snapfit.analysis.report.Warning::code).contains("unbounded_force");
    }
}

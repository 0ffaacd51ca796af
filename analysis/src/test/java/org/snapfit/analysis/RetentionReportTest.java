package org.snapfit.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.testdata.TestData;

/**
 * The retention and latch verdicts as the designer reads them (summary text and {@code report.json}), on real
 * drawings and reference mechanisms. Only the facade, the summary and the JSON text are used, so the same tests run
 * against any version of the library; each one pins a way an earlier report misled:
 * <ul>
 *   <li>a self-locking hook showed a "peak retraction pull" of 0 N;</li>
 *   <li>a retraction that ended before it reached the hook read "separable: yes";</li>
 *   <li>locked points of a friction sweep showed a 0 N pull, looking weakest;</li>
 *   <li>μ = 30 was accepted silently;</li>
 *   <li>a hook that latches by pull-in read "0 snap(s)".</li>
 * </ul>
 */
class RetentionReportTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    static {
        System.setProperty("java.awt.headless", "true");
    }

    /** The shared hook drawing with μ = 0.3 and κ = 150 (the README's first command). */
    private static AnalysisOptions hookOptions() {
        return AnalysisOptions.defaults().withFriction(Rational.parse("0.3")).withStiffness(Rational.of(150));
    }

    private static Path hook() {
        return TestData.path("dxf", "simple_hook_r2000.dxf");
    }

    private static JsonNode json(AnalysisResult r) throws IOException {
        return MAPPER.readTree(r.toJson());
    }

    @Test
    void selfLockingHook_lockHasNoPullOutForce() throws IOException {
        // the hook's retraction sticks at the ledge corner (2, -20) after 1.171852 mm (the drawing's retention gap):
        // a lock has no finite pull-out force in the rigid model, so the report gives none
        AnalysisResult r = Analysis.run(AnalysisRequest.of(hook()).withOptions(hookOptions()));
        JsonNode v = json(r).get("verdict");
        assertThat(v.get("separable").asBoolean()).isFalse();
        assertThat(v.get("peakRetraction").isNull()).as("pull-out force of a lock").isTrue();
        assertThat(v.get("ratio").isNull()).isTrue();
        assertThat(Double.parseDouble(v.get("lock").get("s").asText())).isCloseTo(1.171851993257885, within(1e-12));
        assertThat(r.summary()).contains("locks at retraction s = 1.17185 mm").contains("no finite pull-out force")
                .doesNotContain("peak pull 0 N").doesNotContain("pull 0 N");
    }

    @Test
    void shortRetraction_notSeparatedWithinItsTravel() throws IOException {
        // s09 snaps at s = 4.969 of its 8 mm; pulling back 2 mm leaves the hook 0.97 mm short of the ramp's back:
        // the retraction completes its 2 mm without ever touching, and the parts are still held
        AnalysisResult r = Analysis.run(AnalysisRequest.of(TestData.path("snapfit", "s09-cantilever-limit.json"))
                .withOptions(AnalysisOptions.defaults().withRetractTravel("2")));
        JsonNode v = json(r).get("verdict");
        assertThat(v.get("separable").asBoolean()).as("separable after a 2 mm pull").isFalse();
        assertThat(v.get("peakRetraction").isNull()).isTrue();
        assertThat(r.summary()).contains("not separated within 2 mm").doesNotContain("separable: yes");
    }

    @Test
    void muSweep_lockedPointsShowNoPull() throws IOException {
        // the hook releases below μ ≈ 0.0949 (the lock margin) and locks above: the locked points have no pull
        AnalysisResult r = Analysis.run(AnalysisRequest.of(hook()).withOptions(hookOptions()
                .withMuRange(MuRange.parse("0.05:0.15:0.05"))));
        JsonNode points = json(r).get("muSweep").get("points");
        assertThat(points).hasSize(3);
        int locked = 0;
        for (JsonNode p : points) {
            boolean stuck = !"complete".equals(p.get("retractionCause").asText());
            if (stuck) {
                locked++;
                assertThat(p.get("peakRetraction").isNull()).as("pull of the locked point μ = " + p.get("mu"))
                        .isTrue();
            } else {
                assertThat(p.get("peakRetraction").isNull()).isFalse();
            }
        }
        assertThat(locked).isEqualTo(2);
    }

    @Test
    void frictionAboveOne_warns() throws IOException {
        AnalysisResult r = Analysis.run(AnalysisRequest.of(TestData.path("snapfit", "s09-cantilever-limit.json"))
                .withOptions(AnalysisOptions.defaults().withFriction(Rational.of(30))));
        boolean warned = false;
        for (JsonNode w : json(r).get("warnings")) {
            warned |= w.get("message").asText().contains("μ = 30");
        }
        assertThat(warned).as("a warning naming μ = 30").isTrue();
        assertThat(r.summary()).contains("μ = 30 is above 1");
    }

    @Test
    void hookLatchesByPullIn_reportedAsLatchNotZeroSnaps() throws IOException {
        // the hook returns to rest along the ledge's retention face between s = 6.771331 (the corner (2, -20)
        // meets the hook's underside) and 6.828148 (the reference snap travel): a pull-in, W < 0 there
        AnalysisResult r = Analysis.run(AnalysisRequest.of(hook()).withOptions(hookOptions()));
        assertThat(r.summary()).contains("pull-in").doesNotContain("0 snap(s)");
        JsonNode latch = json(r).get("runs").get(0).get("latches").get(0);
        assertThat(latch.get("mode").asText()).isEqualTo("pull_in");
        assertThat(Double.parseDouble(latch.get("restS").asText())).isCloseTo(6.828148006742115, within(1e-12));
        JsonNode pull = latch.get("pullIn");
        assertThat(Double.parseDouble(pull.get("fromS").asText())).isCloseTo(6.771330946301071, within(1e-9));
        assertThat(Double.parseDouble(pull.get("minW").asText())).isLessThan(0);
        // energy: what the pawl returns is the spring energy ½κθ² less friction, so 0 < returned < spring
        double returned = Double.parseDouble(pull.get("energyReturned").asText());
        double spring = Double.parseDouble(pull.get("springEnergy").asText());
        assertThat(spring).isCloseTo(0.5 * 150 * 0.03787351248806083 * 0.03787351248806083, within(1e-12));
        assertThat(returned).isGreaterThan(0).isLessThan(spring);
    }
}

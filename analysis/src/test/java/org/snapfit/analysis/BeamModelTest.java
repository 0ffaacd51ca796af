package org.snapfit.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.report.BeamCheck;
import org.snapfit.analysis.report.IntentCheck;
import org.snapfit.analysis.report.Warning;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.Cantilever;
import org.snapfit.sweep.model.DesignIntent;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.Pawl;

/**
 * Cantilever pawls end to end: the calculator's numbers against closed forms, the exact runs of a beam pawl against
 * the same pawl given as hinge and κ, a tapered beam, a beam drawn in a DXF file, strain and intent verdicts.
 *
 * <p>{@code test-data/snapfit-extra/beam-ramp.json}: a polycarbonate beam (L = 20, h = 1.5, b = 4 mm) along −y from
 * the origin, its hook corner C = (1.75, −21) meets a 3-4-5 ramp (tan α = 3/4 against the motion (0, −1)) from
 * (2.5, −24) to (1, −26), rides it to its end at x = 1, then down the ledge's face x = 1. The model's pivot is
 * P = (0, −3), so the largest deflection solves 1.75 cos θ + 18 sin θ = 1 (C − P = (1.75, −18) turned by θ has
 * x = 1): θ = asin(1/R) − atan2(1.75, 18) with R = |C − P|.
 */
class BeamModelTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    static {
        System.setProperty("java.awt.headless", "true");
    }

    private static Mechanism ramp() {
        return MechanismJson.read(TestData.path("snapfit-extra", "beam-ramp.json"));
    }

    private static AnalysisResult run(Mechanism m) {
        return Analysis.run(AnalysisRequest.of(m, "beam-ramp"));
    }

    @Test
    void straightBeamOnRamp_calculatorNumbers_closedForms() {
        AnalysisResult r = Analysis.run(AnalysisRequest.of(TestData.path("snapfit-extra", "beam-ramp.json")));
        BeamCheck c = r.report().beamChecks().get(0);
        double radius = Math.hypot(1.75, 18);
        double theta = Math.asin(1 / radius) - Math.atan2(1.75, 18);
        assertThat(c.thetaMax()).isCloseTo(theta, within(1e-12));
        // κ = γ K_Θ E I / L = 0.85·2.65·2400·(4·1.5³/12)/20 = 24327/80 N·mm/rad, exact; pivot (0, -3)
        Pawl hook = ramp().pawls().get(0);
        assertThat(hook.stiffness()).isEqualTo(Rational.of(24327, 80));
        assertThat(hook.hinge()).isEqualTo(ExactPoint2.of(0, -3));
        double y = 0.85 * 20 * Math.abs(Math.sin(theta));
        double eps = 1.5 * 1.5 * y / (20 * 20);
        double p = 4 * 1.5 * 1.5 * 2400 * eps / (6 * 20);
        double alpha = Math.atan(0.75);
        double w = p * (0.3 + 0.75) / (1 - 0.3 * 0.75);
        assertThat(c.tipDeflection()).isCloseTo(y, within(1e-12));
        assertThat(c.strain()).isCloseTo(eps, within(1e-15));
        assertThat(c.safetyFactor()).isCloseTo(0.04 / eps, within(1e-9));
        assertThat(c.deflectionForce()).isCloseTo(p, within(1e-12));
        assertThat(c.leadAngle().orElseThrow()).isCloseTo(alpha, within(1e-12));
        assertThat(c.guideMatingForce().orElseThrow()).isCloseTo(w, within(1e-12));
        // the exact peak is the run's peak push (one pawl), just before the corner leaves the ramp at x = 1
        assertThat(c.exactForce()).isEqualTo(r.peakInsertionForce());
        // where: the corner C reaches the ramp's end (1, -26), at s = 23 + 1.75 sin θ - 18 cos θ
        assertThat(r.report().insertion().peak().s()).isCloseTo(23 + 1.75 * Math.sin(theta) - 18 * Math.cos(theta),
                within(1e-12));
        assertThat(c.thetaMaxS()).isEqualTo(r.report().insertion().peak().s());
        assertThat(c.exceedsPermissibleStrain()).isFalse();
    }

    @Test
    void beamPawl_sameRunsAsTheHingeAndSpringItStandsFor_byteIdentical() throws IOException {
        Mechanism beam = ramp();
        Pawl p = beam.pawls().get(0);
        Mechanism spring = beam.withPawl(p.withStiffness(p.stiffness()));
        assertThat(spring.pawls().get(0).cantilever()).isEmpty();
        assertThat(spring.pawls().get(0).hinge()).isEqualTo(p.hinge());
        JsonNode a = MAPPER.readTree(run(beam).toJson());
        JsonNode b = MAPPER.readTree(run(spring).toJson());
        // events, terminations, samples, peaks, latches: the same bytes
        assertThat(a.get("runs").toString()).isEqualTo(b.get("runs").toString());
        assertThat(a.get("verdict").toString()).isEqualTo(b.get("verdict").toString());
        // the report's hinge and stiffness of the beam pawl are the model's pivot and κ
        JsonNode pawl = a.get("mechanism").get("pawls").get(0);
        assertThat(pawl.get("hinge").toString()).isEqualTo("[\"0\",\"-3\"]");
        assertThat(pawl.get("stiffness").asText()).isEqualTo("304.0875");
        assertThat(pawl.get("beam").get("stiffness").asText()).isEqualTo("24327/80");
        assertThat(pawl.get("beam").get("pivot").toString()).isEqualTo("[\"0\",\"-3\"]");
        assertThat(b.get("mechanism").get("pawls").get(0).get("beam").isNull()).isTrue();
    }

    @Test
    void taperedBeam_samePathForcesScaledByTheTaperFactor() throws IOException {
        Mechanism constant = ramp();
        Pawl p = constant.pawls().get(0);
        Cantilever c = p.cantilever().orElseThrow();
        Cantilever halfTip = c.withBeam(c.beam().withTipThickness(Optional.of(Rational.parse("0.75"))));
        Mechanism tapered = constant.withPawl(p.withCantilever(halfTip));
        AnalysisResult rc = run(constant);
        AnalysisResult rt = run(tapered);
        // κ only scales forces: the exact events are the same
        assertThat(rt.report().insertion().events()).isEqualTo(rc.report().insertion().events());
        double k = Cantilever.taperFactor(0.5);
        assertThat(rc.peakInsertionForce() / rt.peakInsertionForce()).isCloseTo(k, within(1e-9));
        // the same tip deflection strains the tapered root less, by K
        BeamCheck bc = rc.report().beamChecks().get(0);
        BeamCheck bt = rt.report().beamChecks().get(0);
        assertThat(bt.tipDeflection()).isEqualTo(bc.tipDeflection());
        assertThat(bt.strain()).isCloseTo(bc.strain() / k, within(1e-15));
    }

    @Test
    void strainAbovePermissible_warnsAndMarksTheCheck() throws IOException {
        // ε ≈ 0.40 % on the ramp: a permissible 0.3 % is exceeded
        AnalysisResult r = Analysis.run(AnalysisRequest.of(TestData.path("snapfit-extra", "beam-ramp.json"))
                .withOptions(AnalysisOptions.defaults().withPermissibleStrain(Rational.parse("0.003"))));
        assertThat(r.report().beamChecks().get(0).exceedsPermissibleStrain()).isTrue();
        assertThat(r.report().warnings()).extracting(Warning::code).contains(Warning.STRAIN_EXCEEDED);
        assertThat(r.summary()).contains("EXCEEDS the permissible strain");
        JsonNode beam = MAPPER.readTree(r.toJson()).get("mechanism").get("pawls").get(0).get("beam");
        assertThat(beam.get("exceedsPermissibleStrain").asBoolean()).isTrue();
        assertThat(beam.get("permissibleStrain").asText()).isEqualTo("3/1000");
        assertThat(beam.get("materialSource").asText()).endsWith("(permissible strain given by the user)");
    }

    @Test
    void intent_fileOrRequest_judgesTheRetention() throws IOException {
        // the ramp hook releases (its back face is inclined): the file's intent "releasable" is met
        AnalysisResult released = Analysis.run(AnalysisRequest.of(TestData.path("snapfit-extra", "beam-ramp.json")));
        IntentCheck i = released.report().verdict().intent().orElseThrow();
        assertThat(i.intent()).isEqualTo(DesignIntent.RELEASABLE);
        assertThat(i.meets()).isTrue();
        JsonNode v = MAPPER.readTree(released.toJson()).get("verdict");
        assertThat(v.get("intent").asText()).isEqualTo("releasable");
        assertThat(v.get("meetsIntent").asBoolean()).isTrue();
        // the request's intent wins: a permanent latch is contradicted
        AnalysisResult permanent = Analysis.run(AnalysisRequest.of(TestData.path("snapfit-extra", "beam-ramp.json"))
                .withOptions(AnalysisOptions.defaults().withIntent(DesignIntent.PERMANENT)));
        assertThat(permanent.report().verdict().intent().orElseThrow().status())
                .isEqualTo(IntentCheck.Status.CONTRADICTS);
        // the shared hook locks: what a permanent latch wants
        AnalysisResult hook = Analysis.run(AnalysisRequest.of(TestData.path("dxf", "simple_hook_r2000.dxf"))
                .withOptions(AnalysisOptions.defaults().withFriction(Rational.parse("0.3"))
                        .withStiffness(Rational.of(150)).withIntent(DesignIntent.PERMANENT)));
        assertThat(hook.report().verdict().intent().orElseThrow().meets()).isTrue();
        // a retraction too short to decide: not met, undecided
        AnalysisResult shortPull = Analysis.run(AnalysisRequest.of(TestData.path("snapfit", "s09-cantilever-limit.json"))
                .withOptions(AnalysisOptions.defaults().withRetractTravel("2").withIntent(DesignIntent.PERMANENT)));
        assertThat(shortPull.report().verdict().intent().orElseThrow().status())
                .isEqualTo(IntentCheck.Status.UNDECIDED);
        assertThat(shortPull.report().verdict().intent().get().meets()).isFalse();
    }

    @Test
    void dxfBeamHook_centreLineMeasuredAndModelBuilt() throws IOException {
        // test-data/dxf/beam_hook_r2000.dxf: the shared hook with a BEAM-1 centre line (0.75, 0)-(0.75, -13.171…)
        AnalysisResult r = Analysis.run(AnalysisRequest.of(TestData.path("dxf", "beam_hook_mechanism.json")));
        JsonNode beam = MAPPER.readTree(r.toJson()).get("mechanism").get("pawls").get(0).get("beam");
        Rational length = Rational.parse("13.171851993257885");
        assertThat(beam.get("thickness").asText()).isEqualTo("3/2");
        assertThat(beam.get("tipThickness").isNull()).isTrue();
        assertThat(beam.get("width").asText()).isEqualTo("4");
        assertThat(beam.get("material").asText()).isEqualTo("PA66");
        // pivot 0.15 L below the root (0.75, 0), exact
        assertThat(beam.get("pivot").get(1).asText()).isEqualTo(length.multiply(Rational.of(-3, 20)).toString());
        // κ = γ K_Θ E b h³/(12 L), exact (L is rational)
        Rational kappa = Rational.of(17, 20).multiply(Rational.of(53, 20)).multiply(Rational.of(3100))
                .multiply(Rational.of(4).multiply(Rational.of(27, 8)).divide(Rational.of(12))).divide(length);
        assertThat(beam.get("stiffness").asText()).isEqualTo(kappa.toString());
        assertThat(r.report().verdict().intent().orElseThrow().meets()).isTrue();
    }

    @Test
    void beamParametersOnAMechanismWithoutBeams_refusedNamingTheParameter() {
        assertThatThrownBy(() -> Analysis.run(AnalysisRequest.of(TestData.path("snapfit", "s01-ramp-snap-speed2.json"))
                .withOptions(AnalysisOptions.defaults().withWidth(Rational.of(4)))))
                .isInstanceOf(AnalysisInputException.class).hasMessageContaining("beam width is given, but no pawl")
                .extracting(e -> ((AnalysisInputException) e).parameter()).isEqualTo(Optional.of(Parameter.WIDTH));
        assertThatThrownBy(() -> Analysis.run(AnalysisRequest.of(TestData.path("snapfit-extra", "beam-ramp.json"))
                .withOptions(AnalysisOptions.defaults().withStiffness(Rational.of(100)))))
                .isInstanceOf(AnalysisInputException.class).hasMessageContaining("every pawl of this mechanism is a"
                        + " cantilever beam");
        assertThatThrownBy(() -> AnalysisOptions.defaults().withPermissibleStrain(Rational.of(4)))
                .isInstanceOf(AnalysisInputException.class).hasMessageContaining("permissible strain = 4: it is a"
                        + " fraction in (0, 1)");
    }
}

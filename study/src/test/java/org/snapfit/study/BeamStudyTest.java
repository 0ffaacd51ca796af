package org.snapfit.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.analysis.AnalysisResult;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.analysis.report.BeamCheck;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.Cantilever;
import org.snapfit.sweep.model.Mechanism;

/** The beam paths on the PA66 beam hook (test-data/dxf/beam_hook_mechanism.json). */
class BeamStudyTest {

    @Test
    void beamRows_equalAnalyzeWithTheSameThicknessModulusAndFriction(@TempDir Path dir) {
        StudyPlan plan = Study.plan(TestData.path("study", "beam-hook-lhs.json"));
        List<SampleRow> rows = Study.run(plan, dir, new LocalEngine(), EngineSettings.defaults(), false,
                StudyProgress.NONE, CancellationToken.NONE).rows();
        assertThat(rows).hasSize(8);
        // oracle: analyze of the mechanism file with the analysis's own beam options (not the study's paths)
        for (SampleRow r : rows.subList(0, 2)) {
            AnalysisOptions o = AnalysisOptions.defaults().withThickness(Rational.parse(r.values().get(0)))
                    .withModulus(Rational.parse(r.values().get(1))).withFriction(Rational.parse(r.values().get(2)));
            AnalysisResult a = Analysis.run(AnalysisRequest.of(TestData.path("dxf", "beam_hook_mechanism.json"))
                    .withOptions(o));
            double strain = a.report().beamChecks().stream().mapToDouble(BeamCheck::strain).max().orElseThrow();
            assertThat(r.strainAtPeak()).as("sample %d", r.sample()).contains(strain);
            assertThat(r.peakInsertion()).contains(a.peakInsertionForce());
            assertThat(r.locks()).isEqualTo(a.report().verdict().lock().isPresent());
        }
        // a thinner arm bends with less strain for the same deflection: ε = 1.5 h y / L² grows with h
        assertThat(rows.stream().allMatch(r -> r.strainAtPeak().isPresent())).isTrue();
    }

    @Test
    void beamPaths_changeTheCantilever_andRefuseAPawlWithoutBeam() {
        Mechanism beam = Analysis.load(AnalysisRequest.of(TestData.path("dxf", "beam_hook_mechanism.json")))
                .requireMechanism();
        Cantilever c0 = beam.pawls().get(0).cantilever().orElseThrow();
        MechanismDraft d = new MechanismDraft(beam);
        ParameterPaths.bind(spec("pawls.PAWL-1.beam.thickness"), beam).apply(d, Rational.parse("1.5"));
        ParameterPaths.bind(spec("material.modulus"), beam).apply(d, Rational.of(1000));
        ParameterPaths.bind(spec("pawls.PAWL-1.beam.width"), beam).apply(d, Rational.of(5));
        Cantilever c = d.build().pawls().get(0).cantilever().orElseThrow();
        assertThat(c.beam().thickness()).isEqualTo(Rational.parse("1.5"));
        assertThat(c.beam().width()).isEqualTo(Rational.of(5));
        assertThat(c.material().modulus()).isEqualTo(Rational.of(1000));
        assertThat(c.material().permissibleStrain()).isEqualTo(c0.material().permissibleStrain());
        // κ = γ K_Θ E I / L with I = b h³ / 12: the ratio to the nominal follows E, b and h³ exactly
        Rational ratio = Rational.of(1000).divide(c0.material().modulus())
                .multiply(Rational.of(5).divide(c0.beam().width()))
                .multiply(Rational.parse("1.5").divide(c0.beam().thickness()).pow(3));
        assertThat(d.build().pawls().get(0).stiffness().doubleValue())
                .isCloseTo(beam.pawls().get(0).stiffness().multiply(ratio).doubleValue(),
                        org.assertj.core.api.Assertions.withinPercentage(1e-6));
        Mechanism plain = ParameterPathsTest.mechanism();
        assertThatThrownBy(() -> ParameterPaths.bind(spec("pawls.PAWL-1.beam.thickness"), plain))
                .hasMessageContaining("has no beam model");
        assertThatThrownBy(() -> ParameterPaths.bind(spec("material.modulus"), plain))
                .hasMessageContaining("has no beam pawl");
    }

    private static ParameterSpec spec(String path) {
        return new ParameterSpec(path, new Distribution.Values(List.of(BigDecimal.ONE)), 6, Optional.empty(),
                Optional.empty());
    }
}

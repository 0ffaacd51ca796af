package org.snapfit.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.LayerRole;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.section.SectionPlane;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.MechanismJson;

/**
 * The section source through the library's facade: a FreeCAD assembly of reference case s07 (test-data/section),
 * cut by a plane, with part roles, hinge and parameters given in the request, loads the same mechanism geometry as
 * the planar file and runs to a report.
 */
class SectionSourceTest {

    private static AnalysisOptions s07Options() {
        return AnalysisOptions.defaults().withFriction(Rational.of(1, 5)).withStiffness(Rational.of(7, 4))
                .withVelocity(new ExactPoint2(Rational.of(4, 5), Rational.of(3, 5))).withTravel(Rational.of(6))
                .withPart("finger", LayerRole.parse("PAWL-1")).withHinge("finger", ExactPoint2.of(1, 1));
    }

    @Test
    void sectionSource_freecadModel_givesThePlanarMechanism() {
        Path model = TestData.path("section", "s07-finger-tangency-snap.step");
        LoadedMechanism l = Analysis.load(AnalysisRequest.of(MechanismSources.section(model,
                SectionPlane.parse("z=2.5"))).withOptions(s07Options()));
        assertThat(l.kind()).isEqualTo("step");
        assertThat(l.section()).isPresent();
        var m = l.requireMechanism();
        var ref = MechanismJson.read(TestData.path("snapfit", "s07-finger-tangency-snap.json"));
        assertThat(m.pawls().get(0).name()).isEqualTo("finger");
        assertThat(m.pawls().get(0).hinge()).isEqualTo(ref.pawls().get(0).hinge());
        assertThat(m.pawls().get(0).shape().get(0).signedDoubleArea().abs())
                .isEqualTo(ref.pawls().get(0).shape().get(0).signedDoubleArea().abs());
        assertThat(m.obstacles()).hasSize(1);
        AnalysisResult r = Analysis.run(AnalysisRequest.of(MechanismSources.section(model, SectionPlane.parse("z=2.5")))
                .withOptions(s07Options()));
        assertThat(r.report().runs()).isNotEmpty();
    }

    @Test
    void fileSource_modelWithoutPlane_isAMissingSectionParameter() {
        Path model = TestData.path("section", "s07-finger-tangency-snap.step");
        assertThatThrownBy(() -> Analysis.load(AnalysisRequest.of(model))).isInstanceOf(AnalysisInputException.class)
                .satisfies(e -> assertThat(((AnalysisInputException) e).parameter()).contains(Parameter.SECTION));
    }

    @Test
    void fileSource_planeOnADrawing_isAnInvalidSectionParameter() {
        Path dxf = TestData.path("dxf", "simple_hook_r2000.dxf");
        assertThatThrownBy(() -> Analysis.load(AnalysisRequest.of(dxf).withOptions(AnalysisOptions.defaults()
                .withSection(SectionPlane.parse("z=0"))))).isInstanceOf(AnalysisInputException.class)
                .hasMessageContaining("already planar");
        assertThatThrownBy(() -> AnalysisOptions.defaults().withMaxOccurrences(0))
                .isInstanceOf(AnalysisInputException.class).hasMessageContaining("must be >= 1");
    }
}

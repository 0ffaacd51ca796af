package org.snapfit.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.LayerRole;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.section.SectionPlane;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.MechanismJson;

/**
 * The section source through the library's facade: a FreeCAD assembly of reference case s07 (test-data/section),
 * cut by a plane, with part roles, hinge and parameters given in the request, loads the same mechanism geometry as
 * the planar file and runs to a report; a cantilever pawl's beam given in the plane's frame by the mechanism file
 * (test-data/section/beam_ramp.section.json) becomes the beam model, which request options override.
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
    void sectionSource_sizeLimit_refusesALargerModelAndReadsOneOfExactlyThatSize() throws IOException {
        Path model = TestData.path("section", "s07-finger-tangency-snap.step");
        long size = Files.size(model);
        assertThatThrownBy(() -> Analysis.load(AnalysisRequest.of(MechanismSources.section(model,
                SectionPlane.parse("z=2.5"), size - 1)).withOptions(s07Options())))
                .isInstanceOf(AnalysisInputException.class).hasMessageContaining("s07-finger-tangency-snap.step")
                .hasMessageContaining("input size limit of " + (size - 1) + " bytes");
        assertThat(Analysis.load(AnalysisRequest.of(MechanismSources.section(model, SectionPlane.parse("z=2.5"), size))
                .withOptions(s07Options())).requireMechanism().pawls()).hasSize(1);
        assertThatThrownBy(() -> MechanismSources.section(model, SectionPlane.parse("z=2.5"), -1))
                .hasMessage("maxBytes = -1; the limit must be >= 0");
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

    @Test
    void mechanismFile_beamInThePlanesFrame_isTheCantileverOfThePawl() {
        Path doc = TestData.path("section", "beam_ramp.section.json");
        var m = Analysis.load(AnalysisRequest.of(doc)).requireMechanism();
        var c = m.pawls().get(0).cantilever().orElseThrow();
        assertThat(c.beam().root()).isEqualTo(ExactPoint2.of(0, 0));
        assertThat(c.beam().tip()).isEqualTo(ExactPoint2.of(0, -20));
        assertThat(c.beam().thickness()).isEqualTo(Rational.of(3, 2));
        assertThat(c.beam().width()).isEqualTo(Rational.of(4));
        assertThat(c.material().name()).isEqualTo("PC");
        assertThat(m.pawls().get(0).hinge()).isEqualTo(ExactPoint2.of(0, -3));
        var wider = Analysis.load(AnalysisRequest.of(doc).withOptions(AnalysisOptions.defaults()
                .withWidth("PAWL-1", Rational.of(5)))).requireMechanism().pawls().get(0).cantilever().orElseThrow();
        assertThat(wider.beam().width()).isEqualTo(Rational.of(5));
        assertThat(wider.stiffness()).isEqualTo(c.stiffness().multiply(Rational.of(5, 4)));
    }

    @Test
    void mechanismFile_beamOnAnObstacleOrBesideAHinge_isRefusedNamingTheField(@TempDir Path dir) throws IOException {
        String step = TestData.path("section", "beam_ramp.step").toAbsolutePath().toString().replace("\\", "/");
        String head = "{\"format\": \"snapfit-mechanism/1\", \"friction\": \"0.3\", \"material\": \"PC\","
                + " \"geometry\": {\"step\": \"" + step + "\", \"section\": \"z=2.5\"},"
                + " \"motion\": {\"velocity\": [\"0\", \"-1\"], \"travel\": \"12\"}, \"pawls\": [";
        String beam = "\"beam\": {\"root\": [\"0\", \"0\"], \"tip\": [\"0\", \"-20\"], \"width\": \"4\"}";
        Path onObstacle = Files.writeString(dir.resolve("a.json"), head + "{\"part\": \"OBSTACLE-ledge\", " + beam
                + "}]}", StandardCharsets.UTF_8);
        assertThatThrownBy(() -> Analysis.load(AnalysisRequest.of(onObstacle)))
                .isInstanceOf(AnalysisInputException.class).hasMessageContaining("pawls[0].beam")
                .hasMessageContaining("not a pawl");
        Path withHinge = Files.writeString(dir.resolve("b.json"), head + "{\"part\": \"PAWL-1\", \"hinge\": [\"0\","
                + " \"0\"], " + beam + "}]}", StandardCharsets.UTF_8);
        assertThatThrownBy(() -> Analysis.load(AnalysisRequest.of(withHinge)))
                .isInstanceOf(AnalysisInputException.class).hasMessageContaining("pawls[0]")
                .hasMessageContaining("not both");
    }
}

package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.snapfit.core.testdata.TestData;

class ValidateCommandTest {

    /** Exit code, standard output, standard error. */
    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    private static String dxf(String name) {
        return TestData.path("dxf", name).toString();
    }

    @Test
    void validate_hookDrawing_listsWhatTheGeneratorDrew() {
        Run r = run("validate", dxf("simple_hook_r2000.dxf"));
        // gen_shared.py: PAWL-1 with hinge POINT (0.75, 0), one OBSTACLE, ROOT, DIRECTION (0,0)->(0,-8)
        assertThat(r.code()).isEqualTo(Main.EXIT_OK);
        assertThat(r.out()).contains("DXF AC1015, units mm ($INSUNITS)")
                .contains("PAWL-1: hinge (3/4, 0) (POINT #36, line 1957), 1 outline, stiffness not given")
                .contains("obstacles  1: OBSTACLE (1 outline)")
                .contains("motion     velocity (0, -1), travel 8")
                .contains("status     missing: friction (--friction 0.3); stiffness of PAWL-1");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void validate_hookWithOptionsAsJson_isCompleteAndDeterministic() throws Exception {
        String[] args = {"validate", dxf("simple_hook_r2000.dxf"), "--friction", "0.3", "--stiffness", "PAWL_1=150",
            "--json"};
        Run r = run(args);
        assertThat(r.code()).isEqualTo(Main.EXIT_OK);
        JsonNode doc = new ObjectMapper().readTree(r.out());
        assertThat(doc.get("format").asText()).isEqualTo("snapfit-validate/1");
        assertThat(doc.get("pawls").get(0).get("hinge").toString()).isEqualTo("[\"3/4\",\"0\"]");
        // PAWL_1=150 matches layer PAWL-1; 0.3 is kept exactly as 3/10
        assertThat(doc.get("pawls").get(0).get("stiffness").asText()).isEqualTo("150");
        assertThat(doc.get("friction").asText()).isEqualTo("3/10");
        assertThat(doc.get("motion").get("travel").asText()).isEqualTo("8");
        assertThat(doc.get("missing")).isEmpty();
        assertThat(doc.get("pawls").get(0).get("vertices").asInt()).isEqualTo(7);
        // determinism: the same input gives the same bytes
        assertThat(run(args).out()).isEqualTo(r.out());
    }

    @Test
    void validate_mechanismJsonNamingDxf_readsParametersFromJson() {
        Run r = run("validate", dxf("hook_mechanism.json"));
        assertThat(r.code()).isEqualTo(Main.EXIT_OK);
        assertThat(r.out()).contains("named by a mechanism JSON").contains("stiffness 150 N·mm/rad")
                .contains("friction   3/10").contains("status     ready for analyze");
        Run over = run("validate", dxf("hook_mechanism.json"), "--stiffness", "PAWL-1=90", "--travel", "5");
        // the command line overrides the JSON
        assertThat(over.out()).contains("stiffness 90 N·mm/rad").contains("travel 5 ");
    }

    @Test
    void validate_plainMechanismJson_summarisesMechanism() {
        Run r = run("validate", TestData.path("snapfit", "s01-ramp-snap-speed2.json").toString());
        assertThat(r.code()).isEqualTo(Main.EXIT_OK);
        // s01: one pawl "hook" with hinge (1, 3), κ = 3/2, μ = 1/5, velocity (2, 0), travel 3
        assertThat(r.out()).contains("hook: hinge (1, 3), 1 outline, stiffness 3/2").contains("friction   1/5")
                .contains("velocity (2, 0), travel 3");
    }

    @Test
    void validate_allEntities_bothSpellingsAndCurvesReported() {
        Run r = run("validate", dxf("all_entities_r2000.dxf"), "--stiffness", "1", "--friction", "0", "--json");
        assertThat(r.code()).isEqualTo(Main.EXIT_OK);
        assertThat(r.out()).contains("\"name\" : \"PAWL_1\"").contains("\"name\" : \"PAWL-2\"")
                .contains("\"approximated\" : true").contains("polygonised into");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "layout_missing_hinge.dxf|:19 LWPOLYLINE #80 on layer PAWL-1: pawl PAWL-1 has no hinge",
        "layout_hinge_without_pawl.dxf|:109 POINT #84 on layer HINGE_2: hinge without a pawl: there is no layer PAWL-2",
        "layout_two_hinges.dxf|:61 CIRCLE #85 on layer hinge_1: a second hinge for pawl PAWL-1 (the first is POINT #83",
        "layout_open_outline.dxf|:79 LINE #86 + LINE #87 + LINE #88 on layer OBSTACLE: open outline from (3, -20) to",
        "layout_no_pawl.dxf|: no pawl layer",
        "malformed_truncated.dxf|:35: error: SECTION ENTITIES the file ends inside section ENTITIES",
        "bin_dxf_r2000.dxf|:1: error: binary DXF",
        "malformed_unknown_units.dxf|:11: error: HEADER [$INSUNITS] $INSUNITS = 99 is unknown",
        "missing_dxf_mechanism.json|: geometry.dxf = \"no_such_drawing.dxf\": no such file"})
    void validate_badInput_exitsTwoWithDiagnostic(String file, String expected) {
        Run r = run("validate", dxf(file));
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains(dxf(file) + expected).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void validate_unknownUnits_hintNamesTheOption() {
        // the reader names the parameter; the command line adds the option that states the units
        Run r = run("validate", dxf("malformed_unknown_units.dxf"));
        assertThat(r.err()).contains("$INSUNITS = 99 is unknown").contains("--units mm");
    }

    @Test
    void validate_badOptionsOrMissingFile_exitTwo() {
        assertThat(run("validate", "no-such.dxf").err()).contains("no-such.dxf: no such file");
        Run r = run("validate", dxf("simple_hook_r2000.dxf"), "--friction", "lots");
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("--friction = 'lots' is not an exact number");
        Run k = run("validate", dxf("simple_hook_r2000.dxf"), "--friction", "0.1", "--stiffness", "PAWL-9=3");
        assertThat(k.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(k.err()).contains("stiffness given for PAWL-9, but the drawing has no such pawl layer");
        assertThat(run("validate", dxf("simple_hook_r2000.dxf"), "--chord-tolerance", "0").err())
                .contains("--chord-tolerance = 0.0; it must be > 0 (mm)");
        assertThat(run("validate", dxf("simple_hook_r2000.dxf"), "--units", "furlong").err())
                .contains("units = 'furlong' is not a known length unit");
        assertThat(run("validate", dxf("simple_hook_r2000.dxf"), "--stiffness", "=3").err())
                .contains("has no layer before '='");
    }

    @Test
    void validate_help_teachesWithExamples() {
        Run r = run("validate", "--help");
        assertThat(r.code()).isEqualTo(Main.EXIT_OK);
        assertThat(r.out()).contains("Usage: snapfit validate").contains("Examples:").contains("--stiffness")
                .contains("PAWL-1 = PAWL_1");
    }

    @Test
    void validate_inchAssumedAndChordTolerance_changeReading() {
        Run r = run("validate", dxf("slot_and_pin_r12.dxf"), "--units", "in", "--chord-tolerance", "0.05", "--json");
        // slot_and_pin has no pawl: the layout check rejects it, naming the file
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("no pawl layer");
    }

    @Test
    void validate_beamDrawing_listsCentreLineMeasuredThicknessAndWhatIsMissing() {
        // beam_hook_r2000.dxf: BEAM-1 from (0.75, 0) on the ROOT outline to (0.75, -13.171851993257885); the pawl is
        // 1.5 mm thick (x = 0 .. 1.5), the pivot 0.15 L below the root
        Run r = run("validate", dxf("beam_hook_r2000.dxf"), "--friction", "0.3");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("PAWL-1: beam centre line (3/4, 0) -> (3/4, -2634370398651577/200000000000000)")
                .contains("thickness 3/2 mm measured")
                .contains("stiffness from the beam model once its width and resin are given")
                .contains("missing: beam width of PAWL-1 (--width 4); resin of PAWL-1 (--material PA66-GF30");
        Run ready = run("validate", dxf("beam_hook_r2000.dxf"), "--friction", "0.3", "--width", "4", "--material",
                "PA66");
        assertThat(ready.out()).contains("N·mm/rad from the beam model").contains("ready for analyze");
    }
}

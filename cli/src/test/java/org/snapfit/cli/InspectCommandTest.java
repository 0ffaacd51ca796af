package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.testdata.TestData;

class InspectCommandTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    private JsonNode json(String... path) throws Exception {
        int code = run("inspect", TestData.path("step", path).toString(), "--json");
        assertThat(code).as(err.toString()).isZero();
        return new ObjectMapper().readTree(out.toString());
    }

    @Test
    void inspect_boxJson_hasDocumentShapeAndReferenceFigures() throws Exception {
        JsonNode d = json("box_20x10x5_ap214.step");
        List<String> keys = new ArrayList<>();
        d.fieldNames().forEachRemaining(keys::add);
        // key order of snapfit-inspect/1 (docs/formats/tool-documents.md)
        assertThat(keys).containsExactly("format", "file", "schema", "units", "parts", "instances", "totals",
                "diagnostics");
        assertThat(d.get("format").asText()).isEqualTo("snapfit-inspect/1");
        assertThat(d.get("units").asText()).isEqualTo("mm");
        JsonNode p = d.get("parts").get(0);
        // reference.json: volume 1000, area 700, 6 plane faces, bbox (0,0,0)-(20,10,5)
        assertThat(p.get("volume").asDouble()).isCloseTo(1000, within(1e-9));
        assertThat(p.get("area").asDouble()).isCloseTo(700, within(1e-9));
        assertThat(p.get("faces").asInt()).isEqualTo(6);
        assertThat(p.get("surfaceTypes").get("plane").asInt()).isEqualTo(6);
        assertThat(p.get("bbox").get(3).asDouble()).isCloseTo(20, within(1e-9));
        JsonNode i = d.get("instances").get(0);
        assertThat(i.get("path").asText()).isEqualTo("box_20x10x5");
        assertThat(i.get("matrix").get(3).get(3).asDouble()).isEqualTo(1.0);
        assertThat(d.get("totals").get("volume").asDouble()).isCloseTo(1000, within(1e-9));
        assertThat(d.get("diagnostics")).isEmpty();
    }

    @Test
    void inspect_inchAssembly_reportsFileUnits() throws Exception {
        JsonNode d = json("box_20x10x5_inch.stp");
        // lengths in the file's unit: the inch box is still 20 x 10 x 5 (inches), volume 1000 in³
        assertThat(d.get("units").asText()).isEqualTo("inch");
        assertThat(d.get("totals").get("volume").asDouble()).isCloseTo(1000, within(1e-6));
        out.getBuffer().setLength(0);
        JsonNode a = json("assembly_two_boxes.stp");
        assertThat(a.get("parts")).hasSize(1);
        assertThat(a.get("instances")).hasSize(2);
        // hand computation: the first box sits at x = 100
        assertThat(a.get("instances").get(0).get("matrix").get(0).get(3).asDouble()).isCloseTo(100, within(1e-12));
        assertThat(a.get("totals").get("volume").asDouble()).isCloseTo(2000, within(1e-9));
    }

    @Test
    void inspect_stlText_printsSummary() {
        int code = run("inspect", TestData.path("mesh", "box_20x10x5_ascii.stl").toString());
        assertThat(code).isZero();
        // reference.json: the ASCII box mesh has 12 triangles and volume 1000
        assertThat(out.toString()).contains("schema: STL").contains("faces 12").contains("volume 1000.0");
    }

    @Test
    void inspect_unreadableOrBroken_exits2WithDiagnostic() {
        assertThat(run("inspect", "/nonexistent/x.step")).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("x.step: no such file");
        err.getBuffer().setLength(0);
        assertThat(run("inspect", TestData.path("step", "unterminated_string.stp").toString()))
                .isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("unterminated_string.stp:6").doesNotContain("Exception");
    }

    @Test
    void inspect_errorsInFile_areListedAsDiagnostics() throws Exception {
        JsonNode d = json("type_mismatch.stp");
        JsonNode diag = d.get("diagnostics").get(0);
        assertThat(diag.get("severity").asText()).isEqualTo("error");
        assertThat(diag.get("line").asInt()).isEqualTo(26);
        assertThat(diag.get("entity").asText()).isEqualTo("#16");
    }

    @Test
    void inspect_help_teachesWithExamples() {
        assertThat(run("inspect", "--help")).isZero();
        assertThat(out.toString()).contains("Examples:").contains("--json");
    }
}

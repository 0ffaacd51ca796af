package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.core.testdata.TestData;

/**
 * The command line on 3D models: the shortcut flags, the mechanism file naming a model, validate's listing and
 * picture, and the exit-2 diagnostics for missing planes, misplaced flags and hostile STEP structures.
 */
class SectionCommandsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Exit code, standard output, standard error. */
    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    private static String section(String name) {
        return TestData.path("section", name).toString();
    }

    private static JsonNode events(Run r) throws Exception {
        return JSON.readTree(r.out()).get("runs").get(0).get("pawls").get(0).get("events");
    }

    @Test
    void simulate_shortcutFlags_giveTheSameEventsAsThePlanarFile() throws Exception {
        // s01 extruded in FreeCAD with a HINGE-1 pin: the flags give what the mechanism JSON gives
        Run flags = run("simulate", section("s01-ramp-snap-speed2.step"), "--section", "z=2.5", "--velocity", "2,0",
                "--travel", "3", "--stiffness", "3/2", "--friction", "1/5");
        Run planar = run("simulate", TestData.path("snapfit", "s01-ramp-snap-speed2.json").toString());
        assertThat(flags.code()).as(flags.err()).isEqualTo(Main.EXIT_OK);
        JsonNode a = events(flags);
        JsonNode b = events(planar);
        assertThat(a).hasSameSizeAs(b);
        for (int i = 0; i < a.size(); i++) {
            assertThat(a.get(i).get("kind")).isEqualTo(b.get(i).get("kind"));
            assertThat(a.get(i).get("t").get("exact")).isEqualTo(b.get(i).get("t").get("exact"));
        }
    }

    @Test
    void simulate_partAndHingeFlags_nameThePawl() throws Exception {
        Run r = run("simulate", section("s07-finger-tangency-snap.step"), "--section", "z=2.5", "--part",
                "finger=PAWL-1", "--hinge", "finger=1,1", "--velocity", "4/5,3/5", "--travel", "6", "--stiffness", "7/4",
                "--friction", "1/5");
        assertThat(r.code()).as(r.err()).isEqualTo(Main.EXIT_OK);
        JsonNode pawl = JSON.readTree(r.out()).get("runs").get(0).get("pawls").get(0);
        assertThat(pawl.get("name").asText()).isEqualTo("finger");
        // s07's expected events: collision, constraint change, snap at vertical tangency
        assertThat(pawl.get("events")).hasSize(3);
    }

    @Test
    void validate_model_listsPartsAndDrawsTheSection(@TempDir Path dir) throws Exception {
        Path svg = dir.resolve("s.svg");
        Run r = run("validate", section("s03-nonconvex-concave-corner.section.json"), "--svg", svg.toString());
        assertThat(r.code()).as(r.err()).isEqualTo(Main.EXIT_OK);
        assertThat(r.out()).contains("model      STEP").contains("PAWL-1 (ASSY/PAWL-1): pawl, 1 loop(s), exact")
                .contains("OBSTACLE-block (ASSY/HOUSING/OBSTACLE-block): obstacle, 1 loop(s), exact")
                .contains("HINGE-1 (ASSY/HINGE-1): hinge").contains("status     ready for analyze");
        String picture = Files.readString(svg);
        assertThat(picture).startsWith("<?xml").contains("PAWL-1 (pawl)").contains("OBSTACLE-block (obstacle)");
        Run j = run("validate", section("s03-nonconvex-concave-corner.section.json"), "--svg", svg.toString(), "--json");
        JsonNode doc = JSON.readTree(j.out());
        assertThat(doc.get("source").asText()).isEqualTo("mechanism+step");
        assertThat(doc.get("section").get("plane").get("origin").toString()).isEqualTo("[\"0\",\"0\",\"5/2\"]");
        assertThat(doc.get("section").get("parts")).anySatisfy(p -> {
            assertThat(p.get("name").asText()).isEqualTo("PAWL-1");
            assertThat(p.get("role").asText()).isEqualTo("pawl");
            assertThat(p.get("exact").asBoolean()).isTrue();
        });
    }

    @Test
    void analyze_modelWithoutPlane_isExit2NamingTheFlag() {
        Run r = run("analyze", section("s01-ramp-snap-speed2.step"));
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("give --section z=2.5");
    }

    @Test
    void analyze_sectionOnADrawing_isExit2() {
        Run r = run("analyze", TestData.path("dxf", "simple_hook_r2000.dxf").toString(), "--section", "z=0");
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("already planar");
    }

    @Test
    void analyze_badPlaneText_isExit2WithTheForms() {
        Run r = run("validate", section("s01-ramp-snap-speed2.step"), "--section", "w=1");
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("--section 'w=1'").contains("unknown key 'w'");
    }

    @Test
    void inspectAndAnalyze_hostileStructures_areExit2Diagnostics() {
        Run deep = run("inspect", TestData.path("step", "hostile", "deep_nauo_chain.stp").toString());
        assertThat(deep.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(deep.err()).contains("nested more than 64 levels deep").doesNotContain("Exception");
        Run bomb = run("analyze", TestData.path("step", "hostile", "dag_bomb_nauo.stp").toString(), "--section", "z=0");
        assertThat(bomb.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(bomb.err()).contains("more than the limit of 100000").contains("--max-occurrences");
        Run lower = run("inspect", TestData.path("step", "freecad", "assembly_ap214.step").toString(),
                "--max-occurrences", "3");
        assertThat(lower.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        // ASSY, PLATE, plate_body, PIN, pin_body, PIN001, pin_body: 7 occurrences of 5 products
        assertThat(lower.err()).contains("expands to 7 product occurrences, more than the limit of 3");
    }

    @Test
    void inspect_linkedInstances_areNamedByTheirOccurrences() {
        Run r = run("inspect", TestData.path("step", "freecad", "assembly_ap214.step").toString());
        assertThat(r.code()).isEqualTo(Main.EXIT_OK);
        assertThat(r.out()).contains("ASSY/PIN/pin_body").contains("ASSY/PIN001/pin_body");
    }
}

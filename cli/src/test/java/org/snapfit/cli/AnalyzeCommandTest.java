package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.analysis.AnalysisResult;
import org.snapfit.analysis.MuRange;
import org.snapfit.core.testdata.TestData;

class AnalyzeCommandTest {

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    static String fixture(String name) {
        return TestData.path("snapfit", name).toString();
    }

    @Test
    void analyze_s01_writesAllFilesAndSummary(@TempDir Path dir) throws Exception {
        Run r = run("analyze", fixture("s01-ramp-snap-speed2.json"), "--out", dir.toString());
        assertThat(r.code()).as(r.err()).isEqualTo(Main.EXIT_OK);
        for (String f : new String[] {"report.json", "force.csv", "force.svg", "force.png", "theta.svg",
            "theta.png", "mechanism.svg", "report.html"}) {
            assertThat(dir.resolve(f)).isNotEmptyFile();
        }
        // expected file s01: the insertion completes with one snap (peak 0.0182129514 N, left limit)
        assertThat(r.out()).contains("assembles:        yes").contains("peak push:        0.018213 N")
                .contains("report:");
    }

    @Test
    void analyze_retractTravel_retractionRunsOverTheGivenDistance(@TempDir Path dir) throws Exception {
        // s09 (|v| = 1): the default retraction sticks at t = 24/7 (expected file); a 2 mm pull ends before that,
        // so the retraction completes at exactly t = 2 and the pawl can be pulled that far, but the hook is still
        // behind the ramp: not separated within 2 mm
        Run r = run("analyze", fixture("s09-cantilever-limit.json"), "--out", dir.toString(), "--retract-travel", "2");
        assertThat(r.code()).as(r.err()).isEqualTo(Main.EXIT_OK);
        JsonNode json = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        JsonNode term = json.get("runs").get(1).get("termination");
        assertThat(json.get("runs").get(1).get("direction").asText()).isEqualTo("retraction");
        assertThat(term.get("cause").asText()).isEqualTo("complete");
        assertThat(term.get("t").get("exact").get("interval").get(0).asText()).isEqualTo("2");
        assertThat(json.get("assumptions").toString()).contains("Retraction over 2 mm");
        assertThat(json.get("verdict").get("retention").asText()).isEqualTo("not_separated");
        assertThat(r.out()).contains("not separated within 2 mm");
        // without the option the same retraction sticks at 24/7
        Path d2 = dir.resolve("default");
        assertThat(run("analyze", fixture("s09-cantilever-limit.json"), "--out", d2.toString()).code()).isZero();
        JsonNode t2 = new ObjectMapper().readTree(d2.resolve("report.json").toFile()).get("runs").get(1).get("termination");
        assertThat(t2.get("cause").asText()).isEqualTo("stick_friction");
        assertThat(t2.get("t").get("exact").get("interval").get(0).asText()).isEqualTo("24/7");
    }

    @Test
    void analyze_badRetractTravel_exitTwoNamingOption() {
        // the library names the parameter ("retract travel"); the command line names its option
        Run r = run("analyze", fixture("s09-cantilever-limit.json"), "--retract-travel", "ten");
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("--retract-travel = 'ten' is not an exact number");
        Run neg = run("analyze", fixture("s09-cantilever-limit.json"), "--retract-travel", "-1");
        assertThat(neg.err()).contains("--retract-travel = '-1': the retraction distance must be > 0 mm");
    }

    @Test
    void analyze_twice_byteIdenticalReportJson(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a");
        Path b = dir.resolve("b");
        assertThat(run("analyze", fixture("s09-cantilever-limit.json"), "--out", a.toString()).code()).isZero();
        assertThat(run("analyze", fixture("s09-cantilever-limit.json"), "--out", b.toString()).code()).isZero();
        // determinism (docs/cli.md): the same input gives a byte-identical report.json
        assertThat(Files.readAllBytes(a.resolve("report.json"))).isEqualTo(Files.readAllBytes(b.resolve("report.json")));
    }

    @Test
    void analyze_writesTheLibrarysDocuments(@TempDir Path dir) throws Exception {
        // the command line only parses, calls the analysis library and writes: its report.json is the library's
        Run r = run("analyze", fixture("s04-typeA-friction-lock.json"), "--out", dir.toString(), "--mu-range",
                "0.1:0.5:0.1", "--bisection-steps", "8");
        assertThat(r.code()).as(r.err()).isZero();
        AnalysisResult lib = Analysis.run(AnalysisRequest.of(Path.of(fixture("s04-typeA-friction-lock.json")))
                .withOptions(AnalysisOptions.defaults().withMuRange(MuRange.parse("0.1:0.5:0.1")).withBisectionSteps(8)));
        assertThat(Files.readString(dir.resolve("report.json"))).isEqualTo(lib.toJson());
        assertThat(r.out()).startsWith(lib.summary());
    }

    @Test
    void analyze_missingFile_exitTwoNamingFile() {
        Run r = run("analyze", "no/such/file.json");
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("no/such/file.json: no such file").doesNotContain("Exception");
    }

    @Test
    void analyze_twoProngDrawing_mirrorSymmetric_andMatchesSharedHookReference(@TempDir Path dir) throws Exception {
        // test-data/dxf/two_prong_r2000.dxf: the shared simple hook and its mirror image about x = -3 (contact corners
        // unchanged), so the shared reference values of the hook apply to both pawls: first contact at
        // 2.7140740033710573 mm, back at rest at the snap travel 6.828148006742115 mm, retention gap 1.171851993257885 mm
        Run r = run("analyze", TestData.path("dxf", "two_prong_mechanism.json").toString(), "--out", dir.toString(),
                "--bisection-steps", "0");
        assertThat(r.code()).as(r.err()).isEqualTo(Main.EXIT_OK);
        JsonNode json = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        JsonNode ins = json.get("runs").get(0);
        assertThat(ins.get("termination").get("cause").asText()).isEqualTo("complete");
        JsonNode p1 = ins.get("pawls").get(0).get("events");
        JsonNode p2 = ins.get("pawls").get(1).get("events");
        // mirror symmetry: the two pawls meet the same events at the same exact travel
        assertThat(p1.size()).isEqualTo(p2.size()).isGreaterThan(2);
        for (int i = 0; i < p1.size(); i++) {
            assertThat(p2.get(i).get("kind").asText()).isEqualTo(p1.get(i).get("kind").asText());
            assertThat(p2.get(i).get("t").get("decimal").asText()).isEqualTo(p1.get(i).get("t").get("decimal").asText());
        }
        assertThat(p1.get(0).get("kind").asText()).isEqualTo("translational_collision");
        assertThat(Double.parseDouble(p1.get(0).get("s").asText())).isCloseTo(2.7140740033710573, within(1e-12));
        JsonNode last = p1.get(p1.size() - 1);
        assertThat(last.get("kind").asText()).isEqualTo("break_contact_at_rest");
        assertThat(Double.parseDouble(last.get("s").asText())).isCloseTo(6.828148006742115, within(1e-12));
        JsonNode ret = json.get("runs").get(1).get("termination");
        assertThat(ret.get("cause").asText()).isEqualTo("stick_friction");
        assertThat(Double.parseDouble(ret.get("s").asText())).isCloseTo(1.171851993257885, within(1e-12));
        // both pawls stick together; the contact named is that of the pawl named (PAWL_1's hook corner x = 1.5 + 1 = 5/2,
        // not PAWL-2's mirror corner x = -17/2)
        assertThat(ret.get("pawl").asText()).isEqualTo("PAWL_1");
        assertThat(ret.get("contact").asText()).contains("pawl vertex (5/2,").doesNotContain("(-17/2,");
    }

    @Test
    void analyze_badMuRange_exitTwoNamingOption() {
        Run r = run("analyze", fixture("s01-ramp-snap-speed2.json"), "--mu-range", "0.5:0.1:0.1");
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("--mu-range to = 1/10 < from = 1/2");
    }

    @Test
    void analyze_badSampleStep_exitTwoNamingOption() {
        Run r = run("analyze", fixture("s01-ramp-snap-speed2.json"), "--sample-step", "-1");
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("--sample-step = \"-1\"; the step must be > 0");
    }

    @Test
    void analyze_malformedMechanism_exitTwoNamingFileAndField(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("bad.json");
        Files.writeString(f, "{\"format\": \"snapfit-mechanism/1\", \"name\": \"x\", \"friction\": \"-1\"}");
        Run r = run("analyze", f.toString(), "--out", dir.resolve("o").toString());
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("bad.json").doesNotContain("at org.");
    }

    @Test
    void analyze_brokenDxf_exitTwoWithDiagnosticNamingFile(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("hook.dxf");
        Files.writeString(f, "0\nEOF\n");
        Run r = run("analyze", f.toString());
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("hook.dxf").doesNotContain("at org.");
    }

    @Test
    void analyze_hookDxfNamedByMechanismJson_runsAndReportsTheDrawing(@TempDir Path dir) throws Exception {
        // test-data/dxf/hook_mechanism.json names simple_hook_r2000.dxf and gives μ, κ and travel (dxf branch);
        // the report must carry the drawing as its source and a verdict for both questions
        Run r = run("analyze", TestData.path("dxf", "hook_mechanism.json").toString(), "--out", dir.toString());
        assertThat(r.code()).as(r.err()).isEqualTo(Main.EXIT_OK);
        assertThat(r.out()).contains("assembles:");
        String json = Files.readString(dir.resolve("report.json"));
        assertThat(json).contains("\"source\" : \"hook_mechanism.json\"").contains("\"verdict\"");
    }

    @Test
    void analyze_dxfWithoutParameters_exitTwoNamingMissingParameter() {
        Run r = run("analyze", TestData.path("dxf", "simple_hook_r2000.dxf").toString());
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        // the command line keeps naming its option for the missing parameter
        assertThat(r.err()).contains("simple_hook_r2000.dxf: friction is not given: use --friction 0.3");
    }

    @Test
    void analyze_dxfWithoutStiffness_exitTwoNamingOptionAndPawl() {
        Run r = run("analyze", TestData.path("dxf", "simple_hook_r2000.dxf").toString(), "--friction", "0.3");
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("is not given: use --stiffness 150 (every pawl) or --stiffness");
    }

    @Test
    void help_teachesWithExamples() {
        Run r = run("analyze", "--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("--mu-range").contains("--sample-step").contains("Examples:")
                .contains("snapfit analyze test-data/snapfit/s01-ramp-snap-speed2.json");
    }

    @Test
    void slug_names_folderSafe() {
        assertThat(OutputNames.slug("Hook over a 1/3 ramp")).isEqualTo("hook-over-a-1-3-ramp");
        assertThat(OutputNames.slug("Haken für Gehäuse")).isEqualTo("haken-fur-gehause");
        assertThat(OutputNames.slug("***")).isEmpty();
        assertThat(OutputNames.forMechanism("***", Path.of("a/b/s01.json")).name()).isEqualTo("s01");
        // neither the name nor the file's stem ("..") has a letter or digit: the fixed fallback, never ".."
        assertThat(OutputNames.forMechanism("!!!", Path.of("a/...json")).name()).isEqualTo(OutputNames.FALLBACK);
        assertThat(OutputNames.forMechanism("", Path.of("a/.json")).name()).isEqualTo("json");
        assertThat(OutputNames.forMechanism("", Path.of("a/.-.")).name()).isEqualTo(OutputNames.FALLBACK);
        // 300 characters: cut to the limit
        assertThat(OutputNames.forMechanism("a".repeat(300), Path.of("x.json")).name())
                .isEqualTo("a".repeat(OutputNames.MAX_LENGTH));
        // a long name of words is cut at a hyphen, never ending with one
        String words = OutputNames.slug("snap fit ".repeat(20));
        assertThat(words).hasSizeLessThanOrEqualTo(OutputNames.MAX_LENGTH).endsWith("fit").matches("[a-z0-9-]+");
        assertThat(OutputNames.stem("s01.json")).isEqualTo("s01");
        assertThat(OutputNames.stem(".json")).isEqualTo(".json");
    }

    @Test
    void analyze_beamDrawingWithOptions_widthMaterialStrainAndIntent(@TempDir Path dir) throws Exception {
        // the shared hook drawn with a BEAM-1 centre line: width and resin from the command line, the strain limit
        // as a percentage, the intent judged
        Run r = run("analyze", TestData.path("dxf", "beam_hook_r2000.dxf").toString(), "--out", dir.toString(),
                "--friction", "0.3", "--width", "4", "--material", "PA66-GF30", "--strain-limit", "0.5%",
                "--intent", "permanent");
        assertThat(r.code()).as(r.err()).isEqualTo(Main.EXIT_OK);
        JsonNode json = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        JsonNode beam = json.get("mechanism").get("pawls").get(0).get("beam");
        assertThat(beam.get("material").asText()).isEqualTo("PA66-GF30");
        assertThat(beam.get("modulus").asText()).isEqualTo("10000");
        assertThat(beam.get("permissibleStrain").asText()).isEqualTo("1/200");
        // ε ≈ 0.65 % (E does not change the geometry): above 0.5 %, a warning on stdout
        assertThat(beam.get("exceedsPermissibleStrain").asBoolean()).isTrue();
        assertThat(r.out()).contains("EXCEEDS the permissible strain").contains("WARNING (strain_exceeded)")
                .contains("intent:           permanent — meets it");
        assertThat(json.get("verdict").get("meetsIntent").asBoolean()).isTrue();
    }

    @Test
    void analyze_beamDrawingWithoutWidth_exitTwoNamingTheOption() {
        Run r = run("analyze", TestData.path("dxf", "beam_hook_r2000.dxf").toString(), "--friction", "0.3",
                "--material", "PC");
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("the beam width of PAWL-1 is not given").contains("--width 4");
        Run bad = run("analyze", fixture("s09-cantilever-limit.json"), "--intent", "forever");
        assertThat(bad.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(bad.err()).contains("--intent = 'forever': the design intent is permanent or releasable");
        Run strain = run("analyze", TestData.path("dxf", "beam_hook_r2000.dxf").toString(), "--friction", "0.3",
                "--width", "4", "--material", "PC", "--strain-limit", "4");
        assertThat(strain.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(strain.err()).contains("--strain-limit = 4: it is a fraction in (0, 1)");
        Run neg = run("analyze", fixture("s09-cantilever-limit.json"), "--friction", "-0.1");
        assertThat(neg.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(neg.err()).contains("--friction = '-0.1': friction (μ) must be >= 0");
        Run k = run("analyze", TestData.path("dxf", "simple_hook_r2000.dxf").toString(), "--friction", "0.3",
                "--stiffness", "0");
        assertThat(k.err()).contains("--stiffness = 0; stiffness must be > 0");
    }
}

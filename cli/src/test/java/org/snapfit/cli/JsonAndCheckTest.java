package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.DesignIntent;

/** {@code --json}, {@code --out -}, the error documents and the verdict exit codes of {@code --check}. */
class JsonAndCheckTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    static CliRun run(String... args) {
        return CliRun.of(args);
    }

    static String s(String id) {
        return TestData.path("snapfit", id + ".json").toString();
    }

    @Test
    void analyze_outDash_reportOnStdoutNoFiles(@TempDir Path dir) throws Exception {
        CliRun r = run("analyze", s("s09-cantilever-limit"), "--out", "-");
        assertThat(r.code()).isZero();
        // the library's own document for the same request, byte for byte
        assertThat(r.out()).isEqualTo(Analysis.run(AnalysisRequest.of(TestData.path("snapfit",
                "s09-cantilever-limit.json"))).toJson());
        // --json with a folder: the same document on stdout, and the files are written
        CliRun j = run("analyze", s("s09-cantilever-limit"), "--json", "--out", dir.toString());
        assertThat(j.out()).isEqualTo(r.out());
        assertThat(Files.readString(dir.resolve("report.json"))).isEqualTo(r.out());
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.count()).isGreaterThan(5);
        }
    }

    @Test
    void check_exitCodeFollowsTheIntent() throws Exception {
        // s09's retraction sticks (a lock; AnalysisTest): permanent is met, releasable is contradicted
        String s09 = s("s09-cantilever-limit");
        CliRun permanent = run("analyze", s09, "--intent", "permanent", "--check", "--out", "-");
        assertThat(permanent.code()).isEqualTo(Main.EXIT_OK);
        assertThat(MAPPER.readTree(permanent.out()).get("verdict").get("meetsIntent").asBoolean()).isTrue();
        CliRun releasable = run("analyze", s09, "--intent", "releasable", "--check", "--out", "-");
        assertThat(releasable.code()).isEqualTo(Main.EXIT_CHECK_FAILED);
        // the document is complete; standard error holds no error document
        assertThat(MAPPER.readTree(releasable.out()).get("verdict").get("meetsIntent").asBoolean()).isFalse();
        assertThat(releasable.err()).isEmpty();
        // without --check the verdict never changes the exit code
        assertThat(run("analyze", s09, "--intent", "releasable", "--out", "-").code()).isEqualTo(Main.EXIT_OK);
        // text mode: the reason on standard error
        CliRun text = run("analyze", s09, "--intent", "releasable", "--check", "--out",
                Files.createTempDirectory("snapfit-check").toString());
        assertThat(text.code()).isEqualTo(Main.EXIT_CHECK_FAILED);
        assertThat(text.err()).startsWith("snapfit: check failed: it locks (no finite pull-out force), but a releasable joint is intended");
    }

    @Test
    void check_jamAlwaysFails_withAnyIntentOrNone() throws Exception {
        // s08: one of the two pawls jams on the way in (its expected file), so the joint does not assemble
        String s08 = s("s08-two-pawls-one-jams");
        JsonNode v = MAPPER.readTree(run("analyze", s08, "--out", "-").out()).get("verdict");
        assertThat(v.get("assembles").asBoolean()).isFalse();
        assertThat(run("analyze", s08, "--check", "--out", "-").code()).isEqualTo(Main.EXIT_CHECK_FAILED);
        for (DesignIntent i : DesignIntent.values()) {
            assertThat(run("analyze", s08, "--intent", i.text(), "--check", "--out", "-").code())
                    .isEqualTo(Main.EXIT_CHECK_FAILED);
        }
        assertThat(run("simulate", s08, "--check").code()).isEqualTo(Main.EXIT_CHECK_FAILED);
        assertThat(run("simulate", s("s01-ramp-snap-speed2"), "--check").code()).isEqualTo(Main.EXIT_OK);
        // the library agrees: the intent check of a verdict that does not assemble is never met
        assertThat(Analysis.run(AnalysisRequest.of(TestData.path("snapfit", "s08-two-pawls-one-jams.json"))
                .withOptions(AnalysisOptions.defaults().withIntent(DesignIntent.PERMANENT))).report().verdict()
                .intent().orElseThrow().meets()).isFalse();
    }

    @Test
    void errors_jsonDocumentNamesFileFieldAndCode() throws Exception {
        String dxf = TestData.path("dxf", "simple_hook_r2000.dxf").toString();
        CliRun r = run("analyze", dxf, "--json", "--out", "-");
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.out()).isEmpty();
        JsonNode e = MAPPER.readTree(r.err());
        assertThat(e.get("code").asText()).isEqualTo("missing_parameter");
        assertThat(e.get("field").asText()).isEqualTo("--friction");
        assertThat(e.get("message").asText()).contains("friction is not given");
        // the text rendering of the same failure: the same message after "snapfit: "
        CliRun t = run("analyze", dxf, "--out", "-");
        assertThat(t.err().strip()).isEqualTo("snapfit: " + e.get("message").asText());
        // a malformed drawing: file and line of the reader's diagnostic
        JsonNode bad = MAPPER.readTree(run("validate", TestData.path("dxf", "malformed_non_numeric.dxf").toString(),
                "--json").err());
        assertThat(bad.get("code").asText()).isEqualTo("bad_input");
        assertThat(bad.get("file").asText()).endsWith("malformed_non_numeric.dxf");
        assertThat(bad.get("line").isInt()).isTrue();
        // a usage error names the option
        JsonNode usage = MAPPER.readTree(run("analyze", s("s01-ramp-snap-speed2"), "--bisection-steps", "many",
                "--json").err());
        assertThat(usage.get("code").asText()).isEqualTo("usage");
        assertThat(usage.get("field").asText()).isEqualTo("--bisection-steps");
    }

    @Test
    void outDash_refusedWhereAFolderOrFileIsNeeded() throws Exception {
        for (String[] args : new String[][] {
            {"scene", "cable-pulley", "--out", "-", "--json"},
            {"scene", "linkage-box", "--out", "-", "--json"},
            {"simulate", s("s01-ramp-snap-speed2"), "--cspace", "-", "--json"},
            {"clearance", "sphere:1", "sphere:1.5", "--path", TestData.path("tracking", "pass-by.path.json").toString(),
                "--plot", "-", "--json"},
            {"arrangement", TestData.path("arrangements", "walls_strip.txt").toString(), "--point", "0,1/2", "--svg",
                "-", "--json"}}) {
            CliRun r = run(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(Main.EXIT_BAD_INPUT);
            JsonNode e = MAPPER.readTree(r.err());
            assertThat(e.get("code").asText()).isEqualTo("usage");
            assertThat(e.get("message").asText()).contains(" -: ");
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void failure_fromInternalError_isCodeInternal() {
        Failure f = Failure.from(new IllegalStateException("boom"));
        assertThat(f.isInternal()).isTrue();
        assertThat(f.json()).startsWith("{\"format\":\"snapfit-error/1\",\"code\":\"internal\",\"file\":null,")
                .endsWith("}\n").doesNotContain("\n{");
        assertThat(Failure.of("bad_input", "a.json: x").aboutFile("a.json").file()).hasValue("a.json");
        assertThat(Failure.of("bad_input", "b.json: x").aboutFile("a.json").file()).isEmpty();
    }
}

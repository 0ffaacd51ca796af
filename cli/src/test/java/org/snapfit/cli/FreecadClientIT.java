package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.analysis.report.Verdict;
import org.snapfit.cli.serve.ServerOptions;
import org.snapfit.cli.serve.SnapfitServer;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.model.DesignIntent;

/**
 * The FreeCAD client (clients/freecad/) headless under {@code freecadcmd}: it builds s01's hook as FreeCAD objects,
 * writes the mechanism, calls snapfit through the command line (the packaged snapfit.jar) and through a running
 * server, and its verdict equals the library's for the mechanism file. Runs after {@code package}; skipped where
 * FreeCAD is not installed, except on CI (CI=true), where a missing freecadcmd fails.
 */
class FreecadClientIT {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Longest a freecadcmd run may take (start, build, analyse) before the test fails. */
    private static final Duration FREECAD_LIMIT = Duration.ofMinutes(5);

    static boolean onPath(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, tool))) {
                return true;
            }
        }
        return false;
    }

    static JsonNode roundTrip(Path out, String server) throws Exception {
        boolean ci = "true".equals(System.getenv("CI"));
        Assumptions.assumeTrue(ci || onPath("freecadcmd"), "freecadcmd is not installed (apt-get install freecad)");
        Path client = Path.of("..", "clients", "freecad").toAbsolutePath().normalize();
        Path jar = Path.of(System.getProperty("snapfit.cli.jar", "target/snapfit.jar")).toAbsolutePath();
        assertThat(jar).exists();
        ProcessBuilder pb = new ProcessBuilder("freecadcmd", client.resolve("tests/headless_roundtrip.py").toString())
                .redirectErrorStream(true);
        pb.environment().put("SNAPFIT_FREECAD_CLIENT", client.toString());
        pb.environment().put("SNAPFIT_FC_OUT", out.toString());
        pb.environment().put("SNAPFIT_CLI", Path.of(System.getProperty("java.home"), "bin", "java") + " -jar " + jar);
        pb.environment().put("SNAPFIT_SERVER", server);
        Process p = pb.start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(FREECAD_LIMIT.toSeconds(), TimeUnit.SECONDS)).as(log).isTrue();
        Path verdict = out.resolve("verdict.json");
        assertThat(verdict).as(log).exists();
        assertThat(log).contains("SNAPFIT-VERDICT ");
        return MAPPER.readTree(verdict.toFile());
    }

    static void sameVerdictAsTheLibrary(JsonNode v) {
        // oracle: the library on the mechanism file the FreeCAD objects were drawn from (dyadic coordinates, so the
        // client's decimal texts are exact; the motion's time is scaled, which no force or verdict depends on)
        Verdict lib = Analysis.run(AnalysisRequest.of(TestData.path("snapfit", "s01-ramp-snap-speed2.json"))
                .withOptions(AnalysisOptions.defaults().withIntent(DesignIntent.RELEASABLE))).report().verdict();
        assertThat(v.get("assembles").asBoolean()).isEqualTo(lib.assembles());
        assertThat(v.get("selfLocking").asBoolean()).isEqualTo(lib.lock().isPresent());
        assertThat(v.get("separable").asBoolean()).isEqualTo(lib.separable().orElseThrow());
        assertThat(v.get("meetsIntent").asBoolean()).isEqualTo(lib.intent().orElseThrow().meets());
        assertThat(v.get("peakInsertion").asDouble()).isCloseTo(lib.peakInsertion(),
                org.assertj.core.data.Offset.offset(1e-9 * Math.abs(lib.peakInsertion())));
        List<String> files = MAPPER.convertValue(v.get("files"), MAPPER.getTypeFactory()
                .constructCollectionType(List.class, String.class));
        assertThat(files).contains("report.html", "report.json", "force.svg");
    }

    @Test
    void freecadClient_throughTheCommandLine_verdictOfTheMechanismFile(@TempDir Path out) throws Exception {
        JsonNode v = roundTrip(out, "none");
        assertThat(v.get("via").asText()).isEqualTo("cli");
        sameVerdictAsTheLibrary(v);
    }

    @Test
    void freecadClient_throughTheServer_sameVerdict(@TempDir Path out) throws Exception {
        try (SnapfitServer server = SnapfitServer.start(new ServerOptions(0, 1, 4, ServerOptions.DEFAULT_MAX_REQUEST_BYTES,
                Duration.ofMinutes(2)), ServeCommand.commandOptions())) {
            JsonNode v = roundTrip(out, server.url());
            assertThat(v.get("via").asText()).isEqualTo("server");
            sameVerdictAsTheLibrary(v);
        }
    }
}

package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CableSceneCommandTest {

    @TempDir
    Path dir;

    @Test
    void run_cableCylinder_writesSceneJsonWithinKktBounds() throws IOException {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "scene", "cable-cylinder",
                "--particles", "12", "--steps", "30", "--dt", "0.001", "--out", dir.toString());
        assertThat(code).isEqualTo(Main.EXIT_OK);
        JsonNode doc = new ObjectMapper().readTree(dir.resolve("scene.json").toFile());
        assertThat(doc.get("format").asText()).isEqualTo("snapfit-qp-scene/1");
        // one entry per requested step
        assertThat(doc.get("steps")).hasSize(30);
        List<String> keys = new ArrayList<>();
        doc.get("summary").fieldNames().forEachRemaining(keys::add);
        // the summary names, in a stable order
        assertThat(keys).startsWith("maxStationarity", "maxPrimalViolation", "maxComplementarity", "maxPenetration",
                "maxIterations");
        // KKT bounds with L = 0 (qp/README.md)
        assertThat(doc.get("summary").get("maxStationarity").asDouble()).isLessThanOrEqualTo(1e-10);
        assertThat(doc.get("summary").get("maxPrimalViolation").asDouble()).isLessThanOrEqualTo(1e-12);
        assertThat(doc.get("summary").get("maxComplementarity").asDouble()).isLessThanOrEqualTo(1e-10);
        // frames: a header plus (steps + 1) frames of 12 particles
        assertThat(Files.readAllLines(dir.resolve("frames.csv"))).hasSize(1 + 31 * 12);
        // the view draws the final cable solid in its colour and the initial one dashed
        assertThat(Files.readString(dir.resolve("final.svg"))).startsWith("<?xml").contains("stroke=\"#c62828\"")
                .contains("stroke=\"#90a4ae\"").contains("stroke-dasharray");
        assertThat(out.toString()).contains("cable-cylinder: 12 particles, 30 steps");
    }

    @Test
    void run_cablePulley_runsAndReportsSteps() throws IOException {
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), "scene",
                "cable-pulley", "--particles", "10", "--steps", "5", "--out", dir.toString());
        assertThat(code).isEqualTo(Main.EXIT_OK);
        JsonNode doc = new ObjectMapper().readTree(dir.resolve("scene.json").toFile());
        assertThat(doc.get("scene").asText()).isEqualTo("cable-pulley");
        assertThat(doc.get("steps").get(4).get("step").asInt()).isEqualTo(5);
    }

    @Test
    void run_tooFewParticles_exitsTwoNamingOption() {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "scene", "cable-pulley",
                "--particles", "2", "--out", dir.toString());
        // docs/cli.md: bad input exits 2 with a message naming the value and the rule
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("particles = 2").contains("at least 3");
    }

    @Test
    void run_nonPositiveDt_exitsTwo() {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "scene", "cable-cylinder",
                "--dt", "0", "--out", dir.toString());
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("dt = 0.0 s").contains("> 0");
    }

    @Test
    void run_zeroSteps_exitsTwo() {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "scene", "cable-cylinder",
                "--steps", "0", "--out", dir.toString());
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("--steps = 0");
    }

    @Test
    void run_sceneHelp_listsBothCableScenes() {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "scene", "--help");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("cable-pulley").contains("cable-cylinder");
    }
}

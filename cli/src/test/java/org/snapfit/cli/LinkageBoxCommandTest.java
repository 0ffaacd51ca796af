package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LinkageBoxCommandTest {

    private static final int STEPS = 3000;

    private static JsonNode runScene(Path dir, String e) throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), "scene", "linkage-box", "--restitution", e,
                "--steps", Integer.toString(STEPS), "--out", dir.toString());
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("collision states");
        return new ObjectMapper().readTree(dir.resolve("scene.json").toFile());
    }

    @Test
    void linkageBox_plastic_writesPassiveSummaryCsvAndPlot(@TempDir Path dir) throws Exception {
        JsonNode doc = runScene(dir, "0");
        JsonNode states = doc.get("collisionStates");
        JsonNode summary = doc.get("summary");
        // summary counts are the counts of the per-state list (internal consistency)
        assertThat(summary.get("collisionStates").asInt()).isEqualTo(states.size()).isPositive();
        int pinv = 0;
        double maxGain = Double.NEGATIVE_INFINITY;
        for (JsonNode s : states) {
            pinv += s.get("pseudoInverse").asBoolean() ? 1 : 0;
            double before = s.get("kineticEnergyBefore").asDouble();
            double after = s.get("kineticEnergyAfter").asDouble();
            // passivity (paper appendix, eq. 20): KE never increases in a collision state
            assertThat(after).isLessThanOrEqualTo(before * (1 + 1e-12));
            maxGain = Math.max(maxGain, s.get("relativeEnergyChange").asDouble());
        }
        assertThat(summary.get("pseudoInverseStates").asInt()).isEqualTo(pinv);
        assertThat(summary.get("maxRelativeEnergyGain").asDouble()).isEqualTo(maxGain).isLessThanOrEqualTo(1e-12);
        assertThat(doc.get("restitution").asDouble()).isZero();
        assertThat(doc.get("steps").asInt()).isEqualTo(STEPS);
        List<String> csv = Files.readAllLines(dir.resolve("energy.csv"));
        // header plus one row per step
        assertThat(csv).hasSize(STEPS + 1);
        assertThat(csv.get(0)).isEqualTo("step,time_s,kinetic_energy_J,collision_energy_change_J");
        String svg = Files.readString(dir.resolve("energy.svg"));
        assertThat(svg).startsWith("<?xml").contains("e = 0.0").endsWith("</svg>\n");
        // one stem per collision state: its end dot is the only shape filled in the stem colour
        assertThat(svg.split("fill=\"#4a78b5\"", -1).length - 1).isEqualTo(states.size());
    }

    @Test
    void linkageBox_elastic_conservesEnergyInEveryCollisionState(@TempDir Path dir) throws Exception {
        JsonNode doc = runScene(dir, "1");
        // paper appendix eq. (21): e = 1 keeps the kinetic energy (to rounding / the rank tolerance)
        for (JsonNode s : doc.get("collisionStates")) {
            assertThat(Math.abs(s.get("relativeEnergyChange").asDouble())).isLessThanOrEqualTo(1e-9);
        }
        assertThat(doc.get("summary").get("maxRelativeEnergyGain").asDouble()).isLessThanOrEqualTo(1e-9);
    }

    @Test
    void linkageBox_restitutionOutOfRange_exitsTwoNamingOption(@TempDir Path dir) {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "scene", "linkage-box",
                "--restitution", "1.5", "--out", dir.toString());
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("--restitution = 1.5").doesNotContain("Exception");
        StringWriter err2 = new StringWriter();
        int code2 = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err2), "scene", "linkage-box",
                "--steps", "0", "--out", dir.toString());
        assertThat(code2).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err2.toString()).contains("--steps = 0");
    }

    @Test
    void linkageBox_outIsAFile_exitsTwo(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("f"), "x");
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "scene", "linkage-box",
                "--steps", "1", "--out", file.toString());
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("--out = ").contains("cannot write");
    }

    @Test
    void linkageBox_help_teachesWithExamples() {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "scene", "linkage-box", "--help");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("scene.json", "maxRelativeEnergyGain", "Examples:",
                "snapfit scene linkage-box --restitution 1");
    }
}

package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.core.testdata.TestData;

class SimulateCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"s01-ramp-snap-speed2", "s02-oblique-snap-landing", "s03-nonconvex-concave-corner",
        "s04-typeA-friction-lock", "s05-pullout-jam-single", "s06-flush-then-typeA", "s07-finger-tangency-snap",
        "s08-two-pawls-one-jams", "s09-cantilever-limit"})
    void simulate_referenceCase_reportMatchesExpected(String id) throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), "simulate",
                TestData.path("snapfit", id + ".json").toString());
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode rep = JSON.readTree(out.toString());
        // oracle: the independently derived expected file of the shared reference case
        JsonNode ex = JSON.readTree(TestData.path("snapfit", "expected", id + ".expected.json").toFile());
        assertThat(rep.get("format").asText()).isEqualTo("snapfit-simulation/1");
        JsonNode run = rep.get("runs").get(0);
        assertThat(run.get("direction").asText()).isEqualTo("insertion");
        assertThat(run.get("termination").get("cause").asText()).isEqualTo(ex.get("termination").get("cause").asText());
        assertThat(run.get("termination").get("t").get("decimal").asDouble())
                .isCloseTo(ex.get("termination").get("t").get("decimal").asDouble(), org.assertj.core.data.Offset.offset(1e-9));
        int n = 0;
        for (JsonNode p : run.get("pawls")) {
            for (JsonNode e : p.get("events")) {
                JsonNode want = ex.get("events").get(e.get("seq").asInt() - 1);
                assertThat(e.get("kind").asText()).as(id).isEqualTo(want.get("kind").asText());
                assertThat(e.get("t").get("decimal").asDouble())
                        .isCloseTo(want.get("t").get("decimal").asDouble(), org.assertj.core.data.Offset.offset(1e-9));
                assertThat(e.get("t").get("decimal").asText().replace("-", "").replace(".", "").replaceFirst("^0+", ""))
                        .as("at least 16 significant digits").hasSizeGreaterThanOrEqualTo(16);
                // the reported polynomial need not be minimal: it must share the expected irreducible factor, and the
                // reported interval must hold the expected value
                IntPoly ours = poly(e.get("t").get("exact").get("polynomial"));
                IntPoly theirs = poly(want.get("t").get("exact").get("polynomial"));
                assertThat(ours.gcd(theirs).degree()).as(id + " common factor").isGreaterThanOrEqualTo(1);
                Rational lo = Rational.parse(e.get("t").get("exact").get("interval").get(0).asText());
                Rational hi = Rational.parse(e.get("t").get("exact").get("interval").get(1).asText());
                Rational w = Rational.parse(want.get("t").get("decimal").asText());
                assertThat(lo.subtract(w).doubleValue()).isLessThanOrEqualTo(1e-15);
                assertThat(w.subtract(hi).doubleValue()).isLessThanOrEqualTo(1e-15);
                n++;
            }
        }
        assertThat(n).isEqualTo(ex.get("events").size());
    }

    private static IntPoly poly(JsonNode a) {
        java.math.BigInteger[] c = new java.math.BigInteger[a.size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = new java.math.BigInteger(a.get(i).asText());
        }
        return IntPoly.of(c);
    }

    @Test
    void simulate_badStiffness_exitTwoNamingFileAndField(@TempDir Path dir) throws IOException {
        String text = Files.readString(TestData.path("snapfit", "s01-ramp-snap-speed2.json"))
                .replace("\"stiffness\": \"3/2\"", "\"stiffness\": \"-1\"");
        Path f = dir.resolve("bad.json");
        Files.writeString(f, text);
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "simulate", f.toString());
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("bad.json: pawls[0] \"hook\".stiffness = \"-1\": stiffness must be > 0");
    }

    @Test
    void simulate_cspace_writesOnePicturePerPawl(@TempDir Path dir) throws IOException {
        // s08 has two pawls: two pictures, named after the pawls, each an SVG document
        Path out = dir.resolve("pics");
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), "simulate",
                TestData.path("snapfit", "s08-two-pawls-one-jams.json").toString(), "--cspace", out.toString());
        assertThat(code).isEqualTo(Main.EXIT_OK);
        try (var files = Files.list(out)) {
            List<Path> svgs = files.sorted().toList();
            assertThat(svgs).hasSize(2);
            for (Path f : svgs) {
                assertThat(f.getFileName().toString()).startsWith("cspace-").endsWith(".svg");
                assertThat(Files.readString(f)).startsWith("<?xml").contains("<svg");
            }
        }
    }

    @Test
    void simulate_missingFile_exitTwo(@TempDir Path dir) {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "simulate",
                dir.resolve("nope.json").toString());
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("nope.json: no such file");
    }

    @Test
    void simulate_help_teachesWithExamples() {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "simulate", "--help");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("Examples:").contains("snapfit simulate");
    }

    @ParameterizedTest
    @ValueSource(strings = {"face", "NAIVE"})
    void simulate_otherEngine_printsTheSameReport(String engine) {
        // all engines give the same exact run (sweep: FaceEngineEquivalenceTest, FilteredEngineEquivalenceProperties),
        // so the printed report is byte-identical to the default engine's
        String id = TestData.path("snapfit", "s08-two-pawls-one-jams.json").toString();
        StringWriter def = new StringWriter();
        StringWriter other = new StringWriter();
        assertThat(Main.run(new PrintWriter(def), new PrintWriter(new StringWriter()), "simulate", id))
                .isEqualTo(Main.EXIT_OK);
        assertThat(Main.run(new PrintWriter(other), new PrintWriter(new StringWriter()), "simulate", id, "--engine",
                engine)).isEqualTo(Main.EXIT_OK);
        assertThat(other.toString()).isEqualTo(def.toString());
    }

    @Test
    void simulate_unknownEngine_exitTwoNamingTheChoices() {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "simulate",
                TestData.path("snapfit", "s01-ramp-snap-speed2.json").toString(), "--engine", "fast");
        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).contains("--engine fast").contains("filtered, face or naive");
    }
}

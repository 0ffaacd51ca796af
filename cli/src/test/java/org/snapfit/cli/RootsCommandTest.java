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

class RootsCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    @Test
    void roots_argument_printsFourRootsTo30Digits() {
        int code = run("roots", "x^4 - 10*x^2 + 1");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        // closed form: roots are +-sqrt(2) +- sqrt(3); sqrt2 + sqrt3 = 3.14626436994197234232913506571557...
        assertThat(out.toString()).contains("4 distinct real roots")
                .contains("3.14626436994197234232913506572  multiplicity 1")
                .contains("-3.14626436994197234232913506572")
                // sqrt3 - sqrt2 = 0.317837245195782244725757617296...
                .contains("0.317837245195782244725757617296");
    }

    @Test
    void roots_demoFile_showsDoubleRootAndCluster() {
        int code = run("roots", "--file", TestData.path("algebra", "demo.poly").toString(), "--digits", "12");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        // by construction (see the file's comment): -sqrt2, 1/3 twice, 0.99, 1.01, sqrt2
        assertThat(out.toString()).contains("5 distinct real roots")
                .contains("-1.41421356237  multiplicity 1")
                .contains("0.333333333333  multiplicity 2")
                // 99/100 and 101/100 are rational: their decimal is exact, with no padding zeros
                .contains("0.99  multiplicity 1")
                .contains("1.01  multiplicity 1");
    }

    @Test
    void roots_json_exactStringsInOrder() throws Exception {
        int code = run("roots", "--json", "--digits", "5", "3x^2-2");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        JsonNode doc = new ObjectMapper().readTree(out.toString());
        JsonNode roots = doc.get("polynomials").get(0).get("roots");
        assertThat(roots).hasSize(2);
        // sqrt(2/3) = 0.816496580927726...
        assertThat(roots.get(1).get("decimal").asText()).isEqualTo("0.81650");
        assertThat(roots.get(1).get("coefficients").toString()).isEqualTo("[\"-2\",\"0\",\"3\"]");
        assertThat(roots.get(1).get("multiplicity").asInt()).isEqualTo(1);
    }

    @Test
    void roots_badText_exitsTwoNamingPosition() {
        int code = run("roots", "x^2 + 3y");
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("\"x^2 + 3y\"").contains("position 7");
    }

    @Test
    void roots_badFileLine_namesFileAndLine(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("bad.poly");
        Files.writeString(f, "# header\nx^2 - 1\nx^^2\n");
        int code = run("roots", "--file", f.toString());
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("bad.poly:3").contains("position 2");
    }

    @Test
    void roots_usageErrors_exitTwo(@TempDir Path dir) throws Exception {
        assertThat(run("roots")).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("exactly one of POLYNOMIAL or --file");
        assertThat(run("roots", "--digits", "0", "x")).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("--digits = 0");
        assertThat(run("roots", "0")).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("identically zero");
        assertThat(run("roots", "--file", dir.resolve("none.poly").toString())).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("no such file");
        Path empty = dir.resolve("empty.poly");
        Files.writeString(empty, "# nothing\n\n");
        assertThat(run("roots", "--file", empty.toString())).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("holds no polynomial");
    }

    @Test
    void roots_help_teachesWithExamples() {
        assertThat(run("roots", "--help")).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("Examples:").contains("--digits").contains("isolating interval");
    }

    @Test
    void roots_budgets_refuseUpFrontNamingTheFlag(@TempDir Path dir) throws Exception {
        assertThat(run("roots", "x^2 - 2", "--digits", "10000000")).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("degree 2 x --digits 10000000 = 20000000")
                .contains("--max-digit-work = 1000000").contains("--max-digit-work 20000000");
        StringBuilder dense = new StringBuilder("x^2000");
        for (int i = 1999; i >= 0; i--) {
            dense.append(i % 2 == 0 ? " + " : " - ").append(1 + i % 7).append("*x^").append(i);
        }
        Path f = dir.resolve("dense.poly");
        Files.writeString(f, "x^2 - 3\n" + dense + "\n");
        assertThat(run("roots", "--file", f.toString())).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("dense.poly:2: degree 2000 exceeds the budget --max-degree = 300")
                .contains("--max-degree 2000");
        // refused before any root is printed: nothing on standard output
        assertThat(out.toString()).isEmpty();
        assertThat(run("roots", "x - 1" + "0".repeat(1200))).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("1201 decimal digits").contains("--max-coefficient-digits 1201");
    }

    @Test
    void roots_raisedBudget_givesCorrectlyRoundedDigits() {
        assertThat(run("roots", "x^2 - 2", "--digits", "3000", "--max-digit-work", "6000")).isEqualTo(Main.EXIT_OK);
        String expected = new java.math.BigDecimal(2).sqrt(new java.math.MathContext(3000)).toString();
        assertThat(out.toString()).contains(expected + "  multiplicity 1");
    }
}

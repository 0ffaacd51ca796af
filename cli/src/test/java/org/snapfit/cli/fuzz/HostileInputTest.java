package org.snapfit.cli.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.cli.Main;
import org.snapfit.core.testdata.Fifos;
import org.snapfit.core.testdata.TestData;

/**
 * Hostile inputs that are not small files: generated huge inputs, FIFOs, output folders in the way, names that
 * would make unsafe folder names (run in a child JVM, whose working folder the test chooses).
 */
class HostileInputTest {

    private static String data(String first, String... more) {
        return TestData.path(first, more).toString();
    }

    @Test
    void arrangement_millionCurves_isRefusedUpFrontNamingTheLimit(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("million.txt");
        try (Writer w = Files.newBufferedWriter(f, StandardCharsets.UTF_8)) {
            for (int i = 0; i < 1_000_000; i++) {
                w.write("1 0 -1 0 1 0\n");
            }
        }
        CliHarness.Run r = CliHarness.run("arrangement", f.toString(), "--point", "1/2,1/3");
        CliHarness.assertClean(r);
        assertThat(r.code()).as(r.describe()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("million.txt: 1000000 curves").contains("--max-curves");
    }

    @Test
    void arrangement_fullArrangementOfManyCurves_isRefusedUpFront(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("many.txt");
        Files.writeString(f, "1 0 -1 0 1 0\n".repeat(20_000), StandardCharsets.UTF_8);
        CliHarness.Run r = CliHarness.run("arrangement", f.toString(), "--point", "1/2,1/3", "--full");
        CliHarness.assertClean(r);
        assertThat(r.code()).as(r.describe()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("--max-full-curves");
    }

    @Test
    void arrangement_svgIntoAMissingFolder_createsTheFolder(@TempDir Path dir) {
        Path svg = dir.resolve("missing/deeper/face.svg");
        CliHarness.Run r = CliHarness.run("arrangement", data("arrangements", "walls_strip.txt"), "--point", "0,1/2",
                "--svg", svg.toString());
        CliHarness.assertClean(r);
        assertThat(r.code()).as(r.describe()).isEqualTo(Main.EXIT_OK);
        assertThat(svg).isNotEmptyFile();
    }

    @Test
    void inspect_fifo_isRefusedWithoutBlocking(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("part.stl");
        assumeTrue(Fifos.make(fifo).isPresent(), "no mkfifo on this system");
        CliHarness.Run r = CliHarness.run("inspect", fifo.toString());
        CliHarness.assertClean(r);
        assertThat(r.code()).as(r.describe()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("part.stl: not a regular file");
    }

    @Test
    void analyze_writeThatFails_leavesThePreviousReportInPlace(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("out");
        String s01 = data("snapfit", "s01-ramp-snap-speed2.json");
        CliHarness.Run first = CliHarness.run("analyze", s01, "--out", out.toString());
        assertThat(first.code()).as(first.describe()).isEqualTo(Main.EXIT_OK);
        byte[] oldJson = Files.readAllBytes(out.resolve("report.json"));
        byte[] oldHtml = Files.readAllBytes(out.resolve("report.html"));
        // a folder where mechanism.svg goes: writing in place would replace report.json, force.* and theta.* and then
        // fail, leaving them beside the old report.html
        Files.delete(out.resolve("mechanism.svg"));
        Files.createDirectories(out.resolve("mechanism.svg").resolve("keep"));
        CliHarness.Run second = CliHarness.run("analyze", data("snapfit", "s09-cantilever-limit.json"), "--out",
                out.toString());
        CliHarness.assertClean(second);
        assertThat(second.code()).as(second.describe()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(second.err()).contains("mechanism.svg: is a folder");
        assertThat(Files.readAllBytes(out.resolve("report.json"))).isEqualTo(oldJson);
        assertThat(Files.readAllBytes(out.resolve("report.html"))).isEqualTo(oldHtml);
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactly("out");
        }
    }

    @Test
    void analyze_namesWithTerminalEscapes_areShownEscaped(@TempDir Path dir) {
        CliHarness.Run r = CliHarness.run("analyze", data("fuzz", "mechanism", "name-escapes.json"), "--out",
                dir.toString());
        CliHarness.assertClean(r);
        assertThat(r.code()).as(r.describe()).isEqualTo(Main.EXIT_OK);
        // the summary names the mechanism with its escape sequences made visible
        assertThat(r.out()).contains("\\u001b[31mred\\u001b]0;title\\u0007 hook");
    }

    @Test
    void analyze_markupInNames_isEscapedInThePageAndTheDrawings(@TempDir Path dir) throws Exception {
        String mech = Files.readString(TestData.path("snapfit", "s01-ramp-snap-speed2.json"))
                .replace("\"hook over a 1/3 ramp at speed 2\"", "\"<script>alert(1)</script> & ]]> \\\"><svg onload=x>\"")
                .replace("\"name\": \"hook\"", "\"name\": \"<img src=x onerror=alert(2)>\"");
        Path f = Files.writeString(dir.resolve("markup.json"), mech);
        Path out = dir.resolve("out");
        CliHarness.Run r = CliHarness.run("analyze", f.toString(), "--out", out.toString());
        CliHarness.assertClean(r);
        assertThat(r.code()).as(r.describe()).isEqualTo(Main.EXIT_OK);
        String html = Files.readString(out.resolve("report.html"));
        assertThat(html).contains("&lt;script&gt;alert(1)&lt;/script&gt;").doesNotContainIgnoringCase("<script")
                .doesNotContain("<svg onload").doesNotContain("<img src=x");
        javax.xml.parsers.DocumentBuilderFactory xml = javax.xml.parsers.DocumentBuilderFactory.newInstance();
        for (String svg : List.of("force.svg", "theta.svg", "mechanism.svg")) {
            // well-formed XML: every name escaped (a raw '<' or '&' would not parse)
            assertThat(xml.newDocumentBuilder().parse(out.resolve(svg).toFile()).getDocumentElement().getTagName())
                    .as(svg).isEqualTo("svg");
        }
    }

    @Test
    void clearance_markupInAPartFileName_isEscapedInThePlot(@TempDir Path dir) throws Exception {
        Path part = Files.copy(TestData.path("tracking", "sphere_a_ap214.step"), dir.resolve("a<b>&c.step"));
        Path plot = dir.resolve("plot.svg");
        CliHarness.Run r = CliHarness.run("clearance", part.toString(), "sphere:1.5", "--path",
                data("tracking", "pass-by.path.json"), "--plot", plot.toString());
        CliHarness.assertClean(r);
        assertThat(r.code()).as(r.describe()).isEqualTo(Main.EXIT_OK);
        assertThat(javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(plot.toFile())
                .getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(Files.readString(plot)).contains("a&lt;b&gt;&amp;c.step");
    }

    /** Runs the command line in a child JVM whose working folder is {@code cwd}. */
    private static CliHarness.Run child(Path cwd, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(cwd.toFile()).redirectOutput(cwd.resolve("stdout.txt").toFile())
                .redirectError(cwd.resolve("stderr.txt").toFile()).start();
        try (OutputStream in = p.getOutputStream()) {
            assertThat(in).isNotNull();
        }
        assertThat(p.waitFor(CliHarness.CASE_BUDGET.toSeconds(), TimeUnit.SECONDS)).as("child run ends").isTrue();
        String out = Files.readString(cwd.resolve("stdout.txt"));
        String err = Files.readString(cwd.resolve("stderr.txt"));
        Files.delete(cwd.resolve("stdout.txt"));
        Files.delete(cwd.resolve("stderr.txt"));
        return new CliHarness.Run(p.exitValue(), out, err, List.of(args));
    }

    @Test
    void analyze_nameWithoutLettersFromADotsFile_staysInsideSnapfitOut(@TempDir Path dir) throws Exception {
        // the mechanism "!!!" read from a file named "...json": neither gives a usable folder name; the working folder
        // already holds snapfit-out/ and a report.json of the user's
        Path cwd = Files.createDirectories(dir.resolve("work"));
        Files.createDirectories(cwd.resolve("snapfit-out"));
        Files.writeString(cwd.resolve("report.json"), "{\"mine\": true}");
        Path input = Files.copy(TestData.path("fuzz", "mechanism", "name-no-letters.json"), dir.resolve("...json"));
        CliHarness.Run r = child(cwd, "analyze", input.toString());
        CliHarness.assertClean(r);
        assertThat(r.code()).as(r.describe()).isEqualTo(Main.EXIT_OK);
        assertThat(Files.readString(cwd.resolve("report.json"))).isEqualTo("{\"mine\": true}");
        try (Stream<Path> s = Files.list(cwd)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("snapfit-out",
                    "report.json");
        }
        try (Stream<Path> s = Files.list(cwd.resolve("snapfit-out"))) {
            List<Path> folders = s.toList();
            assertThat(folders).hasSize(1);
            assertThat(folders.get(0).resolve("report.json")).isNotEmptyFile();
            assertThat(r.out()).contains("report:           snapfit-out/" + folders.get(0).getFileName() + "/report.html");
        }
        assertThat(r.err()).contains("output folder");
    }

    @Test
    void analyze_nameOf300Characters_getsABoundedFolderName(@TempDir Path dir) throws Exception {
        CliHarness.Run r = child(dir, "analyze", data("fuzz", "mechanism", "name-300-chars.json"));
        CliHarness.assertClean(r);
        assertThat(r.code()).as(r.describe()).isEqualTo(Main.EXIT_OK);
        try (Stream<Path> s = Files.list(dir.resolve("snapfit-out"))) {
            List<Path> folders = s.toList();
            assertThat(folders).hasSize(1);
            assertThat(folders.get(0).getFileName().toString()).hasSizeLessThanOrEqualTo(64).startsWith("aaaa");
            assertThat(folders.get(0).resolve("report.html")).isNotEmptyFile();
        }
    }
}

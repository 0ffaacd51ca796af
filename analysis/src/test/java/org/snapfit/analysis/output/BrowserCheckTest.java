package org.snapfit.analysis.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.DataInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.analysis.MuRange;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.core.testdata.TestData;

/**
 * report.html in a real headless browser (Debian's {@code chromium}): the page loads without console messages,
 * renders the verdict and the three inline drawings, fits a 1280 px wide window (no element reaches past the
 * viewport, no horizontal scrolling), and is photographed at that width into {@code target/report-screenshot/}.
 *
 * <p>The shipped page has no script; the overflow check runs on the test's own copy of the page with a small script
 * appended that measures every element's box and writes the result into the DOM, which {@code --dump-dom} returns.
 * Where no browser is installed the tests are skipped, except in CI ({@code CI} or {@code SNAPFIT_CI} set, as
 * {@code .ci/run} does after installing chromium), where a missing browser fails them.
 */
class BrowserCheckTest {

    /** The window width the page must fit, px. */
    static final int WIDTH = 1280;
    /** Longest wait for one browser run, s. */
    private static final int TIMEOUT_S = 180;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    static {
        System.setProperty("java.awt.headless", "true");
    }

    static Optional<Path> chromium() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            for (String name : List.of("chromium", "chromium-browser")) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return Optional.of(p);
                }
            }
        }
        return Optional.empty();
    }

    @BeforeAll
    static void browserPresent() {
        if (chromium().isEmpty()) {
            if (System.getenv("CI") != null || System.getenv("SNAPFIT_CI") != null) {
                fail("chromium is not on PATH, but CI must check report.html in a browser (.ci/run installs it)");
            }
            Assumptions.abort("chromium is not installed: the browser checks of report.html are skipped");
        }
    }

    /** The pages checked: a cantilever drawing, the shared hook with a friction sweep, two pawls. */
    private static AnalysisReport report(String which) {
        AnalysisRequest request = switch (which) {
            case "beam" -> AnalysisRequest.of(TestData.path("dxf", "beam_hook_mechanism.json"));
            case "sweep" -> AnalysisRequest.of(TestData.path("dxf", "simple_hook_r2000.dxf"))
                    .withOptions(AnalysisOptions.defaults().withFriction(Rational.parse("0.3"))
                            .withStiffness(Rational.of(150)).withMuRange(MuRange.parse("0.05:0.3:0.05")));
            default -> AnalysisRequest.of(TestData.path("snapfit", "s08-two-pawls-one-jams.json"));
        };
        return Analysis.run(request).report();
    }

    /** Runs the browser on a page; returns its standard output. */
    private static String browser(Path dir, List<String> args) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(dir, "profile");
        List<String> cmd = new ArrayList<>(List.of(chromium().orElseThrow().toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--hide-scrollbars", "--enable-logging=stderr",
                "--v=0", "--user-data-dir=" + profile));
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd);
        Path log = Files.createTempFile(dir, "chromium", ".log");
        pb.redirectError(log.toFile());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(TIMEOUT_S, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("chromium did not finish within " + TIMEOUT_S + " s: " + cmd);
        }
        // console messages are logged as "CONSOLE(" lines; the shipped page has no script, so there must be none
        String errors = Files.readString(log);
        assertThat(errors).as("browser console").doesNotContain("CONSOLE(");
        return out;
    }

    /** The test's copy of a page: the shipped page with a script that measures every element against the window. */
    static String withOverflowProbe(String html) {
        String probe = "<script>(function () {\n"
                + "  var vw = document.documentElement.clientWidth, bad = [];\n"
                + "  var all = document.body.getElementsByTagName('*');\n"
                + "  for (var i = 0; i < all.length; i++) {\n"
                + "    var r = all[i].getBoundingClientRect();\n"
                + "    if (r.width > 0 && (r.right > vw + 0.5 || r.left < -0.5)) {\n"
                + "      bad.push(all[i].tagName + ' ' + Math.round(r.left) + '..' + Math.round(r.right));\n"
                + "    }\n"
                + "  }\n"
                + "  var out = document.createElement('pre');\n"
                + "  out.id = 'layout-probe';\n"
                + "  out.textContent = JSON.stringify({viewport: vw, scrollWidth: document.documentElement.scrollWidth,"
                + " height: document.documentElement.scrollHeight, bad: bad.slice(0, 20)});\n"
                + "  document.body.appendChild(out);\n"
                + "})();</script>\n";
        return html.replace("</body>", probe + "</body>");
    }

    private static JsonNode probe(Path dir, String html) throws IOException, InterruptedException {
        Path page = dir.resolve("probe.html");
        Files.writeString(page, withOverflowProbe(html), StandardCharsets.UTF_8);
        String dom = browser(dir, List.of("--window-size=" + WIDTH + ",1000", "--dump-dom", page.toUri().toString()));
        Matcher m = Pattern.compile("<pre id=\"layout-probe\">(.*?)</pre>", Pattern.DOTALL).matcher(dom);
        assertThat(m.find()).as("the probe ran").isTrue();
        return MAPPER.readTree(m.group(1).replace("&quot;", "\"").replace("&amp;", "&").replace("&lt;", "<")
                .replace("&gt;", ">"));
    }

    @Test
    void reportHtml_inHeadlessChromium_rendersVerdictAndDrawingsWithoutConsoleErrors(@TempDir Path dir)
            throws IOException, InterruptedException {
        Path html = dir.resolve("report.html");
        Files.writeString(html, ReportHtml.write(report("sweep"), "snapfit"), StandardCharsets.UTF_8);
        String dom = browser(dir, List.of("--window-size=" + WIDTH + ",1000", "--dump-dom", html.toUri().toString()));
        // the rendered DOM holds the inputs, then the verdict, and the three inline SVG drawings
        assertThat(dom.indexOf("<h2>Inputs</h2>")).isGreaterThan(0).isLessThan(dom.indexOf("<h2>Verdict</h2>"));
        assertThat(dom).contains("no finite pull-out force");
        assertThat(dom.split("<svg", -1)).hasSize(4);
    }

    @ParameterizedTest
    @ValueSource(strings = {"beam", "sweep", "two-pawls"})
    void reportHtml_fitsA1280pxWindow_noElementOverflows(String which, @TempDir Path dir)
            throws IOException, InterruptedException {
        JsonNode r = probe(dir, ReportHtml.write(report(which), "snapfit"));
        assertThat(r.get("viewport").asInt()).isEqualTo(WIDTH);
        assertThat(r.get("bad")).as("elements past the " + WIDTH + " px window: " + r.get("bad")).isEmpty();
        assertThat(r.get("scrollWidth").asInt()).as("horizontal scrolling").isLessThanOrEqualTo(WIDTH);
    }

    @Test
    void overflowProbe_detectsAnElementWiderThanTheWindow(@TempDir Path dir) throws IOException, InterruptedException {
        // the control: a 1500 px wide table is reported, and the page scrolls sideways
        JsonNode r = probe(dir, "<!DOCTYPE html><html><body><p>fits</p><table style=\"width:1500px\"><tr><td>wide"
                + "</td></tr></table></body></html>");
        assertThat(r.get("bad").toString()).contains("TABLE");
        assertThat(r.get("scrollWidth").asInt()).isGreaterThan(WIDTH);
    }

    @Test
    void screenshot_atWindowWidth_writtenToTheBuildOutput(@TempDir Path dir) throws IOException,
            InterruptedException {
        String html = ReportHtml.write(report("beam"), "snapfit");
        int height = probe(dir, html).get("height").asInt();
        Path out = Path.of("target", "report-screenshot");
        Files.createDirectories(out);
        Path page = out.resolve("report.html");
        Files.writeString(page, html, StandardCharsets.UTF_8);
        Path full = out.resolve("report-" + WIDTH + ".png").toAbsolutePath();
        Path top = out.resolve("report-" + WIDTH + "-top.png").toAbsolutePath();
        browser(dir, List.of("--window-size=" + WIDTH + "," + height, "--screenshot=" + full, page.toUri().toString()));
        browser(dir, List.of("--window-size=" + WIDTH + ",1700", "--screenshot=" + top, page.toUri().toString()));
        assertThat(pngSize(full)).containsExactly(WIDTH, height);
        assertThat(pngSize(top)).containsExactly(WIDTH, 1700);
    }

    /** Width and height from a PNG's IHDR chunk. */
    static int[] pngSize(Path png) throws IOException {
        try (InputStream in = Files.newInputStream(png); DataInputStream d = new DataInputStream(in)) {
            byte[] sig = new byte[8];
            d.readFully(sig);
            assertThat(sig[1]).isEqualTo((byte) 'P');
            d.readInt();
            byte[] type = new byte[4];
            d.readFully(type);
            assertThat(new String(type, StandardCharsets.US_ASCII)).isEqualTo("IHDR");
            return new int[] {d.readInt(), d.readInt()};
        }
    }
}

package org.snapfit.analysis.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.algebra.number.Rational;

/**
 * Opens report.html in a real headless browser (Debian's {@code chromium}) when one is installed; skipped
 * otherwise (CI machines may have none). Checks that the page loads, renders the verdict and the three inline
 * drawings, and logs no console message (the page has no script, so any console output would be an error).
 */
@EnabledIf("chromiumPresent")
class BrowserCheckTest {

    static Optional<Path> chromium() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir, "chromium");
            if (Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    static boolean chromiumPresent() {
        return chromium().isPresent();
    }

    @Test
    void reportHtml_inHeadlessChromium_rendersVerdictAndDrawingsWithoutConsoleErrors(@TempDir Path dir)
            throws IOException, InterruptedException {
        System.setProperty("java.awt.headless", "true");
        Path html = dir.resolve("report.html");
        Files.writeString(html, ReportHtml.write(OutputTest.report("browser check", Rational.of(3, 10)), "snapfit"),
                StandardCharsets.UTF_8);
        Path profile = Files.createDirectory(dir.resolve("profile"));
        Path log = dir.resolve("chromium.log");
        ProcessBuilder pb = new ProcessBuilder(List.of(chromium().orElseThrow().toString(), "--headless",
                "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--enable-logging=stderr", "--v=0",
                "--user-data-dir=" + profile, "--dump-dom", html.toUri().toString()));
        pb.redirectError(log.toFile());
        Process p = pb.start();
        String dom = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        // the rendered DOM holds the verdict table first and the three inline SVG drawings
        assertThat(dom).contains("<h2>Verdict</h2>").contains("self-locking");
        assertThat(dom.split("<svg", -1)).hasSize(4);
        // console messages are logged as "CONSOLE(" lines; the page has no script, so there must be none
        assertThat(Files.readString(log)).doesNotContain("CONSOLE(");
    }
}

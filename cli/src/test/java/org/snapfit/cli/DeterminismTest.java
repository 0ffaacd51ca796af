package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.core.testdata.TestData;

/**
 * The same input gives byte-identical outputs across runs and thread counts. The exact runs, the pawls of a run and
 * the rendering of the output files go to daemon pools of min(4, available processors) threads
 * ({@code core.parallel.DaemonPool}); each run here is a child JVM whose processor count is set with
 * {@code -XX:ActiveProcessorCount} (1: every pool runs on the calling thread; 4: the largest pools), with the common
 * fork-join pool's parallelism set to match.
 */
class DeterminismTest {

    /** The files of an analysis compared byte for byte (the PNG charts are raster renderings of the same charts). */
    private static final List<String> FILES = List.of("report.json", "force.csv", "force.svg", "theta.svg",
            "mechanism.svg", "report.html", "force.png", "theta.png");

    private static Path child(Path out, int processors, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:ActiveProcessorCount=" + processors,
                "-Djava.util.concurrent.ForkJoinPool.common.parallelism=" + processors, "-Djava.awt.headless=true",
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        Files.createDirectories(out);
        Process p = new ProcessBuilder(cmd).redirectOutput(out.resolve("stdout.txt").toFile())
                .redirectError(out.resolve("stderr.txt").toFile()).start();
        assertThat(p.waitFor(10, TimeUnit.MINUTES)).as("child run ends").isTrue();
        assertThat(p.exitValue()).as(Files.readString(out.resolve("stderr.txt"))).isZero();
        return out;
    }

    @Test
    void analyze_twoPawlDrawingWithMuSweep_isByteIdenticalOnOneAndFourThreads(@TempDir Path dir) throws Exception {
        // two pawls (pawl pool), a friction sweep and critical-mu bisections (run pool), eight files (output pool)
        String input = TestData.path("dxf", "two_prong_mechanism.json").toString();
        Path one = child(dir.resolve("one"), 1, "analyze", input, "--mu-range", "0.1:0.5:0.1", "--out",
                dir.resolve("one/report").toString());
        Path four = child(dir.resolve("four"), 4, "analyze", input, "--mu-range", "0.1:0.5:0.1", "--out",
                dir.resolve("four/report").toString());
        for (String f : FILES) {
            assertThat(Files.readAllBytes(four.resolve("report").resolve(f))).as(f)
                    .isEqualTo(Files.readAllBytes(one.resolve("report").resolve(f)));
        }
        // the summary differs only in the folder it names
        assertThat(Files.readString(four.resolve("stdout.txt")).replace("four", "one"))
                .isEqualTo(Files.readString(one.resolve("stdout.txt")));
        // and an in-process run of the same request (the test JVM's own pools) gives the same report.json
        Path here = dir.resolve("here");
        int code = Main.run(new java.io.PrintWriter(new java.io.StringWriter()),
                new java.io.PrintWriter(new java.io.StringWriter()), "analyze", input, "--mu-range", "0.1:0.5:0.1",
                "--out", here.toString());
        assertThat(code).isZero();
        assertThat(Files.readAllBytes(here.resolve("report.json")))
                .isEqualTo(Files.readAllBytes(one.resolve("report/report.json")));
    }

    @Test
    void simulate_twoPawls_isByteIdenticalOnOneAndFourThreads(@TempDir Path dir) throws Exception {
        String input = TestData.path("snapfit", "s08-two-pawls-one-jams.json").toString();
        Path one = child(dir.resolve("one"), 1, "simulate", input, "--cspace", dir.resolve("one/cs").toString());
        Path four = child(dir.resolve("four"), 4, "simulate", input, "--cspace", dir.resolve("four/cs").toString());
        assertThat(Files.readAllBytes(four.resolve("stdout.txt"))).isEqualTo(Files.readAllBytes(one.resolve(
                "stdout.txt")));
        try (var files = Files.list(one.resolve("cs"))) {
            for (Path f : files.toList()) {
                assertThat(Files.readAllBytes(four.resolve("cs").resolve(f.getFileName()))).as(f.toString())
                        .isEqualTo(Files.readAllBytes(f));
            }
        }
    }
}

package org.snapfit.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.core.testdata.TestData;

/**
 * The README's Java example as a consumer would build it: compiled with {@code javax.tools} as the module
 * {@code snapfit.example} against the packaged analysis jar and its runtime dependencies on the module path (no cli
 * jar, no picocli), then run in a child {@code java} process on the module path. Its last line must be the peak
 * insertion force of the report for the same file. Runs in the integration-test phase (it needs the jar).
 */
class ModulePathExampleIT {

    /** The analysis jar and its runtime dependencies, as the build lists them. */
    static List<String> modulePath() throws IOException {
        List<String> out = new ArrayList<>();
        out.add(System.getProperty("snapfit.analysis.jar"));
        String deps = Files.readString(Path.of(System.getProperty("snapfit.analysis.modulePath")),
                StandardCharsets.UTF_8).strip();
        for (String d : deps.split(File.pathSeparator)) {
            if (!d.isBlank()) {
                out.add(d);
            }
        }
        return out;
    }

    @Test
    void example_compiledAndRunOnTheModulePath_printsTheReportsPeak(@TempDir Path out) throws Exception {
        // set by the integration-test execution only (a -Dtest pattern can select this class in the unit-test run,
        // before the jar exists)
        assumeTrue(System.getProperty("snapfit.analysis.jar") != null, "runs in the integration-test phase");
        List<String> mp = modulePath();
        assertThat(Path.of(mp.get(0))).as("the packaged analysis jar").isRegularFile();
        // a consumer of the library needs neither the command line nor its parser
        assertThat(mp).noneMatch(p -> p.contains("picocli") || p.contains("snapfit-cli"));

        Path src = ReadmeExampleTest.exampleDir();
        List<String> sources;
        try (Stream<Path> s = Files.walk(src)) {
            sources = s.filter(p -> p.toString().endsWith(".java")).map(Path::toString).sorted().toList();
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        List<String> options = List.of("--release", "17", "-Xlint:all", "-Werror",
                "--module-path", String.join(File.pathSeparator, mp), "-d", out.toString());
        boolean compiled;
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            compiled = javac.getTask(diagnostics, files, null, options, null,
                    files.getJavaFileObjectsFromStrings(sources)).call();
        }
        assertThat(compiled).as("javac: " + diagnostics).isTrue();

        Path file = TestData.path("dxf", "hook_mechanism.json");
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--module-path", out + File.pathSeparator + String.join(File.pathSeparator, mp),
                "-m", "snapfit.example/example.PeakForce", file.toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as(printed).isZero();
        String[] lines = printed.strip().split("\\R");
        double peak = Double.parseDouble(lines[lines.length - 1]);

        // oracle: the report's peak insertion force for the same file, as report.json writes it
        AnalysisResult report = Analysis.run(AnalysisRequest.of(file));
        String json = report.toJson();
        String written = com.fasterxml.jackson.databind.json.JsonMapper.builder().build().readTree(json)
                .get("verdict").get("peakInsertion").asText();
        assertThat(peak).isEqualTo(Double.parseDouble(written)).isEqualTo(report.peakInsertionForce());
        assertThat(printed).contains("assembles:    true");
    }
}

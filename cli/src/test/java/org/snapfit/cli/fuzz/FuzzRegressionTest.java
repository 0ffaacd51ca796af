package org.snapfit.cli.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.core.testdata.TestData;

/**
 * Every case of {@code test-data/fuzz/regressions.tsv}: hostile inputs found by hand or by the fuzzing harness
 * ({@link FuzzHarnessTest}), each run through the command line with its expected exit code and message.
 */
class FuzzRegressionTest {

    static Stream<Arguments> cases() throws IOException {
        Path manifest = TestData.path("fuzz", "regressions.tsv");
        List<Arguments> out = new ArrayList<>();
        List<String> lines = Files.readAllLines(manifest, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] col = line.split("\t");
            String label = "regressions.tsv:" + (i + 1) + " " + String.join(" ", Arrays.copyOfRange(col, 3, col.length));
            out.add(Arguments.of(label, col[0], Integer.parseInt(col[1]), col[2], Arrays.copyOfRange(col, 3,
                    col.length)));
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void regression_runsCleanWithItsExitCodeAndMessage(String label, String fixture, int exit, String pattern,
            String[] args, @TempDir Path tmp) {
        String data = TestData.path("fuzz").getParent().toString();
        String file = "-".equals(fixture) ? "" : TestData.path("fuzz", fixture.split("/")).toString();
        String[] a = Arrays.stream(args).map(s -> s.replace("{file}", file).replace("{tmp}", tmp.toString())
                .replace("{data}", data)).toArray(String[]::new);
        CliHarness.Run r = CliHarness.run(a);
        CliHarness.assertClean(r);
        assertThat(r.code()).as(r.describe()).isEqualTo(exit);
        if (!"-".equals(pattern)) {
            assertThat(Pattern.compile(pattern).matcher(r.err()).find()).as("standard error matches /" + pattern
                    + "/: " + r.describe()).isTrue();
        }
    }
}

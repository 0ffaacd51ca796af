package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.snapfit.core.testdata.TestData;

/**
 * The launcher's build step and the build's console settings, as docs/cli.md states them: the first run of
 * {@code ./snapfit} builds quietly, on standard error, without colour codes.
 */
class LauncherScriptTest {

    private static List<String> mavenLines() throws IOException {
        return Files.readAllLines(TestData.root().resolve("snapfit"), StandardCharsets.UTF_8).stream()
                .filter(l -> l.contains("mvn ") && !l.trim().startsWith("#"))
                .collect(Collectors.toList());
    }

    @Test
    void launcher_buildStep_isQuietBatchWithoutColourOnStandardError() throws IOException {
        List<String> mvn = mavenLines();
        // the snapfit jar, and the Spark engine of `study --engine spark` (built on its first use)
        assertThat(mvn).hasSize(2);
        assertThat(mvn.get(1)).contains("-pl study-spark -am");
        // -q: errors only; -B and style.color=never: no ANSI colour codes; >&2: standard output stays the command's
        for (String line : mvn) {
            assertThat(line).contains(" -q ", " -B ", "-Dstyle.color=never", ">&2");
        }
    }

    @Test
    void mavenJvmConfig_suppressesJansiResetCodes() throws IOException {
        Path config = TestData.root().resolve(".mvn").resolve("jvm.config");
        // Maven 3.8 writes ESC[0m ESC[0m around its output even in batch mode unless jansi.noreset is set
        assertThat(Files.readString(config, StandardCharsets.UTF_8).split("\\s+")).contains("-Djansi.noreset=true");
    }
}

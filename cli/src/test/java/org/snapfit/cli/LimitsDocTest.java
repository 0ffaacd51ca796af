package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.testdata.TestData;

/** docs/limits.md, the options' help and the constants say the same. */
class LimitsDocTest {

    private static String help(String... command) {
        List<String> args = new ArrayList<>(List.of(command));
        args.add("--help");
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), args.toArray(String[]::new));
        assertThat(code).isEqualTo(Main.EXIT_OK);
        return out.toString();
    }

    @Test
    void everyLimit_isDocumentedWithItsDefaultAndOfferedByItsCommands() throws IOException {
        String doc = Files.readString(TestData.root().resolve("docs/limits.md"), StandardCharsets.UTF_8);
        for (Limits.Limit l : Limits.ALL) {
            String row = doc.lines().filter(x -> x.startsWith("| `" + l.flag() + " ") && x.endsWith("| " + l.commands()
                    + " |")).findFirst().orElse("");
            String shown = l == Limits.INPUT_SIZE ? "`" + l.defaultText() + "`" : l.defaultText();
            assertThat(row).as("docs/limits.md row of " + l.flag()).contains("| " + shown + " |");
            for (String command : l.commands().split(", ")) {
                String h = help(command.split(" "));
                assertThat(h).as("help of " + command).contains(l.flag()).contains("default");
            }
        }
    }

    @Test
    void defaults_agreeWithTheLibraries() {
        assertThat(Limits.parseSize(Limits.DEFAULT_MAX_INPUT_SIZE)).isEqualTo(InputFiles.DEFAULT_MAX_BYTES);
        assertThat(Limits.DEFAULT_MAX_SAMPLES).isEqualTo(AnalysisOptions.DEFAULT_MAX_SAMPLES);
    }

    @Test
    void parseSize_acceptsBinarySuffixesAndRefusesTheRest() {
        assertThat(Limits.parseSize("1048576")).isEqualTo(1L << 20);
        assertThat(Limits.parseSize("512k")).isEqualTo(512L << 10);
        assertThat(Limits.parseSize("256M")).isEqualTo(256L << 20);
        assertThat(Limits.parseSize("2GiB")).isEqualTo(2L << 30);
        assertThat(Limits.parseSize("1TB")).isEqualTo(1L << 40);
        for (String bad : new String[] {"", "-1", "1.5G", "G", "1X", "99999999999T"}) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> Limits.parseSize(bad))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("size = '" + bad + "'");
        }
    }

    @Test
    void check_countAboveTheLimit_namesTheFlagAndHowToRaiseIt() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Limits.check(Limits.CURVES, "a.txt", 100_001,
                100_000)).hasMessage("a.txt: 100001 curves of an arrangement file is more than the limit --max-curves"
                + " = 100000 (docs/limits.md); raise it with --max-curves 100001");
        Limits.check(Limits.CURVES, "a.txt", 100_000, 100_000);
    }

    @Test
    void maxInputSize_smallerThanTheFile_isRefusedWithTheHint() {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "simulate",
                TestData.path("snapfit", "s01-ramp-snap-speed2.json").toString(), "--max-input-size", "100");
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("s01-ramp-snap-speed2.json: 723 bytes is more than the input size limit"
                + " of 100 bytes").contains("--max-input-size");
    }
}

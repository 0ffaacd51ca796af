package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class MainTest {

    @Test
    void run_unknownOption_exitsTwoWithMessage() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), "--no-such-option");
        // docs/cli.md: exit code 2 for bad usage, diagnostics on standard error
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("--no-such-option");
    }

    @Test
    void run_help_listsUsageAndExitsZero() {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "--help");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("Usage: snapfit");
    }

    @Test
    void help_analyze_keepsDescriptionLinesAsWrittenWithinUsageWidth() {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "help", "analyze");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        // the first description line of AnalyzeCommand, printed as written rather than re-wrapped at 80 columns
        assertThat(out.toString()).contains("Will it assemble, how hard is the push, does it click, can it be pulled"
                + " apart? Runs the exact\n");
        assertThat(out.toString().lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(Main.USAGE_WIDTH));
    }

    @Test
    void run_version_printsToolName() {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "--version");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).startsWith("snapfit ");
    }

    @Test
    void run_noArguments_printsUsageOnStandardErrorAndExitsTwo() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err));
        // docs/cli.md: no command is a usage error — usage on standard error, nothing on standard output, exit 2
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).startsWith("snapfit: missing command").contains("Usage: snapfit")
                .contains("analyze");
    }

    @Test
    void run_unknownCommand_exitsTwoWithUsageOnStandardError() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), "no-such-command");
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).contains("no-such-command").contains("Usage: snapfit");
    }

    @Test
    void run_helpCommandWithoutName_listsUsageOnStandardOutputAndExitsZero() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), "help");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("Usage: snapfit").contains("simulate");
        assertThat(err.toString()).isEmpty();
    }
}

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
    void help_analyze_wrapsParagraphsAtTheUsageWidth() {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "help", "analyze");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        // the description's source lines are one paragraph, wrapped by picocli at the width (no terminal here)
        String flat = out.toString().replaceAll("\\s+", " ");
        assertThat(flat).contains("can it be pulled apart? Runs the exact insertion along the mechanism's velocity");
        assertThat(out.toString().lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(Main.USAGE_WIDTH));
        // the one-sentence header comes first, then the usage
        assertThat(out.toString()).startsWith("Report whether a snap-fit assembles, the push it takes, how it latches"
                + " and whether it comes apart.");
    }

    @Test
    void help_listsEveryCommandWithItsOneSentenceHeader() {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "--help");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        String list = out.toString().substring(out.toString().indexOf("Commands:"));
        // each command's summary is a whole sentence on the list (wrapped, never cut)
        String flat = list.replaceAll("\\s+", " ");
        assertThat(flat).contains("analyze Report whether a snap-fit assembles, the push it takes, how it latches and"
                + " whether it comes apart.");
        assertThat(flat).contains("clearance Find the minimum clearance between CAD parts on their exact surfaces, at"
                + " rest or along a path.");
        assertThat(flat).contains("serve Serve analyze, validate, simulate and inspect to CAD plugins over HTTP on the"
                + " loopback address.");
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

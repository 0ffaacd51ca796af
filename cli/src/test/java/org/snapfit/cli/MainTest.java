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
        // DESIGN.md §6: exit code 2 for bad usage, diagnostics on standard error
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
    void run_version_printsToolName() {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "--version");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).startsWith("snapfit ");
    }

    @Test
    void run_noArguments_printsUsage() {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()));
        assertThat(code).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("Usage: snapfit");
    }
}

package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class SceneCommandTest {

    @Test
    void run_sceneWithoutSubcommand_printsUsageAndExitsZero() {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "scene");
        // the parent command only lists its scenes (docs/cli.md: exit code 0)
        assertThat(code).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("Usage: snapfit scene");
    }

    @Test
    void run_sceneUnknownScene_exitsTwo() {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "scene", "no-such-scene");
        // an unknown subcommand is a usage error: exit 2 with the offending name on stderr
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("no-such-scene");
    }
}

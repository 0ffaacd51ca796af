package org.snapfit.cli.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import org.snapfit.cli.Main;

/**
 * Runs the command line in-process, as a user or a script would, and checks what every run must satisfy whatever
 * its input: exit code 0 or 2, no stack trace and no internal error on standard error, no raw control character on
 * either stream, and an end within the per-case time budget (a hang detector, not a speed claim).
 */
final class CliHarness {

    /**
     * Per-case time budget, seconds: generous, so a case only fails it by running away (an unbounded loop or
     * allocation), not by a slow, loaded machine. {@code -Dsnapfit.fuzz.caseSeconds=N} changes it.
     */
    static final Duration CASE_BUDGET = Duration.ofSeconds(Long.getLong("snapfit.fuzz.caseSeconds", 60));

    /** A frame of a Java stack trace, a "Caused by:" line, or the JVM's uncaught-exception header. */
    private static final Pattern STACK_TRACE = Pattern.compile(
            "(?m)^\\s+at [\\w$.]+\\(|^Caused by: |Exception in thread ");

    /** C0 controls other than tab and line feed, DEL, C1 controls, and the bidirectional overrides and isolates. */
    private static final Pattern RAW_CONTROL = Pattern.compile("[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f\\u202a-\\u202e"
            + "\\u2066-\\u2069]");

    /**
     * Stack of the threads that run the cases, bytes: the JVM's default for a main thread on 64-bit Linux, so that a
     * recursion the launcher's JVM would not survive fails here too (surefire's own threads get a larger -Xss).
     */
    static final long STACK_BYTES = 1 << 20;

    private static final ExecutorService RUNNER = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(null, r, "cli-harness", STACK_BYTES);
        t.setDaemon(true);
        return t;
    });

    private CliHarness() {
    }

    /**
     * One run of the command line.
     *
     * @param code the exit code
     * @param out standard output
     * @param err standard error
     * @param args the arguments
     */
    record Run(int code, String out, String err, List<String> args) {
        /** The command line and what it printed, for failure messages. */
        String describe() {
            String e = err.length() > 2000 ? err.substring(0, 2000) + "…" : err;
            return "snapfit " + String.join(" ", args) + "\n  exit " + code + "\n  stderr: " + e;
        }
    }

    /**
     * Runs the command line within {@link #CASE_BUDGET}.
     *
     * @param args the arguments
     * @return the run
     */
    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Future<Integer> f = RUNNER.submit(() -> Main.run(new PrintWriter(out), new PrintWriter(err), args));
        try {
            int code = f.get(CASE_BUDGET.toSeconds(), TimeUnit.SECONDS);
            return new Run(code, out.toString(), err.toString(), List.of(args));
        } catch (TimeoutException e) {
            f.cancel(true);
            return fail("no end within the time budget of " + CASE_BUDGET.toSeconds() + " s: snapfit "
                    + String.join(" ", args));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail("interrupted");
        } catch (ExecutionException e) {
            return fail("Main.run threw " + e.getCause() + ": snapfit " + String.join(" ", args), e.getCause());
        }
    }

    /**
     * Checks what every run must satisfy: exit 0 or 2, no stack trace, no internal error, no raw control character.
     *
     * @param r the run
     */
    static void assertClean(Run r) {
        assertThat(r.code()).as(r.describe()).isIn(Main.EXIT_OK, Main.EXIT_BAD_INPUT);
        assertThat(r.err()).as(r.describe()).doesNotContain("internal error");
        assertThat(STACK_TRACE.matcher(r.err()).find()).as("stack trace on standard error: " + r.describe()).isFalse();
        assertThat(RAW_CONTROL.matcher(r.err()).find()).as("raw control character on standard error: "
                + r.describe()).isFalse();
        assertThat(RAW_CONTROL.matcher(r.out()).find()).as("raw control character on standard output: "
                + r.describe()).isFalse();
        if (r.code() == Main.EXIT_BAD_INPUT) {
            String[] lines = r.err().strip().split("\n");
            String last = lines[lines.length - 1];
            if (last.startsWith("{")) {
                // with --json the message is the snapfit-error/1 document on the last line
                com.fasterxml.jackson.databind.JsonNode doc;
                try {
                    doc = new com.fasterxml.jackson.databind.ObjectMapper().readTree(last);
                } catch (java.io.IOException e) {
                    throw new AssertionError("exit 2 with a malformed error document: " + r.describe(), e);
                }
                assertThat(doc.path("format").asText()).as(r.describe()).isEqualTo("snapfit-error/1");
                assertThat(doc.path("message").asText()).as("exit 2 without a message: " + r.describe()).isNotBlank();
            } else {
                assertThat(r.err()).as("exit 2 without a message: " + r.describe()).startsWith("snapfit");
            }
        }
    }
}

package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.core.io.InputFileException;

/** The one error policy ({@link Failure#from}) and its text rendering ({@link Main#report}). */
class FailurePolicyTest {

    private record Report(int code, String err) {
    }

    private static Report report(Throwable t, boolean debug) {
        StringWriter s = new StringWriter();
        int code = Main.report(new PrintWriter(s), Failure.from(t), t, false, debug);
        return new Report(code, s.toString());
    }

    @Test
    void report_badInput_isExitTwoWithTheMessageAndNoStackTrace() {
        Report r = report(new IllegalArgumentException("hook.json: friction = \"-1\": friction must be >= 0"), false);
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).isEqualTo("snapfit: hook.json: friction = \"-1\": friction must be >= 0"
                + System.lineSeparator());
    }

    @Test
    void report_ioFailures_nameThePath() {
        assertThat(report(new NoSuchFileException("a/b.json"), false).err()).startsWith("snapfit: a/b.json: no such"
                + " file or folder");
        assertThat(report(new AccessDeniedException("out/report.json"), false).err())
                .startsWith("snapfit: out/report.json: permission denied");
        Report r = report(new UncheckedIOException(new NoSuchFileException("x.stl")), false);
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).startsWith("snapfit: x.stl: no such file or folder");
    }

    @Test
    void report_wrappedByAPool_isUnwrapped() {
        Report r = report(new ExecutionException(new CompletionException(new IllegalArgumentException("inner"))),
                false);
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).startsWith("snapfit: inner");
    }

    @Test
    void report_tooLargeInside_addsHowToRaiseTheLimit() {
        InputFileException big = new InputFileException("big.step", InputFileException.Kind.TOO_LARGE,
                "big.step: 300 bytes is more than the input size limit of 100 bytes", 100, -1, null);
        Report r = report(new IllegalArgumentException(big.getMessage(), big), false);
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains("big.step: 300 bytes").contains("raise the limit with --max-input-size SIZE");
    }

    @Test
    void report_internalError_isExitThreeWithoutStackTraceUnlessDebug() {
        SnapfitInternalError bug = new SnapfitInternalError("pawl P1: more than 100000 sweep steps");
        Report r = report(bug, false);
        assertThat(r.code()).isEqualTo(Main.EXIT_INTERNAL);
        assertThat(r.err()).contains("internal error (this is a bug").contains("more than 100000 sweep steps")
                .contains("--debug").doesNotContain("\tat ");
        Report d = report(bug, true);
        assertThat(d.err()).contains("\tat org.snapfit.cli.FailurePolicyTest");
    }

    @Test
    void report_unexpectedExceptionAndErrors_areExitThree() {
        assertThat(report(new NullPointerException("x"), false).code()).isEqualTo(Main.EXIT_INTERNAL);
        Report oom = report(new OutOfMemoryError("Java heap space"), false);
        assertThat(oom.code()).isEqualTo(Main.EXIT_INTERNAL);
        assertThat(oom.err()).contains("out of memory").contains("SNAPFIT_JAVA_OPTS").doesNotContain("\tat ");
        assertThat(report(new StackOverflowError(), false).err()).contains("recursion too deep");
    }

    @Test
    void report_hugeQuotedValue_isCutInTheMiddleKeepingBothEnds() {
        String msg = "p.poly:1: polynomial \"" + "-".repeat(100_000) + "x\" at position 1: unexpected character '-'";
        Report r = report(new IllegalArgumentException(msg + "\nsecond line"), false);
        assertThat(r.err()).startsWith("snapfit: p.poly:1: polynomial \"---").contains(" characters] … ")
                .contains("at position 1: unexpected character '-'\nsecond line");
        assertThat(r.err().length()).isLessThan(Failure.MAX_LINE + 100);
    }

    @Test
    void from_inputFileTooLarge_namesTheFileInTheDocument() {
        InputFileException big = new InputFileException("big.step", InputFileException.Kind.TOO_LARGE,
                "big.step: 300 bytes is more than the input size limit of 100 bytes", 100, -1, null);
        Failure f = Failure.from(big);
        assertThat(f.code()).isEqualTo(Failure.BAD_INPUT);
        assertThat(f.file()).hasValue("big.step");
        StringWriter s = new StringWriter();
        assertThat(Main.report(new PrintWriter(s), f, big, true, false)).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(s.toString()).startsWith("{\"format\":\"snapfit-error/1\",\"code\":\"bad_input\",\"file\":\"big.step\"")
                .endsWith("}\n");
    }

    @Test
    void report_internalErrorAsJson_isTheDocumentOnlyWithoutDebug() {
        StringWriter s = new StringWriter();
        NullPointerException bug = new NullPointerException("x");
        assertThat(Main.report(new PrintWriter(s), Failure.from(bug), bug, true, false)).isEqualTo(Main.EXIT_INTERNAL);
        assertThat(s.toString()).startsWith("{\"format\":\"snapfit-error/1\",\"code\":\"internal\"")
                .doesNotContain("--debug").doesNotContain("\tat ");
    }

    @Test
    void describe_plainIoException_usesItsMessage() {
        assertThat(Failure.describe(new IOException("disk full"))).isEqualTo("disk full");
    }

    @Test
    void hasOption_onlyBeforeTheEndOfOptions() {
        assertThat(Main.hasOption(Main.DEBUG_OPTION, "analyze", "x.json", "--debug")).isTrue();
        assertThat(Main.hasOption(Main.DEBUG_OPTION, "roots", "--", "--debug")).isFalse();
        assertThat(Main.hasOption(Main.DEBUG_OPTION, "analyze", "x.json")).isFalse();
    }

    @Test
    void run_debugOptionOnACommand_isAccepted() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), "roots", "--debug", "x^2 - 2");
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("2 distinct real roots");
    }
}

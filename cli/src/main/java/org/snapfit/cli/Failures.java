package org.snapfit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.core.io.InputFileException;

/**
 * The command line's one error policy: what a failure of a command prints and which exit code it gives.
 * <ul>
 *   <li>Bad input (exit 2): every exception the readers and validators use for input — {@link
 *       IllegalArgumentException} and its kinds (a malformed file, a value that breaks its rule, a budget exceeded)
 *       and {@link IOException} (a file that is missing, unreadable, not a regular file, too large, not valid text,
 *       or an output that cannot be written). The message names the file, line or entity and field.</li>
 *   <li>Internal error (exit 3): {@link SnapfitInternalError} (a broken invariant) and any other exception or
 *       error (a bug); running out of memory or stack is reported as such.</li>
 * </ul>
 * Nothing prints a stack trace unless {@code --debug} was given. Exceptions that only wrap another (from a thread
 * pool or reflection) are unwrapped first. Stateless.
 */
final class Failures {

    /** Longest line of a message printed whole, in characters; longer ones are cut in the middle. */
    static final int MAX_LINE = 1_000;

    private Failures() {
    }

    /**
     * Reports a failure on standard error.
     *
     * @param thrown what the command threw
     * @param err standard error
     * @param debug whether to add the stack trace
     * @return the exit code: {@link Main#EXIT_BAD_INPUT} or {@link Main#EXIT_INTERNAL}
     */
    static int report(Throwable thrown, PrintWriter err, boolean debug) {
        Throwable t = unwrap(thrown);
        int code;
        String message;
        if (t instanceof SnapfitInternalError) {
            code = Main.EXIT_INTERNAL;
            String m = text(t);
            message = m.startsWith("internal error") ? m + " (please report it with the command and its input)"
                    : "internal error (this is a bug, please report it with the command and its input): " + m;
        } else if (t instanceof IllegalArgumentException) {
            code = Main.EXIT_BAD_INPUT;
            message = text(t) + hint(t);
        } else if (t instanceof IOException io) {
            code = Main.EXIT_BAD_INPUT;
            message = describe(io) + hint(t);
        } else if (t instanceof OutOfMemoryError) {
            code = Main.EXIT_INTERNAL;
            message = "out of memory: the input is within the limits but needs more memory than Java was given; give"
                    + " it more (SNAPFIT_JAVA_OPTS=-Xmx8g for the launcher, java -Xmx8g -jar …) or lower a limit"
                    + " (docs/limits.md)";
        } else if (t instanceof StackOverflowError) {
            code = Main.EXIT_INTERNAL;
            message = "internal error (this is a bug, please report it with the command and its input): recursion"
                    + " too deep";
        } else {
            code = Main.EXIT_INTERNAL;
            message = "internal error (this is a bug, please report it with the command and its input): " + t;
        }
        err.println("snapfit: " + shorten(message));
        if (debug) {
            thrown.printStackTrace(err);
        } else if (code == Main.EXIT_INTERNAL) {
            err.println("snapfit: run the same command with --debug to see where it happened");
        }
        err.flush();
        return code;
    }

    /**
     * A message with every line longer than {@link #MAX_LINE} characters cut in the middle: messages quote the
     * offending value, which in hostile input can be a whole file on one line. The start (file, field) and the end
     * (position, rule) of the line stay.
     *
     * @param message the message
     * @return the message with long lines shortened
     */
    static String shorten(String message) {
        StringBuilder b = new StringBuilder();
        String[] lines = message.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (i > 0) {
                b.append('\n');
            }
            if (line.length() <= MAX_LINE) {
                b.append(line);
            } else {
                int keep = MAX_LINE / 2 - 40;
                b.append(line, 0, keep).append(" … [").append(line.length() - 2 * keep).append(" characters] … ")
                        .append(line, line.length() - keep, line.length());
            }
        }
        return b.toString();
    }

    /** The exception a wrapper stands for. */
    static Throwable unwrap(Throwable thrown) {
        Throwable t = thrown;
        while (t.getCause() != null && (t instanceof ExecutionException || t instanceof CompletionException
                || t instanceof InvocationTargetException || t instanceof UncheckedIOException)) {
            t = t.getCause();
        }
        return t;
    }

    private static String text(Throwable t) {
        return t.getMessage() != null ? t.getMessage() : t.toString();
    }

    /** An I/O failure in words: the path and what went wrong. */
    static String describe(IOException e) {
        if (e instanceof InputFileException) {
            return e.getMessage();
        }
        if (e instanceof NoSuchFileException f) {
            return f.getFile() + ": no such file or folder";
        }
        if (e instanceof AccessDeniedException f) {
            return f.getFile() + ": permission denied";
        }
        if (e instanceof FileSystemException f && f.getFile() != null) {
            return f.getFile() + (f.getOtherFile() != null ? " -> " + f.getOtherFile() : "") + ": "
                    + (f.getReason() != null ? f.getReason() : e.getClass().getSimpleName());
        }
        return text(e);
    }

    /** How to raise a limit that an exception (or one of its causes) reports as exceeded. */
    private static String hint(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof InputFileException f && f.kind() == InputFileException.Kind.TOO_LARGE
                    && !String.valueOf(t.getMessage()).contains(Limits.INPUT_SIZE.flag())) {
                return "; raise the limit with " + Limits.INPUT_SIZE.flag() + " SIZE (e.g. 1G)";
            }
        }
        return "";
    }
}

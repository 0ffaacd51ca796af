package org.snapfit.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.analysis.AnalysisInputException;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.core.io.InputFileException;
import org.snapfit.sweep.model.MechanismException;
import picocli.CommandLine;

/**
 * Why a command failed, in one form for every command and for {@code snapfit serve}: a code, where (file, line or
 * entity, field) and the message. The one error formatter of the command line, with two renderings: {@link #text()}
 * (the line on standard error) and {@link #json()} (the {@code snapfit-error/1} document of {@code --json} and of the
 * server, docs/cli.md). Immutable.
 *
 * @param code what kind of failure: {@link #USAGE}, {@link #BAD_INPUT}, {@link #MISSING_PARAMETER},
 *     {@link #INVALID_PARAMETER}, {@link #CANCELLED}, {@link #INTERNAL}, or one of the server's codes
 * @param file the file the error is about, if known
 * @param line its 1-based line, if known
 * @param entity the entity (a DXF handle or type, a STEP entity, a pawl), if known
 * @param field the field of the file or the option of the command line, if known
 * @param message the message: names the file, line, entity or option and the field, the value and the rule
 */
public record Failure(String code, Optional<String> file, OptionalInt line, Optional<String> entity,
        Optional<String> field, String message) {

    /** The document format of a failure. */
    public static final String FORMAT = "snapfit-error/1";
    /** Code: a usage error (unknown option or command, missing or malformed argument); exit code 2. */
    public static final String USAGE = "usage";
    /** Code: an unreadable or malformed input, or a value that breaks its rule; exit code 2. */
    public static final String BAD_INPUT = "bad_input";
    /** Code: a physical parameter the input does not give (μ, κ, the motion); exit code 2. */
    public static final String MISSING_PARAMETER = "missing_parameter";
    /** Code: an option's value breaks its rule; exit code 2. */
    public static final String INVALID_PARAMETER = "invalid_parameter";
    /** Code: the work was cancelled (a request's time ran out). */
    public static final String CANCELLED = "cancelled";
    /** Code: an internal error, a bug; exit code 3. */
    public static final String INTERNAL = "internal";

    /** Longest line of a message kept whole, in characters; longer ones are cut in the middle. */
    static final int MAX_LINE = 1_000;

    private static final String BUG = "internal error (this is a bug, please report it with the command and its"
            + " input): ";

    private static final JsonFactory FACTORY = new JsonFactory();

    /**
     * Validates.
     *
     * @param code the code, not blank
     * @param file the file, if known
     * @param line the line, if known
     * @param entity the entity, if known
     * @param field the field, if known
     * @param message the message, not null
     * @throws IllegalArgumentException if the code is blank
     */
    public Failure {
        if (code == null || code.isBlank()) {
            throw new IllegalArgumentException("code = '" + code + "'; a failure has a code");
        }
        java.util.Objects.requireNonNull(file, "file");
        java.util.Objects.requireNonNull(line, "line");
        java.util.Objects.requireNonNull(entity, "entity");
        java.util.Objects.requireNonNull(field, "field");
        java.util.Objects.requireNonNull(message, "message");
    }

    /**
     * A failure with a code and a message only.
     *
     * @param code the code
     * @param message the message
     * @return the failure
     */
    public static Failure of(String code, String message) {
        return new Failure(code, Optional.empty(), OptionalInt.empty(), Optional.empty(), Optional.empty(), message);
    }

    /**
     * The failure a command's exception stands for: the command line's one error policy.
     * <ul>
     *   <li>Bad input (exit code 2): {@link IllegalArgumentException} and its kinds (a malformed file, a value that
     *       breaks its rule, a budget exceeded) and {@link IOException} (a file that is missing, unreadable, not a
     *       regular file, too large, not valid text, or an output that cannot be written). Library exceptions keep
     *       what they know: an {@link AnalysisInputException}'s kind, file, line, entity and parameter (named by its
     *       option), an {@link ImportException}'s first error diagnostic, a {@link MechanismException}'s field, an
     *       {@link InputFileException}'s file, a {@link CommandInputException}'s code and place, a picocli
     *       parameter error's option ({@link #USAGE}).</li>
     *   <li>Internal error (exit code 3): {@link SnapfitInternalError} (a broken invariant) and any other exception
     *       or error (a bug); running out of memory or stack is said as such.</li>
     * </ul>
     * Exceptions that only wrap another (from a thread pool or reflection) are unwrapped first; every line of the
     * message longer than {@link #MAX_LINE} characters is cut in the middle.
     *
     * @param thrown the exception
     * @return the failure
     */
    public static Failure from(Throwable thrown) {
        Failure f = classify(unwrap(thrown));
        return new Failure(f.code, f.file, f.line, f.entity, f.field, shorten(f.message));
    }

    private static Failure classify(Throwable t) {
        if (t instanceof CommandLine.ParameterException) {
            CommandLine.ParameterException p = (CommandLine.ParameterException) t;
            Optional<String> field = Optional.ofNullable(p.getArgSpec()).map(a -> a.isOption()
                    ? ((CommandLine.Model.OptionSpec) a).longestName() : a.paramLabel());
            return new Failure(USAGE, Optional.empty(), OptionalInt.empty(), Optional.empty(), field, p.getMessage());
        }
        if (t instanceof CancellationException) {
            return of(CANCELLED, "cancelled: " + t.getMessage());
        }
        if (t instanceof SnapfitInternalError) {
            String m = text(t);
            return of(INTERNAL, m.startsWith("internal error") ? m + " (please report it with the command and its"
                    + " input)" : BUG + m);
        }
        if (t instanceof IOException) {
            Optional<String> file = t instanceof InputFileException ? Optional.of(((InputFileException) t).file())
                    : Optional.empty();
            return new Failure(BAD_INPUT, file, OptionalInt.empty(), Optional.empty(), Optional.empty(),
                    describe((IOException) t) + hint(t));
        }
        if (t instanceof OutOfMemoryError) {
            return of(INTERNAL, "out of memory: the input is within the limits but needs more memory than Java was"
                    + " given; give it more (SNAPFIT_JAVA_OPTS=-Xmx8g for the launcher, java -Xmx8g -jar …) or lower"
                    + " a limit (docs/limits.md)");
        }
        if (t instanceof StackOverflowError) {
            return of(INTERNAL, BUG + "recursion too deep");
        }
        if (!(t instanceof IllegalArgumentException)) {
            return of(INTERNAL, BUG + t);
        }
        String message = text(t) + hint(t);
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof CommandInputException) {
                CommandInputException e = (CommandInputException) c;
                return new Failure(e.code(), e.file(), e.line(), Optional.empty(), e.field(), message);
            }
            if (c instanceof AnalysisInputException) {
                AnalysisInputException e = (AnalysisInputException) c;
                Optional<String> field = e.parameter().map(InputMessages::option).or(e::field);
                return new Failure(e.kind().name().toLowerCase(java.util.Locale.ROOT), e.file(), e.line(),
                        e.entity(), field, message);
            }
            if (c instanceof ImportException) {
                Optional<Diagnostic> d = ((ImportException) c).diagnostics().stream()
                        .filter(x -> x.severity() == Severity.ERROR).findFirst();
                if (d.isPresent()) {
                    Diagnostic x = d.get();
                    return new Failure(BAD_INPUT, Optional.of(x.file()), x.line() > 0 ? OptionalInt.of(x.line())
                            : OptionalInt.empty(), x.entityName(), x.field().isEmpty() ? Optional.empty()
                            : Optional.of(x.field()), message);
                }
            }
            if (c instanceof MechanismException) {
                return new Failure(BAD_INPUT, Optional.empty(), OptionalInt.empty(), Optional.empty(),
                        ((MechanismException) c).field(), message);
            }
            if (c instanceof InputFileException) {
                return new Failure(BAD_INPUT, Optional.of(((InputFileException) c).file()), OptionalInt.empty(),
                        Optional.empty(), Optional.empty(), message);
            }
        }
        return of(BAD_INPUT, message);
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

    /**
     * An I/O failure in words: the path and what went wrong.
     *
     * @param e the failure
     * @return the words
     */
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

    /**
     * The failure with a file, when it has none yet: the command's input file, given when the message is about it
     * (it starts with the file's name).
     *
     * @param input the command's input file as the user wrote it
     * @return this failure, or a copy naming the file
     */
    public Failure aboutFile(String input) {
        if (file.isPresent() || input == null || !message.startsWith(input + ":")) {
            return this;
        }
        return new Failure(code, Optional.of(input), line, entity, field, message);
    }

    /**
     * Whether this is an internal error (exit code 3) rather than bad input or usage (exit code 2).
     *
     * @return true for {@link #INTERNAL}
     */
    public boolean isInternal() {
        return INTERNAL.equals(code);
    }

    /**
     * The exit code of the command line for this failure.
     *
     * @return {@link Main#EXIT_INTERNAL} for an internal error, else {@link Main#EXIT_BAD_INPUT}
     */
    public int exitCode() {
        return isInternal() ? Main.EXIT_INTERNAL : Main.EXIT_BAD_INPUT;
    }

    /**
     * The text rendering: the line standard error shows.
     *
     * @return {@code snapfit: } and the message
     */
    public String text() {
        return "snapfit: " + message;
    }

    /**
     * The JSON rendering: the {@code snapfit-error/1} document (docs/schemas/error.schema.json) on one line, keys in
     * a fixed order, absent values {@code null}, ending with {@code "\n"}: the last line of standard error (progress
     * lines may come before it).
     *
     * @return the document
     */
    public String json() {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            g.writeStringField("format", FORMAT);
            g.writeStringField("code", code);
            g.writeStringField("file", file.orElse(null));
            g.writeFieldName("line");
            if (line.isPresent()) {
                g.writeNumber(line.getAsInt());
            } else {
                g.writeNull();
            }
            g.writeStringField("entity", entity.orElse(null));
            g.writeStringField("field", field.orElse(null));
            g.writeStringField("message", message);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("writing an error document to memory failed", e);
        }
        return out + "\n";
    }
}

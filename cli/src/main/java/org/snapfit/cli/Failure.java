package org.snapfit.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CancellationException;
import org.snapfit.analysis.AnalysisInputException;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.Severity;
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
     * The failure a command's exception stands for. Library exceptions keep what they know: an
     * {@link AnalysisInputException}'s kind, file, line, entity and parameter (named by its option), an
     * {@link ImportException}'s first error diagnostic, a {@link MechanismException}'s field, a picocli parameter
     * error's option. Any other {@link IllegalArgumentException} is bad input with its message; anything else is an
     * internal error.
     *
     * @param t the exception
     * @return the failure
     */
    public static Failure from(Throwable t) {
        if (t instanceof CommandLine.ParameterException) {
            CommandLine.ParameterException p = (CommandLine.ParameterException) t;
            Optional<String> field = Optional.ofNullable(p.getArgSpec()).map(a -> a.isOption()
                    ? ((CommandLine.Model.OptionSpec) a).longestName() : a.paramLabel());
            return new Failure(USAGE, Optional.empty(), OptionalInt.empty(), Optional.empty(), field, p.getMessage());
        }
        if (t instanceof CancellationException) {
            return of(CANCELLED, "cancelled: " + t.getMessage());
        }
        if (!(t instanceof IllegalArgumentException)) {
            return of(INTERNAL, "internal error (this is a bug, please report it): " + t);
        }
        String message = String.valueOf(t.getMessage());
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
        }
        return of(BAD_INPUT, message);
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

package org.snapfit.analysis;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Bad input to an analysis: a file that cannot be read or parsed, a drawing that breaks the layer convention, a
 * parameter that is missing or breaks its rule. The message names the file, line, entity and field where they are
 * known and, for a parameter, the parameter by its {@link Parameter#label() name} (never a command-line option);
 * the same facts are available as fields so that a front end can write its own message. Unchecked (an
 * {@link IllegalArgumentException}). Immutable.
 */
public final class AnalysisInputException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** What kind of problem the exception reports. */
    public enum Kind {
        /** A parameter is needed and neither the source nor the request gives it. */
        MISSING_PARAMETER,
        /** A parameter's value breaks its rule. */
        INVALID_PARAMETER,
        /** The source itself is bad (unreadable, malformed, inconsistent). */
        BAD_INPUT
    }

    private final Kind kind;
    /** The parameter, or null for a bad source (an enum: serialisable). */
    private final Parameter parameter;
    private final String detail;
    private final String file;
    private final int line;
    private final String entity;
    private final String field;

    private AnalysisInputException(Kind kind, Parameter parameter, String detail, String file, int line,
            String entity, String field, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
        this.parameter = parameter;
        this.detail = detail;
        this.file = file;
        this.line = line;
        this.entity = entity;
        this.field = field;
    }

    /**
     * A parameter that is needed but not given. Message: {@code "<file>: <parameter>[ of <entity>] is not given:
     * <hint>"}.
     *
     * @param parameter the parameter
     * @param file the source's file (or label), not null; empty when there is none
     * @param entity the entity that needs it (a pawl's layer for a per-pawl stiffness), if any
     * @param hint where to give it, e.g. {@code "set it in the mechanism file or the request"}
     * @return the exception
     */
    public static AnalysisInputException missing(Parameter parameter, String file, Optional<String> entity,
            String hint) {
        Objects.requireNonNull(parameter, "parameter");
        String detail = entity.map(e -> "of " + e + " ").orElse("") + "is not given: " + hint;
        return new AnalysisInputException(Kind.MISSING_PARAMETER, parameter, detail, file, 0,
                entity.orElse(""), "", prefix(file) + parameter.label() + " " + detail, null);
    }

    /**
     * A parameter whose value breaks its rule. Message: {@code "<parameter> <detail>"}, e.g. {@code sample step =
     * "-1"; the step must be > 0}.
     *
     * @param parameter the parameter
     * @param detail the text after the parameter's name: the value and the rule
     * @param cause the underlying exception, or null
     * @return the exception
     */
    public static AnalysisInputException invalid(Parameter parameter, String detail, Throwable cause) {
        Objects.requireNonNull(parameter, "parameter");
        return new AnalysisInputException(Kind.INVALID_PARAMETER, parameter, detail, "", 0, "", "",
                parameter.label() + " " + detail, cause);
    }

    /**
     * A bad source. The message is used as it is and must already name what is wrong and where.
     *
     * @param message the message, naming the file, line, entity and field as known
     * @param file the file, or empty
     * @param line the 1-based line, or 0 when unknown
     * @param entity the entity (a DXF handle or type, a pawl), or empty
     * @param field the field (a JSON path, a DXF group), or empty
     * @param cause the underlying exception, or null
     * @return the exception
     */
    public static AnalysisInputException badInput(String message, String file, int line, String entity, String field,
            Throwable cause) {
        return new AnalysisInputException(Kind.BAD_INPUT, null, message, nz(file), Math.max(0, line),
                nz(entity), nz(field), message, cause);
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    private static String prefix(String file) {
        return file.isEmpty() ? "" : file + ": ";
    }

    /**
     * What kind of problem this is.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The parameter the problem is about (for {@link Kind#MISSING_PARAMETER} and {@link Kind#INVALID_PARAMETER}).
     *
     * @return the parameter, or empty for a bad source
     */
    public Optional<Parameter> parameter() {
        return Optional.ofNullable(parameter);
    }

    /**
     * The message without the file prefix and the parameter's name: for a missing parameter {@code "[of <entity>]
     * is not given: <hint>"}, for an invalid one the value and the rule (e.g. {@code = "-1"; the step must be > 0}),
     * for a bad source the whole message.
     *
     * @return the detail
     */
    public String detail() {
        return detail;
    }

    /**
     * The file the problem is in.
     *
     * @return the file as given, or empty when unknown or not from a file
     */
    public Optional<String> file() {
        return file.isEmpty() ? Optional.empty() : Optional.of(file);
    }

    /**
     * The 1-based line in the file.
     *
     * @return the line, or empty when unknown
     */
    public OptionalInt line() {
        return line > 0 ? OptionalInt.of(line) : OptionalInt.empty();
    }

    /**
     * The entity: a pawl (its layer) for a per-pawl stiffness, a DXF entity, a mechanism body.
     *
     * @return the entity, or empty
     */
    public Optional<String> entity() {
        return entity.isEmpty() ? Optional.empty() : Optional.of(entity);
    }

    /**
     * The field: a JSON path such as {@code pawls[0] "P1".stiffness}, a DXF group such as {@code $INSUNITS}.
     *
     * @return the field, or empty
     */
    public Optional<String> field() {
        return field.isEmpty() ? Optional.empty() : Optional.of(field);
    }
}

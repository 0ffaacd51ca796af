package org.snapfit.cli;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * Bad input found by a command itself (not by a library): the message names the file or option and the rule, and the
 * exception carries where, so that the error document ({@link Failure}) can give {@code file}, {@code line},
 * {@code entity} and {@code field} separately. Exit code 2.
 */
public final class CommandInputException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String code;
    private final String file;
    private final int line;
    private final String field;

    /**
     * Creates the exception.
     *
     * @param code the error code of the document, e.g. {@link Failure#BAD_INPUT} or {@link Failure#USAGE}
     * @param file the file the error is about, or {@code null}
     * @param line the line in that file (1-based), or 0 when unknown
     * @param field the field or option, or {@code null}
     * @param message the full message (already naming the file or option and the rule)
     */
    public CommandInputException(String code, String file, int line, String field, String message) {
        super(message);
        this.code = code;
        this.file = file;
        this.line = line;
        this.field = field;
    }

    /**
     * An error about an option's value.
     *
     * @param option the option, e.g. {@code --out}
     * @param message the message
     * @return the exception (code {@link Failure#USAGE})
     */
    public static CommandInputException option(String option, String message) {
        return new CommandInputException(Failure.USAGE, null, 0, option, message);
    }

    /**
     * An error about a file.
     *
     * @param file the file
     * @param message the message
     * @return the exception (code {@link Failure#BAD_INPUT})
     */
    public static CommandInputException file(Object file, String message) {
        return new CommandInputException(Failure.BAD_INPUT, String.valueOf(file), 0, null, message);
    }

    /**
     * The error code.
     *
     * @return the code
     */
    public String code() {
        return code;
    }

    /**
     * The file.
     *
     * @return the file, if known
     */
    public Optional<String> file() {
        return Optional.ofNullable(file);
    }

    /**
     * The line.
     *
     * @return the 1-based line, if known
     */
    public OptionalInt line() {
        return line > 0 ? OptionalInt.of(line) : OptionalInt.empty();
    }

    /**
     * The field or option.
     *
     * @return the field, if known
     */
    public Optional<String> field() {
        return Optional.ofNullable(field);
    }
}

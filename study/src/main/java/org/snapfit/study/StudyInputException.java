package org.snapfit.study;

import java.util.Objects;

/**
 * A study file, its mechanism or an output folder that cannot be used: the message names the file and the field
 * (e.g. {@code study.json: parameters."friction".uniform: the lower end 0.5 is above the upper end 0.4}).
 * Unchecked, an {@link IllegalArgumentException}, so front ends report it as bad input.
 */
public final class StudyInputException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The file the problem is in (may be empty). */
    private final String file;
    /** The field of the study file, as a JSON path (may be empty). */
    private final String field;

    /**
     * Creates the exception.
     *
     * @param file the file the problem is in (may be empty)
     * @param field the field of the study file (may be empty)
     * @param detail what is wrong and what is expected
     * @param cause the underlying failure, or null
     */
    public StudyInputException(String file, String field, String detail, Throwable cause) {
        super(message(file, field, detail), cause);
        this.file = Objects.requireNonNull(file, "file");
        this.field = Objects.requireNonNull(field, "field");
    }

    /**
     * Creates the exception without a cause.
     *
     * @param file the file the problem is in (may be empty)
     * @param field the field of the study file (may be empty)
     * @param detail what is wrong and what is expected
     */
    public StudyInputException(String file, String field, String detail) {
        this(file, field, detail, null);
    }

    private static String message(String file, String field, String detail) {
        StringBuilder b = new StringBuilder();
        if (!file.isEmpty()) {
            b.append(file).append(": ");
        }
        if (!field.isEmpty()) {
            b.append(field).append(": ");
        }
        return b.append(detail).toString();
    }

    /**
     * The file the problem is in.
     *
     * @return the file name as given, or empty
     */
    public String file() {
        return file;
    }

    /**
     * The field of the study file.
     *
     * @return a path such as {@code parameters."friction".digits}, or empty
     */
    public String field() {
        return field;
    }
}

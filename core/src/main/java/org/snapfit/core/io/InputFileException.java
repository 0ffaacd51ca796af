package org.snapfit.core.io;

import java.io.IOException;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * An input file that {@link InputFiles} refuses or cannot read: it does not exist, is not a regular file, cannot be
 * read, is larger than the limit, or holds bytes that are not valid text. The message names the file (and, for
 * invalid text, the byte offset, line and column); {@link #kind()}, {@link #limit()} and {@link #byteOffset()} carry
 * the facts for a front end that words them its own way (e.g. naming the option that raises the limit).
 * Immutable.
 */
public final class InputFileException extends IOException {

    private static final long serialVersionUID = 1L;

    /** Why the file was refused. */
    public enum Kind {
        /** No file at the path. */
        NOT_FOUND,
        /** A folder, a device, a FIFO or a socket: not a regular file. */
        NOT_REGULAR,
        /** The operating system refused to read it (permissions, I/O error). */
        UNREADABLE,
        /** Larger than the size limit. */
        TOO_LARGE,
        /** Bytes that are not valid text in the expected encoding. */
        MALFORMED_TEXT
    }

    /** The file as given. */
    private final String file;
    /** Why it was refused. */
    private final Kind kind;
    /** The size limit in bytes for {@link Kind#TOO_LARGE}, else -1. */
    private final long limit;
    /** The byte offset of the first invalid byte for {@link Kind#MALFORMED_TEXT}, else -1. */
    private final long byteOffset;

    /**
     * Creates the exception.
     *
     * @param file the file as given (the message already names it)
     * @param kind why it was refused
     * @param message the complete message, starting with the file
     * @param limit the size limit in bytes for {@link Kind#TOO_LARGE}, else -1
     * @param byteOffset the offset of the first invalid byte for {@link Kind#MALFORMED_TEXT}, else -1
     * @param cause the underlying exception, or null
     */
    public InputFileException(String file, Kind kind, String message, long limit, long byteOffset, Throwable cause) {
        super(message, cause);
        this.file = Objects.requireNonNull(file, "file");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.limit = limit;
        this.byteOffset = byteOffset;
    }

    /**
     * The file as given.
     *
     * @return the file name or path
     */
    public String file() {
        return file;
    }

    /**
     * Why the file was refused.
     *
     * @return the kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The size limit that was exceeded.
     *
     * @return the limit in bytes for {@link Kind#TOO_LARGE}, else empty
     */
    public OptionalLong limit() {
        return limit >= 0 ? OptionalLong.of(limit) : OptionalLong.empty();
    }

    /**
     * Where the invalid text starts.
     *
     * @return the offset of the first invalid byte (0-based) for {@link Kind#MALFORMED_TEXT}, else empty
     */
    public OptionalLong byteOffset() {
        return byteOffset >= 0 ? OptionalLong.of(byteOffset) : OptionalLong.empty();
    }
}

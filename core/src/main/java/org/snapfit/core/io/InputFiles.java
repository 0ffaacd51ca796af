package org.snapfit.core.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The one bounded reader of input files. Only regular files are read: a device ({@code /dev/zero}), a FIFO, a socket
 * or a folder is refused before it is opened, so a reader never blocks on a FIFO or reads an endless stream. A file
 * is never read past a byte limit (checked against its size before reading and again while reading, for files that
 * grow or report no size). Text is decoded as strict UTF-8 (a leading byte-order mark is skipped); the first invalid
 * byte is reported with its offset, line and column. Every refusal is an {@link InputFileException} whose message
 * starts with the file. Stateless and thread-safe.
 */
public final class InputFiles {

    /**
     * The default limit on the size of one input file, in bytes (256 MiB): far above any drawing, mechanism or part
     * snapfit is meant for, well below what exhausts a default Java heap.
     */
    public static final long DEFAULT_MAX_BYTES = 256L * 1024 * 1024;

    /** Bytes of the invalid sequence shown in a message about malformed text (count). */
    private static final int SHOWN_BAD_BYTES = 4;

    /** Chunk of the validating decoder, in chars. */
    private static final int DECODE_CHUNK = 1 << 14;

    private InputFiles() {
    }

    /**
     * Checks that a path names a readable regular file no larger than the limit, without reading it.
     *
     * @param file the file
     * @param maxBytes the size limit in bytes, &gt;= 0
     * @return the file's size in bytes as the file system reports it
     * @throws InputFileException if there is no such file, it is not a regular file, or it is larger than the limit
     * @throws IllegalArgumentException if {@code maxBytes < 0}
     */
    public static long check(Path file, long maxBytes) throws InputFileException {
        if (maxBytes < 0) {
            throw new IllegalArgumentException("maxBytes = " + maxBytes + "; the limit must be >= 0");
        }
        String name = file.toString();
        if (!Files.exists(file)) {
            throw new InputFileException(name, InputFileException.Kind.NOT_FOUND, name + ": no such file", -1, -1, null);
        }
        if (Files.isDirectory(file)) {
            throw new InputFileException(name, InputFileException.Kind.NOT_REGULAR, name + ": is a folder, not a file",
                    -1, -1, null);
        }
        if (!Files.isRegularFile(file)) {
            throw new InputFileException(name, InputFileException.Kind.NOT_REGULAR, name + ": not a regular file (a"
                    + " device, a FIFO or a socket); only regular files are read", -1, -1, null);
        }
        long size;
        try {
            size = Files.size(file);
        } catch (IOException e) {
            throw unreadable(name, e);
        }
        if (size > maxBytes) {
            throw tooLarge(name, bytesText(size) + " is", maxBytes);
        }
        return size;
    }

    /**
     * Opens a regular file for reading; the stream fails with {@link InputFileException} ({@link
     * InputFileException.Kind#TOO_LARGE}) as soon as more than {@code maxBytes} bytes have been read.
     *
     * @param file the file
     * @param maxBytes the size limit in bytes, &gt;= 0
     * @return the stream (the caller closes it)
     * @throws InputFileException as {@link #check}, or if the file cannot be opened
     */
    public static InputStream open(Path file, long maxBytes) throws InputFileException {
        check(file, maxBytes);
        try {
            return new Bounded(Files.newInputStream(file), file.toString(), maxBytes);
        } catch (IOException e) {
            throw unreadable(file.toString(), e);
        }
    }

    /**
     * Reads a regular file whole.
     *
     * @param file the file
     * @param maxBytes the size limit in bytes, &gt;= 0
     * @return its bytes
     * @throws InputFileException as {@link #check}, or if reading fails or passes the limit
     */
    public static byte[] readAllBytes(Path file, long maxBytes) throws InputFileException {
        try (InputStream in = open(file, maxBytes)) {
            return in.readAllBytes();
        } catch (InputFileException e) {
            throw e;
        } catch (IOException e) {
            throw unreadable(file.toString(), e);
        }
    }

    /**
     * Reads a regular file as UTF-8 text.
     *
     * @param file the file
     * @param maxBytes the size limit in bytes, &gt;= 0
     * @return the text, without a leading byte-order mark
     * @throws InputFileException as {@link #readAllBytes}, or for bytes that are not UTF-8 ({@link
     *     InputFileException.Kind#MALFORMED_TEXT}, with the byte offset, line and column)
     */
    public static String readUtf8(Path file, long maxBytes) throws InputFileException {
        return decodeUtf8(readAllBytes(file, maxBytes), file.toString());
    }

    /**
     * Decodes bytes as strict UTF-8.
     *
     * @param bytes the bytes
     * @param source the name of their file, for the message
     * @return the text, without a leading byte-order mark
     * @throws InputFileException ({@link InputFileException.Kind#MALFORMED_TEXT}) at the first byte that is not
     *     part of a valid UTF-8 sequence: the message gives its offset, line, column and value
     */
    public static String decodeUtf8(byte[] bytes, String source) throws InputFileException {
        int start = bytes.length >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb
                && (bytes[2] & 0xff) == 0xbf ? 3 : 0;
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer chunk = CharBuffer.allocate(DECODE_CHUNK);
        // validate in chunks (the text itself is then made by String's own decoder, without a second copy)
        while (true) {
            CoderResult r = decoder.decode(in, chunk, true);
            if (r.isError()) {
                throw malformed(bytes, in.position(), r.length(), source);
            }
            if (!r.isOverflow()) {
                break;
            }
            chunk.clear();
        }
        while (decoder.flush(chunk).isOverflow()) {
            chunk.clear();
        }
        return new String(bytes, start, bytes.length - start, StandardCharsets.UTF_8);
    }

    /**
     * A byte count for people: {@code 512 bytes}, {@code 3.5 KiB}, {@code 256 MiB}, {@code 1 GiB}.
     *
     * @param bytes the count, &gt;= 0
     * @return the text (binary units, at most one decimal)
     */
    public static String describeSize(long bytes) {
        String[] units = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
        if (bytes < 1024) {
            return bytes + (bytes == 1 ? " byte" : " bytes");
        }
        double v = bytes;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        String n = String.format(Locale.ROOT, "%.1f", v);
        return (n.endsWith(".0") ? n.substring(0, n.length() - 2) : n) + " " + units[u];
    }

    private static InputFileException malformed(byte[] bytes, int offset, int length, String source) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset; i++) {
            if (bytes[i] == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        String before = new String(bytes, lineStart, offset - lineStart, StandardCharsets.UTF_8);
        int column = before.codePointCount(0, before.length()) + 1;
        StringBuilder shown = new StringBuilder();
        for (int i = offset; i < Math.min(bytes.length, offset + Math.max(1, Math.min(length, SHOWN_BAD_BYTES))); i++) {
            shown.append(shown.length() == 0 ? "" : " ").append(String.format(Locale.ROOT, "0x%02X", bytes[i] & 0xff));
        }
        return new InputFileException(source, InputFileException.Kind.MALFORMED_TEXT, source + ": invalid UTF-8 at"
                + " byte " + offset + " (line " + line + ", column " + column + "): " + shown
                + "; the file must be UTF-8 text", -1, offset, null);
    }

    private static InputFileException tooLarge(String name, String what, long maxBytes) {
        return new InputFileException(name, InputFileException.Kind.TOO_LARGE, name + ": " + what + " more than the"
                + " input size limit of " + bytesText(maxBytes), maxBytes, -1, null);
    }

    /** A byte count with its binary-unit size beside it from 1 KiB on: {@code 2048 bytes (2 KiB)}. */
    private static String bytesText(long n) {
        return n < 1024 ? describeSize(n) : n + " bytes (" + describeSize(n) + ")";
    }

    private static InputFileException unreadable(String name, IOException e) {
        if (e instanceof InputFileException ife) {
            return ife;
        }
        String why;
        if (e instanceof NoSuchFileException) {
            return new InputFileException(name, InputFileException.Kind.NOT_FOUND, name + ": no such file", -1, -1, e);
        } else if (e instanceof AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof FileSystemException fse && fse.getReason() != null) {
            why = fse.getReason();
        } else {
            why = String.valueOf(e.getMessage());
        }
        return new InputFileException(name, InputFileException.Kind.UNREADABLE, name + ": cannot read the file: " + why,
                -1, -1, e);
    }

    /** A stream that fails once more than its limit has been read. */
    private static final class Bounded extends FilterInputStream {
        private final String name;
        private final long maxBytes;
        private long count;

        Bounded(InputStream in, String name, long maxBytes) {
            super(in);
            this.name = name;
            this.maxBytes = maxBytes;
        }

        private int counted(int n) throws InputFileException {
            if (n > 0) {
                count += n;
                if (count > maxBytes) {
                    throw tooLarge(name, "more than " + maxBytes + " bytes read; that is", maxBytes);
                }
            }
            return n;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            if (b >= 0) {
                counted(1);
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            return counted(super.read(b, off, len));
        }

        @Override
        public long skip(long n) throws IOException {
            long s = super.skip(n);
            if (s > 0) {
                count += s;
                if (count > maxBytes) {
                    throw tooLarge(name, "more than " + maxBytes + " bytes read; that is", maxBytes);
                }
            }
            return s;
        }
    }
}

package org.snapfit.cli;

import java.io.IOException;
import java.io.Writer;
import java.util.Objects;

/**
 * A writer for standard output and standard error that makes control characters visible instead of letting a
 * terminal act on them: text from input files (mechanism, pawl and part names, file names, echoed values) may hold
 * escape sequences that recolour, retitle or clear a terminal. Every C0 control except tab and line feed (a carriage
 * return only where the platform's line separator uses it, i.e. right before a line feed), DEL, every C1 control
 * and the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) are written as {@code \}{@code uXXXX}.
 * That is also a valid JSON escape, so a JSON document on standard output keeps its meaning (and Jackson has
 * already escaped C0 controls inside strings, so a document without such characters passes unchanged). Not
 * thread-safe (as the writer it wraps).
 */
final class TerminalSafeWriter extends Writer {

    private final Writer out;
    /** Whether a carriage return may stand before a line feed (the platform's line separator is CR LF). */
    private final boolean crlf;
    /** A carriage return held back until the next character shows whether a line feed follows. */
    private boolean pendingCr;

    /**
     * Wraps a writer.
     *
     * @param out the writer to protect
     */
    TerminalSafeWriter(Writer out) {
        this.out = Objects.requireNonNull(out, "out");
        this.crlf = "\r\n".equals(System.lineSeparator());
    }

    /**
     * Whether a character is written escaped.
     *
     * @param c the character
     * @return true for the controls listed in the class comment
     */
    static boolean isUnsafe(char c) {
        return (c < 0x20 && c != '\t' && c != '\n') || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e)
                || (c >= 0x2066 && c <= 0x2069);
    }

    /**
     * A text with the unsafe characters escaped (carriage returns included).
     *
     * @param s the text
     * @return the safe text
     */
    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (isUnsafe(c)) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    @Override
    public void write(char[] cbuf, int off, int len) throws IOException {
        int start = off;
        int end = off + len;
        for (int i = off; i < end; i++) {
            char c = cbuf[i];
            if (pendingCr) {
                pendingCr = false;
                out.write(c == '\n' ? "\r" : "\\u000d");
            }
            if (!isUnsafe(c)) {
                continue;
            }
            out.write(cbuf, start, i - start);
            start = i + 1;
            if (c == '\r' && crlf) {
                pendingCr = true;
            } else {
                out.write(String.format("\\u%04x", (int) c));
            }
        }
        out.write(cbuf, start, end - start);
    }

    @Override
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        if (pendingCr) {
            pendingCr = false;
            out.write("\\u000d");
        }
        out.close();
    }
}

package org.snapfit.cadimport.dxf;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.snapfit.cadimport.diag.ImportReport;

/**
 * Reads the groups of an ASCII DXF file one at a time, straight from its bytes: a value becomes a {@code String}
 * only when asked for, so entities that are skipped cost no allocation. Rejects binary DXF, NUL bytes, a non-integer
 * group code and a code without its value line. Mutable cursor; one per reading.
 */
final class DxfTokenizer {

    /** The first bytes of a binary DXF file. */
    static final String BINARY_SENTINEL = "AutoCAD Binary DXF";

    /** Chars decoded at a time when checking that the file is valid UTF-8 (memory only, no effect on results). */
    private static final int DECODE_CHUNK = 1 << 16;

    private final byte[] b;
    private final ImportReport report;
    private final Charset charset;
    private int pos;
    private int nextLine = 1;
    private boolean pushedBack;

    private int code;
    private int codeLine;
    private int valueStart;
    private int valueEnd;

    private DxfTokenizer(byte[] bytes, ImportReport report, Charset charset, int start) {
        this.b = bytes;
        this.report = report;
        this.charset = charset;
        this.pos = start;
    }

    /**
     * Checks the bytes (binary sentinel, NUL, emptiness) and chooses the text encoding: UTF-8 (R2007 and later, and
     * plain ASCII) when the bytes are valid UTF-8, otherwise ISO-8859-1 (older code pages).
     */
    static DxfTokenizer open(byte[] bytes, ImportReport report) {
        byte[] sentinel = BINARY_SENTINEL.getBytes(StandardCharsets.US_ASCII);
        if (startsWith(bytes, sentinel)) {
            throw report.fail(1, "", "", "binary DXF (it starts with the sentinel \"" + BINARY_SENTINEL
                    + "\"); only ASCII DXF is supported: save the drawing as ASCII DXF");
        }
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw report.fail(lineOf(bytes, i), "", "", "byte " + i + " is NUL; an ASCII DXF file holds text only"
                        + " (is this a binary or corrupted file?)");
            }
        }
        boolean utf8 = isUtf8(bytes);
        int start = utf8 && bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB
                && (bytes[2] & 0xFF) == 0xBF ? 3 : 0;
        if (start >= bytes.length) {
            throw report.fail(0, "", "", "the file is empty; a DXF file needs at least the group 0/EOF");
        }
        return new DxfTokenizer(bytes, report, utf8 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1, start);
    }

    /**
     * Moves to the next group.
     *
     * @return false at the end of the file
     */
    boolean next() {
        if (pushedBack) {
            pushedBack = false;
            return true;
        }
        if (pos >= b.length) {
            return false;
        }
        int line = nextLine;
        int cs = pos;
        int ce = lineEnd(cs);
        pos = after(ce);
        nextLine++;
        int vs = pos;
        int ve = lineEnd(vs);
        if (vs >= b.length) {
            // the code is on the last line and no value line follows
            throw report.fail(line, "", "group code", "group code '" + abbreviate(text(cs, ce).strip())
                    + "' at the last line has no value line; the file is truncated or its code/value pairs are out"
                    + " of step");
        }
        pos = after(ve);
        nextLine++;
        code = parseCode(cs, ce, line);
        codeLine = line;
        valueStart = vs;
        valueEnd = ve;
        return true;
    }

    /** Makes the next {@link #next()} return the current group again. */
    void pushBack() {
        pushedBack = true;
    }

    /** The current group's code. */
    int code() {
        return code;
    }

    /** The 1-based line of the current group's code. */
    int line() {
        return codeLine;
    }

    /** The current group's value as written. */
    String value() {
        return text(valueStart, valueEnd);
    }

    /** The current group's value without surrounding white space. */
    String trimmed() {
        return value().strip();
    }

    /** Whether the current value, without surrounding ASCII white space, is exactly this ASCII text. */
    boolean valueIs(String ascii) {
        int s = valueStart;
        int e = valueEnd;
        while (s < e && isBlank(b[s])) {
            s++;
        }
        while (e > s && isBlank(b[e - 1])) {
            e--;
        }
        if (e - s != ascii.length()) {
            return false;
        }
        for (int i = 0; i < ascii.length(); i++) {
            if (b[s + i] != ascii.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** The current group as a record. */
    DxfGroup group() {
        return new DxfGroup(code, value(), codeLine);
    }

    /** Bytes read so far (for progress). */
    int position() {
        return pos;
    }

    /** The file's size in bytes. */
    int size() {
        return b.length;
    }

    static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }

    private static boolean isBlank(byte c) {
        return c == ' ' || c == '\t';
    }

    private String text(int s, int e) {
        return new String(b, s, e - s, charset);
    }

    /** The end (exclusive) of the line starting at s: the next CR or LF, or the end of the file. */
    private int lineEnd(int s) {
        int i = s;
        while (i < b.length && b[i] != '\n' && b[i] != '\r') {
            i++;
        }
        return i;
    }

    /** The start of the line after one ending at e (CR LF, CR or LF). */
    private int after(int e) {
        if (e >= b.length) {
            return b.length;
        }
        return b[e] == '\r' && e + 1 < b.length && b[e + 1] == '\n' ? e + 2 : e + 1;
    }

    private int parseCode(int s, int e, int line) {
        int i = s;
        int j = e;
        while (i < j && isBlank(b[i])) {
            i++;
        }
        while (j > i && isBlank(b[j - 1])) {
            j--;
        }
        boolean negative = i < j && b[i] == '-';
        int k = negative ? i + 1 : i;
        long v = 0;
        boolean ok = k < j && j - k <= 9;
        for (int m = k; ok && m < j; m++) {
            int d = b[m] - '0';
            ok = d >= 0 && d <= 9;
            v = 10 * v + d;
        }
        if (ok) {
            return (int) (negative ? -v : v);
        }
        String codeText = text(s, e).strip();
        try {
            return Integer.parseInt(codeText);
        } catch (NumberFormatException ex) {
            throw report.fail(line, "", "group code", "group code = '" + abbreviate(codeText)
                    + "' is not an integer; a DXF file alternates lines of integer group codes and values"
                    + " (the pairs are out of step or the file is not DXF)");
        }
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (bytes[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static int lineOf(byte[] bytes, int index) {
        int line = 1;
        for (int i = 0; i < index; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }

    /** Whether the bytes are valid UTF-8 (the JDK decoder, chunk by chunk, so a large file is not copied). */
    private static boolean isUtf8(byte[] bytes) {
        boolean ascii = true;
        for (byte x : bytes) {
            if (x < 0) {
                ascii = false;
                break;
            }
        }
        if (ascii) {
            return true;
        }
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(DECODE_CHUNK);
        while (true) {
            CoderResult r = d.decode(in, out, true);
            if (r.isError()) {
                return false;
            }
            if (r.isUnderflow()) {
                out.clear();
                return !d.flush(out).isError();
            }
            out.clear();
        }
    }
}

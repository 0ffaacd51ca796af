package org.snapfit.cadimport.dxf;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.snapfit.cadimport.diag.ImportReport;

/** Splits the bytes of an ASCII DXF file into groups; rejects binary DXF and broken code/value pairs. */
final class DxfTokenizer {

    /** The first bytes of a binary DXF file. */
    static final String BINARY_SENTINEL = "AutoCAD Binary DXF";

    private DxfTokenizer() {
    }

    static List<DxfGroup> tokenize(byte[] bytes, ImportReport report) {
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
        String text = decode(bytes);
        List<String> lines = splitLines(text);
        if (lines.isEmpty()) {
            throw report.fail(0, "", "", "the file is empty; a DXF file needs at least the group 0/EOF");
        }
        List<DxfGroup> groups = new ArrayList<>(lines.size() / 2);
        for (int i = 0; i + 1 < lines.size(); i += 2) {
            String codeText = lines.get(i).strip();
            int code;
            try {
                code = Integer.parseInt(codeText);
            } catch (NumberFormatException e) {
                throw report.fail(i + 1, "", "group code", "group code = '" + abbreviate(codeText)
                        + "' is not an integer; a DXF file alternates lines of integer group codes and values"
                        + " (the pairs are out of step or the file is not DXF)");
            }
            groups.add(new DxfGroup(code, lines.get(i + 1), i + 1));
        }
        if (lines.size() % 2 != 0) {
            int last = lines.size();
            throw report.fail(last, "", "group code", "group code '" + abbreviate(lines.get(last - 1).strip())
                    + "' at the last line has no value line; the file is truncated or its code/value pairs are out of step");
        }
        return groups;
    }

    static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
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

    /** UTF-8 (R2007 and later, and plain ASCII) when valid, otherwise ISO-8859-1 (older code pages). */
    private static String decode(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }

    private static List<String> splitLines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(text.substring(start, i));
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        if (start < n) {
            lines.add(text.substring(start));
        }
        if (!lines.isEmpty() && lines.get(0).startsWith("\uFEFF")) {
            lines.set(0, lines.get(0).substring(1));
        }
        return lines;
    }
}

package org.snapfit.cadimport.step.p21;

import java.io.IOException;
import java.io.Reader;
import org.snapfit.cadimport.diag.ImportReport;

/**
 * Streaming tokenizer for ISO 10303-21 text (§5 of the standard): skips white space and {@code /* … *}{@code /}
 * comments anywhere, tracks line numbers, decodes string escapes. Not thread-safe (a parsing engine); reports
 * malformed text through {@link ImportReport#fail}.
 */
final class P21Lexer {
    /** Token kinds. */
    enum Kind { LPAREN, RPAREN, COMMA, SEMI, EQ, DOLLAR, STAR, REF, KEYWORD, NUMBER, STRING, ENUM, BINARY, EOF }

    private static final int BUF = 1 << 16;
    /** Largest accepted token (characters); longer strings are rejected so memory stays bounded by the file. */
    static final int MAX_TOKEN = 1 << 24;

    private final Reader in;
    private final ImportReport report;
    private final char[] buf = new char[BUF];
    private int pos;
    private int len;
    private int line = 1;

    private Kind kind;
    private final StringBuilder text = new StringBuilder();
    private int tokenLine;

    P21Lexer(Reader in, ImportReport report) {
        this.in = in;
        this.report = report;
    }

    Kind kind() {
        return kind;
    }

    String text() {
        return text.toString();
    }

    int tokenLine() {
        return tokenLine;
    }

    int line() {
        return line;
    }

    private int peek() throws IOException {
        if (pos == len) {
            len = in.read(buf, 0, BUF);
            pos = 0;
            if (len <= 0) {
                len = 0;
                return -1;
            }
        }
        return buf[pos];
    }

    private int read() throws IOException {
        int c = peek();
        if (c >= 0) {
            pos++;
            if (c == '\n') {
                line++;
            }
        }
        return c;
    }

    private void append(char c) {
        if (text.length() >= MAX_TOKEN) {
            report.fail(tokenLine, "", "", "token longer than " + MAX_TOKEN + " characters");
        }
        text.append(c);
    }

    /**
     * Advances to the next token.
     *
     * @return its kind
     * @throws IOException on a read failure
     */
    Kind next() throws IOException {
        text.setLength(0);
        skipBlank();
        tokenLine = line;
        int c = read();
        if (c < 0) {
            kind = Kind.EOF;
            return kind;
        }
        Kind single = single(c);
        if (single != null) {
            kind = single;
            return kind;
        }
        switch (c) {
            case '#':
                readRef();
                break;
            case '\'':
                readString();
                break;
            case '"':
                readBinary();
                break;
            case '.':
                readEnum();
                break;
            default:
                if (Character.isLetter(c) || c == '_' || c == '!') {
                    append((char) c);
                    readKeyword();
                } else if (Character.isDigit(c) || c == '+' || c == '-') {
                    append((char) c);
                    readNumber();
                } else {
                    report.fail(tokenLine, "", "", "unexpected character '" + printable(c) + "'");
                }
        }
        return kind;
    }

    private static Kind single(int c) {
        switch (c) {
            case '(':
                return Kind.LPAREN;
            case ')':
                return Kind.RPAREN;
            case ',':
                return Kind.COMMA;
            case ';':
                return Kind.SEMI;
            case '=':
                return Kind.EQ;
            case '$':
                return Kind.DOLLAR;
            case '*':
                return Kind.STAR;
            default:
                return null;
        }
    }

    private static String printable(int c) {
        return c >= 32 && c < 127 ? String.valueOf((char) c) : String.format("\\u%04x", c);
    }

    private void skipBlank() throws IOException {
        while (true) {
            int c = peek();
            if (c < 0) {
                return;
            }
            if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f') {
                read();
            } else if (c == '/') {
                read();
                if (peek() != '*') {
                    report.fail(line, "", "", "unexpected character '/' (a comment starts with /*)");
                }
                read();
                int start = line;
                int prev = 0;
                while (true) {
                    int d = read();
                    if (d < 0) {
                        report.fail(start, "", "", "comment opened here is never closed with */");
                    }
                    if (prev == '*' && d == '/') {
                        break;
                    }
                    prev = d;
                }
            } else {
                return;
            }
        }
    }

    private void readRef() throws IOException {
        while (peek() >= '0' && peek() <= '9') {
            append((char) read());
        }
        if (text.length() == 0 || text.length() > 18) {
            report.fail(tokenLine, "", "", "'#' must be followed by an instance number of 1 to 18 digits");
        }
        kind = Kind.REF;
    }

    private void readKeyword() throws IOException {
        while (true) {
            int c = peek();
            if (Character.isLetterOrDigit(c) || c == '_' || c == '-') {
                append(Character.toUpperCase((char) read()));
            } else {
                break;
            }
        }
        for (int i = 0; i < text.length(); i++) {
            text.setCharAt(i, Character.toUpperCase(text.charAt(i)));
        }
        kind = Kind.KEYWORD;
    }

    private void readNumber() throws IOException {
        while (true) {
            int c = peek();
            if (Character.isDigit(c) || c == '.' || c == 'E' || c == 'e'
                    || ((c == '+' || c == '-') && (last() == 'E' || last() == 'e'))) {
                append((char) read());
            } else {
                break;
            }
        }
        kind = Kind.NUMBER;
    }

    private char last() {
        return text.length() == 0 ? 0 : text.charAt(text.length() - 1);
    }

    private void readEnum() throws IOException {
        while (true) {
            int c = read();
            if (c == '.') {
                break;
            }
            if (c < 0 || !(Character.isLetterOrDigit(c) || c == '_')) {
                report.fail(tokenLine, "", "", "enumeration value ." + text + " is not closed by '.'");
            }
            append(Character.toUpperCase((char) c));
        }
        if (text.length() == 0) {
            report.fail(tokenLine, "", "", "empty enumeration value '..'");
        }
        kind = Kind.ENUM;
    }

    private void readBinary() throws IOException {
        while (true) {
            int c = read();
            if (c == '"') {
                break;
            }
            if (c < 0 || Character.digit(c, 16) < 0) {
                report.fail(tokenLine, "", "", "binary literal \"" + text + " holds a non-hex character or is not closed");
            }
            append((char) c);
        }
        kind = Kind.BINARY;
    }

    private void readString() throws IOException {
        while (true) {
            int c = read();
            if (c < 0) {
                report.fail(tokenLine, "", "", "string opened here is never closed with '");
            }
            if (c == '\'') {
                if (peek() == '\'') {
                    read();
                    append('\'');
                    continue;
                }
                break;
            }
            if (c == '\n' || c == '\r') {
                continue;
            }
            if (c == '\\') {
                readEscape();
                continue;
            }
            append((char) c);
        }
        kind = Kind.STRING;
    }

    private void readEscape() throws IOException {
        int c = read();
        if (c == '\\') {
            append('\\');
        } else if (c == 'S') {
            expect('\\');
            int d = read();
            if (d < 0) {
                report.fail(tokenLine, "", "", "string ends inside a \\S\\ escape");
            }
            append((char) (d + 128));
        } else if (c == 'P') {
            read();
            expect('\\');
        } else if (c == 'X') {
            int d = read();
            if (d == '\\') {
                append((char) hex(2));
            } else if (d == '2' || d == '4') {
                expect('\\');
                int width = d == '2' ? 4 : 8;
                while (true) {
                    if (peek() == '\\') {
                        read();
                        expect('X');
                        expect('0');
                        expect('\\');
                        break;
                    }
                    int cp = hex(width);
                    if (!Character.isValidCodePoint(cp)) {
                        report.fail(tokenLine, "", "", "\\X4\\ escape holds an invalid code point " + cp);
                    }
                    for (char ch : Character.toChars(cp)) {
                        append(ch);
                    }
                }
            } else {
                report.fail(tokenLine, "", "", "unknown string escape \\X" + printable(d));
            }
        } else {
            // a lone backslash: keep it literally (lenient, as common exporters write paths)
            append('\\');
            if (c >= 0 && c != '\'') {
                append((char) c);
            } else if (c == '\'') {
                pos--;
            }
        }
    }

    private void expect(char e) throws IOException {
        int c = read();
        if (c != e) {
            report.fail(tokenLine, "", "", "string escape: expected '" + e + "' but found '"
                    + (c < 0 ? "end of file" : printable(c)) + "'");
        }
    }

    private int hex(int digits) throws IOException {
        int v = 0;
        for (int i = 0; i < digits; i++) {
            int c = read();
            int d = c < 0 ? -1 : Character.digit(c, 16);
            if (d < 0) {
                report.fail(tokenLine, "", "", "string escape: expected a hex digit but found '"
                        + (c < 0 ? "end of file" : printable(c)) + "'");
            }
            v = v * 16 + d;
        }
        return v;
    }
}

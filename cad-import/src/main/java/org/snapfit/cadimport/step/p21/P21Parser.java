package org.snapfit.cadimport.step.p21;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.p21.P21Lexer.Kind;
import org.snapfit.core.io.InputFiles;

/**
 * Reads ISO 10303-21 ("STEP Part 21") clear text into a {@link P21File}: one pass over a character stream,
 * memory proportional to the file. Accepts comments anywhere, records wrapped over lines, {@code $} and {@code *},
 * enumerations, typed parameters ({@code LENGTH_MEASURE(1.E-07)}), reals such as {@code 1.E-07} and {@code -0.},
 * empty lists, {@code ''}, {@code \X2\…\X0\}, {@code \X\hh} and {@code \S\} string escapes, complex instances
 * {@code #n=(A(..) B(..))}, several DATA sections, and keywords in any case. Stateless and thread-safe.
 *
 * <p>Syntax errors (unexpected token, unterminated string or comment, duplicate {@code #id}, truncated file, nesting
 * deeper than {@link #MAX_DEPTH}) end the parse with an {@link ImportException} whose diagnostic names the line.
 */
public final class P21Parser {
    /** Deepest accepted nesting of parenthesised lists (a guard against stack exhaustion by hostile input). */
    public static final int MAX_DEPTH = 64;

    private P21Parser() {
    }

    /**
     * Parses a file (UTF-8; bytes that are not UTF-8 are replaced).
     *
     * @param file the file
     * @param report collects diagnostics
     * @return the parsed file
     * @throws IOException if the file cannot be read: missing, not a regular file, larger than {@link
     *     InputFiles#DEFAULT_MAX_BYTES} ({@link org.snapfit.core.io.InputFileException}, naming the file)
     * @throws ImportException on a syntax error (diagnostic with line)
     */
    public static P21File parse(Path file, ImportReport report) throws IOException {
        return parse(file, report, InputFiles.DEFAULT_MAX_BYTES);
    }

    /**
     * Parses a file of at most {@code maxBytes} bytes (UTF-8; bytes that are not UTF-8 are replaced).
     *
     * @param file the file
     * @param report collects diagnostics
     * @param maxBytes the largest file accepted, bytes, {@code >= 0}
     * @return the parsed file
     * @throws IOException if the file cannot be read: missing, not a regular file, larger than {@code maxBytes}
     *     ({@link org.snapfit.core.io.InputFileException}, naming the file, its size and the limit)
     * @throws ImportException on a syntax error (diagnostic with line)
     */
    public static P21File parse(Path file, ImportReport report, long maxBytes) throws IOException {
        try (InputStream s = InputFiles.open(file, maxBytes)) {
            return parse(new InputStreamReader(s, StandardCharsets.UTF_8), report);
        }
    }

    /**
     * Parses from a reader.
     *
     * @param reader the text
     * @param report collects diagnostics
     * @return the parsed file
     * @throws IOException if reading fails
     * @throws ImportException on a syntax error (diagnostic with line)
     */
    public static P21File parse(Reader reader, ImportReport report) throws IOException {
        Reader r = reader instanceof BufferedReader ? reader : new BufferedReader(reader, 1 << 16);
        return new Engine(new P21Lexer(r, report), report).file();
    }

    /** The recursive-descent state of one parse. */
    private static final class Engine {
        private final P21Lexer lx;
        private final ImportReport report;

        Engine(P21Lexer lx, ImportReport report) {
            this.lx = lx;
            this.report = report;
        }

        private String describe() {
            switch (lx.kind()) {
                case EOF: return "end of file";
                case KEYWORD: return "keyword " + lx.text();
                case REF: return "#" + lx.text();
                case STRING: return "string '" + abbreviate(lx.text()) + "'";
                case NUMBER: return "number " + lx.text();
                case ENUM: return "." + lx.text() + ".";
                default: return lx.kind().name();
            }
        }

        private static String abbreviate(String s) {
            return s.length() > 40 ? s.substring(0, 40) + "…" : s;
        }

        private ImportException unexpected(String wanted, String entity) {
            return report.fail(lx.tokenLine(), entity, "", "expected " + wanted + " but found " + describe());
        }

        private void expect(Kind k, String wanted, String entity) throws IOException {
            if (lx.kind() != k) {
                throw unexpected(wanted, entity);
            }
            lx.next();
        }

        private void expectKeyword(String kw) throws IOException {
            if (lx.kind() != Kind.KEYWORD || !lx.text().equals(kw)) {
                throw unexpected(kw, "");
            }
            lx.next();
        }

        P21File file() throws IOException {
            lx.next();
            expectKeyword("ISO-10303-21");
            expect(Kind.SEMI, "';'", "");
            expectKeyword("HEADER");
            expect(Kind.SEMI, "';'", "");
            List<P21Part> header = new ArrayList<>();
            List<String> schemas = new ArrayList<>();
            while (!(lx.kind() == Kind.KEYWORD && lx.text().equals("ENDSEC"))) {
                if (lx.kind() != Kind.KEYWORD) {
                    throw unexpected("a header entity or ENDSEC", "");
                }
                P21Part p = part("", 0);
                expect(Kind.SEMI, "';'", p.type());
                header.add(p);
                if (p.type().equals("FILE_SCHEMA") && !p.params().isEmpty()
                        && p.params().get(0) instanceof P21Value.ListValue l) {
                    for (P21Value v : l.items()) {
                        if (v instanceof P21Value.Str s) {
                            schemas.add(s.text());
                        }
                    }
                }
            }
            lx.next();
            expect(Kind.SEMI, "';'", "");
            Map<Long, P21Instance> instances = new LinkedHashMap<>();
            while (lx.kind() == Kind.KEYWORD && lx.text().equals("DATA")) {
                lx.next();
                if (lx.kind() == Kind.LPAREN) {
                    params("DATA", 0);
                }
                expect(Kind.SEMI, "';'", "");
                while (lx.kind() == Kind.REF) {
                    instance(instances);
                }
                expectKeyword("ENDSEC");
                expect(Kind.SEMI, "';'", "");
            }
            expectKeyword("END-ISO-10303-21");
            expect(Kind.SEMI, "';'", "");
            return new P21File(schemas, header, instances);
        }

        private void instance(Map<Long, P21Instance> instances) throws IOException {
            int line = lx.tokenLine();
            long id = Long.parseLong(lx.text());
            String ent = "#" + id;
            lx.next();
            expect(Kind.EQ, "'='", ent);
            List<P21Part> parts = new ArrayList<>();
            if (lx.kind() == Kind.LPAREN) {
                lx.next();
                while (lx.kind() == Kind.KEYWORD) {
                    parts.add(part(ent, 1));
                }
                if (parts.isEmpty()) {
                    throw unexpected("an entity name in the complex instance", ent);
                }
                expect(Kind.RPAREN, "')'", ent);
            } else if (lx.kind() == Kind.KEYWORD) {
                parts.add(part(ent, 0));
            } else {
                throw unexpected("an entity name or '('", ent);
            }
            if (lx.kind() != Kind.SEMI) {
                throw unexpected("';'", ent);
            }
            lx.next();
            if (instances.containsKey(id)) {
                throw report.fail(line, ent, "", "instance number #" + id + " is defined twice (first on line "
                        + instances.get(id).line() + ")");
            }
            instances.put(id, new P21Instance(id, line, parts));
        }

        private P21Part part(String ent, int depth) throws IOException {
            String type = lx.text();
            lx.next();
            if (lx.kind() != Kind.LPAREN) {
                throw unexpected("'(' after " + type, ent);
            }
            return new P21Part(type, params(ent, depth));
        }

        /** Parses {@code ( … )} starting at '('; returns the elements; leaves the token after ')'. */
        private List<P21Value> params(String ent, int depth) throws IOException {
            if (depth > MAX_DEPTH) {
                throw report.fail(lx.tokenLine(), ent, "", "lists nested deeper than " + MAX_DEPTH);
            }
            lx.next();
            List<P21Value> out = new ArrayList<>();
            if (lx.kind() == Kind.RPAREN) {
                lx.next();
                return out;
            }
            while (true) {
                out.add(value(ent, depth));
                if (lx.kind() == Kind.COMMA) {
                    lx.next();
                } else if (lx.kind() == Kind.RPAREN) {
                    lx.next();
                    return out;
                } else {
                    throw unexpected("',' or ')'", ent);
                }
            }
        }

        private P21Value value(String ent, int depth) throws IOException {
            P21Value v;
            switch (lx.kind()) {
                case REF:
                    v = new P21Value.Ref(Long.parseLong(lx.text()));
                    break;
                case NUMBER:
                    v = number(ent);
                    break;
                case STRING:
                    v = new P21Value.Str(lx.text());
                    break;
                case ENUM:
                    v = new P21Value.Enum(lx.text());
                    break;
                case BINARY:
                    v = new P21Value.Binary(lx.text());
                    break;
                case DOLLAR:
                    v = new P21Value.Unset();
                    break;
                case STAR:
                    v = new P21Value.Derived();
                    break;
                case LPAREN:
                    return new P21Value.ListValue(params(ent, depth + 1));
                case KEYWORD: {
                    String type = lx.text();
                    lx.next();
                    if (lx.kind() != Kind.LPAREN) {
                        throw unexpected("'(' after typed parameter " + type, ent);
                    }
                    List<P21Value> inner = params(ent, depth + 1);
                    if (inner.size() != 1) {
                        throw report.fail(lx.tokenLine(), ent, "", "typed parameter " + type + " holds "
                                + inner.size() + " values; it must hold exactly one");
                    }
                    return new P21Value.Typed(type, inner.get(0));
                }
                default:
                    throw unexpected("a parameter value", ent);
            }
            lx.next();
            return v;
        }

        private P21Value number(String ent) {
            String t = lx.text();
            boolean integer = t.indexOf('.') < 0 && t.indexOf('E') < 0 && t.indexOf('e') < 0;
            try {
                double d = Double.parseDouble(t);
                if (!Double.isFinite(d)) {
                    throw report.fail(lx.tokenLine(), ent, "", "number " + t + " is out of the double range");
                }
                return new P21Value.Num(t, d, integer);
            } catch (NumberFormatException e) {
                throw report.fail(lx.tokenLine(), ent, "", "malformed number '" + t + "'");
            }
        }
    }
}

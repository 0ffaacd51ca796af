package org.snapfit.cadimport.mesh;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.mesh.TriangleMesh;

/**
 * Reads STL (ASCII or binary, decided by content) and Wavefront OBJ files into a {@link TriangleMesh} with shared
 * vertices (bit-identical coordinates are one vertex). Written here rather than taken from a library: the formats
 * are a few dozen lines, and the reader must report line numbers and byte offsets through snapfit's diagnostics.
 * Stateless and thread-safe.
 */
public final class MeshReader {
    /** Largest binary STL triangle count accepted without reading (guards against a corrupt header). */
    public static final long MAX_TRIANGLES = 50_000_000L;

    /**
     * Largest magnitude of a text coordinate (in the file's unit): a volume is a sum of products of three
     * coordinates, which stays finite below 1e100 (binary STL floats are below 3.4e38 anyway).
     */
    public static final double MAX_COORDINATE = 1e100;

    private MeshReader() {
    }

    /**
     * One named part of a mesh file with the exact value of every vertex: ASCII STL {@code solid NAME} blocks and
     * OBJ {@code o NAME} / {@code g NAME} groups are parts; a binary STL is one part named by its file. Immutable.
     *
     * @param name the part name (the file's stem when the file names none)
     * @param line the line where the part starts (0 for binary STL)
     * @param mesh the part's triangles (mm)
     * @param exactVertices the exact coordinates of each mesh vertex: the decimal text of ASCII STL and OBJ parsed
     *     as rationals, the exact value of binary STL's float32 numbers; when two texts round to the same double, the
     *     vertex keeps the first one
     * @param float32 whether the coordinates are binary STL float32 values (else decimal text)
     */
    public record MeshPart(String name, int line, TriangleMesh mesh, List<ExactPoint3> exactVertices, boolean float32) {
        /**
         * Copies.
         *
         * @param name the name
         * @param line the line
         * @param mesh the mesh
         * @param exactVertices the exact vertices
         * @param float32 the coordinate kind
         */
        public MeshPart {
            exactVertices = List.copyOf(exactVertices);
        }
    }

    /**
     * Reads a mesh file as named parts with exact vertex coordinates (see {@link MeshPart}).
     *
     * @param file the file ({@code .obj} by extension, else STL by content)
     * @param report receives diagnostics
     * @return the parts, in file order, each with at least one triangle
     * @throws IOException if the file cannot be read: missing, not a regular file, larger than {@link
     *     InputFiles#DEFAULT_MAX_BYTES} ({@link org.snapfit.core.io.InputFileException}, naming the file)
     * @throws ImportException if the content is malformed
     */
    public static List<MeshPart> readParts(Path file, ImportReport report) throws IOException {
        return readParts(file, report, InputFiles.DEFAULT_MAX_BYTES);
    }

    /**
     * Reads a mesh file of at most {@code maxBytes} bytes as named parts with exact vertex coordinates (see
     * {@link MeshPart}).
     *
     * @param file the file ({@code .obj} by extension, else STL by content)
     * @param report receives diagnostics
     * @param maxBytes the largest file accepted, bytes, {@code >= 0}
     * @return the parts, in file order, each with at least one triangle
     * @throws IOException if the file cannot be read: missing, not a regular file, larger than {@code maxBytes}
     *     ({@link org.snapfit.core.io.InputFileException}, naming the file, its size and the limit)
     * @throws ImportException if the content is malformed
     */
    public static List<MeshPart> readParts(Path file, ImportReport report, long maxBytes) throws IOException {
        byte[] bytes = InputFiles.readAllBytes(file, maxBytes);
        String stem = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        Parts parts = new Parts(true, stem);
        if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".obj")) {
            parseObj(bytes, report, parts);
        } else {
            parseStl(bytes, report, parts);
        }
        return parts.parts(report);
    }

    /**
     * Reads a mesh file; the format is chosen by extension ({@code .obj}) or content (STL).
     *
     * @param file the file
     * @param report receives diagnostics
     * @return the mesh
     * @throws IOException if the file cannot be read: missing, not a regular file, larger than {@link
     *     InputFiles#DEFAULT_MAX_BYTES} ({@link org.snapfit.core.io.InputFileException}, naming the file)
     * @throws ImportException if the content is malformed (diagnostic with line or byte offset)
     */
    public static TriangleMesh read(Path file, ImportReport report) throws IOException {
        byte[] bytes = InputFiles.readAllBytes(file, InputFiles.DEFAULT_MAX_BYTES);
        if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".obj")) {
            return readObj(bytes, report);
        }
        return readStl(bytes, report);
    }

    /** Collects parts (or, unsplit, one mesh). */
    private static final class Parts {
        private final boolean split;
        private final String stem;
        private final List<Builder> builders = new ArrayList<>();
        private final List<String> names = new ArrayList<>();
        private final List<Integer> lines = new ArrayList<>();
        private boolean float32;

        Parts(boolean split, String stem) {
            this.split = split;
            this.stem = stem;
            begin("", 0);
        }

        void begin(String name, int line) {
            if (!builders.isEmpty() && (!split || current().triangles.isEmpty())) {
                if (names.get(names.size() - 1).isEmpty()) {
                    names.set(names.size() - 1, name);
                    lines.set(lines.size() - 1, line);
                }
                return;
            }
            builders.add(new Builder());
            names.add(name);
            lines.add(line);
        }

        Builder current() {
            return builders.get(builders.size() - 1);
        }

        List<MeshPart> parts(ImportReport report) {
            List<MeshPart> out = new ArrayList<>();
            for (int i = 0; i < builders.size(); i++) {
                Builder b = builders.get(i);
                if (b.triangles.isEmpty() && (builders.size() > 1)) {
                    continue;
                }
                String n = names.get(i).isBlank() ? stem : names.get(i).strip();
                out.add(new MeshPart(n, lines.get(i), b.build(report), b.exact, float32));
            }
            return out;
        }
    }

    /**
     * Reads STL bytes: binary when the size equals 84 + 50 × (triangle count in the header), else ASCII.
     *
     * @param bytes the content
     * @param report receives diagnostics
     * @return the mesh
     * @throws ImportException if the content is malformed
     */
    public static TriangleMesh readStl(byte[] bytes, ImportReport report) {
        Parts parts = new Parts(false, "");
        parseStl(bytes, report, parts);
        return parts.current().build(report);
    }

    private static void parseStl(byte[] bytes, ImportReport report, Parts parts) {
        if (bytes.length >= 84) {
            long n = ByteBuffer.wrap(bytes, 80, 4).order(ByteOrder.LITTLE_ENDIAN).getInt() & 0xffffffffL;
            if (84 + 50 * n == bytes.length) {
                readBinaryStl(bytes, n, report, parts);
                return;
            }
        }
        String head = new String(bytes, 0, Math.min(bytes.length, 512), StandardCharsets.ISO_8859_1).trim();
        if (!head.regionMatches(true, 0, "solid", 0, 5)) {
            if (bytes.length >= 84) {
                long n = ByteBuffer.wrap(bytes, 80, 4).order(ByteOrder.LITTLE_ENDIAN).getInt() & 0xffffffffL;
                throw report.fail(0, "", "triangle count", "binary STL header declares " + n + " triangles ("
                        + (84 + 50 * n) + " bytes) but the file has " + bytes.length + " bytes");
            }
            throw report.fail(1, "", "", "not an STL file: ASCII STL starts with 'solid' and binary STL has at least 84 bytes");
        }
        readAsciiStl(bytes, report, parts);
    }

    private static void readBinaryStl(byte[] bytes, long n, ImportReport report, Parts parts) {
        if (n > MAX_TRIANGLES) {
            throw report.fail(0, "", "triangle count", "binary STL declares " + n + " triangles; at most "
                    + MAX_TRIANGLES + " accepted");
        }
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        parts.float32 = true;
        Builder m = parts.current();
        for (int t = 0; t < n; t++) {
            int off = 84 + 50 * t + 12;
            int[] idx = new int[3];
            for (int k = 0; k < 3; k++) {
                float x = b.getFloat(off + 12 * k);
                float y = b.getFloat(off + 12 * k + 4);
                float z = b.getFloat(off + 12 * k + 8);
                if (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z)) {
                    throw report.fail(0, "triangle " + t, "byte " + (off + 12 * k), "vertex coordinate is not finite");
                }
                idx[k] = m.vertex(x, y, z, null);
            }
            m.triangle(idx, report, 0, "triangle " + t);
        }
    }

    private static void readAsciiStl(byte[] bytes, ImportReport report, Parts parts) {
        int[] idx = new int[3];
        int k = 0;
        int lineNo = 0;
        int facetLine = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(bytes),
                StandardCharsets.ISO_8859_1))) {
            String line;
            while ((line = r.readLine()) != null) {
                lineNo++;
                String[] f = line.trim().split("\\s+");
                String kw = f[0].toLowerCase(Locale.ROOT);
                if (kw.equals("solid")) {
                    parts.begin(line.trim().length() > 5 ? line.trim().substring(5).strip() : "", lineNo);
                } else if (kw.equals("facet")) {
                    k = 0;
                    facetLine = lineNo;
                } else if (kw.equals("vertex")) {
                    if (f.length != 4) {
                        throw report.fail(lineNo, "", "vertex", "vertex line has " + (f.length - 1)
                                + " numbers; need 3");
                    }
                    if (k == 3) {
                        throw report.fail(lineNo, "", "vertex", "facet has more than 3 vertices");
                    }
                    idx[k++] = parts.current().vertex(num(f[1], lineNo, report), num(f[2], lineNo, report),
                            num(f[3], lineNo, report), new String[] {f[1], f[2], f[3]});
                } else if (kw.equals("endfacet")) {
                    if (k != 3) {
                        throw report.fail(lineNo, "", "facet", "facet starting on line " + facetLine + " has " + k
                                + " vertices; need 3");
                    }
                    parts.current().triangle(idx.clone(), report, lineNo, "facet");
                    k = 0;
                }
            }
        } catch (IOException e) {
            throw report.fail(lineNo, "", "", "read error: " + e.getMessage());
        }
    }

    private static double num(String s, int line, ImportReport report) {
        try {
            double d = Double.parseDouble(s);
            if (!Double.isFinite(d)) {
                throw report.fail(line, "", "coordinate", "coordinate " + s + " is not finite");
            }
            if (Math.abs(d) > MAX_COORDINATE) {
                throw report.fail(line, "", "coordinate", "coordinate " + s + " is beyond ±1e100"
                        + "; areas and volumes (products of three coordinates) would overflow");
            }
            return d;
        } catch (NumberFormatException e) {
            throw report.fail(line, "", "coordinate", "'" + s + "' is not a number");
        }
    }

    /**
     * Reads OBJ bytes: {@code v x y z} vertices and {@code f a b c …} faces (1-based or negative relative indices,
     * {@code a/t/n} forms); polygons are fanned into triangles; other records are ignored.
     *
     * @param bytes the content
     * @param report receives diagnostics
     * @return the mesh
     * @throws ImportException if a record is malformed
     */
    public static TriangleMesh readObj(byte[] bytes, ImportReport report) {
        Parts parts = new Parts(false, "");
        parseObj(bytes, report, parts);
        return parts.current().build(report);
    }

    private static void parseObj(byte[] bytes, ImportReport report, Parts parts) {
        List<double[]> vs = new ArrayList<>();
        List<String[]> texts = new ArrayList<>();
        int lineNo = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(bytes),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                lineNo++;
                String t = line.trim();
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] f = t.split("\\s+");
                if (f[0].equals("v")) {
                    if (f.length < 4) {
                        throw report.fail(lineNo, "", "v", "vertex has " + (f.length - 1) + " numbers; need 3");
                    }
                    vs.add(new double[] {num(f[1], lineNo, report), num(f[2], lineNo, report), num(f[3], lineNo, report)});
                    texts.add(new String[] {f[1], f[2], f[3]});
                } else if (f[0].equals("o") || f[0].equals("g")) {
                    parts.begin(t.substring(1).strip(), lineNo);
                } else if (f[0].equals("f")) {
                    if (f.length < 4) {
                        throw report.fail(lineNo, "", "f", "face has " + (f.length - 1) + " vertices; need at least 3");
                    }
                    int[] ids = new int[f.length - 1];
                    for (int i = 1; i < f.length; i++) {
                        String s = f[i].split("/")[0];
                        int v;
                        try {
                            v = Integer.parseInt(s);
                        } catch (NumberFormatException e) {
                            throw report.fail(lineNo, "", "f", "face index '" + f[i] + "' is not an integer");
                        }
                        int abs = v < 0 ? vs.size() + v : v - 1;
                        if (v == 0 || abs < 0 || abs >= vs.size()) {
                            throw report.fail(lineNo, "", "f", "face index " + v + " is outside 1.." + vs.size());
                        }
                        double[] p = vs.get(abs);
                        ids[i - 1] = parts.current().vertex(p[0], p[1], p[2], texts.get(abs));
                    }
                    for (int i = 1; i + 1 < ids.length; i++) {
                        parts.current().triangle(new int[] {ids[0], ids[i], ids[i + 1]}, report, lineNo, "f");
                    }
                }
            }
        } catch (IOException e) {
            throw report.fail(lineNo, "", "", "read error: " + e.getMessage());
        }
    }

    /** Collects shared vertices and triangles. */
    private static final class Builder {
        private final Map<Vec3, Integer> ids = new HashMap<>();
        private final List<Vec3> vertices = new ArrayList<>();
        private final List<ExactPoint3> exact = new ArrayList<>();
        private final List<int[]> triangles = new ArrayList<>();
        private int degenerate;

        /** A vertex; {@code text} holds its three decimal texts, or null for float32 values (exact as doubles). */
        int vertex(double x, double y, double z, String[] text) {
            Vec3 v = new Vec3(x, y, z);
            Integer i = ids.get(v);
            if (i == null) {
                i = vertices.size();
                ids.put(v, i);
                vertices.add(v);
                exact.add(text == null ? ExactPoint3.fromVec3(v) : exactOf(text, v));
            }
            return i;
        }

        private static ExactPoint3 exactOf(String[] text, Vec3 v) {
            try {
                return ExactPoint3.parse(text[0], text[1], text[2]);
            } catch (NumberSyntaxException e) {
                return ExactPoint3.fromVec3(v); // e.g. "1e999" was already refused; other forms Java accepts
            }
        }

        void triangle(int[] t, ImportReport report, int line, String entity) {
            if (t[0] == t[1] || t[1] == t[2] || t[0] == t[2]) {
                degenerate++;
                if (degenerate == 1) {
                    report.add(line, entity, "", Severity.WARNING, "degenerate triangle (repeated vertex) skipped");
                }
                return;
            }
            triangles.add(t);
        }

        TriangleMesh build(ImportReport report) {
            if (triangles.isEmpty()) {
                throw report.fail(0, "", "", "the file holds no triangles");
            }
            if (degenerate > 1) {
                report.add(0, "", "", Severity.WARNING, degenerate + " degenerate triangles skipped in all");
            }
            return TriangleMesh.of(vertices, triangles);
        }
    }
}

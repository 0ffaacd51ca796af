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

    /**
     * Reads STL bytes: binary when the size equals 84 + 50 × (triangle count in the header), else ASCII.
     *
     * @param bytes the content
     * @param report receives diagnostics
     * @return the mesh
     * @throws ImportException if the content is malformed
     */
    public static TriangleMesh readStl(byte[] bytes, ImportReport report) {
        if (bytes.length >= 84) {
            long n = ByteBuffer.wrap(bytes, 80, 4).order(ByteOrder.LITTLE_ENDIAN).getInt() & 0xffffffffL;
            if (84 + 50 * n == bytes.length) {
                return readBinaryStl(bytes, n, report);
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
        return readAsciiStl(bytes, report);
    }

    private static TriangleMesh readBinaryStl(byte[] bytes, long n, ImportReport report) {
        if (n > MAX_TRIANGLES) {
            throw report.fail(0, "", "triangle count", "binary STL declares " + n + " triangles; at most "
                    + MAX_TRIANGLES + " accepted");
        }
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        Builder m = new Builder();
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
                idx[k] = m.vertex(x, y, z);
            }
            m.triangle(idx, report, 0, "triangle " + t);
        }
        return m.build(report);
    }

    private static TriangleMesh readAsciiStl(byte[] bytes, ImportReport report) {
        Builder m = new Builder();
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
                if (kw.equals("facet")) {
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
                    idx[k++] = m.vertex(num(f[1], lineNo, report), num(f[2], lineNo, report), num(f[3], lineNo, report));
                } else if (kw.equals("endfacet")) {
                    if (k != 3) {
                        throw report.fail(lineNo, "", "facet", "facet starting on line " + facetLine + " has " + k
                                + " vertices; need 3");
                    }
                    m.triangle(idx.clone(), report, lineNo, "facet");
                    k = 0;
                }
            }
        } catch (IOException e) {
            throw report.fail(lineNo, "", "", "read error: " + e.getMessage());
        }
        return m.build(report);
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
        List<double[]> vs = new ArrayList<>();
        Builder m = new Builder();
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
                        ids[i - 1] = m.vertex(p[0], p[1], p[2]);
                    }
                    for (int i = 1; i + 1 < ids.length; i++) {
                        m.triangle(new int[] {ids[0], ids[i], ids[i + 1]}, report, lineNo, "f");
                    }
                }
            }
        } catch (IOException e) {
            throw report.fail(lineNo, "", "", "read error: " + e.getMessage());
        }
        return m.build(report);
    }

    /** Collects shared vertices and triangles. */
    private static final class Builder {
        private final Map<Vec3, Integer> ids = new HashMap<>();
        private final List<Vec3> vertices = new ArrayList<>();
        private final List<int[]> triangles = new ArrayList<>();
        private int degenerate;

        int vertex(double x, double y, double z) {
            Vec3 v = new Vec3(x, y, z);
            Integer i = ids.get(v);
            if (i == null) {
                i = vertices.size();
                ids.put(v, i);
                vertices.add(v);
            }
            return i;
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

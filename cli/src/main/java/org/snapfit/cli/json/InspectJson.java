package org.snapfit.cli.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.snapfit.analysis.json.Json;

/**
 * Builds the {@code snapfit-inspect/1} JSON document with a stable key order (docs/formats/tool-documents.md).
 * Lengths are in the file's unit; measured values (approximate) are JSON numbers. Stateless and thread-safe.
 */
public final class InspectJson {
    /** The document format name. */
    public static final String FORMAT = "snapfit-inspect/1";


    private InspectJson() {
    }

    /**
     * One part: a product with bodies.
     *
     * @param name the product name
     * @param volume the volume (file unit³)
     * @param area the area (file unit²)
     * @param bbox [xmin, ymin, zmin, xmax, ymax, zmax] (file unit)
     * @param faces the number of faces
     * @param surfaceTypes face count by surface kind key
     */
    public record Part(String name, double volume, double area, double[] bbox, int faces,
            Map<String, Integer> surfaceTypes) {
    }

    /**
     * One placed instance of a part.
     *
     * @param path the product path from the root, joined with '/'
     * @param part the part name
     * @param matrix the 4×4 row-major world placement (translation in file units)
     * @param bbox the world box (file unit)
     */
    public record Instance(String path, String part, double[][] matrix, double[] bbox) {
    }

    /**
     * One diagnostic.
     *
     * @param severity lower-case severity
     * @param line the 1-based line, 0 if none
     * @param entity the entity, e.g. {@code #12}, or empty
     * @param message the message
     */
    public record Diag(String severity, int line, String entity, String message) {
    }

    /**
     * Renders the document.
     *
     * @param file the file as given
     * @param schema the schema or format name
     * @param units the length unit name
     * @param parts the parts
     * @param instances the instances
     * @param totalVolume Σ volume over instances
     * @param totalArea Σ area over instances
     * @param diagnostics the diagnostics
     * @return the JSON text
     */
    public static String render(String file, String schema, String units, List<Part> parts, List<Instance> instances,
            double totalVolume, double totalArea, List<Diag> diagnostics) {
        ObjectNode root = Json.object();
        root.put("format", FORMAT);
        root.put("file", file);
        root.put("schema", schema);
        root.put("units", units);
        ArrayNode ps = root.putArray("parts");
        for (Part p : parts) {
            ObjectNode o = ps.addObject();
            o.put("name", p.name());
            o.put("volume", p.volume());
            o.put("area", p.area());
            numbers(o.putArray("bbox"), p.bbox());
            o.put("faces", p.faces());
            ObjectNode st = o.putObject("surfaceTypes");
            p.surfaceTypes().forEach(st::put);
        }
        ArrayNode is = root.putArray("instances");
        for (Instance i : instances) {
            ObjectNode o = is.addObject();
            o.put("path", i.path());
            o.put("part", i.part());
            ArrayNode m = o.putArray("matrix");
            for (double[] row : i.matrix()) {
                numbers(m.addArray(), row);
            }
            numbers(o.putArray("bbox"), i.bbox());
        }
        ObjectNode t = root.putObject("totals");
        t.put("volume", totalVolume);
        t.put("area", totalArea);
        ArrayNode ds = root.putArray("diagnostics");
        for (Diag d : diagnostics) {
            ObjectNode o = ds.addObject();
            o.put("severity", d.severity());
            o.put("line", d.line());
            o.put("entity", d.entity());
            o.put("message", d.message());
        }
        try {
            return Json.writer().writeValueAsString(root);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new org.snapfit.algebra.number.SnapfitInternalError("JSON rendering failed: " + e.getMessage());
        }
    }

    private static void numbers(ArrayNode a, double[] v) {
        for (double x : v) {
            a.add(x);
        }
    }
}

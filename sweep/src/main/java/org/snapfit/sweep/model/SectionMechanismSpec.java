package org.snapfit.sweep.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.LayerRole;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.section.SectionPlane;

/**
 * A {@code snapfit-mechanism/1} document whose geometry is a section of a 3D model (a STEP assembly, an STL or OBJ
 * file):
 * <pre>{@code
 * { "format": "snapfit-mechanism/1", "name": "clip", "friction": "0.2",
 *   "geometry": { "step": "clip.step", "chordTolerance": "0.001",
 *                 "section": { "origin": ["0","0","2.5"], "normal": ["0","0","1"], "xAxis": ["1","0","0"] } },
 *   "parts": { "clip_arm": "PAWL-1", "frame": "OBSTACLE" },
 *   "stiffness": "100",
 *   "pawls": [ { "part": "PAWL-1", "hinge": ["1","0"], "stiffness": "100" } ],
 *   "motion": { "velocity": ["0","-1"], "travel": "10" } }
 * }</pre>
 * {@code geometry} names exactly one of {@code step}, {@code stl}, {@code obj} (relative to the document's folder);
 * {@code section} is the plane as an object ({@code xAxis} optional) or as text ({@code "z=2.5"}, see
 * {@link SectionPlane#parse}); {@code chordTolerance} (mm) and {@code maxOccurrences} are optional. Parts take their
 * roles by name (the layer convention: {@code ROOT}, {@code PAWL-n}, {@code HINGE-n}, {@code OBSTACLE*}, anything
 * else a fixed obstacle); {@code parts} overrides roles by part name ({@code PAWL-n}, {@code HINGE-n},
 * {@code ROOT}, {@code OBSTACLE}, {@code IGNORE}). {@code pawls[].part} names a pawl part; its {@code hinge}
 * (section coordinates) and {@code stiffness} are optional where a HINGE-n pin or the common {@code stiffness}
 * gives them. Hinges and velocity are in the plane's frame (x = xAxis, y = normal × xAxis). Immutable; exact.
 *
 * @param geometry the 3D file, resolved against the document's folder; it exists
 * @param format {@code "step"}, {@code "stl"} or {@code "obj"}
 * @param plane the section plane
 * @param chordTolerance the chord tolerance in mm, if given
 * @param maxOccurrences the STEP occurrence budget, if given
 * @param parts explicit roles by part name
 * @param hinges explicit hinges by pawl part name
 * @param parameters friction, stiffness, travel, velocity
 */
public record SectionMechanismSpec(Path geometry, String format, SectionPlane plane, Optional<Rational> chordTolerance,
        Optional<Long> maxOccurrences, Map<String, LayerRole> parts, Map<String, ExactPoint2> hinges,
        MechanismParameters parameters) {

    /** The geometry keys a section document may use. */
    public static final List<String> GEOMETRY_KEYS = List.of("step", "stl", "obj");

    /**
     * Validates and copies.
     *
     * @param geometry the file
     * @param format the format
     * @param plane the plane
     * @param chordTolerance the tolerance
     * @param maxOccurrences the budget
     * @param parts the roles
     * @param hinges the hinges
     * @param parameters the parameters
     */
    public SectionMechanismSpec {
        Objects.requireNonNull(geometry, "geometry");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(plane, "plane");
        Objects.requireNonNull(chordTolerance, "chordTolerance");
        Objects.requireNonNull(maxOccurrences, "maxOccurrences");
        parts = Map.copyOf(parts);
        hinges = Map.copyOf(hinges);
        Objects.requireNonNull(parameters, "parameters");
    }

    /**
     * Whether a JSON document names a 3D model for a section ({@code geometry.step}, {@code .stl} or {@code .obj}),
     * without validating the rest.
     *
     * @param json the document text
     * @return true if it does
     */
    public static boolean namesSection(String json) {
        try {
            JsonNode root = JsonTree.parse(json);
            if (root == null || !root.has("geometry")) {
                return false;
            }
            JsonNode g = root.get("geometry");
            return GEOMETRY_KEYS.stream().anyMatch(g::has);
        } catch (JsonProcessingException e) {
            return false;
        }
    }

    /**
     * The role policy of this document's parts.
     *
     * @return the roles (explicit ones first, then the layer convention, others obstacles)
     */
    public LayerRoles roles() {
        return LayerRoles.parts(parts);
    }

    /**
     * Reads a document that names a 3D model with a section plane.
     *
     * @param file the JSON file
     * @return the spec
     * @throws MechanismException if the file cannot be read, is not such a document, a number is not exact, the plane
     *     is degenerate, a role is unknown, or the named model does not exist (message: file, field, value, rule)
     */
    public static SectionMechanismSpec read(Path file) {
        String source = file.toString();
        JsonNode root = DxfMechanismSpec.document(file);
        JsonNode geo = root.get("geometry");
        if (geo == null || !geo.isObject()) {
            throw new MechanismException("geometry", source + ": geometry is missing; it names the model, e.g."
                    + " {\"step\": \"clip.step\", \"section\": \"z=2.5\"}");
        }
        List<String> keys = GEOMETRY_KEYS.stream().filter(geo::has).toList();
        if (keys.size() != 1 || !geo.get(keys.get(0)).isTextual()) {
            throw new MechanismException("geometry", source + ": geometry must name exactly one model file as"
                    + " \"step\", \"stl\" or \"obj\" (found " + keys + ")");
        }
        String kind = keys.get(0);
        String field = "geometry." + kind;
        String name = geo.get(kind).asText();
        Path parent = file.toAbsolutePath().getParent();
        Path model = parent == null ? Path.of(name) : parent.resolve(name);
        if (!Files.isRegularFile(model)) {
            throw new MechanismException(field, source + ": " + field + " = \"" + name + "\": no such file ("
                    + model.normalize() + "); the path is relative to the mechanism file's folder");
        }
        SectionPlane plane = plane(geo.get("section"), source);
        Optional<Rational> chord = DxfMechanismSpec.optional(geo, "chordTolerance", "geometry.chordTolerance", source);
        chord.filter(c -> c.signum() <= 0).ifPresent(c -> {
            throw new MechanismException("geometry.chordTolerance", source + ": geometry.chordTolerance = \"" + c
                    + "\": the chord tolerance must be > 0");
        });
        Optional<Long> maxOcc = Optional.empty();
        if (geo.has("maxOccurrences")) {
            JsonNode m = geo.get("maxOccurrences");
            if (!m.canConvertToLong() || m.asLong() < 1) {
                throw new MechanismException("geometry.maxOccurrences", source + ": geometry.maxOccurrences = " + m
                        + ": expected a whole number >= 1");
            }
            maxOcc = Optional.of(m.asLong());
        }
        Map<String, LayerRole> parts = new LinkedHashMap<>();
        if (root.has("parts")) {
            JsonNode ps = root.get("parts");
            if (!ps.isObject()) {
                throw new MechanismException("parts", source + ": parts must map part names to roles, e.g."
                        + " {\"clip_arm\": \"PAWL-1\"}");
            }
            for (Map.Entry<String, JsonNode> e : ps.properties()) {
                try {
                    parts.put(e.getKey(), LayerRole.parse(e.getValue().asText()));
                } catch (IllegalArgumentException ex) {
                    throw new MechanismException("parts." + e.getKey(), source + ": parts." + e.getKey() + " = "
                            + e.getValue() + ": " + ex.getMessage());
                }
            }
        }
        Map<String, Rational> byPawl = new LinkedHashMap<>();
        Map<String, ExactPoint2> hinges = new LinkedHashMap<>();
        JsonNode pawls = root.get("pawls");
        if (pawls != null) {
            if (!pawls.isArray()) {
                throw new MechanismException("pawls", source + ": pawls must be a list of {\"part\", \"hinge\","
                        + " \"stiffness\"}");
            }
            for (int i = 0; i < pawls.size(); i++) {
                JsonNode p = pawls.get(i);
                String f = "pawls[" + i + "]";
                if (!p.has("part") || !p.get("part").isTextual()) {
                    throw new MechanismException(f + ".part", source + ": " + f + ".part is missing; it names the pawl's"
                            + " part, e.g. \"PAWL-1\"");
                }
                String part = p.get("part").asText();
                DxfMechanismSpec.optional(p, "stiffness", f + ".stiffness", source).ifPresent(k -> byPawl.put(part, k));
                if (p.has("hinge")) {
                    hinges.put(part, point(p.get("hinge"), f + ".hinge", source));
                }
            }
        }
        JsonNode motion = root.has("motion") ? root.get("motion") : JsonNodeFactory.instance.objectNode();
        Optional<ExactPoint2> velocity = motion.has("velocity")
                ? Optional.of(point(motion.get("velocity"), "motion.velocity", source)) : Optional.empty();
        try {
            MechanismParameters params = new MechanismParameters(root.has("name") ? root.get("name").asText() : "",
                    DxfMechanismSpec.optional(root, "friction", "friction", source),
                    DxfMechanismSpec.optional(root, "stiffness", "stiffness", source), byPawl,
                    DxfMechanismSpec.optional(motion, "travel", "motion.travel", source), velocity);
            return new SectionMechanismSpec(model, kind, plane, chord, maxOcc, parts, hinges, params);
        } catch (MechanismException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new MechanismException("", source + ": " + e.getMessage());
        }
    }

    private static ExactPoint2 point(JsonNode v, String field, String source) {
        if (!v.isArray() || v.size() != 2) {
            throw new MechanismException(field, source + ": " + field + " = " + v + ": expected [x, y] in the section"
                    + " plane's frame");
        }
        return new ExactPoint2(DxfMechanismSpec.exact(v.get(0), field + "[0]", source),
                DxfMechanismSpec.exact(v.get(1), field + "[1]", source));
    }

    private static ExactPoint3 vector(JsonNode v, String field, String source) {
        if (v == null || !v.isArray() || v.size() != 3) {
            throw new MechanismException(field, source + ": " + field + " = " + v + ": expected [x, y, z]");
        }
        return new ExactPoint3(DxfMechanismSpec.exact(v.get(0), field + "[0]", source),
                DxfMechanismSpec.exact(v.get(1), field + "[1]", source), DxfMechanismSpec.exact(v.get(2),
                        field + "[2]", source));
    }

    private static SectionPlane plane(JsonNode s, String source) {
        String f = "geometry.section";
        if (s == null) {
            throw new MechanismException(f, source + ": geometry.section is missing; it gives the cutting plane, e.g."
                    + " \"z=2.5\" or {\"origin\": [\"0\",\"0\",\"2.5\"], \"normal\": [\"0\",\"0\",\"1\"]}");
        }
        try {
            if (s.isTextual()) {
                return SectionPlane.parse(s.asText());
            }
            if (!s.isObject()) {
                throw new MechanismException(f, source + ": " + f + " = " + s + ": expected an object {origin, normal,"
                        + " xAxis} or a text such as \"z=2.5\"");
            }
            ExactPoint3 o = vector(s.get("origin"), f + ".origin", source);
            ExactPoint3 n = vector(s.get("normal"), f + ".normal", source);
            if (n.isZero()) {
                throw new MechanismException(f + ".normal", source + ": " + f + ".normal = " + n + " is zero");
            }
            ExactPoint3 x = s.has("xAxis") ? vector(s.get("xAxis"), f + ".xAxis", source) : SectionPlane.defaultXAxis(n);
            return new SectionPlane(o, n, x);
        } catch (MechanismException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new MechanismException(f, source + ": " + f + ": " + e.getMessage());
        }
    }
}

package org.snapfit.sweep.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.io.InputFiles;

/**
 * A {@code snapfit-mechanism/1} document whose geometry is a DXF drawing (docs/formats/mechanism.md):
 * <pre>{@code
 * { "format": "snapfit-mechanism/1", "name": "hook", "friction": "0.3",
 *   "geometry": { "dxf": "hook.dxf", "chordTolerance": "0.01" },
 *   "stiffness": "150",
 *   "pawls": [ { "layer": "PAWL-1", "stiffness": "120" } ],
 *   "motion": { "travel": "8" } }
 * }</pre>
 * {@code stiffness} (every pawl), {@code pawls[].stiffness} (one pawl, by layer in either spelling) and
 * {@code motion.travel} / {@code motion.velocity} are optional; the DXF path is relative to the document's
 * folder. For pawls drawn with a {@code BEAM-n} centre line: {@code material} (a built-in name or {@code {"name",
 * "modulus", "permissibleStrain"}}), {@code beam.width} and {@code beam.thickness} for every beam pawl, and
 * {@code pawls[].beam} {@code {"thickness", "tipThickness", "width"}} for one. {@code intent} is
 * {@code "permanent"} or {@code "releasable"}. Immutable; exact (numbers are read from their decimal text).
 *
 * @param dxf the drawing, resolved against the document's folder; it exists
 * @param chordTolerance the chord tolerance in mm, if given
 * @param parameters the physical parameters
 */
public record DxfMechanismSpec(Path dxf, Optional<Rational> chordTolerance, MechanismParameters parameters) {

    /**
     * Validates.
     *
     * @param dxf the drawing
     * @param chordTolerance the chord tolerance
     * @param parameters the parameters
     * @throws NullPointerException if an argument is null
     */
    public DxfMechanismSpec {
        Objects.requireNonNull(dxf, "dxf");
        Objects.requireNonNull(chordTolerance, "chordTolerance");
        Objects.requireNonNull(parameters, "parameters");
    }

    /**
     * Whether a JSON document names a DXF drawing ({@code geometry.dxf}), without validating the rest.
     *
     * @param json the document text
     * @return true if it has a {@code geometry} object with a {@code dxf} member
     */
    public static boolean namesDxf(String json) {
        try {
            JsonNode root = JsonTree.parse(json);
            return root != null && root.has("geometry") && root.get("geometry").has("dxf");
        } catch (JsonProcessingException e) {
            return false;
        }
    }

    /**
     * Reads a document that names a DXF drawing.
     *
     * @param file the JSON file
     * @return the spec
     * @throws MechanismException if the file cannot be read (not a regular file, larger than {@link
     *     InputFiles#DEFAULT_MAX_BYTES}, not UTF-8), is not such a document, a number is not exact, a value breaks
     *     its rule, or the named DXF file does not exist (message: file, field, value, rule)
     */
    public static DxfMechanismSpec read(Path file) {
        return parse(text(file), file);
    }

    /**
     * Parses a document that names a DXF drawing.
     *
     * @param text the document text
     * @param file the JSON file it was read from (names it in messages; the drawing's path is relative to its folder)
     * @return the spec
     * @throws MechanismException if the text is not such a document, a number is not exact, a value breaks its
     *     rule, or the named DXF file does not exist (message: file, field, value, rule)
     */
    public static DxfMechanismSpec parse(String text, Path file) {
        String source = file.toString();
        JsonNode root = document(text, source);
        JsonNode geo = root.get("geometry");
        if (geo == null || !geo.has("dxf") || !geo.get("dxf").isTextual()) {
            throw new MechanismException("geometry.dxf", source + ": geometry.dxf is missing; it names the DXF drawing");
        }
        String name = geo.get("dxf").asText();
        Path parent = file.toAbsolutePath().getParent();
        Path dxf = parent == null ? Path.of(name) : parent.resolve(name);
        if (!Files.isRegularFile(dxf)) {
            throw new MechanismException("geometry.dxf", source + ": geometry.dxf = \"" + name + "\": no such file ("
                    + dxf.normalize() + "); the path is relative to the mechanism file's folder");
        }
        Optional<Rational> chord = optional(geo, "chordTolerance", "geometry.chordTolerance", source);
        chord.filter(c -> c.signum() <= 0).ifPresent(c -> {
            throw new MechanismException("geometry.chordTolerance", source + ": geometry.chordTolerance = \"" + c
                    + "\": the chord tolerance must be > 0");
        });
        Map<String, Rational> byPawl = new LinkedHashMap<>();
        Map<String, Rational> widthBy = new LinkedHashMap<>();
        Map<String, Rational> thickBy = new LinkedHashMap<>();
        Map<String, Rational> tipBy = new LinkedHashMap<>();
        JsonNode pawls = root.get("pawls");
        if (pawls != null) {
            if (!pawls.isArray()) {
                throw new MechanismException("pawls", source + ": pawls must be a list of {\"layer\", \"stiffness\"}"
                        + " or {\"layer\", \"beam\"}");
            }
            for (int i = 0; i < pawls.size(); i++) {
                JsonNode p = pawls.get(i);
                String f = "pawls[" + i + "]";
                if (!p.has("layer") || !p.get("layer").isTextual()) {
                    throw new MechanismException(f + ".layer", source + ": " + f + ".layer is missing; it names the"
                            + " pawl's layer, e.g. \"PAWL-1\"");
                }
                String layer = p.get("layer").asText();
                Optional<Rational> k = optional(p, "stiffness", f + ".stiffness", source);
                JsonNode beam = p.get("beam");
                if (k.isEmpty() && (beam == null || beam.isNull())) {
                    throw new MechanismException(f + ".stiffness", source + ": " + f + ".stiffness is missing (or give"
                            + " " + f + ".beam for a pawl drawn with a BEAM layer)");
                }
                k.ifPresent(x -> byPawl.put(layer, x));
                if (beam != null && !beam.isNull()) {
                    optional(beam, "width", f + ".beam.width", source).ifPresent(x -> widthBy.put(layer, x));
                    optional(beam, "thickness", f + ".beam.thickness", source).ifPresent(x -> thickBy.put(layer, x));
                    optional(beam, "tipThickness", f + ".beam.tipThickness", source).ifPresent(x -> tipBy.put(layer, x));
                }
            }
        }
        BeamParameters beams = beams(root, widthBy, thickBy, tipBy, source);
        Optional<DesignIntent> intent = MechanismJson.intent(root, source);
        JsonNode motion = root.has("motion") ? root.get("motion") : JsonNodeFactory.instance.objectNode();
        Optional<ExactPoint2> velocity = Optional.empty();
        if (motion.has("velocity")) {
            JsonNode v = motion.get("velocity");
            if (!v.isArray() || v.size() != 2) {
                throw new MechanismException("motion.velocity", source + ": motion.velocity = " + v
                        + ": a velocity must be [x, y]");
            }
            velocity = Optional.of(new ExactPoint2(exact(v.get(0), "motion.velocity[0]", source),
                    exact(v.get(1), "motion.velocity[1]", source)));
        }
        try {
            MechanismParameters params = new MechanismParameters(root.has("name") ? root.get("name").asText() : "",
                    optional(root, "friction", "friction", source), optional(root, "stiffness", "stiffness", source),
                    byPawl, optional(motion, "travel", "motion.travel", source), velocity, beams, intent);
            return new DxfMechanismSpec(dxf, chord, params);
        } catch (MechanismException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new MechanismException("", source + ": " + e.getMessage());
        }
    }

    /**
     * The beam parameters of a document: {@code material}, {@code beam.width}, {@code beam.thickness} and the
     * per-pawl values already read.
     */
    static BeamParameters beams(JsonNode root, Map<String, Rational> widthBy, Map<String, Rational> thickBy,
            Map<String, Rational> tipBy, String source) {
        JsonNode beamAll = root.has("beam") ? root.get("beam") : JsonNodeFactory.instance.objectNode();
        Optional<String> materialName = Optional.empty();
        Optional<Rational> modulus = Optional.empty();
        Optional<Rational> strain = Optional.empty();
        JsonNode mat = root.get("material");
        if (mat != null && !mat.isNull()) {
            Material m = MechanismJson.material(mat, "material", source);
            materialName = Optional.of(m.name());
            modulus = Optional.of(m.modulus());
            strain = Optional.of(m.permissibleStrain());
            if (Materials.named(m.name()).filter(m::equals).isPresent()) {
                modulus = Optional.empty();
                strain = Optional.empty();
            }
        }
        try {
            return new BeamParameters(optional(beamAll, "width", "beam.width", source), widthBy, thickBy, tipBy,
                    optional(beamAll, "thickness", "beam.thickness", source), materialName, modulus, strain);
        } catch (MechanismException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new MechanismException("beam", source + ": " + e.getMessage());
        }
    }

    /**
     * A {@code snapfit-mechanism/1} file's text, read through the bounded reader (also used by
     * {@link SectionMechanismSpec}).
     *
     * @param file the JSON file
     * @return the text
     * @throws MechanismException if the file cannot be read (not a regular file, larger than {@link
     *     InputFiles#DEFAULT_MAX_BYTES}, not UTF-8)
     */
    static String text(Path file) {
        try {
            return InputFiles.readUtf8(file, InputFiles.DEFAULT_MAX_BYTES);
        } catch (IOException e) {
            throw new MechanismException("", e.getMessage(), e);
        }
    }

    /**
     * A {@code snapfit-mechanism/1} document's root object (also used by {@link SectionMechanismSpec}).
     *
     * @param text the document text
     * @param source the file it came from, for messages
     * @return the root object, its format checked
     * @throws MechanismException if the text is not JSON, not an object, or of another format
     */
    static JsonNode document(String text, String source) {
        JsonNode root;
        try {
            root = JsonTree.parse(text);
        } catch (JsonProcessingException e) {
            throw new MechanismException("", source + ": " + JsonTree.describe(e));
        }
        if (root == null || !root.isObject()) {
            throw new MechanismException("", source + ": the document must be a JSON object");
        }
        JsonNode fmt = root.get("format");
        if (fmt == null || !MechanismJson.FORMAT.equals(fmt.asText())) {
            throw new MechanismException("format", source + ": format = " + fmt + ": expected \""
                    + MechanismJson.FORMAT + "\"");
        }
        return root;
    }

    /** An optional exact number member (also used by {@link SectionMechanismSpec}). */
    static Optional<Rational> optional(JsonNode parent, String key, String field, String source) {
        JsonNode n = parent.get(key);
        return n == null || n.isNull() ? Optional.empty() : Optional.of(exact(n, field, source));
    }

    /** An exact number: a decimal or fraction string, or a JSON number read from its decimal text. */
    static Rational exact(JsonNode n, String field, String source) {
        if (!n.isNumber() && !n.isTextual()) {
            throw new MechanismException(field, source + ": " + field + " = " + n + ": expected an exact number as a"
                    + " string, e.g. \"0.3\" or \"3/8\"");
        }
        Rational r;
        try {
            r = n.isNumber() ? JsonTree.exactNumber(n) : Rational.parse(n.asText());
        } catch (NumberSyntaxException e) {
            throw new MechanismException(field, source + ": " + field + " = " + e.getMessage());
        }
        if (r.abs().compareTo(JsonTree.MAX_MAGNITUDE) > 0) {
            throw new MechanismException(field, source + ": " + field + " = " + (n.isNumber() ? n.toString()
                    : "\"" + n.asText() + "\"") + ": " + JsonTree.MAGNITUDE_RULE);
        }
        return r;
    }
}

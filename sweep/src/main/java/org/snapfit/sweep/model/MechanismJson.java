package org.snapfit.sweep.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.io.InputFiles;

/**
 * Reads and writes {@code snapfit-mechanism/1} documents (docs/formats/mechanism.md). Stateless and thread-safe. Exact: numbers
 * are read from their text (JSON strings as decimals or fractions; bare JSON numbers from their decimal text
 * through {@link java.math.BigDecimal}, never through {@code double}). Optional {@code "units": "mm" | "inch"};
 * inch lengths, velocities and stiffnesses are multiplied by 127/5 exactly (a beam's modulus stays in MPa). A pawl
 * is given by {@code hinge} and {@code stiffness}, or as a cantilever {@code beam} of a {@code material} (per pawl or
 * for the whole document; a built-in name of {@link Materials} or {@code {"name", "modulus", "permissibleStrain"}}).
 * An optional {@code "intent": "permanent" | "releasable"} states the design intent. The {@code "geometry": {"dxf": …}}
 * variant is not read here (the command line wires the DXF importer); a document using it is rejected with a
 * message saying so.
 */
public final class MechanismJson {

    /** The format tag this class reads and writes. */
    public static final String FORMAT = "snapfit-mechanism/1";

    private static final Rational MM_PER_INCH = Rational.of(127, 5);

    /** The writer's mapper, made on first use: reading builds its tree without one ({@link JsonTree}). */
    private static final class Writer {
        static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    }

    private MechanismJson() {
    }

    /**
     * Reads a mechanism file.
     *
     * @param file the file
     * @return the validated mechanism
     * @throws MechanismException for any bad input (message starts with the file name, then the field), also a
     *     file that cannot be read: missing, not a regular file, larger than {@link InputFiles#DEFAULT_MAX_BYTES},
     *     not UTF-8 (the message gives the byte offset)
     */
    public static Mechanism read(Path file) {
        String text;
        try {
            text = InputFiles.readUtf8(file, InputFiles.DEFAULT_MAX_BYTES);
        } catch (IOException e) {
            throw new MechanismException("", e.getMessage(), e);
        }
        Path fn = file.getFileName();
        return parse(text, fn == null ? file.toString() : fn.toString());
    }

    /**
     * Parses a mechanism document.
     *
     * @param json the document text
     * @param source the name used in messages (usually the file name)
     * @return the validated mechanism
     * @throws MechanismException for any bad input: malformed JSON, unknown format, missing fields, numbers that
     *     are not exact decimals or fractions, κ ≤ 0, μ &lt; 0, zero velocity, travel ≤ 0, bad polygons, a pawl
     *     penetrating an obstacle at t = 0
     */
    public static Mechanism parse(String json, String source) {
        return parseDocument(json, source).mechanism();
    }

    /**
     * Parses a mechanism document with what it says beyond the mechanism (the design intent).
     *
     * @param json the document text
     * @param source the name used in messages (usually the file name)
     * @return the mechanism and the document's intent
     * @throws MechanismException for any bad input (see {@link #parse}), and an intent other than
     *     {@code permanent} or {@code releasable}
     */
    public static MechanismDocument parseDocument(String json, String source) {
        JsonNode root;
        try {
            root = JsonTree.parse(json);
        } catch (JsonProcessingException e) {
            throw new MechanismException("", source + ": " + JsonTree.describe(e));
        }
        Reader reader = new Reader(source);
        Mechanism m = reader.mechanism(root);
        return new MechanismDocument(m, reader.intent(root));
    }

    /**
     * A mechanism document's content: the mechanism and the design intent it states.
     *
     * @param mechanism the mechanism
     * @param intent the document's {@code intent}, if given
     */
    public record MechanismDocument(Mechanism mechanism, Optional<DesignIntent> intent) {

        /**
         * Validates.
         *
         * @param mechanism the mechanism
         * @param intent the intent
         */
        public MechanismDocument {
            java.util.Objects.requireNonNull(mechanism, "mechanism");
            java.util.Objects.requireNonNull(intent, "intent");
        }
    }

    /**
     * Reads a document's {@code intent}.
     *
     * @param root the document
     * @param source the name used in messages
     * @return the intent, if given
     * @throws MechanismException if it is not {@code permanent} or {@code releasable}
     */
    static Optional<DesignIntent> intent(JsonNode root, String source) {
        return new Reader(source).intent(root);
    }

    /**
     * Reads a {@code material} value: a built-in resin's name, or an object {@code {"name", "modulus",
     * "permissibleStrain"}} (a built-in name with overrides, or the user's own resin).
     *
     * @param node the value
     * @param field the field path for messages
     * @param source the name used in messages
     * @return the material
     * @throws MechanismException if the value is neither, a number is not exact, or the values do not make a resin
     */
    static Material material(JsonNode node, String field, String source) {
        return new Reader(source).material(node, field);
    }

    /** Reading state: the source name for messages and the unit factor. */
    private static final class Reader {
        private final String source;
        private Rational lengthFactor = Rational.ONE;

        Reader(String source) {
            this.source = source;
        }

        MechanismException bad(String field, Object value, String rule) {
            String v = value instanceof JsonNode ? ((JsonNode) value).toString() : "\"" + value + "\"";
            return new MechanismException(field, source + ": " + field + " = " + v + ": " + rule);
        }

        MechanismException missing(String field) {
            return new MechanismException(field, source + ": " + field + " is missing; it is required in " + FORMAT);
        }

        Optional<DesignIntent> intent(JsonNode root) {
            JsonNode n = root == null ? null : root.get("intent");
            if (n == null || n.isNull()) {
                return Optional.empty();
            }
            Optional<DesignIntent> i = n.isTextual() ? DesignIntent.parse(n.asText()) : Optional.empty();
            if (i.isEmpty()) {
                throw bad("intent", n, "the design intent is \"permanent\" (a latch that must not come apart) or"
                        + " \"releasable\" (it must come apart with a finite pull)");
            }
            return i;
        }

        Material material(JsonNode n, String f) {
            if (n.isTextual()) {
                Optional<Material> m = Materials.named(n.asText());
                if (m.isEmpty()) {
                    throw bad(f, n, "not a built-in resin " + Materials.names() + "; name one of those or give"
                            + " {\"name\", \"modulus\" (MPa), \"permissibleStrain\" (e.g. 0.04)}");
                }
                return m.get();
            }
            if (!n.isObject()) {
                throw bad(f, n, "a material is a built-in resin's name, e.g. \"PA66-GF30\", or {\"name\","
                        + " \"modulus\", \"permissibleStrain\"}");
            }
            Optional<String> name = n.has("name") && !n.get("name").isNull() ? Optional.of(n.get("name").asText())
                    : Optional.empty();
            Optional<Rational> e = n.has("modulus") ? Optional.of(number(n, "modulus", f + ".modulus"))
                    : Optional.empty();
            Optional<Rational> eps = n.has("permissibleStrain")
                    ? Optional.of(number(n, "permissibleStrain", f + ".permissibleStrain")) : Optional.empty();
            try {
                return BeamParameters.resolve(name, e, eps).orElseThrow(() -> bad(f, n, "a material needs a name or a"
                        + " modulus and a permissible strain"));
            } catch (MechanismException x) {
                throw x;
            } catch (IllegalArgumentException x) {
                throw new MechanismException(f, source + ": " + f + ": " + x.getMessage());
            }
        }

        Mechanism mechanism(JsonNode root) {
            if (root == null || !root.isObject()) {
                throw new MechanismException("", source + ": the document must be a JSON object");
            }
            JsonNode fmt = root.get("format");
            if (fmt == null) {
                throw missing("format");
            }
            if (!FORMAT.equals(fmt.asText())) {
                throw bad("format", fmt, "unknown format version; expected \"" + FORMAT + "\"");
            }
            if (root.has("geometry")) {
                throw bad("geometry", root.get("geometry"), "DXF geometry is read by the command line, not by"
                        + " MechanismJson; give pawls and obstacles inline");
            }
            JsonNode units = root.get("units");
            if (units != null) {
                String u = units.asText();
                if ("inch".equals(u) || "in".equals(u)) {
                    lengthFactor = MM_PER_INCH;
                } else if (!"mm".equals(u)) {
                    throw bad("units", units, "units must be \"mm\" or \"inch\"");
                }
            }
            String name = root.has("name") ? root.get("name").asText() : "";
            Rational mu = number(root, "friction", "friction");
            if (mu.signum() < 0) {
                throw bad("friction", root.get("friction").asText(), "friction must be >= 0");
            }
            Motion motion = motion(field(root, "motion", "motion"));
            List<Pawl> pawls = new ArrayList<>();
            JsonNode pa = array(root, "pawls", "pawls");
            JsonNode common = root.get("material");
            for (int i = 0; i < pa.size(); i++) {
                pawls.add(pawl(pa.get(i), i, common));
            }
            List<Obstacle> obstacles = new ArrayList<>();
            JsonNode oa = root.has("obstacles") ? array(root, "obstacles", "obstacles") : JsonNodeFactory.instance.arrayNode();
            for (int i = 0; i < oa.size(); i++) {
                obstacles.add(obstacle(oa.get(i), i));
            }
            List<ExactPolygon2> rootShape = List.of();
            JsonNode rt = root.get("root");
            if (rt != null && rt.has("shape")) {
                rootShape = shape(rt.get("shape"), "root.shape");
            }
            try {
                return new Mechanism(name, mu, motion, pawls, obstacles, rootShape);
            } catch (MechanismException e) {
                throw new MechanismException(e.field().orElse(""), source + ": " + e.getMessage());
            }
        }

        Motion motion(JsonNode m) {
            ExactPoint2 v = point(field(m, "velocity", "motion.velocity"), "motion.velocity").scale(lengthFactor);
            if (v.x().isZero() && v.y().isZero()) {
                throw bad("motion.velocity", m.get("velocity"), "velocity must be non-zero");
            }
            Rational travel = number(m, "travel", "motion.travel");
            if (travel.signum() <= 0) {
                throw bad("motion.travel", m.get("travel").asText(), "travel must be > 0");
            }
            return new Motion(v, travel);
        }

        Pawl pawl(JsonNode p, int i, JsonNode commonMaterial) {
            String nm = p.has("name") ? p.get("name").asText() : "";
            String f = "pawls[" + i + "] \"" + nm + "\"";
            if (nm.isBlank()) {
                throw bad(f + ".name", nm, "a pawl needs a non-blank name");
            }
            if (p.has("beam")) {
                return beamPawl(p, f, nm, commonMaterial);
            }
            if (!p.has("hinge") && !p.has("stiffness")) {
                throw new MechanismException(f + ".hinge", source + ": " + f + " has neither hinge and stiffness nor a"
                        + " beam; give \"hinge\" [x, y] and \"stiffness\" (N·mm/rad), or \"beam\" {root, tip,"
                        + " thickness, width} with a material");
            }
            ExactPoint2 hinge = point(field(p, "hinge", f + ".hinge"), f + ".hinge").scale(lengthFactor);
            Rational k = number(p, "stiffness", f + ".stiffness");
            if (k.signum() <= 0) {
                throw bad(f + ".stiffness", p.get("stiffness").asText(), "stiffness must be > 0");
            }
            List<ExactPolygon2> shape = shape(field(p, "shape", f + ".shape"), f + ".shape");
            if (shape.isEmpty()) {
                throw bad(f + ".shape", p.get("shape"), "a pawl needs at least one polygon");
            }
            return new Pawl(nm, hinge, k.multiply(lengthFactor), shape);
        }

        Pawl beamPawl(JsonNode p, String f, String nm, JsonNode commonMaterial) {
            if (p.has("hinge") || p.has("stiffness")) {
                throw new MechanismException(f + ".beam", source + ": " + f + " has a beam and "
                        + (p.has("hinge") ? "a hinge" : "a stiffness") + "; a beam pawl's hinge and stiffness come from"
                        + " the beam model, so give either hinge and stiffness or beam, not both");
            }
            JsonNode b = p.get("beam");
            String bf = f + ".beam";
            if (!b.isObject()) {
                throw bad(bf, b, "a beam is {\"root\": [x, y], \"tip\": [x, y], \"thickness\", \"tipThickness\""
                        + " (optional), \"width\"}");
            }
            ExactPoint2 r = point(field(b, "root", bf + ".root"), bf + ".root").scale(lengthFactor);
            ExactPoint2 t = point(field(b, "tip", bf + ".tip"), bf + ".tip").scale(lengthFactor);
            Rational h = number(b, "thickness", bf + ".thickness").multiply(lengthFactor);
            Optional<Rational> h1 = b.has("tipThickness") && !b.get("tipThickness").isNull()
                    ? Optional.of(number(b, "tipThickness", bf + ".tipThickness").multiply(lengthFactor))
                    : Optional.empty();
            Rational w = number(b, "width", bf + ".width").multiply(lengthFactor);
            Beam beam;
            try {
                beam = new Beam(r, t, h, h1, w);
            } catch (IllegalArgumentException e) {
                throw new MechanismException(bf, source + ": " + f + "." + e.getMessage());
            }
            JsonNode mat = p.has("material") ? p.get("material") : commonMaterial;
            if (mat == null || mat.isNull()) {
                throw new MechanismException(f + ".material", source + ": " + f + ".material is missing: a beam pawl"
                        + " needs a resin, here or at the top level (\"material\": \"PA66-GF30\", or {\"name\","
                        + " \"modulus\", \"permissibleStrain\"}); built-in: " + Materials.names());
            }
            Material m = material(mat, p.has("material") ? f + ".material" : "material");
            List<ExactPolygon2> shape = shape(field(p, "shape", f + ".shape"), f + ".shape");
            if (shape.isEmpty()) {
                throw bad(f + ".shape", p.get("shape"), "a pawl needs at least one polygon");
            }
            return Pawl.ofCantilever(nm, shape, new Cantilever(beam, m));
        }

        Obstacle obstacle(JsonNode o, int i) {
            String nm = o.has("name") ? o.get("name").asText() : "";
            String f = "obstacles[" + i + "] \"" + nm + "\"";
            if (nm.isBlank()) {
                throw bad(f + ".name", nm, "an obstacle needs a non-blank name");
            }
            List<ExactPolygon2> shape = shape(field(o, "shape", f + ".shape"), f + ".shape");
            if (shape.isEmpty()) {
                throw bad(f + ".shape", o.get("shape"), "an obstacle needs at least one polygon");
            }
            return new Obstacle(nm, shape);
        }

        List<ExactPolygon2> shape(JsonNode s, String f) {
            if (!s.isArray()) {
                throw bad(f, s, "a shape must be a list of polygons");
            }
            List<ExactPolygon2> out = new ArrayList<>();
            for (int i = 0; i < s.size(); i++) {
                JsonNode poly = s.get(i);
                String pf = f + "[" + i + "]";
                if (!poly.isArray()) {
                    throw bad(pf, poly, "a polygon must be a list of [x, y] points");
                }
                List<ExactPoint2> pts = new ArrayList<>();
                for (int j = 0; j < poly.size(); j++) {
                    pts.add(point(poly.get(j), pf + "[" + j + "]").scale(lengthFactor));
                }
                try {
                    out.add(ExactPolygon2.of(pts));
                } catch (IllegalArgumentException e) {
                    throw new MechanismException(pf, source + ": " + pf + ": " + e.getMessage());
                }
            }
            return out;
        }

        ExactPoint2 point(JsonNode p, String f) {
            if (!p.isArray() || p.size() != 2) {
                throw bad(f, p, "a point must be [x, y]");
            }
            return ExactPoint2.of(exact(p.get(0), f + "[0]"), exact(p.get(1), f + "[1]"));
        }

        JsonNode field(JsonNode parent, String key, String f) {
            JsonNode n = parent.get(key);
            if (n == null || n.isNull()) {
                throw missing(f);
            }
            return n;
        }

        JsonNode array(JsonNode parent, String key, String f) {
            JsonNode n = field(parent, key, f);
            if (!n.isArray()) {
                throw bad(f, n, "must be a list");
            }
            return n;
        }

        Rational number(JsonNode parent, String key, String f) {
            return exact(field(parent, key, f), f);
        }

        Rational exact(JsonNode n, String f) {
            if (!n.isNumber() && !n.isTextual()) {
                throw bad(f, n, "expected an exact number as a string, e.g. \"-12.375\" or \"3/8\"");
            }
            Rational r;
            try {
                r = n.isNumber() ? JsonTree.exactNumber(n) : Rational.parse(n.asText());
            } catch (NumberSyntaxException e) {
                throw new MechanismException(f, source + ": " + f + " = " + e.getMessage());
            }
            if (r.abs().compareTo(JsonTree.MAX_MAGNITUDE) > 0) {
                throw bad(f, n.isNumber() ? n : n.asText(), JsonTree.MAGNITUDE_RULE);
            }
            return r;
        }
    }

    /**
     * Writes a mechanism as a {@code snapfit-mechanism/1} document (millimetres; every number an exact string;
     * stable key order; a beam pawl as its beam and material). Reading the result back gives an equal mechanism,
     * except that a built-in resin whose values were overridden reads back as the user's own resin of that name.
     *
     * @param m the mechanism
     * @return the JSON text, ending with a newline
     */
    public static String write(Mechanism m) {
        ObjectNode root = Writer.MAPPER.createObjectNode();
        root.put("format", FORMAT);
        root.put("name", m.name());
        root.put("friction", m.friction().toString());
        ObjectNode motion = root.putObject("motion");
        motion.set("velocity", point(m.motion().velocity()));
        motion.put("travel", m.motion().travel().toString());
        ArrayNode pawls = root.putArray("pawls");
        for (Pawl p : m.pawls()) {
            ObjectNode o = pawls.addObject();
            o.put("name", p.name());
            if (p.cantilever().isPresent()) {
                Cantilever c = p.cantilever().get();
                ObjectNode b = o.putObject("beam");
                b.set("root", point(c.beam().root()));
                b.set("tip", point(c.beam().tip()));
                b.put("thickness", c.beam().thickness().toString());
                c.beam().tipThickness().ifPresent(h1 -> b.put("tipThickness", h1.toString()));
                b.put("width", c.beam().width().toString());
                Material mat = c.material();
                if (Materials.named(mat.name()).filter(mat::equals).isPresent()) {
                    o.put("material", mat.name());
                } else {
                    ObjectNode mo = o.putObject("material");
                    mo.put("name", mat.name());
                    mo.put("modulus", mat.modulus().toString());
                    mo.put("permissibleStrain", mat.permissibleStrain().toString());
                }
            } else {
                o.set("hinge", point(p.hinge()));
                o.put("stiffness", p.stiffness().toString());
            }
            o.set("shape", shape(p.shape()));
        }
        ArrayNode obs = root.putArray("obstacles");
        for (Obstacle ob : m.obstacles()) {
            ObjectNode o = obs.addObject();
            o.put("name", ob.name());
            o.set("shape", shape(ob.shape()));
        }
        root.putObject("root").set("shape", shape(m.rootShape()));
        try {
            return Writer.MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ArrayNode point(ExactPoint2 p) {
        ArrayNode a = Writer.MAPPER.createArrayNode();
        a.add(p.x().toString());
        a.add(p.y().toString());
        return a;
    }

    private static ArrayNode shape(List<ExactPolygon2> polys) {
        ArrayNode a = Writer.MAPPER.createArrayNode();
        for (ExactPolygon2 poly : polys) {
            ArrayNode pa = a.addArray();
            for (ExactPoint2 v : poly.vertices()) {
                pa.add(point(v));
            }
        }
        return a;
    }
}

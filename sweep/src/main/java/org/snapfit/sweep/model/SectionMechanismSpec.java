package org.snapfit.sweep.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.LayerRole;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfilePath;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.body.ProfileSource;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.io.InputFiles;
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
 * gives them. A cantilever pawl has {@code pawls[].beam} {@code {"root": [x, y], "tip": [x, y], "thickness",
 * "tipThickness", "width"}} instead of a hinge and stiffness: its centre line from where it leaves the root body to
 * where the hook begins (the root end is the one nearer the ROOT part's section, as for a drawing's {@code BEAM-n}
 * line), with the thicknesses measured on the section unless given; {@code material}, {@code beam.width},
 * {@code beam.thickness} and {@code intent} are as for a drawing ({@link DxfMechanismSpec}). Hinges, beam lines and
 * velocity are in the plane's frame (x = xAxis, y = normal × xAxis). Immutable; exact.
 *
 * @param geometry the 3D file, resolved against the document's folder; it exists
 * @param format {@code "step"}, {@code "stl"} or {@code "obj"}
 * @param plane the section plane
 * @param chordTolerance the chord tolerance in mm, if given
 * @param maxOccurrences the STEP occurrence budget, if given
 * @param parts explicit roles by part name
 * @param hinges explicit hinges by pawl part name
 * @param beams the centre lines of cantilever pawls, in document order
 * @param parameters friction, stiffness, travel, velocity, beam parameters and design intent
 */
public record SectionMechanismSpec(Path geometry, String format, SectionPlane plane, Optional<Rational> chordTolerance,
        Optional<Long> maxOccurrences, Map<String, LayerRole> parts, Map<String, ExactPoint2> hinges,
        List<CentreLine> beams, MechanismParameters parameters) {

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
     * @param beams the beam centre lines
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
        beams = List.copyOf(beams);
        Objects.requireNonNull(parameters, "parameters");
    }

    /**
     * A cantilever pawl's centre line in the section plane's frame, mm.
     *
     * @param part the pawl's part name as the document spells it
     * @param field where the document gives it, e.g. {@code pawls[0].beam}
     * @param root one end (the reader orients the line by the ROOT section)
     * @param tip the other end
     */
    public record CentreLine(String part, String field, ExactPoint2 root, ExactPoint2 tip) {

        /**
         * Validates.
         *
         * @param part the part
         * @param field the field
         * @param root an end
         * @param tip the other end
         * @throws NullPointerException if an argument is null
         */
        public CentreLine {
            Objects.requireNonNull(part, "part");
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(root, "root");
            Objects.requireNonNull(tip, "tip");
        }
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
     * The layout of this document's section: {@link #inspect(ProfileSet, Map, Map, List)} with its parts, hinges and
     * beam lines.
     *
     * @param cut the section's profiles, one layer per part
     * @return the layout
     * @throws MechanismException as {@link ProfileMechanisms#inspect(ProfileSet, LayerRoles, Map)}, or if a beam is
     *     given for a part that is not a pawl
     */
    public ProfileLayout inspect(ProfileSet cut) {
        return inspect(cut, parts, hinges, beams);
    }

    /**
     * Lays out a section's parts by their roles; each cantilever pawl's centre line joins the profiles as that pawl's
     * beam line (a layer named by the document field that gives it), so that its pivot and thickness follow as for a
     * drawing's {@code BEAM-n} line.
     *
     * @param cut the section's profiles, one layer per part
     * @param parts explicit roles by part name
     * @param hinges explicit hinges by pawl part name
     * @param beams the beam centre lines
     * @return the layout
     * @throws MechanismException as {@link ProfileMechanisms#inspect(ProfileSet, LayerRoles, Map)}, or if a beam is
     *     given for a part that is not a pawl (naming the field)
     */
    public static ProfileLayout inspect(ProfileSet cut, Map<String, LayerRole> parts, Map<String, ExactPoint2> hinges,
            List<CentreLine> beams) {
        LayerRoles roles = LayerRoles.parts(parts);
        if (beams.isEmpty()) {
            return ProfileMechanisms.inspect(cut, roles, hinges);
        }
        Map<String, LayerRole> withBeams = new LinkedHashMap<>(parts);
        List<PlanarProfile> layers = new ArrayList<>(cut.layers());
        for (CentreLine b : beams) {
            LayerRole pawl = roles.roleOf(b.part());
            if (pawl.kind() != LayerRole.Kind.PAWL) {
                throw new MechanismException(b.field(), cut.file() + ": " + b.field() + " is given for part " + b.part()
                        + ", which is not a pawl (its role: " + pawl.kind() + "); name the part PAWL-n or map it to"
                        + " one with \"parts\"");
            }
            withBeams.put(b.field(), new LayerRole(LayerRole.Kind.BEAM, pawl.key()));
            layers.add(new PlanarProfile(b.field(), List.of(), List.of(new ProfilePath(List.of(b.root(), b.tip()), false,
                    new ProfileSource(cut.file(), 0, b.field(), b.field()))), List.of(), List.of()));
        }
        return ProfileMechanisms.inspect(new ProfileSet(cut.file(), layers), LayerRoles.parts(withBeams), hinges);
    }

    /**
     * Reads a document that names a 3D model with a section plane.
     *
     * @param file the JSON file
     * @return the spec
     * @throws MechanismException if the file cannot be read (not a regular file, larger than {@link
     *     InputFiles#DEFAULT_MAX_BYTES}, not UTF-8), is not such a document, a number is not exact, the plane is
     *     degenerate, a role is unknown, or the named model does not exist (message: file, field, value, rule)
     */
    public static SectionMechanismSpec read(Path file) {
        return parse(DxfMechanismSpec.text(file), file);
    }

    /**
     * Parses a document that names a 3D model with a section plane.
     *
     * @param text the document text
     * @param file the JSON file it was read from (names it in messages; the model's path is relative to its folder)
     * @return the spec
     * @throws MechanismException if the text is not such a document, a number is not exact, the plane is degenerate,
     *     a role is unknown, or the named model does not exist (message: file, field, value, rule)
     */
    public static SectionMechanismSpec parse(String text, Path file) {
        String source = file.toString();
        JsonNode root = DxfMechanismSpec.document(text, source);
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
        Map<String, Rational> widthBy = new LinkedHashMap<>();
        Map<String, Rational> thickBy = new LinkedHashMap<>();
        Map<String, Rational> tipBy = new LinkedHashMap<>();
        List<CentreLine> beams = new ArrayList<>();
        JsonNode pawls = root.get("pawls");
        if (pawls != null) {
            if (!pawls.isArray()) {
                throw new MechanismException("pawls", source + ": pawls must be a list of {\"part\", \"hinge\","
                        + " \"stiffness\"} or {\"part\", \"beam\"}");
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
                JsonNode b = p.get("beam");
                if (b != null && !b.isNull()) {
                    String bf = f + ".beam";
                    if (p.has("hinge") || p.has("stiffness")) {
                        throw new MechanismException(bf, source + ": " + f + " has a beam and " + (p.has("hinge")
                                ? "a hinge" : "a stiffness") + "; a beam pawl's pivot and stiffness come from the beam"
                                + " model, so give either hinge and stiffness or beam, not both");
                    }
                    if (!b.isObject() || !b.has("root") || !b.has("tip")) {
                        throw new MechanismException(bf, source + ": " + bf + " = " + b + ": a beam is {\"root\": [x,"
                                + " y], \"tip\": [x, y]} in the section plane's frame, with optional \"thickness\","
                                + " \"tipThickness\" and \"width\" (mm)");
                    }
                    ExactPoint2 r = point(b.get("root"), bf + ".root", source);
                    ExactPoint2 t = point(b.get("tip"), bf + ".tip", source);
                    if (r.equals(t)) {
                        throw new MechanismException(bf, source + ": " + bf + ": root and tip are both " + r
                                + "; the centre line needs a length");
                    }
                    beams.add(new CentreLine(part, bf, r, t));
                    DxfMechanismSpec.optional(b, "width", bf + ".width", source).ifPresent(x -> widthBy.put(part, x));
                    DxfMechanismSpec.optional(b, "thickness", bf + ".thickness", source)
                            .ifPresent(x -> thickBy.put(part, x));
                    DxfMechanismSpec.optional(b, "tipThickness", bf + ".tipThickness", source)
                            .ifPresent(x -> tipBy.put(part, x));
                }
            }
        }
        BeamParameters beamParameters = DxfMechanismSpec.beams(root, widthBy, thickBy, tipBy, source);
        Optional<DesignIntent> intent = MechanismJson.intent(root, source);
        JsonNode motion = root.has("motion") ? root.get("motion") : JsonNodeFactory.instance.objectNode();
        Optional<ExactPoint2> velocity = motion.has("velocity")
                ? Optional.of(point(motion.get("velocity"), "motion.velocity", source)) : Optional.empty();
        try {
            MechanismParameters params = new MechanismParameters(root.has("name") ? root.get("name").asText() : "",
                    DxfMechanismSpec.optional(root, "friction", "friction", source),
                    DxfMechanismSpec.optional(root, "stiffness", "stiffness", source), byPawl,
                    DxfMechanismSpec.optional(motion, "travel", "motion.travel", source), velocity, beamParameters,
                    intent);
            return new SectionMechanismSpec(model, kind, plane, chord, maxOcc, parts, hinges, beams, params);
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

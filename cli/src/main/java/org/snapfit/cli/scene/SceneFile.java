package org.snapfit.cli.scene;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeSet;
import org.snapfit.cli.JsonInput;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.io.InputFileException;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;

/**
 * A {@code snapfit-scene/1} document: obstacles placed from CAD files, gravity, the time step and the step count,
 * and either a cable (for {@code snapfit drape}) or a rigid body guided by a hand (for {@code snapfit insert}).
 * Units mm, kg, s, N throughout (see {@code docs/formats/scene.md} and {@code docs/schemas/scene.schema.json}).
 * Immutable; {@link #read} validates every field.
 *
 * @param source the file it was read from
 * @param name the scene's name (default: the file name)
 * @param gravity the gravitational acceleration in mm/s&sup2;
 * @param dt the time step in s, &gt; 0
 * @param steps the number of steps, &ge; 1
 * @param chordTolerance the chord tolerance in mm for tessellating exact (STEP) surfaces, &gt; 0
 * @param obstacles the fixed obstacles
 * @param cable the cable of a drape scene
 * @param body the rigid body of an insert scene
 * @param hand the hand guiding the body (insert scenes)
 * @param restitution e &isin; [0, 1] of the body's collisions (insert scenes)
 * @param contact the continuous-contact model of an insert scene
 * @param regularisation the QP regularisation L of a drape scene, &ge; 0
 * @param linkage the planar linkage of an insert scene, with its planar obstacles and hand (then {@code obstacles}
 *     is empty and there is no body)
 */
public record SceneFile(Path source, String name, Vec3 gravity, double dt, int steps, double chordTolerance,
        List<ObstacleSpec> obstacles, Optional<CableSpec> cable, Optional<BodySpec> body, Optional<HandSpec> hand,
        double restitution, ContactSpec contact, double regularisation, Optional<LinkageSpec> linkage) {

    /** The format tag. */
    public static final String FORMAT = "snapfit-scene/1";
    /** Default chord tolerance for tessellating exact surfaces, in mm. */
    public static final double DEFAULT_CHORD_TOLERANCE = 0.01;

    /**
     * The largest magnitude of any number of a scene file, in the field's own unit (mm, kg, s, N, N/mm, …): 1e12, so
     * that squares, products and sums of the scene's quantities stay finite (a length of 1e308 mm made a spring's
     * rest length infinite). Larger numbers are refused naming the file and the field.
     */
    public static final double MAX_MAGNITUDE = 1e12;

    /**
     * Copies the list.
     *
     * @param source the source component
     * @param name the name component
     * @param gravity the gravity component
     * @param dt the time-step component
     * @param steps the step-count component
     * @param chordTolerance the chord-tolerance component
     * @param obstacles the obstacle component
     * @param cable the cable component
     * @param body the body component
     * @param hand the hand component
     * @param restitution the restitution component
     * @param contact the contact-model component
     * @param regularisation the regularisation component
     * @param linkage the linkage component
     */
    public SceneFile {
        obstacles = List.copyOf(obstacles);
    }

    /**
     * An obstacle: a part read from a file and placed by a pose.
     *
     * @param name its name (default: the file name)
     * @param file the STEP, STL or OBJ file (resolved against the scene file's folder)
     * @param pose the placement (translation in mm, rotation as a unit quaternion)
     * @param thickness a skin added around the part in mm, &ge; 0
     * @param occurrence for a STEP assembly, the path of the one occurrence to take (empty: every occurrence)
     */
    public record ObstacleSpec(String name, Path file, Pose3 pose, double thickness, Optional<String> occurrence) {
    }

    /**
     * A cable of equal particles on the segment from {@code from} to {@code to}.
     *
     * @param from the first particle's position in mm
     * @param to the last particle's position in mm
     * @param length the rest length in mm, &gt; 0 (the segments' rest lengths are length / (particles &minus; 1))
     * @param particles the number of particles, &ge; 3
     * @param stiffness the structural spring stiffness per segment in N/mm, &gt; 0
     * @param bendingStiffness the stiffness of the springs between particles i and i + 2 in N/mm, &ge; 0
     * @param damping the structural spring damping in N&middot;s/mm, &ge; 0
     * @param drag the velocity drag in 1/s, &ge; 0
     * @param thickness the cable's radius in mm, &gt; 0
     * @param mass the cable's total mass in kg, &gt; 0
     * @param fixed the indices of the fixed particles
     * @param strainLimits the strain limits [min, max] of the structural springs, when limited
     */
    public record CableSpec(Vec3 from, Vec3 to, double length, int particles, double stiffness,
            double bendingStiffness, double damping, double drag, double thickness, double mass, List<Integer> fixed,
            Optional<double[]> strainLimits) {
    }

    /**
     * The rigid body of an insert scene.
     *
     * @param file its STEP, STL or OBJ file (a convex part)
     * @param density the density in kg/mm&sup3; (the mass and inertia then follow from the part's volume)
     * @param mass the mass in kg (with inertia, instead of density)
     * @param inertia the principal moments of inertia about the centroid in kg&middot;mm&sup2;
     * @param pose the start pose
     */
    public record BodySpec(Path file, OptionalDouble density, OptionalDouble mass, Optional<Vec3> inertia, Pose3 pose) {
    }

    /**
     * The hand: the virtual coupling (a spring-damper from the body's centroid to the hand point) and the hand's path.
     *
     * @param path the polyline the hand follows, in mm (at least two points)
     * @param speed the hand's speed along it in mm/s, &gt; 0
     * @param stiffness the coupling stiffness in N/mm, &gt; 0
     * @param damping the coupling damping in N&middot;s/mm, &ge; 0
     */
    public record HandSpec(List<Vec3> path, double speed, double stiffness, double damping) {
    }

    /**
     * A planar linkage driven by a hand among planar obstacles (an insert scene in the x&ndash;y plane). Lengths mm,
     * angles rad.
     *
     * @param fixedBase whether joint 1 is pinned at {@code basePoint} (else the base floats: q starts with its x, y)
     * @param basePoint the pinned point of a fixed base in mm
     * @param links the links from the base outwards
     * @param configuration q&#8320;: for a floating base x&#8320;, y&#8320; (mm), then the angles (rad): link 1's
     *     absolute angle and each further joint's relative angle
     * @param selfContacts the pairs of link indices (from 0) that may touch each other
     * @param obstacles the planar obstacles
     * @param hand the hand holding one link
     */
    public record LinkageSpec(boolean fixedBase, Vec2 basePoint, List<LinkSpec> links, double[] configuration,
            List<int[]> selfContacts, List<PlanarObstacleSpec> obstacles, PlanarHandSpec hand) {
    }

    /**
     * One link: a bar of the given length and width from its joint (x = 0) to the next joint (x = length).
     *
     * @param length the joint-to-joint length in mm, &gt; 0
     * @param width the bar's width in mm, &gt; 0
     * @param mass the mass in kg, &gt; 0
     * @param inertia the moment of inertia about the centre of mass in kg&middot;mm&sup2; (empty: the uniform
     *     bar's m (L&sup2; + w&sup2;) / 12)
     */
    public record LinkSpec(double length, double width, double mass, OptionalDouble inertia) {
    }

    /**
     * A convex planar obstacle, fixed or translating as x(t) = x&#8320; + a sin(&omega; t).
     *
     * @param name its name
     * @param vertices the polygon's vertices in its own frame in mm, counter-clockwise
     * @param position its position x&#8320; in mm
     * @param angle its rotation in rad
     * @param amplitude the amplitude a of its motion in mm (zero: fixed)
     * @param angularFrequency &omega; in rad/s, &ge; 0
     */
    public record PlanarObstacleSpec(String name, List<Vec2> vertices, Vec2 position, double angle, Vec2 amplitude,
            double angularFrequency) {
    }

    /**
     * The hand of a linkage scene: a spring-damper from a point of one link to a target moving along a polyline at
     * constant speed, or on a Lissajous figure centre + (a&#8339; sin 2&pi;f&#8339;t, a&#7943; sin 2&pi;f&#7943;t).
     *
     * @param link the held link (from 0)
     * @param point the held point in the link's frame in mm
     * @param stiffness the coupling stiffness in N/mm, &gt; 0
     * @param damping the coupling damping in N&middot;s/mm, &ge; 0
     * @param path the polyline in mm (empty for a Lissajous figure)
     * @param speed the speed along the polyline in mm/s
     * @param centre the Lissajous figure's centre in mm
     * @param amplitude its amplitudes in mm
     * @param frequency its frequencies (f&#8339;, f&#7943;) in Hz
     */
    public record PlanarHandSpec(int link, Vec2 point, double stiffness, double damping, List<Vec2> path,
            double speed, Vec2 centre, Vec2 amplitude, Vec2 frequency) {
        /**
         * Copies the path.
         *
         * @param link the link component
         * @param point the point component
         * @param stiffness the stiffness component
         * @param damping the damping component
         * @param path the path component
         * @param speed the speed component
         * @param centre the centre component
         * @param amplitude the amplitude component
         * @param frequency the frequency component
         */
        public PlanarHandSpec {
            path = List.copyOf(path);
        }

        /**
         * Where the hand starts: the polyline's first point or the Lissajous figure's centre.
         *
         * @return the start in mm
         */
        public Vec2 start() {
            return path.isEmpty() ? centre : path.get(0);
        }

        /**
         * The field naming the start in messages.
         *
         * @return {@code hand.path[0]} or {@code hand.lissajous.centre}
         */
        public String startField() {
            return path.isEmpty() ? "hand.lissajous.centre" : "hand.path[0]";
        }
    }

    /**
     * The continuous-contact model of an insert scene (penalty and regularised friction).
     *
     * @param stiffness the penalty stiffness in N/mm, &gt; 0
     * @param damping the penalty damping in N&middot;s/mm, &ge; 0
     * @param friction the Coulomb coefficient, &ge; 0
     * @param slipVelocity the regularisation velocity of friction in mm/s, &gt; 0
     */
    public record ContactSpec(double stiffness, double damping, double friction, double slipVelocity) {
        /** The default model: 100 N/mm, 0.05 N·s/mm, μ = 0.3, 10 mm/s. */
        public static final ContactSpec DEFAULT = new ContactSpec(100, 0.05, 0.3, 10);
    }

    /**
     * Reads and validates a scene file.
     *
     * @param file the file
     * @return the scene
     * @throws IllegalArgumentException naming the file and the field (a JSON path) of the first bad value, or the
     *     file itself when it cannot be read or is not JSON
     */
    public static SceneFile read(Path file) {
        return read(file, InputFiles.DEFAULT_MAX_BYTES);
    }

    /**
     * Reads and validates a scene file through the bounded reader (a regular file of at most {@code maxBytes}
     * bytes, strict UTF-8, nesting at most {@link JsonInput#MAX_DEPTH} levels).
     *
     * @param file the file
     * @param maxBytes the size limit, bytes
     * @return the scene
     * @throws IllegalArgumentException naming the file and the field (a JSON path) of the first bad value, or the
     *     file itself when it cannot be read or is not JSON
     */
    public static SceneFile read(Path file, long maxBytes) {
        String text;
        try {
            text = InputFiles.readUtf8(file, maxBytes);
        } catch (InputFileException e) {
            throw new IllegalArgumentException(e.kind() == InputFileException.Kind.NOT_FOUND
                    ? file + ": no such scene file" : e.getMessage(), e);
        }
        return parse(text, file);
    }

    /**
     * Validates a scene given as text (a scene shipped inside the program, or one received by a plugin).
     *
     * @param text the JSON text
     * @param source the name it goes by in messages and outputs; files it names are resolved against its folder
     * @return the scene
     * @throws IllegalArgumentException naming the source and the field (a JSON path) of the first bad value
     */
    public static SceneFile parse(String text, Path source) {
        return new Reader(source).scene(JsonInput.parse(text, source.toString()));
    }

    /** The reader of one file: field access with the file and the JSON path in every message. */
    private static final class Reader {
        private final Path file;
        private final Path folder;

        Reader(Path file) {
            this.file = file;
            Path parent = file.toAbsolutePath().getParent();
            this.folder = parent == null ? Path.of(".") : parent;
        }

        IllegalArgumentException bad(String field, String message) {
            return new IllegalArgumentException(file + ": " + field + " " + message);
        }

        SceneFile scene(JsonNode root) {
            if (root == null || !root.isObject()) {
                throw bad("(document)", "must be a JSON object with \"format\": \"" + FORMAT + "\"");
            }
            known(root, "", Set.of("format", "name", "units", "gravity", "dt", "steps", "chordTolerance", "obstacles",
                    "cable", "body", "hand", "restitution", "contact", "regularisation", "description", "linkage"));
            String format = text(root, "format", "format").orElseThrow(() -> bad("format", "is missing; it must be \""
                    + FORMAT + "\""));
            if (!FORMAT.equals(format)) {
                throw bad("format", "= \"" + format + "\"; this reader takes \"" + FORMAT + "\"");
            }
            units(root.get("units"));
            String name = text(root, "name", "name").orElse(file.getFileName().toString().replaceFirst("\\.json$", ""));
            Vec3 gravity = root.has("gravity") ? vec(root.get("gravity"), "gravity") : Vec3.ZERO;
            double dt = positive(root, "dt", "dt");
            int steps = count(root, "steps", "steps", 1);
            double chord = root.has("chordTolerance") ? positive(root, "chordTolerance", "chordTolerance")
                    : DEFAULT_CHORD_TOLERANCE;
            if (root.has("linkage")) {
                return linkageScene(root, name, gravity, dt, steps, chord);
            }
            List<ObstacleSpec> obstacles = new ArrayList<>();
            JsonNode obs = root.get("obstacles");
            if (obs != null) {
                if (!obs.isArray()) {
                    throw bad("obstacles", "must be an array of {file, pose}");
                }
                for (int i = 0; i < obs.size(); i++) {
                    obstacles.add(obstacle(obs.get(i), "obstacles[" + i + "]"));
                }
            }
            Set<String> names = new TreeSet<>();
            for (int i = 0; i < obstacles.size(); i++) {
                if (!names.add(obstacles.get(i).name())) {
                    throw bad("obstacles[" + i + "].name", "= \"" + obstacles.get(i).name()
                            + "\" repeats an earlier obstacle's name; names must be unique");
                }
            }
            Optional<CableSpec> cable = root.has("cable") ? Optional.of(cable(root.get("cable"))) : Optional.empty();
            Optional<BodySpec> body = root.has("body") ? Optional.of(body(root.get("body"))) : Optional.empty();
            Optional<HandSpec> hand = root.has("hand") ? Optional.of(hand(root.get("hand"))) : Optional.empty();
            if (cable.isPresent() && body.isPresent()) {
                throw bad("cable/body", "both given; a scene has either a cable (drape) or a body (insert)");
            }
            if (cable.isEmpty() && body.isEmpty()) {
                throw bad("cable/body", "missing; a scene needs a cable (snapfit drape) or a body (snapfit insert)");
            }
            if (body.isPresent() && hand.isEmpty()) {
                throw bad("hand", "is missing; an insert scene needs a hand {path, speed, stiffness} to guide the body");
            }
            double e = restitution(root);
            ContactSpec contact = root.has("contact") ? contact(root.get("contact")) : ContactSpec.DEFAULT;
            double reg = root.has("regularisation") ? nonNegative(root, "regularisation", "regularisation") : 0;
            return new SceneFile(file, name, gravity, dt, steps, chord, obstacles, cable, body, hand, e, contact, reg,
                    Optional.empty());
        }

        double restitution(JsonNode root) {
            double e = root.has("restitution") ? number(root, "restitution", "restitution") : 0;
            if (!(e >= 0 && e <= 1)) {
                throw bad("restitution", "= " + e + "; it must lie in [0, 1]");
            }
            return e;
        }

        SceneFile linkageScene(JsonNode root, String name, Vec3 gravity, double dt, int steps, double chord) {
            for (String other : List.of("cable", "body", "regularisation")) {
                if (root.has(other)) {
                    throw bad(other, "is given with a linkage; a linkage scene (snapfit insert) has no " + other);
                }
            }
            if (gravity.x() != 0 || gravity.z() != 0 || gravity.y() > 0) {
                throw bad("gravity", "= [" + gravity.x() + ", " + gravity.y() + ", " + gravity.z()
                        + "]; a linkage moves in the x-y plane with gravity [0, -g, 0], g >= 0 (mm/s²)");
            }
            JsonNode n = root.get("linkage");
            String p = "linkage";
            if (!n.isObject()) {
                throw bad(p, "must be an object {base, links, configuration}");
            }
            known(n, p + ".", Set.of("base", "basePoint", "links", "configuration", "selfContacts"));
            String base = text(n, "base", p + ".base").orElse("floating");
            if (!base.equals("floating") && !base.equals("fixed")) {
                throw bad(p + ".base", "= \"" + base + "\"; it must be \"floating\" or \"fixed\"");
            }
            boolean fixed = base.equals("fixed");
            Vec2 basePoint = Vec2.ZERO;
            if (fixed) {
                basePoint = vec2(required(n, "basePoint", p + ".basePoint"), p + ".basePoint");
            } else if (n.has("basePoint")) {
                throw bad(p + ".basePoint", "is given with a floating base; only a fixed base has a base point");
            }
            JsonNode ls = required(n, "links", p + ".links");
            if (!ls.isArray() || ls.isEmpty()) {
                throw bad(p + ".links", "must be a non-empty array of {length, width, mass}");
            }
            List<LinkSpec> links = new ArrayList<>();
            for (int i = 0; i < ls.size(); i++) {
                String lp = p + ".links[" + i + "]";
                JsonNode l = ls.get(i);
                if (!l.isObject()) {
                    throw bad(lp, "must be an object {length, width, mass}");
                }
                known(l, lp + ".", Set.of("length", "width", "mass", "inertia"));
                links.add(new LinkSpec(positive(l, "length", lp + ".length"), positive(l, "width", lp + ".width"),
                        positive(l, "mass", lp + ".mass"), l.has("inertia")
                        ? OptionalDouble.of(positive(l, "inertia", lp + ".inertia")) : OptionalDouble.empty()));
            }
            int dof = links.size() + (fixed ? 0 : 2);
            double[] q0 = numbers(required(n, "configuration", p + ".configuration"), p + ".configuration", dof);
            List<int[]> pairs = new ArrayList<>();
            JsonNode sc = n.get("selfContacts");
            if (sc != null) {
                if (!sc.isArray()) {
                    throw bad(p + ".selfContacts", "must be an array of link-index pairs [i, j]");
                }
                for (int i = 0; i < sc.size(); i++) {
                    pairs.add(linkPair(sc.get(i), p + ".selfContacts[" + i + "]", links.size()));
                }
            }
            List<PlanarObstacleSpec> obstacles = new ArrayList<>();
            JsonNode obs = root.get("obstacles");
            if (obs != null) {
                if (!obs.isArray()) {
                    throw bad("obstacles", "must be an array of planar obstacles {rectangle | polygon, position}");
                }
                Set<String> names = new TreeSet<>();
                for (int i = 0; i < obs.size(); i++) {
                    PlanarObstacleSpec o = planarObstacle(obs.get(i), "obstacles[" + i + "]");
                    if (!names.add(o.name())) {
                        throw bad("obstacles[" + i + "].name", "= \"" + o.name()
                                + "\" repeats an earlier obstacle's name; names must be unique");
                    }
                    obstacles.add(o);
                }
            }
            JsonNode h = root.get("hand");
            if (h == null) {
                throw bad("hand", "is missing; a linkage scene needs a hand {link, point, lissajous, stiffness}");
            }
            PlanarHandSpec hand = planarHand(h, links.size());
            ContactSpec contact = root.has("contact") ? contact(root.get("contact")) : ContactSpec.DEFAULT;
            LinkageSpec linkage = new LinkageSpec(fixed, basePoint, links, q0, pairs, obstacles, hand);
            return new SceneFile(file, name, gravity, dt, steps, chord, List.of(), Optional.empty(), Optional.empty(),
                    Optional.empty(), restitution(root), contact, 0, Optional.of(linkage));
        }

        int[] linkPair(JsonNode v, String path, int links) {
            if (v == null || !v.isArray() || v.size() != 2 || !v.get(0).isIntegralNumber()
                    || !v.get(1).isIntegralNumber()) {
                throw bad(path, "= " + v + "; it must be a pair of link indices [i, j]");
            }
            int i = v.get(0).asInt();
            int j = v.get(1).asInt();
            if (i < 0 || j < 0 || i >= links || j >= links) {
                throw bad(path, "= " + v + "; link indices must lie in [0, " + (links - 1) + "]");
            }
            if (Math.abs(i - j) < 2) {
                throw bad(path, "= " + v + (i == j ? "; a link cannot touch itself"
                        : "; neighbouring links share a joint and are never tested against each other")
                        + " (give links at least two apart)");
            }
            return new int[] {i, j};
        }

        PlanarObstacleSpec planarObstacle(JsonNode n, String path) {
            if (n == null || !n.isObject()) {
                throw bad(path, "must be an object {name, rectangle | polygon, position, angle, motion}");
            }
            if (n.has("file")) {
                throw bad(path + ".file", "is given in a linkage scene; its obstacles are planar polygons (rectangle or"
                        + " polygon, mm)");
            }
            known(n, path + ".", Set.of("name", "rectangle", "polygon", "position", "angle", "motion"));
            String name = text(n, "name", path + ".name").orElse("obstacle " + path.replaceAll("\\D", ""));
            List<Vec2> vertices = new ArrayList<>();
            if (n.has("rectangle") == n.has("polygon")) {
                throw bad(path + ".rectangle", "give either rectangle [width, height] or polygon [[x, y], ...] (mm), not "
                        + (n.has("polygon") ? "both" : "neither"));
            }
            if (n.has("rectangle")) {
                double[] wh = numbers(n.get("rectangle"), path + ".rectangle", 2);
                if (!(wh[0] > 0 && wh[1] > 0)) {
                    throw bad(path + ".rectangle", "= [" + wh[0] + ", " + wh[1] + "]; width and height must be > 0");
                }
                double w = wh[0] / 2;
                double hh = wh[1] / 2;
                vertices.addAll(List.of(new Vec2(-w, -hh), new Vec2(w, -hh), new Vec2(w, hh), new Vec2(-w, hh)));
            } else {
                JsonNode poly = n.get("polygon");
                if (!poly.isArray() || poly.size() < 3) {
                    throw bad(path + ".polygon", "must be an array of at least three points [x, y] (mm)");
                }
                for (int i = 0; i < poly.size(); i++) {
                    vertices.add(vec2(poly.get(i), path + ".polygon[" + i + "]"));
                }
            }
            Vec2 position = n.has("position") ? vec2(n.get("position"), path + ".position") : Vec2.ZERO;
            double angle = n.has("angle") ? number(n, "angle", path + ".angle") : 0;
            Vec2 amplitude = Vec2.ZERO;
            double omega = 0;
            JsonNode m = n.get("motion");
            if (m != null) {
                if (!m.isObject()) {
                    throw bad(path + ".motion", "must be an object {amplitude [ax, ay] (mm), angularFrequency (rad/s)}");
                }
                known(m, path + ".motion.", Set.of("amplitude", "angularFrequency"));
                amplitude = vec2(required(m, "amplitude", path + ".motion.amplitude"), path + ".motion.amplitude");
                omega = nonNegative(m, "angularFrequency", path + ".motion.angularFrequency");
            }
            return new PlanarObstacleSpec(name, vertices, position, angle, amplitude, omega);
        }

        PlanarHandSpec planarHand(JsonNode n, int links) {
            String p = "hand";
            if (!n.isObject()) {
                throw bad(p, "must be an object {link, point, lissajous, stiffness, damping}");
            }
            known(n, p + ".", Set.of("link", "point", "path", "speed", "lissajous", "stiffness", "damping"));
            JsonNode l = required(n, "link", p + ".link");
            if (!l.isIntegralNumber() || l.asInt() < 0 || l.asInt() >= links) {
                throw bad(p + ".link", "= " + l + "; it must be a link index in [0, " + (links - 1) + "]");
            }
            Vec2 point = n.has("point") ? vec2(n.get("point"), p + ".point") : Vec2.ZERO;
            double k = positive(n, "stiffness", p + ".stiffness");
            double c = n.has("damping") ? nonNegative(n, "damping", p + ".damping") : 0;
            if (n.has("path") == n.has("lissajous")) {
                throw bad(p + ".path", "give either path [[x, y], ...] (mm) with speed (mm/s) or lissajous {centre,"
                        + " amplitude, frequency}, not " + (n.has("path") ? "both" : "neither"));
            }
            if (n.has("path")) {
                JsonNode path = n.get("path");
                if (!path.isArray() || path.size() < 2) {
                    throw bad(p + ".path", "must be an array of at least two points [x, y] (mm)");
                }
                List<Vec2> pts = new ArrayList<>();
                for (int i = 0; i < path.size(); i++) {
                    Vec2 q = planarPoint(path.get(i), p + ".path[" + i + "]");
                    if (i > 0 && q.equals(pts.get(i - 1))) {
                        throw bad(p + ".path[" + i + "]", "= " + path.get(i) + " repeats the point before it;"
                                + " consecutive points must differ");
                    }
                    pts.add(q);
                }
                double speed = positive(n, "speed", p + ".speed");
                return new PlanarHandSpec(l.asInt(), point, k, c, pts, speed, Vec2.ZERO, Vec2.ZERO, Vec2.ZERO);
            }
            if (n.has("speed")) {
                throw bad(p + ".speed", "is given with a lissajous; only a path has a speed");
            }
            JsonNode lj = n.get("lissajous");
            String lp = p + ".lissajous";
            if (!lj.isObject()) {
                throw bad(lp, "must be an object {centre [x, y], amplitude [ax, ay] (mm), frequency [fx, fy] (Hz)}");
            }
            known(lj, lp + ".", Set.of("centre", "amplitude", "frequency"));
            Vec2 centre = vec2(required(lj, "centre", lp + ".centre"), lp + ".centre");
            Vec2 amplitude = lj.has("amplitude") ? vec2(lj.get("amplitude"), lp + ".amplitude") : Vec2.ZERO;
            Vec2 f = lj.has("frequency") ? vec2(lj.get("frequency"), lp + ".frequency") : Vec2.ZERO;
            if (!(f.x() >= 0 && f.y() >= 0)) {
                throw bad(lp + ".frequency", "= [" + f.x() + ", " + f.y() + "]; the frequencies must be >= 0 (Hz)");
            }
            return new PlanarHandSpec(l.asInt(), point, k, c, List.of(), 0, centre, amplitude, f);
        }

        /** A point of the plane: [x, y], or [x, y, 0] as in the spatial scenes. */
        Vec2 planarPoint(JsonNode v, String path) {
            if (v != null && v.isArray() && v.size() == 3) {
                Vec3 q = vec(v, path);
                if (q.z() != 0) {
                    throw bad(path, "= " + v + "; a linkage moves in the x-y plane, so z must be 0");
                }
                return new Vec2(q.x(), q.y());
            }
            return vec2(v, path);
        }

        void units(JsonNode u) {
            if (u == null) {
                return;
            }
            String expected = "{\"length\": \"mm\", \"mass\": \"kg\", \"time\": \"s\", \"force\": \"N\"}";
            if (!u.isObject()) {
                throw bad("units", "must be " + expected);
            }
            String[][] want = {{"length", "mm"}, {"mass", "kg"}, {"time", "s"}, {"force", "N"}};
            for (String[] w : want) {
                JsonNode v = u.get(w[0]);
                if (v != null && !w[1].equals(v.asText())) {
                    throw bad("units." + w[0], "= \"" + v.asText() + "\"; scene files are in " + expected
                            + " (convert the file's values)");
                }
            }
        }

        ObstacleSpec obstacle(JsonNode n, String path) {
            if (n == null || !n.isObject()) {
                throw bad(path, "must be an object {file, pose}");
            }
            known(n, path + ".", Set.of("name", "file", "pose", "thickness", "occurrence"));
            Path f = filePath(n, path);
            String name = text(n, "name", path + ".name").orElse(f.getFileName().toString());
            Pose3 pose = n.has("pose") ? pose(n.get("pose"), path + ".pose") : Pose3.IDENTITY;
            double thickness = n.has("thickness") ? nonNegative(n, "thickness", path + ".thickness") : 0;
            return new ObstacleSpec(name, f, pose, thickness, text(n, "occurrence", path + ".occurrence"));
        }

        Path filePath(JsonNode n, String path) {
            String f = text(n, "file", path + ".file").orElseThrow(() -> bad(path + ".file",
                    "is missing; give a STEP, STL or OBJ file (relative to the scene file)"));
            Path p = folder.resolve(f).normalize();
            if (!Files.isRegularFile(p)) {
                throw bad(path + ".file", "= \"" + f + "\": no such file (" + p + ")");
            }
            return p;
        }

        CableSpec cable(JsonNode n) {
            String p = "cable";
            if (!n.isObject()) {
                throw bad(p, "must be an object");
            }
            known(n, p + ".", Set.of("from", "to", "length", "particles", "stiffness", "bendingStiffness", "damping",
                    "drag", "thickness", "mass", "fixed", "strainLimits"));
            Vec3 from = vec(required(n, "from", p + ".from"), p + ".from");
            Vec3 to = vec(required(n, "to", p + ".to"), p + ".to");
            double span = to.subtract(from).norm();
            if (!(span > 0)) {
                throw bad(p + ".to", "equals cable.from; the cable needs two distinct end points");
            }
            double length = n.has("length") ? positive(n, "length", p + ".length") : span;
            int particles = count(n, "particles", p + ".particles", 3);
            double k = positive(n, "stiffness", p + ".stiffness");
            double kb = n.has("bendingStiffness") ? nonNegative(n, "bendingStiffness", p + ".bendingStiffness") : 0;
            double c = n.has("damping") ? nonNegative(n, "damping", p + ".damping") : 0;
            double drag = n.has("drag") ? nonNegative(n, "drag", p + ".drag") : 0;
            double thickness = positive(n, "thickness", p + ".thickness");
            if (!(2 * thickness < length)) {
                // a cable thicker than it is long is no cable; a huge radius would also make every particle a
                // neighbour of every obstacle triangle
                throw bad(p + ".thickness", "= " + thickness + " mm; the cable's radius must be less than half its"
                        + " length (" + length + " mm)");
            }
            double mass = positive(n, "mass", p + ".mass");
            List<Integer> fixed = new ArrayList<>();
            JsonNode fx = n.get("fixed");
            if (fx != null) {
                if (!fx.isArray()) {
                    throw bad(p + ".fixed", "must be an array of \"first\", \"last\" or particle indices");
                }
                for (int i = 0; i < fx.size(); i++) {
                    JsonNode v = fx.get(i);
                    String f = p + ".fixed[" + i + "]";
                    int idx;
                    if (v.isTextual() && v.asText().equals("first")) {
                        idx = 0;
                    } else if (v.isTextual() && v.asText().equals("last")) {
                        idx = particles - 1;
                    } else if (v.isIntegralNumber()) {
                        idx = v.asInt();
                        if (idx < 0 || idx >= particles) {
                            throw bad(f, "= " + idx + "; a particle index must lie in [0, " + (particles - 1) + "]");
                        }
                    } else {
                        throw bad(f, "= " + v + "; it must be \"first\", \"last\" or a particle index");
                    }
                    if (!fixed.contains(idx)) {
                        fixed.add(idx);
                    }
                }
            }
            Optional<double[]> limits = Optional.empty();
            JsonNode sl = n.get("strainLimits");
            if (sl != null) {
                if (!sl.isArray() || sl.size() != 2 || !sl.get(0).isNumber() || !sl.get(1).isNumber()) {
                    throw bad(p + ".strainLimits", "= " + sl + "; it must be [min, max] with min <= 0 <= max");
                }
                double lo = number(sl.get(0), p + ".strainLimits[0]");
                double hi = number(sl.get(1), p + ".strainLimits[1]");
                if (!(lo <= 0 && hi >= 0 && lo > -1)) {
                    throw bad(p + ".strainLimits", "= [" + lo + ", " + hi + "]; it must be [min, max] with -1 < min <= 0"
                            + " <= max");
                }
                limits = Optional.of(new double[] {lo, hi});
            }
            return new CableSpec(from, to, length, particles, k, kb, c, drag, thickness, mass, fixed, limits);
        }

        BodySpec body(JsonNode n) {
            String p = "body";
            if (!n.isObject()) {
                throw bad(p, "must be an object");
            }
            known(n, p + ".", Set.of("file", "density", "mass", "inertia", "pose"));
            Path f = filePath(n, p);
            OptionalDouble density = n.has("density") ? OptionalDouble.of(positive(n, "density", p + ".density"))
                    : OptionalDouble.empty();
            OptionalDouble mass = n.has("mass") ? OptionalDouble.of(positive(n, "mass", p + ".mass"))
                    : OptionalDouble.empty();
            Optional<Vec3> inertia = Optional.empty();
            if (n.has("inertia")) {
                Vec3 in = vec(n.get("inertia"), p + ".inertia");
                if (!(in.x() > 0 && in.y() > 0 && in.z() > 0)) {
                    throw bad(p + ".inertia", "= " + in + "; the principal moments must be > 0 (kg·mm²)");
                }
                inertia = Optional.of(in);
            }
            if (density.isPresent() == mass.isPresent()) {
                throw bad(p + ".density", "give either density (kg/mm³) or mass (kg) with inertia (kg·mm²), not "
                        + (density.isPresent() ? "both" : "neither"));
            }
            if (mass.isPresent() && inertia.isEmpty()) {
                throw bad(p + ".inertia", "is missing; with a mass give the principal moments [Ixx, Iyy, Izz] in kg·mm²");
            }
            Pose3 pose = n.has("pose") ? pose(n.get("pose"), p + ".pose") : Pose3.IDENTITY;
            return new BodySpec(f, density, mass, inertia, pose);
        }

        HandSpec hand(JsonNode n) {
            String p = "hand";
            if (!n.isObject()) {
                throw bad(p, "must be an object {path, speed, stiffness}");
            }
            known(n, p + ".", Set.of("path", "speed", "stiffness", "damping"));
            JsonNode path = required(n, "path", p + ".path");
            if (!path.isArray() || path.size() < 2) {
                throw bad(p + ".path", "must be an array of at least two points [x, y, z] in mm");
            }
            List<Vec3> pts = new ArrayList<>();
            for (int i = 0; i < path.size(); i++) {
                pts.add(vec(path.get(i), p + ".path[" + i + "]"));
            }
            double speed = positive(n, "speed", p + ".speed");
            double k = positive(n, "stiffness", p + ".stiffness");
            double c = n.has("damping") ? nonNegative(n, "damping", p + ".damping") : 0;
            return new HandSpec(pts, speed, k, c);
        }

        ContactSpec contact(JsonNode n) {
            String p = "contact";
            if (!n.isObject()) {
                throw bad(p, "must be an object {stiffness, damping, friction, slipVelocity}");
            }
            known(n, p + ".", Set.of("stiffness", "damping", "friction", "slipVelocity"));
            ContactSpec d = ContactSpec.DEFAULT;
            return new ContactSpec(n.has("stiffness") ? positive(n, "stiffness", p + ".stiffness") : d.stiffness(),
                    n.has("damping") ? nonNegative(n, "damping", p + ".damping") : d.damping(),
                    n.has("friction") ? nonNegative(n, "friction", p + ".friction") : d.friction(),
                    n.has("slipVelocity") ? positive(n, "slipVelocity", p + ".slipVelocity") : d.slipVelocity());
        }

        Pose3 pose(JsonNode n, String path) {
            if (!n.isObject()) {
                throw bad(path, "must be an object {translation [x, y, z] (mm), rotation [w, x, y, z]}");
            }
            known(n, path + ".", Set.of("translation", "rotation"));
            Vec3 t = n.has("translation") ? vec(n.get("translation"), path + ".translation") : Vec3.ZERO;
            Quaternion q = Quaternion.IDENTITY;
            JsonNode r = n.get("rotation");
            if (r != null) {
                double[] w = numbers(r, path + ".rotation", 4);
                double norm = Math.sqrt(w[0] * w[0] + w[1] * w[1] + w[2] * w[2] + w[3] * w[3]);
                if (!(Math.abs(norm - 1) <= UNIT_QUATERNION_TOLERANCE)) {
                    throw bad(path + ".rotation", "= [" + w[0] + ", " + w[1] + ", " + w[2] + ", " + w[3]
                            + "] has norm " + norm + "; a rotation must be a unit quaternion [w, x, y, z] (within "
                            + UNIT_QUATERNION_TOLERANCE + ")");
                }
                q = new Quaternion(w[0] / norm, w[1] / norm, w[2] / norm, w[3] / norm);
            }
            return Pose3.of(q, t);
        }

        void known(JsonNode n, String prefix, Set<String> fields) {
            Iterator<String> it = n.fieldNames();
            while (it.hasNext()) {
                String f = it.next();
                if (!fields.contains(f)) {
                    throw bad(prefix + f, "is not a field of " + (prefix.isEmpty() ? "a scene" : prefix.substring(0,
                            prefix.length() - 1)) + "; known fields: " + new TreeSet<>(fields));
                }
            }
        }

        JsonNode required(JsonNode n, String key, String path) {
            JsonNode v = n.get(key);
            if (v == null || v.isNull()) {
                throw bad(path, "is missing");
            }
            return v;
        }

        Optional<String> text(JsonNode n, String key, String path) {
            JsonNode v = n.get(key);
            if (v == null || v.isNull()) {
                return Optional.empty();
            }
            if (!v.isTextual()) {
                throw bad(path, "= " + v + "; it must be a string");
            }
            return Optional.of(v.asText());
        }

        double number(JsonNode n, String key, String path) {
            JsonNode v = required(n, key, path);
            return number(v, path);
        }

        double number(JsonNode v, String path) {
            double x;
            if (v.isNumber()) {
                x = v.asDouble();
            } else if (v.isTextual()) {
                try {
                    x = Double.parseDouble(v.asText());
                } catch (NumberFormatException e) {
                    throw bad(path, "= " + v + "; it must be a number");
                }
            } else {
                throw bad(path, "= " + v + "; it must be a number");
            }
            if (!Double.isFinite(x)) {
                throw bad(path, "= " + v + "; it must be finite");
            }
            if (Math.abs(x) > MAX_MAGNITUDE) {
                throw bad(path, "= " + v + "; it must lie within ±1e12 (in the field's unit)");
            }
            return x;
        }

        double positive(JsonNode n, String key, String path) {
            double x = number(n, key, path);
            if (!(x > 0)) {
                throw bad(path, "= " + x + "; it must be > 0");
            }
            return x;
        }

        double nonNegative(JsonNode n, String key, String path) {
            double x = number(n, key, path);
            if (!(x >= 0)) {
                throw bad(path, "= " + x + "; it must be >= 0");
            }
            return x;
        }

        int count(JsonNode n, String key, String path, int min) {
            JsonNode v = required(n, key, path);
            if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < min) {
                throw bad(path, "= " + v + "; it must be a whole number >= " + min);
            }
            return v.asInt();
        }

        double[] numbers(JsonNode v, String path, int size) {
            if (!v.isArray() || v.size() != size) {
                throw bad(path, "= " + v + "; it must be an array of " + size + " numbers");
            }
            double[] out = new double[size];
            for (int i = 0; i < size; i++) {
                out[i] = number(v.get(i), path + "[" + i + "]");
            }
            return out;
        }

        Vec2 vec2(JsonNode v, String path) {
            double[] a = numbers(v, path, 2);
            return new Vec2(a[0], a[1]);
        }

        Vec3 vec(JsonNode v, String path) {
            double[] a = numbers(v, path, 3);
            return new Vec3(a[0], a[1], a[2]);
        }
    }

    /** How far from 1 the norm of a rotation quaternion may be before it is rejected (dimensionless). */
    public static final double UNIT_QUATERNION_TOLERANCE = 1e-6;
}

package org.snapfit.cli.scene;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.snapfit.cli.JsonInput;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.io.InputFileException;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.transform.Pose3;

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
        return new SceneReader(source).scene(JsonInput.parse(text, source.toString()));
    }

    /** How far from 1 the norm of a rotation quaternion may be before it is rejected (dimensionless). */
    public static final double UNIT_QUATERNION_TOLERANCE = 1e-6;
}

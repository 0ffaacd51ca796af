package org.snapfit.sweep.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.geom.PointLocation;

/**
 * A snap-fit mechanism (docs/model.md): root motion, pawls, obstacles and one Coulomb friction coefficient μ.
 * Immutable and thread-safe; exact. Validated at construction: μ ≥ 0, unique pawl names, and no pawl polygon
 * overlapping an obstacle polygon in the start configuration (touching is allowed).
 *
 * @param name a human-readable name (may be empty)
 * @param friction μ ≥ 0
 * @param motion the root motion
 * @param pawls the pawls, at least one
 * @param obstacles the obstacles (may be empty)
 * @param rootShape the root's outline, for drawing only (may be empty)
 */
public record Mechanism(String name, Rational friction, Motion motion, List<Pawl> pawls, List<Obstacle> obstacles,
        List<ExactPolygon2> rootShape) {

    /**
     * Validates the mechanism.
     *
     * @param name a human-readable name (may be empty)
     * @param friction μ ≥ 0
     * @param motion the root motion
     * @param pawls the pawls, at least one
     * @param obstacles the obstacles (may be empty)
     * @param rootShape the root's outline, for drawing only (may be empty)
     * @throws MechanismException if μ &lt; 0, there is no pawl, two pawls share a name, or a pawl penetrates an
     *     obstacle at t = 0 (the message names the pawl, the obstacle and the polygons)
     */
    public Mechanism {
        name = name == null ? "" : name;
        if (friction.signum() < 0) {
            throw new MechanismException("friction", "friction = \"" + friction + "\": friction must be >= 0");
        }
        obstacles = List.copyOf(obstacles);
        rootShape = List.copyOf(rootShape);
        if (!(pawls instanceof StartCheckedPawls checked && checked.checkedAgainst(obstacles))) {
            // a mechanism rebuilt from another's pawls and obstacles (another μ: the friction bisections do this
            // dozens of times) keeps their passed start check; any other pair of lists is checked here
            pawls = List.copyOf(pawls);
            if (pawls.isEmpty()) {
                throw new MechanismException("pawls", "pawls = []: a mechanism needs at least one pawl");
            }
            for (int i = 0; i < pawls.size(); i++) {
                for (int j = 0; j < i; j++) {
                    if (pawls.get(i).name().equals(pawls.get(j).name())) {
                        throw new MechanismException(pawlField(i, pawls.get(i)) + ".name", pawlField(i, pawls.get(i))
                                + ".name repeats pawls[" + j + "]; pawl names must be unique");
                    }
                }
            }
            checkStartFree(pawls, obstacles);
            pawls = new StartCheckedPawls(pawls, obstacles);
        }
    }

    private static void checkStartFree(List<Pawl> pawls, List<Obstacle> obstacles) {
        for (int i = 0; i < pawls.size(); i++) {
            Pawl p = pawls.get(i);
            for (int a = 0; a < p.shape().size(); a++) {
                for (int k = 0; k < obstacles.size(); k++) {
                    Obstacle o = obstacles.get(k);
                    for (int b = 0; b < o.shape().size(); b++) {
                        if (p.shape().get(a).overlaps(o.shape().get(b))) {
                            String f = pawlField(i, p) + ".shape[" + a + "]";
                            throw new MechanismException(f, f + " overlaps obstacles[" + k + "] \"" + o.name()
                                    + "\".shape[" + b + "] at t = 0: a pawl must not penetrate an obstacle in the start"
                                    + " configuration");
                        }
                    }
                }
            }
        }
    }

    /**
     * The field path of pawl i, as used in messages: {@code pawls[i] "name"}.
     *
     * @param i the index
     * @param p the pawl
     * @return the path text
     */
    static String pawlField(int i, Pawl p) {
        return "pawls[" + i + "] \"" + p.name() + "\"";
    }

    /**
     * Warnings about allowed but suspicious input: a hinge outside its pawl's shape, a beam too short for beam
     * formulas.
     *
     * @return the warnings, one sentence each naming the pawl and field; empty when there is nothing to say
     */
    public List<String> warnings() {
        List<String> w = new ArrayList<>();
        for (int i = 0; i < pawls.size(); i++) {
            Pawl p = pawls.get(i);
            boolean inside = p.shape().stream().anyMatch(s -> s.locate(p.hinge()) != PointLocation.OUTSIDE);
            if (!inside) {
                w.add(pawlField(i, p) + ".hinge = " + p.hinge() + " lies outside the pawl's shape; allowed, but check"
                        + " the drawing");
            }
            for (String remark : p.cantilever().map(Cantilever::remarks).orElse(List.of())) {
                w.add(pawlField(i, p) + ".beam: " + remark);
            }
        }
        return List.copyOf(w);
    }

    /**
     * The pawl with the given name.
     *
     * @param pawlName the name
     * @return the pawl
     * @throws IllegalArgumentException if there is no such pawl
     */
    public Pawl pawl(String pawlName) {
        return pawls.stream().filter(p -> p.name().equals(pawlName)).findFirst().orElseThrow(
                () -> new IllegalArgumentException("pawl = \"" + pawlName + "\": no pawl of that name in mechanism \""
                        + name + "\""));
    }

    /**
     * This mechanism with one pawl replaced by another of the same name (a design study's variant, e.g. a beam of
     * another thickness).
     *
     * @param replacement the new pawl; its name selects the pawl it replaces
     * @return the new mechanism
     * @throws IllegalArgumentException if there is no pawl of that name
     * @throws MechanismException if the new pawl penetrates an obstacle at t = 0
     */
    public Mechanism withPawl(Pawl replacement) {
        pawl(replacement.name());
        List<Pawl> ps = pawls.stream().map(p -> p.name().equals(replacement.name()) ? replacement : p).toList();
        return new Mechanism(name, friction, motion, ps, obstacles, rootShape);
    }

    /**
     * The first obstacle in the way of the pawls, at rest and moved by {@code offset} from their place at t = 0,
     * when they translate on along {@code direction} without end: the test whether a retraction has separated the
     * parts. Exact: the region a pawl polygon P sweeps is P, its copy far beyond every obstacle, and the
     * parallelogram each edge sweeps; the pawl is in the way of an obstacle iff one of these pieces overlaps an
     * obstacle polygon (interiors intersect; touching and sliding along a face parallel to the direction do not
     * count).
     *
     * @param offset the root's displacement from t = 0 (the pawls' hinges and shapes move with it)
     * @param direction the direction of the further motion, not zero
     * @return the first pawl–obstacle pair in the way, as {@code pawl "P" meets obstacle "O"}; empty when the
     *     pawls can move on freely
     * @throws IllegalArgumentException if the direction is zero
     */
    public Optional<String> obstacleAlong(ExactPoint2 offset, ExactPoint2 direction) {
        Rational dd = direction.dot(direction);
        if (dd.isZero()) {
            throw new IllegalArgumentException("direction = " + direction + "; a direction must be non-zero");
        }
        Rational ahead = null;
        for (Obstacle o : obstacles) {
            for (ExactPolygon2 poly : o.shape()) {
                for (ExactPoint2 v : poly.vertices()) {
                    Rational a = v.dot(direction);
                    ahead = ahead == null ? a : ahead.max(a);
                }
            }
        }
        if (ahead == null) {
            return Optional.empty();
        }
        for (Pawl p : pawls) {
            for (ExactPolygon2 poly : p.shape()) {
                List<ExactPoint2> moved = poly.vertices().stream().map(v -> v.add(offset)).toList();
                Rational behind = moved.stream().map(v -> v.dot(direction)).reduce(Rational::min).orElseThrow();
                // far enough that the copy lies beyond every obstacle vertex along the direction
                Rational far = ahead.subtract(behind).divide(dd).max(Rational.ZERO).add(Rational.ONE);
                ExactPoint2 shift = direction.scale(far);
                List<ExactPolygon2> pieces = new ArrayList<>();
                pieces.add(ExactPolygon2.of(moved.stream().map(v -> v.add(shift)).toList()));
                for (int i = 0; i < moved.size(); i++) {
                    ExactPoint2 a = moved.get(i);
                    ExactPoint2 b = moved.get((i + 1) % moved.size());
                    if (!b.subtract(a).cross(direction).isZero()) {
                        pieces.add(ExactPolygon2.of(List.of(a, b, b.add(shift), a.add(shift))));
                    }
                }
                for (Obstacle o : obstacles) {
                    for (ExactPolygon2 q : o.shape()) {
                        for (ExactPolygon2 piece : pieces) {
                            if (piece.overlaps(q)) {
                                return Optional.of("pawl \"" + p.name() + "\" meets obstacle \"" + o.name() + "\"");
                            }
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }
}

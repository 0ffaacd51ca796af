package org.snapfit.core.testing;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.algebra.testing.Shrinker;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;

/**
 * Generators and shrinkers of exact points, vertex lists and polygons for property tests (with the generic kit in
 * {@code org.snapfit.algebra.testing}, which algebra's own tests use too). Shrinking a polygon drops vertices and
 * moves them towards the origin, so a failing polygon is reported with as few and as small vertices as still fail.
 */
public final class ExactShapes {
    private ExactShapes() {
    }

    /**
     * Points with coordinates n/d, n in [−numBound, numBound] and d in [1, denMax].
     *
     * @param numBound the largest numerator magnitude
     * @param denMax the largest denominator
     * @return the generator (edges: the rational edges paired on the diagonal)
     */
    public static Gen<ExactPoint2> points(long numBound, long denMax) {
        Gen<Rational> c = Gens.rationals(-numBound, numBound, denMax);
        List<ExactPoint2> edges = new ArrayList<>();
        c.edges().forEach(r -> edges.add(ExactPoint2.of(r, r)));
        return Gen.<ExactPoint2>of(r -> ExactPoint2.of(c.next(r), c.next(r))).withEdges(edges.toArray(new ExactPoint2[0]));
    }

    /**
     * Lists of integer grid points, coordinates in [min, max]: on a small grid repeated vertices, collinear and
     * touching edges and crossings are all frequent. Edges: all vertices at one grid edge point.
     *
     * @param min the least coordinate
     * @param max the greatest coordinate
     * @param minVertices the fewest vertices
     * @param maxVertices the most vertices
     * @return the generator
     */
    public static Gen<List<ExactPoint2>> gridVertices(int min, int max, int minVertices, int maxVertices) {
        Gen<Integer> c = Gens.ints(min, max);
        List<ExactPoint2> edges = new ArrayList<>();
        c.edges().forEach(v -> edges.add(ExactPoint2.of(v, v)));
        Gen<ExactPoint2> point = Gen.<ExactPoint2>of(r -> ExactPoint2.of(c.next(r), c.next(r)))
                .withEdges(edges.toArray(new ExactPoint2[0]));
        return point.list(minVertices, maxVertices);
    }

    /**
     * Vertex lists: without one vertex (while more than {@code minVertices}), then with one coordinate of one
     * vertex set to 0, truncated to an integer or moved one step towards 0.
     *
     * @param minVertices the fewest vertices a case has
     * @return the shrinker
     */
    public static Shrinker<List<ExactPoint2>> vertexLists(int minVertices) {
        return Shrinker.lists(ExactShapes::towardsOrigin, minVertices);
    }

    /**
     * Polygons: the valid polygons among the {@link #vertexLists} candidates of their vertices.
     *
     * @return the shrinker
     */
    public static Shrinker<ExactPolygon2> polygons() {
        return p -> vertexLists(3).candidates(p.vertices()).flatMap(v -> {
            try {
                return Stream.of(ExactPolygon2.of(v));
            } catch (IllegalArgumentException invalid) {
                return Stream.empty();
            }
        });
    }

    /** The point with one coordinate at 0, truncated to an integer, or one step closer to 0 (so shrinking ends). */
    private static Stream<ExactPoint2> towardsOrigin(ExactPoint2 p) {
        Set<ExactPoint2> c = new LinkedHashSet<>();
        for (Rational x : smaller(p.x())) {
            c.add(ExactPoint2.of(x, p.y()));
        }
        for (Rational y : smaller(p.y())) {
            c.add(ExactPoint2.of(p.x(), y));
        }
        c.remove(p);
        return c.stream();
    }

    private static List<Rational> smaller(Rational v) {
        if (v.signum() == 0) {
            return List.of();
        }
        if (!v.den().equals(java.math.BigInteger.ONE)) {
            return List.of(Rational.ZERO, Rational.of(v.num().divide(v.den())));
        }
        return List.of(Rational.ZERO, Rational.of(v.num().subtract(java.math.BigInteger.valueOf(v.signum()))));
    }
}

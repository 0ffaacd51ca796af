package org.snapfit.core.geom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.core.predicate.Orientation;
import org.snapfit.core.predicate.Predicates;
import org.snapfit.core.predicate.SegmentIntersection;

class ExactPolygon2Test {

    private static ExactPolygon2 poly(long... xy) {
        List<ExactPoint2> v = new ArrayList<>();
        for (int i = 0; i < xy.length; i += 2) {
            v.add(ExactPoint2.of(xy[i], xy[i + 1]));
        }
        return ExactPolygon2.of(v);
    }

    @Test
    void of_square_areaAndOrientation() {
        // unit-2 square, clockwise listing: twice the area is -8 (shoelace)
        ExactPolygon2 sq = poly(0, 0, 0, 2, 2, 2, 2, 0);
        assertThat(sq.signedDoubleArea()).isEqualTo(Rational.of(-8));
        assertThat(sq.orientation()).isEqualTo(Orientation.CLOCKWISE);
        ExactPolygon2 ccw = sq.toCounterClockwise();
        assertThat(ccw.orientation()).isEqualTo(Orientation.COUNTER_CLOCKWISE);
        assertThat(ccw.toCounterClockwise()).isSameAs(ccw);
        assertThat(ccw.vertex(-1)).isEqualTo(ccw.vertex(3));
        assertThat(sq.size()).isEqualTo(4);
        assertThat(sq).isEqualTo(poly(0, 0, 0, 2, 2, 2, 2, 0)).hasSameHashCodeAs(poly(0, 0, 0, 2, 2, 2, 2, 0));
        assertThat(sq.toString()).contains("ExactPolygon2");
    }

    @Test
    void vertexKind_notchedPolygon_reflexAtNotch() {
        // L-shape: (1,1) is the inner corner, hence reflex; (2,0) a convex corner; (2,1) between (2,0),(1,1)? no:
        ExactPolygon2 l = poly(0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2);
        assertThat(l.vertexKind(3)).isEqualTo(VertexKind.REFLEX);
        assertThat(l.vertexKind(1)).isEqualTo(VertexKind.CONVEX);
        assertThat(l.toCounterClockwise().vertexKind(3)).isEqualTo(VertexKind.REFLEX);
        ExactPolygon2 flat = poly(0, 0, 1, 0, 2, 0, 2, 2);
        assertThat(flat.vertexKind(1)).isEqualTo(VertexKind.FLAT);
    }

    @Test
    void locate_insideBoundaryOutside() {
        ExactPolygon2 l = poly(0, 0, 2, 0, 2, 1, 1, 1, 1, 2, 0, 2);
        assertThat(l.locate(ExactPoint2.parse("1/2", "3/2"))).isEqualTo(PointLocation.INSIDE);
        assertThat(l.locate(ExactPoint2.parse("3/2", "3/2"))).isEqualTo(PointLocation.OUTSIDE);
        assertThat(l.locate(ExactPoint2.parse("1", "3/2"))).isEqualTo(PointLocation.BOUNDARY);
        assertThat(l.locate(ExactPoint2.parse("-1", "1"))).isEqualTo(PointLocation.OUTSIDE);
        assertThat(l.locate(ExactPoint2.parse("3", "1"))).isEqualTo(PointLocation.OUTSIDE);
    }

    @Test
    void overlaps_touchingAndSharedAndNested() {
        ExactPolygon2 a = poly(0, 0, 2, 0, 2, 2, 0, 2);
        assertThat(a.overlaps(poly(2, 0, 4, 0, 4, 2, 2, 2))).as("shared edge, opposite sides").isFalse();
        assertThat(a.overlaps(poly(2, 2, 3, 2, 3, 3))).as("touch at a vertex").isFalse();
        assertThat(a.overlaps(poly(1, 1, 3, 1, 3, 3, 1, 3))).as("proper crossing").isTrue();
        assertThat(a.overlaps(poly(0, 0, 0, 2, 2, 2, 2, 0))).as("identical, other orientation").isTrue();
        assertThat(a.overlaps(poly(-1, -1, 3, -1, 3, 3, -1, 3))).as("nested").isTrue();
        assertThat(a.overlaps(poly(0, 0, 2, 0, 1, 1))).as("inside, sharing an edge").isTrue();
        assertThat(a.overlaps(poly(5, 5, 6, 5, 6, 6))).as("far apart").isFalse();
    }

    @Test
    void of_badInput_namedErrors() {
        assertThatThrownBy(() -> poly(0, 0, 1, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("needs at least 3");
        assertThatThrownBy(() -> poly(0, 0, 1, 0, 1, 0, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vertices[2] = (1, 0) repeats vertices[1]");
        assertThatThrownBy(() -> poly(0, 0, 1, 0, 2, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("zero area");
        assertThatThrownBy(() -> poly(0, 0, 4, 2, 4, 0, 0, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must not self-intersect");
    }

    @Property(tries = 400)
    void of_randomVertexLists_sameVerdictAsTestingEveryEdgePair(
            @ForAll @Size(min = 6, max = 24) List<@IntRange(min = -4, max = 4) Integer> coords,
            @ForAll @IntRange(min = 1, max = 7) int den) {
        // oracle: the rule applied to every pair of edges in order (no box filter); small grids make touching,
        // collinear and crossing edges frequent, and the denominators put vertices off the integer grid
        List<ExactPoint2> v = new ArrayList<>();
        for (int i = 0; i + 1 < coords.size(); i += 2) {
            v.add(new ExactPoint2(Rational.of(coords.get(i), den), Rational.of(coords.get(i + 1), den + 1)));
        }
        Optional<String> expected = everyPairFirstFailure(v);
        if (expected.isPresent()) {
            assertThatThrownBy(() -> ExactPolygon2.of(v)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage(expected.get());
        } else {
            assertThat(ExactPolygon2.of(v).vertices()).isEqualTo(v);
        }
    }

    private static Optional<String> everyPairFirstFailure(List<ExactPoint2> v) {
        int n = v.size();
        if (n < 3) {
            return Optional.of("vertices has " + n + " points; a polygon needs at least 3");
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                if (v.get(i).equals(v.get(j))) {
                    return Optional.of("vertices[" + i + "] = " + v.get(i) + " repeats vertices[" + j
                            + "]; polygon vertices must be distinct");
                }
            }
        }
        Rational a2 = Rational.ZERO;
        for (int i = 0; i < n; i++) {
            a2 = a2.add(v.get(i).cross(v.get((i + 1) % n)));
        }
        if (a2.isZero()) {
            return Optional.of("vertices " + v + " enclose zero area; a polygon must have non-zero area");
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                ExactPoint2 a = v.get(i);
                ExactPoint2 b = v.get((i + 1) % n);
                ExactPoint2 c = v.get(j);
                ExactPoint2 d = v.get((j + 1) % n);
                SegmentIntersection k = Predicates.intersect(a, b, c, d);
                boolean adjacent = j == i + 1 || (i == 0 && j == n - 1);
                boolean bad = adjacent ? k == SegmentIntersection.COLLINEAR_OVERLAP || k == SegmentIntersection.PROPER
                        : k != SegmentIntersection.DISJOINT;
                if (bad) {
                    return Optional.of("edge " + i + " " + a + "->" + b + " and edge " + j + " " + c + "->" + d
                            + " intersect (" + k + "); a polygon must not self-intersect");
                }
            }
        }
        return Optional.empty();
    }

    @Property(tries = 300)
    void overlaps_randomPairs_sameAsWithoutBoxFilters(
            @ForAll @Size(min = 3, max = 10) List<@IntRange(min = 0, max = 15) Integer> dirsA,
            @ForAll @Size(min = 10, max = 10) List<@IntRange(min = 1, max = 4) Integer> radiiA,
            @ForAll @Size(min = 3, max = 10) List<@IntRange(min = 0, max = 15) Integer> dirsB,
            @ForAll @Size(min = 10, max = 10) List<@IntRange(min = 1, max = 4) Integer> radiiB,
            @ForAll @IntRange(min = -9, max = 9) int dx, @ForAll @IntRange(min = -3, max = 3) int dy) {
        // oracle: the same rule (a proper edge crossing, or a piece of one boundary inside the other or on a shared
        // edge from the same side) applied to every edge pair and every edge, without the box filters; star-shaped
        // polygons on a small grid make shared edges, touching vertices, nesting and far-apart pairs all frequent
        Optional<ExactPolygon2> p = star(dirsA, radiiA, 0, 0);
        Optional<ExactPolygon2> q = star(dirsB, radiiB, dx, dy);
        Assume.that(p.isPresent() && q.isPresent());
        boolean expected = overlapsEveryPair(p.get(), q.get());
        assertThat(p.get().overlaps(q.get())).isEqualTo(expected);
        assertThat(q.get().overlaps(p.get())).isEqualTo(expected);
        Statistics.collect(expected);
        // both verdicts must be exercised, or the property could not catch a filter that answers one way
        Statistics.coverage(c -> {
            c.check(true).percentage(x -> x > 10);
            c.check(false).percentage(x -> x > 10);
        });
    }

    /** Integer directions in increasing angle, (1,0) to (2,-1). */
    private static final int[][] DIRS = {{1, 0}, {2, 1}, {1, 1}, {1, 2}, {0, 1}, {-1, 2}, {-1, 1}, {-2, 1}, {-1, 0},
        {-2, -1}, {-1, -1}, {-1, -2}, {0, -1}, {1, -2}, {1, -1}, {2, -1}};

    private static Optional<ExactPolygon2> star(List<Integer> dirs, List<Integer> radii, int dx, int dy) {
        List<Integer> d = dirs.stream().distinct().sorted().toList();
        List<ExactPoint2> v = new ArrayList<>();
        for (int i = 0; i < d.size(); i++) {
            int[] u = DIRS[d.get(i)];
            int r = radii.get(i);
            v.add(ExactPoint2.of(dx + r * u[0], dy + r * u[1]));
        }
        try {
            return Optional.of(ExactPolygon2.of(v));
        } catch (IllegalArgumentException e) {
            // fewer than 3 directions, or a gap of 180° or more folds the star
            return Optional.empty();
        }
    }

    private static boolean overlapsEveryPair(ExactPolygon2 p, ExactPolygon2 q) {
        for (int i = 0; i < p.size(); i++) {
            for (int j = 0; j < q.size(); j++) {
                if (Predicates.intersect(p.vertex(i), p.vertex(i + 1), q.vertex(j), q.vertex(j + 1))
                        == SegmentIntersection.PROPER) {
                    return true;
                }
            }
        }
        return piecesInsideEveryEdge(p, q) || piecesInsideEveryEdge(q, p);
    }

    private static boolean piecesInsideEveryEdge(ExactPolygon2 p, ExactPolygon2 q) {
        ExactPolygon2 pc = p.toCounterClockwise();
        ExactPolygon2 qc = q.toCounterClockwise();
        for (int i = 0; i < pc.size(); i++) {
            ExactPoint2 a = pc.vertex(i);
            ExactPoint2 b = pc.vertex(i + 1);
            List<Rational> cuts = new ArrayList<>(List.of(Rational.ZERO, Rational.ONE));
            for (ExactPoint2 w : qc.vertices()) {
                if (Predicates.inSegmentInterior(w, a, b)) {
                    ExactPoint2 d = b.subtract(a);
                    cuts.add(w.subtract(a).dot(d).divide(d.dot(d)));
                }
            }
            java.util.Collections.sort(cuts);
            for (int k = 0; k + 1 < cuts.size(); k++) {
                ExactPoint2 m = a.add(b.subtract(a).scale(cuts.get(k).add(cuts.get(k + 1)).multiply(Rational.HALF)));
                PointLocation loc = qc.locate(m);
                if (loc == PointLocation.INSIDE) {
                    return true;
                }
                if (loc == PointLocation.BOUNDARY) {
                    for (int j = 0; j < qc.size(); j++) {
                        if (Predicates.onSegment(m, qc.vertex(j), qc.vertex(j + 1))) {
                            if (b.subtract(a).dot(qc.vertex(j + 1).subtract(qc.vertex(j))).sign() == Sign.POSITIVE) {
                                return true;
                            }
                            break;
                        }
                    }
                }
            }
        }
        return false;
    }
}

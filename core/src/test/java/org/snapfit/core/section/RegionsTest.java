package org.snapfit.core.section;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.geom.PointLocation;

/**
 * A region with holes becomes simple polygons whose union is the region: invariants checked exactly on seeded
 * random regions (areas add up, pieces are simple, interiors are disjoint, no hole point is inside a piece).
 */
class RegionsTest {

    static Stream<Long> seeds() {
        return IntStream.range(0, 80).mapToObj(i -> 0x4E61_0000L + i);
    }

    private static List<ExactPoint2> square(Rational x, Rational y, Rational side, boolean clockwise) {
        List<ExactPoint2> s = new ArrayList<>(List.of(new ExactPoint2(x, y), new ExactPoint2(x.add(side), y),
                new ExactPoint2(x.add(side), y.add(side)), new ExactPoint2(x, y.add(side))));
        if (clockwise) {
            Collections.reverse(s);
        }
        return s;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void simplePieces_regionWithHoles_unionIsTheRegion(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<ExactPoint2> outer = Prisms.starPolygon(rnd, 5 + rnd.nextInt(10));
        // holes: small squares on a grid of cells around the origin, kept when they lie inside the outer loop
        ExactPolygon2 op = ExactPolygon2.of(outer);
        List<List<ExactPoint2>> loops = new ArrayList<>();
        loops.add(outer);
        Rational area = Regions.area2(outer);
        for (int gx = -2; gx <= 1; gx++) {
            for (int gy = -2; gy <= 1; gy++) {
                if (rnd.nextInt(3) != 0) {
                    continue;
                }
                Rational side = Rational.of(1 + rnd.nextInt(9), 10);
                List<ExactPoint2> h = square(Rational.of(gx), Rational.of(gy), side, true);
                // inside the outer loop: all corners inside and no outer vertex in the closed square (then no outer
                // edge can cross the square without cutting off a corner)
                ExactPolygon2 hp = ExactPolygon2.of(h);
                if (h.stream().allMatch(p -> op.locate(p) == PointLocation.INSIDE)
                        && outer.stream().allMatch(p -> hp.locate(p) == PointLocation.OUTSIDE)) {
                    loops.add(h);
                    area = area.add(Regions.area2(h));
                }
            }
        }
        Regions.Result r;
        try {
            r = Regions.simplePieces(loops);
        } catch (IllegalArgumentException e) {
            throw new AssertionError("seed " + Long.toHexString(seed) + " loops " + loops, e);
        }
        String what = "seed " + Long.toHexString(seed) + " loops " + loops;
        assertThat(r.holes()).as(what).isEqualTo(loops.size() - 1);
        assertThat(r.orphanHoles()).isEmpty();
        Rational sum = Rational.ZERO;
        List<ExactPolygon2> polys = new ArrayList<>();
        for (List<ExactPoint2> p : r.pieces()) {
            ExactPolygon2 q = ExactPolygon2.of(p);
            assertThat(q.signedDoubleArea().signum()).as(what).isPositive();
            sum = sum.add(q.signedDoubleArea());
            polys.add(q);
        }
        assertThat(sum).as(what).isEqualTo(area);
        for (int i = 0; i < polys.size(); i++) {
            for (int j = i + 1; j < polys.size(); j++) {
                assertThat(polys.get(i).overlaps(polys.get(j))).as(what + " pieces " + i + ", " + j).isFalse();
            }
            for (List<ExactPoint2> h : loops.subList(1, loops.size())) {
                ExactPoint2 mid = h.get(0).add(h.get(2)).scale(Rational.HALF);
                assertThat(polys.get(i).locate(mid)).as(what).isEqualTo(PointLocation.OUTSIDE);
            }
        }
    }

    @Test
    void simplePieces_holeOutsideEveryOuterLoop_isReportedAsOrphan() {
        List<ExactPoint2> outer = square(Rational.ZERO, Rational.ZERO, Rational.ONE, false);
        List<ExactPoint2> hole = square(Rational.of(5), Rational.of(5), Rational.ONE, true);
        Regions.Result r = Regions.simplePieces(List.of(outer, hole));
        assertThat(r.pieces()).containsExactly(outer);
        assertThat(r.orphanHoles()).containsExactly(hole);
    }

    @Test
    void simplePieces_squareRing_givesTwoPiecesOfTheRingsArea() {
        // closed form: ring area 16 - 4 = 12, i.e. doubled 24; one horizontal cut gives two U-shaped halves
        List<ExactPoint2> outer = square(Rational.ZERO, Rational.ZERO, Rational.of(4), false);
        List<ExactPoint2> hole = square(Rational.ONE, Rational.ONE, Rational.of(2), true);
        Regions.Result r = Regions.simplePieces(List.of(outer, hole));
        assertThat(r.pieces()).hasSize(2);
        assertThat(r.pieces().stream().map(Regions::area2).reduce(Rational.ZERO, Rational::add)).isEqualTo(Rational.of(24));
    }

    @Test
    void simplePieces_holeCrossingItsOuterLoop_isRefused() {
        // the hole [3,5] x [1,2] pokes out of the outer square [0,4]^2 (its first corner (3, 2) is inside)
        List<ExactPoint2> outer = square(Rational.ZERO, Rational.ZERO, Rational.of(4), false);
        List<ExactPoint2> hole = List.of(ExactPoint2.of(3, 2), ExactPoint2.of(5, 2), ExactPoint2.of(5, 1),
                ExactPoint2.of(3, 1));
        assertThatThrownBy(() -> Regions.simplePieces(List.of(outer, hole))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("loops must be simple and disjoint");
    }
}

package org.snapfit.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Property;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;

/** The shape generators and shrinkers of {@link ExactShapes}. */
class ExactShapesTest {

    @Test
    void polygons_failingOctagon_shrinksToFewestVerticesThatStillFail() {
        // "fewer than 4 vertices" fails for every valid polygon with 4 or more: a regular-ish octagon shrinks by
        // dropping vertices to a quadrilateral, and its vertices move towards the origin while it stays valid
        ExactPolygon2 octagon = ExactPolygon2.of(List.of(ExactPoint2.of(3, 0), ExactPoint2.of(2, 2), ExactPoint2.of(0, 3),
                ExactPoint2.of(-2, 2), ExactPoint2.of(-3, 0), ExactPoint2.of(-2, -2), ExactPoint2.of(0, -3),
                ExactPoint2.of(2, -2)));
        AssertionError e = catchThrowableOfType(AssertionError.class, () -> Property.check(octagon, ExactShapes.polygons(),
                p -> assertThat(p.size()).isLessThan(4)));
        String smallest = e.getMessage().substring(e.getMessage().indexOf("): ") + 3, e.getMessage().indexOf('\n'));
        assertThat(smallest).startsWith("ExactPolygon2[");
        assertThat(smallest.chars().filter(ch -> ch == '(').count()).isEqualTo(4); // four vertices
    }

    @Test
    void vertexLists_candidates_dropAndMoveTowardsOrigin() {
        List<ExactPoint2> v = List.of(ExactPoint2.of(Rational.of(5, 2), Rational.of(-3)), ExactPoint2.of(0, 0));
        List<List<ExactPoint2>> c = ExactShapes.vertexLists(1).candidates(v).toList();
        assertThat(c).contains(List.of(ExactPoint2.of(0, 0)), List.of(ExactPoint2.of(Rational.of(2), Rational.of(-3)),
                ExactPoint2.of(0, 0)), List.of(ExactPoint2.of(Rational.of(5, 2), Rational.of(-2)), ExactPoint2.of(0, 0)));
        // the origin has nothing simpler, and lists at the minimum size are not shortened
        assertThat(ExactShapes.vertexLists(2).candidates(v)).allSatisfy(l -> assertThat(l).hasSize(2));
    }

    @Test
    void generators_rangesAndEdges() {
        SplittableRandom r = new SplittableRandom(1);
        Gen<ExactPoint2> points = ExactShapes.points(10, 3);
        for (int i = 0; i < 200; i++) {
            ExactPoint2 p = points.next(r);
            assertThat(p.x().abs().compareTo(Rational.of(10))).isLessThanOrEqualTo(0);
            assertThat(p.y().den().intValue()).isBetween(1, 3);
        }
        assertThat(points.edges()).contains(ExactPoint2.of(0, 0), ExactPoint2.of(Rational.of(1, 3), Rational.of(1, 3)));
        Gen<List<ExactPoint2>> grid = ExactShapes.gridVertices(-4, 4, 3, 12);
        assertThat(grid.edges()).contains(List.of(ExactPoint2.of(4, 4), ExactPoint2.of(4, 4), ExactPoint2.of(4, 4)));
        assertThat(grid.next(r)).hasSizeBetween(3, 12).allSatisfy(p -> assertThat(p.x().abs().compareTo(Rational.of(4)))
                .isLessThanOrEqualTo(0));
    }
}

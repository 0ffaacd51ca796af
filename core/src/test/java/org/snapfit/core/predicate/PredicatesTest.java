package org.snapfit.core.predicate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.testing.ExactShapes;

class PredicatesTest {

    private static ExactPoint2 p(String x, String y) {
        return ExactPoint2.parse(x, y);
    }

    @Test
    void orientation_leftTurn_counterClockwise() {
        // (1,0)x(0,1) = 1 > 0 by the closed form of the cross product
        assertThat(Predicates.orientation(p("0", "0"), p("1", "0"), p("0", "1"))).isEqualTo(Orientation.COUNTER_CLOCKWISE);
        assertThat(Predicates.orientation(p("0", "0"), p("0", "1"), p("1", "0"))).isEqualTo(Orientation.CLOCKWISE);
        assertThat(Orientation.CLOCKWISE.sign()).isEqualTo(Sign.NEGATIVE);
        assertThat(Orientation.COLLINEAR.sign()).isEqualTo(Sign.ZERO);
        assertThat(Orientation.COUNTER_CLOCKWISE.sign()).isEqualTo(Sign.POSITIVE);
    }

    @Test
    void orientation_nearlyCollinearBeyondDouble_exactAnswer() {
        // c = (1 + 1e-30, 1): determinant is (1)(1) - (1)(1 + 1e-30) = -1e-30 exactly, invisible in double
        ExactPoint2 a = p("0", "0");
        ExactPoint2 b = p("1", "1");
        assertThat(Predicates.orientation(a, b, p("1.000000000000000000000000000001", "1"))).isEqualTo(Orientation.CLOCKWISE);
        assertThat(Predicates.orientation(a, b, p("1/3", "1/3"))).isEqualTo(Orientation.COLLINEAR);
        assertThat(Predicates.orientation(a, a, b)).isEqualTo(Orientation.COLLINEAR);
    }

    /**
     * Points n/d with |n| up to 1000 and d up to 97; half the third points lie on the line ab (collinear). Edges:
     * three equal points, three on an axis, and corner points of the range with a tiny one on their diagonal.
     */
    private static final Gen<ExactPoint2> POINTS = ExactShapes.points(1000, 97);
    private static final Gen<List<ExactPoint2>> TRIPLES = Gen.of(r -> {
        ExactPoint2 a = POINTS.next(r);
        ExactPoint2 b = POINTS.next(r);
        ExactPoint2 c = r.nextBoolean() ? POINTS.next(r) : a.add(b.subtract(a).scale(Rational.of(r.nextInt(7) - 3, 5)));
        return List.of(a, b, c);
    }).withEdges(List.of(p("0", "0"), p("0", "0"), p("0", "0")), List.of(p("0", "0"), p("1", "0"), p("2", "0")),
            List.of(p("-1000", "-1000"), p("1000", "1000"), p("1/97", "1/97")),
            List.of(p("1000", "-1000"), p("-1000", "1000"), p("1/97", "-1/97")));

    static Stream<Arguments> triples() {
        return Cases.of(20261126L, 200, TRIPLES);
    }

    @ParameterizedTest
    @MethodSource("triples")
    void orientation_filterAgreesWithExactAndCyclicInvariant(List<ExactPoint2> abc) {
        // invariant: the filtered answer equals the exact one; orientation is invariant under cyclic permutation
        ExactPoint2 a = abc.get(0);
        ExactPoint2 b = abc.get(1);
        ExactPoint2 c = abc.get(2);
        Orientation o = Predicates.orientation(a, b, c);
        assertThat(o.sign()).isEqualTo(Predicates.exactOrientation(a, b, c));
        assertThat(Predicates.orientation(b, c, a)).isEqualTo(o);
        assertThat(Predicates.orientation(b, a, c).sign()).isEqualTo(o.sign().negate());
    }

    @Test
    void intersect_allCases_byConstruction() {
        // each case is drawn so the answer follows from the picture
        assertThat(Predicates.intersect(
                p("0", "0"), p("2", "2"), p("0", "2"), p("2", "0"))).isEqualTo(SegmentIntersection.PROPER);
        assertThat(Predicates.intersect(
                p("0", "0"), p("2", "2"), p("1", "1"), p("2", "0"))).isEqualTo(SegmentIntersection.TOUCHING);
        assertThat(Predicates.intersect(
                p("0", "0"), p("2", "0"), p("1", "0"), p("3", "0"))).isEqualTo(SegmentIntersection.COLLINEAR_OVERLAP);
        assertThat(Predicates.intersect(
                p("0", "0"), p("1", "0"), p("1", "0"), p("3", "0"))).isEqualTo(SegmentIntersection.TOUCHING);
        assertThat(Predicates.intersect(
                p("0", "0"), p("1", "0"), p("2", "0"), p("3", "0"))).isEqualTo(SegmentIntersection.DISJOINT);
        assertThat(Predicates.intersect(
                p("0", "0"), p("1", "0"), p("0", "1"), p("1", "1"))).isEqualTo(SegmentIntersection.DISJOINT);
        assertThat(Predicates.intersect(
                p("0", "0"), p("0", "2"), p("0", "1"), p("0", "3"))).isEqualTo(SegmentIntersection.COLLINEAR_OVERLAP);
        assertThat(Predicates.intersect(
                p("1", "0"), p("1", "0"), p("0", "0"), p("2", "0"))).isEqualTo(SegmentIntersection.TOUCHING);
        assertThat(Predicates.intersect(
                p("1", "0"), p("1", "0"), p("1", "0"), p("1", "0"))).isEqualTo(SegmentIntersection.TOUCHING);
        assertThat(Predicates.intersect(
                p("1", "0"), p("1", "0"), p("2", "0"), p("2", "0"))).isEqualTo(SegmentIntersection.DISJOINT);
        assertThat(Predicates.inSegmentInterior(p("1", "0"), p("0", "0"), p("2", "0"))).isTrue();
        assertThat(Predicates.inSegmentInterior(p("0", "0"), p("0", "0"), p("2", "0"))).isFalse();
        assertThat(Predicates.onSegment(p("3", "0"), p("0", "0"), p("2", "0"))).isFalse();
    }
}

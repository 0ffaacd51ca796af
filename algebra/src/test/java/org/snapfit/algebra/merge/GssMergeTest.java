package org.snapfit.algebra.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.arrangement.Arrangement;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.cspace.ArcInstance;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.Arcs;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CSpaceTraits;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;

/**
 * The GSS merge ({@link MergeStrategy#GSS}) against the full-boundaries merge and the full arrangement's face (same
 * cycles, same exact vertices) on every instance the other merge tests use, plus the restriction itself: the
 * red–blue crossings it computes on an instance with many crossings far from z.
 */
class GssMergeTest {

    private static void assertAllAgree(CurveKernel k, List<GraphArc> arcs, ArcPoint z) {
        RestrictedMergeTest.assertAllAgree(k, arcs, z, MergeStrategy.GSS);
    }

    @ParameterizedTest
    @ValueSource(strings = {"pawl_4_6_s14.txt", "random_100_s11.txt"})
    void merge_sharedInstance_equalsOracles(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        assertAllAgree(k, ArcInstance.read(RestrictedMergeTest.arrangements(file), k).graphArcs(k), RestrictedMergeTest.query(k));
    }

    @ParameterizedTest
    @ValueSource(strings = {"random_full_60_s13.txt", "pawl_8_40_s15.txt", "random_1000_s16.txt", "random_1000_s12.txt"})
    @EnabledIfSystemProperty(named = "snapfit.slow", matches = "true")
    void merge_largeSharedInstance_equalsOracles(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        assertAllAgree(k, ArcInstance.read(RestrictedMergeTest.arrangements(file), k).graphArcs(k), RestrictedMergeTest.query(k));
    }

    static Stream<String> cgalFiles() throws IOException {
        return RestrictedMergeTest.cgalFiles();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cgalFiles")
    void merge_cgalRandomInstance_equalsFullBoundaries(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = ArcInstance.read(RestrictedMergeTest.arrangements("cgal-random/" + file), k).graphArcs(k);
        ArcPoint z = RestrictedMergeTest.query(k);
        // oracle: the full-boundaries merge (CgalRandomInstancesTest checks it against CGAL on the same files)
        FreeFace gss = new SingleFaceBuilder(k, MergeStrategy.GSS).face(arcs, z);
        assertThat(gss.sameBoundaryAs(new SingleFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES).face(arcs, z))).isTrue();
    }

    static Stream<Arguments> degenerateInstances() {
        return Cases.of(20261126L, 60, RestrictedMergeTest.degenerateInstances(RestrictedMergeTest::fixedStart));
    }

    /** Lenses (holes), tangent parabola/line pairs, overlapping and end-to-end pieces, poles, unbounded arcs. */
    @ParameterizedTest
    @MethodSource("degenerateInstances")
    void merge_randomDegenerateInstances_equalsOracles(RestrictedMergeTest.Instance instance) {
        assertAllAgree(instance.kernel(), instance.arcs(), instance.start());
    }

    /** The degenerate instances with z = (u, 2/7) for u = 0, 1 or 1/2 (drawn first), off every arc. */
    static Stream<Arguments> wallInstances() {
        Gen<RestrictedMergeTest.Instance> onWall = Gens.elements(Rational.ZERO, Rational.ONE, Rational.HALF)
                .flatMap(u -> RestrictedMergeTest.degenerateInstances((k, rnd) -> new ArcPoint(RealAlgebraic.of(u),
                        k.curve(new Rational[] {Rational.of(2, 7)}, new Rational[] {Rational.MINUS_ONE}))));
        return Cases.of(20261127L, 40, onWall);
    }

    /**
     * z on the vertical line through arc ends (the degenerate instances have integer and half-integer ends): u = 0,
     * 1, 1/2 and t chosen off every arc.
     */
    @ParameterizedTest
    @MethodSource("wallInstances")
    void merge_startOnWall_equalsOracles(RestrictedMergeTest.Instance instance) {
        assertAllAgree(instance.kernel(), instance.arcs(), instance.start());
    }

    /**
     * A degenerate instance with a start inside a random arc, a side, and the full arrangement's face there
     * (the expected value).
     *
     * @param instance the arcs and the start
     * @param side the side of the start's arc
     * @param expected the full arrangement's face on that side
     */
    record OnCurve(RestrictedMergeTest.Instance instance, FreeSide side, FreeFace expected) {
        @Override
        public String toString() {
            return side + " of " + instance;
        }
    }

    /**
     * Instances whose full arrangement has a face on the side: an arc of constant t along the sweep line from z
     * leaves none (StartLocationTest), and such a draw is drawn again.
     */
    private static final Gen<OnCurve> ON_CURVE = Gen.<OnCurve>of(rnd -> {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = RestrictedMergeTest.degenerateArcs(rnd, k);
        GraphArc on = arcs.get(rnd.nextInt(arcs.size()));
        ArcPoint z = new ArcPoint(RealAlgebraic.of(SingleFaceBuilder.rationalInside(on)), on.curve());
        FreeSide side = rnd.nextBoolean() ? FreeSide.LARGER_U : FreeSide.SMALLER_U;
        Arrangement<GraphArc, ArcPoint> arr = new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(arcs).build();
        try {
            return new OnCurve(new RestrictedMergeTest.Instance(k, arcs, z), side, FreeFace.of(arr, z, side));
        } catch (IllegalArgumentException alongSweepLine) {
            return null;
        }
    }).filter(c -> c != null);

    static Stream<Arguments> startsOnCurves() {
        return Cases.of(20261128L, 30, ON_CURVE);
    }

    /** Starts in contact (a FreeSide): the GSS builder's face equals the full arrangement's face on that side. */
    @ParameterizedTest
    @MethodSource("startsOnCurves")
    void face_startOnCurve_equalsFullArrangement(OnCurve c) {
        RestrictedMergeTest.Instance i = c.instance();
        FreeFace expected = c.expected();
        FreeFace gss = new SingleFaceBuilder(i.kernel(), MergeStrategy.GSS).face(i.arcs(), i.start(), c.side());
        // oracle: the full arrangement's face on the same side, and the same start location
        assertThat(gss.sameBoundaryAs(expected)).isTrue();
        assertThat(gss.startLocation()).isEqualTo(expected.startLocation());
    }

    /** t = m·u + c as a line (a + t·b = 0 with b = 1). */
    private static CSpaceCurve line(CurveKernel k, Rational m, Rational c) {
        return k.curve(new Rational[] {c.negate(), m.negate()}, new Rational[] {Rational.ONE});
    }

    private static GraphArc segment(CurveKernel k, CSpaceCurve c, Rational lo, Rational hi) {
        List<GraphArc> a = Arcs.graph(k, c, Optional.of(lo), Optional.of(hi));
        assertThat(a).hasSize(1);
        return a.get(0);
    }

    /**
     * A parallelogram K around z = (0, 0) — red segments t = ±1 for u in [−1, 1], blue segments t = 8u ± 4 for
     * u in [∓3/4, ∓1/4] — and a grid far away: 10 red segments t = 100 + i + u/1000 (u in [100, 110]) and 10 blue
     * segments t = 20(u − 100.5 − i) + 105 (u within 0.3 of 100.5 + i), each red one crossing each blue one.
     */
    @Test
    void merge_gridFarFromStart_computesOnlyCrossingsOnBoundaryOfK() {
        CurveKernel k = new CurveKernel();
        List<GraphArc> red = new ArrayList<>();
        List<GraphArc> blue = new ArrayList<>();
        red.add(segment(k, line(k, Rational.ZERO, Rational.MINUS_ONE), Rational.MINUS_ONE, Rational.ONE));
        red.add(segment(k, line(k, Rational.ZERO, Rational.ONE), Rational.MINUS_ONE, Rational.ONE));
        blue.add(segment(k, line(k, Rational.of(8), Rational.of(4)), Rational.of(-3, 4), Rational.of(-1, 4)));
        blue.add(segment(k, line(k, Rational.of(8), Rational.of(-4)), Rational.of(1, 4), Rational.of(3, 4)));
        for (int i = 0; i < 10; i++) {
            red.add(segment(k, line(k, Rational.of(1, 1000), Rational.of(100 + i)), Rational.of(100), Rational.of(110)));
            Rational centre = Rational.of(1005 + 10 * i, 10);
            // t = 20 (u - centre) + 105
            blue.add(segment(k, line(k, Rational.of(20), Rational.of(105).subtract(Rational.of(20).multiply(centre))),
                    centre.subtract(Rational.of(3, 10)), centre.add(Rational.of(3, 10))));
        }
        ArcPoint z = new ArcPoint(RealAlgebraic.of(Rational.ZERO), line(k, Rational.ZERO, Rational.ZERO));
        CSpaceTraits traits = new CSpaceTraits(k);
        FreeFace fRed = FreeFace.of(new ArrangementBuilder<>(traits).addAll(red).build(), z);
        FreeFace fBlue = FreeFace.of(new ArrangementBuilder<>(traits).addAll(blue).build(), z);
        // closed form: f_R is the plane minus 12 segments (all antennas/holes), f_B likewise: every piece bounds them
        assertThat(fRed.allEdges()).hasSize(24);
        assertThat(fBlue.allEdges()).hasSize(24);
        // what FULL_BOUNDARIES builds: the arrangement of all 24 boundary pieces; its vertices are the 48 segment
        // ends plus all 4 + 10·10 red–blue crossings (closed form)
        List<GraphArc> all = new ArrayList<>(red);
        all.addAll(blue);
        assertThat(new ArrangementBuilder<>(traits).addAll(all).build().vertexCount()).isEqualTo(48 + 104);

        SingleFaceBuilder gss = new SingleFaceBuilder(k, MergeStrategy.GSS);
        List<ArcPoint> log = new ArrayList<>();
        gss.crossingLog = Optional.of(log);
        FreeFace merged = gss.merge(fRed, fBlue, z);
        FreeFace oracle = new SingleFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES).merge(fRed, fBlue, z);
        assertThat(merged.sameBoundaryAs(oracle)).isTrue();
        // closed form: K is the parallelogram with corners (-5/8, -1), (3/8, -1), (5/8, 1), (-3/8, 1)
        assertThat(merged.summary().outerHalfEdges()).isEqualTo(4);
        assertThat(merged.holes()).isEmpty();
        List<ArcPoint> distinct = new ArrayList<>();
        for (ArcPoint p : log) {
            if (!distinct.contains(p)) {
                distinct.add(p);
            }
        }
        List<ArcPoint> corners = List.of(
                new ArcPoint(RealAlgebraic.of(Rational.of(-5, 8)), line(k, Rational.ZERO, Rational.MINUS_ONE)),
                new ArcPoint(RealAlgebraic.of(Rational.of(3, 8)), line(k, Rational.ZERO, Rational.MINUS_ONE)),
                new ArcPoint(RealAlgebraic.of(Rational.of(5, 8)), line(k, Rational.ZERO, Rational.ONE)),
                new ArcPoint(RealAlgebraic.of(Rational.of(-3, 8)), line(k, Rational.ZERO, Rational.ONE)));
        // the GSS merge materialised exactly the 4 crossings on ∂K, none of the 100 in the grid
        assertThat(distinct).hasSize(4);
        assertThat(corners).allMatch(distinct::contains);
    }

    /**
     * z on the vertical line through a piece end: the parallelogram's blue segment t = 8u − 4 starts at u = 1/4
     * (t = −2), z = (1/4, 0) lies inside K.
     */
    @Test
    void merge_startOnWallThroughVertex_equalsFullBoundaries() {
        CurveKernel k = new CurveKernel();
        List<GraphArc> red = List.of(segment(k, line(k, Rational.ZERO, Rational.MINUS_ONE), Rational.MINUS_ONE, Rational.ONE),
                segment(k, line(k, Rational.ZERO, Rational.ONE), Rational.MINUS_ONE, Rational.ONE));
        List<GraphArc> blue = List.of(
                segment(k, line(k, Rational.of(8), Rational.of(4)), Rational.of(-3, 4), Rational.of(-1, 4)),
                segment(k, line(k, Rational.of(8), Rational.of(-4)), Rational.of(1, 4), Rational.of(3, 4)));
        ArcPoint z = new ArcPoint(RealAlgebraic.of(Rational.of(1, 4)), line(k, Rational.ZERO, Rational.ZERO));
        CSpaceTraits traits = new CSpaceTraits(k);
        FreeFace fRed = FreeFace.of(new ArrangementBuilder<>(traits).addAll(red).build(), z);
        FreeFace fBlue = FreeFace.of(new ArrangementBuilder<>(traits).addAll(blue).build(), z);
        FreeFace merged = new SingleFaceBuilder(k, MergeStrategy.GSS).merge(fRed, fBlue, z);
        // oracle: the full-boundaries merge; closed form: the parallelogram, 4 edges, no hole
        assertThat(merged.sameBoundaryAs(new SingleFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES).merge(fRed, fBlue, z)))
                .isTrue();
        assertThat(merged.summary().outerHalfEdges()).isEqualTo(4);
        assertThat(merged.isUnbounded()).isFalse();
    }

    @Test
    void merge_startOnBoundaryPiece_throwsNamingZ() {
        CurveKernel k = new CurveKernel();
        CSpaceCurve flat = line(k, Rational.ZERO, Rational.ZERO);
        List<GraphArc> red = List.of(segment(k, flat, Rational.MINUS_ONE, Rational.ONE));
        List<GraphArc> blue = List.of(segment(k, line(k, Rational.ONE, Rational.ZERO), Rational.MINUS_ONE, Rational.ONE));
        ArcPoint off = new ArcPoint(RealAlgebraic.of(Rational.HALF), line(k, Rational.ZERO, Rational.of(3)));
        CSpaceTraits traits = new CSpaceTraits(k);
        FreeFace fRed = FreeFace.of(new ArrangementBuilder<>(traits).addAll(red).build(), off);
        FreeFace fBlue = FreeFace.of(new ArrangementBuilder<>(traits).addAll(blue).build(), off);
        ArcPoint on = new ArcPoint(RealAlgebraic.of(Rational.of(-1, 2)), flat);
        assertThatThrownBy(() -> new SingleFaceBuilder(k, MergeStrategy.GSS).merge(fRed, fBlue, on))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("z = ").hasMessageContaining("lies on the boundary piece");
    }
}

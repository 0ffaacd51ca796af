package org.snapfit.algebra.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.arrangement.Arrangement;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.arrangement.FaceSummary;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.Arcs;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CSpaceTraits;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;

/** Starts on a constraint curve (contact at the start): location, free side, the face chosen. */
class StartLocationTest {

    private static ArcPoint point(CurveKernel k, Rational t, Rational u) {
        return new ArcPoint(RealAlgebraic.of(u), k.curve(new Rational[] {t}, new Rational[] {Rational.MINUS_ONE}));
    }

    private static List<GraphArc> whole(CurveKernel k, CSpaceCurve... cs) {
        List<GraphArc> out = new ArrayList<>();
        for (CSpaceCurve c : cs) {
            out.addAll(Arcs.graph(k, c, Optional.empty(), Optional.empty()));
        }
        return out;
    }

    private static FreeFace oracle(CurveKernel k, List<GraphArc> arcs, ArcPoint z, FreeSide side) {
        return FreeFace.of(new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(arcs).build(), z, side);
    }

    @Test
    void face_startOnLine_sideChoosesHalfPlane() {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = whole(k, k.curve(new long[] {0, -1}, new long[] {1}));   // t = u
        ArcPoint z = point(k, Rational.ONE, Rational.ONE);
        FreeFace right = new SingleFaceBuilder(k).face(arcs, z, FreeSide.LARGER_U);
        FreeFace left = new SingleFaceBuilder(k).face(arcs, z, FreeSide.SMALLER_U);
        // closed form: at t = 1, u > 1 means t < u, the half-plane below the line (CGAL frame, t up): free at
        // smaller t; u < 1 the half-plane above
        assertThat(right.startLocation()).isEqualTo(StartLocation.ON_EDGE);
        assertThat(right.freeSide()).contains(FreeSide.LARGER_U);
        assertThat(right.summary()).isEqualTo(new FaceSummary(true, 1, 0, 0));
        assertThat(right.allEdges().get(0).freeAtLargerT()).isFalse();
        assertThat(left.allEdges().get(0).freeAtLargerT()).isTrue();
        assertThat(right.start()).isEqualTo(z);
        // oracle: the full arrangement's face on the same side
        assertThat(right.sameBoundaryAs(oracle(k, arcs, z, FreeSide.LARGER_U))).isTrue();
        assertThat(left.sameBoundaryAs(oracle(k, arcs, z, FreeSide.SMALLER_U))).isTrue();
    }

    @Test
    void face_startOnCrossing_isVertexAndWedge() {
        CurveKernel k = new CurveKernel();
        CSpaceCurve up = k.curve(new long[] {0, -1}, new long[] {1});   // t = u
        CSpaceCurve down = k.curve(new long[] {0, 1}, new long[] {1});  // t = -u
        List<GraphArc> arcs = whole(k, up, down);
        FreeFace f = new SingleFaceBuilder(k).face(arcs, point(k, Rational.ZERO, Rational.ZERO), FreeSide.LARGER_U);
        // closed form: the wedge u > |t|, bounded by the rays of t = u (face below) and t = -u (face above) for u > 0
        assertThat(f.startLocation()).isEqualTo(StartLocation.ON_VERTEX);
        assertThat(f.summary()).isEqualTo(new FaceSummary(true, 2, 0, 0));
        for (BoundaryEdge e : f.allEdges()) {
            assertThat(e.piece().uMin()).contains(RealAlgebraic.of(0));
            assertThat(e.piece().uMax()).isEmpty();
            assertThat(e.freeAtLargerT()).isEqualTo(e.piece().curve() == down);
        }
    }

    @Test
    void face_startAtArcEnd_isVertexOfComplement() {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = Arcs.graph(k, k.curve(new long[] {0, -1}, new long[] {1}), Optional.of(Rational.ZERO),
                Optional.of(Rational.ONE));
        FreeFace f = new SingleFaceBuilder(k).face(arcs, point(k, Rational.ONE, Rational.ONE), FreeSide.LARGER_U);
        // closed form: one segment; its complement is the only face: unbounded, one hole of two half-edges
        assertThat(f.startLocation()).isEqualTo(StartLocation.ON_VERTEX);
        assertThat(f.summary()).isEqualTo(new FaceSummary(true, 0, 1, 2));
    }

    @Test
    void face_startOnConstantT_throwsNamingSweepLine() {
        CurveKernel k = new CurveKernel();
        // t = 1 on u in [0, 2]: the sweep line t = 1 runs along it
        List<GraphArc> arcs = Arcs.graph(k, k.curve(new long[] {-1}, new long[] {1}), Optional.of(Rational.ZERO),
                Optional.of(Rational.of(2)));
        ArcPoint mid = point(k, Rational.ONE, Rational.ONE);
        assertThatThrownBy(() -> new SingleFaceBuilder(k).face(arcs, mid, FreeSide.LARGER_U))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("of constant t runs along the sweep line");
        ArcPoint end = point(k, Rational.ONE, Rational.of(2));
        assertThatThrownBy(() -> new SingleFaceBuilder(k).face(arcs, end, FreeSide.SMALLER_U))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("with side SMALLER_U");
        // beyond the end of the segment the side is free: the complement of the segment
        assertThat(new SingleFaceBuilder(k).face(arcs, end, FreeSide.LARGER_U).summary())
                .isEqualTo(new FaceSummary(true, 0, 1, 2));
    }

    @Test
    void of_startOnCurveWithoutSide_throwsNamingSide() {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = whole(k, k.curve(new long[] {0, -1}, new long[] {1}));
        Arrangement<GraphArc, ArcPoint> arr = new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(arcs).build();
        assertThatThrownBy(() -> FreeFace.of(arr, point(k, Rational.ONE, Rational.ONE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs its free side");
    }

    @Test
    void face_startAtIrrationalCrossing_facesBelowAndAboveBoth() {
        CurveKernel k = new CurveKernel();
        CSpaceCurve parabola = k.curve(new long[] {0, 0, -1}, new long[] {1});  // t = u^2
        CSpaceCurve line = k.curve(new long[] {-1, -2}, new long[] {1});        // t = 2u + 1
        List<GraphArc> arcs = whole(k, parabola, line);
        // they cross at u = 1 + sqrt 2 (root of u^2 - 2u - 1 in (2, 3)), t = 3 + 2 sqrt 2: irrational
        RealAlgebraic u0 = RealAlgebraic.ofRoot(IntPoly.of(-1, -2, 1), Rational.of(2), Rational.of(3));
        ArcPoint z = new ArcPoint(u0, parabola);
        FreeFace right = new SingleFaceBuilder(k).face(arcs, z, FreeSide.LARGER_U);
        FreeFace left = new SingleFaceBuilder(k).face(arcs, z, FreeSide.SMALLER_U);
        // closed form: right of u0 both curves rise above t0, so the face is t < min(u^2, 2u + 1): unbounded, three
        // outer edges (line, parabola between the crossings, line); left of u0 both lie below: t > max(...), three
        assertThat(right.startLocation()).isEqualTo(StartLocation.ON_VERTEX);
        assertThat(right.summary()).isEqualTo(new FaceSummary(true, 3, 0, 0));
        assertThat(right.allEdges()).allMatch(e -> !e.freeAtLargerT());
        assertThat(left.summary()).isEqualTo(new FaceSummary(true, 3, 0, 0));
        assertThat(left.allEdges()).allMatch(BoundaryEdge::freeAtLargerT);
        assertThat(right.sameBoundaryAs(oracle(k, arcs, z, FreeSide.LARGER_U))).isTrue();
    }

    /**
     * 6 to 17 bounded arcs of small curves over half-integer u-ranges, a start on one of them (at a rational u
     * inside it, or at its lower end, a vertex) and a side.
     *
     * @param instance the arcs and the start
     * @param side the side
     */
    record OnArc(RestrictedMergeTest.Instance instance, FreeSide side) {
        @Override
        public String toString() {
            return side + " of " + instance;
        }
    }

    private static final Gen<OnArc> ON_ARC = Gen.of(rnd -> {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = new ArrayList<>();
        int n = 6 + rnd.nextInt(12);
        for (int i = 0; i < n; i++) {
            long[] a = {rnd.nextInt(7) - 3, rnd.nextInt(7) - 3, rnd.nextInt(5) - 2};
            long[] b = {rnd.nextInt(5) - 2, rnd.nextInt(3) - 1, rnd.nextInt(3) - 1};
            if (b[0] == 0 && b[1] == 0 && b[2] == 0) {
                b[0] = 1;
            }
            int lo = rnd.nextInt(8) - 4;
            arcs.addAll(Arcs.graph(k, k.curve(a, b), Optional.of(Rational.of(lo, 2)),
                    Optional.of(Rational.of(lo + 1 + rnd.nextInt(4), 2))));
        }
        GraphArc on = arcs.get(rnd.nextInt(arcs.size()));
        RealAlgebraic u = rnd.nextBoolean() ? RealAlgebraic.of(SingleFaceBuilder.rationalInside(on))
                : on.uMin().filter(x -> on.minPoleSign().intValue() == 0).orElse(RealAlgebraic.of(
                        SingleFaceBuilder.rationalInside(on)));
        FreeSide side = rnd.nextBoolean() ? FreeSide.LARGER_U : FreeSide.SMALLER_U;
        return new OnArc(new RestrictedMergeTest.Instance(k, arcs, new ArcPoint(u, on.curve())), side);
    });

    static Stream<Arguments> startsOnArcs() {
        return Cases.of(20261126L, 30, ON_ARC);
    }

    /**
     * A random start on a random arc: the builder's face and location equal the full arrangement's, or both
     * reject the start when an arc of constant t runs along the sweep line from it.
     */
    @ParameterizedTest
    @MethodSource("startsOnArcs")
    void face_randomStartOnArc_equalsArrangementFace(OnArc onArc) {
        CurveKernel k = onArc.instance().kernel();
        List<GraphArc> arcs = onArc.instance().arcs();
        ArcPoint z = onArc.instance().start();
        FreeSide side = onArc.side();
        FreeFace full;
        try {
            full = oracle(k, arcs, z, side);
        } catch (IllegalArgumentException alongSweepLine) {
            // no face on that side: the builder must reject the start by the same rule
            assertThat(alongSweepLine).hasMessageContaining("of constant t runs along the sweep line");
            assertThatThrownBy(() -> new SingleFaceBuilder(k).face(arcs, z, side))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("of constant t runs along the sweep line");
            return;
        }
        FreeFace single = new SingleFaceBuilder(k).face(arcs, z, side);
        // oracle: the full arrangement's location of z (vertex/edge) and its face on that side
        assertThat(single.startLocation()).isEqualTo(full.startLocation());
        assertThat(single.startLocation()).isNotEqualTo(StartLocation.INTERIOR);
        assertThat(single.sameBoundaryAs(full)).isTrue();
        // the restricted merge picks the same face for the same start
        assertThat(new SingleFaceBuilder(k, MergeStrategy.RESTRICTED).face(arcs, z, side).sameBoundaryAs(full)).isTrue();
    }
}

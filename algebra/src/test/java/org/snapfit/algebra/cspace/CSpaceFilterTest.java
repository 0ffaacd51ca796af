package org.snapfit.algebra.cspace;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.arrangement.ArcEnd;
import org.snapfit.algebra.arrangement.ArrangementTraits;
import org.snapfit.algebra.arrangement.BoundarySide;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;

/** The certified floating filters of the arrangement traits: boxes, t-enclosures, end ordering. */
class CSpaceFilterTest {

    private static Rational exactT(CSpaceCurve c, Rational u) {
        return c.a().evaluate(u).negate().divide(c.b().evaluate(u));
    }

    /**
     * A curve with coefficients in [−9, 9] (not horizontal) over u in [lo/8, (lo + w)/8].
     *
     * @param kernel the kernel owning the curve
     * @param curve the curve
     * @param lo the lower u-bound times 8, in [−20, 19]
     * @param w the width times 8, in [1, 16]
     */
    record BoundedCurve(CurveKernel kernel, CSpaceCurve curve, int lo, int w) {
        @Override
        public String toString() {
            return curve + " on [" + Rational.of(lo, 8) + ", " + Rational.of(lo + w, 8) + "]";
        }
    }

    private static final Gen<BoundedCurve> BOUNDED_CURVES = Gen.<BoundedCurve>of(rnd -> {
        CurveKernel k = new CurveKernel();
        long[] a = {rnd.nextInt(19) - 9, rnd.nextInt(19) - 9, rnd.nextInt(19) - 9};
        long[] b = {rnd.nextInt(19) - 9, rnd.nextInt(19) - 9, rnd.nextInt(19) - 9};
        if (b[0] == 0 && b[1] == 0 && b[2] == 0) {
            b[0] = 1;
        }
        return new BoundedCurve(k, k.curve(a, b), rnd.nextInt(40) - 20, 1 + rnd.nextInt(16));
    }).filter(c -> !c.curve().isHorizontal());

    static Stream<Arguments> boundedCurves() {
        return Cases.of(20261126L, 200, BOUNDED_CURVES);
    }

    @ParameterizedTest
    @MethodSource("boundedCurves")
    void box_randomBoundedArc_holdsEverySampledPoint(BoundedCurve instance) {
        CurveKernel k = instance.kernel();
        CSpaceCurve c = instance.curve();
        int lo = instance.lo();
        int w = instance.w();
        for (GraphArc arc : Arcs.graph(k, c, Optional.of(Rational.of(lo, 8)), Optional.of(Rational.of(lo + w, 8)))) {
            ArcBox box = ArcBox.of(k, arc);
            // oracle: exact t(u) = -a(u)/b(u) at rational samples inside the arc's u-range, as degenerate boxes
            for (int i = 0; i <= 64; i++) {
                Rational u = Rational.of(lo * 64L + (long) w * i, 512);
                if (!arc.containsU(RealAlgebraic.of(u))) {
                    continue;
                }
                Rational t = exactT(c.reduced(), u);
                Interval ui = Interval.enclosing(u, u);
                Interval ti = Interval.enclosing(t, t);
                assertThat(ti.lo() <= ti.hi()).isTrue();
                assertThat(pointBox(ui, ti, box)).as("u = %s, t = %s in %s", u, t, box).isTrue();
            }
        }
    }

    /** Whether the degenerate box (point) meets the arc box: disjoint() must say no for points on the arc. */
    private static boolean pointBox(Interval u, Interval t, ArcBox box) {
        return !box.disjoint(ArcBox.ofRanges(u.lo(), u.hi(), t.lo(), t.hi()));
    }

    @Test
    void tEnclosure_parabola_holdsExactValueAndIsNarrow() {
        CurveKernel k = new CurveKernel();
        CSpaceCurve c = k.curve(new long[] {-1, 0, 1}, new long[] {1});   // t = 1 - u^2
        Interval t = ArcBox.tEnclosure(c, Interval.enclosing(Rational.of(1, 3), Rational.of(1, 3)));
        // closed form: t(1/3) = 8/9
        assertThat(t.lo()).isLessThanOrEqualTo(8.0 / 9).isGreaterThan(8.0 / 9 - 1e-12);
        assertThat(t.hi()).isGreaterThanOrEqualTo(8.0 / 9).isLessThan(8.0 / 9 + 1e-12);
    }

    @Test
    void tEnclosure_overPole_isNull() {
        CurveKernel k = new CurveKernel();
        CSpaceCurve c = k.curve(new long[] {-1}, new long[] {0, 1});   // t = 1/u, pole at 0
        // b = u contains 0 on [-1, 1]: no finite enclosure exists
        assertThat(ArcBox.tEnclosure(c, new Interval(-1, 1))).isNull();
    }

    @Test
    void intersect_disjointBoxes_noCommonPointAndSameAsCurves() {
        CurveKernel k = new CurveKernel();
        CSpaceTraits tr = new CSpaceTraits(k);
        CSpaceCurve c = k.curve(new long[] {0, -1}, new long[] {1});    // t = u
        CSpaceCurve d = k.curve(new long[] {0, 1}, new long[] {1});     // t = -u
        GraphArc left = Arcs.graph(k, c, Optional.of(Rational.of(1)), Optional.of(Rational.of(2))).get(0);
        GraphArc right = Arcs.graph(k, d, Optional.of(Rational.of(1)), Optional.of(Rational.of(2))).get(0);
        GraphArc through = Arcs.graph(k, d, Optional.of(Rational.of(-1)), Optional.of(Rational.of(1))).get(0);
        // t = u and t = -u meet only at u = 0: on [1, 2] the boxes [1,2]x[1,2] and [1,2]x[-2,-1] are disjoint
        assertThat(tr.intersect(left, right)).isEmpty();
        // on [-1, 1] and [1, 2]: no common u with u = 0
        assertThat(tr.intersect(left, through)).isEmpty();
        GraphArc cFull = Arcs.graph(k, c, Optional.of(Rational.of(-1)), Optional.of(Rational.of(1))).get(0);
        List<ArcPoint> common = tr.intersect(cFull, through);
        // closed form: the crossing (0, 0)
        assertThat(common).hasSize(1);
        assertThat(common.get(0).u()).isEqualTo(RealAlgebraic.of(0));
    }

    @Test
    void compareXOfEnds_polesAndInfinity_orderedByU() {
        CurveKernel k = new CurveKernel();
        CSpaceTraits tr = new CSpaceTraits(k);
        CSpaceCurve h = k.curve(new long[] {-1}, new long[] {0, 1});   // t = 1/u: pole at u = 0
        List<GraphArc> arcs = Arcs.graph(k, h, Optional.empty(), Optional.empty());
        GraphArc neg = arcs.get(0);
        GraphArc pos = arcs.get(1);
        // closed form: (-inf, 0) and (0, +inf); both pole ends lie over u = 0, the open ends at -inf and +inf
        assertThat(tr.boundary(neg, ArcEnd.MAX)).contains(BoundarySide.BOTTOM);
        assertThat(tr.boundary(pos, ArcEnd.MIN)).contains(BoundarySide.TOP);
        assertThat(tr.compareXOfEnds(neg, ArcEnd.MAX, pos, ArcEnd.MIN)).isEqualTo(Comparison.EQUAL);
        assertThat(tr.compareXOfEnds(neg, ArcEnd.MIN, pos, ArcEnd.MIN)).isEqualTo(Comparison.SMALLER);
        assertThat(tr.compareXOfEnds(pos, ArcEnd.MAX, neg, ArcEnd.MAX)).isEqualTo(Comparison.LARGER);
    }

    @Test
    void compareXOfEnds_defaultOnPoleEnd_throwsUnsupported() {
        CurveKernel k = new CurveKernel();
        CSpaceTraits tr = new CSpaceTraits(k);
        ArrangementTraits<GraphArc, ArcPoint> plain = new DelegatingTraits(tr);
        List<GraphArc> arcs = Arcs.graph(k, k.curve(new long[] {-1}, new long[] {0, 1}), Optional.empty(),
                Optional.empty());
        // the interface default cannot order ends at poles: it must say so
        assertThatThrownBy(() -> plain.compareXOfEnds(arcs.get(0), ArcEnd.MAX, arcs.get(1), ArcEnd.MIN))
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("BOTTOM")
                .hasMessageContaining("compareXOfEnds");
        // and it orders the open ends at -inf / +inf itself
        assertThat(plain.compareXOfEnds(arcs.get(0), ArcEnd.MIN, arcs.get(1), ArcEnd.MAX))
                .isEqualTo(Comparison.SMALLER);
    }

    /** Traits that forward everything except compareXOfEnds (so the interface default is used). */
    private record DelegatingTraits(CSpaceTraits t) implements ArrangementTraits<GraphArc, ArcPoint> {
        @Override
        public Comparison compareX(ArcPoint p, ArcPoint q) {
            return t.compareX(p, q);
        }

        @Override
        public Comparison compareXY(ArcPoint p, ArcPoint q) {
            return t.compareXY(p, q);
        }

        @Override
        public Optional<BoundarySide> boundary(GraphArc c, ArcEnd end) {
            return t.boundary(c, end);
        }

        @Override
        public ArcPoint endPoint(GraphArc c, ArcEnd end) {
            return t.endPoint(c, end);
        }

        @Override
        public Comparison compareXToEnd(ArcPoint p, GraphArc c, ArcEnd end) {
            return t.compareXToEnd(p, c, end);
        }

        @Override
        public Comparison compareYAtX(ArcPoint p, GraphArc c) {
            return t.compareYAtX(p, c);
        }

        @Override
        public Comparison compareCurvesAtX(GraphArc c1, GraphArc c2, ArcPoint p) {
            return t.compareCurvesAtX(c1, c2, p);
        }

        @Override
        public Comparison compareYAtXRight(GraphArc c1, GraphArc c2, ArcPoint p) {
            return t.compareYAtXRight(c1, c2, p);
        }

        @Override
        public Comparison compareYAtXLeft(GraphArc c1, GraphArc c2, ArcPoint p) {
            return t.compareYAtXLeft(c1, c2, p);
        }

        @Override
        public Comparison compareEndsOnBoundary(GraphArc c1, ArcEnd end1, GraphArc c2, ArcEnd end2) {
            return t.compareEndsOnBoundary(c1, end1, c2, end2);
        }

        @Override
        public List<ArcPoint> intersect(GraphArc c1, GraphArc c2) {
            return t.intersect(c1, c2);
        }
    }
}

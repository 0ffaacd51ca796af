package org.snapfit.algebra.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.cspace.ArcInstance;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.Arcs;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;

/** The sweep queries at algebraic positions: hits, arc above/below, next event. */
class SweepQueriesTest {

    /** Brute force: the number of u in a bounded, pole-free edge with t(u) = t0, counted per monotone piece. */
    private static int bruteHits(CurveKernel k, GraphArc e, RealAlgebraic t0) {
        List<RealAlgebraic> cuts = new ArrayList<>();
        cuts.add(e.uMin().orElseThrow());
        for (RealRoot rr : k.verticalTangencies(e.curve())) {
            if (rr.value().compare(e.uMin().get()) == Comparison.LARGER
                    && rr.value().compare(e.uMax().get()) == Comparison.SMALLER) {
                cuts.add(rr.value());
            }
        }
        cuts.add(e.uMax().orElseThrow());
        int n = 0;
        for (int i = 0; i + 1 < cuts.size(); i++) {
            Comparison a = k.tAt(e.curve(), cuts.get(i)).compare(t0);
            Comparison b = k.tAt(e.curve(), cuts.get(i + 1)).compare(t0);
            if (a == Comparison.EQUAL || b == Comparison.EQUAL) {
                return -1; // t0 at a piece end: not a case for this count
            }
            if (a != b) {
                n++;
            }
        }
        return n;
    }

    @ParameterizedTest
    @ValueSource(strings = {"pawl_4_6_s14.txt", "random_100_s11.txt"})
    void hitsAt_irrationalT_matchesBruteForceAndRationalNeighbour(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = ArcInstance.read(RestrictedMergeTest.arrangements(file), k).graphArcs(k);
        FreeFace f = new SingleFaceBuilder(k).face(arcs, RestrictedMergeTest.query(k));
        // t0 = sqrt(2)/30 ~ 0.047, a root of 450 t^2 - 1: irrational, near the query point t = 7/1009
        RealAlgebraic t0 = RealAlgebraic.ofRoot(IntPoly.of(-1, 0, 450), Rational.ZERO, Rational.ONE);
        List<FreeFace.Hit> hits = f.hitsAt(k, t0);
        int checked = 0;
        for (BoundaryEdge e : new java.util.LinkedHashSet<>(f.allEdges())) {
            GraphArc a = e.piece();
            boolean bounded = a.uMin().isPresent() && a.uMax().isPresent() && a.minPoleSign().intValue() == 0
                    && a.maxPoleSign().intValue() == 0;
            if (!bounded) {
                continue;
            }
            int brute = bruteHits(k, a, t0);
            if (brute < 0) {
                continue;
            }
            long mine = hits.stream().filter(h -> h.edge().equals(e)).count();
            // oracle: the count of sign changes of t - t0 over the edge's monotone pieces
            assertThat(mine).isEqualTo(brute);
            checked++;
        }
        assertThat(checked).isGreaterThan(5);
        for (int i = 0; i < hits.size(); i++) {
            FreeFace.Hit h = hits.get(i);
            // exact: t on the edge's curve at the hit equals t0; hits sorted by u
            assertThat(k.compareTAt(h.edge().piece().curve(), h.u(), t0)).isEqualTo(Comparison.EQUAL);
            if (i > 0) {
                assertThat(hits.get(i - 1).u().compare(h.u())).isNotEqualTo(Comparison.LARGER);
            }
            // the event ahead from the algebraic hit equals the one from a rational point just beside it on the same
            // monotone piece (the rational path)
            Optional<RealAlgebraic> fromAlgebraic;
            try {
                fromAlgebraic = FreeFace.nextEventRight(k, h);
            } catch (IllegalArgumentException localMax) {
                continue;
            }
            Rational beside = besideOnPiece(k, h);
            if (beside != null) {
                assertThat(sameOptional(FreeFace.nextEventRight(k, h.edge(), RealAlgebraic.of(beside)), fromAlgebraic))
                        .isTrue();
            }
        }
        // arcAbove/arcBelow at the algebraic t0 are the neighbouring hits of a u between two hits
        if (hits.size() >= 2) {
            RealAlgebraic mid = RealAlgebraic.of(SingleFaceBuilder.simpleBetween(hits.get(0).u().upper(),
                    hits.get(1).u().refine(Rational.of(1, 1 << 20)).lower().max(hits.get(0).u().upper().add(
                            Rational.of(1, 1 << 30)))));
            if (mid.compare(hits.get(1).u()) == Comparison.SMALLER && mid.compare(hits.get(0).u()) == Comparison.LARGER) {
                assertThat(f.arcBelow(k, t0, mid).orElseThrow().u()).isEqualTo(hits.get(0).u());
                assertThat(f.arcAbove(k, t0, mid).orElseThrow().u()).isEqualTo(hits.get(1).u());
            }
        }
    }

    /** A rational u beside the hit, towards larger u, with no tangency or edge end between: or null. */
    private static Rational besideOnPiece(CurveKernel k, FreeFace.Hit h) {
        GraphArc a = h.edge().piece();
        RealAlgebraic u = h.u().refine(Rational.of(1, 1 << 24));
        Rational r = u.upper();
        if (!a.containsU(RealAlgebraic.of(r)) || u.compare(r) != Comparison.SMALLER) {
            return null;
        }
        for (RealRoot rr : k.verticalTangencies(a.curve())) {
            if (rr.value().compare(u) != Comparison.SMALLER && rr.value().compare(r) != Comparison.LARGER) {
                return null;
            }
        }
        if (a.uMax().isPresent() && a.uMax().get().compare(r) != Comparison.LARGER) {
            return null;
        }
        return r;
    }

    private static boolean sameOptional(Optional<RealAlgebraic> x, Optional<RealAlgebraic> y) {
        return x.isPresent() == y.isPresent() && (x.isEmpty() || x.get().compare(y.get()) == Comparison.EQUAL);
    }

    @Test
    void uAtRootOf_rationalTGivenWithConjugate_equalsRationalPath() {
        CurveKernel k = new CurveKernel();
        CSpaceCurve c = k.curve(new long[] {1, -3, 1}, new long[] {2, 0, 1});   // t = -(u^2 - 3u + 1)/(u^2 + 2)
        // t0 = -1/4 as the negative root of 16 t^2 - 1 (its conjugate 1/4 must be filtered out)
        RealAlgebraic t0 = RealAlgebraic.of(Rational.of(-1, 4));
        List<RealAlgebraic> viaRoot = SweepLine.uAtRootOf(k, c, t0, IntPoly.of(-1, 0, 16));
        List<RealAlgebraic> rational = SweepLine.uAt(k, c, t0);
        // oracle: the rational path, roots of 4a - b = 3u^2 - 12u + 2 (two real roots)
        assertThat(rational).hasSize(2);
        assertThat(viaRoot).isEqualTo(rational);
    }

    @Test
    void queries_parabolaAtIrrationalT_hitsAtPlusMinusRoot() {
        CurveKernel k = new CurveKernel();
        CSpaceCurve c = k.curve(new long[] {-1, 0, 1}, new long[] {1});   // t = 1 - u^2
        List<GraphArc> arcs = Arcs.graph(k, c, Optional.empty(), Optional.empty());
        FreeFace f = new SingleFaceBuilder(k).face(arcs, new ArcPoint(RealAlgebraic.of(0),
                k.curve(new long[] {0}, new long[] {-1})));
        // t0 = sqrt(3) - 1 (root of t^2 + 2t - 2 in (0, 1)); 1 - u^2 = t0 gives u^2 = 2 - sqrt 3,
        // u = +-(sqrt 6 - sqrt 2)/2 ~ +-0.5176
        RealAlgebraic t0 = RealAlgebraic.ofRoot(IntPoly.of(-2, 2, 1), Rational.ZERO, Rational.ONE);
        List<FreeFace.Hit> hits = f.hitsAt(k, t0);
        assertThat(hits).hasSize(2);
        // closed form: u^4 - 4u^2 + 1 = 0 has the roots +-0.5176..., +-1.9318...; ours are the small pair
        assertThat(hits.get(0).u().toDouble()).isCloseTo(-0.5176380902, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(hits.get(1).u().toDouble()).isCloseTo(0.5176380902, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(f.arcAbove(k, t0, RealAlgebraic.of(0)).orElseThrow().u()).isEqualTo(hits.get(1).u());
        assertThat(f.arcBelow(k, t0, RealAlgebraic.of(0)).orElseThrow().u()).isEqualTo(hits.get(0).u());
        // moving in +t from either hit leads to the apex u = 0 (vertical tangency), as from rational points
        assertThat(FreeFace.nextEventRight(k, hits.get(0))).contains(RealAlgebraic.of(0));
        assertThat(FreeFace.nextEventRight(k, hits.get(1))).contains(RealAlgebraic.of(0));
    }

    @Test
    void nextEventRight_atLocalMaximum_throwsNamingU() {
        CurveKernel k = new CurveKernel();
        CSpaceCurve c = k.curve(new long[] {-1, 0, 1}, new long[] {1});   // t = 1 - u^2, maximum at u = 0
        GraphArc a = Arcs.graph(k, c, Optional.empty(), Optional.empty()).get(0);
        assertThatThrownBy(() -> FreeFace.nextEventRight(k, new BoundaryEdge(a, false), RealAlgebraic.of(0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is a local maximum of t");
    }
}

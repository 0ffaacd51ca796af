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
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;

class CurveKernelTest {
    private final CurveKernel k = new CurveKernel();

    private static RealAlgebraic q(long n, long d) {
        return RealAlgebraic.of(Rational.of(n, d));
    }

    @Test
    void curve_scaledInputs_sameObject() {
        CSpaceCurve c1 = k.curve(new long[] {2, 4}, new long[] {-6, 0, 8});
        CSpaceCurve c2 = k.curve(new long[] {-1, -2}, new long[] {3, 0, -4});
        // (2 + 4u) + t(-6 + 8u^2) = -2 * ((-1 - 2u) + t(3 - 4u^2)): one curve, primitive, b's leading coeff > 0
        assertThat(c1).isSameAs(c2);
        assertThat(c1.a()).isEqualTo(IntPoly.of(1, 2));
        assertThat(c1.b()).isEqualTo(IntPoly.of(-3, 0, 4));
    }

    @Test
    void curve_rationalCoefficients_denominatorsCleared() {
        CSpaceCurve c = k.curve(new Rational[] {Rational.of(1, 2)}, new Rational[] {Rational.of(1, 3), Rational.ONE});
        // (1/2) + t(1/3 + u) times 6 = 3 + t(2 + 6u)
        assertThat(c).isSameAs(k.curve(new long[] {3}, new long[] {2, 6}));
    }

    @Test
    void curve_commonFactor_reducedFormAndLines() {
        CSpaceCurve c = k.curve(new long[] {-1, 0, 1}, new long[] {-1, 1});
        // (u^2 - 1) + t(u - 1) = (u - 1)(u + 1 + t): graph t = -(u + 1) plus the line u = 1
        assertThat(c.commonFactor()).isEqualTo(IntPoly.of(-1, 1));
        assertThat(c.reduced()).isSameAs(k.curve(new long[] {1, 1}, new long[] {1}));
        assertThat(c.isReduced()).isFalse();
        assertThat(k.horizontalLines(c)).extracting(RealRoot::value).containsExactly(RealAlgebraic.of(1));
        // the filled-in point: t(1) = -2 on the reduced graph
        assertThat(k.tAt(c, RealAlgebraic.of(1))).isEqualTo(RealAlgebraic.of(-2));
    }

    @Test
    void curve_zeroPolynomials_throwsNamingRule() {
        assertThatThrownBy(() -> k.curve(new long[] {0}, new long[] {0}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a = 0 and b = 0");
    }

    @Test
    void curve_degreeThree_throwsNamingDegree() {
        assertThatThrownBy(() -> k.curve(IntPoly.of(0, 0, 0, 1), IntPoly.of(1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("degree <= 2");
        assertThatThrownBy(() -> k.curve(new long[] {1, 2, 3, 4}, new long[] {1}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a has 4 coefficients");
    }

    @Test
    void horizontal_predicates_throwNamingB() {
        CSpaceCurve h = k.curve(new long[] {-1, 0, 1}, new long[] {0});
        // b = 0: lines u = -1 and u = 1, no graph
        assertThat(h.isHorizontal()).isTrue();
        assertThat(k.horizontalLines(h)).extracting(RealRoot::value)
                .containsExactly(RealAlgebraic.of(-1), RealAlgebraic.of(1));
        assertThatThrownBy(() -> k.tAt(h, RealAlgebraic.of(0))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has b = 0");
        assertThat(Arcs.horizontal(k, h, Optional.of(Rational.ZERO), Optional.of(Rational.ONE))).hasSize(2);
    }

    @Test
    void tAt_pole_throws() {
        CSpaceCurve c = k.curve(new long[] {-1}, new long[] {0, 1});
        // t = 1/u has a pole at u = 0
        assertThatThrownBy(() -> k.tAt(c, RealAlgebraic.of(0))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pole");
        assertThatThrownBy(() -> k.compareAt(c, c, RealAlgebraic.of(0))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pole");
        assertThat(k.tAt(c, q(1, 4))).isEqualTo(RealAlgebraic.of(4));
    }

    @Test
    void crossings_lineAndHyperbola_crossingAndTangencyDistinguished() {
        CSpaceCurve hyp = k.curve(new long[] {-1}, new long[] {0, 1});      // t = 1/u
        CSpaceCurve secant = k.curve(new long[] {2, -1}, new long[] {1});    // t = u - 2
        CSpaceCurve line = k.curve(new long[] {-2, 1}, new long[] {1});      // t = 2 - u: tangent to 1/u at u = 1
        // 1/u = 2 - u  <=>  (u - 1)^2 = 0: one tangency of multiplicity 2
        List<Crossing> xs = k.crossings(hyp, line);
        assertThat(xs).hasSize(1);
        assertThat(xs.get(0).u()).isEqualTo(RealAlgebraic.of(1));
        assertThat(xs.get(0).kind()).isEqualTo(Crossing.Kind.TANGENCY);
        // 1/u = u - 2  <=>  u^2 - 2u - 1 = 0: u = 1 ± sqrt 2, two simple crossings
        List<Crossing> ys = k.crossings(hyp, secant);
        assertThat(ys).extracting(Crossing::kind).containsExactly(Crossing.Kind.CROSSING, Crossing.Kind.CROSSING);
        assertThat(ys.get(0).u().signOf(IntPoly.of(-1, -2, 1))).isEqualTo(Sign.ZERO);
        // the tangent line stays below the hyperbola on both sides of u = 1 (order kept)
        assertThat(k.compareLeftOf(line, hyp, RealAlgebraic.of(1))).isEqualTo(Comparison.SMALLER);
        assertThat(k.compareRightOf(line, hyp, RealAlgebraic.of(1))).isEqualTo(Comparison.SMALLER);
    }

    @Test
    void crossings_commonPole_excluded() {
        CSpaceCurve c1 = k.curve(new long[] {-1}, new long[] {0, 1});   // t = 1/u
        CSpaceCurve c2 = k.curve(new long[] {-2}, new long[] {0, 1});   // t = 2/u
        // a1 b2 - a2 b1 = -u + 2u = u vanishes at the common pole u = 0 only: no crossing
        assertThat(k.pair(c1, c2).crossingPolynomial().degree()).isEqualTo(1);
        assertThat(k.crossings(c1, c2)).isEmpty();
        // order: 1/u < 2/u for u > 0, > for u < 0; breakpoints = the pole
        CurvePair p = k.pair(c1, c2);
        assertThat(p.breakpoints()).containsExactly(RealAlgebraic.of(0));
        Comparison left = p.orderOnInterval(0);
        Comparison right = p.orderOnInterval(1);
        assertThat(p.first() == c1 ? left : left.reverse()).isEqualTo(Comparison.LARGER);
        assertThat(p.first() == c1 ? right : right.reverse()).isEqualTo(Comparison.SMALLER);
    }

    @Test
    void overlap_sameReducedCurve_reportedAndEqual() {
        CSpaceCurve c1 = k.curve(new long[] {1, 1}, new long[] {1});
        CSpaceCurve c2 = k.curve(new long[] {-1, 0, 1}, new long[] {-1, 1});
        // c2 reduces to c1 (common factor u - 1): the graphs coincide
        assertThat(k.overlap(c1, c2)).isTrue();
        assertThat(k.compareAt(c1, c2, q(1, 3))).isEqualTo(Comparison.EQUAL);
        assertThat(k.compareAtInfinity(c1, c2, true)).isEqualTo(Comparison.EQUAL);
    }

    @Test
    void verticalTangencies_parabola_vertex() {
        CSpaceCurve c = k.curve(new long[] {-1, 0, 1}, new long[] {1});   // t = 1 - u^2
        // dt/du = -2u = 0 at u = 0 (a'b - ab' = 2u)
        assertThat(k.verticalTangencies(c)).extracting(RealRoot::value).containsExactly(RealAlgebraic.of(0));
        assertThat(k.poles(c)).isEmpty();
        assertThat(k.crossingOfUZero(c)).contains(Rational.ONE);
        CSpaceCurve hyp = k.curve(new long[] {-1}, new long[] {0, 1});
        // 1/u: no stationary point, pole at 0, u = 0 not crossed
        assertThat(k.verticalTangencies(hyp)).isEmpty();
        assertThat(k.poles(hyp)).extracting(RealRoot::value).containsExactly(RealAlgebraic.of(0));
        assertThat(k.crossingOfUZero(hyp)).isEmpty();
    }

    @Test
    void arcs_hyperbolaSplitAtPole_endsAtInfinity() {
        CSpaceCurve hyp = k.curve(new long[] {-1}, new long[] {0, 1});
        List<GraphArc> arcs = Arcs.graph(k, hyp, Optional.of(Rational.of(-1)), Optional.empty());
        // 1/u on [-1, inf): [-1, 0) going to -inf, (0, inf) coming from +inf
        assertThat(arcs).hasSize(2);
        assertThat(arcs.get(0).maxPoleSign()).isEqualTo(Sign.NEGATIVE);
        assertThat(arcs.get(1).minPoleSign()).isEqualTo(Sign.POSITIVE);
        assertThat(arcs.get(1).uMax()).isEmpty();
        assertThat(arcs.get(0).containsU(RealAlgebraic.of(0))).isFalse();
        assertThat(arcs.get(0).containsU(RealAlgebraic.of(-1))).isTrue();
        assertThatThrownBy(() -> Arcs.graph(k, hyp, Optional.of(Rational.ONE), Optional.of(Rational.ONE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("uMin < uMax");
    }

    @Test
    void tMonotone_parabola_splitAtVertex() {
        CSpaceCurve c = k.curve(new long[] {-1, 0, 1}, new long[] {1});
        GraphArc whole = Arcs.graph(k, c, Optional.empty(), Optional.empty()).get(0);
        // t = 1 - u^2 turns back in t at u = 0
        List<GraphArc> pieces = Arcs.tMonotone(k, whole);
        assertThat(pieces).hasSize(2);
        assertThat(pieces.get(0).uMax()).contains(RealAlgebraic.of(0));
    }

    /**
     * Coefficients of t = −(a0 + a1 u + a2 u²)/(b0 + b1 u) and u = un/7 where b(u) ≠ 0 and the curve is already
     * reduced (no common factor).
     */
    static Stream<Arguments> curvesAndPoints() {
        return Cases.filtered(20261126L, 100, v -> {
            Rational u = Rational.of((int) v[5], 7);
            return !IntPoly.of((int) v[3], (int) v[4]).evaluate(u).isZero() && new CurveKernel().curve(
                    new long[] {(int) v[0], (int) v[1], (int) v[2]}, new long[] {(int) v[3], (int) v[4]}).isReduced();
        }, Gens.ints(-6, 6), Gens.ints(-6, 6), Gens.ints(-6, 6), Gens.ints(-6, 6), Gens.ints(1, 6), Gens.ints(-20, 20));
    }

    @ParameterizedTest
    @MethodSource("curvesAndPoints")
    void compareAt_agreesWithExactRationalEvaluation(int a0, int a1, int a2, int b0, int b1, int un) {
        CurveKernel kk = new CurveKernel();
        CSpaceCurve c1 = kk.curve(new long[] {a0, a1, a2}, new long[] {b0, b1});
        CSpaceCurve c2 = kk.curve(new long[] {a2, a0}, new long[] {1, 0, 1});
        Rational u = Rational.of(un, 7);
        Rational bu = IntPoly.of(b0, b1).evaluate(u);
        // oracle: t = -a(u)/b(u) evaluated with exact rationals
        Rational t1 = IntPoly.of(a0, a1, a2).evaluate(u).divide(bu).negate();
        Rational t2 = IntPoly.of(a2, a0).evaluate(u).divide(IntPoly.of(1, 0, 1).evaluate(u)).negate();
        assertThat(kk.compareAt(c1, c2, RealAlgebraic.of(u))).isEqualTo(t1.compare(t2));
        assertThat(kk.tAt(c1, RealAlgebraic.of(u))).isEqualTo(RealAlgebraic.of(t1));
    }

    /** A parabola (or line) t = −(a0 + a1 u + a2 u²) and a different line t = −(c0 + c1 u). */
    static Stream<Arguments> parabolaAndLine() {
        return Cases.filtered(20261126L, 60, v -> (int) v[2] != 0 || (int) v[0] != (int) v[3] || (int) v[1] != (int) v[4],
                Gens.ints(-5, 5), Gens.ints(-5, 5), Gens.ints(-5, 5), Gens.ints(-5, 5), Gens.ints(-5, 5));
    }

    @ParameterizedTest
    @MethodSource("parabolaAndLine")
    void crossings_changeOrderExactlyAtOddMultiplicity(int a0, int a1, int a2, int c0, int c1) {
        CurveKernel kk = new CurveKernel();
        CSpaceCurve p = kk.curve(new long[] {a0, a1, a2}, new long[] {1});
        CSpaceCurve l = kk.curve(new long[] {c0, c1}, new long[] {1});
        assertThat(p).isNotSameAs(l);
        // invariant: the order flips across a crossing and is kept across a tangency
        for (Crossing x : kk.crossings(p, l)) {
            Comparison before = kk.compareLeftOf(p, l, x.u());
            Comparison after = kk.compareRightOf(p, l, x.u());
            assertThat(kk.compareAt(p, l, x.u())).isEqualTo(Comparison.EQUAL);
            assertThat(after).isEqualTo(x.kind() == Crossing.Kind.CROSSING ? before.reverse() : before);
        }
    }
}

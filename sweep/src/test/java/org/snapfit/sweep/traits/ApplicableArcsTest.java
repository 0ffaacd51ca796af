package org.snapfit.sweep.traits;

import org.snapfit.sweep.contact.ContactGeometry;
import org.snapfit.sweep.contact.ContactKind;
import org.snapfit.sweep.contact.VertexEdgeContact;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.VertexKind;

/** Closed-form cases of {@link ApplicableArcs}: where the arcs end is known exactly. */
class ApplicableArcsTest {

    private static final TuPoly ONE = new TuPoly(IntPoly.ONE, IntPoly.ZERO);

    /** A constraint with a given curve and markers (the other fields do not matter here). */
    private static Constraint constraint(TuPoly curve, TuPoly m1, TuPoly m2) {
        VertexEdgeContact c = new VertexEdgeContact(ContactKind.B, "p", "o", ExactPoint2.of(0, 0), ExactPoint2.of(1, 0),
                ExactPoint2.of(2, 0));
        Constraint.Details d = new Constraint.Details(List.of(m1, m2, ONE, ONE), ONE, ONE, ONE, ONE);
        return Constraint.of(0, c, curve, d, Rational.ZERO, new ContactGeometry(ContactKind.B, 0, 0, 0, 1), "f",
                VertexKind.CONVEX, new Reach(ContactKind.B, 0, 0, 0, 0, 1, 0, 1, 0));
    }

    private static TuPoly tu(long[] a, long[] b) {
        return new TuPoly(IntPoly.of(a), IntPoly.of(b));
    }

    private static RealAlgebraic sqrt(Rational r) {
        // the positive root of den*u^2 - num, isolated in [0, num + 1]
        return RealAlgebraic.ofRoot(IntPoly.of(new java.math.BigInteger[] {r.num().negate(), java.math.BigInteger.ZERO,
            r.den()}), Rational.ZERO, Rational.of(r.num().add(java.math.BigInteger.ONE), java.math.BigInteger.ONE));
    }

    @Test
    void of_markersVanishing_arcEndsWhereTheyVanish() {
        // curve t = 1 + u^2 (a = -1 - u^2, b = 1); markers u >= 0 and 3 - t >= 0, i.e. u^2 <= 2:
        // the constraint applies exactly for u in [0, sqrt 2] (closed form)
        Constraint c = constraint(tu(new long[] {-1, 0, -1}, new long[] {1}), tu(new long[] {0, 1}, new long[] {0}),
                tu(new long[] {3}, new long[] {-1}));
        List<GraphArc> arcs = ApplicableArcs.of(new CurveKernel(), c, Optional.empty(), Optional.empty()).orElseThrow();
        assertThat(arcs).hasSize(1);
        assertThat(arcs.get(0).uMin().orElseThrow().compare(RealAlgebraic.of(0))).isEqualTo(Comparison.EQUAL);
        assertThat(arcs.get(0).uMax().orElseThrow().compare(sqrt(Rational.of(2)))).isEqualTo(Comparison.EQUAL);
    }

    @Test
    void of_timeWindow_clipsAtTheWindowTimes() {
        // the same curve and markers in the window t in [3/2, 5/2]: u^2 >= 1/2 and u^2 <= 3/2 (closed form); the
        // marker end sqrt 2 lies beyond sqrt(3/2), so the window decides both ends
        Constraint c = constraint(tu(new long[] {-1, 0, -1}, new long[] {1}), tu(new long[] {0, 1}, new long[] {0}),
                tu(new long[] {3}, new long[] {-1}));
        List<GraphArc> arcs = ApplicableArcs.of(new CurveKernel(), c, Optional.of(Rational.of(3, 2)),
                Optional.of(Rational.of(5, 2))).orElseThrow();
        assertThat(arcs).hasSize(1);
        assertThat(arcs.get(0).uMin().orElseThrow().compare(sqrt(Rational.of(1, 2)))).isEqualTo(Comparison.EQUAL);
        assertThat(arcs.get(0).uMax().orElseThrow().compare(sqrt(Rational.of(3, 2)))).isEqualTo(Comparison.EQUAL);
    }

    @Test
    void of_pole_windowKeepsTheBranchWithPositiveTimes() {
        // t = 1/u (a = -1, b = u), markers always positive, window t in [0, 2]: t >= 0 needs u > 0, t <= 2 needs
        // u >= 1/2, so one arc [1/2, +inf) (u -> +inf: t -> 0 from above), no pole end
        Constraint c = constraint(tu(new long[] {-1}, new long[] {0, 1}), ONE, ONE);
        List<GraphArc> arcs = ApplicableArcs.of(new CurveKernel(), c, Optional.of(Rational.ZERO),
                Optional.of(Rational.of(2))).orElseThrow();
        assertThat(arcs).hasSize(1);
        assertThat(arcs.get(0).uMin().orElseThrow().compare(RealAlgebraic.of(Rational.of(1, 2))))
                .isEqualTo(Comparison.EQUAL);
        assertThat(arcs.get(0).uMax()).isEmpty();
        assertThat(arcs.get(0).minPoleSign()).isEqualTo(Sign.ZERO);
    }

    @Test
    void of_poleWithoutWindow_twoBranchesEndingAtThePole() {
        // t = 1/u with no window: the graph splits at the pole u = 0 into (-inf, 0) (t -> -inf) and (0, +inf)
        Constraint c = constraint(tu(new long[] {-1}, new long[] {0, 1}), ONE, ONE);
        List<GraphArc> arcs = ApplicableArcs.of(new CurveKernel(), c, Optional.empty(), Optional.empty()).orElseThrow();
        assertThat(arcs).hasSize(2);
        assertThat(arcs.get(0).maxPoleSign()).isEqualTo(Sign.NEGATIVE);
        assertThat(arcs.get(1).minPoleSign()).isEqualTo(Sign.POSITIVE);
    }

    @Test
    void of_markerNegativeEverywhere_noArc() {
        // marker -1 - u^2 < 0 for every u: the constraint applies nowhere
        Constraint c = constraint(tu(new long[] {-1, 0, -1}, new long[] {1}), tu(new long[] {-1, 0, -1}, new long[] {0}),
                ONE);
        assertThat(ApplicableArcs.of(new CurveKernel(), c, Optional.empty(), Optional.empty()).orElseThrow()).isEmpty();
    }

    @Test
    void of_timeFreeOrCommonFactor_notConvertible() {
        // b = 0: horizontal lines (no graph arcs); a = u^2 - u, b = u share the factor u
        assertThat(ApplicableArcs.of(new CurveKernel(), constraint(tu(new long[] {-1, 0, 1}, new long[] {0}), ONE, ONE),
                Optional.empty(), Optional.empty())).isEmpty();
        assertThat(ApplicableArcs.of(new CurveKernel(), constraint(tu(new long[] {0, -1, 1}, new long[] {0, 1}), ONE, ONE),
                Optional.empty(), Optional.empty())).isEmpty();
    }

    @Test
    void of_windowReversed_throwsNamingTheBounds() {
        Constraint c = constraint(tu(new long[] {-1}, new long[] {0, 1}), ONE, ONE);
        assertThatThrownBy(() -> ApplicableArcs.of(new CurveKernel(), c, Optional.of(Rational.of(2)),
                Optional.of(Rational.ONE))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("tMin = 2").hasMessageContaining("tMax = 1");
    }
}

package org.snapfit.algebra.cspace;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;

/**
 * Factories for arcs: x-monotone graph pieces of a curve over a u-range (split at poles), t-monotone refinements
 * (split at vertical tangencies, for a sweep in t), and the horizontal segments of t-independent constraints.
 * Exact; stateless apart from the kernel's caches.
 */
public final class Arcs {
    private Arcs() {
    }

    /**
     * The graph of a curve over {@code uMin ≤ u ≤ uMax} (empty bound = unbounded), cut at every pole inside into
     * x-monotone arcs in increasing u. A bound that is itself a pole becomes a pole end. Uses the reduced curve.
     *
     * @param kernel the kernel owning the curve
     * @param curve a non-horizontal curve
     * @param uMin the lower bound, or empty for u → −∞
     * @param uMax the upper bound, or empty for u → +∞
     * @return the arcs (possibly empty only if the range is a single pole, which cannot happen for uMin &lt; uMax)
     * @throws IllegalArgumentException if the curve is horizontal or uMin ≥ uMax
     */
    public static List<GraphArc> graph(CurveKernel kernel, CSpaceCurve curve, Optional<Rational> uMin,
            Optional<Rational> uMax) {
        if (uMin.isPresent() && uMax.isPresent() && uMin.get().compare(uMax.get()) != Comparison.SMALLER) {
            throw new IllegalArgumentException("uMin = " + uMin.get() + ", uMax = " + uMax.get()
                    + "; an arc's u-range needs uMin < uMax");
        }
        CSpaceCurve r = curve.reduced();
        List<RealAlgebraic> cuts = new ArrayList<>();
        Optional<RealAlgebraic> lo = uMin.map(RealAlgebraic::of);
        Optional<RealAlgebraic> hi = uMax.map(RealAlgebraic::of);
        for (RealRoot pole : kernel.poles(r)) {
            RealAlgebraic p = pole.value();
            boolean afterLo = lo.isEmpty() || p.compare(lo.get()) == Comparison.LARGER;
            boolean beforeHi = hi.isEmpty() || p.compare(hi.get()) == Comparison.SMALLER;
            if (afterLo && beforeHi) {
                cuts.add(p);
            }
        }
        List<GraphArc> out = new ArrayList<>();
        Optional<RealAlgebraic> start = lo;
        for (RealAlgebraic cut : cuts) {
            out.add(make(r, start, Optional.of(cut)));
            start = Optional.of(cut);
        }
        out.add(make(r, start, hi));
        return out;
    }

    private static GraphArc make(CSpaceCurve r, Optional<RealAlgebraic> lo, Optional<RealAlgebraic> hi) {
        return new GraphArc(r, lo, hi, lo.map(u -> poleSign(r, u, false)).orElse(Sign.ZERO),
                hi.map(u -> poleSign(r, u, true)).orElse(Sign.ZERO));
    }

    /** ZERO if u is no pole; else the sign of t just right (left = false) or left of u. */
    private static Sign poleSign(CSpaceCurve r, RealAlgebraic u, boolean left) {
        if (u.signOf(r.b()) != Sign.ZERO) {
            return Sign.ZERO;
        }
        Sign sa = u.signOf(r.a()).negate();
        Sign sb = left ? CurveKernel.signLeftOf(r.b(), u) : CurveKernel.signRightOf(r.b(), u);
        return sa.times(sb);
    }

    /**
     * Splits a graph arc at the vertical tangencies (stationary points of t(u)) inside it, so that each piece is
     * also monotone in t: what a sweep in t needs.
     *
     * @param kernel the kernel owning the curve
     * @param arc the arc
     * @return the pieces in increasing u
     */
    public static List<GraphArc> tMonotone(CurveKernel kernel, GraphArc arc) {
        List<GraphArc> out = new ArrayList<>();
        Optional<RealAlgebraic> start = arc.uMin();
        Sign startPole = arc.minPoleSign();
        for (RealRoot rr : kernel.verticalTangencies(arc.curve())) {
            RealAlgebraic u = rr.value();
            boolean inside = (arc.uMin().isEmpty() || u.compare(arc.uMin().get()) == Comparison.LARGER)
                    && (arc.uMax().isEmpty() || u.compare(arc.uMax().get()) == Comparison.SMALLER);
            if (inside && rr.multiplicity() % 2 == 1) {
                out.add(new GraphArc(arc.curve(), start, Optional.of(u), startPole, Sign.ZERO));
                start = Optional.of(u);
                startPole = Sign.ZERO;
            }
        }
        out.add(new GraphArc(arc.curve(), start, arc.uMax(), startPole, arc.maxPoleSign()));
        return out;
    }

    /**
     * The horizontal segments u = root of a of a t-independent curve over a t-range.
     *
     * @param kernel the kernel owning the curve
     * @param curve a horizontal curve (b ≡ 0)
     * @param tMin lower t-bound or empty
     * @param tMax upper t-bound or empty
     * @return one arc per distinct real root of a, increasing in u
     * @throws IllegalArgumentException if the curve is not horizontal or tMin ≥ tMax
     */
    public static List<HorizontalArc> horizontal(CurveKernel kernel, CSpaceCurve curve, Optional<Rational> tMin,
            Optional<Rational> tMax) {
        if (!curve.isHorizontal()) {
            throw new IllegalArgumentException("curve = " + curve + "; horizontal arcs need b = 0");
        }
        List<HorizontalArc> out = new ArrayList<>();
        for (RealRoot rr : kernel.horizontalLines(curve)) {
            out.add(new HorizontalArc(curve, rr.value(), tMin, tMax));
        }
        return out;
    }
}

package org.snapfit.sweep.traits;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.snapfit.algebra.cspace.Arcs;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * A constraint's curve as graph arcs of the algebra kernel ({@link GraphArc}), restricted to where the constraint
 * applies — every applicability marker ≥ 0 on the curve — and optionally to a window of times. Exact: on the
 * curve t = −a/b, a marker m = m.a + t·m.b has the sign of n·b with n = m.a·b − a·m.b (the restriction
 * {@link TuPoly#restrictedTo}); the sign changes are the real roots of n and b, and the sign on each open interval
 * between consecutive roots is taken just right (or left) of a root by the kernel's derivative chain. No double
 * decides anything. Stateless.
 *
 * <p><b>Safety rule (why a subset is enough).</b> Let F be the face of the start in the arrangement of all applicable
 * arc portions (the free component the pawl never leaves). Using any subset of those portions gives a face F' ⊇ F
 * whose boundary contains every arc piece of ∂F that was kept; so the constraints with a piece on ∂F' are a superset
 * of the kept constraints on ∂F. Hence whenever a conversion is unsure — t-independent constraints (b ≡ 0), curves
 * whose a and b share a factor — {@link #of} answers empty and the caller must keep that constraint unconditionally.
 * Arc portions where the constraint does not apply are never produced (they could cut F and drop a constraint the
 * pawl meets); isolated applicable points (an interval of length zero) are left out, which only shrinks the subset.
 */
public final class ApplicableArcs {

    private ApplicableArcs() {
    }

    /**
     * The applicable portions of a constraint's curve, as x-monotone graph arcs of {@code kernel} (split at poles),
     * inside the time window [tMin, tMax] (an empty bound leaves that side open).
     *
     * @param kernel the kernel that owns the arcs' curves
     * @param c the constraint
     * @param tMin lower time bound, or empty
     * @param tMax upper time bound, or empty
     * @return the arcs in increasing u (possibly none: the constraint applies nowhere in the window), or empty when
     *     the curve is not convertible (b ≡ 0, or a and b with a common factor): keep that constraint unconditionally
     * @throws IllegalArgumentException if tMin &gt; tMax
     */
    public static Optional<List<GraphArc>> of(CurveKernel kernel, Constraint c, Optional<Rational> tMin,
            Optional<Rational> tMax) {
        if (tMin.isPresent() && tMax.isPresent() && tMin.get().compareTo(tMax.get()) > 0) {
            throw new IllegalArgumentException("tMin = " + tMin.get() + ", tMax = " + tMax.get()
                    + "; the time window needs tMin <= tMax");
        }
        TuPoly g = c.curve();
        if (g.isTimeFree()) {
            return Optional.empty();
        }
        CSpaceCurve curve = kernel.curve(g.a(), g.b());
        if (!curve.isReduced()) {
            return Optional.empty();
        }
        List<TuPoly> markers = new ArrayList<>(c.markers());
        tMin.ifPresent(t -> markers.add(TuPoly.verticalLine(t)));
        tMax.ifPresent(t -> markers.add(new TuPoly(IntPoly.of(t.num()), IntPoly.of(t.den().negate()))));
        List<IntPoly> restricted = new ArrayList<>();
        TreeSet<RealAlgebraic> cuts = new TreeSet<>();
        for (TuPoly m : markers) {
            IntPoly n = m.restrictedTo(g);
            if (n.isZero()) {
                continue; // the marker vanishes along the whole curve: ≥ 0 everywhere on it
            }
            restricted.add(n);
            addRoots(cuts, n, kernel);
        }
        addRoots(cuts, g.b(), kernel);
        List<RealAlgebraic> bp = new ArrayList<>(cuts);
        // good[i]: all markers > 0 on the open interval i (between bp[i-1] and bp[i]; 0 = (-inf, bp[0]))
        boolean[] good = new boolean[bp.size() + 1];
        for (int i = 0; i <= bp.size(); i++) {
            Rational q = sample(bp, i);
            Sign sb = g.b().signAt(q);
            good[i] = sb != Sign.ZERO;
            for (IntPoly n : restricted) {
                good[i] &= n.signAt(q).times(sb) == Sign.POSITIVE;
            }
        }
        List<GraphArc> pieces = Arcs.graph(kernel, curve, Optional.empty(), Optional.empty());
        List<GraphArc> out = new ArrayList<>();
        int i = 0;
        while (i <= bp.size()) {
            if (!good[i]) {
                i++;
                continue;
            }
            int j = i;
            // merge across a root where the markers stay ≥ 0 (by continuity), never across a pole
            while (j < bp.size() && good[j + 1] && bp.get(j).signOf(g.b()) != Sign.ZERO) {
                j++;
            }
            Optional<RealAlgebraic> lo = i == 0 ? Optional.empty() : Optional.of(bp.get(i - 1));
            Optional<RealAlgebraic> hi = j == bp.size() ? Optional.empty() : Optional.of(bp.get(j));
            out.add(subArc(pieces, g, lo, hi));
            i = j + 1;
        }
        return Optional.of(out);
    }

    private static void addRoots(TreeSet<RealAlgebraic> cuts, IntPoly p, CurveKernel kernel) {
        if (p.degree() >= 1) {
            cuts.addAll(Roots.of(p, kernel.exactContext()));
        }
    }

    /**
     * A rational strictly inside the open interval i between the sorted distinct cut points (0 = (−∞, bp[0])): no
     * cut point's polynomial vanishes there, so the signs at it are the signs on the whole interval. Between two
     * cut points the isolating intervals are refined until they are disjoint and the midpoint of the gap is taken.
     */
    private static Rational sample(List<RealAlgebraic> bp, int i) {
        if (bp.isEmpty()) {
            return Rational.ZERO;
        }
        if (i == 0) {
            return bp.get(0).lower().subtract(Rational.ONE);
        }
        if (i == bp.size()) {
            return bp.get(i - 1).upper().add(Rational.ONE);
        }
        RealAlgebraic a = bp.get(i - 1);
        RealAlgebraic b = bp.get(i);
        Rational w = Rational.ONE;
        while (a.upper().compareTo(b.lower()) >= 0) {
            w = w.multiply(Rational.of(1, 4));
            a = a.refine(w);
            b = b.refine(w);
        }
        return a.upper().add(b.lower()).multiply(Rational.of(1, 2));
    }

    /** The piece (between poles) that holds the interval (lo, hi), cut to it; a pole or infinite end is kept. */
    private static GraphArc subArc(List<GraphArc> pieces, TuPoly g, Optional<RealAlgebraic> lo,
            Optional<RealAlgebraic> hi) {
        for (GraphArc p : pieces) {
            boolean fromOk = lo.isEmpty() ? p.uMin().isEmpty()
                    : p.uMin().isEmpty() || p.uMin().get().compare(lo.get()) != Comparison.LARGER;
            boolean toOk = hi.isEmpty() ? p.uMax().isEmpty()
                    : p.uMax().isEmpty() || p.uMax().get().compare(hi.get()) != Comparison.SMALLER;
            if (fromOk && toOk) {
                Optional<RealAlgebraic> nlo = lo.filter(u -> u.signOf(g.b()) != Sign.ZERO);
                Optional<RealAlgebraic> nhi = hi.filter(u -> u.signOf(g.b()) != Sign.ZERO);
                return p.subArc(nlo, nhi);
            }
        }
        throw new org.snapfit.algebra.number.SnapfitInternalError("no pole-free piece of " + g + " holds (" + lo
                + ", " + hi + ")");
    }
}

package org.snapfit.algebra.cspace;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * The cached relation of two reduced, non-horizontal curves, owned by a {@link CurveKernel}: the crossing polynomial
 * a1·b2 − a2·b1, whether it vanishes identically (overlap: the two graphs coincide), the crossings with their
 * multiplicities (roots that are poles of either curve excluded), and the order of the pair on each open interval
 * between consecutive breakpoints (crossings and poles of either curve). Orders refer to {@link #first()} relative
 * to {@link #second()}. Immutable once built except for the lazily filled order table and difference polynomial; not thread-safe (like its
 * kernel).
 */
public final class CurvePair {
    private final CSpaceCurve first;
    private final CSpaceCurve second;
    private final IntPoly crossingPolynomial;
    /** (a2·b1 − a1·b2)·b1·b2, computed on first use (most pairs are only intersected). */
    private IntPoly differenceSign;
    private final List<Crossing> crossings;
    private List<RealAlgebraic> breakpoints;
    private List<Comparison> orders;
    private final CurveKernel kernel;

    CurvePair(CurveKernel kernel, CSpaceCurve first, CSpaceCurve second, IntPoly crossingPolynomial,
            List<Crossing> crossings) {
        this.kernel = kernel;
        this.first = first;
        this.second = second;
        this.crossingPolynomial = crossingPolynomial;
        this.crossings = List.copyOf(crossings);
    }

    /**
     * The first curve (the one with the smaller id).
     *
     * @return the curve
     */
    public CSpaceCurve first() {
        return first;
    }

    /**
     * The second curve.
     *
     * @return the curve
     */
    public CSpaceCurve second() {
        return second;
    }

    /**
     * a1·b2 − a2·b1 of the two reduced curves (degree at most 4); zero exactly when they overlap.
     *
     * @return the crossing polynomial
     */
    public IntPoly crossingPolynomial() {
        return crossingPolynomial;
    }

    /**
     * A polynomial whose sign at any u that is a pole of neither curve is the sign of t1(u) − t2(u):
     * (a2·b1 − a1·b2)·b1·b2.
     *
     * @return the polynomial (zero for an overlap)
     */
    public IntPoly differenceSignPolynomial() {
        IntPoly d = differenceSign;
        if (d == null) {
            d = crossingPolynomial.negate().multiply(first.b()).multiply(second.b());
            differenceSign = d;
        }
        return d;
    }

    /**
     * Whether the two graphs coincide (the crossing polynomial vanishes identically). Only possible for the same
     * reduced curve, since curves are hash-consed.
     *
     * @return true for an overlap
     */
    public boolean isOverlap() {
        return crossingPolynomial.isZero();
    }

    /**
     * The crossings and tangencies in increasing u (empty for an overlap).
     *
     * @return the crossings
     */
    public List<Crossing> crossings() {
        return crossings;
    }

    /**
     * The breakpoints: crossings and poles of either curve, increasing, without repetition.
     *
     * @return the breakpoints
     */
    public List<RealAlgebraic> breakpoints() {
        fill();
        return breakpoints;
    }

    /**
     * The order of {@link #first()} relative to {@link #second()} on the open interval number {@code i} between
     * breakpoints (interval 0 lies left of the first breakpoint, interval {@code breakpoints().size()} right of the
     * last). {@code EQUAL} everywhere for an overlap.
     *
     * @param i the interval index
     * @return the order of t1 relative to t2 there
     * @throws IndexOutOfBoundsException if i is not in {@code 0..breakpoints().size()}
     */
    public Comparison orderOnInterval(int i) {
        fill();
        return orders.get(i);
    }

    private void fill() {
        if (orders != null) {
            return;
        }
        List<RealAlgebraic> bp = new ArrayList<>();
        for (Crossing c : crossings) {
            bp.add(c.u());
        }
        bp.addAll(kernel.poleValues(first));
        bp.addAll(kernel.poleValues(second));
        bp.sort(RealAlgebraic::compareTo);
        List<RealAlgebraic> uniq = new ArrayList<>();
        for (RealAlgebraic u : bp) {
            if (uniq.isEmpty() || uniq.get(uniq.size() - 1).compare(u) != Comparison.EQUAL) {
                uniq.add(u);
            }
        }
        List<Comparison> ord = new ArrayList<>();
        for (int i = 0; i <= uniq.size(); i++) {
            if (isOverlap()) {
                ord.add(Comparison.EQUAL);
                continue;
            }
            Rational s = sampleBetween(i == 0 ? null : uniq.get(i - 1), i == uniq.size() ? null : uniq.get(i));
            Sign sg = differenceSignPolynomial().signAt(s);
            ord.add(Comparison.of(sg.intValue()));
        }
        breakpoints = List.copyOf(uniq);
        orders = List.copyOf(ord);
    }

    /** A rational strictly between lo and hi (either may be null for an infinite end). */
    static Rational sampleBetween(RealAlgebraic lo, RealAlgebraic hi) {
        if (lo == null && hi == null) {
            return Rational.ZERO;
        }
        if (lo == null) {
            return hi.lower().subtract(Rational.ONE);
        }
        if (hi == null) {
            return lo.upper().add(Rational.ONE);
        }
        RealAlgebraic l = lo;
        RealAlgebraic h = hi;
        Rational width = h.upper().subtract(l.lower());
        while (l.upper().compareTo(h.lower()) >= 0) {
            width = width.multiply(Rational.of(1, 4));
            l = l.refine(width);
            h = h.refine(width);
        }
        return l.upper().add(h.lower()).multiply(Rational.HALF);
    }
}

package org.snapfit.algebra.cspace;

import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * An x-monotone piece of the graph t = −a(u)/b(u) of a reduced, non-horizontal curve over a u-interval that holds
 * no pole in its interior. Each end is either a finite point (a u-bound that is not a pole), a pole (t → ±∞ as u
 * approaches the bound; {@link #minPoleSign()} says which infinity), or open (u → ±∞; the bound is empty). Built
 * by {@link Arcs}; immutable and thread-safe. {@code equals} is exact (same curve, equal bounds).
 */
public final class GraphArc implements Arc {
    private final CSpaceCurve curve;
    private final Optional<RealAlgebraic> uMin;
    private final Optional<RealAlgebraic> uMax;
    private final Sign minPoleSign;
    private final Sign maxPoleSign;
    /** {@link ArcBox#of}, cached on the arc (the box depends on the arc and its curve alone). */
    ArcBox box(CurveKernel kernel) {
        ArcBox b = box;
        if (b == null) {
            b = ArcBox.of(kernel, this);
            box = b;
        }
        return b;
    }

    /** The certified box ({@link ArcBox#of}), computed on first use (a cache; ArcBox is immutable). */
    private volatile ArcBox box;

    GraphArc(CSpaceCurve curve, Optional<RealAlgebraic> uMin, Optional<RealAlgebraic> uMax, Sign minPoleSign,
            Sign maxPoleSign) {
        if (curve.isHorizontal() || !curve.isReduced()) {
            throw new IllegalArgumentException("curve = " + curve + "; a graph arc needs a reduced, non-horizontal curve");
        }
        if (uMin.isPresent() && uMax.isPresent() && uMin.get().compare(uMax.get()) != Comparison.SMALLER) {
            throw new IllegalArgumentException("uMin = " + uMin.get() + ", uMax = " + uMax.get()
                    + "; an arc needs uMin < uMax");
        }
        this.curve = curve;
        this.uMin = uMin;
        this.uMax = uMax;
        this.minPoleSign = minPoleSign;
        this.maxPoleSign = maxPoleSign;
    }

    @Override
    public CSpaceCurve curve() {
        return curve;
    }

    /**
     * The lower u-bound.
     *
     * @return the bound, empty when the arc extends to u → −∞
     */
    public Optional<RealAlgebraic> uMin() {
        return uMin;
    }

    /**
     * The upper u-bound.
     *
     * @return the bound, empty when the arc extends to u → +∞
     */
    public Optional<RealAlgebraic> uMax() {
        return uMax;
    }

    /**
     * Whether the lower bound is a pole, and to which infinity t tends there.
     *
     * @return {@code POSITIVE} (t → +∞), {@code NEGATIVE} (t → −∞), or {@code ZERO} when the end is not a pole
     */
    public Sign minPoleSign() {
        return minPoleSign;
    }

    /**
     * Whether the upper bound is a pole, and to which infinity t tends there.
     *
     * @return {@code POSITIVE} (t → +∞), {@code NEGATIVE} (t → −∞), or {@code ZERO} when the end is not a pole
     */
    public Sign maxPoleSign() {
        return maxPoleSign;
    }

    /**
     * Whether u lies in the arc's u-range: closed at finite ends, open at poles.
     *
     * @param u a u-value
     * @return true if the arc has a point at u
     */
    public boolean containsU(RealAlgebraic u) {
        if (uMin.isPresent()) {
            Comparison c = u.compare(uMin.get());
            if (c == Comparison.SMALLER || c == Comparison.EQUAL && minPoleSign != Sign.ZERO) {
                return false;
            }
        }
        if (uMax.isPresent()) {
            Comparison c = u.compare(uMax.get());
            return !(c == Comparison.LARGER || c == Comparison.EQUAL && maxPoleSign != Sign.ZERO);
        }
        return true;
    }

    /**
     * The piece of this arc between two u-values inside its range; an empty argument keeps this arc's own end
     * (finite, pole or infinite).
     *
     * @param newMin the new lower bound, or empty to keep this arc's lower end
     * @param newMax the new upper bound, or empty to keep this arc's upper end
     * @return the sub-arc
     * @throws IllegalArgumentException if a new bound lies outside this arc's u-range or newMin ≥ newMax
     */
    public GraphArc subArc(Optional<RealAlgebraic> newMin, Optional<RealAlgebraic> newMax) {
        for (Optional<RealAlgebraic> b : List.of(newMin, newMax)) {
            if (b.isPresent() && !containsU(b.get())) {
                throw new IllegalArgumentException("bound u = " + b.get() + " lies outside " + this);
            }
        }
        return new GraphArc(curve, newMin.isPresent() ? newMin : uMin, newMax.isPresent() ? newMax : uMax,
                newMin.isPresent() ? Sign.ZERO : minPoleSign, newMax.isPresent() ? Sign.ZERO : maxPoleSign);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GraphArc g && g.curve == curve && g.uMin.equals(uMin) && g.uMax.equals(uMax);
    }

    @Override
    public int hashCode() {
        return curve.id();
    }

    /**
     * The arc as text: its curve and u-range.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return curve + " on u in [" + uMin.map(Object::toString).orElse("-inf") + ", "
                + uMax.map(Object::toString).orElse("+inf") + "]";
    }
}

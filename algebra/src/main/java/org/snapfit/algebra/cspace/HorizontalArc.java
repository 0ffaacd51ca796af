package org.snapfit.algebra.cspace;

import java.util.Optional;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * A horizontal segment u = u0 (t horizontal) of a t-independent constraint (b ≡ 0, u0 a root of a), over a
 * t-range whose ends may be open. Immutable; {@code equals} exact.
 *
 * @param curve the horizontal curve
 * @param u the u-value, a root of the curve's a
 * @param tMin the lower t-bound, empty for t → −∞
 * @param tMax the upper t-bound, empty for t → +∞
 */
public record HorizontalArc(CSpaceCurve curve, RealAlgebraic u, Optional<Rational> tMin, Optional<Rational> tMax)
        implements Arc {
    /**
     * Validates the arc.
     *
     * @param curve a horizontal curve
     * @param u a root of a
     * @param tMin lower t-bound or empty
     * @param tMax upper t-bound or empty
     * @throws IllegalArgumentException if the curve is not horizontal, u is not a root of a, or tMin ≥ tMax
     */
    public HorizontalArc {
        if (!curve.isHorizontal()) {
            throw new IllegalArgumentException("curve = " + curve + "; a horizontal arc needs b = 0");
        }
        if (u.signOf(curve.a()) != org.snapfit.algebra.number.Sign.ZERO) {
            throw new IllegalArgumentException("u = " + u + " is not a root of a = " + curve.a());
        }
        if (tMin.isPresent() && tMax.isPresent() && tMin.get().compare(tMax.get()) != Comparison.SMALLER) {
            throw new IllegalArgumentException("tMin = " + tMin.get() + ", tMax = " + tMax.get()
                    + "; a horizontal arc needs tMin < tMax");
        }
    }
}

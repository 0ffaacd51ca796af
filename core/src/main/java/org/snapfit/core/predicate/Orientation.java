package org.snapfit.core.predicate;

import org.snapfit.algebra.number.Sign;

/** Orientation of an ordered point triple (a, b, c): the sign of (b − a) × (c − a). Immutable enum, exact. */
public enum Orientation {
    /** c lies strictly to the right of the directed line a → b (clockwise turn). */
    CLOCKWISE,
    /** a, b, c are collinear (includes coincident points). */
    COLLINEAR,
    /** c lies strictly to the left of the directed line a → b (counter-clockwise turn). */
    COUNTER_CLOCKWISE;

    /**
     * The orientation of a determinant sign.
     *
     * @param s the sign of (b − a) × (c − a)
     * @return the matching orientation
     */
    public static Orientation ofSign(Sign s) {
        switch (s) {
            case POSITIVE: return COUNTER_CLOCKWISE;
            case NEGATIVE: return CLOCKWISE;
            default: return COLLINEAR;
        }
    }

    /**
     * The sign of the orientation determinant.
     *
     * @return POSITIVE for counter-clockwise, NEGATIVE for clockwise, ZERO for collinear
     */
    public Sign sign() {
        switch (this) {
            case COUNTER_CLOCKWISE: return Sign.POSITIVE;
            case CLOCKWISE: return Sign.NEGATIVE;
            default: return Sign.ZERO;
        }
    }
}

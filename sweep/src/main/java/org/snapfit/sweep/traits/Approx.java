package org.snapfit.sweep.traits;

import java.math.BigInteger;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * Double approximations of exact numbers for forces, plots and reports (never for decisions). Approximate: the
 * isolating interval is refined to width 2<sup>−{@value #BITS}</sup> and its midpoint rounded, so the result is
 * within 2<sup>−{@value #BITS}</sup> + half an ulp of the value.
 */
public final class Approx {

    /** Refinement depth in bits (absolute width 2^-BITS; far below a double's resolution for |x| ≥ 2^-20). */
    public static final int BITS = 80;

    private static final Rational WIDTH = Rational.of(BigInteger.ONE, BigInteger.ONE.shiftLeft(BITS));

    private Approx() {
    }

    /**
     * The value as a double.
     *
     * @param x an exact number
     * @return a double within 2^-80 + half an ulp of x
     */
    public static double of(RealAlgebraic x) {
        if (x.isRational()) {
            return x.toRational().orElseThrow().doubleValue();
        }
        RealAlgebraic r = x.refine(WIDTH);
        return r.lower().add(r.upper()).multiply(Rational.HALF).doubleValue();
    }
}

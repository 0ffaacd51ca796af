package org.snapfit.sweep.traits;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.real.IsolatingInterval;
import org.snapfit.algebra.real.RootIsolator;

/**
 * Real roots of a univariate polynomial through the algebra kernel ({@link IntPoly#squareFreePart},
 * {@link RootIsolator#isolate}, {@link RealAlgebraic#ofRoot}); the root 0 is split off first (a factor u^k divided
 * out with {@link IntPoly#divideExact}), and an isolating interval whose end is itself a root yields that rational
 * (RealAlgebraic.rootsOf rejected such intervals at the time of writing). Exact; stateless.
 */
public final class Roots {

    private Roots() {
    }

    /** The root in an isolating interval; an end that is itself a root is returned as that rational. */
    private static RealAlgebraic root(IntPoly sq, IsolatingInterval iv) {
        if (iv.isPoint() || sq.signAt(iv.lower()) == Sign.ZERO) {
            return RealAlgebraic.of(iv.lower());
        }
        if (sq.signAt(iv.upper()) == Sign.ZERO) {
            return RealAlgebraic.of(iv.upper());
        }
        return RealAlgebraic.ofRoot(sq, iv.lower(), iv.upper());
    }

    /**
     * The distinct real roots in increasing order.
     *
     * @param p a polynomial of degree ≥ 1
     * @return the roots (empty if none)
     */
    public static List<RealAlgebraic> of(IntPoly p) {
        List<RealAlgebraic> out = new ArrayList<>();
        IntPoly q = p;
        boolean zero = false;
        while (!q.isZero() && q.degree() >= 1 && q.coeff(0).signum() == 0) {
            q = q.divideExact(IntPoly.X);
            zero = true;
        }
        if (q.degree() >= 1) {
            IntPoly sq = q.squareFreePart();
            for (IsolatingInterval iv : RootIsolator.isolate(sq)) {
                out.add(root(sq, iv));
            }
        }
        if (zero) {
            out.add(RealAlgebraic.of(0));
            out.sort(RealAlgebraic::compareTo);
        }
        return out;
    }
}

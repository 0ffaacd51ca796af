package org.snapfit.sweep.traits;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;

/**
 * Real roots of a univariate polynomial through the algebra kernel ({@link RealAlgebraic#rootsOf}: Yun's
 * square-free decomposition, closed forms for degree ≤ 2, Descartes bisection otherwise), without multiplicities.
 * Exact; stateless.
 */
public final class Roots {

    private Roots() {
    }

    /**
     * The distinct real roots in increasing order, as numbers of the uncached context (nothing remembered).
     *
     * @param p a polynomial of degree ≥ 1
     * @return the roots (empty if none)
     */
    public static List<RealAlgebraic> of(IntPoly p) {
        return of(p, ExactContext.uncached());
    }

    /**
     * The distinct real roots in increasing order, as numbers of a context (whose memos they and every number
     * derived from them use).
     *
     * @param p a polynomial of degree ≥ 1
     * @param ctx the exact context of the run
     * @return the roots (empty if none)
     */
    public static List<RealAlgebraic> of(IntPoly p, ExactContext ctx) {
        List<RealRoot> rs = RealAlgebraic.rootsOf(p, ctx);
        List<RealAlgebraic> out = new ArrayList<>(rs.size());
        for (RealRoot r : rs) {
            out.add(r.value());
        }
        return out;
    }
}

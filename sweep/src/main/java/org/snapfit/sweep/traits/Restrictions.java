package org.snapfit.sweep.traits;

import java.util.Optional;
import org.snapfit.algebra.memo.BoundedMemo;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.ExactContext;

/**
 * The restrictions a·c.b − c.a·b of a function g = a + t·b to a curve c ({@link TuPoly#restrictedTo}), remembered
 * per {@link ExactContext}: the runs of one geometry at several friction coefficients share their C-space
 * polynomials ({@link CSpace.Shape}) and restrict the same markers to the same curves again and again. Exact (the
 * value is the one {@link TuPoly#restrictedTo} computes); a bounded, thread-safe memo that lives as long as the
 * context.
 */
final class Restrictions {

    /** Entries kept (least recently used dropped first); one per (function, curve) pair. */
    private static final int SIZE = 1 << 13;

    /** The function and the curve. */
    private record Key(TuPoly g, TuPoly c) {
    }

    /** The remembered restrictions, or null without a caching context. */
    private final BoundedMemo<Key, IntPoly> memo;

    private Restrictions(BoundedMemo<Key, IntPoly> memo) {
        this.memo = memo;
    }

    /**
     * The restriction of g to c, from ctx's memo when a caching context computed it before.
     *
     * @param g the function
     * @param c the curve (c.b not identically zero)
     * @param ctx the context whose memo to use (the uncached context remembers nothing)
     * @return a·c.b − c.a·b
     */
    static IntPoly of(TuPoly g, TuPoly c, ExactContext ctx) {
        if (!ctx.isCaching()) {
            return g.restrictedTo(c);
        }
        Restrictions r = ctx.companion(Restrictions.class, () -> new Restrictions(new BoundedMemo<>(SIZE)));
        Key key = new Key(g, c);
        Optional<IntPoly> known = r.memo.get(key);
        return known.isPresent() ? known.get() : r.memo.putIfAbsent(key, g.restrictedTo(c));
    }
}

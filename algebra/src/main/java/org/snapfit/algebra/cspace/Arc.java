package org.snapfit.algebra.cspace;

/**
 * A piece of a C-space constraint: either an x-monotone piece of a curve's graph ({@link GraphArc}, a function
 * t(u) on a u-interval without poles inside) or a horizontal segment of a t-independent constraint
 * ({@link HorizontalArc}, u = const). Immutable.
 */
public sealed interface Arc permits GraphArc, HorizontalArc {
    /**
     * The curve this arc lies on.
     *
     * @return the curve (reduced for graph arcs)
     */
    CSpaceCurve curve();
}

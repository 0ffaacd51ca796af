package org.snapfit.algebra.merge;

import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * One edge on a boundary cycle of a {@link FreeFace} that lies on a horizontal arc of a t-independent constraint:
 * the piece of the line u = u0 between two vertices of the arrangement (or a vertex and t → ±∞), and the direction in
 * which the cycle runs along it. In CGAL's frame (u horizontal, t vertical) the edge is vertical and the face lies
 * to the left of the direction of travel: at smaller u when the cycle runs upwards (increasing t), at larger u
 * otherwise. Equality is geometric and exact (same line, same end points, same direction), whatever constraint
 * (or how many overlapping ones) the edge lies on. Immutable.
 *
 * @param u the line's u0 (a real algebraic root of the constraint's a)
 * @param bottom the lower end (t smallest), empty when the edge runs to t → −∞
 * @param top the upper end, empty when the edge runs to t → +∞
 * @param upward whether the cycle runs along it in increasing t
 */
public record VerticalEdge(RealAlgebraic u, Optional<ArcPoint> bottom, Optional<ArcPoint> top, boolean upward)
        implements FaceEdge {
    /**
     * Validates the edge.
     *
     * @param u the line's u, not null
     * @param bottom the lower end or empty; over u
     * @param top the upper end or empty; over u
     * @param upward the direction
     * @throws IllegalArgumentException if u is null, an end does not lie over u, or bottom is not below top
     */
    public VerticalEdge {
        if (u == null) {
            throw new IllegalArgumentException("u = null; a vertical edge needs its line u = u0");
        }
        for (Optional<ArcPoint> end : List.of(bottom, top)) {
            if (end.isPresent() && end.get().u().compare(u) != Comparison.EQUAL) {
                throw new IllegalArgumentException("end " + end.get() + " does not lie on the line u = " + u);
            }
        }
        if (bottom.isPresent() && top.isPresent() && !bottomBelowTop(bottom.get(), top.get())) {
            throw new IllegalArgumentException("bottom = " + bottom.get() + ", top = " + top.get()
                    + "; a vertical edge needs bottom below top");
        }
    }

    private static boolean bottomBelowTop(ArcPoint b, ArcPoint t) {
        // t of b minus t of t at the common u: sign of (a_t*b_b - a_b*b_t)*b_b*b_t, as in CSpaceTraits
        CSpaceCurve cb = b.curve();
        CSpaceCurve ct = t.curve();
        return b.u().signOf(ct.a().multiply(cb.b()).subtract(cb.a().multiply(ct.b())).multiply(cb.b()).multiply(ct.b()))
                == Sign.NEGATIVE;
    }

    /**
     * Which side of the edge (in u at fixed t) is free.
     *
     * @return {@code true} when the face lies at smaller u than the edge (the cycle runs upwards), {@code false} at
     *     larger u
     */
    public boolean freeAtSmallerU() {
        return upward;
    }
}

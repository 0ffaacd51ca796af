package org.snapfit.algebra.arrangement;

import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.Comparison;

/**
 * The minimal geometric questions the arrangement builder asks (STYLE B.7, after CGAL's
 * {@code ArrangementTraits_2}). A curve {@code C} is x-monotone, or vertical when {@link #isVertical} says so; a point
 * {@code P} is a finite point. Every method must answer exactly: the builder trusts each answer and never re-checks it.
 *
 * <p>Degenerate cases (STYLE B.6): two curves that overlap compare {@code EQUAL} right (left) of a point when they
 * coincide on an interval starting (ending) there; a point on a curve compares {@code EQUAL} to it; ends on the
 * boundary at infinity are compared with {@link #compareEndsOnBoundary} only when they lie on the same side.
 *
 * @param <C> the x-monotone curve type
 * @param <P> the point type
 */
public interface ArrangementTraits<C, P> {

    /**
     * Compares the x-coordinates of two points.
     *
     * @param p a point
     * @param q a point
     * @return the order of x(p) relative to x(q)
     */
    Comparison compareX(P p, P q);

    /**
     * Compares two points lexicographically: by x, then by y.
     *
     * @param p a point
     * @param q a point
     * @return the lexicographic order of p relative to q; {@code EQUAL} exactly when they are the same point
     */
    Comparison compareXY(P p, P q);

    /**
     * Where an end of a curve lies.
     *
     * @param c a curve
     * @param end which end
     * @return the boundary side if that end is unbounded, empty if it is a finite point
     */
    Optional<BoundarySide> boundary(C c, ArcEnd end);

    /**
     * The finite point at an end of a curve.
     *
     * @param c a curve
     * @param end which end; must be finite
     * @return the end point
     * @throws IllegalArgumentException if that end is unbounded
     */
    P endPoint(C c, ArcEnd end);

    /**
     * Compares the x-coordinate of a point with that of a curve end. A finite end compares as its point; an end on
     * {@code LEFT} is smaller and one on {@code RIGHT} larger than every point; an end on {@code TOP} or
     * {@code BOTTOM} above x0 compares as x0 shifted infinitesimally into the curve's x-range (so a point at x0 is
     * {@code SMALLER} than a {@code MIN} end there and {@code LARGER} than a {@code MAX} end there).
     *
     * @param p a point
     * @param c a curve
     * @param end which end of c
     * @return the order of x(p) relative to the x of that end
     */
    Comparison compareXToEnd(P p, C c, ArcEnd end);

    /**
     * Compares a point with a curve on the vertical line through the point.
     *
     * @param p a point whose x lies in the closed x-range of c (finite ends) or the open range (unbounded ends)
     * @param c a curve
     * @return {@code SMALLER} if p lies below c, {@code EQUAL} if on it, {@code LARGER} if above
     */
    Comparison compareYAtX(P p, C c);

    /**
     * Compares two curves on the vertical line through a point.
     *
     * @param c1 a curve defined at x(p)
     * @param c2 a curve defined at x(p)
     * @param p the point giving the x-coordinate
     * @return the order of c1's y relative to c2's y at x(p)
     */
    Comparison compareCurvesAtX(C c1, C c2, P p);

    /**
     * Compares two curves immediately to the right of a point that both contain (pass through or start at).
     *
     * @param c1 a curve through p, defined right of p
     * @param c2 a curve through p, defined right of p
     * @param p the common point
     * @return the order just right of p; {@code EQUAL} when the curves overlap there
     */
    Comparison compareYAtXRight(C c1, C c2, P p);

    /**
     * Compares two curves immediately to the left of a point that both contain (pass through or end at).
     *
     * @param c1 a curve through p, defined left of p
     * @param c2 a curve through p, defined left of p
     * @param p the common point
     * @return the order just left of p; {@code EQUAL} when the curves overlap there
     */
    Comparison compareYAtXLeft(C c1, C c2, P p);

    /**
     * Compares two unbounded curve ends that lie on the same side of the boundary at infinity, along that side
     * (by y on {@code LEFT}/{@code RIGHT}, by x on {@code TOP}/{@code BOTTOM}).
     *
     * @param c1 a curve
     * @param end1 an unbounded end of c1
     * @param c2 a curve
     * @param end2 an unbounded end of c2 on the same side
     * @return the order along the side; {@code EQUAL} only when the curves overlap up to infinity
     */
    Comparison compareEndsOnBoundary(C c1, ArcEnd end1, C c2, ArcEnd end2);

    /**
     * Compares the x-coordinates of two curve ends, finite or unbounded. An end on {@code LEFT} ({@code RIGHT})
     * lies at x = −∞ (+∞); an end on {@code TOP} or {@code BOTTOM} lies at the x of its vertical asymptote. The
     * sweep of {@link ArrangementBuilder} needs this only for ends on {@code TOP}/{@code BOTTOM}; the default
     * answers every other case and throws for those, so traits with such ends must override it.
     *
     * @param c1 a curve
     * @param end1 an end of c1
     * @param c2 a curve
     * @param end2 an end of c2
     * @return the order of the two ends' x; {@code EQUAL} when they share an x (or the same infinity)
     * @throws UnsupportedOperationException if an end lies on {@code TOP} or {@code BOTTOM} and the traits do not
     *         override this method
     */
    default Comparison compareXOfEnds(C c1, ArcEnd end1, C c2, ArcEnd end2) {
        Optional<BoundarySide> s1 = boundary(c1, end1);
        Optional<BoundarySide> s2 = boundary(c2, end2);
        for (Optional<BoundarySide> s : List.of(s1, s2)) {
            if (s.isPresent() && (s.get() == BoundarySide.TOP || s.get() == BoundarySide.BOTTOM)) {
                throw new UnsupportedOperationException("end on " + s.get() + ": traits with curve ends on the top "
                        + "or bottom boundary must override compareXOfEnds");
            }
        }
        int r1 = s1.isEmpty() ? 0 : s1.get() == BoundarySide.LEFT ? -1 : 1;
        int r2 = s2.isEmpty() ? 0 : s2.get() == BoundarySide.LEFT ? -1 : 1;
        if (r1 == 0 && r2 == 0) {
            return compareX(endPoint(c1, end1), endPoint(c2, end2));
        }
        return Comparison.of(Integer.compare(r1, r2));
    }

    /**
     * Whether a curve is a vertical segment, ray or line (constant x). Vertical curves follow CGAL's conventions:
     * their {@code MIN} end is the lower one and their {@code MAX} end the upper one; an unbounded lower (upper) end
     * lies on {@code BOTTOM} ({@code TOP}) at the curve's x; {@link #compareXToEnd} and {@link #compareXOfEnds} compare
     * with that x (no infinitesimal shift); {@link #compareYAtX} of a point at that x answers {@code SMALLER} below
     * the curve's y-range, {@code EQUAL} inside it (ends included) and {@code LARGER} above it; beside a common
     * point p, {@code compareYAtXRight} ranks a vertical curve leaving p upwards above every curve leaving p to the
     * right and {@code compareYAtXLeft} ranks one arriving at p from below under every curve arriving from the left
     * (so the counter-clockwise rotation at p stays: right-going bottom to top, up, left-going top to bottom, down);
     * two vertical curves on the same line compare {@code EQUAL} beside a common point. Along {@code TOP} or
     * {@code BOTTOM}, a vertical end at x0 lies right of the pole ends approached from the left of x0 and left of
     * those approached from the right. {@link #intersect} of two vertical curves gives the finite ends of their
     * overlap (or their common end point); of a vertical and a non-vertical curve, their common point if any. The
     * default (no vertical curves) answers {@code false}.
     *
     * @param c a curve
     * @return true when c is vertical
     */
    default boolean isVertical(C c) {
        return false;
    }

    /**
     * All points that two curves have in common, excluding nothing: crossings, tangencies and shared end points,
     * plus, when they overlap, the finite end points of every overlap interval.
     *
     * @param c1 a curve
     * @param c2 a curve
     * @return the common points (any order, duplicates allowed)
     */
    List<P> intersect(C c1, C c2);
}

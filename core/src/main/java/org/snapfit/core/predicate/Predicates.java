package org.snapfit.core.predicate;

import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.core.geom.ExactPoint2;

/**
 * Exact 2D predicates on rational points: a certified floating filter first, an exact {@link Rational} evaluation
 * when the filter cannot decide. Stateless and thread-safe. Exactness: <b>Exact</b> (the answer is always the
 * exact one for the rational input; the filter only short-cuts).
 *
 * <p>Degenerate input: coincident points are collinear; a zero-length segment is a point (it can touch or be
 * disjoint, never cross properly).
 */
public final class Predicates {

    /**
     * Relative error factor of the orientation filter, 2<sup>-49</sup> = 16u with u = 2<sup>-53</sup>.
     *
     * <p>Derivation (Higham, <i>Accuracy and Stability of Numerical Algorithms</i>, §2.2 and §3.1, standard model
     * fl(x op y) = (x op y)(1 + δ), |δ| ≤ u): each rational coordinate is rounded once to the nearest double
     * ({@link Rational#doubleValue()}, relative error ≤ u). A difference d = x₁ − x₂ of two rounded coordinates is
     * then off by at most (2u + u²)(|x₁| + |x₂|); a product of two such differences by at most
     * (5u + O(u²)) S₁S₂ where S are the sums of absolute values; the final subtraction adds u. The total error
     * of det = (b−a)×(c−a) is below 11u·T + O(u²)T with T = S(bx,ax)·S(cy,ay) + S(by,ay)·S(cx,ax); 16u covers
     * the O(u²) terms. The filter is skipped (exact path) when T is not a finite normal number.
     */
    public static final double ORIENTATION_FILTER_FACTOR = 0x1p-49;

    private Predicates() {
    }

    /**
     * The orientation of the triple (a, b, c): the sign of (b − a) × (c − a).
     *
     * @param a first point
     * @param b second point
     * @param c third point
     * @return COUNTER_CLOCKWISE if c is left of a → b, CLOCKWISE if right, COLLINEAR otherwise (also for coincident
     *     points)
     */
    public static Orientation orientation(ExactPoint2 a, ExactPoint2 b, ExactPoint2 c) {
        Sign s = filterOrientation(a, b, c);
        if (s != null) {
            return Orientation.ofSign(s);
        }
        return Orientation.ofSign(exactOrientation(a, b, c));
    }

    /**
     * The exact orientation without the filter (used by tests to check the filter).
     *
     * @param a first point
     * @param b second point
     * @param c third point
     * @return the sign of (b − a) × (c − a), exactly
     */
    public static Sign exactOrientation(ExactPoint2 a, ExactPoint2 b, ExactPoint2 c) {
        return b.subtract(a).cross(c.subtract(a)).sign();
    }

    /** Returns the filtered sign, or null when the filter cannot certify it (internal use only). */
    private static Sign filterOrientation(ExactPoint2 a, ExactPoint2 b, ExactPoint2 c) {
        double ax = a.x().doubleValue();
        double ay = a.y().doubleValue();
        double bx = b.x().doubleValue();
        double by = b.y().doubleValue();
        double cx = c.x().doubleValue();
        double cy = c.y().doubleValue();
        double det = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
        double t = (Math.abs(bx) + Math.abs(ax)) * (Math.abs(cy) + Math.abs(ay))
                + (Math.abs(by) + Math.abs(ay)) * (Math.abs(cx) + Math.abs(ax));
        if (!Double.isFinite(t) || !Double.isFinite(det) || t < Double.MIN_NORMAL * 0x1p60) {
            return null;
        }
        double bound = ORIENTATION_FILTER_FACTOR * t;
        if (det > bound) {
            return Sign.POSITIVE;
        }
        if (det < -bound) {
            return Sign.NEGATIVE;
        }
        return null;
    }

    /**
     * Whether p lies on the closed segment [a, b].
     *
     * @param p the point
     * @param a segment start
     * @param b segment end (may equal a)
     * @return true iff p is collinear with a, b and inside their bounding box
     */
    public static boolean onSegment(ExactPoint2 p, ExactPoint2 a, ExactPoint2 b) {
        if (orientation(a, b, p) != Orientation.COLLINEAR) {
            return false;
        }
        return between(p.x(), a.x(), b.x()) && between(p.y(), a.y(), b.y());
    }

    /**
     * Whether p lies strictly inside the segment (on it and different from both ends).
     *
     * @param p the point
     * @param a segment start
     * @param b segment end
     * @return true iff {@link #onSegment} holds and p ≠ a, p ≠ b
     */
    public static boolean inSegmentInterior(ExactPoint2 p, ExactPoint2 a, ExactPoint2 b) {
        return onSegment(p, a, b) && !p.equals(a) && !p.equals(b);
    }

    private static boolean between(Rational x, Rational a, Rational b) {
        Rational lo = a.min(b);
        Rational hi = a.max(b);
        return x.compareTo(lo) >= 0 && x.compareTo(hi) <= 0;
    }

    /**
     * How the closed segments [a, b] and [c, d] meet.
     *
     * @param a first segment start
     * @param b first segment end
     * @param c second segment start
     * @param d second segment end
     * @return DISJOINT, PROPER (interior crossing), TOUCHING (one shared point, an endpoint of one of them) or
     *     COLLINEAR_OVERLAP (a shared piece of positive length)
     */
    public static SegmentIntersection intersect(ExactPoint2 a, ExactPoint2 b, ExactPoint2 c, ExactPoint2 d) {
        Orientation o1 = orientation(a, b, c);
        Orientation o2 = orientation(a, b, d);
        Orientation o3 = orientation(c, d, a);
        Orientation o4 = orientation(c, d, b);
        if (o1 == Orientation.COLLINEAR && o2 == Orientation.COLLINEAR) {
            return collinearCase(a, b, c, d);
        }
        if (o1 != Orientation.COLLINEAR && o2 != Orientation.COLLINEAR && o1 != o2
                && o3 != Orientation.COLLINEAR && o4 != Orientation.COLLINEAR && o3 != o4) {
            return SegmentIntersection.PROPER;
        }
        if (onSegment(c, a, b) || onSegment(d, a, b) || onSegment(a, c, d) || onSegment(b, c, d)) {
            return SegmentIntersection.TOUCHING;
        }
        return SegmentIntersection.DISJOINT;
    }

    private static SegmentIntersection collinearCase(ExactPoint2 a, ExactPoint2 b, ExactPoint2 c, ExactPoint2 d) {
        // project on the dominant axis of the line (both segments lie on it, or c = d on a's line)
        boolean useX = !a.x().equals(b.x()) || !c.x().equals(d.x());
        Rational a1 = useX ? a.x() : a.y();
        Rational b1 = useX ? b.x() : b.y();
        Rational c1 = useX ? c.x() : c.y();
        Rational d1 = useX ? d.x() : d.y();
        if (a.equals(b) && c.equals(d)) {
            return a.equals(c) ? SegmentIntersection.TOUCHING : SegmentIntersection.DISJOINT;
        }
        if (a.equals(b) || c.equals(d)) {
            ExactPoint2 p = a.equals(b) ? a : c;
            boolean on = a.equals(b) ? onSegment(p, c, d) : onSegment(p, a, b);
            return on ? SegmentIntersection.TOUCHING : SegmentIntersection.DISJOINT;
        }
        Rational lo = a1.min(b1).max(c1.min(d1));
        Rational hi = a1.max(b1).min(c1.max(d1));
        int cmp = lo.compareTo(hi);
        if (cmp < 0) {
            return SegmentIntersection.COLLINEAR_OVERLAP;
        }
        return cmp == 0 ? SegmentIntersection.TOUCHING : SegmentIntersection.DISJOINT;
    }
}

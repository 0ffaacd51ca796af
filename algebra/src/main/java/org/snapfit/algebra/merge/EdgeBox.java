package org.snapfit.algebra.merge;

import java.math.BigInteger;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;

/**
 * A certified bounding box [uLo, uHi] × [tLo, tHi] (doubles, infinite sides allowed) of one graph arc: every point
 * of the arc lies inside. Used only as a filter: two arcs whose boxes are disjoint have no common point; when the
 * boxes meet, the caller decides exactly.
 *
 * <p>Error bound (why the box is certified): the u-sides are the outward-rounded enclosures of the exact end points
 * ({@link RealAlgebraic#enclosure()}, infinite for an unbounded end). A graph arc has no pole inside its u-range, so
 * t(u) = −a(u)/b(u) is continuous on it and its extremes over a closed range lie at the ends or at stationary points
 * (roots of a′b − ab′, {@link CurveKernel#verticalTangencies}). t at each such point is enclosed by evaluating a and
 * b by Horner's rule in outward-rounded {@link Interval} arithmetic over the point's enclosure (every operation
 * widened by one ulp, which covers the half-ulp IEEE error) and dividing with the four quotients each widened by one
 * ulp (IEEE division is correctly rounded: error at most half an ulp). Stationary points whose enclosure merely
 * touches the range are included too (a superset only widens the box). Whenever the denominator's enclosure contains
 * zero, a value is not finite, or an end is a pole or at infinity, the t-side is infinite (conservative).
 */
final class EdgeBox {
    final double uLo;
    final double uHi;
    final double tLo;
    final double tHi;

    private EdgeBox(double uLo, double uHi, double tLo, double tHi) {
        this.uLo = uLo;
        this.uHi = uHi;
        this.tLo = tLo;
        this.tHi = tHi;
    }

    /**
     * The box of an arc.
     *
     * @param kernel the kernel owning the arc's curve
     * @param arc the arc
     * @return its certified box
     */
    static EdgeBox of(CurveKernel kernel, GraphArc arc) {
        double uLo = arc.uMin().map(u -> u.enclosure().lo()).orElse(Double.NEGATIVE_INFINITY);
        double uHi = arc.uMax().map(u -> u.enclosure().hi()).orElse(Double.POSITIVE_INFINITY);
        if (arc.uMin().isEmpty() || arc.uMax().isEmpty() || arc.minPoleSign().intValue() != 0
                || arc.maxPoleSign().intValue() != 0) {
            return new EdgeBox(uLo, uHi, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        CSpaceCurve c = arc.curve();
        Interval t = tEnclosure(c, arc.uMin().get().enclosure());
        Interval hi = tEnclosure(c, arc.uMax().get().enclosure());
        if (t == null || hi == null) {
            return new EdgeBox(uLo, uHi, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double tLo = Math.min(t.lo(), hi.lo());
        double tHi = Math.max(t.hi(), hi.hi());
        for (RealRoot rr : kernel.verticalTangencies(c)) {
            Interval e = rr.value().enclosure();
            if (e.hi() < uLo || e.lo() > uHi) {
                continue;
            }
            Interval s = tEnclosure(c, e);
            if (s == null) {
                return new EdgeBox(uLo, uHi, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
            }
            tLo = Math.min(tLo, s.lo());
            tHi = Math.max(tHi, s.hi());
        }
        return new EdgeBox(uLo, uHi, tLo, tHi);
    }

    /** Whether the two boxes share a point (closed boxes; false certifies that the arcs are disjoint). */
    boolean meets(EdgeBox o) {
        return !(uHi < o.uLo || o.uHi < uLo || tHi < o.tLo || o.tHi < tLo);
    }

    /** An enclosure of −a(u)/b(u) over u in x, or null when b's enclosure contains zero or a value is not finite. */
    static Interval tEnclosure(CSpaceCurve c, Interval x) {
        if (!Double.isFinite(x.lo()) || !Double.isFinite(x.hi())) {
            return null;
        }
        Interval a = horner(c.a().degree(), c, true, x);
        Interval b = horner(c.b().degree(), c, false, x);
        if (a == null || b == null || b.containsZero()) {
            return null;
        }
        double q1 = a.lo() / b.lo();
        double q2 = a.lo() / b.hi();
        double q3 = a.hi() / b.lo();
        double q4 = a.hi() / b.hi();
        double lo = Math.nextDown(Math.min(Math.min(q1, q2), Math.min(q3, q4)));
        double hi = Math.nextUp(Math.max(Math.max(q1, q2), Math.max(q3, q4)));
        if (!Double.isFinite(lo) || !Double.isFinite(hi)) {
            return null;
        }
        return new Interval(-hi, -lo);
    }

    private static Interval horner(int degree, CSpaceCurve c, boolean numerator, Interval x) {
        if (degree < 0) {
            return Interval.point(0);
        }
        Interval acc = null;
        for (int i = degree; i >= 0; i--) {
            BigInteger k = numerator ? c.a().coeff(i) : c.b().coeff(i);
            Interval ki = Interval.enclosing(Rational.of(k));
            if (!Double.isFinite(ki.lo()) || !Double.isFinite(ki.hi())) {
                return null;
            }
            acc = acc == null ? ki : acc.multiply(x).add(ki);
            if (!Double.isFinite(acc.lo()) || !Double.isFinite(acc.hi())) {
                return null;
            }
        }
        return acc;
    }
}

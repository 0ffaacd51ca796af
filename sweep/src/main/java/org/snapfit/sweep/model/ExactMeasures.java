package org.snapfit.sweep.model;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.ProfileSource;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;

/**
 * Exact measurements of drawn outlines that the profile reader needs to turn a drawn cantilever into a beam: the
 * thickness across an outline perpendicular to a centre line, the distance from a point to outlines, and square
 * roots that stay exact when they are rational. Stateless; Exact (decimal rounding only where a root is irrational,
 * to {@value Cantilever#STIFFNESS_DIGITS} significant digits).
 */
final class ExactMeasures {

    private ExactMeasures() {
    }

    /**
     * The thickness across the pawl outline at fraction xi of the centre line, perpendicular to it, divided by the
     * line's length L (an exact rational): the distance between the nearest crossings of the outline on either side.
     */
    static Rational across(ProfileSource src, String beamLayer, String pawl, ExactPoint2 root,
            ExactPoint2 tip, List<ExactPolygon2> shape, Rational xi) {
        ExactPoint2 d = tip.subtract(root);
        ExactPoint2 p = root.add(d.scale(xi));
        ExactPoint2 n = new ExactPoint2(d.y().negate(), d.x());
        for (ExactPolygon2 poly : shape) {
            if (poly.locate(p) != org.snapfit.core.geom.PointLocation.INSIDE) {
                continue;
            }
            Rational plus = null;
            Rational minus = null;
            for (int i = 0; i < poly.size(); i++) {
                ExactPoint2 a = poly.vertex(i);
                ExactPoint2 e = poly.vertex(i + 1).subtract(a);
                Rational den = n.cross(e);
                if (den.isZero()) {
                    continue;
                }
                ExactPoint2 ap = a.subtract(p);
                Rational lambda = ap.cross(e).divide(den);
                Rational mu = ap.cross(n).divide(den);
                if (mu.signum() < 0 || mu.compareTo(Rational.ONE) > 0) {
                    continue;
                }
                if (lambda.signum() > 0 && (plus == null || lambda.compareTo(plus) < 0)) {
                    plus = lambda;
                } else if (lambda.signum() < 0 && (minus == null || lambda.compareTo(minus) > 0)) {
                    minus = lambda;
                }
            }
            if (plus != null && minus != null) {
                return plus.subtract(minus);
            }
        }
        throw new MechanismException(beamLayer, src.describe() + ": the beam centre line at " + xi + " of its length ("
                + p + ") is not inside the outline of " + pawl + "; the centre line must run inside the beam");
    }

    /** The least squared distance from a point to the edges of polygons, exact. */
    static Rational distanceSquared(ExactPoint2 p, List<ExactPolygon2> polys) {
        Rational best = null;
        for (ExactPolygon2 poly : polys) {
            for (int i = 0; i < poly.size(); i++) {
                ExactPoint2 a = poly.vertex(i);
                ExactPoint2 e = poly.vertex(i + 1).subtract(a);
                Rational t = p.subtract(a).dot(e).divide(e.dot(e)).max(Rational.ZERO).min(Rational.ONE);
                ExactPoint2 q = a.add(e.scale(t)).subtract(p);
                Rational d2 = q.dot(q);
                best = best == null ? d2 : best.min(d2);
            }
        }
        return best;
    }

    /**
     * q·√s: exact when √s is rational, else rounded to {@value Cantilever#STIFFNESS_DIGITS} significant digits.
     *
     * @param q the factor
     * @param s the radicand, &gt; 0
     * @return the product
     */
    static Rational timesSqrt(Rational q, Rational s) {
        Optional<Rational> r = exactSqrt(s);
        if (r.isPresent()) {
            return q.multiply(r.get());
        }
        java.math.MathContext work = new java.math.MathContext(40);
        java.math.BigDecimal root = new java.math.BigDecimal(s.num()).divide(new java.math.BigDecimal(s.den()), work)
                .sqrt(work);
        java.math.BigDecimal v = new java.math.BigDecimal(q.num()).multiply(root)
                .divide(new java.math.BigDecimal(q.den()), work);
        return Rational.fromBigDecimal(v.round(new java.math.MathContext(Cantilever.STIFFNESS_DIGITS)));
    }

    /**
     * The exact square root of a non-negative rational, if it is rational.
     *
     * @param q the value, {@code >= 0}
     * @return √q, or empty if it is irrational
     */
    static Optional<Rational> exactSqrt(Rational q) {
        BigInteger n = q.num().sqrt();
        BigInteger d = q.den().sqrt();
        if (n.multiply(n).equals(q.num()) && d.multiply(d).equals(q.den())) {
            return Optional.of(Rational.of(n, d));
        }
        return Optional.empty();
    }
}

package org.snapfit.cadimport.dxf;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.diag.Severity;

/**
 * Exact plane maps of a DXF drawing's entities: the rotation of an INSERT (quarter turns exactly, other angles as an
 * exact rigid rotation with a dyadic tan(φ/2)), the rational scale of a similarity map and angles reduced to
 * [0, 360). Stateless.
 */
final class ExactTransforms {

    private static final Rational NINETY = Rational.of(90);
    /** A full turn in degrees. */
    static final Rational FULL_TURN = Rational.of(360);

    private ExactTransforms() {
    }

    /**
     * The exact scale factor of a similarity map, if it is one with a rational factor.
     *
     * @param m the map
     * @return the factor, or empty
     */
    static Optional<Rational> similarityScale(Affine2 m) {
        Rational s2 = m.a().multiply(m.a()).add(m.c().multiply(m.c()));
        Rational t2 = m.b().multiply(m.b()).add(m.d().multiply(m.d()));
        Rational dot = m.a().multiply(m.b()).add(m.c().multiply(m.d()));
        if (!s2.equals(t2) || !dot.isZero()) {
            return Optional.empty();
        }
        BigInteger n = s2.num().sqrt();
        BigInteger d = s2.den().sqrt();
        if (!n.multiply(n).equals(s2.num()) || !d.multiply(d).equals(s2.den())) {
            return Optional.empty();
        }
        return Optional.of(Rational.of(n, d));
    }

    /**
     * An angle reduced to [0, 360).
     *
     * @param a the angle (degrees)
     * @return a − 360·⌊a / 360⌋
     */
    static Rational mod360(Rational a) {
        Rational q = Rational.of(a.divide(FULL_TURN).floor());
        return a.subtract(q.multiply(FULL_TURN));
    }

    /**
     * The exact rotation of an INSERT (group 50, degrees): quarter turns exactly, the rest as a rigid rotation with
     * a dyadic tan(φ/2) of {@link GeometryBuilder#ROTATION_BITS} bits (an INFO diagnostic says so).
     *
     * @param e the INSERT
     * @param lay its layer (for the diagnostic)
     * @param report receives the diagnostic
     * @return the rotation
     */
    static Affine2 insertRotation(DxfEntity e, String lay, ImportReport report) {
        Rational deg = e.number(50, Rational.ZERO);
        if (deg.isZero()) {
            return Affine2.IDENTITY;
        }
        BigInteger k = new BigDecimal(deg.num()).divide(new BigDecimal(deg.den().multiply(BigInteger.valueOf(90))),
                0, RoundingMode.HALF_EVEN).toBigInteger();
        Rational phi = deg.subtract(NINETY.multiply(Rational.of(k)));
        Affine2 quarter = Affine2.IDENTITY;
        Affine2 r90 = Affine2.rotation(Rational.ZERO, Rational.ONE);
        for (int i = 0; i < k.mod(BigInteger.valueOf(4)).intValue(); i++) {
            quarter = r90.compose(quarter);
        }
        if (phi.isZero()) {
            return quarter;
        }
        double t = Math.tan(Math.toRadians(phi.doubleValue()) / 2);
        BigInteger tn = new BigDecimal(Math.scalb(t, GeometryBuilder.ROTATION_BITS)).setScale(0, RoundingMode.HALF_EVEN).toBigInteger();
        Rational tr = Rational.of(tn, BigInteger.ONE.shiftLeft(GeometryBuilder.ROTATION_BITS));
        Rational t2 = tr.multiply(tr);
        Rational den = Rational.ONE.add(t2);
        Affine2 fine = Affine2.rotation(Rational.ONE.subtract(t2).divide(den), tr.multiply(Rational.of(2)).divide(den));
        report.add(e.line(), e.label(lay), "group 50", Severity.INFO, "rotation = " + deg + " deg is not a multiple of"
                + " 90: applied as an exact rigid rotation with tan(angle/2) = " + tr + " (within 2^-" + GeometryBuilder.ROTATION_BITS
                + " rad of the requested angle)");
        return quarter.compose(fine);
    }
}

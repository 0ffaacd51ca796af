package org.snapfit.sweep.model;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.ExactPoint2;

/**
 * A cantilever snap-fit beam of a resin, turned into the rigid pawl of the snap-fastener model by the pseudo-rigid-body
 * model (PRBM) of an end-loaded cantilever (L. L. Howell, <i>Compliant Mechanisms</i>, Wiley 2001, §5.1; Howell,
 * Midha and Norton, ASME J. Mech. Design 118 (1996) 126–131): the beam is replaced by a rigid link of length γL
 * hinged at the <b>pivot</b>, (1 − γ)L from the root along the centre line, held by a torsional spring
 * <b>κ = γ·K_Θ·E·I/L</b> with γ = 0.85 (characteristic radius factor) and K_Θ = 2.65 (stiffness coefficient).
 * Immutable.
 *
 * <p>From the pawl angle θ of an exact run the model gives back the designer's numbers: the tip deflection
 * <b>y = γ·L·|sin θ|</b>, the strain at the root <b>ε = 3·h·y/(2·K·L²)</b> (1.5·h·y/L² for a constant section)
 * and the deflection force <b>P = b·h²·E·ε/(6·L)</b>, the formulas of the resin suppliers' snap-fit guides.
 *
 * <p><b>Tapered beams.</b> For a thickness tapering linearly from h at the root to h₁ = r·h at the tip, the
 * tip deflection for a given root strain grows by the taper factor K of the Covestro (Bayer) guide "Snap-Fit Joints
 * for Plastics — A Design Guide" (chart of the proportionality factor K against h_L/h_0; K = 1.09/0.67 ≈ 1.63 for
 * r = 1/2, the guide's "thickness tapers to h/2" design with y = 1.09·ε·L²/h). This class evaluates K in closed form
 * from Euler–Bernoulli beam theory: K(r) = 3·f(r) with f(r) = ∫₀¹ (1 − ξ)² / (1 − (1 − r)ξ)³ dξ =
 * (2r − r²/2 − ln r − 3/2)/(1 − r)³, the tip compliance of the tapered beam relative to the root section's
 * (f = 1/3, K = 1 at r = 1). The taper softens the beam by the same factor: κ = γ·K_Θ·E·I/(K·L), with I the root
 * section's. γ and K_Θ keep Howell's constant-section values: only the beam's linear stiffness is corrected for the
 * taper, which is what decides the small deflections (a few degrees) of snap-fit arms.
 *
 * <p><b>Exactness.</b> The pivot is exact (rational whenever root and tip are). κ only scales forces, never the
 * path of the exact sweep; it is exact when L is rational and the section constant, and otherwise the rational
 * nearest to its value at {@value #STIFFNESS_DIGITS} significant digits ({@link #isStiffnessExact()} says which),
 * far below the ~1e-12 relative error of the force evaluation. The run-derived numbers are Approximate (doubles).
 *
 * @param beam the beam's geometry
 * @param material the resin
 */
public record Cantilever(Beam beam, Material material) {

    /** The characteristic radius factor γ of an end-loaded cantilever (dimensionless): 0.85. */
    public static final Rational GAMMA = Rational.of(17, 20);
    /** The stiffness coefficient K_Θ of an end-loaded cantilever (dimensionless): 2.65. */
    public static final Rational STIFFNESS_COEFFICIENT = Rational.of(53, 20);
    /** Significant decimal digits of an irrational κ (and of a measured thickness): 12. */
    public static final int STIFFNESS_DIGITS = 12;
    /**
     * Slenderness L/h below which the report warns that beam formulas underestimate the root strain (dimensionless):
     * 5. Short arms flex their supporting wall too; the BASF snap-fit manual corrects for it with a factor Q ≈ 1 only
     * above a length/thickness ratio of about 10.
     */
    public static final double SHORT_BEAM_SLENDERNESS = 5;
    /**
     * |1 − r| below which the taper factor is summed as the series Σ (1 − r)^k/(k + 3) instead of the closed form,
     * whose numerator and denominator both vanish at r = 1 (dimensionless): 0.1.
     */
    static final double TAPER_SERIES_BELOW = 0.1;
    /** Terms of that series: (0.1)^40 is far below double resolution. */
    private static final int TAPER_SERIES_TERMS = 40;
    /** Working precision of κ before its final rounding (decimal digits). */
    private static final MathContext WORK = new MathContext(40, RoundingMode.HALF_EVEN);

    /**
     * Validates.
     *
     * @param beam the beam
     * @param material the material
     */
    public Cantilever {
        Objects.requireNonNull(beam, "beam");
        Objects.requireNonNull(material, "material");
    }

    /**
     * The pivot of the pseudo-rigid-body model: (1 − γ)·L from the root along the centre line.
     *
     * @return root + (1 − γ)(tip − root), exact
     */
    public ExactPoint2 pivot() {
        return beam.root().add(beam.tip().subtract(beam.root()).scale(Rational.ONE.subtract(GAMMA)));
    }

    /**
     * The taper factor K (1 for a constant section; see the class comment).
     *
     * @return K(h₁/h), approximate (exactly 1 for a constant section)
     */
    public double taperFactor() {
        return beam.isTapered() ? taperFactor(beam.taperRatio().doubleValue()) : 1;
    }

    /**
     * The taper factor K(r) = 3·f(r) of a linearly tapered rectangular cantilever (see the class comment).
     *
     * @param r the taper ratio h₁/h, &gt; 0
     * @return K, approximate; 1 at r = 1, ≈ 1.6355 at r = 1/2
     * @throws IllegalArgumentException if r ≤ 0 or not finite
     */
    public static double taperFactor(double r) {
        Require.positive("taper ratio", r);
        double c = 1 - r;
        double f;
        if (Math.abs(c) < TAPER_SERIES_BELOW) {
            f = 0;
            double ck = 1;
            for (int k = 0; k < TAPER_SERIES_TERMS; k++) {
                f += ck / (k + 3);
                ck *= c;
            }
        } else {
            f = (2 * r - r * r / 2 - Math.log(r) - 1.5) / (c * c * c);
        }
        return 3 * f;
    }

    /**
     * The torsional spring of the model, κ = γ·K_Θ·E·I/(K·L).
     *
     * @return κ in N·mm/rad: exact, or rounded to {@value #STIFFNESS_DIGITS} significant digits (see
     *     {@link #isStiffnessExact()})
     */
    public Rational stiffness() {
        Rational c = GAMMA.multiply(STIFFNESS_COEFFICIENT).multiply(material.modulus())
                .multiply(beam.secondMomentOfArea());
        Optional<Rational> length = beam.exactLength();
        if (!beam.isTapered() && length.isPresent()) {
            return c.divide(length.get());
        }
        BigDecimal num = new BigDecimal(c.num()).divide(new BigDecimal(c.den()), WORK);
        BigDecimal l2 = new BigDecimal(beam.lengthSquared().num()).divide(new BigDecimal(beam.lengthSquared().den()),
                WORK);
        BigDecimal k = num.divide(l2.sqrt(WORK), WORK).divide(new BigDecimal(taperFactor()), WORK);
        return Rational.fromBigDecimal(k.round(new MathContext(STIFFNESS_DIGITS, RoundingMode.HALF_EVEN)));
    }

    /**
     * Whether {@link #stiffness()} is the exact value (L rational, constant section) rather than a rounding.
     *
     * @return true when exact
     */
    public boolean isStiffnessExact() {
        return !beam.isTapered() && beam.exactLength().isPresent();
    }

    /**
     * The tip deflection of the model at pawl angle θ, y = γ·L·|sin θ|.
     *
     * @param theta the pawl angle, rad
     * @return y in mm
     */
    public double tipDeflection(double theta) {
        return GAMMA.doubleValue() * beam.length() * Math.abs(Math.sin(theta));
    }

    /**
     * The strain at the root for a tip deflection y, ε = 3·h·y/(2·K·L²).
     *
     * @param tipDeflection y, mm
     * @return ε (a fraction)
     */
    public double strain(double tipDeflection) {
        return 3 * beam.thickness().doubleValue() * tipDeflection
                / (2 * taperFactor() * beam.lengthSquared().doubleValue());
    }

    /**
     * The force at the tip that bends the beam to a root strain ε, P = b·h²·E·ε/(6·L) (the guides' deflection force).
     *
     * @param strain ε (a fraction)
     * @return P in N
     */
    public double deflectionForce(double strain) {
        double h = beam.thickness().doubleValue();
        return beam.width().doubleValue() * h * h * material.modulus().doubleValue() * strain / (6 * beam.length());
    }

    /**
     * Remarks on using the model for this beam: a short beam (L/h below {@value #SHORT_BEAM_SLENDERNESS}).
     *
     * @return sentences, empty when there is nothing to say
     */
    public List<String> remarks() {
        List<String> out = new ArrayList<>();
        double slenderness = beam.length() / beam.thickness().doubleValue();
        if (slenderness < SHORT_BEAM_SLENDERNESS) {
            out.add(String.format(java.util.Locale.ROOT, "the beam is short (L/h = %.3g < %.0f): beam formulas and the"
                    + " pseudo-rigid-body model underestimate the root strain, the supporting wall flexes too",
                    slenderness, SHORT_BEAM_SLENDERNESS));
        }
        return List.copyOf(out);
    }

    /**
     * This cantilever with another beam (a design study's variant).
     *
     * @param b the beam
     * @return the new cantilever
     */
    public Cantilever withBeam(Beam b) {
        return new Cantilever(b, material);
    }

    /**
     * This cantilever of another material.
     *
     * @param m the material
     * @return the new cantilever
     */
    public Cantilever withMaterial(Material m) {
        return new Cantilever(beam, m);
    }
}

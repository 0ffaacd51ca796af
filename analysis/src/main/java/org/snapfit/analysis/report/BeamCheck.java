package org.snapfit.analysis.report;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.check.Require;

/**
 * A cantilever pawl checked the way a resin supplier's snap-fit calculator checks it, from the exact insertion run
 * (the pseudo-rigid-body model of {@code sweep}'s {@code Cantilever}): the tip deflection at the largest deflection,
 * the strain at the root against the resin's permissible strain, the deflection force P and the design guide's mating
 * force W = P(μ + tan α)/(1 − μ tan α) beside the exact peak. Immutable; Approximate.
 *
 * <p>The guide formula treats the beam tip as sliding on the ramp at the lead angle α with P acting perpendicular to
 * the motion; the exact value also follows the pawl's rotation (the contact face turns by θ, the contact point is
 * offset from the beam axis, the lever arm changes), so the two differ by a few percent on a long slender beam and
 * more on a short stiff one.
 *
 * @param pawl the pawl
 * @param thetaMax the largest deflection of the insertion, rad
 * @param thetaMaxS where it is reached, mm
 * @param tipDeflection y = γ·L·|sin θmax|, mm
 * @param strain ε at the root, 3·h·y/(2·K·L²) (a fraction)
 * @param permissibleStrain the resin's permissible strain (a fraction)
 * @param deflectionForce P = b·h²·E·ε/(6·L), N
 * @param leadAngle α: the angle between the contact face carrying the peak push and the direction of motion, rad
 *     (empty when the pawl carries no contact at the peak)
 * @param guideMatingForce the guide's W with the mechanism's μ and that α, N (empty without α, or +∞ when
 *     μ·tan α ≥ 1: the guide's self-locking)
 * @param exactForce the exact peak push's share carried by this pawl, N
 */
public record BeamCheck(String pawl, double thetaMax, double thetaMaxS, double tipDeflection, double strain,
        double permissibleStrain, double deflectionForce, Optional<Double> leadAngle,
        Optional<Double> guideMatingForce, double exactForce) {

    /**
     * Validates.
     *
     * @param pawl the pawl, not blank
     * @param thetaMax the deflection, finite
     * @param thetaMaxS where, not negative
     * @param tipDeflection y, not negative
     * @param strain ε, not negative
     * @param permissibleStrain ε_perm, &gt; 0
     * @param deflectionForce P, not negative
     * @param leadAngle α, if known
     * @param guideMatingForce the guide W, if known
     * @param exactForce the exact share, not NaN
     * @throws IllegalArgumentException if a field breaks its rule
     */
    public BeamCheck {
        Require.notBlank("pawl", pawl);
        Require.finite("thetaMax", thetaMax);
        Require.nonNegative("thetaMaxS", thetaMaxS);
        Require.nonNegative("tipDeflection", tipDeflection);
        Require.nonNegative("strain", strain);
        if (!(permissibleStrain > 0)) {
            throw new IllegalArgumentException("permissibleStrain = " + permissibleStrain + "; it must be > 0");
        }
        Require.nonNegative("deflectionForce", deflectionForce);
        Objects.requireNonNull(leadAngle, "leadAngle");
        Objects.requireNonNull(guideMatingForce, "guideMatingForce");
        Require.notNaN("exactForce", exactForce);
    }

    /**
     * The strain safety factor, permissible / ε.
     *
     * @return the factor (+∞ when the beam does not deflect)
     */
    public double safetyFactor() {
        return strain == 0 ? Double.POSITIVE_INFINITY : permissibleStrain / strain;
    }

    /**
     * Whether the root strain exceeds the permissible strain (the beam would yield or break on assembly).
     *
     * @return true iff ε &gt; ε_perm
     */
    public boolean exceedsPermissibleStrain() {
        return strain > permissibleStrain;
    }

    /**
     * The guide formula W = P(μ + tan α)/(1 − μ tan α).
     *
     * @param p the deflection force, N
     * @param mu μ
     * @param alpha the lead angle, rad
     * @return W in N; +∞ when μ·tan α ≥ 1 (the guide's self-locking)
     */
    public static double guideMatingForce(double p, double mu, double alpha) {
        double t = Math.tan(alpha);
        double den = 1 - mu * t;
        return den <= 0 ? Double.POSITIVE_INFINITY : p * (mu + t) / den;
    }
}

package org.snapfit.analysis.report;

import org.snapfit.core.check.Require;

/**
 * Per-pawl figures of a run. Immutable, Approximate.
 *
 * @param name the pawl name
 * @param stiffness the spring stiffness κ, N·mm/rad
 * @param thetaMax the signed angle of largest magnitude reached, rad
 * @param thetaMaxS the travelled distance where it is reached, mm
 */
public record PawlSummary(String name, double stiffness, double thetaMax, double thetaMaxS) {

    /**
     * Validates.
     *
     * @param name the name, not blank
     * @param stiffness κ, finite and &gt; 0
     * @param thetaMax the angle, finite
     * @param thetaMaxS the distance, finite, not negative
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public PawlSummary {
        Require.notBlank("name", name);
        Require.positive("stiffness of pawl \"" + name + "\"", stiffness);
        Require.finite("thetaMax", thetaMax);
        Require.nonNegative("thetaMaxS", thetaMaxS);
    }

    /**
     * The maximum deflection in degrees.
     *
     * @return {@code thetaMax} in degrees
     */
    public double thetaMaxDegrees() {
        return Math.toDegrees(thetaMax);
    }

    /**
     * The spring torque magnitude at the maximum deflection, κ|θmax|.
     *
     * @return the torque, N·mm
     */
    public double peakTorque() {
        return stiffness * Math.abs(thetaMax);
    }
}

package org.snapfit.analysis.report;

import org.snapfit.core.check.Require;

/**
 * The spring energy released by one snap, ½κ(θ_before² − θ_after²) (docs/model.md, the "click"). Immutable,
 * Approximate.
 *
 * @param pawl the pawl that snaps
 * @param seq the snap event's sequence number
 * @param s the travelled distance of the snap, mm
 * @param thetaBefore the angle before, rad
 * @param thetaAfter the angle after, rad
 * @param energy the released energy, N·mm (mJ)
 */
public record Click(String pawl, int seq, double s, double thetaBefore, double thetaAfter, double energy) {

    /**
     * Validates.
     *
     * @param pawl the pawl, not blank
     * @param seq the event number, at least 1
     * @param s the distance, finite, not negative
     * @param thetaBefore angle before, finite
     * @param thetaAfter angle after, finite
     * @param energy the energy, finite
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public Click {
        Require.notBlank("pawl", pawl);
        if (seq < 1) {
            throw new IllegalArgumentException("seq = " + seq + "; event numbers start at 1");
        }
        Require.nonNegative("s", s);
        Require.finite("thetaBefore", thetaBefore);
        Require.finite("thetaAfter", thetaAfter);
        Require.finite("energy", energy);
    }

    /**
     * The click of a snap event with spring stiffness κ.
     *
     * @param event the snap event
     * @param stiffness κ of its pawl, N·mm/rad
     * @return ½κ(θ_before² − θ_after²)
     */
    public static Click of(ReportEvent event, double stiffness) {
        double e = 0.5 * stiffness * (event.thetaBefore() * event.thetaBefore() - event.thetaAfter() * event.thetaAfter());
        return new Click(event.pawl(), event.seq(), event.s(), event.thetaBefore(), event.thetaAfter(), e);
    }
}

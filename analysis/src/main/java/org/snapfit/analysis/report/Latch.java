package org.snapfit.analysis.report;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.check.Require;

/**
 * How a pawl comes back to rest after its largest deflection in a run: instantly (a snap, which clicks), gradually
 * along the retention face (a pull-in: the pawl's spring pulls the parts together and W turns negative), both, or
 * not at all within the run. Immutable; Approximate (forces and energies evaluated at exact configurations).
 *
 * @param pawl the pawl
 * @param thetaMax the pawl's largest deflection in the run (signed), rad
 * @param thetaMaxS where it is reached, mm of the run
 * @param mode how it returns
 * @param restS where it is back at rest (θ = 0), mm of the run; empty when it stays deflected
 * @param endTheta the pawl's angle at the end of the run, rad (0 when it is back at rest)
 * @param snaps the snaps on the way back, each with its click energy ½κ(θ_before² − θ_after²)
 * @param pullIn the gradual return to rest, if it ends that way
 */
public record Latch(String pawl, double thetaMax, double thetaMaxS, Mode mode, Optional<Double> restS,
        double endTheta, List<Click> snaps, Optional<PullIn> pullIn) {

    /** How a pawl returns to rest. */
    public enum Mode {
        /** Instantly: the last step back to rest is a snap (a click). */
        SNAP,
        /** Gradually along a face, the pawl's spring pulling the parts together (W &lt; 0 there). */
        PULL_IN,
        /** A snap part of the way, then gradually to rest. */
        SNAP_AND_PULL_IN,
        /** It does not return to rest within the run (it ends deflected). */
        STAYS_DEFLECTED;

        /**
         * The name as the report writes it.
         *
         * @return e.g. {@code pull_in}
         */
        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Validates and copies.
     *
     * @param pawl the pawl, not blank
     * @param thetaMax the largest deflection, finite
     * @param thetaMaxS where, finite and not negative
     * @param mode the mode
     * @param restS where at rest, present unless the mode is {@code STAYS_DEFLECTED}
     * @param endTheta the end angle, finite
     * @param snaps the snaps on the way back
     * @param pullIn the pull-in, present exactly for the modes {@code PULL_IN} and {@code SNAP_AND_PULL_IN}
     * @throws IllegalArgumentException if a field breaks its rule or the parts do not match the mode
     */
    public Latch {
        Require.notBlank("pawl", pawl);
        Require.finite("thetaMax", thetaMax);
        Require.nonNegative("thetaMaxS", thetaMaxS);
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(restS, "restS");
        Require.finite("endTheta", endTheta);
        snaps = List.copyOf(snaps);
        Objects.requireNonNull(pullIn, "pullIn");
        boolean gradual = mode == Mode.PULL_IN || mode == Mode.SNAP_AND_PULL_IN;
        if (pullIn.isPresent() != gradual || restS.isPresent() == (mode == Mode.STAYS_DEFLECTED)) {
            throw new IllegalArgumentException("mode = " + mode + " with pullIn " + pullIn.isPresent() + " and rest "
                    + restS.isPresent() + "; a pull-in belongs to the modes pull_in and snap_and_pull_in, a rest"
                    + " position to every mode but stays_deflected");
        }
    }

    /**
     * The spring energy released by the snaps on the way back.
     *
     * @return Σ ½κ(θ_before² − θ_after²), N·mm
     */
    public double clickEnergy() {
        return snaps.stream().mapToDouble(Click::energy).sum();
    }

    /**
     * The gradual part of a pawl's return to rest: from where it leaves its largest remaining deflection (or lands
     * after a snap) to rest, the pawl pulling the parts together.
     *
     * @param fromS where it starts, mm of the run
     * @param toS where the pawl is at rest, mm of the run
     * @param thetaFrom the pawl angle where it starts, rad
     * @param minW the most negative share of W the pawl gives on the way (its pull-in force), N
     * @param minWS where that is, mm of the run
     * @param energyReturned the work the pawl does on the parts, −∫ W_pawl ds over the pull-in, N·mm
     * @param springEnergy the spring energy released, ½κθ_from², N·mm (the difference to {@code energyReturned} is
     *     lost to friction)
     */
    public record PullIn(double fromS, double toS, double thetaFrom, double minW, double minWS, double energyReturned,
            double springEnergy) {

        /**
         * Validates.
         *
         * @param fromS the start, finite, not negative
         * @param toS the end, not before the start
         * @param thetaFrom the start angle, finite
         * @param minW the pull-in force, finite
         * @param minWS where, finite
         * @param energyReturned the energy, finite
         * @param springEnergy the spring energy, finite
         * @throws IllegalArgumentException if a field breaks its rule
         */
        public PullIn {
            Require.nonNegative("fromS", fromS);
            Require.nonNegative("toS", toS);
            if (toS < fromS) {
                throw new IllegalArgumentException("toS = " + toS + " < fromS = " + fromS + "; a pull-in runs forward");
            }
            Require.finite("thetaFrom", thetaFrom);
            Require.finite("minW", minW);
            Require.nonNegative("minWS", minWS);
            Require.finite("energyReturned", energyReturned);
            Require.finite("springEnergy", springEnergy);
        }
    }
}

package org.snapfit.analysis.report;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.check.Require;

/**
 * Everything a report shows: the mechanism, the runs, the verdict, the friction sweep, warnings and the model's
 * assumptions. Immutable.
 *
 * @param mechanism the mechanism
 * @param sampleStep the sample step as exact text, mm
 * @param runs the insertion and, if it completed, the retraction
 * @param verdict the verdict
 * @param muSweep the friction sweep, if requested
 * @param warnings warnings in a stable order
 * @param assumptions the model's assumptions, stated for the reader
 * @param beamChecks the cantilever pawls checked like a snap-fit calculator does, in the mechanism's pawl order
 *     (empty when no pawl is given as a beam)
 * @param retractTravel the requested retraction distance as exact text in mm (empty: back over the insertion's
 *     travel)
 */
public record AnalysisReport(MechanismView mechanism, String sampleStep, List<RunReport> runs, Verdict verdict,
        Optional<MuSweep> muSweep, List<Warning> warnings, List<String> assumptions, List<BeamCheck> beamChecks,
        Optional<String> retractTravel) {

    /** The assumptions of the Donald–Pai model (docs/model.md), shown in every report. */
    public static final List<String> MODEL_ASSUMPTIONS = List.of(
            "Rigid bodies: pawls, obstacles and root do not deform; each pawl's compliance is its hinge spring "
                    + "(torque -κθ).",
            "Quasi-static: no inertia; forces balance at every instant, so speed does not change forces.",
            "One Coulomb friction coefficient μ for every contact, equal for sticking and sliding.",
            "Instantaneous snap: a pawl that loses its constraint jumps to rest (or to the next contact) at once.",
            "Pawls touch only obstacles, not each other or the root.");

    /**
     * Validates and copies.
     *
     * @param mechanism the mechanism
     * @param sampleStep the step text, not blank
     * @param runs one or two runs, insertion first
     * @param verdict the verdict
     * @param muSweep the sweep, if any
     * @param warnings the warnings
     * @param assumptions the assumptions
     * @param beamChecks the beam checks
     * @param retractTravel the requested retraction distance, if any
     * @throws IllegalArgumentException if the runs are not insertion then optional retraction
     */
    public AnalysisReport {
        Objects.requireNonNull(mechanism, "mechanism");
        Require.notBlank("sampleStep", sampleStep);
        runs = List.copyOf(runs);
        if (runs.isEmpty() || runs.size() > 2 || runs.get(0).direction() != RunDirection.INSERTION
                || runs.size() == 2 && runs.get(1).direction() != RunDirection.RETRACTION) {
            throw new IllegalArgumentException("runs = " + runs.stream().map(r -> r.direction().text()).toList()
                    + "; a report has an insertion run, then at most one retraction run");
        }
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(muSweep, "muSweep");
        warnings = List.copyOf(warnings);
        assumptions = List.copyOf(assumptions);
        beamChecks = List.copyOf(beamChecks);
        Objects.requireNonNull(retractTravel, "retractTravel");
    }

    /**
     * A report without beam checks and with the default retraction.
     *
     * @param mechanism the mechanism
     * @param sampleStep the step text, not blank
     * @param runs one or two runs, insertion first
     * @param verdict the verdict
     * @param muSweep the sweep, if any
     * @param warnings the warnings
     * @param assumptions the assumptions
     * @throws IllegalArgumentException if the runs are not insertion then optional retraction
     */
    public AnalysisReport(MechanismView mechanism, String sampleStep, List<RunReport> runs, Verdict verdict,
            Optional<MuSweep> muSweep, List<Warning> warnings, List<String> assumptions) {
        this(mechanism, sampleStep, runs, verdict, muSweep, warnings, assumptions, List.of(), Optional.empty());
    }

    /**
     * This report with beam checks, more warnings and the requested retraction distance (the facade adds what it
     * computes after the analysis).
     *
     * @param checks the beam checks
     * @param moreWarnings warnings to append (duplicates of existing ones are dropped)
     * @param moreAssumptions assumptions to append
     * @param retract the requested retraction distance, if any
     * @return the new report
     */
    public AnalysisReport with(List<BeamCheck> checks, List<Warning> moreWarnings, List<String> moreAssumptions,
            Optional<String> retract) {
        java.util.LinkedHashSet<Warning> w = new java.util.LinkedHashSet<>(warnings);
        w.addAll(moreWarnings);
        java.util.List<String> a = new java.util.ArrayList<>(assumptions);
        a.addAll(moreAssumptions);
        return new AnalysisReport(mechanism, sampleStep, runs, verdict, muSweep, List.copyOf(w), a, checks, retract);
    }

    /**
     * The insertion run.
     *
     * @return the first run
     */
    public RunReport insertion() {
        return runs.get(0);
    }

    /**
     * The retraction run, if the insertion completed.
     *
     * @return the second run
     */
    public Optional<RunReport> retraction() {
        return runs.size() == 2 ? Optional.of(runs.get(1)) : Optional.empty();
    }
}

package org.snapfit.analysis.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One run (insertion or retraction) reduced to what a report shows. Immutable. Event and termination times are
 * Exact; forces, angles and work are Approximate (see the package Semantics).
 *
 * @param direction insertion or retraction
 * @param termination how the run ended
 * @param pawls per-pawl figures, in the mechanism's pawl order
 * @param events all events of all pawls in time order ({@code seq} 1, 2, …)
 * @param samples force samples in increasing {@code s}: the regular grid and both sides of every event
 * @param peak the peak of W (for retraction: the largest pull)
 * @param lateralPeak the point of largest |lateral force|
 * @param work the work ∫W ds over the run, N·mm (NaN or +Infinity where W is unbounded and not integrable)
 * @param warnings remarks of the simulation (flush contacts, hinge outside its pawl, …)
 * @param latches how each pawl that deflected returns to rest (snap, pull-in, or not within the run), in the
 *     mechanism's pawl order
 */
public record RunReport(RunDirection direction, Termination termination, List<PawlSummary> pawls,
        List<ReportEvent> events, List<ForceSample> samples, Peak peak, Peak lateralPeak, double work,
        List<Warning> warnings, List<Latch> latches) {

    /**
     * Validates and copies.
     *
     * @param direction the direction
     * @param termination the termination
     * @param pawls per-pawl figures, at least one
     * @param events events with {@code seq} = 1, 2, … in order
     * @param samples samples, non-decreasing in {@code sValue}
     * @param peak the W peak
     * @param lateralPeak the lateral peak
     * @param work the work (NaN when undefined)
     * @param warnings the remarks
     * @param latches the pawls' returns to rest
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public RunReport {
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(termination, "termination");
        pawls = List.copyOf(pawls);
        if (pawls.isEmpty()) {
            throw new IllegalArgumentException("pawls = []; a run has at least one pawl");
        }
        events = List.copyOf(events);
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).seq() != i + 1) {
                throw new IllegalArgumentException("events[" + i + "].seq = " + events.get(i).seq()
                        + "; events are numbered 1, 2, … in order");
            }
        }
        samples = List.copyOf(samples);
        for (int i = 1; i < samples.size(); i++) {
            if (samples.get(i).sValue() < samples.get(i - 1).sValue()) {
                throw new IllegalArgumentException("samples[" + i + "].s = " + samples.get(i).s() + " < samples["
                        + (i - 1) + "].s = " + samples.get(i - 1).s() + "; samples must be in increasing s");
            }
        }
        Objects.requireNonNull(peak, "peak");
        Objects.requireNonNull(lateralPeak, "lateralPeak");
        warnings = List.copyOf(warnings);
        latches = List.copyOf(latches);
    }

    /**
     * A run without latch analysis (reduced runs of bisections and sweeps, synthetic runs).
     *
     * @param direction the direction
     * @param termination the termination
     * @param pawls per-pawl figures, at least one
     * @param events events with {@code seq} = 1, 2, … in order
     * @param samples samples, non-decreasing in {@code sValue}
     * @param peak the W peak
     * @param lateralPeak the lateral peak
     * @param work the work (NaN when undefined)
     * @param warnings the remarks
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public RunReport(RunDirection direction, Termination termination, List<PawlSummary> pawls,
            List<ReportEvent> events, List<ForceSample> samples, Peak peak, Peak lateralPeak, double work,
            List<Warning> warnings) {
        this(direction, termination, pawls, events, samples, peak, lateralPeak, work, warnings, List.of());
    }

    /**
     * The events of one pawl.
     *
     * @param pawl the pawl name
     * @return its events in order
     */
    public List<ReportEvent> eventsOf(String pawl) {
        return events.stream().filter(e -> e.pawl().equals(pawl)).toList();
    }

    /**
     * The released spring energy of every snap, ½κ(θ_before² − θ_after²).
     *
     * @return one click per snap event, in order
     */
    public List<Click> clicks() {
        List<Click> out = new ArrayList<>();
        for (ReportEvent e : events) {
            if (e.isSnap()) {
                double kappa = pawls.stream().filter(p -> p.name().equals(e.pawl())).findFirst()
                        .map(PawlSummary::stiffness).orElseThrow(() -> new IllegalStateException(
                                "event " + e.seq() + " names pawl \"" + e.pawl() + "\" that the run does not have"));
                out.add(Click.of(e, kappa));
            }
        }
        return out;
    }
}

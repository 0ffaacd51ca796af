package org.snapfit.analysis.exact;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.analysis.report.ExactTime;
import org.snapfit.analysis.report.ForceSample;
import org.snapfit.analysis.report.Limit;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.analysis.report.Peak;
import org.snapfit.analysis.report.ReportEvent;
import org.snapfit.analysis.report.RunDirection;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Termination;
import org.snapfit.analysis.report.Texts;
import org.snapfit.analysis.report.Warning;
import org.snapfit.sweep.engine.Direction;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.force.ForcePeak;
import org.snapfit.sweep.force.LimitSide;
import org.snapfit.sweep.force.PawlForce;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.contact.VertexEdgeContact;

/**
 * Converts one {@code SimulationResult} into a {@link RunReport} (see the package Semantics). Stateless.
 */
public final class RunReports {

    /** Significant digits of the decimal written beside an exact time (docs/formats/report.md: at least 16). */
    public static final int TIME_DIGITS = 20;

    /** Width of the isolating interval written for an algebraic time: {@link ExactTime#INTERVAL_WIDTH}. */
    public static final Rational INTERVAL_WIDTH = ExactTime.INTERVAL_WIDTH;

    private RunReports() {
    }

    /**
     * The report of one run.
     *
     * @param r the simulation result
     * @param grid the sample positions
     * @return the run report
     */
    public static RunReport from(SimulationResult r, SampleGrid grid) {
        double speed = r.mechanism().motion().speed();
        var term = r.termination();
        double endT = term.time().toDouble();
        boolean complete = "complete".equals(term.cause().wireName());
        List<ForceSample> samples = new ArrayList<>();
        for (SampleGrid.Point p : grid.upTo(term.s())) {
            double t = Math.min(p.s().doubleValue() / speed, endT);
            sample(r.at(t), p.text(), p.s().doubleValue(), Limit.AT).ifPresent(samples::add);
        }
        for (SweepEvent e : r.events()) {
            String sText = Texts.exactDouble(e.data().s());
            if (e.data().time().compare(Rational.ZERO) != org.snapfit.algebra.number.Comparison.EQUAL) {
                sample(r.at(e.data().time(), LimitSide.LEFT), sText, e.data().s(), Limit.LEFT).ifPresent(samples::add);
            }
            if (!e.kind().isTerminal()) {
                sample(r.at(e.data().time(), LimitSide.RIGHT), sText, e.data().s(), Limit.RIGHT).ifPresent(samples::add);
            }
        }
        if (complete && samples.stream().noneMatch(x -> x.sValue() >= term.s())) {
            sample(r.at(term.time(), LimitSide.LEFT), Texts.exactDouble(term.s()), term.s(), Limit.LEFT)
                    .ifPresent(samples::add);
        }
        samples.sort(Comparator.comparingDouble(ForceSample::sValue).thenComparing(ForceSample::limit));

        List<ReportEvent> events = new ArrayList<>();
        Optional<String> terminalContact = terminalContact(r);
        List<Warning> warnings = new ArrayList<>();
        for (SweepEvent e : r.events()) {
            var d = e.data();
            events.add(event(e, events.size() + 1));
            if (!d.coincident().isEmpty()) {
                List<String> labels = new ArrayList<>();
                d.coincident().forEach(c -> labels.add(Texts.contact(c.label())));
                warnings.add(new Warning(Warning.FLUSH_CONTACT, String.format(java.util.Locale.ROOT,
                        "%s: pawl %s at s = %s mm meets %d more contact(s) at the same instant (%s); at a flush "
                                + "edge–edge contact the force is shared by the contacts at the ends of the flush edge",
                        dir(r).text(), d.pawl(), Texts.num(d.s()), d.coincident().size(), String.join("; ", labels))));
            }
        }
        for (String w : r.warnings()) {
            warnings.add(new Warning(Warning.MODEL, w));
        }
        Termination termination = new Termination(term.cause().wireName(), time(term.time()), term.s(), term.pawl(),
                complete ? Optional.empty() : terminalContact);

        List<PawlSummary> pawls = new ArrayList<>();
        for (Pawl p : r.mechanism().pawls()) {
            double best = 0;
            double bestS = 0;
            for (ForceSample s : samples) {
                double th = s.theta().getOrDefault(p.name(), 0.0);
                if (Math.abs(th) > Math.abs(best)) {
                    best = th;
                    bestS = s.sValue();
                }
            }
            for (ReportEvent e : events) {
                if (e.pawl().equals(p.name()) && Math.abs(e.thetaBefore()) > Math.abs(best)) {
                    best = e.thetaBefore();
                    bestS = e.s();
                }
            }
            pawls.add(new PawlSummary(p.name(), p.stiffness().doubleValue(), best, bestS));
        }
        Peak peak = peak(r);
        ForceSample lat = samples.stream().filter(s -> Double.isFinite(s.lateral()))
                .max(Comparator.comparingDouble(s -> Math.abs(s.lateral()))).orElse(samples.get(0));
        Peak lateralPeak = new Peak(lat.w(), lat.lateral(), lat.t(), lat.sValue(), lat.limit(), Optional.empty(),
                Optional.empty());
        return new RunReport(dir(r), termination, pawls, events, samples, peak, lateralPeak, r.work(), warnings,
                Latches.of(r, pawls, events, samples));
    }

    /** The peak insertion force of a run ({@link SimulationResult#peak}) as a report peak. */
    private static Peak peak(SimulationResult r) {
        ForcePeak fp = r.peak();
        return new Peak(fp.sample().w(), fp.sample().lateral(), fp.sample().t(), fp.sample().s(),
                limit(fp.sample().side()), fp.pawl(), fp.contact().map(VertexEdgeContact::label));
    }

    /**
     * The report of one run with its events, termination and force peak as in {@link #from}, but no samples, zero
     * lateral peak and work, θmax from the events only: a point of the friction sweep.
     *
     * @param r the simulation result
     * @return the reduced run report
     */
    public static RunReport peakOnly(SimulationResult r) {
        RunReport v = verdictOnly(r);
        return new RunReport(v.direction(), v.termination(), v.pawls(), v.events(), List.of(), peak(r), Peak.none(),
                0, List.of());
    }

    /**
     * The report of one run without force data: events and termination as in {@link #from}, no samples, zero
     * peaks and work, θmax from the events only. For bisection steps, where only the termination matters.
     *
     * @param r the simulation result
     * @return the reduced run report
     */
    public static RunReport verdictOnly(SimulationResult r) {
        var term = r.termination();
        List<ReportEvent> events = new ArrayList<>();
        for (SweepEvent e : r.events()) {
            events.add(event(e, events.size() + 1));
        }
        Optional<String> terminalContact = terminalContact(r);
        boolean complete = "complete".equals(term.cause().wireName());
        Termination termination = new Termination(term.cause().wireName(), time(term.time()), term.s(), term.pawl(),
                complete ? Optional.empty() : terminalContact);
        List<PawlSummary> pawls = r.mechanism().pawls().stream()
                .map(p -> new PawlSummary(p.name(), p.stiffness().doubleValue(), 0, 0)).toList();
        return new RunReport(dir(r), termination, pawls, events, List.of(), Peak.none(), Peak.none(), 0, List.of());
    }

    /** One event; {@code seq} is its 1-based position in the result's merged event list. */
    private static ReportEvent event(SweepEvent e, int seq) {
        var d = e.data();
        return new ReportEvent(seq, e.kind().wireName(), e.kind().paperEvent(), d.pawl(), time(e.data().time()), d.s(),
                d.thetaBefore(), d.thetaAfter(), d.contactBefore().map(VertexEdgeContact::label),
                d.contactAfter().map(VertexEdgeContact::label));
    }

    /** The contact of the terminating pawl's last terminal event (pawls may stop together; name the one reported). */
    private static Optional<String> terminalContact(SimulationResult r) {
        Optional<String> who = r.termination().pawl();
        Optional<String> out = Optional.empty();
        for (SweepEvent e : r.events()) {
            if (e.kind().isTerminal() && (who.isEmpty() || who.get().equals(e.pawl()))) {
                out = e.data().contactBefore().or(e.data()::contactAfter).map(VertexEdgeContact::label);
            }
        }
        return out;
    }

    private static RunDirection dir(SimulationResult r) {
        return r.direction() == Direction.INSERTION ? RunDirection.INSERTION : RunDirection.RETRACTION;
    }

    /** The report sample, or nothing where the evaluator gives no number (NaN: 0·∞ at a degenerate limit). */
    private static Optional<ForceSample> sample(org.snapfit.sweep.force.RootForces f, String sText, double s,
            Limit limit) {
        if (Double.isNaN(f.w()) || Double.isNaN(f.lateral())
                || f.pawls().stream().anyMatch(p -> Double.isNaN(p.theta()) || Double.isNaN(p.force().w()))) {
            return Optional.empty();
        }
        Map<String, Double> theta = new LinkedHashMap<>();
        Map<String, Double> w = new LinkedHashMap<>();
        for (PawlForce pf : f.pawls()) {
            theta.put(pf.pawl(), pf.theta());
            w.put(pf.pawl(), pf.force().w());
        }
        return Optional.of(new ForceSample(sText, s, f.t(), f.w(), f.lateral(), theta, w, limit));
    }

    private static Limit limit(LimitSide side) {
        return switch (side) {
            case LEFT -> Limit.LEFT;
            case RIGHT -> Limit.RIGHT;
            default -> Limit.AT;
        };
    }

    /**
     * The report form of an exact time, computed when first read ({@link ExactTime#lazy}): the value by its minimal
     * polynomial ({@link RealAlgebraic#minimal()}), so that a time prints alike however it was computed.
     *
     * @param t the algebraic number
     * @return decimal with {@link #TIME_DIGITS} digits, minimal polynomial and canonical isolating interval
     */
    public static ExactTime time(RealAlgebraic t) {
        return ExactTime.lazy(() -> timeNow(t.minimal()));
    }

    /** The report form of an exact time in minimal form, computed now. */
    private static ExactTime timeNow(RealAlgebraic t) {
        String dec = t.toDecimalString(TIME_DIGITS);
        Optional<Rational> q = t.toRational();
        if (q.isPresent()) {
            return ExactTime.ofRational(q.get().toString(), dec);
        }
        List<String> poly = new ArrayList<>();
        for (java.math.BigInteger c : t.polynomial().coefficients()) {
            poly.add(c.toString());
        }
        RealAlgebraic c = t.canonical(INTERVAL_WIDTH);
        return new ExactTime(dec, poly, List.of(c.lower().toString(), c.upper().toString()));
    }
}

package org.snapfit.cli.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.analysis.report.ExactTime;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.force.ForcePeak;
import org.snapfit.sweep.force.ForceSample;
import org.snapfit.sweep.force.PawlForce;
import org.snapfit.sweep.traits.Approx;
import org.snapfit.sweep.trajectory.PawlTrajectory;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * Builds the {@code snapfit-report/1} document (docs/formats/report.md) of exact runs: events, termination and forces. Exact
 * times as {@code {decimal, exact {polynomial, interval}}}; numbers as strings; stable key order.
 */
public final class SimulationReportJson {

    /** Significant digits of decimal times and angles (docs/formats/report.md: at least 16). */
    public static final int DIGITS = 20;
    /** Force samples per run in the report. */
    public static final int SAMPLES = 200;

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private SimulationReportJson() {
    }

    /**
     * The report text.
     *
     * @param version the tool version text
     * @param runs the runs (insertion first)
     * @return the JSON document, ending with a newline
     */
    public static String write(String version, List<SimulationResult> runs) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("format", "snapfit-report/1");
        ObjectNode tool = root.putObject("tool");
        tool.put("name", "snapfit");
        tool.put("version", version);
        root.put("mechanism", runs.get(0).mechanism().name());
        ArrayNode ra = root.putArray("runs");
        for (SimulationResult r : runs) {
            ra.add(run(r));
        }
        SimulationResult first = runs.get(0);
        root.put("verdict", first.termination().cause() == TerminationCause.COMPLETE ? "assembles"
                : "does not assemble: " + first.termination().cause().wireName());
        ArrayNode w = root.putArray("warnings");
        first.warnings().forEach(w::add);
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static ObjectNode run(SimulationResult r) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("direction", r.direction().wireName());
        ObjectNode term = o.putObject("termination");
        term.put("cause", r.termination().cause().wireName());
        term.set("t", time(r.termination().t()));
        term.put("s", Double.toString(r.termination().s()));
        term.put("pawl", r.termination().pawl().orElse(null));
        ArrayNode pawls = o.putArray("pawls");
        for (PawlTrajectory p : r.pawls()) {
            ObjectNode po = pawls.addObject();
            po.put("name", p.pawl());
            ArrayNode evs = po.putArray("events");
            for (SweepEvent e : r.events()) {
                if (e.pawl().equals(p.pawl())) {
                    evs.add(event(e, r.events().indexOf(e) + 1));
                }
            }
            po.put("thetaMax", Double.toString(thetaMax(p)));
        }
        ObjectNode force = o.putObject("force");
        ForcePeak pk = r.peak();
        ObjectNode peak = force.putObject("peak");
        peak.put("W", num(pk.sample().w()));
        peak.put("lateral", num(pk.sample().lateral()));
        peak.put("t", Double.toString(pk.sample().t()));
        peak.put("s", Double.toString(pk.sample().s()));
        peak.put("limit", pk.sample().side().wireName());
        peak.put("pawl", pk.pawl().orElse(null));
        peak.put("contact", pk.contact().map(c -> c.label()).orElse(null));
        force.put("work", num(r.work()));
        ArrayNode samples = force.putArray("samples");
        double end = Approx.of(r.termination().t());
        for (ForceSample s : r.samples(end / SAMPLES)) {
            ObjectNode so = samples.addObject();
            so.put("t", Double.toString(s.t()));
            so.put("s", Double.toString(s.s()));
            so.put("W", num(s.w()));
            so.put("lateral", num(s.lateral()));
            ArrayNode pp = so.putArray("pawls");
            for (PawlForce pf : s.pawls()) {
                ObjectNode x = pp.addObject();
                x.put("name", pf.pawl());
                x.put("theta", Double.toString(pf.theta()));
                x.put("W", num(pf.force().w()));
            }
        }
        return o;
    }

    private static ObjectNode event(SweepEvent e, int seq) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("seq", seq);
        o.put("kind", e.kind().wireName());
        o.put("paperEvent", e.kind().paperEvent());
        o.put("pawl", e.pawl());
        o.set("t", time(e.t()));
        o.put("s", Double.toString(e.data().s()));
        o.put("thetaBefore", Double.toString(e.data().thetaBefore()));
        o.put("thetaAfter", Double.toString(e.data().thetaAfter()));
        o.put("contactBefore", e.data().contactBefore().map(c -> c.label()).orElse(null));
        o.put("contactAfter", e.data().contactAfter().map(c -> c.label()).orElse(null));
        if (!e.data().coincident().isEmpty()) {
            ArrayNode co = o.putArray("coincidentConstraints");
            e.data().coincident().forEach(c -> co.add(c.label()));
        }
        if (e instanceof SweepEvent.SnapFreeFromVertex) {
            o.put("clickEnergy", Double.toString(((SweepEvent.SnapFreeFromVertex) e).clickEnergy()));
        } else if (e instanceof SweepEvent.SnapFreeTangency) {
            o.put("clickEnergy", Double.toString(((SweepEvent.SnapFreeTangency) e).clickEnergy()));
        }
        return o;
    }

    /**
     * An exact time as {@code {decimal, exact {polynomial, interval}}}.
     *
     * @param t the number
     * @return the JSON object
     */
    public static ObjectNode time(RealAlgebraic t) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("decimal", Approx.decimal(t, DIGITS));
        ObjectNode ex = o.putObject("exact");
        ArrayNode poly = ex.putArray("polynomial");
        for (int i = 0; i <= t.polynomial().degree(); i++) {
            poly.add(t.polynomial().coeff(i).toString());
        }
        ArrayNode iv = ex.putArray("interval");
        RealAlgebraic c = t.isRational() ? t : t.canonical(ExactTime.INTERVAL_WIDTH);
        Rational lo = t.isRational() ? t.toRational().orElseThrow() : c.lower();
        Rational hi = t.isRational() ? lo : c.upper();
        iv.add(lo.toString());
        iv.add(hi.toString());
        return o;
    }

    private static double thetaMax(PawlTrajectory p) {
        double m = 0;
        for (TrajectoryPiece q : p.pieces()) {
            if (q instanceof TrajectoryPiece.Follow) {
                TrajectoryPiece.Follow f = (TrajectoryPiece.Follow) q;
                m = Math.max(m, Math.abs(2 * Math.atan(Approx.of(f.uFrom()))));
                m = Math.max(m, Math.abs(2 * Math.atan(Approx.of(f.uTo()))));
            }
        }
        return m;
    }

    private static String num(double x) {
        return Double.isInfinite(x) ? (x > 0 ? "+Infinity" : "-Infinity") : Double.toString(x);
    }
}

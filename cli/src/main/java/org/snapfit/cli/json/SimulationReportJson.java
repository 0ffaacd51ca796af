package org.snapfit.cli.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.OptionalDouble;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.analysis.json.Json;
import org.snapfit.analysis.report.ExactTime;
import org.snapfit.analysis.report.Texts;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.force.ForcePeak;
import org.snapfit.sweep.force.RootForces;
import org.snapfit.sweep.force.PawlForce;
import org.snapfit.sweep.traits.Approx;
import org.snapfit.sweep.trajectory.PawlTrajectory;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * Builds the {@code snapfit-simulation/1} document (docs/formats/simulation.md) of exact runs: events, termination and
 * forces. Exact times as {@code {decimal, exact {polynomial, interval}}}; numbers as strings with their plain JSON
 * number beside them ({@code KValue}); stable key order.
 */
public final class SimulationReportJson {

    /** The document format. */
    public static final String FORMAT = "snapfit-simulation/1";

    /** Significant digits of decimal times and angles (docs/formats/report.md: at least 16). */
    public static final int DIGITS = 20;
    /** Force samples per run in the report. */
    public static final int SAMPLES = 200;


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
        ObjectNode root = Json.object();
        root.put("format", FORMAT);
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
            return Json.writer().writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static ObjectNode run(SimulationResult r) {
        ObjectNode o = Json.object();
        o.put("direction", r.direction().wireName());
        ObjectNode term = o.putObject("termination");
        term.put("cause", r.termination().cause().wireName());
        term.set("t", time(r.termination().t()));
        number(term, "s", Double.toString(r.termination().s()));
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
            number(po, "thetaMax", Double.toString(thetaMax(p)));
        }
        ObjectNode force = o.putObject("force");
        ForcePeak pk = r.peak();
        ObjectNode peak = force.putObject("peak");
        number(peak, "W", num(pk.sample().w()));
        number(peak, "lateral", num(pk.sample().lateral()));
        number(peak, "t", Double.toString(pk.sample().t()));
        number(peak, "s", Double.toString(pk.sample().s()));
        peak.put("limit", pk.sample().side().wireName());
        peak.put("pawl", pk.pawl().orElse(null));
        peak.put("contact", pk.contact().map(c -> c.label()).orElse(null));
        number(force, "work", num(r.work()));
        ArrayNode samples = force.putArray("samples");
        double end = Approx.of(r.termination().t());
        for (RootForces s : r.samples(end / SAMPLES)) {
            ObjectNode so = samples.addObject();
            number(so, "t", Double.toString(s.t()));
            number(so, "s", Double.toString(s.s()));
            number(so, "W", num(s.w()));
            number(so, "lateral", num(s.lateral()));
            ArrayNode pp = so.putArray("pawls");
            for (PawlForce pf : s.pawls()) {
                ObjectNode x = pp.addObject();
                x.put("name", pf.pawl());
                number(x, "theta", Double.toString(pf.theta()));
                number(x, "W", num(pf.force().w()));
            }
        }
        return o;
    }

    private static ObjectNode event(SweepEvent e, int seq) {
        ObjectNode o = Json.object();
        o.put("seq", seq);
        o.put("kind", e.kind().wireName());
        o.put("paperEvent", e.kind().paperEvent());
        o.put("pawl", e.pawl());
        o.set("t", time(e.t()));
        number(o, "s", Double.toString(e.data().s()));
        number(o, "thetaBefore", Double.toString(e.data().thetaBefore()));
        number(o, "thetaAfter", Double.toString(e.data().thetaAfter()));
        o.put("contactBefore", e.data().contactBefore().map(c -> c.label()).orElse(null));
        o.put("contactAfter", e.data().contactAfter().map(c -> c.label()).orElse(null));
        if (!e.data().coincident().isEmpty()) {
            ArrayNode co = o.putArray("coincidentConstraints");
            e.data().coincident().forEach(c -> co.add(c.label()));
        }
        if (e instanceof SweepEvent.SnapFreeFromVertex) {
            number(o, "clickEnergy", Double.toString(((SweepEvent.SnapFreeFromVertex) e).clickEnergy()));
        } else if (e instanceof SweepEvent.SnapFreeTangency) {
            number(o, "clickEnergy", Double.toString(((SweepEvent.SnapFreeTangency) e).clickEnergy()));
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
        ObjectNode o = Json.object();
        number(o, "decimal", Approx.decimal(t, DIGITS));
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

    /**
     * Puts a number text and, beside it, its plain JSON number ({@code key + "Value"}, {@code null} when the text is
     * not finite): the {@code …Value} convention of docs/formats/README.md.
     *
     * @param o the object
     * @param key the key of the text
     * @param text the number text
     */
    public static void number(ObjectNode o, String key, String text) {
        o.put(key, text);
        if (text == null) {
            o.putNull(key + "Value");
            return;
        }
        OptionalDouble x = Texts.value(text);
        if (x.isPresent()) {
            o.put(key + "Value", x.getAsDouble());
        } else {
            o.putNull(key + "Value");
        }
    }
}

package org.snapfit.analysis.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.snapfit.analysis.report.Texts;

/**
 * Streams a {@link Dto.Report} through Jackson's {@link JsonGenerator}, field by field in the documented order.
 * The text is the one Jackson's data binding wrote for the same DTOs (nulls written as {@code null}, the same pretty
 * printer); streaming skips data binding's per-class introspection, which dominated writing the document in a cold
 * JVM. Stateless and thread-safe.
 */
final class ReportJsonWriter {

    private static final JsonFactory FACTORY = new JsonFactory();

    private ReportJsonWriter() {
    }

    /** The pretty printer of the report: two-space indents for objects and arrays, LF line ends. */
    private static DefaultPrettyPrinter printer() {
        return new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
    }

    /** The document text (no trailing newline). */
    static String write(Dto.Report r) {
        StringWriter out = new StringWriter(1 << 16);
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.setPrettyPrinter(printer());
            report(g, r);
        } catch (IOException e) {
            throw new UncheckedIOException("writing the report to memory failed", e);
        }
        return out.toString();
    }

    private static void report(JsonGenerator g, Dto.Report r) throws IOException {
        g.writeStartObject();
        g.writeStringField("format", r.format());
        g.writeFieldName("tool");
        g.writeStartObject();
        g.writeStringField("name", r.tool().name());
        g.writeStringField("version", r.tool().version());
        g.writeEndObject();
        g.writeFieldName("mechanism");
        mechanism(g, r.mechanism());
        g.writeFieldName("settings");
        g.writeStartObject();
        number(g, "sampleStep", r.settings().sampleStep());
        g.writeStringField("lengthUnit", r.settings().lengthUnit());
        g.writeStringField("forceUnit", r.settings().forceUnit());
        g.writeStringField("angleUnit", r.settings().angleUnit());
        g.writeStringField("retractTravel", r.settings().retractTravel());
        g.writeEndObject();
        g.writeFieldName("runs");
        g.writeStartArray();
        for (Dto.Run run : r.runs()) {
            run(g, run);
        }
        g.writeEndArray();
        g.writeFieldName("verdict");
        verdict(g, r.verdict());
        g.writeFieldName("muSweep");
        muSweep(g, r.muSweep());
        g.writeFieldName("warnings");
        g.writeStartArray();
        for (Dto.Warning w : r.warnings()) {
            g.writeStartObject();
            g.writeStringField("code", w.code());
            g.writeStringField("message", w.message());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeFieldName("assumptions");
        strings(g, r.assumptions());
        g.writeEndObject();
    }

    private static void mechanism(JsonGenerator g, Dto.Mechanism m) throws IOException {
        g.writeStartObject();
        g.writeStringField("name", m.name());
        g.writeStringField("source", m.source());
        number(g, "friction", m.friction());
        numbers(g, "velocity", m.velocity());
        number(g, "travel", m.travel());
        g.writeFieldName("pawls");
        g.writeStartArray();
        for (Dto.MechPawl p : m.pawls()) {
            g.writeStartObject();
            g.writeStringField("name", p.name());
            numbers(g, "hinge", p.hinge());
            number(g, "stiffness", p.stiffness());
            g.writeFieldName("beam");
            beam(g, p.beam());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeFieldName("obstacles");
        strings(g, m.obstacles());
        g.writeStringField("sourceKind", m.sourceKind());
        g.writeStringField("units", m.units());
        g.writeEndObject();
    }

    private static void beam(JsonGenerator g, Dto.Beam b) throws IOException {
        if (b == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        number(g, "length", b.length());
        number(g, "thickness", b.thickness());
        number(g, "tipThickness", b.tipThickness());
        number(g, "width", b.width());
        number(g, "modulus", b.modulus());
        number(g, "permissibleStrain", b.permissibleStrain());
        g.writeStringField("material", b.material());
        g.writeStringField("materialSource", b.materialSource());
        number(g, "gamma", b.gamma());
        number(g, "stiffnessCoefficient", b.stiffnessCoefficient());
        number(g, "taperFactor", b.taperFactor());
        number(g, "secondMomentOfArea", b.secondMomentOfArea());
        numbers(g, "pivot", b.pivot());
        number(g, "stiffness", b.stiffness());
        g.writeBooleanField("stiffnessExact", b.stiffnessExact());
        numbers(g, "root", b.root());
        numbers(g, "tip", b.tip());
        number(g, "thetaMax", b.thetaMax());
        number(g, "thetaMaxS", b.thetaMaxS());
        number(g, "tipDeflectionAtPeak", b.tipDeflectionAtPeak());
        number(g, "strainAtPeak", b.strainAtPeak());
        number(g, "strainSafetyFactor", b.strainSafetyFactor());
        g.writeFieldName("exceedsPermissibleStrain");
        bool(g, b.exceedsPermissibleStrain());
        number(g, "deflectionForce", b.deflectionForce());
        number(g, "leadAngle", b.leadAngle());
        number(g, "leadAngleDeg", b.leadAngleDeg());
        number(g, "guideMatingForce", b.guideMatingForce());
        number(g, "exactPeakForce", b.exactPeakForce());
        g.writeEndObject();
    }

    private static void run(JsonGenerator g, Dto.Run run) throws IOException {
        g.writeStartObject();
        g.writeStringField("direction", run.direction());
        Dto.Termination t = run.termination();
        g.writeFieldName("termination");
        g.writeStartObject();
        g.writeStringField("cause", t.cause());
        g.writeFieldName("t");
        time(g, t.t());
        number(g, "s", t.s());
        g.writeStringField("pawl", t.pawl());
        g.writeStringField("contact", t.contact());
        g.writeEndObject();
        g.writeFieldName("pawls");
        g.writeStartArray();
        for (Dto.RunPawl p : run.pawls()) {
            g.writeStartObject();
            g.writeStringField("name", p.name());
            g.writeFieldName("events");
            g.writeStartArray();
            for (Dto.Event e : p.events()) {
                event(g, e);
            }
            g.writeEndArray();
            number(g, "thetaMax", p.thetaMax());
            number(g, "thetaMaxDeg", p.thetaMaxDeg());
            number(g, "thetaMaxS", p.thetaMaxS());
            number(g, "peakTorque", p.peakTorque());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeFieldName("force");
        force(g, run.force());
        g.writeFieldName("latches");
        g.writeStartArray();
        for (Dto.Latch l : run.latches()) {
            latch(g, l);
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void latch(JsonGenerator g, Dto.Latch l) throws IOException {
        g.writeStartObject();
        g.writeStringField("pawl", l.pawl());
        number(g, "thetaMax", l.thetaMax());
        number(g, "thetaMaxS", l.thetaMaxS());
        g.writeStringField("mode", l.mode());
        number(g, "restS", l.restS());
        number(g, "endTheta", l.endTheta());
        number(g, "clickEnergy", l.clickEnergy());
        g.writeFieldName("snaps");
        g.writeStartArray();
        for (Dto.Click c : l.snaps()) {
            click(g, c);
        }
        g.writeEndArray();
        g.writeFieldName("pullIn");
        Dto.PullIn p = l.pullIn();
        if (p == null) {
            g.writeNull();
        } else {
            g.writeStartObject();
            number(g, "fromS", p.fromS());
            number(g, "toS", p.toS());
            number(g, "thetaFrom", p.thetaFrom());
            number(g, "minW", p.minW());
            number(g, "minWS", p.minWS());
            number(g, "energyReturned", p.energyReturned());
            number(g, "springEnergy", p.springEnergy());
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private static void click(JsonGenerator g, Dto.Click c) throws IOException {
        g.writeStartObject();
        g.writeStringField("pawl", c.pawl());
        g.writeNumberField("seq", c.seq());
        number(g, "s", c.s());
        number(g, "thetaBefore", c.thetaBefore());
        number(g, "thetaAfter", c.thetaAfter());
        number(g, "energy", c.energy());
        g.writeEndObject();
    }

    private static void event(JsonGenerator g, Dto.Event e) throws IOException {
        g.writeStartObject();
        g.writeNumberField("seq", e.seq());
        g.writeStringField("kind", e.kind());
        g.writeStringField("paperEvent", e.paperEvent());
        g.writeStringField("pawl", e.pawl());
        g.writeFieldName("t");
        time(g, e.t());
        number(g, "s", e.s());
        number(g, "thetaBefore", e.thetaBefore());
        number(g, "thetaAfter", e.thetaAfter());
        g.writeStringField("contactBefore", e.contactBefore());
        g.writeStringField("contactAfter", e.contactAfter());
        g.writeEndObject();
    }

    private static void time(JsonGenerator g, Dto.Time t) throws IOException {
        if (t == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        number(g, "decimal", t.decimal());
        g.writeFieldName("exact");
        if (t.exact() == null) {
            g.writeNull();
        } else {
            g.writeStartObject();
            g.writeFieldName("polynomial");
            strings(g, t.exact().polynomial());
            g.writeFieldName("interval");
            strings(g, t.exact().interval());
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private static void force(JsonGenerator g, Dto.Force f) throws IOException {
        g.writeStartObject();
        g.writeFieldName("peak");
        peak(g, f.peak());
        g.writeFieldName("peakLateral");
        peak(g, f.peakLateral());
        number(g, "work", f.work());
        g.writeFieldName("clicks");
        g.writeStartArray();
        for (Dto.Click c : f.clicks()) {
            click(g, c);
        }
        g.writeEndArray();
        g.writeFieldName("samples");
        g.writeStartArray();
        for (Dto.Sample s : f.samples()) {
            g.writeStartObject();
            number(g, "s", s.s());
            number(g, "t", s.t());
            number(g, "W", s.w());
            number(g, "lateral", s.lateral());
            numberMap(g, "theta", s.theta());
            numberMap(g, "pawlW", s.pawlW());
            g.writeStringField("limit", s.limit());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void peak(JsonGenerator g, Dto.Peak p) throws IOException {
        g.writeStartObject();
        number(g, "W", p.w());
        number(g, "lateral", p.lateral());
        number(g, "t", p.t());
        number(g, "s", p.s());
        g.writeStringField("limit", p.limit());
        g.writeStringField("pawl", p.pawl());
        g.writeStringField("contact", p.contact());
        g.writeEndObject();
    }

    private static void verdict(JsonGenerator g, Dto.Verdict v) throws IOException {
        g.writeStartObject();
        g.writeBooleanField("assembles", v.assembles());
        g.writeStringField("assemblyReason", v.assemblyReason());
        g.writeFieldName("insertionCriticalMu");
        bracket(g, v.insertionCriticalMu());
        g.writeFieldName("separable");
        bool(g, v.separable());
        number(g, "peakInsertion", v.peakInsertion());
        number(g, "peakRetraction", v.peakRetraction());
        number(g, "ratio", v.ratio());
        g.writeFieldName("lock");
        Dto.Lock l = v.lock();
        if (l == null) {
            g.writeNull();
        } else {
            g.writeStartObject();
            g.writeStringField("cause", l.cause());
            g.writeStringField("terminationCause", l.terminationCause());
            number(g, "s", l.s());
            g.writeStringField("pawl", l.pawl());
            g.writeStringField("contact", l.contact());
            g.writeFieldName("criticalMu");
            bracket(g, l.criticalMu());
            g.writeEndObject();
        }
        g.writeStringField("retention", v.retention());
        g.writeStringField("retentionReason", v.retentionReason());
        g.writeStringField("intent", v.intent());
        g.writeFieldName("meetsIntent");
        bool(g, v.meetsIntent());
        g.writeStringField("intentStatus", v.intentStatus());
        g.writeStringField("intentReason", v.intentReason());
        g.writeEndObject();
    }

    private static void muSweep(JsonGenerator g, Dto.MuSweep m) throws IOException {
        if (m == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        g.writeStringField("range", m.range());
        g.writeFieldName("points");
        g.writeStartArray();
        for (Dto.MuPoint p : m.points()) {
            g.writeStartObject();
            number(g, "mu", p.mu());
            g.writeBooleanField("assembles", p.assembles());
            g.writeStringField("insertionCause", p.insertionCause());
            number(g, "peakInsertion", p.peakInsertion());
            g.writeFieldName("separable");
            bool(g, p.separable());
            g.writeStringField("retractionCause", p.retractionCause());
            number(g, "peakRetraction", p.peakRetraction());
            g.writeStringField("retention", p.retention());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeFieldName("transitions");
        g.writeStartArray();
        for (Dto.MuTransition t : m.transitions()) {
            g.writeStartObject();
            g.writeStringField("verdict", t.verdict());
            g.writeBooleanField("below", t.below());
            g.writeBooleanField("above", t.above());
            g.writeFieldName("criticalMu");
            bracket(g, t.criticalMu());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void bracket(JsonGenerator g, Dto.Bracket b) throws IOException {
        if (b == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        number(g, "lo", b.lo());
        number(g, "hi", b.hi());
        number(g, "decimal", b.decimal());
        g.writeEndObject();
    }

    private static void bool(JsonGenerator g, Boolean b) throws IOException {
        if (b == null) {
            g.writeNull();
        } else {
            g.writeBoolean(b);
        }
    }

    private static void strings(JsonGenerator g, List<String> xs) throws IOException {
        if (xs == null) {
            g.writeNull();
            return;
        }
        g.writeStartArray();
        for (String x : xs) {
            g.writeString(x);
        }
        g.writeEndArray();
    }

    private static void map(JsonGenerator g, Map<String, String> m) throws IOException {
        if (m == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        for (Map.Entry<String, String> e : m.entrySet()) {
            g.writeStringField(e.getKey(), e.getValue());
        }
        g.writeEndObject();
    }

    /**
     * A number text and, beside it, its plain JSON number ({@code key + "Value"}; {@code null} when the text is
     * null or not finite): the {@code …Value} convention of docs/formats/README.md.
     */
    private static void number(JsonGenerator g, String key, String text) throws IOException {
        g.writeStringField(key, text);
        g.writeFieldName(key + "Value");
        value(g, text);
    }

    private static void value(JsonGenerator g, String text) throws IOException {
        OptionalDouble x = text == null ? OptionalDouble.empty() : Texts.value(text);
        if (x.isPresent()) {
            g.writeNumber(x.getAsDouble());
        } else {
            g.writeNull();
        }
    }

    /** A list of number texts and, beside it, the list of their plain numbers. */
    private static void numbers(JsonGenerator g, String key, List<String> xs) throws IOException {
        g.writeFieldName(key);
        strings(g, xs);
        g.writeFieldName(key + "Value");
        if (xs == null) {
            g.writeNull();
            return;
        }
        g.writeStartArray();
        for (String x : xs) {
            value(g, x);
        }
        g.writeEndArray();
    }

    /** A map of number texts and, beside it, the map of their plain numbers. */
    private static void numberMap(JsonGenerator g, String key, Map<String, String> m) throws IOException {
        g.writeFieldName(key);
        map(g, m);
        g.writeFieldName(key + "Value");
        if (m == null) {
            g.writeNull();
            return;
        }
        g.writeStartObject();
        for (Map.Entry<String, String> e : m.entrySet()) {
            g.writeFieldName(e.getKey());
            value(g, e.getValue());
        }
        g.writeEndObject();
    }
}

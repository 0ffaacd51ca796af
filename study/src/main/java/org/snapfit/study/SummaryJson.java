package org.snapfit.study;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import org.snapfit.analysis.Analysis;

/**
 * Writes {@code snapfit-study-summary/1} (docs/formats/study.md, docs/schemas/study-summary.schema.json): stable
 * key order, LF line ends, counts as integers and every other number as a string (exact decimals stay exact).
 * Stateless.
 */
final class SummaryJson {

    /** The format name. */
    static final String FORMAT = "snapfit-study-summary/1";

    private static final JsonFactory FACTORY = new JsonFactory();

    private SummaryJson() {
    }

    static String write(StudySummary s) {
        StringWriter out = new StringWriter(1 << 14);
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.setPrettyPrinter(new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n"))
                    .withArrayIndenter(new DefaultIndenter("  ", "\n")));
            body(g, s);
        } catch (IOException e) {
            throw new UncheckedIOException("writing the summary to memory failed", e);
        }
        return out + "\n";
    }

    private static void body(JsonGenerator g, StudySummary s) throws IOException {
        StudyPlan plan = s.plan();
        StudySpec spec = plan.spec();
        g.writeStartObject();
        g.writeStringField("format", FORMAT);
        g.writeObjectFieldStart("tool");
        g.writeStringField("name", "snapfit");
        g.writeStringField("version", Analysis.version());
        g.writeEndObject();
        g.writeObjectFieldStart("study");
        g.writeStringField("file", spec.file().getFileName().toString());
        g.writeStringField("hash", plan.hash());
        g.writeStringField("mechanism", plan.label());
        g.writeStringField("method", spec.method().text());
        g.writeNumberField("samples", plan.size());
        g.writeStringField("seed", Long.toString(spec.seed()));
        g.writeArrayFieldStart("parameters");
        for (ParameterSpec p : spec.parameters()) {
            g.writeStartObject();
            g.writeStringField("path", p.path());
            g.writeStringField("distribution", p.distribution().text());
            g.writeNumberField("digits", p.digits());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeObjectFieldStart("limits");
        for (String k : spec.limits().keySet().stream().sorted().toList()) {
            g.writeStringField(k, Numbers.text(spec.limits().get(k)));
        }
        g.writeEndObject();
        g.writeEndObject();
        g.writeObjectFieldStart("counts");
        for (Map.Entry<String, Long> e : s.counts().entrySet()) {
            g.writeNumberField(e.getKey(), e.getValue());
        }
        g.writeEndObject();
        g.writeObjectFieldStart("probabilities");
        for (Map.Entry<String, StudySummary.Probability> e : s.probabilities().entrySet()) {
            g.writeFieldName(e.getKey());
            probability(g, e.getValue());
        }
        g.writeEndObject();
        g.writeObjectFieldStart("forces");
        g.writeStringField("unit", "N");
        g.writeStringField("percentileMethod", "nearest-rank");
        for (Map.Entry<String, Map<String, Double>> e : s.percentiles().entrySet()) {
            if (e.getKey().equals("strainAtPeak")) {
                continue;
            }
            g.writeObjectFieldStart(e.getKey());
            for (Map.Entry<String, Double> q : e.getValue().entrySet()) {
                g.writeStringField(q.getKey(), Numbers.text(q.getValue()));
            }
            g.writeEndObject();
        }
        g.writeEndObject();
        g.writeObjectFieldStart("strain");
        g.writeStringField("unit", "1");
        g.writeStringField("percentileMethod", "nearest-rank");
        g.writeObjectFieldStart("strainAtPeak");
        for (Map.Entry<String, Double> q : s.percentiles().get("strainAtPeak").entrySet()) {
            g.writeStringField(q.getKey(), Numbers.text(q.getValue()));
        }
        g.writeEndObject();
        g.writeEndObject();
        g.writeObjectFieldStart("sensitivity");
        g.writeStringField("measure", StudySummary.SENSITIVITY_MEASURE);
        g.writeObjectFieldStart("outputs");
        for (Map.Entry<String, Map<String, Optional<Double>>> e : s.sensitivity().entrySet()) {
            g.writeObjectFieldStart(e.getKey());
            for (Map.Entry<String, Optional<Double>> q : e.getValue().entrySet()) {
                if (q.getValue().isPresent()) {
                    g.writeStringField(q.getKey(), Numbers.text(q.getValue().get()));
                } else {
                    g.writeNullField(q.getKey());
                }
            }
            g.writeEndObject();
        }
        g.writeEndObject();
        g.writeEndObject();
        g.writeArrayFieldStart("lockByFriction");
        for (StudySummary.Bin b : s.lockByFriction()) {
            g.writeStartObject();
            g.writeStringField("from", Numbers.text(b.from()));
            g.writeStringField("to", Numbers.text(b.to()));
            g.writeFieldName("lock");
            probability(g, b.lock());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("worstPeakInsertion");
        for (SampleRow r : s.worst()) {
            g.writeStartObject();
            g.writeNumberField("sample", r.sample());
            g.writeStringField("peakInsertion", Numbers.text(r.peakInsertion().orElseThrow()));
            g.writeObjectFieldStart("values");
            for (int j = 0; j < spec.parameters().size(); j++) {
                g.writeStringField(spec.parameters().get(j).path(), r.values().get(j));
            }
            g.writeEndObject();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeEndObject();
    }

    private static void probability(JsonGenerator g, StudySummary.Probability p) throws IOException {
        g.writeStartObject();
        g.writeNumberField("k", p.k());
        g.writeNumberField("n", p.n());
        g.writeStringField("value", Numbers.text(p.value()));
        g.writeArrayFieldStart("wilson95");
        g.writeString(Numbers.text(p.low()));
        g.writeString(Numbers.text(p.high()));
        g.writeEndArray();
        g.writeEndObject();
    }
}

package org.snapfit.analysis.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.progress.ProgressListener;
import org.snapfit.analysis.engine.AnalyzerOptions;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.engine.Analyzer;
import org.snapfit.analysis.MuRange;
import org.snapfit.analysis.engine.Synthetic;

class ReportJsonTest {

    static final ObjectMapper MAPPER = new ObjectMapper();

    static AnalysisReport report(Rational mu0, Rational insLock, Rational retLock, boolean sweep) {
        AnalyzerOptions o = AnalyzerOptions.defaults().withBisectionSteps(8);
        if (sweep) {
            o = o.withMuValues(MuRange.parse("0.1:0.5:0.1").values());
        }
        return Analyzer.analyze(Synthetic.view("synthetic <hook> & ramp"), "0.5",
                Synthetic.engine(mu0, insLock, retLock), o, ProgressListener.NONE);
    }

    static JsonSchema schema() throws IOException {
        // docs/schemas/report.schema.json at the repository root (cli's parent folder)
        Path p = Path.of("..", "docs", "schemas", "report.schema.json");
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(Files.readString(p));
    }

    @Test
    void write_sameReport_byteIdentical() {
        AnalysisReport r = report(Rational.of(1, 2), Rational.of(9, 10), Rational.of(3, 10), true);
        AnalysisReport again = report(Rational.of(1, 2), Rational.of(9, 10), Rational.of(3, 10), true);
        // determinism: two independent analyses of the same input give the same bytes
        assertThat(ReportJson.write(r, "1.0", Optional.empty())).isEqualTo(ReportJson.write(again, "1.0",
                Optional.empty()));
    }

    @Test
    void write_streamedText_equalsDataBindingOfTheSameDtos() throws IOException {
        // oracle: Jackson data binding of the annotated DTOs with the same pretty printer (how the report was written
        // before the streaming writer); covers locks with critical-μ brackets, a μ sweep and nulls
        com.fasterxml.jackson.databind.ObjectWriter binding = new ObjectMapper().writer(
                new com.fasterxml.jackson.core.util.DefaultPrettyPrinter()
                        .withObjectIndenter(new com.fasterxml.jackson.core.util.DefaultIndenter("  ", "\n"))
                        .withArrayIndenter(new com.fasterxml.jackson.core.util.DefaultIndenter("  ", "\n")));
        List<AnalysisReport> reports = List.of(
                report(Rational.of(1, 2), Rational.of(9, 10), Rational.of(3, 10), true),
                report(Rational.of(1, 10), Rational.of(9, 10), Rational.of(8, 10), false),
                report(Rational.of(1, 2), Rational.of(3, 10), Rational.of(2, 10), true));
        for (AnalysisReport r : reports) {
            Optional<String> range = r.muSweep().isPresent() ? Optional.of(MuRange.parse("0.1:0.5:0.1").text())
                    : Optional.empty();
            // the DTOs hold the texts; the streamed document adds the plain numbers beside them (…Value), checked
            // against their texts in write_everyValue_isItsTextAsNumber
            JsonNode streamed = MAPPER.readTree(ReportJson.write(r, "1.0", range));
            withoutValues(streamed);
            assertThat(binding.writeValueAsString(streamed) + "\n")
                    .isEqualTo(binding.writeValueAsString(ReportJson.document(r, "1.0", range)) + "\n");
        }
    }

    @Test
    void write_keysInDocumentedOrder_numbersAsStrings() throws IOException {
        AnalysisReport r = report(Rational.of(1, 10), Rational.of(9, 10), Rational.of(8, 10), false);
        JsonNode doc = MAPPER.readTree(ReportJson.write(r, "1.0", Optional.empty()));
        assertThat(names(doc)).containsExactly("format", "tool", "mechanism", "settings", "runs", "verdict", "muSweep",
                "warnings", "assumptions");
        assertThat(doc.get("format").asText()).isEqualTo("snapfit-report/1");
        JsonNode sample = doc.get("runs").get(0).get("force").get("samples").get(3);
        // docs/formats/report.md: {s, t, W, lateral, theta{pawl}} first
        assertThat(names(sample)).containsExactly("s", "sValue", "t", "tValue", "W", "WValue", "lateral",
                "lateralValue", "theta", "thetaValue", "pawlW", "pawlWValue", "limit");
        // Synthetic: sample k = 3 is s = 3/2 with θ = 0.1·(1.5 − 1) = 0.05 and W = (1 + 0.1)·0.05·10 = 0.55
        assertThat(sample.get("s").asText()).isEqualTo("3/2");
        assertThat(sample.get("theta").get("hook").isTextual()).isTrue();
        assertThat(Double.parseDouble(sample.get("W").asText())).isEqualTo(1.1 * 0.05 * 10);
        JsonNode ev = doc.get("runs").get(0).get("pawls").get(0).get("events").get(0);
        assertThat(names(ev)).containsExactly("seq", "kind", "paperEvent", "pawl", "t", "s", "sValue", "thetaBefore",
                "thetaBeforeValue", "thetaAfter", "thetaAfterValue", "contactBefore", "contactAfter");
        assertThat(ev.get("t").get("exact").get("polynomial").toString()).isEqualTo("[\"-1\",\"1\"]");
        assertThat(ev.get("contactBefore").isNull()).isTrue();
        JsonNode verdict = doc.get("verdict");
        assertThat(names(verdict)).containsExactly("assembles", "assemblyReason", "insertionCriticalMu", "separable",
                "peakInsertion", "peakInsertionValue", "peakRetraction", "peakRetractionValue", "ratio", "ratioValue",
                "lock", "retention", "retentionReason", "intent", "meetsIntent", "intentStatus", "intentReason");
        assertThat(verdict.get("peakInsertionValue").doubleValue()).isEqualTo(2.2);
        assertThat(verdict.get("intent").isNull()).isTrue();
        assertThat(verdict.get("retention").asText()).isEqualTo("releases");
        assertThat(verdict.get("separable").asBoolean()).isTrue();
        assertThat(verdict.get("peakInsertion").asText()).isEqualTo("2.2");
    }

    @Test
    void write_lockedAndStuck_infinityTextAndBracket() throws IOException {
        JsonNode stuck = MAPPER.readTree(ReportJson.write(report(Rational.of(1, 2), Rational.of(2, 5),
                Rational.of(1, 5), false), "1.0", Optional.empty()));
        // Synthetic stuck insertion: W → +∞ as a left limit at s = 2
        JsonNode peak = stuck.get("runs").get(0).get("force").get("peak");
        assertThat(peak.get("W").asText()).isEqualTo("+Infinity");
        assertThat(peak.get("limit").asText()).isEqualTo("left");
        assertThat(stuck.get("verdict").get("separable").isNull()).isTrue();
        JsonNode locked = MAPPER.readTree(ReportJson.write(report(Rational.of(1, 2), Rational.of(9, 10),
                Rational.of(3, 10), false), "1.0", Optional.empty()));
        JsonNode lock = locked.get("verdict").get("lock");
        assertThat(lock.get("cause").asText()).isEqualTo("stick");
        Rational lo = Rational.parse(lock.get("criticalMu").get("lo").asText());
        Rational hi = Rational.parse(lock.get("criticalMu").get("hi").asText());
        // the bracket holds the synthetic threshold 3/10
        assertThat(lo.compareTo(Rational.of(3, 10))).isLessThan(0);
        assertThat(hi.compareTo(Rational.of(3, 10))).isGreaterThanOrEqualTo(0);
    }

    @Test
    void write_everyVariant_validatesAgainstSchema() throws IOException {
        JsonSchema schema = schema();
        List<String> docs = List.of(
                ReportJson.write(report(Rational.of(1, 10), Rational.of(9, 10), Rational.of(8, 10), false), "1.0",
                        Optional.empty()),
                ReportJson.write(report(Rational.of(1, 2), Rational.of(9, 10), Rational.of(3, 10), true), "1.0",
                        Optional.of(MuRange.parse("0.1:0.5:0.1").text())),
                ReportJson.write(report(Rational.of(1, 2), Rational.of(2, 5), Rational.of(1, 5), false), "1.0",
                        Optional.empty()));
        for (String d : docs) {
            Set<ValidationMessage> errors = schema.validate(MAPPER.readTree(d));
            assertThat(errors).as(d.substring(0, 200)).isEmpty();
        }
    }

    @Test
    void write_everyValue_isItsTextAsNumber() throws IOException {
        // docs/formats/README.md: beside every number text K stands KValue, the nearest double (null when the text is
        // not finite); checked on every member of the three variants, infinities and brackets included
        for (AnalysisReport r : List.of(report(Rational.of(1, 10), Rational.of(9, 10), Rational.of(8, 10), false),
                report(Rational.of(1, 2), Rational.of(9, 10), Rational.of(3, 10), true),
                report(Rational.of(1, 2), Rational.of(2, 5), Rational.of(1, 5), false))) {
            JsonNode doc = MAPPER.readTree(ReportJson.write(r, "1.0", Optional.of("0.1:0.5:0.1")));
            int[] checked = {0};
            checkValues(doc, checked);
            assertThat(checked[0]).isGreaterThan(50);
        }
    }

    private static void checkValues(JsonNode n, int[] checked) {
        if (n.isArray()) {
            n.forEach(x -> checkValues(x, checked));
            return;
        }
        if (!n.isObject()) {
            return;
        }
        for (Iterator<String> it = n.fieldNames(); it.hasNext();) {
            String k = it.next();
            if (k.endsWith("Value")) {
                JsonNode text = n.get(k.substring(0, k.length() - "Value".length()));
                assertThat(text).as(k + " stands beside its text").isNotNull();
                sameValue(text, n.get(k), k);
                checked[0]++;
            } else {
                checkValues(n.get(k), checked);
            }
        }
    }

    private static void sameValue(JsonNode text, JsonNode value, String key) {
        if (text.isArray() || text.isObject()) {
            assertThat(value.size()).as(key).isEqualTo(text.size());
            if (text.isArray()) {
                for (int i = 0; i < text.size(); i++) {
                    sameValue(text.get(i), value.get(i), key + "[" + i + "]");
                }
            } else {
                text.fieldNames().forEachRemaining(f -> sameValue(text.get(f), value.get(f), key + "." + f));
            }
            return;
        }
        if (text.isNull()) {
            assertThat(value.isNull()).as(key).isTrue();
            return;
        }
        String t = text.asText();
        double x = t.contains("/") ? Rational.parse(t).doubleValue() : Double.parseDouble(t);
        if (Double.isFinite(x)) {
            assertThat(value.isNumber()).as(key + " = " + t).isTrue();
            assertThat(value.doubleValue()).as(key + " = " + t).isEqualTo(x);
        } else {
            assertThat(value.isNull()).as(key + " = " + t).isTrue();
        }
    }

    static void withoutValues(JsonNode n) {
        if (n.isObject()) {
            List<String> drop = new ArrayList<>();
            n.fieldNames().forEachRemaining(f -> {
                if (f.endsWith("Value")) {
                    drop.add(f);
                }
            });
            ((com.fasterxml.jackson.databind.node.ObjectNode) n).remove(drop);
        }
        n.forEach(ReportJsonTest::withoutValues);
    }

    @Test
    void schema_rejectsNumberWhereStringRequired() throws IOException {
        // the schema must be able to fail: a JSON number for W breaks "exact numbers as strings"
        String d = ReportJson.write(report(Rational.of(1, 10), Rational.of(9, 10), Rational.of(8, 10), false), "1.0",
                Optional.empty());
        JsonNode doc = MAPPER.readTree(d);
        ((com.fasterxml.jackson.databind.node.ObjectNode) doc.get("verdict")).put("peakInsertion", 2.2);
        assertThat(schema().validate(doc)).isNotEmpty();
    }

    static List<String> names(JsonNode n) {
        List<String> out = new ArrayList<>();
        for (Iterator<String> it = n.fieldNames(); it.hasNext();) {
            out.add(it.next());
        }
        return out;
    }
}

package org.snapfit.study;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.text.StringEscapeUtils;
import org.snapfit.analysis.plot.Plots;

/** Writes a finished study's summary.json, charts and page. Stateless. */
final class StudyFiles {

    /** The summary file. */
    static final String SUMMARY = "summary.json";
    /** The histogram of the peak push. */
    static final String PEAK_SVG = "peak-insertion.svg";
    /** The lock probability against μ. */
    static final String LOCK_SVG = "lock-vs-mu.svg";
    /** The page. */
    static final String HTML = "study.html";

    private StudyFiles() {
    }

    static void write(Path dir, StudySummary s, List<SampleRow> rows) throws IOException {
        double[] peaks = rows.stream().filter(SampleRow::ok).map(SampleRow::peakInsertion).flatMap(Optional::stream)
                .mapToDouble(Double::doubleValue).toArray();
        String peak = Plots.histogram("Peak insertion force of " + s.counts().get("analysed") + " samples",
                "peak insertion force W (N)", peaks, "study-peak-");
        String lock = lockChart(s.lockByFriction());
        write(dir.resolve(SUMMARY), SummaryJson.write(s));
        write(dir.resolve(PEAK_SVG), peak);
        write(dir.resolve(LOCK_SVG), lock);
        write(dir.resolve(HTML), html(s, peak, lock));
    }

    /** The lock probability per friction bin (at the bin's middle) with its 95 % interval. */
    static String lockChart(List<StudySummary.Bin> bins) {
        int n = bins.size();
        double[] mu = new double[n];
        double[] p = new double[n];
        double[] low = new double[n];
        double[] high = new double[n];
        for (int i = 0; i < n; i++) {
            StudySummary.Bin b = bins.get(i);
            mu[i] = (b.from() + b.to()) / 2;
            p[i] = b.lock().value();
            low[i] = b.lock().low();
            high[i] = b.lock().high();
        }
        return Plots.probabilities("Lock probability against friction (95 % Wilson intervals)", "friction coefficient μ",
                "lock probability", mu, p, low, high, "friction is not a parameter of this study", "study-lock-");
    }

    private static void write(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    private static String esc(String s) {
        return StringEscapeUtils.escapeHtml4(s);
    }

    static String html(StudySummary s, String peakSvg, String lockSvg) {
        StudySpec spec = s.plan().spec();
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>snapfit study: ")
                .append(esc(spec.file().getFileName().toString())).append("</title>\n<style>")
                .append("body{font-family:sans-serif;margin:2em;max-width:70em}table{border-collapse:collapse;"
                        + "margin:0.5em 0 1.5em}td,th{border:1px solid #ccc;padding:0.2em 0.6em;text-align:right}"
                        + "th{background:#f3f3f3}td.l,th.l{text-align:left}")
                .append("</style></head><body>\n");
        b.append("<h1>Design study of ").append(esc(s.plan().label())).append("</h1>\n<p>")
                .append(esc(spec.method().text())).append(", ").append(s.plan().size()).append(" samples, seed ")
                .append(spec.seed()).append("; every sample is an exact analysis of the mechanism with the values"
                        + " below rounded to exact decimals. Rows: <a href=\"samples.csv\">samples.csv</a>, statistics:"
                        + " <a href=\"summary.json\">summary.json</a>.</p>\n");
        b.append("<h2>Parameters</h2>\n<table><tr><th class=\"l\">path</th><th class=\"l\">distribution</th>"
                + "<th>digits</th></tr>\n");
        for (ParameterSpec p : spec.parameters()) {
            b.append("<tr><td class=\"l\">").append(esc(p.path())).append("</td><td class=\"l\">")
                    .append(esc(p.distribution().text())).append("</td><td>").append(p.digits()).append("</td></tr>\n");
        }
        b.append("</table>\n<h2>Outcomes</h2>\n<table><tr><th class=\"l\">probability</th><th>value</th>"
                + "<th>95 % interval</th><th>samples</th></tr>\n");
        for (Map.Entry<String, StudySummary.Probability> e : s.probabilities().entrySet()) {
            StudySummary.Probability p = e.getValue();
            b.append("<tr><td class=\"l\">").append(esc(e.getKey())).append("</td><td>").append(pct(p.value()))
                    .append("</td><td>").append(pct(p.low())).append(" – ").append(pct(p.high())).append("</td><td>")
                    .append(p.k()).append(" / ").append(p.n()).append("</td></tr>\n");
        }
        b.append("</table>\n<p>").append(s.counts().get("failed")).append(" sample(s) could not be analysed (see the"
                + " error column of samples.csv).</p>\n");
        b.append("<h2>Forces (N)</h2>\n<table><tr><th class=\"l\">output</th>");
        List<String> keys = List.of("min", "p1", "p5", "p25", "p50", "p75", "p95", "p99", "max", "mean");
        for (String k : keys) {
            b.append("<th>").append(k).append("</th>");
        }
        b.append("</tr>\n");
        for (Map.Entry<String, Map<String, Double>> e : s.percentiles().entrySet()) {
            b.append("<tr><td class=\"l\">").append(esc(e.getKey())).append("</td>");
            for (String k : keys) {
                Double v = e.getValue().get(k);
                b.append("<td>").append(v == null ? "" : esc(org.snapfit.analysis.report.Texts.num(v))).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</table>\n<h2>Sensitivity (Spearman rank correlation)</h2>\n<table><tr><th class=\"l\">output</th>");
        for (ParameterSpec p : spec.parameters()) {
            b.append("<th>").append(esc(p.path())).append("</th>");
        }
        b.append("</tr>\n");
        for (Map.Entry<String, Map<String, Optional<Double>>> e : s.sensitivity().entrySet()) {
            b.append("<tr><td class=\"l\">").append(esc(e.getKey())).append("</td>");
            for (Optional<Double> v : e.getValue().values()) {
                b.append("<td>").append(v.map(x -> String.format(Locale.ROOT, "%.3f", x)).orElse("–")).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</table>\n<h2>Charts</h2>\n").append(Plots.inline(peakSvg).strip()).append("\n")
                .append(Plots.inline(lockSvg).strip()).append("\n");
        b.append("<h2>Highest peak insertion force</h2>\n<table><tr><th>sample</th><th>W (N)</th>");
        for (ParameterSpec p : spec.parameters()) {
            b.append("<th>").append(esc(p.path())).append("</th>");
        }
        b.append("</tr>\n");
        for (SampleRow r : s.worst()) {
            b.append("<tr><td>").append(r.sample()).append("</td><td>")
                    .append(esc(org.snapfit.analysis.report.Texts.num(r.peakInsertion().orElseThrow()))).append("</td>");
            for (String v : r.values()) {
                b.append("<td>").append(esc(v)).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</table>\n<p>Study hash ").append(esc(s.plan().hash())).append(".</p>\n</body></html>\n");
        return b.toString();
    }

    private static String pct(double p) {
        return Double.isNaN(p) ? "–" : String.format(Locale.ROOT, "%.2f %%", 100 * p);
    }
}

package org.snapfit.analysis.output;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.text.StringSubstitutor;
import org.snapfit.analysis.plot.Charts;
import org.snapfit.analysis.plot.MechanismDrawing;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.Click;
import org.snapfit.analysis.report.MuPoint;
import org.snapfit.analysis.report.MuSweep;
import org.snapfit.analysis.report.MuTransition;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.analysis.report.ReportEvent;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Texts;
import org.snapfit.analysis.report.Verdict;
import org.snapfit.analysis.report.Warning;

import static org.apache.commons.text.StringEscapeUtils.escapeHtml4;

/**
 * {@code report.html}: one self-contained page (summary table with the verdicts first, friction sweep, the charts
 * and the mechanism inline as SVG, the event table, warnings and the model's assumptions). Filled from the
 * template resource {@code report.html} with Apache Commons Text's {@link StringSubstitutor}; every input text is
 * escaped with {@code StringEscapeUtils.escapeHtml4}. Stateless.
 */
public final class ReportHtml {

    private ReportHtml() {
    }

    /**
     * The page.
     *
     * @param r the analysis
     * @param tool the tool name and version for the header
     * @return the HTML document
     * @throws UncheckedIOException if the template resource cannot be read (a packaging bug)
     */
    public static String write(AnalysisReport r, String tool) {
        return write(r, tool, Charts.svg(r, Charts.Kind.FORCE), Charts.svg(r, Charts.Kind.THETA), MechanismDrawing.svg(r));
    }

    /**
     * The page, with the three drawings already rendered (so that the report files and the page share one
     * rendering of each).
     *
     * @param r the analysis
     * @param tool the tool name and version for the header
     * @param forceSvg {@code Charts.svg(r, FORCE)}
     * @param thetaSvg {@code Charts.svg(r, THETA)}
     * @param mechanismSvg {@code MechanismDrawing.svg(r)}
     * @return the HTML document
     * @throws UncheckedIOException if the template resource cannot be read (a packaging bug)
     */
    public static String write(AnalysisReport r, String tool, String forceSvg, String thetaSvg, String mechanismSvg) {
        Map<String, String> v = new HashMap<>();
        v.put("title", escapeHtml4(r.mechanism().name()));
        v.put("source", escapeHtml4(r.mechanism().source()));
        v.put("friction", escapeHtml4(r.mechanism().friction()));
        v.put("velocity", Texts.num(r.mechanism().velocity().x()) + ", " + Texts.num(r.mechanism().velocity().y()));
        v.put("tool", escapeHtml4(tool));
        v.put("summary", summary(r));
        v.put("muSweep", r.muSweep().map(ReportHtml::muSweep).orElse(""));
        v.put("forceSvg", inline(forceSvg));
        v.put("thetaSvg", inline(thetaSvg));
        v.put("mechanismSvg", inline(mechanismSvg));
        v.put("events", events(r));
        v.put("warnings", list(r.warnings().stream().map(w -> "<b>" + escapeHtml4(w.code()) + "</b>: "
                + escapeHtml4(w.message())).toList(), "warnings"));
        v.put("assumptions", list(r.assumptions().stream().map(a -> escapeHtml4(a)).toList(), "assumptions"));
        v.put("digits", Integer.toString(Texts.HUMAN_DIGITS));
        // values are final text: never scanned for further ${...} (a name or an SVG holding "${x}" stays literal,
        // and the 100 kB of inline SVG are not read character by character a second time)
        return new StringSubstitutor(v).setDisableSubstitutionInValues(true).replace(template());
    }

    private static String template() {
        try (InputStream in = ReportHtml.class.getResourceAsStream("report.html")) {
            if (in == null) {
                throw new UncheckedIOException(new IOException("resource report.html is missing from the jar"));
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("reading the report.html template failed", e);
        }
    }

    /** The {@code <svg>} element of an SVG document, without the XML prolog and doctype. */
    static String inline(String svgDocument) {
        int i = svgDocument.indexOf("<svg");
        return i < 0 ? svgDocument : svgDocument.substring(i);
    }

    private static String summary(AnalysisReport r) {
        Verdict v = r.verdict();
        StringBuilder sb = new StringBuilder("<table class=\"summary\">\n");
        row(sb, "Assembles", yesNo(v.assembles()) + " — " + escapeHtml4(v.assemblyReason()));
        v.insertionCriticalMu().ifPresent(b -> row(sb, "Insertion completes for", "μ &lt; "
                + escapeHtml4(TextSummary.mu(b))));
        if (v.separable().isPresent()) {
            boolean sep = v.separable().get();
            String text = sep ? yesNo(true) + " — the retraction completes its travel"
                    : "<span class=\"no\">NO — self-locking</span>" + v.lock().map(l -> escapeHtml4(String.format(
                            Locale.ROOT, " (%s, %s) at retraction s = %s mm, pawl %s%s", l.cause(),
                            Texts.cause(l.terminationCause()), Texts.num(l.s()), l.pawl(),
                            l.contact().map(c -> ", contact " + c).orElse("")))).orElse("");
            row(sb, "Separable", text);
            v.lock().flatMap(l -> l.criticalMu()).ifPresent(b -> row(sb, "Separates for (margin)", "μ &lt; "
                    + escapeHtml4(TextSummary.mu(b))));
        } else {
            row(sb, "Separable", "not tried (the insertion did not complete)");
        }
        row(sb, "Peak insertion force", escapeHtml4(TextSummary.peak(r.insertion().peak())
                + r.insertion().peak().contact().map(c -> ", contact " + c).orElse("")));
        r.retraction().ifPresent(ret -> row(sb, "Peak retraction pull", escapeHtml4(TextSummary.peak(ret.peak()))));
        v.ratio().ifPresent(x -> row(sb, "Insertion / retraction ratio", Texts.num(x)));
        for (RunReport run : r.runs()) {
            String d = run.direction().text();
            row(sb, "Peak lateral force (" + d + ")", escapeHtml4(Texts.num(run.lateralPeak().lateral()) + " N at s = "
                    + Texts.num(run.lateralPeak().s()) + " mm"));
            row(sb, "Work ∫W ds (" + d + ")", Texts.num(run.work()) + " N·mm");
            for (Click c : run.clicks()) {
                row(sb, "Click (" + d + ")", escapeHtml4(String.format(Locale.ROOT,
                        "%s at s = %s mm releases %s N·mm (θ %s → %s rad)", c.pawl(), Texts.num(c.s()),
                        Texts.num(c.energy()), Texts.num(c.thetaBefore()), Texts.num(c.thetaAfter()))));
            }
            for (PawlSummary p : run.pawls()) {
                row(sb, "Max deflection (" + d + ")", escapeHtml4(String.format(Locale.ROOT,
                        "%s: %s rad = %s° at s = %s mm; spring torque %s N·mm", p.name(), Texts.num(p.thetaMax()),
                        Texts.num(p.thetaMaxDegrees()), Texts.num(p.thetaMaxS()), Texts.num(p.peakTorque()))));
            }
        }
        return sb.append("</table>").toString();
    }

    private static String yesNo(boolean b) {
        return b ? "<span class=\"yes\">yes</span>" : "<span class=\"no\">NO</span>";
    }

    private static void row(StringBuilder sb, String head, String html) {
        sb.append("<tr><th>").append(head).append("</th><td>").append(html).append("</td></tr>\n");
    }

    private static String muSweep(MuSweep s) {
        StringBuilder sb = new StringBuilder("<h2>Friction sensitivity</h2>\n<table class=\"musweep\">\n"
                + "<tr><th>μ</th><th>assembles</th><th>peak push (N)</th><th>separable</th>"
                + "<th>peak pull (N)</th><th>insertion end</th><th>retraction end</th></tr>\n");
        for (MuPoint p : s.points()) {
            sb.append("<tr><td class=\"num\">").append(escapeHtml4(p.mu().toDecimalString(6)))
                    .append("</td><td>").append(yesNo(p.assembles()))
                    .append("</td><td class=\"num\">").append(Texts.num(p.peakInsertion()))
                    .append("</td><td>").append(p.separable().map(ReportHtml::yesNo).orElse("–"))
                    .append("</td><td class=\"num\">").append(p.peakRetraction().map(Texts::num).orElse("–"))
                    .append("</td><td>").append(escapeHtml4(p.insertionCause()))
                    .append("</td><td>").append(escapeHtml4(p.retractionCause().orElse("–"))).append("</td></tr>\n");
        }
        sb.append("</table>\n");
        for (MuTransition t : s.transitions()) {
            sb.append("<p>Critical μ: <b>").append(escapeHtml4(t.verdict())).append("</b> changes from ")
                    .append(t.below()).append(" to ").append(t.above()).append(" at μ ≈ ")
                    .append(escapeHtml4(TextSummary.mu(t.at()))).append(".</p>\n");
        }
        return sb.toString();
    }

    private static String events(AnalysisReport r) {
        StringBuilder sb = new StringBuilder("<table class=\"events\">\n<tr><th>run</th><th>#</th><th>event</th>"
                + "<th>paper</th><th>pawl</th><th>t</th><th>s (mm)</th><th>θ before (°)</th><th>θ after (°)</th>"
                + "<th>contact before</th><th>contact after</th></tr>\n");
        for (RunReport run : r.runs()) {
            for (ReportEvent e : run.events()) {
                sb.append("<tr><td>").append(run.direction().text()).append("</td><td class=\"num\">").append(e.seq())
                        .append("</td><td>").append(escapeHtml4(e.kind())).append("</td><td>")
                        .append(escapeHtml4(e.paperEvent())).append("</td><td>").append(escapeHtml4(e.pawl()))
                        .append("</td><td class=\"num\">").append(escapeHtml4(e.t().decimal()))
                        .append("</td><td class=\"num\">").append(Texts.num(e.s()))
                        .append("</td><td class=\"num\">").append(Texts.num(Math.toDegrees(e.thetaBefore())))
                        .append("</td><td class=\"num\">").append(Texts.num(Math.toDegrees(e.thetaAfter())))
                        .append("</td><td>").append(escapeHtml4(e.contactBefore().orElse("–")))
                        .append("</td><td>").append(escapeHtml4(e.contactAfter().orElse("–"))).append("</td></tr>\n");
            }
            sb.append("<tr><td>").append(run.direction().text()).append("</td><td></td><td><b>")
                    .append(escapeHtml4(run.termination().cause())).append("</b></td><td></td><td>")
                    .append(escapeHtml4(run.termination().pawl().orElse(""))).append("</td><td class=\"num\">")
                    .append(escapeHtml4(run.termination().t().decimal())).append("</td><td class=\"num\">")
                    .append(Texts.num(run.termination().s())).append("</td><td colspan=\"4\">")
                    .append(escapeHtml4(run.termination().contact().orElse(""))).append("</td></tr>\n");
        }
        return sb.append("</table>").toString();
    }

    private static String list(List<String> itemsHtml, String cls) {
        if (itemsHtml.isEmpty()) {
            return "<p>None.</p>";
        }
        StringBuilder sb = new StringBuilder("<ul class=\"" + cls + "\">\n");
        itemsHtml.forEach(i -> sb.append("<li>").append(i).append("</li>\n"));
        return sb.append("</ul>").toString();
    }

    static List<String> warningCodes(AnalysisReport r) {
        return r.warnings().stream().map(Warning::code).toList();
    }
}

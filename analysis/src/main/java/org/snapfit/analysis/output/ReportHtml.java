package org.snapfit.analysis.output;

import static org.apache.commons.text.StringEscapeUtils.escapeHtml4;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.text.StringSubstitutor;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.engine.Analyzer;
import org.snapfit.analysis.plot.Charts;
import org.snapfit.analysis.plot.MechanismDrawing;
import org.snapfit.analysis.plot.Plots;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.BeamCheck;
import org.snapfit.analysis.report.Click;
import org.snapfit.analysis.report.IntentCheck;
import org.snapfit.analysis.report.Latch;
import org.snapfit.analysis.report.MechanismView;
import org.snapfit.analysis.report.MuPoint;
import org.snapfit.analysis.report.MuSweep;
import org.snapfit.analysis.report.MuTransition;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.analysis.report.ReportEvent;
import org.snapfit.analysis.report.Retention;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Texts;
import org.snapfit.analysis.report.Verdict;
import org.snapfit.analysis.report.Warning;

/**
 * {@code report.html}: one self-contained page a designer reads top to bottom — the inputs (geometry, units, μ,
 * motion, each pawl's spring or beam and resin, the design intent), the verdict (assembly, retention coloured by the
 * intent), the cantilever check beside the design-guide formula, how each pawl latches, the friction sweep, the
 * charts and the mechanism inline as SVG, the events in plain words, warnings and the model's assumptions. Human
 * texts show decimals; the exact values are in {@code <details>} elements and in {@code report.json}. The page
 * fits a 1280 px wide window (tables wrap long texts, drawings scale down) and has no script and no external
 * resource. Filled from the template resource {@code report.html} with Apache Commons Text's
 * {@link StringSubstitutor}; every input text is escaped with {@code StringEscapeUtils.escapeHtml4}. Stateless.
 */
public final class ReportHtml {

    /** Significant digits of exact values shown as decimals on the page (coordinates, κ). */
    private static final int DIGITS = Texts.HUMAN_DIGITS;

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
        v.put("tool", escapeHtml4(tool));
        v.put("inputs", inputs(r));
        v.put("verdict", verdict(r));
        v.put("beams", beams(r));
        v.put("latches", latches(r));
        v.put("muSweep", r.muSweep().map(s -> muSweep(s, r.verdict().intent())).orElse(""));
        v.put("forceSvg", Plots.inline(forceSvg));
        v.put("thetaSvg", Plots.inline(thetaSvg));
        v.put("mechanismSvg", Plots.inline(mechanismSvg));
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

    // ------------------------------------------------------------------------------------------------ inputs

    private static String inputs(AnalysisReport r) {
        MechanismView m = r.mechanism();
        StringBuilder sb = new StringBuilder("<table class=\"facts\">\n");
        row(sb, "Geometry", "<code>" + escapeHtml4(m.source()) + "</code> (" + escapeHtml4(m.sourceKind()) + ")");
        row(sb, "Units", "mm, N, N·mm, rad (degrees shown beside); input read in " + escapeHtml4(m.units()));
        row(sb, "Friction μ", escapeHtml4(exact(m.friction())));
        double speed = m.velocity().norm();
        row(sb, "Motion", String.format(Locale.ROOT, "along (%s, %s); insertion travel %s mm; retraction %s",
                Texts.num(m.velocity().x() / speed), Texts.num(m.velocity().y() / speed), Texts.num(m.travelMm()),
                r.retractTravel().map(t -> "over " + escapeHtml4(exact(t)) + " mm (requested)")
                        .orElse("back over the insertion's travel")));
        row(sb, "Sample step", escapeHtml4(exact(r.sampleStep())) + " mm (forces sampled at every multiple of it and on"
                + " both sides of every event)");
        row(sb, "Design intent", r.verdict().intent().map(i -> escapeHtml4(i.intent().text()) + " — "
                + (i.intent() == org.snapfit.sweep.model.DesignIntent.PERMANENT
                        ? "a latch that must not come apart" : "it must come apart with a finite pull"))
                .orElse("not given (<code>--intent permanent|releasable</code>): the retention verdict is shown"
                        + " without judging it"));
        for (MechanismView.PawlView p : m.pawls()) {
            row(sb, "Pawl " + escapeHtml4(p.name()), pawl(p));
        }
        return sb.append("</table>").toString();
    }

    private static String pawl(MechanismView.PawlView p) {
        String hinge = "(" + Texts.num(p.hinge().x()) + ", " + Texts.num(p.hinge().y()) + ") mm";
        if (p.beam().isEmpty()) {
            return "spring hinge at " + hinge + ", κ = " + Texts.num(p.stiffness()) + " N·mm/rad"
                    + details("exact", "hinge (" + escapeHtml4(p.hingeExact().get(0)) + ", "
                            + escapeHtml4(p.hingeExact().get(1)) + "), κ = " + escapeHtml4(p.stiffnessExact()));
        }
        MechanismView.BeamView b = p.beam().get();
        String section = "h = " + dec(b.thickness()) + " mm" + b.tipThickness().map(t -> " at the root, tapering to "
                + dec(t) + " mm at the tip").orElse("");
        String material = escapeHtml4(b.material()) + ": E = " + dec(b.modulus()) + " MPa, permissible strain "
                + Texts.num(100 * Rational.parse(b.permissibleStrain()).doubleValue()) + " %"
                + (b.materialSource().isEmpty() ? " (user's values)" : "");
        String model = "pivot " + hinge + " at (1 − γ)·L from the root, κ = γ·K<sub>Θ</sub>·E·I/" + (b.taperFactor() == 1
                ? "L" : "(K·L)") + " = " + Texts.num(p.stiffness()) + " N·mm/rad (γ = " + dec(b.gamma())
                + ", K<sub>Θ</sub> = " + dec(b.stiffnessCoefficient()) + ", I = b·h³/12 = " + dec(b.secondMomentOfArea())
                + " mm⁴" + (b.taperFactor() == 1 ? "" : ", taper factor K = " + Texts.num(b.taperFactor())) + ")";
        String exact = "thickness " + escapeHtml4(b.thickness()) + b.tipThickness().map(t -> " → " + escapeHtml4(t))
                .orElse("") + ", width " + escapeHtml4(b.width()) + ", E " + escapeHtml4(b.modulus()) + ", strain "
                + escapeHtml4(b.permissibleStrain()) + ", pivot (" + escapeHtml4(b.pivot().get(0)) + ", "
                + escapeHtml4(b.pivot().get(1)) + "), κ = " + escapeHtml4(b.stiffness()) + (b.stiffnessExact() ? ""
                : " (rounded to 12 significant digits: L is irrational or the beam tapered)")
                + (b.materialSource().isEmpty() ? "" : "; resin values: " + escapeHtml4(b.materialSource()));
        return "cantilever beam L = " + Texts.num(b.length()) + " mm, " + section + ", b = " + dec(b.width()) + " mm; "
                + material + "<br>pseudo-rigid-body model: " + model + details("exact", exact);
    }

    // ----------------------------------------------------------------------------------------------- verdict

    private static String verdict(AnalysisReport r) {
        Verdict v = r.verdict();
        StringBuilder sb = new StringBuilder("<table class=\"facts\">\n");
        row(sb, "Assembles", chip(v.assembles() ? "good" : "bad", v.assembles() ? "yes" : "no") + " "
                + escapeHtml4(v.assemblyReason()));
        v.insertionCriticalMu().ifPresent(b -> row(sb, "Insertion completes for", "μ &lt; "
                + escapeHtml4(TextSummary.mu(b))));
        if (v.retention().isPresent()) {
            Retention ret = v.retention().get();
            String cls = v.intent().map(ReportHtml::statusClass).orElse(ret == Retention.NOT_SEPARATED ? "warn"
                    : "info");
            row(sb, "Retention", chip(cls, retentionWord(ret)) + " " + escapeHtml4(v.retentionReason().orElseThrow()));
            v.lock().flatMap(l -> l.criticalMu()).ifPresent(b -> row(sb, "Lock margin", "it locks only for μ &gt; "
                    + escapeHtml4(TextSummary.mu(b)) + "; below, the retraction runs its travel"));
        } else {
            row(sb, "Retention", "not tried (the insertion did not complete)");
        }
        v.intent().ifPresent(i -> row(sb, "Design intent", chip(statusClass(i), TextSummary.intentWord(i)) + " "
                + escapeHtml4(i.intent().text()) + ": " + escapeHtml4(i.reason())));
        row(sb, "Peak insertion force", escapeHtml4(TextSummary.peak(r.insertion().peak())
                + r.insertion().peak().contact().map(c -> ", at " + Texts.contact(c)).orElse("")));
        v.peakRetraction().ifPresent(p -> row(sb, "Peak retraction pull", escapeHtml4(TextSummary.peak(
                r.retraction().orElseThrow().peak()))));
        v.ratio().ifPresent(x -> row(sb, "Insertion / retraction ratio", Texts.num(x)));
        for (RunReport run : r.runs()) {
            String d = run.direction().text();
            boolean moved = run.pawls().stream().anyMatch(p -> p.thetaMax() != 0) || run.work() != 0;
            if (!moved) {
                continue;
            }
            row(sb, "Peak lateral force (" + d + ")", escapeHtml4(Texts.num(run.lateralPeak().lateral()) + " N at s = "
                    + Texts.num(run.lateralPeak().s()) + " mm"));
            row(sb, "Work ∫W ds (" + d + ")", Texts.num(run.work()) + " N·mm");
            for (PawlSummary p : run.pawls()) {
                row(sb, "Max deflection (" + d + ")", escapeHtml4(String.format(Locale.ROOT,
                        "%s: %s° (%s rad) at s = %s mm; spring torque %s N·mm", p.name(),
                        Texts.num(p.thetaMaxDegrees()), Texts.num(p.thetaMax()), Texts.num(p.thetaMaxS()),
                        Texts.num(p.peakTorque()))));
            }
        }
        return sb.append("</table>").toString();
    }

    private static String retentionWord(Retention r) {
        return switch (r) {
            case RELEASES -> "releases";
            case LOCKS -> "locks";
            default -> "not separated";
        };
    }

    private static String statusClass(IntentCheck i) {
        return switch (i.status()) {
            case MEETS -> "good";
            case UNDECIDED -> "warn";
            default -> "bad";
        };
    }

    // ------------------------------------------------------------------------------------------------- beams

    private static String beams(AnalysisReport r) {
        if (r.beamChecks().isEmpty()) {
            return "";
        }
        double mu = Rational.parse(r.mechanism().friction()).doubleValue();
        StringBuilder sb = new StringBuilder("<h2>Cantilever check: the calculator's numbers</h2>\n<table class=\"wide\">"
                + "\n<tr><th>pawl</th><th class=\"num\">tip deflection y (mm)</th><th class=\"num\">root strain ε</th>"
                + "<th class=\"num\">permissible</th><th class=\"num\">safety factor</th>"
                + "<th class=\"num\">deflection force P (N)</th><th class=\"num\">lead angle α</th>"
                + "<th class=\"num\">guide W (N)</th><th class=\"num\">exact W (N)</th>"
                + "<th class=\"num\">exact − guide</th></tr>\n");
        for (BeamCheck c : r.beamChecks()) {
            String diff = c.guideMatingForce().filter(g -> g > 0 && Double.isFinite(g) && Double.isFinite(c.exactForce()))
                    .map(g -> Texts.num(100 * (c.exactForce() - g) / g) + " %").orElse("–");
            sb.append("<tr><td>").append(escapeHtml4(c.pawl())).append("</td><td class=\"num\">")
                    .append(Texts.num(c.tipDeflection())).append("</td><td class=\"num\">")
                    .append(c.exceedsPermissibleStrain() ? chip("bad", Texts.num(100 * c.strain()) + " %")
                            : Texts.num(100 * c.strain()) + " %")
                    .append("</td><td class=\"num\">").append(Texts.num(100 * c.permissibleStrain())).append(" %")
                    .append("</td><td class=\"num\">").append(Texts.num(c.safetyFactor()))
                    .append("</td><td class=\"num\">").append(Texts.num(c.deflectionForce()))
                    .append("</td><td class=\"num\">").append(c.leadAngle().map(a -> Texts.num(Math.toDegrees(a)) + "°")
                            .orElse("–"))
                    .append("</td><td class=\"num\">").append(c.guideMatingForce().map(Texts::num).orElse("–"))
                    .append("</td><td class=\"num\">").append(Texts.num(c.exactForce()))
                    .append("</td><td class=\"num\">").append(diff).append("</td></tr>\n");
        }
        sb.append("</table>\n<p class=\"note\">y = γ·L·|sin θ<sub>max</sub>| at the largest deflection of the insertion,"
                + " ε = 3·h·y/(2·K·L²) (1.5·h·y/L² for a constant section), P = b·h²·E·ε/(6·L), and the design guide's"
                + " mating force W = P(μ + tan α)/(1 − μ tan α) with μ = ").append(Texts.num(mu))
                .append(" and the lead angle α of the contact carrying the peak push. The guide treats the beam tip as"
                + " sliding on a fixed ramp with P square to the motion; the exact value follows the pawl's rotation —"
                + " the contact face turns with the pawl and the contact point lies off the beam's axis, which changes"
                + " the lever arm and the face angle — so the two differ by a few percent on a long slender beam and"
                + " more on a short stiff one.</p>\n");
        for (BeamCheck c : r.beamChecks()) {
            if (c.exceedsPermissibleStrain()) {
                sb.append("<p class=\"alert\"><b>Strain too high on ").append(escapeHtml4(c.pawl())).append(":</b> ")
                        .append(Texts.num(100 * c.strain())).append(" % at the root exceeds the permissible ")
                        .append(Texts.num(100 * c.permissibleStrain())).append(" % (safety factor ")
                        .append(Texts.num(c.safetyFactor())).append("): the beam yields or breaks on assembly. Make"
                        + " it longer or thinner, reduce the undercut, or choose a resin that takes more strain.</p>\n");
            }
        }
        return sb.toString();
    }

    // ----------------------------------------------------------------------------------------------- latches

    private static String latches(AnalysisReport r) {
        StringBuilder sb = new StringBuilder("<ul>\n");
        boolean any = false;
        for (RunReport run : r.runs()) {
            if (!run.termination().isComplete()) {
                continue;
            }
            for (Latch l : run.latches()) {
                any = true;
                sb.append("<li><b>").append(run.direction().text()).append(":</b> ")
                        .append(escapeHtml4(Analyzer.latchText(l))).append(latchDetail(l)).append("</li>\n");
            }
            if (run.latches().isEmpty()) {
                for (Click c : run.clicks()) {
                    any = true;
                    sb.append("<li><b>").append(run.direction().text()).append(":</b> ").append(escapeHtml4(
                            String.format(Locale.ROOT, "%s snaps at s = %s mm, releasing %s N·mm", c.pawl(),
                                    Texts.num(c.s()), Texts.num(c.energy())))).append("</li>\n");
                }
            }
        }
        if (!any) {
            return r.insertion().termination().isComplete() ? "<p>No pawl deflects.</p>"
                    : "<p>Not reached: the insertion stops before the pawls latch.</p>";
        }
        return sb.append("</ul>\n<p class=\"note\">A snap returns the pawl instantly and releases the spring energy"
                + " ½κ(θ₁² − θ₂²) as a click; a pull-in returns it gradually along the retention face, its spring pulling"
                + " the parts together (W &lt; 0): the energy returned is −∫W ds, the rest of the spring energy is lost"
                + " to friction.</p>").toString();
    }

    private static String latchDetail(Latch l) {
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "; largest deflection %s° at s = %s mm",
                Texts.num(Math.toDegrees(l.thetaMax())), Texts.num(l.thetaMaxS())));
        l.pullIn().filter(p -> p.toS() > p.fromS()).ifPresent(p -> sb.append(String.format(Locale.ROOT,
                "; pull-in from s = %s to %s mm, strongest at s = %s mm, spring energy %s N·mm", Texts.num(p.fromS()),
                Texts.num(p.toS()), Texts.num(p.minWS()), Texts.num(p.springEnergy()))));
        return escapeHtml4(sb.toString());
    }

    // ------------------------------------------------------------------------------------------------ sweep

    private static String muSweep(MuSweep s, Optional<IntentCheck> intent) {
        StringBuilder sb = new StringBuilder("<h2>Friction sensitivity</h2>\n<table>\n"
                + "<tr><th class=\"num\">μ</th><th>insertion</th><th class=\"num\">peak push (N)</th>"
                + "<th>retention</th><th class=\"num\">peak pull (N)</th></tr>\n");
        for (MuPoint p : s.points()) {
            sb.append("<tr><td class=\"num\">").append(escapeHtml4(p.mu().toDecimalString(DIGITS)))
                    .append("</td><td>").append(p.assembles() ? chip("good", "assembles")
                            : chip("bad", "stops") + " " + escapeHtml4(Texts.cause(p.insertionCause())))
                    .append("</td><td class=\"num\">").append(Texts.num(p.peakInsertion()))
                    .append("</td><td>").append(p.retention().map(ret -> sweepRetention(ret, p, intent)).orElse("–"))
                    .append("</td><td class=\"num\">").append(p.peakRetraction().map(Texts::num).orElse("–"))
                    .append("</td></tr>\n");
        }
        sb.append("</table>\n");
        for (MuTransition t : s.transitions()) {
            sb.append("<p>Critical μ: ").append("assembles".equals(t.verdict())
                    ? (t.below() ? "the insertion stops" : "the insertion completes")
                    : "locks".equals(t.verdict()) ? (t.below() ? "the retraction stops locking" : "the retraction locks")
                    : (t.below() ? "the retraction stops releasing" : "the retraction releases"))
                    .append(" above μ ≈ ").append(escapeHtml4(TextSummary.mu(t.at()))).append(".</p>\n");
        }
        return sb.toString();
    }

    private static String sweepRetention(Retention ret, MuPoint p, Optional<IntentCheck> intent) {
        String cls = intent.map(i -> IntentCheck.of(i.intent(), p.assembles(), Optional.of(ret)))
                .map(ReportHtml::statusClass).orElse(ret == Retention.NOT_SEPARATED ? "warn" : "info");
        String text = switch (ret) {
            case RELEASES -> "releases";
            case LOCKS -> "locks (" + ("stick_friction".equals(p.retractionCause().orElse("")) ? "stick" : "jam") + ")";
            default -> "not separated";
        };
        return chip(cls, text);
    }

    // ----------------------------------------------------------------------------------------------- events

    private static String events(AnalysisReport r) {
        StringBuilder sb = new StringBuilder("<table class=\"wide\">\n<colgroup><col style=\"width:7%\">"
                + "<col style=\"width:4%\"><col style=\"width:17%\"><col style=\"width:7%\"><col style=\"width:8%\">"
                + "<col style=\"width:8%\"><col style=\"width:8%\"><col style=\"width:8%\"><col style=\"width:33%\">"
                + "</colgroup>\n<tr><th>run</th><th class=\"num\">#</th><th>event</th><th>paper</th><th>pawl</th>"
                + "<th class=\"num\">s (mm)</th><th class=\"num\">θ before (°)</th><th class=\"num\">θ after (°)</th>"
                + "<th>contact</th></tr>\n");
        StringBuilder exact = new StringBuilder("<details><summary>Exact event times and contacts</summary>\n"
                + "<table class=\"wide\"><colgroup><col style=\"width:10%\"><col style=\"width:5%\">"
                + "<col style=\"width:25%\"><col style=\"width:60%\"></colgroup>\n<tr><th>run</th><th>#</th>"
                + "<th>t (20 digits)</th><th>contact before → after</th></tr>\n");
        for (RunReport run : r.runs()) {
            String d = run.direction().text();
            for (ReportEvent e : run.events()) {
                Optional<String> contact = e.contactAfter().or(e::contactBefore);
                sb.append("<tr><td>").append(d).append("</td><td class=\"num\">")
                        .append(run.direction() == org.snapfit.analysis.report.RunDirection.RETRACTION ? "R" : "")
                        .append(e.seq()).append("</td><td>").append(escapeHtml4(Texts.event(e.kind())))
                        .append("</td><td>").append(escapeHtml4(e.paperEvent().isEmpty() ? "–" : "(" + e.paperEvent()
                                + ")")).append("</td><td>").append(escapeHtml4(e.pawl()))
                        .append("</td><td class=\"num\">").append(Texts.num(e.s()))
                        .append("</td><td class=\"num\">").append(Texts.num(Math.toDegrees(e.thetaBefore())))
                        .append("</td><td class=\"num\">").append(Texts.num(Math.toDegrees(e.thetaAfter())))
                        .append("</td><td>").append(escapeHtml4(contact.map(Texts::contact).orElse("–")))
                        .append("</td></tr>\n");
                exact.append("<tr><td>").append(d).append("</td><td>").append(e.seq()).append("</td><td>")
                        .append(escapeHtml4(e.t().decimal())).append("</td><td><code>")
                        .append(escapeHtml4(e.contactBefore().orElse("–"))).append("</code> → <code>")
                        .append(escapeHtml4(e.contactAfter().orElse("–"))).append("</code></td></tr>\n");
            }
            sb.append("<tr><td>").append(d).append("</td><td></td><td><b>")
                    .append(escapeHtml4(run.termination().isComplete() ? "end of travel"
                            : Texts.cause(run.termination().cause()))).append("</b></td><td></td><td>")
                    .append(escapeHtml4(run.termination().pawl().orElse(""))).append("</td><td class=\"num\">")
                    .append(Texts.num(run.termination().s())).append("</td><td colspan=\"3\">")
                    .append(escapeHtml4(run.termination().contact().map(Texts::contact).orElse("")))
                    .append("</td></tr>\n");
            exact.append("<tr><td>").append(d).append("</td><td>end</td><td>")
                    .append(escapeHtml4(run.termination().t().decimal())).append("</td><td><code>")
                    .append(escapeHtml4(run.termination().contact().orElse("–"))).append("</code></td></tr>\n");
        }
        sb.append("</table>\n<p class=\"note\">Event names in plain words; the paper column gives Donald &amp; Pai's"
                + " event number (docs/model.md), R numbers the retraction's events.</p>\n");
        return sb.append(exact).append("</table>\n</details>").toString();
    }

    // ---------------------------------------------------------------------------------------------- helpers

    private static void row(StringBuilder sb, String head, String html) {
        sb.append("<tr><th>").append(head).append("</th><td>").append(html).append("</td></tr>\n");
    }

    private static String chip(String cls, String text) {
        return "<span class=\"chip " + cls + "\">" + escapeHtml4(text) + "</span>";
    }

    private static String details(String summary, String html) {
        return " <details><summary>" + escapeHtml4(summary) + "</summary>" + html + "</details>";
    }

    /** An exact value: its text, with the decimal beside a fraction. */
    private static String exact(String text) {
        return text.contains("/") ? text + " = " + dec(text) : text;
    }

    /** An exact value as a rounded decimal. */
    private static String dec(String exact) {
        return TextSummary.dec(exact);
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

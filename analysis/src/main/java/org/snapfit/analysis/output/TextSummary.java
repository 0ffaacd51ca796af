package org.snapfit.analysis.output;

import java.util.Locale;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.Click;
import org.snapfit.analysis.report.MuBracket;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.analysis.report.Peak;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Texts;
import org.snapfit.analysis.report.Verdict;

/** The short plain-text summary printed on standard output. Stateless. */
public final class TextSummary {

    private TextSummary() {
    }

    /**
     * The summary lines.
     *
     * @param r the analysis
     * @return the text, one fact per line, ending with a newline
     */
    public static String write(AnalysisReport r) {
        Verdict v = r.verdict();
        StringBuilder sb = new StringBuilder();
        sb.append("snapfit analyze: ").append(r.mechanism().name()).append(" (μ = ").append(r.mechanism().friction())
                .append(")\n");
        sb.append("  assembles:        ").append(v.assembles() ? "yes" : "NO").append(" — ").append(v.assemblyReason())
                .append('\n');
        v.insertionCriticalMu().ifPresent(b -> sb.append("  insertion completes for μ below ").append(mu(b))
                .append('\n'));
        RunReport ins = r.insertion();
        sb.append("  peak push:        ").append(peak(ins.peak())).append('\n');
        sb.append("  work of insertion: ").append(Texts.num(ins.work())).append(" N·mm\n");
        for (Click c : ins.clicks()) {
            sb.append(String.format(Locale.ROOT, "  click:            %s at s = %s mm, %s N·mm released%n", c.pawl(),
                    Texts.num(c.s()), Texts.num(c.energy())));
        }
        for (PawlSummary p : ins.pawls()) {
            sb.append(String.format(Locale.ROOT, "  max deflection:   %s %s rad (%s°), spring torque %s N·mm%n",
                    p.name(), Texts.num(p.thetaMax()), Texts.num(p.thetaMaxDegrees()), Texts.num(p.peakTorque())));
        }
        if (v.separable().isPresent()) {
            if (v.separable().get()) {
                sb.append("  separable:        yes, peak pull ").append(peak(r.retraction().orElseThrow().peak()))
                        .append('\n');
            } else {
                var l = v.lock().orElseThrow();
                sb.append(String.format(Locale.ROOT, "  separable:        NO — self-locking (%s) at retraction s = %s mm, "
                        + "pawl %s%s%n", l.cause(), Texts.num(l.s()), l.pawl(),
                        l.contact().map(c -> ", contact " + c).orElse("")));
                l.criticalMu().ifPresent(b -> sb.append("  separates for μ below ").append(mu(b)).append('\n'));
            }
            v.ratio().ifPresent(x -> sb.append("  insertion/retraction ratio: ").append(Texts.num(x)).append('\n'));
        }
        r.muSweep().ifPresent(s -> {
            sb.append("  friction sweep:   ").append(s.points().size()).append(" values");
            s.transitions().forEach(t -> sb.append("; ").append(t.verdict()).append(" changes at μ ≈ ")
                    .append(mu(t.at())));
            sb.append('\n');
        });
        sb.append("  warnings:         ").append(r.warnings().size()).append('\n');
        return sb.toString();
    }

    static String peak(Peak p) {
        return String.format(Locale.ROOT, "%s N at s = %s mm%s%s", Texts.num(p.w()), Texts.num(p.s()),
                p.limit() == org.snapfit.analysis.report.Limit.AT ? "" : " (" + p.limit().text() + " limit)",
                p.pawl().map(x -> ", pawl " + x).orElse(""));
    }

    static String mu(MuBracket b) {
        // enough decimals to tell the two ends apart (8 at least, 20 at most): a confirmed stick-threshold bracket
        // is about 1e-10 wide
        int digits = 8;
        while (digits < MAX_BRACKET_DIGITS && b.lo().toDecimalString(digits).equals(b.hi().toDecimalString(digits))) {
            digits++;
        }
        return Texts.num(b.mid()) + " (in [" + b.lo().toDecimalString(digits) + ", " + b.hi().toDecimalString(digits)
                + "])";
    }

    /** The most decimals printed for a critical-μ bracket's ends. */
    private static final int MAX_BRACKET_DIGITS = 20;
}

package org.snapfit.analysis.output;

import java.util.Locale;
import java.util.Set;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.BeamCheck;
import org.snapfit.analysis.report.Click;
import org.snapfit.analysis.report.IntentCheck;
import org.snapfit.analysis.report.Latch;
import org.snapfit.analysis.report.MechanismView;
import org.snapfit.analysis.report.MuBracket;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.analysis.report.Peak;
import org.snapfit.analysis.report.Retention;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Texts;
import org.snapfit.analysis.report.Verdict;
import org.snapfit.analysis.report.Warning;

/** The short plain-text summary printed on standard output. Stateless. */
public final class TextSummary {

    /** Warning codes printed in full in the summary (the others are counted). */
    private static final Set<String> SHOWN = Set.of(Warning.STRAIN_EXCEEDED, Warning.HIGH_FRICTION,
            Warning.NEAR_SELF_LOCKING, Warning.UNBOUNDED_FORCE);

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
        sb.append("snapfit analyze: ").append(r.mechanism().name()).append(" (μ = ").append(mu(r.mechanism()))
                .append(")\n");
        for (MechanismView.PawlView p : r.mechanism().pawls()) {
            p.beam().ifPresent(b -> sb.append(String.format(Locale.ROOT, "  beam %s:%s L = %s mm, h = %s%s mm,"
                    + " b = %s mm, %s (E = %s MPa): κ = %s N·mm/rad at the pivot (%s, %s)%n", p.name(),
                    pad(p.name()), Texts.num(b.length()), dec(b.thickness()),
                    b.tipThickness().map(t -> "→" + dec(t)).orElse(""), dec(b.width()), b.material(), dec(b.modulus()),
                    Texts.num(p.stiffness()), Texts.num(p.hinge().x()), Texts.num(p.hinge().y()))));
        }
        sb.append("  assembles:        ").append(v.assembles() ? "yes — the insertion completes its travel (s = "
                + Texts.num(r.insertion().termination().s()) + " mm)" : "NO — " + v.assemblyReason()).append('\n');
        v.insertionCriticalMu().ifPresent(b -> sb.append("  insertion completes for μ below ").append(mu(b))
                .append('\n'));
        RunReport ins = r.insertion();
        sb.append("  peak push:        ").append(peak(ins.peak())).append('\n');
        sb.append("  work of insertion: ").append(Texts.num(ins.work())).append(" N·mm\n");
        if (ins.latches().isEmpty()) {
            for (Click c : ins.clicks()) {
                sb.append(String.format(Locale.ROOT, "  click:            %s at s = %s mm, %s N·mm released%n",
                        c.pawl(), Texts.num(c.s()), Texts.num(c.energy())));
            }
        }
        if (ins.termination().isComplete()) {
            for (Latch l : ins.latches()) {
                sb.append("  latch:            ").append(latch(l)).append('\n');
            }
        }
        for (PawlSummary p : ins.pawls()) {
            sb.append(String.format(Locale.ROOT, "  max deflection:   %s %s rad (%s°), spring torque %s N·mm%n",
                    p.name(), Texts.num(p.thetaMax()), Texts.num(p.thetaMaxDegrees()), Texts.num(p.peakTorque())));
        }
        for (BeamCheck c : r.beamChecks()) {
            sb.append(String.format(Locale.ROOT, "  strain %s:%s %s %% at the root (permissible %s %%, safety factor"
                    + " %s)%s; tip deflection %s mm%n", c.pawl(), pad(c.pawl()), Texts.num(100 * c.strain()),
                    Texts.num(100 * c.permissibleStrain()), Texts.num(c.safetyFactor()),
                    c.exceedsPermissibleStrain() ? " — EXCEEDS the permissible strain" : "",
                    Texts.num(c.tipDeflection())));
            sb.append(String.format(Locale.ROOT, "  design guide %s:%s P = %s N%s; exact %s N%n", c.pawl(),
                    pad(c.pawl()), Texts.num(c.deflectionForce()),
                    c.guideMatingForce().map(w -> String.format(Locale.ROOT, ", W = P(μ + tan α)/(1 − μ tan α) = %s N"
                            + " (α = %s°)", Texts.num(w), Texts.num(Math.toDegrees(c.leadAngle().orElseThrow()))))
                            .orElse(" (no contact at the peak: no lead angle)"), Texts.num(c.exactForce())));
        }
        v.retention().ifPresent(ret -> {
            sb.append("  retention:        ").append(v.retentionReason().orElseThrow()).append('\n');
            if (ret == Retention.LOCKS) {
                v.lock().flatMap(l -> l.criticalMu()).ifPresent(b -> sb.append("  lock margin:      it locks only for"
                        + " μ above ").append(mu(b)).append("; below, the retraction runs its travel\n"));
            }
            v.ratio().ifPresent(x -> sb.append("  insertion/retraction ratio: ").append(Texts.num(x)).append('\n'));
        });
        v.intent().ifPresent(i -> sb.append("  intent:           ").append(i.intent().text()).append(" — ")
                .append(intentWord(i)).append(": ").append(i.reason()).append('\n'));
        r.muSweep().ifPresent(s -> {
            sb.append("  friction sweep:   ").append(s.points().size()).append(" values");
            s.transitions().forEach(t -> sb.append("; ").append("assembles".equals(t.verdict()) ? "assembly"
                    : "locks".equals(t.verdict()) ? "lock" : "release").append(" changes at μ ≈ ").append(mu(t.at())));
            sb.append('\n');
        });
        for (Warning w : r.warnings()) {
            if (SHOWN.contains(w.code())) {
                sb.append("  WARNING (").append(w.code()).append("): ").append(w.message()).append('\n');
            }
        }
        sb.append("  warnings:         ").append(r.warnings().size()).append('\n');
        return sb.toString();
    }

    /** The words of an intent check's status. */
    static String intentWord(IntentCheck i) {
        return switch (i.status()) {
            case MEETS -> "meets it";
            case UNDECIDED -> "not decided";
            default -> "DOES NOT meet it";
        };
    }

    /** A latch's sentence without the leading pawl name repeated by the caller. */
    static String latch(Latch l) {
        return org.snapfit.analysis.engine.Analyzer.latchText(l);
    }

    private static String pad(String name) {
        int n = Math.max(1, 9 - name.length());
        return " ".repeat(n);
    }

    /** An exact value as a rounded decimal. */
    static String dec(String exact) {
        return Texts.num(org.snapfit.algebra.number.Rational.parse(exact).doubleValue());
    }

    /** μ of a mechanism: the exact text, with a decimal when it is a fraction. */
    static String mu(MechanismView m) {
        return m.friction().contains("/") ? m.friction() + " = " + dec(m.friction()) : m.friction();
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

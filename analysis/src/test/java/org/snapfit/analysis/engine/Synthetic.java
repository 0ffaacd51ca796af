package org.snapfit.analysis.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.Vec2;
import org.snapfit.analysis.report.ExactTime;
import org.snapfit.analysis.report.ForceSample;
import org.snapfit.analysis.report.Limit;
import org.snapfit.analysis.report.MechanismView;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.analysis.report.Peak;
import org.snapfit.analysis.report.ReportEvent;
import org.snapfit.analysis.report.RunDirection;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Termination;

/**
 * Synthetic runs with closed-form values, for testing the report pipeline without the simulation.
 *
 * <p>The model: one pawl "hook" (κ = 2 N·mm/rad) meets a ramp at s = 1, its angle rises linearly θ(s) = 0.1 (s − 1)
 * to θ = 0.2 at s = 3 where it snaps to rest; travel 4 mm at speed 1 (t = s). The push is W(s) = (1 + μ)·θ(s)·10
 * on the ramp and 0 elsewhere, lateral = −W/2. The insertion sticks (terminates at s = 2, W → +∞) when μ ≥
 * {@code insertionLockMu}; the retraction pulls W = μ·θ·10 over the same shape backwards and sticks at s = 1.5 when
 * μ ≥ {@code retractionLockMu}. Every expected value in the tests follows from these formulas.
 */
public final class Synthetic {

    /** κ of the synthetic pawl, N·mm/rad. */
    public static final double KAPPA = 2;

    private Synthetic() {
    }

    /** The mechanism view: a 4 mm long bar hinged at its left end, a triangular ramp, velocity (1, 0). */
    public static MechanismView view(String name) {
        return new MechanismView(name, "synthetic.json", "1/4", new Vec2(1, 0), "4",
                List.of(new MechanismView.PawlView("hook", new Vec2(0, 1), KAPPA,
                        List.of(List.of(new Vec2(0, 1), new Vec2(4, 1), new Vec2(4, 1.2), new Vec2(0, 1.2))))),
                List.of(new MechanismView.BodyView("ramp",
                        List.of(List.of(new Vec2(5, 0), new Vec2(7, 0), new Vec2(7, 1.1))))),
                List.of(), List.of());
    }

    static double theta(double s) {
        return s <= 1 || s >= 3 ? 0 : 0.1 * (s - 1);
    }

    /** An engine following the model above. */
    public static RunEngine engine(Rational mu0, Rational insertionLockMu, Rational retractionLockMu) {
        return new RunEngine() {
            @Override
            public Rational friction() {
                return mu0;
            }

            @Override
            public RunOutcome run(Rational mu) {
                double m = mu.doubleValue();
                boolean insSticks = mu.compareTo(insertionLockMu) >= 0;
                RunReport ins = insSticks ? stuckInsertion(m) : insertion(m);
                if (insSticks) {
                    return new RunOutcome(ins, Optional.empty());
                }
                return new RunOutcome(ins, Optional.of(retraction(m, mu.compareTo(retractionLockMu) >= 0)));
            }
        };
    }

    static ExactTime t(String v) {
        return ExactTime.ofRational(v, Double.toString(Rational.parse(v).doubleValue()));
    }

    static ForceSample sample(String s, double sv, double th, double w, Limit limit) {
        return new ForceSample(s, sv, sv, w, -w / 2, Map.of("hook", th), Map.of("hook", w), limit);
    }

    /** The complete insertion at friction m: contact at 1, snap at 3, end at 4; samples every 0.5. */
    public static RunReport insertion(double m) {
        List<ForceSample> samples = new ArrayList<>();
        for (int k = 0; k <= 8; k++) {
            double s = k * 0.5;
            if (k == 6) {
                samples.add(sample("3", 3, 0.2, (1 + m) * 2, Limit.LEFT));
                samples.add(sample("3", 3, 0, 0, Limit.RIGHT));
                continue;
            }
            samples.add(sample(Rational.of(k, 2).toString(), s, theta(s), (1 + m) * theta(s) * 10, Limit.AT));
        }
        List<ReportEvent> events = List.of(
                new ReportEvent(1, "translational_collision", "i", "hook", t("1"), 1, 0, 0, Optional.empty(),
                        Optional.of("B: pawl vertex (4,1) on obstacle edge (5,0)->(7,1.1)")),
                new ReportEvent(2, "snap_free_from_vertex", "vi", "hook", t("3"), 3, 0.2, 0,
                        Optional.of("B: pawl vertex (4,1) on obstacle edge (5,0)->(7,1.1)"), Optional.empty()));
        double peakW = (1 + m) * 2;
        return new RunReport(RunDirection.INSERTION,
                new Termination(Termination.COMPLETE, t("4"), 4, Optional.empty(), Optional.empty()),
                List.of(new PawlSummary("hook", KAPPA, 0.2, 3)), events, samples,
                new Peak(peakW, -peakW / 2, 3, 3, Limit.LEFT, Optional.of("hook"), Optional.of("B: tip on ramp")),
                new Peak(peakW, -peakW / 2, 3, 3, Limit.LEFT, Optional.of("hook"), Optional.empty()),
                (1 + m) * 2, List.of());
    }

    /** The insertion that sticks at s = 2 with W → +∞. */
    public static RunReport stuckInsertion(double m) {
        List<ForceSample> samples = List.of(sample("0", 0, 0, 0, Limit.AT), sample("1", 1, 0, 0, Limit.AT),
                sample("1.5", 1.5, 0.05, (1 + m) * 0.5, Limit.AT),
                sample("2", 2, 0.1, Double.POSITIVE_INFINITY, Limit.LEFT));
        List<ReportEvent> events = List.of(
                new ReportEvent(1, "translational_collision", "i", "hook", t("1"), 1, 0, 0, Optional.empty(),
                        Optional.of("B: tip on ramp")),
                new ReportEvent(2, "sticking", "vii", "hook", t("2"), 2, 0.1, 0.1, Optional.of("B: tip on ramp"),
                        Optional.of("B: tip on ramp")));
        return new RunReport(RunDirection.INSERTION,
                new Termination(Termination.STICK, t("2"), 2, Optional.of("hook"), Optional.of("B: tip on ramp")),
                List.of(new PawlSummary("hook", KAPPA, 0.1, 2)), events, samples,
                new Peak(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2, 2, Limit.LEFT, Optional.of("hook"),
                        Optional.of("B: tip on ramp")),
                new Peak(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2, 2, Limit.LEFT, Optional.of("hook"),
                        Optional.empty()),
                Double.POSITIVE_INFINITY, List.of());
    }

    /** The retraction from the end (s = 4 → 0), pulling W = m θ 10, sticking at s = 1.5 when {@code sticks}. */
    public static RunReport retraction(double m, boolean sticks) {
        List<ForceSample> samples = new ArrayList<>();
        double end = sticks ? 1.5 : 4;
        for (int k = 0; k * 0.5 <= end; k++) {
            double s = k * 0.5;
            double th = theta(4 - s);
            samples.add(sample(Rational.of(k, 2).toString(), s, th, m * th * 10, Limit.AT));
        }
        List<ReportEvent> events = new ArrayList<>();
        events.add(new ReportEvent(1, "translational_collision", "i", "hook", t("1"), 1, 0, 0, Optional.empty(),
                Optional.of("B: tip on back face")));
        if (sticks) {
            events.add(new ReportEvent(2, "sticking", "vii", "hook", t("3/2"), 1.5, 0.15, 0.15,
                    Optional.of("B: tip on back face"), Optional.of("B: tip on back face")));
        }
        double peak = 2 * m; // right limit at s = 1: θ(4 − s) → 0.2

        return new RunReport(RunDirection.RETRACTION,
                new Termination(sticks ? Termination.STICK : Termination.COMPLETE, t(sticks ? "3/2" : "4"), end,
                        sticks ? Optional.of("hook") : Optional.empty(),
                        sticks ? Optional.of("B: tip on back face") : Optional.empty()),
                List.of(new PawlSummary("hook", KAPPA, sticks ? 0.15 : 0.2, sticks ? 1.5 : 2)), events, samples,
                new Peak(peak, -peak / 2, 1, 1, Limit.RIGHT, Optional.of("hook"), Optional.empty()),
                new Peak(peak, -peak / 2, 1, 1, Limit.RIGHT, Optional.of("hook"), Optional.empty()),
                sticks ? 0.375 * m : 2 * m, List.of());
    }
}

package org.snapfit.analysis.json;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.BeamCheck;
import org.snapfit.analysis.report.Click;
import org.snapfit.analysis.report.IntentCheck;
import org.snapfit.analysis.report.Latch;
import org.snapfit.analysis.report.ExactTime;
import org.snapfit.analysis.report.ForceSample;
import org.snapfit.analysis.report.MechanismView;
import org.snapfit.analysis.report.MuBracket;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.analysis.report.Peak;
import org.snapfit.analysis.report.ReportEvent;
import org.snapfit.analysis.report.Retention;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Texts;
import org.snapfit.analysis.report.Verdict;

/**
 * Writes an {@link AnalysisReport} as a {@code snapfit-report/1} JSON document. Stateless and thread-safe; Exact
 * transcription (see the package Semantics): the same report gives byte-identical text.
 */
public final class ReportJson {

    /** The format tag of the document. */
    public static final String FORMAT = "snapfit-report/1";

    /** Significant digits of the decimal shown beside a critical-μ bracket. */
    public static final int BRACKET_DIGITS = 17;

    private ReportJson() {
    }

    /**
     * The document text.
     *
     * @param report the report
     * @param toolVersion the snapfit version written under {@code tool.version}
     * @param muRange the μ range text {@code from:to:step} written under {@code muSweep.range}, if a sweep was run
     * @return the JSON text, ending with a newline
     */
    public static String write(AnalysisReport report, String toolVersion, Optional<String> muRange) {
        return ReportJsonWriter.write(document(report, toolVersion, muRange)) + "\n";
    }

    static Dto.Report document(AnalysisReport r, String toolVersion, Optional<String> muRange) {
        MechanismView m = r.mechanism();
        Dto.Mechanism mech = new Dto.Mechanism(m.name(), m.source(), m.friction(),
                List.of(d(m.velocity().x()), d(m.velocity().y())), m.travel(),
                m.pawls().stream().map(p -> new Dto.MechPawl(p.name(), List.of(d(p.hinge().x()), d(p.hinge().y())),
                        d(p.stiffness()),
                        p.beam().map(b -> beam(b, r.beamChecks().stream().filter(c -> c.pawl().equals(p.name()))
                                .findFirst())).orElse(null))).toList(),
                m.obstacles().stream().map(MechanismView.BodyView::name).toList(), m.sourceKind(), m.units());
        Dto.Settings settings = new Dto.Settings(r.sampleStep(), "mm", "N", "rad", r.retractTravel().orElse(null));
        List<Dto.Run> runs = r.runs().stream().map(ReportJson::run).toList();
        Dto.MuSweep sweep = r.muSweep().map(s -> new Dto.MuSweep(
                muRange.orElse(null),
                s.points().stream().map(p -> new Dto.MuPoint(p.mu().toString(), p.assembles(), p.insertionCause(),
                        d(p.peakInsertion()), p.separable().orElse(null), p.retractionCause().orElse(null),
                        p.peakRetraction().map(ReportJson::d).orElse(null),
                        p.retention().map(Retention::text).orElse(null))).toList(),
                s.transitions().stream().map(t -> new Dto.MuTransition(t.verdict(), t.below(), t.above(),
                        bracket(t.at()))).toList())).orElse(null);
        List<Dto.Warning> warnings = r.warnings().stream().map(w -> new Dto.Warning(w.code(), w.message())).toList();
        return new Dto.Report(FORMAT, new Dto.Tool("snapfit", toolVersion), mech, settings, runs,
                verdict(r.verdict()), sweep, warnings, r.assumptions());
    }

    private static Dto.Run run(RunReport run) {
        var t = run.termination();
        Dto.Termination term = new Dto.Termination(t.cause(), time(t.t()), d(t.s()), t.pawl().orElse(null),
                t.contact().orElse(null));
        List<Dto.RunPawl> pawls = run.pawls().stream().map(p -> pawl(run, p)).toList();
        Dto.Force force = new Dto.Force(peak(run.peak()), peak(run.lateralPeak()), d(run.work()),
                run.clicks().stream().map(ReportJson::click).toList(),
                run.samples().stream().map(ReportJson::sample).toList());
        return new Dto.Run(run.direction().text(), term, pawls, force,
                run.latches().stream().map(ReportJson::latch).toList());
    }

    private static Dto.Latch latch(Latch l) {
        return new Dto.Latch(l.pawl(), d(l.thetaMax()), d(l.thetaMaxS()), l.mode().text(),
                l.restS().map(ReportJson::d).orElse(null), d(l.endTheta()), d(l.clickEnergy()),
                l.snaps().stream().map(ReportJson::click).toList(),
                l.pullIn().map(p -> new Dto.PullIn(d(p.fromS()), d(p.toS()), d(p.thetaFrom()), d(p.minW()),
                        d(p.minWS()), d(p.energyReturned()), d(p.springEnergy()))).orElse(null));
    }

    private static Dto.Click click(Click c) {
        return new Dto.Click(c.pawl(), c.seq(), d(c.s()), d(c.thetaBefore()), d(c.thetaAfter()), d(c.energy()));
    }

    private static Dto.Beam beam(MechanismView.BeamView b, Optional<BeamCheck> check) {
        Optional<BeamCheck> c = check;
        return new Dto.Beam(d(b.length()), b.thickness(), b.tipThickness().orElse(null), b.width(), b.modulus(),
                b.permissibleStrain(), b.material(), b.materialSource(), b.gamma(), b.stiffnessCoefficient(),
                d(b.taperFactor()), b.secondMomentOfArea(), b.pivot(), b.stiffness(), b.stiffnessExact(),
                List.of(d(b.root().x()), d(b.root().y())), List.of(d(b.tip().x()), d(b.tip().y())),
                c.map(x -> d(x.thetaMax())).orElse(null), c.map(x -> d(x.thetaMaxS())).orElse(null),
                c.map(x -> d(x.tipDeflection())).orElse(null), c.map(x -> d(x.strain())).orElse(null),
                c.map(x -> d(x.safetyFactor())).orElse(null), c.map(BeamCheck::exceedsPermissibleStrain).orElse(null),
                c.map(x -> d(x.deflectionForce())).orElse(null),
                c.flatMap(BeamCheck::leadAngle).map(ReportJson::d).orElse(null),
                c.flatMap(BeamCheck::leadAngle).map(a -> d(Math.toDegrees(a))).orElse(null),
                c.flatMap(BeamCheck::guideMatingForce).map(ReportJson::d).orElse(null),
                c.map(x -> d(x.exactForce())).orElse(null));
    }

    private static Dto.RunPawl pawl(RunReport run, PawlSummary p) {
        return new Dto.RunPawl(p.name(), run.eventsOf(p.name()).stream().map(ReportJson::event).toList(),
                d(p.thetaMax()), d(p.thetaMaxDegrees()), d(p.thetaMaxS()), d(p.peakTorque()));
    }

    private static Dto.Event event(ReportEvent e) {
        return new Dto.Event(e.seq(), e.kind(), e.paperEvent(), e.pawl(), time(e.t()), d(e.s()), d(e.thetaBefore()),
                d(e.thetaAfter()), e.contactBefore().orElse(null), e.contactAfter().orElse(null));
    }

    private static Dto.Sample sample(ForceSample s) {
        return new Dto.Sample(s.s(), d(s.t()), d(s.w()), d(s.lateral()), strings(s.theta()), strings(s.pawlW()),
                s.limit().text());
    }

    private static Map<String, String> strings(Map<String, Double> m) {
        Map<String, String> out = new LinkedHashMap<>();
        m.forEach((k, v) -> out.put(k, d(v)));
        return out;
    }

    private static Dto.Peak peak(Peak p) {
        return new Dto.Peak(d(p.w()), d(p.lateral()), d(p.t()), d(p.s()), p.limit().text(), p.pawl().orElse(null),
                p.contact().orElse(null));
    }

    private static Dto.Verdict verdict(Verdict v) {
        Dto.Lock lock = v.lock().map(l -> new Dto.Lock(l.cause(), l.terminationCause(), d(l.s()), l.pawl(),
                l.contact().orElse(null), l.criticalMu().map(ReportJson::bracket).orElse(null))).orElse(null);
        return new Dto.Verdict(v.assembles(), v.assemblyReason(),
                v.insertionCriticalMu().map(ReportJson::bracket).orElse(null), v.separable().orElse(null),
                d(v.peakInsertion()), v.peakRetraction().map(ReportJson::d).orElse(null),
                v.ratio().map(ReportJson::d).orElse(null), lock, v.retention().map(Retention::text).orElse(null),
                v.retentionReason().orElse(null), v.intent().map(i -> i.intent().text()).orElse(null),
                v.intent().map(IntentCheck::meets).orElse(null), v.intent().map(i -> i.status().text()).orElse(null),
                v.intent().map(IntentCheck::reason).orElse(null));
    }

    private static Dto.Bracket bracket(MuBracket b) {
        return new Dto.Bracket(b.lo().toString(), b.hi().toString(),
                b.lo().add(b.hi()).multiply(org.snapfit.algebra.number.Rational.HALF).toDecimalString(BRACKET_DIGITS));
    }

    private static Dto.Time time(ExactTime t) {
        return new Dto.Time(t.decimal(), new Dto.ExactPart(t.polynomial(), t.interval()));
    }

    private static String d(double x) {
        return Texts.exactDouble(x);
    }
}

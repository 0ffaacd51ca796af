package example;

import java.nio.file.Path;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.analysis.AnalysisResult;
import org.snapfit.analysis.report.Verdict;

/** Usage: PeakForce FILE [FRICTION STIFFNESS]; FILE is a mechanism JSON or a DXF drawing. */
public final class PeakForce {

    public static void main(String[] args) {
        AnalysisOptions options = AnalysisOptions.defaults();
        if (args.length == 3) {             // a bare drawing needs μ and κ (N·mm/rad)
            options = options.withFriction(Rational.parse(args[1])).withStiffness(Rational.parse(args[2]));
        }
        AnalysisResult result = Analysis.run(AnalysisRequest.of(Path.of(args[0])).withOptions(options));
        Verdict verdict = result.report().verdict();
        System.out.println("assembles:    " + verdict.assembles() + " (" + verdict.assemblyReason() + ")");
        System.out.println("self-locking: " + verdict.lock().isPresent());
        System.out.println(result.peakInsertionForce());   // peak insertion force, N
    }
}

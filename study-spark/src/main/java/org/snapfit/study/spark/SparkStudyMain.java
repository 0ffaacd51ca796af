package org.snapfit.study.spark;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.study.EngineSettings;
import org.snapfit.study.Study;
import org.snapfit.study.StudyOutcome;
import org.snapfit.study.StudyPlan;

/**
 * The entry point for {@code spark-submit}: {@code spark-submit --class org.snapfit.study.spark.SparkStudyMain
 * snapfit-study-spark.jar STUDY.json --out DIR [--fresh]} runs the study on the cluster that {@code spark-submit}
 * names (its {@code --master}), with the rows, resumption and files of {@code snapfit study}. Exit codes: 0 done,
 * 2 bad input or usage, 3 internal error.
 */
public final class SparkStudyMain {

    private SparkStudyMain() {
    }

    /**
     * Runs a study on Spark.
     *
     * @param args {@code STUDY.json --out DIR [--fresh]}
     */
    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String[] args) {
        Path study = null;
        Path out = null;
        boolean fresh = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--out" -> {
                    if (i + 1 >= args.length) {
                        return usage("--out needs a folder");
                    }
                    out = Path.of(args[++i]);
                }
                case "--fresh" -> fresh = true;
                default -> {
                    if (args[i].startsWith("-") || study != null) {
                        return usage("unexpected argument " + args[i]);
                    }
                    study = Path.of(args[i]);
                }
            }
        }
        if (study == null || out == null) {
            return usage("give the study file and --out DIR");
        }
        try {
            StudyPlan plan = Study.plan(study);
            StudyOutcome o = Study.run(plan, out, new SparkEngine(), new EngineSettings(0, Optional.empty()), fresh,
                    (done, total, rate, eta) -> System.err.printf(Locale.ROOT,
                            "snapfit: study %d/%d samples (%.1f samples/s)%n", done, total, rate),
                    CancellationToken.NONE);
            System.out.printf(Locale.ROOT, "snapfit study: %d samples, lock probability %s; files in %s%n",
                    o.rows().size(), o.summary().probabilities().get("lockProbability").value(), out);
            return 0;
        } catch (IllegalArgumentException e) {
            System.err.println("snapfit: " + e.getMessage());
            return 2;
        } catch (RuntimeException e) {
            System.err.println("snapfit: internal error (this is a bug, please report it): " + e);
            return 3;
        }
    }

    private static int usage(String why) {
        System.err.println("snapfit: " + why);
        System.err.println("usage: spark-submit --class " + SparkStudyMain.class.getName()
                + " snapfit-study-spark.jar STUDY.json --out DIR [--fresh]");
        return 2;
    }
}

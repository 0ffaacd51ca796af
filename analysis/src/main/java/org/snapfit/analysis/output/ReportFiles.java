package org.snapfit.analysis.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.snapfit.analysis.json.ReportJson;
import org.snapfit.analysis.plot.Charts;
import org.snapfit.analysis.plot.MechanismDrawing;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.core.parallel.DaemonPool;

/** Writes every output file of an analysis into a folder. Stateless. */
public final class ReportFiles {

    /** The file names, in the order they are written. */
    public static final List<String> NAMES = List.of("report.json", "force.csv", "force.svg", "force.png",
            "theta.svg", "theta.png", "mechanism.svg", "report.html");

    /** Renders the report's drawings and documents side by side (the heavy ones first). */
    private static final DaemonPool OUTPUT_POOL = new DaemonPool("snapfit-report-output");

    private ReportFiles() {
    }

    /**
     * Writes the files, creating the folder if needed and replacing files of the same names.
     *
     * @param dir the output folder
     * @param r the analysis
     * @param version the snapfit version for {@code tool.version}
     * @param muRange the μ range of the sweep as {@code from:to:step}, if one was run
     * @return the written paths in {@link #NAMES} order
     * @throws IOException if a file cannot be written
     */
    public static List<Path> write(Path dir, AnalysisReport r, String version, Optional<String> muRange)
            throws IOException {
        Files.createDirectories(dir);
        // Each drawing is rendered once (the page inlines the same SVG text), the independent renderings on the
        // output pool; the files are then written in this fixed order, so the output does not depend on timing.
        List<Object> made = OUTPUT_POOL.invokeAll(List.<Callable<Object>>of(
                () -> Charts.png(r, Charts.Kind.FORCE),
                () -> Charts.png(r, Charts.Kind.THETA),
                () -> Charts.svg(r, Charts.Kind.FORCE),
                () -> Charts.svg(r, Charts.Kind.THETA),
                () -> MechanismDrawing.svg(r),
                () -> ReportJson.write(r, version, muRange),
                () -> ForceCsv.write(r)));
        byte[] forcePng = (byte[]) made.get(0);
        byte[] thetaPng = (byte[]) made.get(1);
        String forceSvg = (String) made.get(2);
        String thetaSvg = (String) made.get(3);
        String mechanismSvg = (String) made.get(4);
        List<Path> out = new ArrayList<>();
        out.add(text(dir.resolve("report.json"), (String) made.get(5)));
        out.add(text(dir.resolve("force.csv"), (String) made.get(6)));
        out.add(text(dir.resolve("force.svg"), forceSvg));
        out.add(bytes(dir.resolve("force.png"), forcePng));
        out.add(text(dir.resolve("theta.svg"), thetaSvg));
        out.add(bytes(dir.resolve("theta.png"), thetaPng));
        out.add(text(dir.resolve("mechanism.svg"), mechanismSvg));
        out.add(text(dir.resolve("report.html"), ReportHtml.write(r, "snapfit " + version, forceSvg, thetaSvg,
                mechanismSvg)));
        return out;
    }

    private static Path text(Path p, String s) throws IOException {
        return Files.writeString(p, s, StandardCharsets.UTF_8);
    }

    private static Path bytes(Path p, byte[] b) throws IOException {
        return Files.write(p, b);
    }
}

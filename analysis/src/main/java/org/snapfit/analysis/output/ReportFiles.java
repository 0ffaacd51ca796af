package org.snapfit.analysis.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.snapfit.analysis.json.ReportJson;
import org.snapfit.analysis.plot.Charts;
import org.snapfit.analysis.plot.MechanismDrawing;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.core.io.AtomicOutput;
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
     * Writes the files, creating the folder if needed and replacing files of the same names, so that a failure never
     * leaves a half-written report in place of a good one: every file is rendered in memory, written into a
     * temporary sibling folder and moved into place only when all are complete ({@link AtomicOutput#writeFolder}: a
     * new folder appears whole, an existing one has each file replaced by an atomic rename; other files in it are
     * left alone). A folder where one of the files should go is refused before anything is written.
     *
     * @param dir the output folder
     * @param r the analysis
     * @param version the snapfit version for {@code tool.version}
     * @param muRange the μ range of the sweep as {@code from:to:step}, if one was run
     * @return the written paths in {@link #NAMES} order
     * @throws IOException if the files cannot be written (the message names the path); the folder's previous files
     *     are then as they were
     */
    public static List<Path> write(Path dir, AnalysisReport r, String version, Optional<String> muRange)
            throws IOException {
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
        String forceSvg = (String) made.get(2);
        String thetaSvg = (String) made.get(3);
        String mechanismSvg = (String) made.get(4);
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("report.json", utf8((String) made.get(5)));
        files.put("force.csv", utf8((String) made.get(6)));
        files.put("force.svg", utf8(forceSvg));
        files.put("force.png", (byte[]) made.get(0));
        files.put("theta.svg", utf8(thetaSvg));
        files.put("theta.png", (byte[]) made.get(1));
        files.put("mechanism.svg", utf8(mechanismSvg));
        files.put("report.html", utf8(ReportHtml.write(r, "snapfit " + version, forceSvg, thetaSvg, mechanismSvg)));
        return AtomicOutput.writeFolder(dir, files);
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}

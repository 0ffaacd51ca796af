package org.snapfit.cli.report.output;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.cli.json.ReportJson;
import org.snapfit.cli.plot.Charts;
import org.snapfit.cli.plot.MechanismDrawing;
import org.snapfit.cli.report.AnalysisReport;
import org.snapfit.cli.report.MuRange;

/** Writes every output file of an analysis into a folder. Stateless. */
public final class ReportFiles {

    /** The file names, in the order they are written. */
    public static final List<String> NAMES = List.of("report.json", "force.csv", "force.svg", "force.png",
            "theta.svg", "theta.png", "mechanism.svg", "report.html");

    private ReportFiles() {
    }

    /**
     * Writes the files, creating the folder if needed and replacing files of the same names.
     *
     * @param dir the output folder
     * @param r the analysis
     * @param version the snapfit version for {@code tool.version}
     * @param muRange the μ range of the sweep, if one was run
     * @return the written paths in {@link #NAMES} order
     * @throws IOException if a file cannot be written
     */
    public static List<Path> write(Path dir, AnalysisReport r, String version, Optional<MuRange> muRange)
            throws IOException {
        Files.createDirectories(dir);
        List<Path> out = new ArrayList<>();
        out.add(text(dir.resolve("report.json"), ReportJson.write(r, version, muRange)));
        out.add(text(dir.resolve("force.csv"), ForceCsv.write(r)));
        out.add(text(dir.resolve("force.svg"), Charts.svg(r, Charts.Kind.FORCE)));
        out.add(bytes(dir.resolve("force.png"), Charts.png(r, Charts.Kind.FORCE)));
        out.add(text(dir.resolve("theta.svg"), Charts.svg(r, Charts.Kind.THETA)));
        out.add(bytes(dir.resolve("theta.png"), Charts.png(r, Charts.Kind.THETA)));
        out.add(text(dir.resolve("mechanism.svg"), MechanismDrawing.svg(r)));
        out.add(text(dir.resolve("report.html"), ReportHtml.write(r, "snapfit " + version)));
        return out;
    }

    private static Path text(Path p, String s) throws IOException {
        return Files.writeString(p, s, StandardCharsets.UTF_8);
    }

    private static Path bytes(Path p, byte[] b) throws IOException {
        return Files.write(p, b);
    }
}

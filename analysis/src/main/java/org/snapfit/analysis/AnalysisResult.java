package org.snapfit.analysis;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.analysis.json.ReportJson;
import org.snapfit.analysis.output.ReportFiles;
import org.snapfit.analysis.output.TextSummary;
import org.snapfit.analysis.report.AnalysisReport;

/**
 * The outcome of an analysis: the {@link AnalysisReport} (verdicts, runs, forces, friction sweep, warnings) with
 * what its documents need besides (the tool version, the μ range text). Immutable and thread-safe; every document
 * is written from the report on demand, the same bytes each time.
 */
public final class AnalysisResult {

    private final AnalysisReport report;
    private final String toolVersion;
    private final Optional<MuRange> muRange;

    /**
     * Wraps a report.
     *
     * @param report the report
     * @param toolVersion the snapfit version written in the documents
     * @param muRange the friction sweep's range, if one was run
     */
    public AnalysisResult(AnalysisReport report, String toolVersion, Optional<MuRange> muRange) {
        this.report = Objects.requireNonNull(report, "report");
        this.toolVersion = Objects.requireNonNull(toolVersion, "toolVersion");
        this.muRange = Objects.requireNonNull(muRange, "muRange");
    }

    /**
     * The report.
     *
     * @return the report
     */
    public AnalysisReport report() {
        return report;
    }

    /**
     * The snapfit version written in the documents ({@code tool.version}).
     *
     * @return the version
     */
    public String toolVersion() {
        return toolVersion;
    }

    /**
     * The friction sweep's range, if one was run.
     *
     * @return the range
     */
    public Optional<MuRange> muRange() {
        return muRange;
    }

    /**
     * The peak insertion force: the largest push W along the insertion (N; {@code +Infinity} at an unbounded
     * one-sided limit). Approximate (double evaluation at an exact configuration).
     *
     * @return W, N
     */
    public double peakInsertionForce() {
        return report.verdict().peakInsertion();
    }

    /**
     * The {@code snapfit-report/1} document ({@code report.json}): stable key order, {@code "\n"} line ends, every
     * number a string; byte-identical for equal reports.
     *
     * @return the JSON text, ending with a newline
     */
    public String toJson() {
        return ReportJson.write(report, toolVersion, muRange.map(MuRange::text));
    }

    /**
     * The short plain-text summary (verdicts, peaks, clicks, deflections), one fact per line.
     *
     * @return the text, ending with a newline
     */
    public String summary() {
        return TextSummary.write(report);
    }

    /**
     * Writes {@code report.json}, {@code force.csv}, {@code force.svg}, {@code force.png}, {@code theta.svg},
     * {@code theta.png}, {@code mechanism.svg} and {@code report.html} into a folder (created if needed; files of
     * these names are replaced, other files are left alone). A failure never leaves a half-written report in place
     * of a good one: the files are written into a temporary sibling folder first and moved into place only when all
     * are complete (a new folder appears whole by one rename; in an existing one each file is replaced by an atomic
     * rename).
     *
     * @param dir the folder
     * @return the written files, in the order above
     * @throws IOException if the folder or a file cannot be written, or a folder stands where one of the files
     *     goes (the message names the path); the previous files are then unchanged
     */
    public List<Path> writeFiles(Path dir) throws IOException {
        return ReportFiles.write(dir, report, toolVersion, muRange.map(MuRange::text));
    }

    /**
     * The names of the files {@link #writeFiles} writes, in order.
     *
     * @return the file names
     */
    public static List<String> fileNames() {
        return ReportFiles.NAMES;
    }
}

package org.snapfit.analysis.output;

import java.util.List;
import org.apache.commons.text.StringEscapeUtils;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.ForceSample;
import org.snapfit.analysis.report.MechanismView;
import org.snapfit.analysis.report.RunDirection;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Texts;

/**
 * {@code force.csv}: one row per force sample of every run. Columns: {@code direction, s_mm, position_mm, t,
 * limit, W_N, lateral_N}, then {@code theta_<pawl>_rad} and {@code W_<pawl>_N} per pawl. {@code position_mm} is the
 * position along the insertion travel (retraction rows: insertion end − s). Stateless.
 */
public final class ForceCsv {

    private ForceCsv() {
    }

    /**
     * The CSV text (RFC 4180 quoting, {@code "\n"} line ends).
     *
     * @param report the analysis
     * @return the CSV document
     */
    public static String write(AnalysisReport report) {
        List<String> pawls = report.mechanism().pawls().stream().map(MechanismView.PawlView::name).toList();
        StringBuilder sb = new StringBuilder("direction,s_mm,position_mm,t,limit,W_N,lateral_N");
        for (String p : pawls) {
            sb.append(',').append(StringEscapeUtils.escapeCsv("theta_" + p + "_rad"));
        }
        for (String p : pawls) {
            sb.append(',').append(StringEscapeUtils.escapeCsv("W_" + p + "_N"));
        }
        sb.append('\n');
        double end = report.insertion().termination().s();
        for (RunReport run : report.runs()) {
            for (ForceSample s : run.samples()) {
                double pos = run.direction() == RunDirection.INSERTION ? s.sValue() : end - s.sValue();
                sb.append(run.direction().text()).append(',').append(s.s()).append(',')
                        .append(Texts.exactDouble(pos)).append(',').append(Texts.exactDouble(s.t())).append(',')
                        .append(s.limit().text()).append(',').append(Texts.exactDouble(s.w())).append(',')
                        .append(Texts.exactDouble(s.lateral()));
                for (String p : pawls) {
                    sb.append(',').append(Texts.exactDouble(s.theta().getOrDefault(p, 0.0)));
                }
                for (String p : pawls) {
                    sb.append(',').append(Texts.exactDouble(s.pawlW().getOrDefault(p, 0.0)));
                }
                sb.append('\n');
            }
        }
        return sb.toString();
    }
}

package org.snapfit.analysis.plot;

import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.RunDirection;
import org.snapfit.analysis.report.RunReport;

/** Maps run distances to the shared x axis: the position along the insertion travel, mm. */
final class Travel {

    private final double insertionEnd;

    private Travel(double insertionEnd) {
        this.insertionEnd = insertionEnd;
    }

    static Travel of(AnalysisReport r) {
        return new Travel(r.insertion().termination().s());
    }

    /** The position of run distance {@code s} of {@code run} along the insertion travel. */
    double x(RunReport run, double s) {
        return run.direction() == RunDirection.INSERTION ? s : insertionEnd - s;
    }
}

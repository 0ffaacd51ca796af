package org.snapfit.study;

import java.util.List;

/**
 * What a completed study run produced: every row, sorted by sample, and the summary. Immutable.
 *
 * @param rows the rows, sorted by sample
 * @param summary the summary
 */
public record StudyOutcome(List<SampleRow> rows, StudySummary summary) {

    /**
     * Copies.
     *
     * @param rows the rows
     * @param summary the summary
     */
    public StudyOutcome {
        rows = List.copyOf(rows);
    }
}

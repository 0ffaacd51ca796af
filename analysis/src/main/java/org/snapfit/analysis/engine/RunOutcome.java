package org.snapfit.analysis.engine;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.analysis.report.RunDirection;
import org.snapfit.analysis.report.RunReport;

/**
 * The runs made for one friction value: the insertion and, if it completed, the retraction from its final state.
 * Immutable.
 *
 * @param insertion the insertion run
 * @param retraction the retraction run, present exactly when the insertion completed
 */
public record RunOutcome(RunReport insertion, Optional<RunReport> retraction) {

    /**
     * Validates.
     *
     * @param insertion the insertion run, direction {@code INSERTION}
     * @param retraction the retraction run, direction {@code RETRACTION}, present iff the insertion completed
     * @throws IllegalArgumentException if a direction is wrong or the retraction's presence does not match
     */
    public RunOutcome {
        Objects.requireNonNull(insertion, "insertion");
        Objects.requireNonNull(retraction, "retraction");
        if (insertion.direction() != RunDirection.INSERTION) {
            throw new IllegalArgumentException("insertion.direction = " + insertion.direction()
                    + "; the first run is an insertion");
        }
        if (retraction.isPresent() && retraction.get().direction() != RunDirection.RETRACTION) {
            throw new IllegalArgumentException("retraction.direction = " + retraction.get().direction()
                    + "; the second run is a retraction");
        }
        if (retraction.isPresent() != insertion.termination().isComplete()) {
            throw new IllegalArgumentException("retraction present = " + retraction.isPresent()
                    + " with insertion termination " + insertion.termination().cause()
                    + "; a retraction follows exactly the insertions that complete");
        }
    }
}

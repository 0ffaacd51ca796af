package org.snapfit.analysis.engine;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.analysis.report.Retention;
import org.snapfit.analysis.report.RunDirection;
import org.snapfit.analysis.report.RunReport;

/**
 * The runs made for one friction value: the insertion and, if it completed, the retraction from its final state.
 * Immutable.
 *
 * @param insertion the insertion run
 * @param retraction the retraction run, present exactly when the insertion completed
 * @param stillHeld when a retraction reached the end of its travel without separating the parts: why (a pawl still
 *     deflected, or an obstacle still in its way along the pull); empty otherwise
 */
public record RunOutcome(RunReport insertion, Optional<RunReport> retraction, Optional<String> stillHeld) {

    /**
     * Validates.
     *
     * @param insertion the insertion run, direction {@code INSERTION}
     * @param retraction the retraction run, direction {@code RETRACTION}, present iff the insertion completed
     * @param stillHeld why a completed retraction did not separate the parts, if it did not
     * @throws IllegalArgumentException if a direction is wrong, the retraction's presence does not match, or a
     *     reason is given for a retraction that did not complete
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
        Objects.requireNonNull(stillHeld, "stillHeld");
        if (stillHeld.isPresent() && !retraction.map(r -> r.termination().isComplete()).orElse(false)) {
            throw new IllegalArgumentException("stillHeld = " + stillHeld.get() + " without a completed retraction;"
                    + " only a retraction that ran its travel can end with the parts still held");
        }
    }

    /**
     * Runs whose completed retraction separates the parts (the pull went all the way back, or the caller checked).
     *
     * @param insertion the insertion run
     * @param retraction the retraction run, present iff the insertion completed
     * @throws IllegalArgumentException as the canonical constructor
     */
    public RunOutcome(RunReport insertion, Optional<RunReport> retraction) {
        this(insertion, retraction, Optional.empty());
    }

    /**
     * What the retraction does.
     *
     * @return {@code RELEASES} (completed and separated), {@code NOT_SEPARATED} (completed, parts still held),
     *     {@code LOCKS} (stopped by a stick or jam); empty without a retraction
     */
    public Optional<Retention> retention() {
        return retraction.map(r -> !r.termination().isComplete() ? Retention.LOCKS
                : stillHeld.isPresent() ? Retention.NOT_SEPARATED : Retention.RELEASES);
    }
}

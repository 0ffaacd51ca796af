package org.snapfit.analysis.report;

import java.util.Locale;
import java.util.Objects;
import org.snapfit.core.check.Require;
import org.snapfit.sweep.model.DesignIntent;

/**
 * The verdict read against the designer's intent: does the joint do what it is meant to do. Immutable.
 *
 * <p>A permanent latch meets its intent when it assembles and its retraction locks; a releasable joint when it
 * assembles and releases with a finite pull. A joint that does not assemble meets neither, and a retraction that
 * ends before the parts separate (not separated within its travel) decides nothing: {@code meets} is then false
 * and the status {@link Status#UNDECIDED}, so that a check fails safe and says why.
 *
 * @param intent the intent
 * @param meets whether the verdict meets the intent (the clean flag a check or a CI gate uses)
 * @param status the colour of the verdict against the intent
 * @param reason one sentence saying why
 */
public record IntentCheck(DesignIntent intent, boolean meets, Status status, String reason) {

    /** How the verdict stands against the intent. */
    public enum Status {
        /** It does what it is meant to do (green). */
        MEETS,
        /** Not decided by this analysis (amber): e.g. the retraction was too short to separate or lock. */
        UNDECIDED,
        /** It contradicts the intent (red). */
        CONTRADICTS;

        /**
         * The name as the report writes it.
         *
         * @return {@code meets}, {@code undecided} or {@code contradicts}
         */
        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /**
     * Validates.
     *
     * @param intent the intent
     * @param meets whether it is met
     * @param status the status, {@code MEETS} exactly when {@code meets}
     * @param reason the reason, not blank
     * @throws IllegalArgumentException if {@code meets} and the status disagree or the reason is blank
     */
    public IntentCheck {
        Objects.requireNonNull(intent, "intent");
        Objects.requireNonNull(status, "status");
        Require.notBlank("reason", reason);
        if (meets != (status == Status.MEETS)) {
            throw new IllegalArgumentException("meets = " + meets + " with status " + status + "; a check meets its"
                    + " intent exactly when its status is MEETS");
        }
    }

    /**
     * Reads a verdict against an intent.
     *
     * @param intent the intent
     * @param assembles whether the joint assembles
     * @param retention what the retraction does (empty when there was none)
     * @return the check
     */
    public static IntentCheck of(DesignIntent intent, boolean assembles, java.util.Optional<Retention> retention) {
        if (!assembles || retention.isEmpty()) {
            return new IntentCheck(intent, false, Status.CONTRADICTS, "it does not assemble, so it is no "
                    + (intent == DesignIntent.PERMANENT ? "permanent latch" : "releasable joint") + " either");
        }
        Retention r = retention.get();
        if (r == Retention.NOT_SEPARATED) {
            return new IntentCheck(intent, false, Status.UNDECIDED, "the retraction ended before the parts separated or"
                    + " locked; pull back further (a longer retract travel) to decide");
        }
        boolean locks = r == Retention.LOCKS;
        if (intent == DesignIntent.PERMANENT) {
            return locks ? new IntentCheck(intent, true, Status.MEETS, "it locks: a permanent latch, as intended")
                    : new IntentCheck(intent, false, Status.CONTRADICTS, "it can be pulled apart with a finite force,"
                            + " but a permanent latch is intended");
        }
        return locks ? new IntentCheck(intent, false, Status.CONTRADICTS, "it locks (no finite pull-out force), but a"
                + " releasable joint is intended")
                : new IntentCheck(intent, true, Status.MEETS, "it releases with a finite pull, as intended");
    }
}

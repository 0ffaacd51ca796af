package org.snapfit.analysis.report;

import java.util.Locale;
import java.util.Objects;
import org.snapfit.sweep.model.DesignIntent;

/**
 * The verdict read against the designer's intent: does the joint do what it is meant to do. Immutable.
 *
 * <p>A permanent latch meets its intent when it assembles and its retraction locks; a releasable joint when it
 * assembles and its retraction separates. A joint that does not assemble (a jam or a stick on the way in) meets
 * neither, and so does one whose retraction was not run.
 *
 * @param intent the intent
 * @param meets whether the verdict meets the intent (the flag {@code snapfit analyze --check} turns into its exit code)
 * @param status how the verdict stands against the intent
 * @param reason one sentence saying why
 */
public record IntentCheck(DesignIntent intent, boolean meets, Status status, String reason) {

    /** How the verdict stands against the intent. */
    public enum Status {
        /** It does what it is meant to do. */
        MEETS,
        /** It contradicts the intent. */
        CONTRADICTS;

        /**
         * The name as the report writes it.
         *
         * @return {@code meets} or {@code contradicts}
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
        Checks.notBlank("reason", reason);
        if (meets != (status == Status.MEETS)) {
            throw new IllegalArgumentException("meets = " + meets + " with status " + status + "; a check meets its"
                    + " intent exactly when its status is MEETS");
        }
    }

    /**
     * Reads a verdict against an intent.
     *
     * @param intent the intent
     * @param verdict the verdict
     * @return the check
     */
    public static IntentCheck of(DesignIntent intent, Verdict verdict) {
        String joint = intent == DesignIntent.PERMANENT ? "permanent latch" : "releasable joint";
        if (!verdict.assembles()) {
            return new IntentCheck(intent, false, Status.CONTRADICTS, "it does not assemble, so it is no " + joint
                    + " either");
        }
        if (verdict.separable().isEmpty()) {
            return new IntentCheck(intent, false, Status.CONTRADICTS, "no retraction was run, so it is not known to be a"
                    + " " + joint);
        }
        boolean locks = verdict.lock().isPresent();
        if (intent == DesignIntent.PERMANENT) {
            return locks ? new IntentCheck(intent, true, Status.MEETS, "it locks: a permanent latch, as intended")
                    : new IntentCheck(intent, false, Status.CONTRADICTS, "it can be pulled apart with a finite force,"
                            + " but a permanent latch is intended");
        }
        return verdict.separable().get()
                ? new IntentCheck(intent, true, Status.MEETS, "it separates with a finite pull, as intended")
                : new IntentCheck(intent, false, Status.CONTRADICTS, "it does not come apart (no finite pull-out"
                        + " force), but a releasable joint is intended");
    }
}

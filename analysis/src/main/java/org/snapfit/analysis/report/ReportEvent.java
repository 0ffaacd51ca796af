package org.snapfit.analysis.report;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.check.Require;

/**
 * One event of a run (docs/model.md names), as reported. Immutable. The time is Exact; {@code s} and the angles are
 * Approximate (decimal evaluation at the exact time).
 *
 * @param seq the 1-based position in the run's merged event list
 * @param kind the event kind, e.g. {@code snap_free_from_vertex}
 * @param paperEvent the Donald–Pai event number ({@code "i"} … {@code "vii"}), empty text for the extra kinds
 * @param pawl the pawl it belongs to
 * @param t the exact time
 * @param s the travelled distance at the event in mm
 * @param thetaBefore the pawl angle just before, rad
 * @param thetaAfter the pawl angle just after, rad
 * @param contactBefore the contact followed before the event, if any
 * @param contactAfter the contact followed after the event, if any
 */
public record ReportEvent(int seq, String kind, String paperEvent, String pawl, ExactTime t, double s,
        double thetaBefore, double thetaAfter, Optional<String> contactBefore, Optional<String> contactAfter) {

    /**
     * Validates.
     *
     * @param seq the 1-based position, at least 1
     * @param kind the event kind, not blank
     * @param paperEvent the paper's event number or empty
     * @param pawl the pawl name, not blank
     * @param t the exact time
     * @param s the distance, finite and not negative
     * @param thetaBefore the angle before, finite
     * @param thetaAfter the angle after, finite
     * @param contactBefore the contact before, if any
     * @param contactAfter the contact after, if any
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public ReportEvent {
        if (seq < 1) {
            throw new IllegalArgumentException("seq = " + seq + "; event numbers start at 1");
        }
        Require.notBlank("kind", kind);
        Objects.requireNonNull(paperEvent, "paperEvent");
        Require.notBlank("pawl", pawl);
        Objects.requireNonNull(t, "t");
        Require.nonNegative("s", s);
        Require.finite("thetaBefore", thetaBefore);
        Require.finite("thetaAfter", thetaAfter);
        Objects.requireNonNull(contactBefore, "contactBefore");
        Objects.requireNonNull(contactAfter, "contactAfter");
    }

    /**
     * Whether the event is a snap (the pawl jumps towards rest).
     *
     * @return true for {@code snap_free_from_vertex} and {@code snap_free_tangency}
     */
    public boolean isSnap() {
        return kind.startsWith("snap_free");
    }
}

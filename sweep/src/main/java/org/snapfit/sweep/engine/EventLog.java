package org.snapfit.sweep.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.contact.VertexEdgeContact;
import org.snapfit.sweep.event.EventData;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.traits.Approx;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * The record of one pawl's run: its events (whose exact times {@code EventData.t()} gives in minimal form, so that
 * every engine reports a time alike however it computed it), trajectory pieces, warnings, and how and when it
 * ended. Mutable; confined to the pawl's sweep.
 */
final class EventLog {

    private final RunSpec run;
    private final List<SweepEvent> events = new ArrayList<>();
    private final List<TrajectoryPiece> pieces = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private TerminationCause cause = TerminationCause.COMPLETE;
    private RealAlgebraic endTime;
    private PawlState endState = PawlState.rest();

    EventLog(RunSpec run) {
        this.run = run;
        this.endTime = RealAlgebraic.of(run.travel());
    }

    void add(SweepEvent e) {
        events.add(e);
    }

    void add(TrajectoryPiece p) {
        pieces.add(p);
    }

    void note(String warning) {
        notes.add(warning);
    }

    /** The run ended at t in the given state (the cause stays as set: COMPLETE unless {@link #terminate}). */
    void end(RealAlgebraic t, PawlState state) {
        endTime = t;
        endState = state;
    }

    /** The run ended at t for a reason other than the end of travel. */
    void terminate(TerminationCause why, RealAlgebraic t, PawlState state) {
        cause = why;
        end(t, state);
    }

    List<SweepEvent> events() {
        return events;
    }

    List<TrajectoryPiece> pieces() {
        return pieces;
    }

    List<String> notes() {
        return notes;
    }

    TerminationCause cause() {
        return cause;
    }

    RealAlgebraic endTime() {
        return endTime;
    }

    PawlState endState() {
        return endState;
    }

    /**
     * The data of an event at time t (reported by its minimal polynomial, computed when first asked for) with u before and after, the constraints
     * before and after (or none) and the coincident contacts.
     */
    EventData data(RealAlgebraic t, RealAlgebraic ub, RealAlgebraic ua, Constraint before, Constraint after,
            List<VertexEdgeContact> co) {
        return new EventData(run.pawl(), run.pawlIndex(), t, run.speed() * Approx.of(t), ub, ua,
                Approx.theta(ub), Approx.theta(ua), before == null ? Optional.empty() : Optional.of(before.contact()),
                after == null ? Optional.empty() : Optional.of(after.contact()), co);
    }
}

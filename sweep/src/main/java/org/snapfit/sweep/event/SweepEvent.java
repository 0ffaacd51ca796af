package org.snapfit.sweep.event;

import java.util.Comparator;
import java.util.Optional;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.contact.VertexEdgeContact;

/**
 * One event of a pawl's sweep (docs/model.md). Sealed: one record per kind. Immutable; times exact.
 */
public sealed interface SweepEvent permits SweepEvent.TranslationalCollision, SweepEvent.BreakContactAtRest,
        SweepEvent.ConstraintChange, SweepEvent.JamKinematic, SweepEvent.SnapFreeTangency,
        SweepEvent.JamSingleConstraint, SweepEvent.SnapFreeFromVertex, SweepEvent.Sticking,
        SweepEvent.GrazingContactBegin, SweepEvent.GrazingContactEnd {

    /** The documented total order: exact time, then kind priority, then pawl index. */
    Comparator<SweepEvent> ORDER = Comparator.<SweepEvent, RealAlgebraic>comparing(e -> e.data().time())
            .thenComparingInt(e -> e.kind().priority()).thenComparingInt(e -> e.data().pawlIndex());

    /**
     * The kind.
     *
     * @return the event kind
     */
    EventKind kind();

    /**
     * The common data.
     *
     * @return time, pawl, configuration and contacts
     */
    EventData data();

    /**
     * Shortcut for {@code data().t()}.
     *
     * @return the exact time
     */
    default RealAlgebraic t() {
        return data().t();
    }

    /**
     * Shortcut for {@code data().pawl()}.
     *
     * @return the pawl's name
     */
    default String pawl() {
        return data().pawl();
    }

    /**
     * Shortcut for {@code data().contactAfter()}.
     *
     * @return the contact after the event
     */
    default Optional<VertexEdgeContact> contactAfter() {
        return data().contactAfter();
    }

    /**
     * (i) collision at rest.
     *
     * @param data the event data
     */
    record TranslationalCollision(EventData data) implements SweepEvent {
        @Override
        public EventKind kind() {
            return EventKind.TRANSLATIONAL_COLLISION;
        }
    }

    /**
     * (i, dual) the followed curve returns to rest.
     *
     * @param data the event data
     */
    record BreakContactAtRest(EventData data) implements SweepEvent {
        @Override
        public EventKind kind() {
            return EventKind.BREAK_CONTACT_AT_REST;
        }
    }

    /**
     * (ii) constraint change (concave corner or ride-down at a vertex).
     *
     * @param data the event data
     */
    record ConstraintChange(EventData data) implements SweepEvent {
        @Override
        public EventKind kind() {
            return EventKind.CONSTRAINT_CHANGE;
        }
    }

    /**
     * (iii) kinematic jam (tangent-cone test).
     *
     * @param data the event data
     */
    record JamKinematic(EventData data) implements SweepEvent {
        @Override
        public EventKind kind() {
            return EventKind.JAM_KINEMATIC;
        }
    }

    /**
     * (iv) snap at a vertical tangency.
     *
     * @param data the event data ({@code contactAfter} is the constraint landed on, if any)
     * @param clickEnergy ½κ(θ_before² − θ_after²), N·mm
     */
    record SnapFreeTangency(EventData data, double clickEnergy) implements SweepEvent {
        @Override
        public EventKind kind() {
            return EventKind.SNAP_FREE_TANGENCY;
        }
    }

    /**
     * (v) jam at a vertical tangency of one constraint.
     *
     * @param data the event data
     */
    record JamSingleConstraint(EventData data) implements SweepEvent {
        @Override
        public EventKind kind() {
            return EventKind.JAM_SINGLE_CONSTRAINT;
        }
    }

    /**
     * (vi) snap when the contact runs off a vertex.
     *
     * @param data the event data ({@code contactAfter} is the constraint landed on, if any)
     * @param clickEnergy ½κ(θ_before² − θ_after²), N·mm
     */
    record SnapFreeFromVertex(EventData data, double clickEnergy) implements SweepEvent {
        @Override
        public EventKind kind() {
            return EventKind.SNAP_FREE_FROM_VERTEX;
        }
    }

    /**
     * (vii) friction sticking: D_s changes sign while sliding.
     *
     * @param data the event data
     * @param slipSign the slip sign s of the sliding piece that ends here
     */
    record Sticking(EventData data, int slipSign) implements SweepEvent {
        @Override
        public EventKind kind() {
            return EventKind.STICKING;
        }
    }

    /**
     * VertexEdgeContact at rest with zero force begins.
     *
     * @param data the event data
     */
    record GrazingContactBegin(EventData data) implements SweepEvent {
        @Override
        public EventKind kind() {
            return EventKind.GRAZING_CONTACT_BEGIN;
        }
    }

    /**
     * VertexEdgeContact at rest with zero force ends.
     *
     * @param data the event data
     */
    record GrazingContactEnd(EventData data) implements SweepEvent {
        @Override
        public EventKind kind() {
            return EventKind.GRAZING_CONTACT_END;
        }
    }
}

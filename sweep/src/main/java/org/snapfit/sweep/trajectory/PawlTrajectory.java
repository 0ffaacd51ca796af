package org.snapfit.sweep.trajectory;

import java.util.List;
import org.snapfit.sweep.event.SweepEvent;

/**
 * The trajectory and events of one pawl in one run. Immutable.
 *
 * @param pawl the pawl's name
 * @param pawlIndex its index in the mechanism
 * @param pieces the pieces in time order, covering [0, end]
 * @param events the pawl's events in order
 */
public record PawlTrajectory(String pawl, int pawlIndex, List<TrajectoryPiece> pieces, List<SweepEvent> events) {

    /**
     * Copies the lists.
     *
     * @param pawl the pawl's name
     * @param pawlIndex its index
     * @param pieces the pieces
     * @param events the events
     */
    public PawlTrajectory {
        pieces = List.copyOf(pieces);
        events = List.copyOf(events);
    }
}

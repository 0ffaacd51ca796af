package org.snapfit.tracking.model;

import org.snapfit.core.check.Require;

/**
 * One mode switch of a hybrid tracker, located in time inside an update: the active feature of one body changed
 * from {@code from} to {@code to} at {@code time} seconds after the start of the update (the root of the switching
 * function, within the tracker's event tolerance). A switch found while settling at the end poses has time = dt;
 * one found while converging at fixed poses has time 0.
 *
 * @param time offset of the switch within the update (s), finite and ≥ 0
 * @param from name of the feature left
 * @param to name of the feature entered
 */
public record SwitchEvent(double time, String from, String to) {

    /**
     * Validates the event.
     *
     * @param time offset within the update (s)
     * @param from name of the feature left
     * @param to name of the feature entered
     * @throws IllegalArgumentException naming the field if the time is negative or not finite, or a name is null
     */
    public SwitchEvent {
        Require.nonNegative("time", time);
        if (from == null || to == null) {
            throw new IllegalArgumentException("from/to is null; both feature names are required");
        }
    }
}

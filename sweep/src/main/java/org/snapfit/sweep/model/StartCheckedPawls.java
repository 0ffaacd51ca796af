package org.snapfit.sweep.model;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * The pawls of a {@link Mechanism} together with the obstacle list their start check (unique names, no pawl polygon
 * overlapping an obstacle polygon at t = 0) passed against: a mechanism rebuilt from the same two lists — the same
 * objects, as {@code new Mechanism(name, mu, motion, m.pawls(), m.obstacles(), m.rootShape())} passes them — needs
 * no second check. The proof travels with the value instead of living in a process-wide memo. An unmodifiable
 * list, equal to any list of the same pawls.
 */
final class StartCheckedPawls extends AbstractList<Pawl> implements RandomAccess {

    private final List<Pawl> pawls;
    private final List<Obstacle> obstacles;

    /**
     * Pawls whose start check passed.
     *
     * @param pawls the pawls (an unmodifiable list)
     * @param obstacles the obstacles they were checked against (an unmodifiable list)
     */
    StartCheckedPawls(List<Pawl> pawls, List<Obstacle> obstacles) {
        this.pawls = pawls;
        this.obstacles = obstacles;
    }

    /**
     * Whether the check passed against exactly this obstacle list (the same object).
     *
     * @param other an obstacle list
     * @return whether it is the list of the check
     */
    boolean checkedAgainst(List<Obstacle> other) {
        return other == obstacles;
    }

    @Override
    public Pawl get(int index) {
        return pawls.get(index);
    }

    @Override
    public int size() {
        return pawls.size();
    }
}

package org.snapfit.analysis.report;

import java.util.List;

/**
 * The friction sensitivity: the outcome at every μ of a range and the critical μ values where a verdict changes.
 * Immutable.
 *
 * @param points one outcome per μ, increasing μ
 * @param transitions verdict changes between neighbouring points, each located by bisection
 */
public record MuSweep(List<MuPoint> points, List<MuTransition> transitions) {

    /**
     * Copies.
     *
     * @param points the points
     * @param transitions the transitions
     */
    public MuSweep {
        points = List.copyOf(points);
        transitions = List.copyOf(transitions);
    }
}

package org.snapfit.analysis.report;

import java.util.Objects;

/**
 * A change of verdict between two neighbouring μ values of a sweep, located by bisection over exact runs.
 * Immutable; Certified bracket.
 *
 * @param verdict which verdict changes: {@code assembles} (the insertion completes), {@code locks} (the retraction
 *     stops at a stick or jam) or {@code separable} (the retraction releases the parts)
 * @param below its value just below the bracket
 * @param above its value just above the bracket
 * @param at the bracket holding the critical μ
 */
public record MuTransition(String verdict, boolean below, boolean above, MuBracket at) {

    /**
     * Validates.
     *
     * @param verdict {@code assembles}, {@code locks} or {@code separable}
     * @param below the value below
     * @param above the value above, different from {@code below}
     * @param at the bracket
     * @throws IllegalArgumentException if the verdict name is unknown or the two values agree
     */
    public MuTransition {
        if (!"assembles".equals(verdict) && !"separable".equals(verdict) && !"locks".equals(verdict)) {
            throw new IllegalArgumentException("verdict = \"" + verdict + "\"; it is \"assembles\", \"locks\" or"
                    + " \"separable\"");
        }
        if (below == above) {
            throw new IllegalArgumentException("below = above = " + below + "; a transition changes the verdict");
        }
        Objects.requireNonNull(at, "at");
    }
}

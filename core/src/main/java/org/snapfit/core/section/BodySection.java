package org.snapfit.core.section;

import java.util.List;

/**
 * The section of one body by a plane: its closed loops and what was found along the way. Immutable.
 *
 * @param loops the closed loops (outer boundaries counter-clockwise, holes clockwise); empty if the plane misses
 *     the body
 * @param issues approximations, tangencies and errors, in the order found
 */
public record BodySection(List<SectionLoop> loops, List<SectionIssue> issues) {

    /**
     * Copies.
     *
     * @param loops the loops
     * @param issues the issues
     */
    public BodySection {
        loops = List.copyOf(loops);
        issues = List.copyOf(issues);
    }

    /**
     * Whether any issue is an error (the loops are then incomplete).
     *
     * @return true if an error was found
     */
    public boolean hasErrors() {
        return issues.stream().anyMatch(i -> i.level() == SectionIssue.Level.ERROR);
    }
}

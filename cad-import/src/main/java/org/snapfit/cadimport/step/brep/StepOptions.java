package org.snapfit.cadimport.step.brep;

/**
 * Budgets of the STEP reader against hostile or runaway input. Immutable.
 *
 * <p>The product structure is a graph: a product used several times is mapped once, however often it is used.
 * Walking it as a tree (as {@link org.snapfit.core.body.Assembly#flatten()} and the section source do) visits every
 * occurrence, and a graph whose products each use the next one twice has 2<sup>n</sup> occurrences after n levels.
 * So the reader counts the occurrences first (each shared sub-graph once, by dynamic programming) and refuses a
 * file beyond {@link #maxOccurrences()}, and it refuses product structures nested deeper than
 * {@link #maxDepth()} (assembly usages and mapped items together), with a message that names the limit and how to
 * raise it.
 *
 * @param maxOccurrences the largest number of product occurrences (tree nodes) a file may expand to
 * @param maxDepth the deepest nesting of assembly usages and mapped items
 */
public record StepOptions(long maxOccurrences, int maxDepth) {

    /** Default {@link #maxOccurrences()}: 100 000 occurrences. */
    public static final long DEFAULT_MAX_OCCURRENCES = 100_000;

    /** Default {@link #maxDepth()}: 64 levels (as {@link org.snapfit.core.body.Assembly#MAX_DEPTH}). */
    public static final int DEFAULT_MAX_DEPTH = org.snapfit.core.body.Assembly.MAX_DEPTH;

    /**
     * Validates.
     *
     * @param maxOccurrences the occurrence budget, {@code >= 1}
     * @param maxDepth the depth budget, in [1, {@link org.snapfit.core.body.Assembly#MAX_DEPTH}]
     * @throws IllegalArgumentException if a budget is out of range, naming it
     */
    public StepOptions {
        if (maxOccurrences < 1) {
            throw new IllegalArgumentException("maxOccurrences = " + maxOccurrences + "; it must be >= 1");
        }
        if (maxDepth < 1 || maxDepth > org.snapfit.core.body.Assembly.MAX_DEPTH) {
            throw new IllegalArgumentException("maxDepth = " + maxDepth + "; it must be in [1, "
                    + org.snapfit.core.body.Assembly.MAX_DEPTH + "]");
        }
    }

    /**
     * The defaults: {@value #DEFAULT_MAX_OCCURRENCES} occurrences, {@value #DEFAULT_MAX_DEPTH} levels.
     *
     * @return the default budgets
     */
    public static StepOptions defaults() {
        return new StepOptions(DEFAULT_MAX_OCCURRENCES, DEFAULT_MAX_DEPTH);
    }

    /**
     * A copy with another occurrence budget.
     *
     * @param n the budget, {@code >= 1}
     * @return the options
     */
    public StepOptions withMaxOccurrences(long n) {
        return new StepOptions(n, maxDepth);
    }

    /**
     * A copy with another depth budget.
     *
     * @param n the budget
     * @return the options
     */
    public StepOptions withMaxDepth(int n) {
        return new StepOptions(maxOccurrences, n);
    }
}

package org.snapfit.algebra.merge;

/**
 * How {@link SingleFaceBuilder} merges the red and the blue face. Both are exact and give the same face (same
 * cycles, same exact vertices; tested on every instance we have); they differ only in cost.
 */
public enum MergeStrategy {
    /**
     * The arrangement of all boundary pieces of both faces, then the face of z (the merge as first built; the
     * default, because it measured faster — see README-face.md).
     */
    FULL_BOUNDARIES,
    /**
     * The restricted merge: boundary pieces certified (by boxes) to meet nothing of the other colour are dropped
     * when they lie outside the other face, and whole such hole cycles inside it are placed after the build by point
     * location; only the rest is built (see {@link SingleFaceBuilder}).
     */
    RESTRICTED,
    /**
     * The Guibas–Sharir–Sifrony restricted merge: vertical decompositions of both faces (each by a sweep over its own
     * piece ends), explored from z in both directions; only the cells of z's component K of f_R ∩ f_B are visited,
     * and only red–blue crossings on ∂K (plus at most 8 pinches per visited trapezoid pair) are computed; then the
     * pieces of ∂K are fused and z's face extracted (see {@code GssMerge} for the algorithm, its exactness and cost).
     */
    GSS
}

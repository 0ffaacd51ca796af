package org.snapfit.algebra.arrangement;

/**
 * The size of one face, counted like CGAL: whether it is unbounded, the number of real (non-fictitious)
 * half-edges on its outer boundary (0 when the outer boundary lies at infinity), its number of holes and the total
 * number of half-edges around its holes.
 *
 * @param unbounded whether the face is unbounded
 * @param outerHalfEdges the real half-edges on the outer boundary
 * @param holes the number of holes (inner boundary cycles; isolated vertices are not holes)
 * @param holeHalfEdges the total number of half-edges on the holes
 */
public record FaceSummary(boolean unbounded, int outerHalfEdges, int holes, int holeHalfEdges) {
    /**
     * Validates the summary.
     *
     * @param unbounded whether the face is unbounded
     * @param outerHalfEdges at least 0
     * @param holes at least 0
     * @param holeHalfEdges at least 2 per hole
     * @throws IllegalArgumentException if a count is out of range, naming it
     */
    public FaceSummary {
        if (outerHalfEdges < 0 || holes < 0 || holeHalfEdges < 2 * holes) {
            throw new IllegalArgumentException("outerHalfEdges = " + outerHalfEdges + ", holes = " + holes
                    + ", holeHalfEdges = " + holeHalfEdges + "; counts must be >= 0 and a hole has >= 2 half-edges");
        }
    }
}

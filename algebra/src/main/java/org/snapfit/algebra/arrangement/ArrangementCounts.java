package org.snapfit.algebra.arrangement;

/**
 * The sizes of an arrangement, counted with CGAL's conventions: finite vertices, edges (bounded and unbounded,
 * overlapping pieces counted once), faces (bounded and unbounded, the fictitious face beyond infinity excluded).
 *
 * @param vertices the number of finite vertices
 * @param edges the number of edges
 * @param faces the number of faces
 * @param unboundedFaces the number of unbounded faces
 */
public record ArrangementCounts(int vertices, int edges, int faces, int unboundedFaces) {
    /**
     * Validates the counts.
     *
     * @param vertices the number of finite vertices, at least 0
     * @param edges the number of edges, at least 0
     * @param faces the number of faces, at least 1
     * @param unboundedFaces the number of unbounded faces, between 1 and faces
     * @throws IllegalArgumentException if a count is out of range, naming it
     */
    public ArrangementCounts {
        if (vertices < 0 || edges < 0) {
            throw new IllegalArgumentException("vertices = " + vertices + ", edges = " + edges + "; counts must be >= 0");
        }
        if (faces < 1 || unboundedFaces < 1 || unboundedFaces > faces) {
            throw new IllegalArgumentException("faces = " + faces + ", unboundedFaces = " + unboundedFaces
                    + "; need 1 <= unboundedFaces <= faces");
        }
    }
}

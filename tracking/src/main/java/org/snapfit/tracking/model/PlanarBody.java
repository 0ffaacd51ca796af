package org.snapfit.tracking.model;

import java.util.List;

/**
 * A planar body bounded by a closed counter-clockwise chain of curve features (edges) in its z = 0 plane; edge i
 * ends where edge i + 1 (cyclically) starts, at vertex i. Checked: closure at every vertex and a convex (left or
 * straight) turn of the tangents there. Not checked: convexity of each curve itself (the caller's promise).
 *
 * @param edges the boundary curves, counter-clockwise, at least two
 */
public record PlanarBody(List<CurveFeature> edges) {

    /** Largest gap (mm) between the end of one edge and the start of the next. */
    public static final double CLOSURE_TOLERANCE = 1e-9;

    /**
     * Validates the body.
     *
     * @param edges the edges
     * @throws IllegalArgumentException naming the vertex if the chain is not closed or turns right (not convex),
     *     or if there are fewer than two edges
     */
    public PlanarBody {
        if (edges == null || edges.size() < 2) {
            throw new IllegalArgumentException("edges has " + (edges == null ? "null" : edges.size())
                    + " entries; a planar body needs at least two boundary curves");
        }
        edges = List.copyOf(edges);
        double[] e = new double[ParametricFeature.EVALUATION_LENGTH];
        double[] s = new double[ParametricFeature.EVALUATION_LENGTH];
        for (int i = 0; i < edges.size(); i++) {
            CurveFeature a = edges.get(i);
            CurveFeature b = edges.get((i + 1) % edges.size());
            a.evaluate(a.t1(), 0, e);
            b.evaluate(b.t0(), 0, s);
            double gap = Math.hypot(e[0] - s[0], e[1] - s[1]);
            if (!(gap <= CLOSURE_TOLERANCE)) {
                throw new IllegalArgumentException("vertex " + i + ": edge '" + a.name() + "' ends " + gap
                        + " mm from the start of edge '" + b.name() + "'; the boundary must be closed");
            }
            if (e[3] * s[4] - e[4] * s[3] < 0) {
                throw new IllegalArgumentException("vertex " + i + " between '" + a.name() + "' and '" + b.name()
                        + "' turns clockwise; the body must be convex with a counter-clockwise boundary");
            }
        }
    }
}

package org.snapfit.core.body;

import java.util.Objects;
import org.snapfit.core.curve.ParametricCurve3;

/**
 * A topological edge: the piece [t0, t1] of a 3D curve from vertex {@code start} (at t0) to vertex {@code end} (at
 * t1). Immutable; approximate.
 *
 * @param curve the curve
 * @param t0 the start parameter
 * @param t1 the end parameter, &gt; t0
 * @param start the start vertex
 * @param end the end vertex (equal to start for a closed edge)
 */
public record Edge(ParametricCurve3 curve, double t0, double t1, Vertex start, Vertex end) {
    /**
     * Validates.
     *
     * @param curve the curve
     * @param t0 the start parameter
     * @param t1 the end parameter
     * @param start the start vertex
     * @param end the end vertex
     * @throws IllegalArgumentException if the parameters are not finite or t0 &gt;= t1
     */
    public Edge {
        Objects.requireNonNull(curve, "curve");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(end, "end");
        if (!Double.isFinite(t0) || !Double.isFinite(t1) || !(t0 < t1)) {
            throw new IllegalArgumentException("edge parameters [t0, t1] = [" + t0 + ", " + t1
                    + "]; need finite t0 < t1");
        }
    }
}

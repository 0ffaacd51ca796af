package org.snapfit.core.body;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.curve.ParametricCurve2;

/**
 * An edge used in a loop, along (forward) or against its curve's parameter, with, where the source file gives it,
 * the edge's image in the face's parameter space (its PCURVE). Immutable.
 *
 * <p>The pcurve p is parameterised like the edge's 3D curve: the face's surface at p(t) is the edge's point at t
 * for t in [t0, t1] (readers attach a pcurve only after checking this). A seam edge is used twice by one face, each
 * use with its own pcurve (the two sides of the seam).
 *
 * @param edge the edge
 * @param forward true if the loop runs from the edge's start to its end
 * @param pcurve the edge in the face's (u, v), same parameter as the edge's curve, if known
 */
public record OrientedEdge(Edge edge, boolean forward, Optional<ParametricCurve2> pcurve) {
    /**
     * Validates.
     *
     * @param edge the edge
     * @param forward the orientation
     * @param pcurve the pcurve, if known
     */
    public OrientedEdge {
        Objects.requireNonNull(edge, "edge");
        Objects.requireNonNull(pcurve, "pcurve");
    }

    /**
     * An edge use without a pcurve (the face's parameters are found by inverting the edge's points).
     *
     * @param edge the edge
     * @param forward the orientation
     */
    public OrientedEdge(Edge edge, boolean forward) {
        this(edge, forward, Optional.empty());
    }

    /**
     * The same use with a pcurve.
     *
     * @param curve the edge in the face's (u, v), same parameter as the edge's curve
     * @return the use
     */
    public OrientedEdge withPcurve(ParametricCurve2 curve) {
        return new OrientedEdge(edge, forward, Optional.of(curve));
    }

    /**
     * The vertex where the loop enters this edge.
     *
     * @return start if forward, else end
     */
    public Vertex first() {
        return forward ? edge.start() : edge.end();
    }

    /**
     * The vertex where the loop leaves this edge.
     *
     * @return end if forward, else start
     */
    public Vertex last() {
        return forward ? edge.end() : edge.start();
    }

    /**
     * The same edge used the other way (the pcurve is kept: it follows the edge's parameter, not the use).
     *
     * @return the reversed use
     */
    public OrientedEdge reversed() {
        return new OrientedEdge(edge, !forward, pcurve);
    }
}

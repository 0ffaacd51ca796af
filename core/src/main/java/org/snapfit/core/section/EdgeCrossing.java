package org.snapfit.core.section;

import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;

/**
 * A point where an edge crosses the cutting plane (from one side to the other, with vertices on the plane counted
 * on the positive side: a symbolic perturbation that moves the plane by an infinitesimal ε towards −n). Mutable
 * only in its lazily computed section coordinates; engine-internal.
 */
final class EdgeCrossing {
    /** The edge. */
    final Edge edge;
    /** The curve parameter of the crossing on the edge. */
    final double t;
    /** The point (body coordinates, mm). */
    final Vec3 point;
    /** The exact point, or null. */
    final ExactPoint3 exact;
    /** Whether the signed distance rises (− to +) as t increases. */
    final boolean rising;
    /** The on-plane vertex the crossing coincides with, or null. */
    final Vertex vertex;
    /** Direction in which the ε-perturbed crossing lies from the vertex, scaled by 1/|df/ds| (or null). */
    final Vec3 offset;
    /** The same exactly (line edges with exact ends), or null. */
    final ExactPoint3 offsetExact;

    EdgeCrossing(Edge edge, double t, Vec3 point, ExactPoint3 exact, boolean rising, Vertex vertex, Vec3 offset,
            ExactPoint3 offsetExact) {
        this.edge = edge;
        this.t = t;
        this.point = point;
        this.exact = exact;
        this.rising = rising;
        this.vertex = vertex;
        this.offset = offset;
        this.offsetExact = offsetExact;
    }

    /** A crossing used by a face's loop: as an exit (the loop leaves the negative side) or an entry. */
    static final class Use {
        final EdgeCrossing crossing;
        final boolean exit;
        /** Surface parameters of the crossing on the face (lazily). */
        double u = Double.NaN;
        double v = Double.NaN;
        /** Sort key along the face's travel direction (planar faces). */
        Rational exactKey;
        double key;

        Use(EdgeCrossing crossing, boolean exit) {
            this.crossing = crossing;
            this.exit = exit;
        }
    }
}

package org.snapfit.algebra.merge;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.CSpaceTraits;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;

/**
 * The face of the start by divide and conquer with a red–blue merge (Guibas, Sharir and Sifrony 1989; DESIGN.md
 * §3): split the arcs into a red and a blue half, compute each half's face containing z recursively, and merge —
 * the face of A(R ∪ B) containing z is the component of f_R ∩ f_B containing z, which is the face containing z of
 * the arrangement of the two boundaries (leaving f_R or f_B means crossing one of their boundary edges). Leaves of
 * at most {@link #LEAF_SIZE} arcs are solved by a full arrangement.
 *
 * <p>Merge step as built: the full arrangement of the union of the two boundaries' edges (the generic
 * {@link ArrangementBuilder}), then the face of z. GSS restrict this sweep to the part reachable from z; this
 * version does not restrict it yet, so a merge costs the arrangement of two faces' boundaries rather than the
 * reachable part only. Exact. Not thread-safe (the kernel is not).
 */
public final class SingleFaceBuilder {
    /** Subproblems with at most this many arcs are solved by a full arrangement. */
    public static final int LEAF_SIZE = 8;

    private final CurveKernel kernel;
    private final CSpaceTraits traits;

    /**
     * A builder over one kernel.
     *
     * @param kernel the kernel owning every arc's curve
     */
    public SingleFaceBuilder(CurveKernel kernel) {
        this.kernel = kernel;
        this.traits = new CSpaceTraits(kernel);
    }

    /**
     * The face containing z of the arrangement of the given arcs.
     *
     * @param arcs graph arcs of this builder's kernel
     * @param z the start point, on none of the arcs
     * @return the face
     * @throws IllegalArgumentException if z lies on an arc
     */
    public FreeFace face(List<GraphArc> arcs, ArcPoint z) {
        if (arcs.size() <= LEAF_SIZE) {
            return FreeFace.of(new ArrangementBuilder<>(traits).addAll(arcs).build(), z);
        }
        int mid = arcs.size() / 2;
        FreeFace red = face(arcs.subList(0, mid), z);
        FreeFace blue = face(arcs.subList(mid, arcs.size()), z);
        return merge(red, blue, z);
    }

    /**
     * The red–blue merge: the face containing z of the union of two faces' boundaries.
     *
     * @param red the face of z in the red arrangement
     * @param blue the face of z in the blue arrangement
     * @param z the start point
     * @return the face of z in the arrangement of all arcs
     * @throws IllegalArgumentException if z lies on a boundary arc
     */
    public FreeFace merge(FreeFace red, FreeFace blue, ArcPoint z) {
        List<GraphArc> boundary = new ArrayList<>();
        addDistinct(red, boundary);
        addDistinct(blue, boundary);
        return FreeFace.of(new ArrangementBuilder<>(traits).addAll(boundary).build(), z);
    }

    /** Adds each boundary edge once (an edge with the face on both sides appears twice in the cycles). */
    private static void addDistinct(FreeFace f, List<GraphArc> out) {
        java.util.Set<GraphArc> seen = new java.util.HashSet<>();
        for (BoundaryEdge e : f.allEdges()) {
            if (seen.add(e.piece())) {
                out.add(e.piece());
            }
        }
    }

    /**
     * The kernel.
     *
     * @return the kernel
     */
    public CurveKernel kernel() {
        return kernel;
    }
}

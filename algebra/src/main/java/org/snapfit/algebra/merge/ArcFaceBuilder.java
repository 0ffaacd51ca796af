package org.snapfit.algebra.merge;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.snapfit.algebra.arrangement.Arrangement;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.cspace.Arc;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.ArcTraits;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.cspace.HorizontalArc;

/**
 * The single face of z among arcs of every kind: graph arcs and the horizontal arcs of t-independent constraints
 * (vertical segments, rays or lines u = u0 in CGAL's frame). Mutable engine around a {@link SingleFaceBuilder}.
 *
 * <p><b>Algorithm</b> (the red–blue merge of the design with the horizontal arcs as one colour): the red face is
 * the face of z among the graph arcs G alone, computed by the {@link SingleFaceBuilder} with the chosen strategy
 * (planned default, {@code FULL_BOUNDARIES}, {@code RESTRICTED} or {@code GSS}); the blue arcs are all horizontal
 * arcs H (few: each t-independent constraint gives at most two lines). The face of A(G ∪ H) containing z is the
 * component of f_G ∩ (complement of H) containing z, which is the face of z in the arrangement of the red face's
 * boundary pieces and H ({@link ArrangementBuilder} with {@link ArcTraits}; the last merge is therefore always a
 * full-boundaries merge, whatever the strategy of the graph part). Same cycles and exact vertices as the face of
 * the full arrangement A(G ∪ H) ({@link FreeFace#ofArcs}): every graph arc touching ∂F at a point is split there
 * already in the red face's pieces (that point is a vertex of A(G) on ∂f_G), and every horizontal arc takes part.
 * Without horizontal arcs the answer is exactly {@link SingleFaceBuilder#face(List, ArcPoint)}.
 *
 * <p>A start on an arc needs its {@link FreeSide} as in {@link SingleFaceBuilder}; a start on a horizontal arc
 * alone (not on a graph arc) has both sides well defined. Not thread-safe (the kernel is not). <b>Exact.</b>
 */
public final class ArcFaceBuilder {
    private final CurveKernel kernel;
    private final SingleFaceBuilder graphFaces;

    /**
     * A builder whose graph part is planned ({@link SingleFaceBuilder#SingleFaceBuilder(CurveKernel)}).
     *
     * @param kernel the kernel owning every curve
     */
    public ArcFaceBuilder(CurveKernel kernel) {
        this(kernel, new SingleFaceBuilder(kernel));
    }

    /**
     * A builder whose graph part runs the plain divide and conquer with the given merge.
     *
     * @param kernel the kernel owning every curve
     * @param strategy the merge of the graph part
     */
    public ArcFaceBuilder(CurveKernel kernel, MergeStrategy strategy) {
        this(kernel, new SingleFaceBuilder(kernel, strategy));
    }

    private ArcFaceBuilder(CurveKernel kernel, SingleFaceBuilder graphFaces) {
        this.kernel = kernel;
        this.graphFaces = graphFaces;
    }

    /**
     * The face of z, which must lie on no arc.
     *
     * @param arcs graph arcs and horizontal arcs
     * @param z the start point
     * @return the face containing z
     * @throws IllegalArgumentException if z lies on an arc (give a {@link FreeSide} then)
     */
    public FreeFace face(List<? extends Arc> arcs, ArcPoint z) {
        return face(arcs, z, Optional.empty());
    }

    /**
     * The face of z, or for z on an arc the face on the given side of it along the sweep line t = t0.
     *
     * @param arcs graph arcs and horizontal arcs
     * @param z the start point
     * @param side the free side, used only when z lies on an arc
     * @return the face
     * @throws IllegalArgumentException if an arc of constant t = t0 runs from z along the sweep line on that side
     */
    public FreeFace face(List<? extends Arc> arcs, ArcPoint z, FreeSide side) {
        return face(arcs, z, Optional.of(side));
    }

    private FreeFace face(List<? extends Arc> arcs, ArcPoint z, Optional<FreeSide> side) {
        List<GraphArc> graphs = new ArrayList<>();
        List<HorizontalArc> horizontals = new ArrayList<>();
        for (Arc a : arcs) {
            if (a instanceof GraphArc g) {
                graphs.add(g);
            } else {
                horizontals.add((HorizontalArc) a);
            }
        }
        if (horizontals.isEmpty()) {
            return side.isPresent() ? graphFaces.face(graphs, z, side.get()) : graphFaces.face(graphs, z);
        }
        Set<GraphArc> red = new LinkedHashSet<>();
        if (!graphs.isEmpty()) {
            FreeFace f = side.isPresent() ? graphFaces.face(graphs, z, side.get()) : graphFaces.face(graphs, z);
            for (BoundaryEdge e : f.allEdges()) {
                red.add(e.piece());
            }
        }
        Arrangement<Arc, ArcPoint> merged = new ArrangementBuilder<Arc, ArcPoint>(new ArcTraits(kernel)).addAll(red)
                .addAll(horizontals).build();
        return side.isPresent() ? FreeFace.ofArcs(merged, z, side.get()) : FreeFace.ofArcs(merged, z);
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

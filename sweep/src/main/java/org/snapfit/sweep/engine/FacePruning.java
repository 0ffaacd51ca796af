package org.snapfit.sweep.engine;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.merge.BoundaryEdge;
import org.snapfit.algebra.merge.FreeFace;
import org.snapfit.algebra.merge.FreeSide;
import org.snapfit.algebra.merge.SingleFaceBuilder;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.traits.ApplicableArcs;
import org.snapfit.sweep.traits.CPoint;
import org.snapfit.sweep.traits.CSpace;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.traits.TuPoly;

/**
 * The candidate constraints of one pawl run from the free face F of its start (the sweep uses the
 * face). Every constraint that can be turned into arcs ({@link ApplicableArcs}: applicable portions inside the run's
 * time window [0, travel]) goes into the arrangement; F' is the face of the start z = (0, u₀)
 * ({@link SingleFaceBuilder}). The candidates are, in the constraints' id order:
 * <ol>
 * <li>every constraint owning a curve with a piece on ∂F' (several constraints can share one hash-consed curve);</li>
 * <li>every constraint that could not be converted (b ≡ 0, a common factor of a and b): unconditionally.</li>
 * </ol>
 * The candidates drive the searches (next collision at rest, crossings along a followed curve, snap landings). The
 * local tests at a point still see every constraint through it ({@code PawlSweep} adds the non-candidates that touch
 * there): at a vertex-on-vertex point they read all four constraints of the two corners (a convex corner is entered
 * only if both clearances turn negative; the separating-line test), and some of those may apply nowhere, so own no
 * arc. Such a point is always an end of the followed constraint's edge (one of its own markers vanishes), so the
 * search stops there without the non-candidates.
 * Constraints whose {@code Reach} proves that they cannot touch anywhere in t ∈ [0, travel] are dropped first
 * (the box filter's certain "no" over the whole run).
 *
 * <p><b>Safety.</b> Arcs are a subset of the true applicable portions (see {@link ApplicableArcs}), so F' ⊇ F and
 * every constraint on ∂F that owns an arc is on ∂F'; the pawl never leaves the closure of F. When the start lies on
 * a kept arc, the face is taken on the side of the sweep line t = 0 where every constraint through the start is
 * free (g &gt; 0); when no side is, or the face builder rejects the start, the pruning falls back to all constraints.
 * Exact; no double decides anything except the certified box filter. One kernel per call (not thread-safe; each
 * pawl's run calls it on its own thread).
 */
final class FacePruning {

    private FacePruning() {
    }

    /**
     * What the pruning kept.
     *
     * @param pool the candidates in id order
     * @param total all constraints of the pawl
     * @param reachable the constraints the box filter could not exclude over the run
     * @param arcs the number of arcs given to the face builder
     * @param unconditional the constraints kept because they could not be converted
     * @param onBoundary the constraints owning a piece of ∂F'
     * @param boundaryEdges the edges of ∂F'
     * @param fallback why the pruning fell back to every constraint, if it did
     * @param startOnArc whether the start lies on a kept arc (the face was taken on a {@code FreeSide})
     */
    record Result(List<Constraint> pool, int total, int reachable, int arcs, int unconditional, int onBoundary,
            int boundaryEdges, Optional<String> fallback, boolean startOnArc) {
    }

    /**
     * The candidates of a run.
     *
     * @param cs the pawl's constraints for this run
     * @param travel the run's time span (t ∈ [0, travel])
     * @param u0 the start's u (0 at rest)
     * @param exact the context of the run's algebraic numbers (the face's curve kernel uses it too)
     * @return the candidates and the counts
     */
    static Result prune(CSpace cs, Rational travel, RealAlgebraic u0, ExactContext exact) {
        List<Constraint> all = cs.constraints();
        double tHi = Math.nextUp(travel.doubleValue());
        double thHi = Math.nextUp(Math.PI);
        CurveKernel kernel = new CurveKernel(exact);
        List<GraphArc> arcs = new ArrayList<>();
        List<Constraint> arcOwner = new ArrayList<>();
        Map<CSpaceCurve, List<Constraint>> owners = new IdentityHashMap<>();
        boolean[] keep = new boolean[all.size()];
        int reachable = 0;
        int unconditional = 0;
        for (Constraint c : all) {
            if (!c.reach().mayTouch(-Double.MIN_VALUE, tHi, -thHi, thHi)) {
                continue;
            }
            reachable++;
            Optional<List<GraphArc>> a = ApplicableArcs.of(kernel, c, Optional.of(Rational.ZERO), Optional.of(travel));
            if (a.isEmpty()) {
                keep[c.id()] = true;
                unconditional++;
                continue;
            }
            for (GraphArc g : a.get()) {
                arcs.add(g);
                arcOwner.add(c);
                owners.computeIfAbsent(g.curve(), k -> new ArrayList<>()).add(c);
            }
        }
        CSpaceCurve startLine = kernel.curve(new Rational[] {Rational.ZERO}, new Rational[] {Rational.MINUS_ONE});
        ArcPoint z = new ArcPoint(u0, startLine);
        CPoint zp = new CPoint(u0, TuPoly.verticalLine(Rational.ZERO));
        List<Constraint> through = new ArrayList<>();
        for (int i = 0; i < arcs.size(); i++) {
            GraphArc g = arcs.get(i);
            if (g.containsU(u0) && kernel.compareAt(g.curve(), startLine, u0) == Comparison.EQUAL) {
                through.add(arcOwner.get(i));
            }
        }
        FreeFace face;
        try {
            SingleFaceBuilder b = new SingleFaceBuilder(kernel);
            if (through.isEmpty()) {
                face = b.face(arcs, z);
            } else {
                Optional<FreeSide> side = freeSide(zp, through);
                if (side.isEmpty()) {
                    return fallback(all, reachable, arcs.size(), unconditional, "no side of the start is free",
                            true);
                }
                face = b.face(arcs, z, side.get());
            }
        } catch (IllegalArgumentException e) {
            return fallback(all, reachable, arcs.size(), unconditional, e.getMessage(), !through.isEmpty());
        }
        int edges = 0;
        int onBoundary = 0;
        for (BoundaryEdge e : face.allEdges()) {
            edges++;
            for (Constraint c : owners.getOrDefault(e.piece().curve(), List.of())) {
                if (!keep[c.id()]) {
                    keep[c.id()] = true;
                    onBoundary++;
                }
            }
        }
        List<Constraint> pool = new ArrayList<>();
        for (Constraint c : all) {
            if (keep[c.id()]) {
                pool.add(c);
            }
        }
        return new Result(pool, all.size(), reachable, arcs.size(), unconditional, onBoundary, edges, Optional.empty(),
                !through.isEmpty());
    }

    private static Result fallback(List<Constraint> all, int reachable, int arcs, int unconditional, String why,
            boolean onArc) {
        return new Result(all, all.size(), reachable, arcs, unconditional, 0, 0, Optional.of(why), onArc);
    }

    /** The side of the sweep line t = 0 at the start where every given constraint is free (g &gt; 0), if exactly one. */
    private static Optional<FreeSide> freeSide(CPoint zp, List<Constraint> through) {
        boolean up = true;
        boolean down = true;
        for (Constraint c : through) {
            up &= zp.signPastVertical(c.curve(), 1) == Sign.POSITIVE;
            down &= zp.signPastVertical(c.curve(), -1) == Sign.POSITIVE;
        }
        if (up == down) {
            return Optional.empty();
        }
        return Optional.of(up ? FreeSide.LARGER_U : FreeSide.SMALLER_U);
    }

}

package org.snapfit.core.body;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.ParametricCurve2;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.SeamedSurface;
import org.snapfit.core.surface.SurfaceKind;
import org.snapfit.core.surface.Uv;

/**
 * The boundary of a trimmed face in its parameter space: every edge use of every loop as Gauss–Legendre nodes
 * (u, v) with the travel derivatives (du/dt, dv/dt) and quadrature weights, plus the use's end points, ready for
 * Green's theorem ({@link FaceIntegrator}) and for the region polygon ({@link FaceDomain}).
 *
 * <p><b>Where (u, v) comes from.</b> An edge use with a pcurve is read off it (and its derivative): no inversion,
 * and a seam use sits on the side the file gives. Otherwise every node is inverted onto the surface (closed forms
 * for analytic surfaces; Newton continuation from the previous node elsewhere) and (du/dt, dv/dt) solves
 * C'(t) = S_u u' + S_v v' by least squares.
 *
 * <p><b>Seams and closed surfaces.</b> The surface is taken through {@link SeamedSurface#of}, so a B-spline surface
 * closed in u or v is periodic there like a cylinder. A seam edge (used twice by the face) without a pcurve is
 * placed by orientation alone: the face lies to the left of its boundary seen from the normal side, so a use along
 * +v (u-seam) with the face normal along S_u × S_v sits on the high side of the period, and a use along +u (v-seam)
 * on the low side. Each loop is traced from a seam use when it has one (its position is fixed), else from its first
 * use, and every later node is unwrapped to the representative nearest the previous node; so the result does not
 * depend on where the file starts a loop. Approximate; not thread-safe (built once per face).
 */
final class BoundaryTrace {

    /** One edge use's nodes in travel order. */
    static final class Use {
        /** Index of the use among all edge uses of the face, loop by loop in file order. */
        final int index;
        final OrientedEdge edge;
        final double[] u;
        final double[] v;
        /** du/dt and dv/dt along the direction of travel. */
        final double[] du;
        final double[] dv;
        /** Quadrature weight of each node (Gauss weight times the half-length of its piece). */
        final double[] w;
        /** (u, v) of the start and end vertices of the use. */
        final double[] start = new double[2];
        final double[] end = new double[2];
        /** Whether the edge is used twice by the face on a surface with a period (a seam candidate). */
        final boolean seam;
        /** Which parameter a seam use holds at one side of its period: 0 none, 1 u, 2 v. */
        int seamAxis;

        Use(int index, OrientedEdge edge, int nodes, boolean seam) {
            this.index = index;
            this.edge = edge;
            this.u = new double[nodes];
            this.v = new double[nodes];
            this.du = new double[nodes];
            this.dv = new double[nodes];
            this.w = new double[nodes];
            this.seam = seam;
        }
    }

    final ParametricSurface surface;
    final double uPeriod;
    final double vPeriod;
    final boolean sameSense;
    /** Per loop with edges: its uses in traversal order (a cyclic rotation of the loop). */
    final List<List<Use>> loops = new ArrayList<>();
    /** Parameter box of every node and end point: {uMin, uMax, vMin, vMax}. */
    final double[] box = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY};

    private final boolean closedForm;
    private final double[] ev = new double[18];
    private boolean hasLast;
    private double lastU;
    private double lastV;

    BoundaryTrace(Face face) {
        this.surface = SeamedSurface.of(face.surface());
        this.uPeriod = surface.uPeriod();
        this.vPeriod = surface.vPeriod();
        this.sameSense = face.sameSense();
        SurfaceKind k = surface.kind();
        this.closedForm = k == SurfaceKind.PLANE || k == SurfaceKind.CYLINDER || k == SurfaceKind.CONE
                || k == SurfaceKind.SPHERE || k == SurfaceKind.TORUS;
        Map<Edge, Integer> uses = new IdentityHashMap<>();
        for (Loop l : face.loops()) {
            for (OrientedEdge e : l.edges()) {
                uses.merge(e.edge(), 1, Integer::sum);
            }
        }
        int index = 0;
        for (Loop l : face.loops()) {
            int n = l.edges().size();
            if (n == 0) {
                continue;
            }
            int anchor = 0;
            for (int j = 0; j < n; j++) {
                if (uses.get(l.edges().get(j).edge()) > 1 && (uPeriod > 0 || vPeriod > 0)) {
                    anchor = j;
                    break;
                }
            }
            Use[] traced = new Use[n];
            hasLast = false;
            for (int step = 0; step < n; step++) {
                int j = (anchor + step) % n;
                OrientedEdge oe = l.edges().get(j);
                traced[step] = trace(index + j, oe, uses.get(oe.edge()) > 1);
            }
            loops.add(List.of(traced));
            index += n;
        }
    }

    /** Whether the face has no edge loop (a whole closed surface, or a face bounded by vertex loops only). */
    boolean empty() {
        return loops.isEmpty();
    }

    /** The pieces [a, b] of an edge's parameter range: split at B-spline knots, at least {@link FaceIntegrator#EDGE_PIECES}. */
    private static List<double[]> pieces(Edge e) {
        ParametricCurve3 c = e.curve();
        List<Double> cuts = new ArrayList<>();
        cuts.add(e.t0());
        if (c instanceof BSplineCurve3 b) {
            for (double k : b.basis().breakpoints()) {
                if (k > e.t0() && k < e.t1()) {
                    cuts.add(k);
                }
            }
        }
        cuts.add(e.t1());
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i + 1 < cuts.size(); i++) {
            int sub = Math.max(1, FaceIntegrator.EDGE_PIECES / (cuts.size() - 1));
            for (int j = 0; j < sub; j++) {
                double a = cuts.get(i) + (cuts.get(i + 1) - cuts.get(i)) * j / sub;
                double b = cuts.get(i) + (cuts.get(i + 1) - cuts.get(i)) * (j + 1) / sub;
                out.add(new double[] {a, b});
            }
        }
        return out;
    }

    private Use trace(int index, OrientedEdge oe, boolean usedTwice) {
        Edge e = oe.edge();
        List<double[]> pieces = pieces(e);
        if (!oe.forward()) {
            java.util.Collections.reverse(pieces);
        }
        int nodes = FaceIntegrator.NODES;
        boolean seam = usedTwice && (uPeriod > 0 || vPeriod > 0);
        Use use = new Use(index, oe, pieces.size() * nodes, seam);
        double sg = oe.forward() ? 1 : -1;
        double[] co = new double[9];
        double[] pc = new double[6];
        ParametricCurve2 pcurve = oe.pcurve().orElse(null);
        int k = 0;
        for (double[] piece : pieces) {
            double h = (piece[1] - piece[0]) / 2;
            double m = (piece[0] + piece[1]) / 2;
            for (int jj = 0; jj < nodes; jj++) {
                // X runs from +1 down to −1: travel order is jj = NODES − 1 … 0 when forward
                int i = oe.forward() ? nodes - 1 - jj : jj;
                double t = m + h * FaceIntegrator.X[i];
                use.w[k] = FaceIntegrator.W[i] * Math.abs(h);
                if (pcurve != null) {
                    pcurve.evaluate(t, pc);
                    use.u[k] = pc[0];
                    use.v[k] = pc[1];
                    use.du[k] = sg * pc[2];
                    use.dv[k] = sg * pc[3];
                } else {
                    e.curve().evaluate(t, co);
                    invert(co, sg, use, k);
                }
                k++;
            }
        }
        if (pcurve != null) {
            endsFromPcurve(use, pcurve);
            placeWholeUse(use);
        } else {
            if (!(seam && placeSeam(use))) {
                unwrapNodes(use);
            }
            endpoint(oe.first().point(), use, 0, use.start);
            endpoint(oe.last().point(), use, use.u.length - 1, use.end);
        }
        for (int q = 0; q < use.u.length; q++) {
            grow(use.u[q], use.v[q]);
        }
        grow(use.start[0], use.start[1]);
        grow(use.end[0], use.end[1]);
        hasLast = true;
        lastU = use.u[use.u.length - 1];
        lastV = use.v[use.v.length - 1];
        return use;
    }

    private void grow(double u, double v) {
        box[0] = Math.min(box[0], u);
        box[1] = Math.max(box[1], u);
        box[2] = Math.min(box[2], v);
        box[3] = Math.max(box[3], v);
    }

    /** Node k from the 3D point and derivative in co (travel sign sg): inverted (u, v) and least-squares (u', v'). */
    private void invert(double[] co, double sg, Use use, int k) {
        Vec3 p = new Vec3(co[0], co[1], co[2]);
        Uv uv;
        if (k > 0) {
            uv = closedForm ? surface.closestParameter(p) : surface.closestParameter(p, use.u[k - 1], use.v[k - 1]);
        } else if (hasLast && !closedForm) {
            uv = surface.closestParameter(p, lastU, lastV);
        } else {
            uv = surface.closestParameter(p);
        }
        surface.evaluate(uv.u(), uv.v(), ev);
        double a11 = ev[3] * ev[3] + ev[4] * ev[4] + ev[5] * ev[5];
        double a12 = ev[3] * ev[6] + ev[4] * ev[7] + ev[5] * ev[8];
        double a22 = ev[6] * ev[6] + ev[7] * ev[7] + ev[8] * ev[8];
        double b1 = (ev[3] * co[3] + ev[4] * co[4] + ev[5] * co[5]) * sg;
        double b2 = (ev[6] * co[3] + ev[7] * co[4] + ev[8] * co[5]) * sg;
        double det = a11 * a22 - a12 * a12;
        use.u[k] = uv.u();
        use.v[k] = uv.v();
        use.du[k] = det > 0 ? (a22 * b1 - a12 * b2) / det : (a11 > 0 ? b1 / a11 : 0);
        use.dv[k] = det > 0 ? (a11 * b2 - a12 * b1) / det : (a22 > 0 ? b2 / a22 : 0);
    }

    /** x shifted by whole periods to the representative nearest {@code near} (unchanged without a period). */
    static double nearest(double x, double near, double period) {
        return period > 0 ? x + period * Math.rint((near - x) / period) : x;
    }

    /** x shifted by whole periods into [lo, lo + period). */
    static double into(double x, double lo, double period) {
        if (period <= 0) {
            return x;
        }
        double r = (x - lo) % period;
        return lo + (r < 0 ? r + period : r);
    }

    /** Non-seam nodes: the first one nearest the previous use's end (or into the domain), the rest continuous. */
    private void unwrapNodes(Use use) {
        for (int k = 0; k < use.u.length; k++) {
            double refU = k > 0 ? use.u[k - 1] : lastU;
            double refV = k > 0 ? use.v[k - 1] : lastV;
            if (k == 0 && !hasLast) {
                use.u[0] = into(use.u[0], surface.uMin(), uPeriod);
                use.v[0] = into(use.v[0], surface.vMin(), vPeriod);
            } else {
                use.u[k] = nearest(use.u[k], refU, uPeriod);
                use.v[k] = nearest(use.v[k], refV, vPeriod);
            }
        }
    }

    /**
     * A seam use without a pcurve: the side of the period from its orientation (face on the left), the other
     * parameter continuous along the use. Returns false (nothing placed) for an edge used twice that runs across
     * no period.
     */
    private boolean placeSeam(Use use) {
        surface.evaluate(use.u[0], use.v[0], ev);
        double su = Math.sqrt(ev[3] * ev[3] + ev[4] * ev[4] + ev[5] * ev[5]);
        double sv = Math.sqrt(ev[6] * ev[6] + ev[7] * ev[7] + ev[8] * ev[8]);
        int mid = use.u.length / 2;
        boolean alongV = Math.abs(use.dv[mid]) * sv >= Math.abs(use.du[mid]) * su;
        if (alongV && uPeriod > 0) {
            boolean high = (use.dv[mid] > 0) == sameSense;
            double seamU = side(use.u[mid], surface.uMin(), uPeriod, high);
            for (int k = 0; k < use.u.length; k++) {
                use.u[k] = seamU;
                use.v[k] = continued(use.v, k, lastV, surface.vMin(), vPeriod);
            }
            use.seamAxis = 1;
            return true;
        }
        if (!alongV && vPeriod > 0) {
            boolean high = (use.du[mid] > 0) != sameSense;
            double seamV = side(use.v[mid], surface.vMin(), vPeriod, high);
            for (int k = 0; k < use.u.length; k++) {
                use.v[k] = seamV;
                use.u[k] = continued(use.u, k, lastU, surface.uMin(), uPeriod);
            }
            use.seamAxis = 2;
            return true;
        }
        return false;
    }

    /** The seam's representative on the low side (near lo) or the high side (near lo + period) of the period. */
    private static double side(double x, double lo, double period, boolean high) {
        double base = into(x, lo, period);
        if (base - lo > period / 2) {
            base -= period;
        }
        return high ? base + period : base;
    }

    /** Node k of a parameter made continuous with the one before (the first: with the previous use, or in range). */
    private double continued(double[] x, int k, double last, double lo, double period) {
        if (k > 0) {
            return nearest(x[k], x[k - 1], period);
        }
        return hasLast ? nearest(x[0], last, period) : into(x[0], lo, period);
    }

    /**
     * (u, v) of a use's end vertex for the polygon: on a seam the seam's side, at a degenerate point (a pole, where
     * u is undetermined) the neighbouring node's u, else the representative nearest the neighbouring node.
     */
    private void endpoint(Vec3 p, Use use, int node, double[] out) {
        Uv uv = closedForm || !hasLast && node == 0 ? surface.closestParameter(p)
                : surface.closestParameter(p, use.u[node], use.v[node]);
        surface.evaluate(uv.u(), uv.v(), ev);
        double su = Math.sqrt(ev[3] * ev[3] + ev[4] * ev[4] + ev[5] * ev[5]);
        double sv = Math.sqrt(ev[6] * ev[6] + ev[7] * ev[7] + ev[8] * ev[8]);
        double u = su <= FaceIntegrator.DEGENERATE_SIDE * sv ? use.u[node] : nearest(uv.u(), use.u[node], uPeriod);
        double v = nearest(uv.v(), use.v[node], vPeriod);
        if (use.seamAxis == 1) {
            u = use.u[node];
        } else if (use.seamAxis == 2) {
            v = use.v[node];
        }
        out[0] = u;
        out[1] = v;
    }

    /** End points of a use read off its pcurve. */
    private static void endsFromPcurve(Use use, ParametricCurve2 pcurve) {
        Edge e = use.edge.edge();
        double[] pc = new double[6];
        pcurve.evaluate(use.edge.forward() ? e.t0() : e.t1(), pc);
        use.start[0] = pc[0];
        use.start[1] = pc[1];
        pcurve.evaluate(use.edge.forward() ? e.t1() : e.t0(), pc);
        use.end[0] = pc[0];
        use.end[1] = pc[1];
    }

    /** A use from a pcurve shifted by whole periods so that it starts where the previous one ended. */
    private void placeWholeUse(Use use) {
        double shiftU = 0;
        double shiftV = 0;
        if (hasLast) {
            shiftU = nearest(use.start[0], lastU, uPeriod) - use.start[0];
            shiftV = nearest(use.start[1], lastV, vPeriod) - use.start[1];
        }
        if (shiftU == 0 && shiftV == 0) {
            return;
        }
        for (int k = 0; k < use.u.length; k++) {
            use.u[k] += shiftU;
            use.v[k] += shiftV;
        }
        use.start[0] += shiftU;
        use.start[1] += shiftV;
        use.end[0] += shiftU;
        use.end[1] += shiftV;
    }
}

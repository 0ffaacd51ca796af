package org.snapfit.core.body;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Uv;

/**
 * One face of a {@link Tessellator} laid out in its parameter plane: its loops inverted onto the surface from the
 * shared edge samples and unwrapped across the seams of periodic surfaces, a pole (a degenerate side) as a side of
 * the polygon whose points all map to the one pole point, loops winding once around the u period cut along a
 * parameter line to a pole (a cap) or to each other (a band), holes kept; then ear-clipped ({@link UvTriangulator}).
 * The nodes (u, v, point) grow as {@link FaceRefinement} splits edges. Approximate (double); one instance per face,
 * not thread-safe.
 */
final class FaceParameterPolygon {

    /**
     * How close to a side of the parameter box (a fraction of the box's width, dimensionless) a point must lie for
     * that side to count as a seam it sits on.
     */
    static final double SEAM_FRACTION = 1e-7;
    final Face face;
    private final double tol;
    private final Function<Edge, List<Vec3>> edgeSamples;
    private final double[] ev = new double[18];
    final ParametricSurface s;
    final double period;
    final double vPeriod;
    final List<Double> us = new ArrayList<>();
    final List<Double> vs = new ArrayList<>();
    final List<Vec3> ps = new ArrayList<>();
    final List<Integer> snapped = new ArrayList<>();
    double lastU = Double.NaN;
    double lastV = Double.NaN;

    FaceParameterPolygon(Face face, double tol, Function<Edge, List<Vec3>> edgeSamples) {
        this.face = face;
        this.tol = tol;
        this.edgeSamples = edgeSamples;
        this.s = face.surface();
        this.period = s.uPeriod();
        this.vPeriod = s.vPeriod();
    }

    /** A parameter-plane vertex; a point within the snap distance of an earlier snapped one takes its point. */
    int node(double u, double v, Vec3 p, boolean snap) {
        Vec3 q = p;
        if (snap) {
            for (int k : snapped) {
                if (ps.get(k).subtract(p).norm() <= Tessellator.SNAP_FRACTION * tol) {
                    q = ps.get(k);
                    break;
                }
            }
        }
        us.add(u);
        vs.add(v);
        ps.add(q);
        if (snap) {
            snapped.add(ps.size() - 1);
        }
        return ps.size() - 1;
    }

    /**
     * Lays the face's loops out in its parameter plane (seams unwrapped, poles as sides, loops winding around
     * the u period cut to a pole or to each other) and ear-clips the polygon with its holes.
     *
     * @return the triangles, as indices of this polygon's nodes
     */
    List<int[]> triangulate() {
        List<LoopWalk> walks = new ArrayList<>();
        Map<Edge, Integer> uses = new IdentityHashMap<>();
        for (Loop l : face.loops()) {
            for (OrientedEdge oe : l.edges()) {
                uses.merge(oe.edge(), 1, Integer::sum);
            }
        }
        Vec3 apex = null;
        for (Loop l : face.loops()) {
            if (l.edges().isEmpty()) {
                if (l.vertex().isPresent()) {
                    apex = l.vertex().get().point();
                }
                continue;
            }
            LoopWalk w = walk(l, uses);
            if (w != null) {
                walks.add(w);
            }
        }
        List<Integer> outer;
        List<List<Integer>> holes = new ArrayList<>();
        List<LoopWalk> winding = new ArrayList<>();
        List<LoopWalk> plain = new ArrayList<>();
        for (LoopWalk w : walks) {
            (w.k != 0 ? winding : plain).add(w);
        }
        if (walks.isEmpty()) {
            outer = wholeDomain();
        } else if (winding.isEmpty()) {
            LoopWalk best = plain.get(0);
            for (LoopWalk w : plain) {
                if (Math.abs(area(w.ring)) > Math.abs(area(best.ring))) {
                    best = w;
                }
            }
            outer = best.ring;
            for (LoopWalk w : plain) {
                if (w != best) {
                    holes.add(w.ring);
                }
            }
        } else if (winding.size() == 1) {
            outer = cap(winding.get(0), apex);
            for (LoopWalk w : plain) {
                holes.add(w.ring);
            }
        } else if (winding.size() == 2) {
            outer = band(winding.get(0), winding.get(1));
            for (LoopWalk w : plain) {
                holes.add(w.ring);
            }
        } else {
            throw new IllegalArgumentException(winding.size() + " of its loops wind around the surface's period;"
                    + " at most two are supported");
        }
        if (area(outer) < 0) {
            Collections.reverse(outer);
        }
        for (List<Integer> h : holes) {
            if (area(h) > 0) {
                Collections.reverse(h);
            }
        }
        double[] u = toArray(us);
        double[] v = toArray(vs);
        return UvTriangulator.triangulate(u, v, outer, holes);
    }

    /** One loop's parameter ring and its winding number around the u period. */
    final class LoopWalk {
        final List<Integer> ring = new ArrayList<>();
        int k;
        double startU;
        double startV;
        Vec3 startP;
    }

    LoopWalk walk(Loop loop, Map<Edge, Integer> uses) {
        List<Vec3> pts = new ArrayList<>();
        List<OrientedEdge> owner = new ArrayList<>();
        for (OrientedEdge oe : loop.edges()) {
            List<Vec3> e = new ArrayList<>(edgeSamples.apply(oe.edge()));
            if (!oe.forward()) {
                Collections.reverse(e);
            }
            pts.addAll(e.subList(0, e.size() - 1));
            for (int i = 0; i + 1 < e.size(); i++) {
                owner.add(oe);
            }
        }
        int n = pts.size();
        if (n < 2) {
            return null;
        }
        double[] ru = new double[n];
        double[] rv = new double[n];
        boolean[] pole = new boolean[n];
        boolean hint = false;
        int firstRegular = -1;
        for (int i = 0; i < n; i++) {
            Uv uv = hint && s instanceof BSplineSurface ? s.closestParameter(pts.get(i), lastU, lastV)
                    : s.closestParameter(pts.get(i));
            if (s instanceof BSplineSurface) {
                uv = closestBesideSeam(pts.get(i), uv);
            }
            ru[i] = uv.u();
            rv[i] = uv.v();
            lastU = uv.u();
            lastV = uv.v();
            hint = true;
            s.evaluate(uv.u(), uv.v(), ev);
            double su = Math.sqrt(ev[3] * ev[3] + ev[4] * ev[4] + ev[5] * ev[5]);
            double sv = Math.sqrt(ev[6] * ev[6] + ev[7] * ev[7] + ev[8] * ev[8]);
            pole[i] = su <= FaceIntegrator.DEGENERATE_SIDE * sv;
            if (!pole[i] && firstRegular < 0) {
                firstRegular = i;
            }
        }
        if (firstRegular < 0) {
            return null;
        }
        // a seam (an edge this face uses twice) is put on the side of the parameter box the face does not cover
        double[] fixedU = new double[n];
        double[] fixedV = new double[n];
        java.util.Arrays.fill(fixedU, Double.NaN);
        java.util.Arrays.fill(fixedV, Double.NaN);
        int i0 = 0;
        while (i0 < n) {
            OrientedEdge oe = owner.get(i0);
            int i1 = i0;
            while (i1 + 1 < n && owner.get(i1 + 1) == oe) {
                i1++;
            }
            if (uses.get(oe.edge()) > 1) {
                seamSide(ru, rv, pole, i0, i1, (i1 + 1) % n, fixedU, fixedV);
            }
            i0 = i1 + 1;
        }
        // unwrap the regular points' u (and every point's v) along the loop, starting at the first regular one
        double[] uu = new double[n];
        double[] vv = new double[n];
        double prevU = ru[firstRegular];
        double prevV = rv[firstRegular];
        for (int j = 0; j < n; j++) {
            int i = (firstRegular + j) % n;
            // a seam's side is fixed modulo the period when the walk comes to it from a regular point (it may have
            // gone round the period already); after a pole, where u is undetermined, as placed
            boolean afterPole = j > 0 && pole[(i + n - 1) % n];
            double v = Double.isNaN(fixedV[i]) ? rv[i] : fixedV[i];
            vv[i] = vPeriod > 0 && (Double.isNaN(fixedV[i]) || !afterPole) ? unwrap(v, prevV, vPeriod) : v;
            prevV = vv[i];
            if (!pole[i]) {
                double u = Double.isNaN(fixedU[i]) ? ru[i] : fixedU[i];
                uu[i] = period > 0 && (Double.isNaN(fixedU[i]) || !afterPole) ? unwrap(u, prevU, period) : u;
                prevU = uu[i];
            }
        }
        LoopWalk w = new LoopWalk();
        double closeU = period > 0 ? unwrap(ru[firstRegular], prevU, period) : ru[firstRegular];
        w.k = period > 0 ? (int) Math.round((closeU - uu[firstRegular]) / period) : 0;
        if (vPeriod > 0 && Math.round((unwrap(rv[firstRegular], prevV, vPeriod) - vv[firstRegular]) / vPeriod) != 0) {
            throw new IllegalArgumentException("a loop winds around the v period of the surface; not supported");
        }
        closeU = uu[firstRegular] + w.k * period;
        w.startU = uu[firstRegular];
        w.startV = vv[firstRegular];
        w.startP = pts.get(firstRegular);
        double lastRegularU = uu[firstRegular];
        for (int j = 0; j < n; j++) {
            int i = (firstRegular + j) % n;
            if (!pole[i]) {
                w.ring.add(node(uu[i], vv[i], pts.get(i), false));
                lastRegularU = uu[i];
                continue;
            }
            double nextU = closeU;
            for (int jj = j + 1; jj < n; jj++) {
                int ii = (firstRegular + jj) % n;
                if (!pole[ii]) {
                    nextU = uu[ii];
                    break;
                }
            }
            w.ring.add(node(lastRegularU, vv[i], pts.get(i), false));
            if (Math.abs(nextU - lastRegularU) > 0) {
                w.ring.add(node(nextU, vv[i], pts.get(i), false));
            }
        }
        return w;
    }

    /**
     * The parameter of an edge point on a B-spline surface closed along a side of its box (a loft, a skinned
     * tube): a search started at the box corner beside the seam can stop there although the point lies a little
     * way along the seam's other side. When {@code found} is farther than the chord tolerance from the point, the
     * search is started again from the opposite side of the box (u and v) and the nearest answer is kept.
     */
    private Uv closestBesideSeam(Vec3 p, Uv found) {
        Uv best = found;
        double d = s.point(found.u(), found.v()).subtract(p).norm();
        if (d <= tol) {
            return found;
        }
        double[][] starts = {
            {s.uMin() + s.uMax() - found.u(), found.v()}, {found.u(), s.vMin() + s.vMax() - found.v()},
            {s.uMin() + s.uMax() - found.u(), s.vMin() + s.vMax() - found.v()},
        };
        for (double[] h : starts) {
            Uv c = s.closestParameter(p, h[0], h[1]);
            double dc = s.point(c.u(), c.v()).subtract(p).norm();
            if (dc < d) {
                best = c;
                d = dc;
            }
        }
        return best;
    }

    /**
     * Fixes the side of a seam's points i0..end (end: the next edge's first point, the seam's last vertex): on a
     * u seam (the points at the u border of the box, or any u of a periodic surface) the face lies to the left
     * of the seam's direction in (u, v) when its sense agrees with the surface, so a seam walked towards +v is
     * the high u side; a v seam likewise.
     */
    private void seamSide(double[] ru, double[] rv, boolean[] pole, int i0, int i1, int end, double[] fixedU,
            double[] fixedV) {
        int a = -1;
        for (int i = i0; i <= i1; i++) {
            if (!pole[i]) {
                a = i;
                break;
            }
        }
        if (a < 0) {
            return;
        }
        double dv = rv[end] - rv[i0];
        double du = ru[end] - ru[i0];
        double uRange = s.uMax() - s.uMin();
        double vRange = s.vMax() - s.vMin();
        boolean uSeam = period > 0 || (Double.isFinite(uRange)
                && Math.min(Math.abs(ru[a] - s.uMin()), Math.abs(ru[a] - s.uMax())) <= SEAM_FRACTION * uRange
                && Math.abs(dv) >= Math.abs(du));
        if (uSeam) {
            boolean high = (dv > 0) == face.sameSense();
            double side;
            if (period > 0) {
                double base = s.uMin() + ((ru[a] - s.uMin()) % period + period) % period;
                if (base - s.uMin() > period / 2) {
                    base -= period;
                }
                side = high ? base + period : base;
            } else {
                side = high ? s.uMax() : s.uMin();
            }
            for (int i = i0; i <= i1; i++) {
                fixedU[i] = side;
            }
            // the seam's last vertex (the next edge's first point) lies on the same side
            if (Double.isNaN(fixedU[end]) && !pole[end]) {
                fixedU[end] = side;
            }
            return;
        }
        boolean vSeam = vPeriod > 0 || (Double.isFinite(vRange)
                && Math.min(Math.abs(rv[a] - s.vMin()), Math.abs(rv[a] - s.vMax())) <= SEAM_FRACTION * vRange);
        if (vSeam) {
            boolean low = (du > 0) == face.sameSense();
            double side;
            if (vPeriod > 0) {
                double base = s.vMin() + ((rv[a] - s.vMin()) % vPeriod + vPeriod) % vPeriod;
                if (base - s.vMin() > vPeriod / 2) {
                    base -= vPeriod;
                }
                side = low ? base : base + vPeriod;
            } else {
                side = low ? s.vMin() : s.vMax();
            }
            for (int i = i0; i <= i1; i++) {
                fixedV[i] = side;
            }
            if (Double.isNaN(fixedV[end])) {
                fixedV[end] = side;
            }
        }
    }

    /** The polygon of a face bounded by one loop winding around u: the loop, a cut to the pole and back. */
    List<Integer> cap(LoopWalk w, Vec3 apex) {
        boolean above = (w.k > 0) == face.sameSense();
        double vPole;
        if (apex != null) {
            vPole = s.closestParameter(apex).v();
        } else {
            vPole = above ? s.vMax() : s.vMin();
        }
        if (!Double.isFinite(vPole)) {
            throw new IllegalArgumentException("its one loop winds around the surface and the face has no pole on"
                    + " that side; not supported");
        }
        double uEnd = w.startU + w.k * period;
        List<Integer> ring = new ArrayList<>(w.ring);
        List<double[]> cut = cutSamples(uEnd, w.startV, uEnd, vPole);
        Vec3 pole = s.point(w.startU, vPole);
        ring.add(node(uEnd, w.startV, w.startP, false));
        List<Integer> back = new ArrayList<>();
        for (double[] c : cut) {
            Vec3 p = s.point(w.startU, c[1]);
            ring.add(node(uEnd, c[1], p, false));
            back.add(node(w.startU, c[1], p, false));
        }
        ring.add(node(uEnd, vPole, pole, false));
        ring.add(node(w.startU, vPole, pole, false));
        Collections.reverse(back);
        ring.addAll(back);
        return ring;
    }

    /** The polygon of a face between two loops winding around u: both loops joined by a cut walked both ways. */
    List<Integer> band(LoopWalk a, LoopWalk b) {
        double aEnd = a.startU + a.k * period;
        double shift = unwrap(b.startU, aEnd, period) - b.startU;
        double bStart = b.startU + shift;
        double bEnd = bStart + b.k * period;
        List<Integer> ring = new ArrayList<>(a.ring);
        List<double[]> cut = cutSamples(aEnd, a.startV, bStart, b.startV);
        ring.add(node(aEnd, a.startV, a.startP, false));
        List<Vec3> cutPoints = new ArrayList<>();
        for (double[] c : cut) {
            Vec3 p = s.point(c[0], c[1]);
            cutPoints.add(p);
            ring.add(node(c[0], c[1], p, false));
        }
        for (int i : b.ring) {
            ring.add(node(us.get(i) + shift, vs.get(i), ps.get(i), false));
        }
        ring.add(node(bEnd, b.startV, b.startP, false));
        double back = bEnd - bStart;
        for (int j = cut.size() - 1; j >= 0; j--) {
            ring.add(node(cut.get(j)[0] + back, cut.get(j)[1], cutPoints.get(j), false));
        }
        return ring;
    }

    /** Interior samples of the straight parameter segment (u0, v0)–(u1, v1), within the chord tolerance. */
    List<double[]> cutSamples(double u0, double v0, double u1, double v1) {
        List<double[]> out = new ArrayList<>();
        cutRefine(u0, v0, u1, v1, s.point(u0, v0), s.point(u1, v1), 0, out);
        return out;
    }

    private void cutRefine(double u0, double v0, double u1, double v1, Vec3 a, Vec3 b, int depth,
            List<double[]> out) {
        double um = (u0 + u1) / 2;
        double vm = (v0 + v1) / 2;
        Vec3 m = s.point(um, vm);
        if (depth < Tessellator.MAX_SAMPLE_DEPTH && (depth < 2 || m.subtract(a.add(b).scale(0.5)).norm() > tol)) {
            cutRefine(u0, v0, um, vm, a, m, depth + 1, out);
            out.add(new double[] {um, vm});
            cutRefine(um, vm, u1, v1, m, b, depth + 1, out);
        }
    }

    /** The polygon of a face without loops: its whole (finite) parameter box, sides sampled. */
    List<Integer> wholeDomain() {
        double u0 = s.uMin();
        double u1 = s.uMax();
        double v0 = s.vMin();
        double v1 = s.vMax();
        if (!(Double.isFinite(u0) && Double.isFinite(u1) && Double.isFinite(v0) && Double.isFinite(v1))) {
            throw new IllegalArgumentException("the face has no boundary and its surface is unbounded");
        }
        double[][] corners = {{u0, v0}, {u1, v0}, {u1, v1}, {u0, v1}};
        List<Integer> ring = new ArrayList<>();
        for (int c = 0; c < 4; c++) {
            double[] a = corners[c];
            double[] b = corners[(c + 1) % 4];
            ring.add(node(a[0], a[1], s.point(a[0], a[1]), true));
            for (double[] m : cutSamples(a[0], a[1], b[0], b[1])) {
                ring.add(node(m[0], m[1], s.point(m[0], m[1]), true));
            }
        }
        return ring;
    }

    double area(List<Integer> ring) {
        double a = 0;
        int n = ring.size();
        for (int i = 0, j = n - 1; i < n; j = i++) {
            int p = ring.get(j);
            int q = ring.get(i);
            a += us.get(p) * vs.get(q) - us.get(q) * vs.get(p);
        }
        return a / 2;
    }

    private static double unwrap(double x, double near, double period) {
        return x + period * Math.rint((near - x) / period);
    }

    private static double[] toArray(List<Double> list) {
        double[] a = new double[list.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = list.get(i);
        }
        return a;
    }
}

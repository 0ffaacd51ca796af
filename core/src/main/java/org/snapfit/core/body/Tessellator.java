package org.snapfit.core.body;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Uv;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;

/**
 * Watertight triangle meshes of B-rep bodies within a chord tolerance, for every surface kind of
 * {@link org.snapfit.core.surface} (planes, cylinders, cones, spheres, tori, surfaces of revolution and of linear
 * extrusion, B-spline and NURBS surfaces, offsets), trimmed by their loops, holes included.
 *
 * <p>Method. Every edge is sampled once (adaptive bisection of its parameter until the chord between two samples
 * is within the tolerance of the curve at their middle), and every face that uses the edge takes these very points,
 * so the mesh is closed across shared edges. A face's loops are inverted onto its surface and unwrapped across the
 * seams of periodic surfaces; a pole (a degenerate side, where u is undetermined) becomes a side of the parameter
 * polygon whose points all map to the one pole point. Loops that wind once around the u period (a spherical cap, a
 * cylinder band without a seam edge) are cut along a parameter line, sampled like an edge and shared by both sides
 * of the cut. Holes are bridged to the outer boundary and the polygon is ear-clipped in (u, v). Edge flips then
 * turn the ear-clipped triangles into the Delaunay triangulation in the surface's curvature metric (package-private
 * {@code CurvatureFlips}), so that triangles are long where the surface is straight (along a cylinder's axis) and
 * short across its curvature. The triangles are then refined by conforming edge bisection (both triangles at an edge are split at its parameter middle, so no
 * T-junction appears; boundary edges are never split except at a pole) until, at seven sample points of each
 * triangle (its centroid, its edge middles and three inner points), the surface lies within the tolerance of the
 * linear interpolation of the triangle's corners. That distance is an upper bound of the distance from the surface
 * point to the flat triangle; {@link #maxDeviation()} reports its largest value over the mesh.
 *
 * <p>Approximate (double). Not thread-safe: one instance accumulates one mesh ({@link #add}, then {@link #mesh}).
 */
public final class Tessellator {

    /** Default chord tolerance: 0.01 mm. */
    public static final Tolerance DEFAULT_CHORD = Tolerance.of("chordTolerance", 0.01, Unit.MILLIMETRE);
    /** Largest number of triangles one face may need before the tolerance is reported as too fine for it. */
    public static final int MAX_FACE_TRIANGLES = 2_000_000;
    /** Recursion depth limit of the adaptive edge and cut sampling (2^depth pieces at most). */
    public static final int MAX_SAMPLE_DEPTH = 20;
    /**
     * Points of a face closer than this fraction of the chord tolerance are the same point (the two sides of a
     * seam, the corners of a pole side), dimensionless.
     */
    public static final double SNAP_FRACTION = 1e-6;
    /** Barycentric sample points of the deviation test: centroid, edge middles, three inner points. */
    private static final double[][] SAMPLES = {
        {1.0 / 3, 1.0 / 3, 1.0 / 3}, {0.5, 0.5, 0}, {0, 0.5, 0.5}, {0.5, 0, 0.5},
        {2.0 / 3, 1.0 / 6, 1.0 / 6}, {1.0 / 6, 2.0 / 3, 1.0 / 6}, {1.0 / 6, 1.0 / 6, 2.0 / 3},
    };

    private final Tolerance chord;
    private final double tol;
    private final List<Vec3> vertices = new ArrayList<>();
    private final List<int[]> triangles = new ArrayList<>();
    private final List<Integer> faceOfTriangle = new ArrayList<>();
    private final List<Face> faces = new ArrayList<>();
    private final Map<Vec3, Integer> index = new HashMap<>();
    private final Map<Edge, List<Vec3>> edgePoints = new IdentityHashMap<>();
    private final double[] ev = new double[18];
    private double maxDeviation;

    /**
     * A tessellator.
     *
     * @param chord the chord tolerance (mm, &gt; 0)
     * @throws IllegalArgumentException if the tolerance is not positive or not in mm
     */
    public Tessellator(Tolerance chord) {
        if (!(chord.value() > 0) || chord.unit() != Unit.MILLIMETRE) {
            throw new IllegalArgumentException(chord + ": a chord tolerance must be > 0 mm");
        }
        this.chord = chord;
        this.tol = chord.value();
    }

    /**
     * The chord tolerance this tessellator works to.
     *
     * @return the tolerance (mm)
     */
    public Tolerance chord() {
        return chord;
    }

    /**
     * Adds every face of a body, placed by a pose. Edges shared by faces of this body are sampled once; bodies do
     * not share points with each other.
     *
     * @param body the body (its coordinates in mm)
     * @param world the placement applied to the mesh points
     * @param label how messages name the body (e.g. its assembly path)
     * @throws IllegalArgumentException if a face cannot be tessellated (the message names the label and the face
     *     index within the body, and says why)
     */
    public void add(Body body, Pose3 world, String label) {
        edgePoints.clear();
        int f = 0;
        for (Shell shell : body.shells()) {
            for (Face face : shell.faces()) {
                try {
                    new FaceMesh(face).run(world, faces.size());
                } catch (IllegalStateException | IllegalArgumentException e) {
                    throw new IllegalArgumentException(label + " face " + f + " (" + face.surface().kind().key()
                            + "): " + e.getMessage(), e);
                }
                faces.add(face);
                f++;
            }
        }
    }

    /**
     * The mesh of everything added so far.
     *
     * @return the mesh (mm)
     */
    public TriangleMesh mesh() {
        return TriangleMesh.of(vertices, triangles);
    }

    /**
     * The face a triangle of {@link #mesh()} was made from.
     *
     * @param triangle the triangle index
     * @return the face
     */
    public Face faceOf(int triangle) {
        return faces.get(faceOfTriangle.get(triangle));
    }

    /**
     * The largest distance, at the sample points of the refinement test, between a face's surface and the linear
     * interpolation of its triangles (mm): at most the chord tolerance unless a triangle could not be split further.
     *
     * @return the largest measured deviation (mm)
     */
    public double maxDeviation() {
        return maxDeviation;
    }

    /** The edge's points from start to end, refined until every chord is within the tolerance. */
    private List<Vec3> sample(Edge e) {
        List<Vec3> out = new ArrayList<>();
        out.add(e.start().point());
        if (!(e.curve() instanceof Line3)) {
            refine(e, e.t0(), e.t1(), e.curve().point(e.t0()), e.curve().point(e.t1()), 0, out);
        }
        out.add(e.end().point());
        return out;
    }

    private void refine(Edge e, double t0, double t1, Vec3 a, Vec3 b, int depth, List<Vec3> out) {
        double tm = (t0 + t1) / 2;
        Vec3 m = e.curve().point(tm);
        if (depth < MAX_SAMPLE_DEPTH && (depth < 2 || m.subtract(a.add(b).scale(0.5)).norm() > tol)) {
            refine(e, t0, tm, a, m, depth + 1, out);
            out.add(m);
            refine(e, tm, t1, m, b, depth + 1, out);
        }
    }

    /** One face: its parameter polygon, triangulation and refinement. */
    private final class FaceMesh {
        final Face face;
        final ParametricSurface s;
        final double period;
        final double vPeriod;
        final List<Double> us = new ArrayList<>();
        final List<Double> vs = new ArrayList<>();
        final List<Vec3> ps = new ArrayList<>();
        final List<Integer> snapped = new ArrayList<>();
        double lastU = Double.NaN;
        double lastV = Double.NaN;

        FaceMesh(Face face) {
            this.face = face;
            this.s = face.surface();
            this.period = s.uPeriod();
            this.vPeriod = s.vPeriod();
        }

        /** A parameter-plane vertex; a point within the snap distance of an earlier snapped one takes its point. */
        int node(double u, double v, Vec3 p, boolean snap) {
            Vec3 q = p;
            if (snap) {
                for (int k : snapped) {
                    if (ps.get(k).subtract(p).norm() <= SNAP_FRACTION * tol) {
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

        void run(Pose3 world, int faceIndex) {
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
            List<int[]> tris = UvTriangulator.triangulate(u, v, outer, holes);
            refineAndEmit(tris, world, faceIndex);
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
                List<Vec3> e = new ArrayList<>(edgePoints.computeIfAbsent(oe.edge(), Tessellator.this::sample));
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
                vv[i] = !Double.isNaN(fixedV[i]) ? fixedV[i] : vPeriod > 0 ? unwrap(rv[i], prevV, vPeriod) : rv[i];
                prevV = vv[i];
                if (!pole[i]) {
                    uu[i] = !Double.isNaN(fixedU[i]) ? fixedU[i] : period > 0 ? unwrap(ru[i], prevU, period) : ru[i];
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
                    && Math.min(Math.abs(ru[a] - s.uMin()), Math.abs(ru[a] - s.uMax())) <= 1e-7 * uRange
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
                return;
            }
            boolean vSeam = vPeriod > 0 || (Double.isFinite(vRange)
                    && Math.min(Math.abs(rv[a] - s.vMin()), Math.abs(rv[a] - s.vMax())) <= 1e-7 * vRange);
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
            if (depth < MAX_SAMPLE_DEPTH && (depth < 2 || m.subtract(a.add(b).scale(0.5)).norm() > tol)) {
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

        /** Conforming bisection until every triangle is within the tolerance, then the triangles into the mesh. */
        void refineAndEmit(List<int[]> start, Pose3 world, int faceIndex) {
            List<int[]> tris = new ArrayList<>(start);
            Map<Long, Integer> half = new HashMap<>();
            for (int t = 0; t < tris.size(); t++) {
                CurvatureFlips.link(half, tris.get(t), t);
            }
            double[] scratch = new double[18];
            new CurvatureFlips(s, us, vs, tris, half).run(scratch);
            Deque<Integer> queue = new ArrayDeque<>();
            for (int t = 0; t < tris.size(); t++) {
                queue.add(t);
            }
            while (!queue.isEmpty()) {
                int t = queue.poll();
                int[] tri = tris.get(t);
                double dev = deviation(tri, scratch);
                if (dev <= tol) {
                    maxDeviation = Math.max(maxDeviation, dev);
                    continue;
                }
                int e = splitEdge(tri, half, scratch);
                if (e < 0) {
                    maxDeviation = Math.max(maxDeviation, dev);
                    continue;
                }
                if (tris.size() >= MAX_FACE_TRIANGLES) {
                    throw new IllegalArgumentException("it needs more than " + MAX_FACE_TRIANGLES + " triangles at "
                            + chord.name() + " = " + tol + " mm; use a larger " + chord.name());
                }
                int a = tri[e];
                int b = tri[(e + 1) % 3];
                Integer other = half.get(CurvatureFlips.key(b, a));
                boolean poleEdge = poleEdge(a, b);
                double um = (us.get(a) + us.get(b)) / 2;
                double vm = (vs.get(a) + vs.get(b)) / 2;
                int m = node(um, vm, poleEdge ? ps.get(a) : s.point(um, vm), false);
                splitTriangle(tris, half, queue, t, a, b, m);
                if (other != null) {
                    splitTriangle(tris, half, queue, other, b, a, m);
                }
            }
            int[] ids = new int[ps.size()];
            for (int i = 0; i < ids.length; i++) {
                Vec3 p = world.apply(ps.get(i));
                Integer id = index.get(p);
                if (id == null) {
                    id = vertices.size();
                    vertices.add(p);
                    index.put(p, id);
                }
                ids[i] = id;
            }
            boolean flip = !face.sameSense();
            for (int[] tri : tris) {
                int a = ids[tri[0]];
                int b = ids[tri[1]];
                int c = ids[tri[2]];
                if (a == b || b == c || c == a) {
                    continue;
                }
                triangles.add(flip ? new int[] {a, c, b} : new int[] {a, b, c});
                faceOfTriangle.add(faceIndex);
            }
        }

        /**
         * Whether the edge a–b lies on a pole: both ends are the one point and so is the surface at its parameter
         * middle (an edge across a seam also joins equal points, but its middle is on the far side of the surface).
         */
        private boolean poleEdge(int a, int b) {
            Vec3 p = ps.get(a);
            return p.equals(ps.get(b))
                    && s.point((us.get(a) + us.get(b)) / 2, (vs.get(a) + vs.get(b)) / 2).subtract(p).norm() <= tol;
        }

        private void splitTriangle(List<int[]> tris, Map<Long, Integer> half, Deque<Integer> queue, int t, int a, int b,
                int m) {
            int[] tri = tris.get(t);
            int c = tri[0] != a && tri[0] != b ? tri[0] : tri[1] != a && tri[1] != b ? tri[1] : tri[2];
            CurvatureFlips.unlink(half, tri);
            int[] t1 = {a, m, c};
            int[] t2 = {m, b, c};
            tris.set(t, t1);
            tris.add(t2);
            CurvatureFlips.link(half, t1, t);
            CurvatureFlips.link(half, t2, tris.size() - 1);
            queue.add(t);
            queue.add(tris.size() - 1);
        }

        /** The corner index whose edge (corner, next corner) to split, or -1 if none may be split. */
        private int splitEdge(int[] tri, Map<Long, Integer> half, double[] o) {
            double cu = (us.get(tri[0]) + us.get(tri[1]) + us.get(tri[2])) / 3;
            double cv = (vs.get(tri[0]) + vs.get(tri[1]) + vs.get(tri[2])) / 3;
            s.evaluate(cu, cv, o);
            double ee = o[3] * o[3] + o[4] * o[4] + o[5] * o[5];
            double ff = o[3] * o[6] + o[4] * o[7] + o[5] * o[8];
            double gg = o[6] * o[6] + o[7] * o[7] + o[8] * o[8];
            int best = -1;
            double bestLen = 0;
            double bestSag = 0;
            for (int e = 0; e < 3; e++) {
                int a = tri[e];
                int b = tri[(e + 1) % 3];
                boolean pole = poleEdge(a, b);
                Integer own = half.get(CurvatureFlips.key(a, b));
                Integer twin = half.get(CurvatureFlips.key(b, a));
                if (own == null || own < 0 || (twin == null ? !pole : twin < 0)) {
                    continue;
                }
                double du = us.get(b) - us.get(a);
                double dv = vs.get(b) - vs.get(a);
                double metric = Math.sqrt(Math.max(0, ee * du * du + 2 * ff * du * dv + gg * dv * dv));
                double len = Math.max(metric, ps.get(a).subtract(ps.get(b)).norm());
                if (len <= SNAP_FRACTION * tol) {
                    continue;
                }
                s.evaluate((us.get(a) + us.get(b)) / 2, (vs.get(a) + vs.get(b)) / 2, o);
                Vec3 pa = ps.get(a);
                Vec3 pb = ps.get(b);
                double dx = o[0] - (pa.x() + pb.x()) / 2;
                double dy = o[1] - (pa.y() + pb.y()) / 2;
                double dz = o[2] - (pa.z() + pb.z()) / 2;
                double sag = Math.sqrt(dx * dx + dy * dy + dz * dz);
                // an edge whose middle leaves the surface is cut first (the largest sag); else the longest
                if (sag > tol / 2 ? sag > bestSag : bestSag == 0 && len > bestLen) {
                    bestSag = sag > tol / 2 ? sag : 0;
                    bestLen = len;
                    best = e;
                }
            }
            return best;
        }

        private double deviation(int[] tri, double[] o) {
            Vec3 pa = ps.get(tri[0]);
            Vec3 pb = ps.get(tri[1]);
            Vec3 pc = ps.get(tri[2]);
            double worst = 0;
            for (double[] w : SAMPLES) {
                double u = w[0] * us.get(tri[0]) + w[1] * us.get(tri[1]) + w[2] * us.get(tri[2]);
                double v = w[0] * vs.get(tri[0]) + w[1] * vs.get(tri[1]) + w[2] * vs.get(tri[2]);
                s.evaluate(u, v, o);
                double dx = o[0] - (w[0] * pa.x() + w[1] * pb.x() + w[2] * pc.x());
                double dy = o[1] - (w[0] * pa.y() + w[1] * pb.y() + w[2] * pc.y());
                double dz = o[2] - (w[0] * pa.z() + w[1] * pb.z() + w[2] * pc.z());
                worst = Math.max(worst, Math.sqrt(dx * dx + dy * dy + dz * dz));
            }
            return worst;
        }
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

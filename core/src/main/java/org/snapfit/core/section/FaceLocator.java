package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Uv;

/**
 * Whether a point of a surface lies inside a trimmed face, decided in the surface's parameter plane: the face's
 * loops are sampled ({@link #SAMPLES_PER_EDGE} points per edge), inverted onto the surface and unwrapped across the
 * periods; the winding number of the point is the signed count of loop crossings of the ray towards +v plus the net
 * number of turns the loops make around a u period (which accounts for a pole at the top of a sphere-like surface).
 * A face whose loops are only seams and vertex loops is the whole surface. Used for section curves that meet no
 * edge of the face. Approximate; engine-internal.
 */
final class FaceLocator {

    /** Samples per edge (dimensionless). */
    static final int SAMPLES_PER_EDGE = 24;

    /** |S_u| below which a sample counts as a pole (mm per radian). */
    static final double POLE = 1e-9;

    private FaceLocator() {
    }

    static boolean contains(Face face, Vec3 p) {
        if (wholeSurface(face)) {
            return true;
        }
        Uv q = face.surface().closestParameter(p);
        return inside(face).test(q.u(), q.v());
    }

    /** A test of parameters (u, v) of the face's surface against the face, its loops sampled once. */
    interface UvTest {
        /**
         * Whether the point S(u, v) lies inside the face.
         *
         * @param u the first parameter
         * @param v the second parameter
         * @return true if inside
         */
        boolean test(double u, double v);
    }

    /** The parameter test of a face (the whole surface if its loops are only seams and vertex loops). */
    static UvTest inside(Face face) {
        if (wholeSurface(face)) {
            return (u, v) -> true;
        }
        ParametricSurface s = face.surface();
        List<List<double[]>> loops = new ArrayList<>();
        for (Loop l : face.loops()) {
            loops.add(samples(s, l));
        }
        return (u, v) -> winding(s, loops, new Uv(u, v)) != 0;
    }

    private static int winding(ParametricSurface s, List<List<double[]>> loops, Uv q) {
        double pu = s.uPeriod();
        int winding = 0;
        for (List<double[]> pts : loops) {
            if (pts.size() < 2) {
                continue;
            }
            for (int i = 0; i + 1 < pts.size(); i++) {
                double[] a = pts.get(i);
                double[] b = pts.get(i + 1);
                if (a[2] > 0 && b[2] > 0) {
                    continue; // a segment along a pole is a point in 3D
                }
                double u0 = q.u();
                if (pu > 0) {
                    u0 += pu * Math.rint((a[0] - u0) / pu);
                }
                boolean up = a[0] <= u0 && u0 < b[0];
                boolean down = b[0] <= u0 && u0 < a[0];
                if (up || down) {
                    double v = a[1] + (b[1] - a[1]) * (u0 - a[0]) / (b[0] - a[0]);
                    if (v > q.v()) {
                        winding += up ? -1 : 1;
                    }
                }
            }
            if (pu > 0) {
                double[] first = pts.get(0);
                double[] last = pts.get(pts.size() - 1);
                winding += (int) Math.rint((last[0] - first[0]) / pu);
            }
        }
        return winding;
    }

    /** Whether every edge of the face is a seam (used twice by it) and the other loops are vertex loops. */
    private static boolean wholeSurface(Face face) {
        Map<Edge, Integer> uses = new IdentityHashMap<>();
        for (Loop l : face.loops()) {
            for (OrientedEdge e : l.edges()) {
                uses.merge(e.edge(), 1, Integer::sum);
            }
        }
        return uses.values().stream().allMatch(n -> n == 2);
    }

    /** The loop in the parameter plane, unwrapped, closed (the first point repeated at the end, unwrapped). */
    private static List<double[]> samples(ParametricSurface s, Loop l) {
        List<double[]> out = new ArrayList<>();
        double pu = s.uPeriod();
        double pv = s.vPeriod();
        double[] o = new double[18];
        for (OrientedEdge oe : l.edges()) {
            Edge e = oe.edge();
            for (int k = 0; k < SAMPLES_PER_EDGE; k++) {
                double f = (double) k / SAMPLES_PER_EDGE;
                double t = oe.forward() ? e.t0() + (e.t1() - e.t0()) * f : e.t1() - (e.t1() - e.t0()) * f;
                add(s, e.curve().point(t), out, pu, pv, o);
            }
        }
        if (!out.isEmpty()) {
            double[] first = out.get(0);
            Vec3 p0 = s.point(first[0], first[1]);
            add(s, p0, out, pu, pv, o);
        }
        return out;
    }

    private static void add(ParametricSurface s, Vec3 p, List<double[]> out, double pu, double pv, double[] o) {
        Uv uv = s.closestParameter(p);
        double u = uv.u();
        double v = uv.v();
        if (!out.isEmpty()) {
            double[] prev = out.get(out.size() - 1);
            if (pu > 0) {
                u += pu * Math.rint((prev[0] - u) / pu);
            }
            if (pv > 0) {
                v += pv * Math.rint((prev[1] - v) / pv);
            }
        }
        s.evaluate(u, v, o);
        boolean pole = Math.sqrt(o[3] * o[3] + o[4] * o[4] + o[5] * o[5]) < POLE;
        out.add(new double[] {u, v, pole ? 1 : 0});
    }
}

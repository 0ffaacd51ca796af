package org.snapfit.cadimport.step.brep;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.snapfit.cadimport.step.p21.P21Instance;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.curve.ParametricCurve2;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.SurfaceKind;
import org.snapfit.core.surface.Uv;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

/**
 * The PCURVEs of a STEP file attached to the edge uses of their faces: a SURFACE_CURVE or SEAM_CURVE lists, per face
 * its edge bounds, the edge as a 2D curve in that surface's (u, v). The reader keeps each edge's PCURVE references
 * and, when it builds a face, gives every edge use the PCURVE on that face's surface entity — for a seam edge used
 * twice, the one of the two on the face's side of the use (the other copy lies to the use's left in (u, v), seen
 * from the face normal). A PCURVE is attached only when it follows the edge's own parameter: the surface at the
 * PCURVE's point must be the edge's point at {@link #CHECKS} parameters of the edge to {@link #AGREEMENT}. The 2D
 * coordinates are taken in the surface's parameter units (angles in the file's plane-angle unit, lengths in its
 * length unit, B-spline parameters as they are); a PCURVE that fits only with its coordinates swapped or scaled
 * otherwise is accepted that way. One that fits no way, or cannot be mapped, gets a warning naming it and the edge
 * is inverted onto the surface instead. Not thread-safe (part of one reader run).
 */
final class StepPcurves {

    /** Largest distance between the surface at the PCURVE's point and the edge's point (mm). */
    static final Tolerance AGREEMENT = Tolerance.of("pcurveAgreement", 1e-6, Unit.MILLIMETRE);
    /** Edge parameters at which a PCURVE is checked (evenly spaced, ends included). */
    static final int CHECKS = 5;

    private final StepTopology reader;
    private final Map<Edge, List<long[]>> refs = new IdentityHashMap<>();
    private final Map<Long, Optional<ParametricCurve2>> mapped = new HashMap<>();

    StepPcurves(StepTopology reader) {
        this.reader = reader;
    }

    /** Keeps an edge's PCURVE references ({pcurve id, basis surface id, 2D curve id} each). */
    void put(Edge edge, List<long[]> pcurves) {
        if (!pcurves.isEmpty()) {
            refs.put(edge, pcurves);
        }
    }

    /**
     * The loops of a face with each edge use's PCURVE on the face's surface attached where one is given and fits.
     *
     * @param face the face entity (for diagnostics)
     * @param surfaceId the face's surface entity
     * @param surface the surface
     * @param sense the face's same_sense
     * @param loops the loops as read
     * @return the loops with pcurves
     */
    List<Loop> attach(P21Instance face, long surfaceId, ParametricSurface surface, boolean sense, List<Loop> loops) {
        List<Loop> out = new ArrayList<>();
        for (Loop l : loops) {
            if (l.edges().isEmpty()) {
                out.add(l);
                continue;
            }
            List<OrientedEdge> uses = new ArrayList<>();
            for (OrientedEdge oe : l.edges()) {
                List<ParametricCurve2> candidates = new ArrayList<>();
                for (long[] r : refs.getOrDefault(oe.edge(), List.of())) {
                    if (r[1] == surfaceId) {
                        pcurve(r, oe.edge(), surface).ifPresent(candidates::add);
                    }
                }
                ParametricCurve2 chosen = candidates.size() == 1 ? candidates.get(0)
                        : candidates.size() == 2 ? seamSide(oe, candidates.get(0), candidates.get(1), sense) : null;
                uses.add(chosen == null ? oe : oe.withPcurve(chosen));
            }
            out.add(new Loop(uses, l.vertex()));
        }
        return out;
    }

    /**
     * Of a seam edge's two PCURVEs, the one this use runs on: the other copy lies on the use's left in (u, v) (the
     * face is to the left of its boundary seen from the normal S_u × S_v, or from its opposite when the face's sense
     * is reversed). Null when the test does not tell them apart.
     */
    private static ParametricCurve2 seamSide(OrientedEdge oe, ParametricCurve2 a, ParametricCurve2 b, boolean sense) {
        Edge e = oe.edge();
        double tm = 0.5 * (e.t0() + e.t1());
        double[] pa = new double[6];
        double[] pb = new double[6];
        a.evaluate(tm, pa);
        b.evaluate(tm, pb);
        double sg = (oe.forward() ? 1 : -1) * (sense ? 1 : -1);
        double sideA = ((pb[0] - pa[0]) * -pa[3] + (pb[1] - pa[1]) * pa[2]) * sg;
        double sideB = ((pa[0] - pb[0]) * -pb[3] + (pa[1] - pb[1]) * pb[2]) * sg;
        if (sideA > 0 && !(sideB > 0)) {
            return a;
        }
        if (sideB > 0 && !(sideA > 0)) {
            return b;
        }
        return null;
    }

    /** A PCURVE mapped and checked against its edge (cached by PCURVE entity). */
    private Optional<ParametricCurve2> pcurve(long[] r, Edge edge, ParametricSurface surface) {
        return mapped.computeIfAbsent(r[0], id -> map(r, edge, surface));
    }

    private Optional<ParametricCurve2> map(long[] r, Edge edge, ParametricSurface surface) {
        P21Instance pi = reader.instance(r[0]).orElseThrow();
        ParametricCurve3 c;
        try {
            c = reader.curve2d(r[2], pi);
        } catch (MappingException e) {
            if (!"skip".equals(e.getMessage())) {
                reader.warn(pi, "reference_to_curve", "PCURVE cannot be mapped (" + e.getMessage()
                        + "); the edge is inverted onto the surface instead");
            }
            return Optional.empty();
        }
        double[] sc = reader.scales();
        double length = 1;
        double dimensionless = 1 / sc[0];
        double angle = sc[1] / sc[0];
        double[] first = factors(surface.kind(), length, dimensionless, angle);
        double worst = Double.POSITIVE_INFINITY;
        List<double[]> tried = new ArrayList<>();
        tried.add(first);
        tried.add(new double[] {first[1], first[0], 1});
        for (double fu : new double[] {length, dimensionless, angle}) {
            for (double fv : new double[] {length, dimensionless, angle}) {
                tried.add(new double[] {fu, fv, 0});
                tried.add(new double[] {fu, fv, 1});
            }
        }
        for (double[] f : tried) {
            View same = new View(c, f[0], f[1], f[2] != 0, 1, 0, 0, 0);
            double gap = gap(same, edge, surface);
            worst = Math.min(worst, gap);
            if (gap <= AGREEMENT.value()) {
                return Optional.of(intoDomain(same, edge, surface));
            }
            // the PCURVE may follow the edge under an affine change of parameter (a cone's generator, whose 2D
            // parameter is the slant length in one system and the height in the other)
            View affine = reparameterised(same, edge, surface);
            if (affine != null) {
                gap = gap(affine, edge, surface);
                worst = Math.min(worst, gap);
                if (gap <= AGREEMENT.value()) {
                    return Optional.of(intoDomain(affine, edge, surface));
                }
            }
        }
        View same = new View(c, first[0], first[1], false, 1, 0, 0, 0);
        if (pointSetGap(same, edge, surface) <= AGREEMENT.value()) {
            reader.warn(pi, "reference_to_curve", String.format(Locale.ROOT, "PCURVE runs through the edge's points "
                    + "but its parameter does not follow the edge's (%.3g mm apart at equal parameters); not used, "
                    + "the edge is inverted onto the surface instead", worst));
        } else {
            reader.warn(pi, "reference_to_curve", String.format(Locale.ROOT, "PCURVE lies %.3g mm from its edge "
                    + "(%s); not used, the edge is inverted onto the surface instead", worst, AGREEMENT));
        }
        return Optional.empty();
    }

    /** Largest distance from the edge's checked points to the surface at the PCURVE's nearest point (mm). */
    private static double pointSetGap(View v, Edge edge, ParametricSurface s) {
        double[] uv = new double[6];
        double[] sv = new double[18];
        double worst = 0;
        for (int k = 0; k < CHECKS; k++) {
            double t = edge.t0() + (edge.t1() - edge.t0()) * k / (CHECKS - 1);
            Vec3 p = edge.curve().point(t);
            View at = new View(v.curve, v.fu, v.fv, v.swap, 0, onCurve(v, t, p, s), 0, 0);
            at.evaluate(0, uv);
            s.evaluate(uv[0], uv[1], sv);
            double d = Math.sqrt((sv[0] - p.x()) * (sv[0] - p.x()) + (sv[1] - p.y()) * (sv[1] - p.y())
                    + (sv[2] - p.z()) * (sv[2] - p.z()));
            if (!(d <= worst)) {
                worst = d;
            }
        }
        return worst;
    }

    /** Period of an angular parameter as the surface evaluates it (a sphere's latitude repeats every 2π). */
    private static double period(ParametricSurface s, boolean inU) {
        double p = inU ? s.uPeriod() : s.vPeriod();
        if (p == 0 && !inU && s.kind() == SurfaceKind.SPHERE) {
            return 2 * Math.PI;
        }
        return p;
    }

    /**
     * The view with its parameter mapped affinely so that the edge's end points land on the PCURVE's points nearest
     * to them (found through the surface's inverse), or null where the ends do not fix the map (a closed edge).
     */
    private static View reparameterised(View v, Edge edge, ParametricSurface s) {
        double s0 = onCurve(v, edge.t0(), edge.curve().point(edge.t0()), s);
        double s1 = onCurve(v, edge.t1(), edge.curve().point(edge.t1()), s);
        if (!(Math.abs(s1 - s0) > 0) || !Double.isFinite(s0) || !Double.isFinite(s1)) {
            return null;
        }
        double a = (s1 - s0) / (edge.t1() - edge.t0());
        return new View(v.curve, v.fu, v.fv, v.swap, a, s0 - a * edge.t0(), 0, 0);
    }

    /** The parameter of the 2D curve at the surface's inverse of p (its representative nearest the view at t). */
    private static double onCurve(View v, double t, Vec3 p, ParametricSurface s) {
        Uv uv = s.closestParameter(p);
        double[] ref = new double[6];
        v.evaluate(t, ref);
        double u = nearest(uv.u(), ref[0], period(s, true));
        double w = nearest(uv.v(), ref[1], period(s, false));
        double x = v.swap ? w / v.fv : u / v.fu;
        double y = v.swap ? u / v.fu : w / v.fv;
        return v.curve.closestParameter(new Vec3(x, y, 0));
    }

    private static double nearest(double x, double near, double period) {
        return period > 0 ? x + period * Math.rint((near - x) / period) : x;
    }

    /**
     * The view shifted by whole periods of an angular parameter so that its middle lies in the surface's domain in
     * a direction the surface does not report as periodic (OCCT writes a sphere's seam with latitudes 2π below
     * their range); unchanged when already inside or when the shift would not keep it on the edge.
     */
    private static View intoDomain(View v, Edge edge, ParametricSurface s) {
        double[] mid = new double[6];
        v.evaluate(0.5 * (edge.t0() + edge.t1()), mid);
        double ou = shift(mid[0], s.uMin(), s.uMax(), s.uPeriod() > 0 ? 0 : period(s, true));
        double ov = shift(mid[1], s.vMin(), s.vMax(), s.vPeriod() > 0 ? 0 : period(s, false));
        if (ou == 0 && ov == 0) {
            return v;
        }
        View shifted = new View(v.curve, v.fu, v.fv, v.swap, v.a, v.b, ou, ov);
        return gap(shifted, edge, s) <= AGREEMENT.value() ? shifted : v;
    }

    /** The multiple of the period that brings x into [lo, hi], or 0. */
    private static double shift(double x, double lo, double hi, double period) {
        if (period <= 0 || (x >= lo && x <= hi) || !Double.isFinite(lo) || !Double.isFinite(hi)) {
            return 0;
        }
        double k = Math.rint((0.5 * (lo + hi) - x) / period);
        double y = x + k * period;
        return y >= lo && y <= hi ? k * period : 0;
    }

    /**
     * Factors from the file's 2D coordinates (lengths already scaled to mm) to the surface's (u, v): lengths as
     * they are, angles by the angle unit, dimensionless parameters unscaled.
     */
    private static double[] factors(SurfaceKind kind, double length, double dimensionless, double angle) {
        return switch (kind) {
            case PLANE -> new double[] {length, length, 0};
            case CYLINDER, CONE -> new double[] {angle, length, 0};
            case SPHERE, TORUS -> new double[] {angle, angle, 0};
            case REVOLUTION -> new double[] {angle, dimensionless, 0};
            default -> new double[] {dimensionless, dimensionless, 0};
        };
    }

    /** Largest distance between S(p(t)) and the edge's C(t) over the checked parameters (mm). */
    private static double gap(ParametricCurve2 p, Edge edge, ParametricSurface s) {
        double[] uv = new double[6];
        double[] sv = new double[18];
        double[] cv = new double[9];
        double worst = 0;
        for (int k = 0; k < CHECKS; k++) {
            double t = edge.t0() + (edge.t1() - edge.t0()) * k / (CHECKS - 1);
            p.evaluate(t, uv);
            s.evaluate(uv[0], uv[1], sv);
            edge.curve().evaluate(t, cv);
            double d = Math.sqrt((sv[0] - cv[0]) * (sv[0] - cv[0]) + (sv[1] - cv[1]) * (sv[1] - cv[1])
                    + (sv[2] - cv[2]) * (sv[2] - cv[2]));
            if (!(d <= worst)) {
                worst = d;
            }
        }
        return worst;
    }

    /**
     * A planar 3D curve (z = 0) seen as a curve in (u, v): at edge parameter t the curve's parameter is a·t + b,
     * and u = fu·x + ou, v = fv·y + ov (x and y swapped when {@code swap}).
     */
    private record View(ParametricCurve3 curve, double fu, double fv, boolean swap, double a, double b, double ou,
            double ov) implements ParametricCurve2 {

        @Override
        public double tMin() {
            return a > 0 ? (curve.tMin() - b) / a : (curve.tMax() - b) / a;
        }

        @Override
        public double tMax() {
            return a > 0 ? (curve.tMax() - b) / a : (curve.tMin() - b) / a;
        }

        @Override
        public void evaluate(double t, double[] out) {
            double[] o = new double[9];
            curve.evaluate(a * t + b, o);
            int i = swap ? 1 : 0;
            int j = swap ? 0 : 1;
            out[0] = fu * o[i] + ou;
            out[1] = fv * o[j] + ov;
            out[2] = fu * o[3 + i] * a;
            out[3] = fv * o[3 + j] * a;
            out[4] = fu * o[6 + i] * a * a;
            out[5] = fv * o[6 + j] * a * a;
        }
    }
}

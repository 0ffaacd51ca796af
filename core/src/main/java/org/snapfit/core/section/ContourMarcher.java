package org.snapfit.core.section;

import java.util.List;
import org.snapfit.core.curve.ChordRule;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.ParametricSurface;

/**
 * Follows the curve S(u, v) ∩ plane on a surface without a closed form (B-spline, offset, general tori and
 * surfaces of revolution): predictor along the travel direction T = N × n, Newton corrector onto the plane in the
 * parameter plane, and a step accepted only when the curve's point half-way (itself corrected onto the curve) lies
 * within half the chord tolerance of the chord and the tangent turns by at most
 * {@link ChordRule#MAX_SEGMENT_ANGLE_RAD}.
 *
 * <p>Where the surface has derivative bounds ({@link DerivativeBounds}: B-spline surfaces, polynomial or rational;
 * tori; surfaces of revolution of lines, conics and B-spline curves) every step's chord error is also
 * <b>certified</b>: over a parameter box R around the step's parameter segment p(t) (its bounding box grown by the
 * segment's length) the bounds give |S_uu| ≤ M_uu, |S_uv| ≤ M_uv, |S_vv| ≤ M_vv (and |n̂·S_uu| ≤ N_uu and so on for
 * the plane normal's components), |S_e| ≤ M₁ and |n̂·S_e| ≥ m &gt; 0 for the unit direction e across the segment.
 * S(p(t)) is then within e₁ = (M_uu Δu² + 2M_uv|ΔuΔv| + M_vv Δv²)/8 of the chord, and the plane's distance there is
 * at most e₁ₙ + r with e₁ₙ the same sum of the normal components (r the corrector's residual at the ends); as n̂·S is
 * monotone along e in R, the true curve crosses each line p(t) + s·e exactly once, at |s| ≤ (e₁ₙ + r)/m (checked to
 * stay in R), and lies within e₁ + M₁(e₁ₙ + r)/m of the chord. A step
 * across the seam of a direction in which a B-spline surface is closed takes R modulo the domain and adds to e₁
 * the seam's closure gap and a quarter of the jump of S' across it (periodic angles need nothing: their bounds hold
 * on any interval). A step whose certified bound is not at most half the tolerance is shortened (at most
 * {@link #CERTIFY_HALVINGS} times beyond what the midpoint check accepts); if none certifies, the step the midpoint
 * check accepted is taken. The bound reported is the certified one when every step of a trace is certified
 * ({@link #certified}), else the largest midpoint deviation (a check, not a proof: a wiggle between checks is not
 * seen). Engine-internal.
 */
final class ContourMarcher {

    /** Newton iterations of the corrector (dimensionless). */
    static final int NEWTON = 30;

    /** Largest number of steps of one trace (dimensionless). */
    static final int MAX_STEPS = 200_000;

    /** Smallest step relative to the chord tolerance (dimensionless). */
    static final double MIN_STEP_FACTOR = 1e-6;

    /** Relative residual |g| / (1 + |S|) at which the corrector stops (dimensionless). */
    static final double RESIDUAL = 1e-14;

    /** A corrector that ends above RESIDUAL but within this many times it still counts as on the plane. */
    static final double RESIDUAL_SLACK = 1e3;

    /** The longest step is the body's size divided by this (dimensionless). */
    static final double SIZE_STEPS = 8;

    /** The first step is this many chord tolerances (dimensionless). */
    static final double FIRST_STEP_CHORDS = 8;

    /**
     * Before the trace has run this many chord tolerances it does not stop at its own start (dimensionless): a seam
     * crossing is both the start and a target of its face.
     */
    static final double START_CHORDS = 4;

    /** A step is lengthened by this factor after a chord error below an eighth of the tolerance (dimensionless). */
    static final double GROWTH = 1.6;

    /**
     * Largest distance between the two sides of a direction's domain for the surface to count as closed in it,
     * relative to 1 + the body's size (dimensionless).
     */
    static final double CLOSED_GAP = 1e-9;

    /** Values of the other parameter at which closure is checked (count). */
    static final int CLOSURE_SAMPLES = 4;

    /** Projection slack when a target is matched to a chord (fraction of the chord, dimensionless). */
    static final double PROJECTION_SLACK = 1e-9;

    /**
     * Times a step the midpoint check accepts is halved further to bring its certified bound under half the
     * tolerance before it is taken uncertified (count).
     */
    static final int CERTIFY_HALVINGS = 6;

    /**
     * Safety factor on the step predicted from a certified bound (dimensionless): the step that should bring the
     * bound to half the tolerance is taken times this.
     */
    static final double STEP_SAFETY = 0.9;

    /**
     * Relative rounding allowed in a derivative jump evaluated across a seam and in the weight ratio of a seam's
     * control-point rows (dimensionless).
     */
    static final double JUMP_ROUNDING = 1e-12;

    private final ParametricSurface s;
    private final double sense;
    private final CutFrame f;
    private final ChordRule rule;
    private final double[] o = new double[18];
    private final double maxStep;
    private final boolean closedU;
    private final boolean closedV;
    private final DerivativeBounds bounds;
    /** Certified distance between the two sides of the u seam of a closed B-spline surface (mm), NaN if unknown. */
    private final double gapU;
    /** The same for the v seam. */
    private final double gapV;
    /** Largest chord deviation of the last trace (mm): certified if {@link #certified}, else checked. */
    double deviation;
    /** Whether every step of the last trace has a certified chord bound. */
    boolean certified;
    /** Why the last trace failed, or null. */
    String failure;

    ContourMarcher(ParametricSurface s, boolean sameSense, CutFrame f, ChordRule rule, double size) {
        this.s = s;
        this.sense = sameSense ? 1 : -1;
        this.f = f;
        this.rule = rule;
        this.maxStep = Math.max(rule.tolerance(), size / SIZE_STEPS);
        double gap = CLOSED_GAP * (1 + size);
        this.closedU = s.uPeriod() == 0 && closed(true, gap);
        this.closedV = s.vPeriod() == 0 && closed(false, gap);
        this.bounds = DerivativeBounds.of(s);
        this.gapU = closedU ? closureGap(s, true) : 0;
        this.gapV = closedV ? closureGap(s, false) : 0;
    }

    /**
     * The certified distance bound between the section curve joining two corrected points and their chord (see the
     * class comment), or NaN where it cannot be certified (no derivative bounds, n̂·S_e not of one sign over the box,
     * the curve possibly leaving the box, a seam of unknown closure). The second point's parameters are unwrapped by
     * (shiftU, shiftV) (the step crossed the seam of a closed direction by that much): the box is then taken modulo
     * the domain, and the bound grows by the seam's closure gap and the jump of the derivative across it.
     */
    private double certify(Pt a, Pt b, double shiftU, double shiftV) {
        if (bounds == null) {
            return Double.NaN;
        }
        double bu = b.u + shiftU;
        double bv = b.v + shiftV;
        double du = bu - a.u;
        double dv = bv - a.v;
        double len = Math.hypot(du, dv);
        if (!(len > 0)) {
            return Double.NaN;
        }
        double eu = -dv / len;
        double ev = du / len;
        double u0 = Math.min(a.u, bu) - len;
        double u1 = Math.max(a.u, bu) + len;
        double v0 = Math.min(a.v, bv) - len;
        double v1 = Math.max(a.v, bv) + len;
        boolean wrapU = closedU && Double.isFinite(bounds.uMin());
        boolean wrapV = closedV && Double.isFinite(bounds.vMin());
        // a side clamped to the end of an open domain: the surface ends there, so the face's curve cannot leave
        // the box through it and the reach check below skips it
        boolean edgeU0 = false;
        boolean edgeU1 = false;
        boolean edgeV0 = false;
        boolean edgeV1 = false;
        if (!wrapU) {
            edgeU0 = u0 <= bounds.uMin();
            edgeU1 = u1 >= bounds.uMax();
            u0 = Math.max(bounds.uMin(), u0);
            u1 = Math.min(bounds.uMax(), u1);
        }
        if (!wrapV) {
            edgeV0 = v0 <= bounds.vMin();
            edgeV1 = v1 >= bounds.vMax();
            v0 = Math.max(bounds.vMin(), v0);
            v1 = Math.min(bounds.vMax(), v1);
        }
        if (!(u0 < u1) || !(v0 < v1)) {
            return Double.NaN;
        }
        boolean[] seam = new boolean[2];
        DerivativeBounds.Bounds k = null;
        for (double[] us : sides(u0, u1, wrapU, bounds.uMin(), bounds.uMax(), seam, 0)) {
            for (double[] vs : sides(v0, v1, wrapV, bounds.vMin(), bounds.vMax(), seam, 1)) {
                DerivativeBounds.Bounds x = bounds.over(us[0], us[1], vs[0], vs[1], f.normal());
                k = k == null ? x : k.union(x);
            }
        }
        double lo = (eu >= 0 ? eu * k.suMin() : eu * k.suMax()) + (ev >= 0 ? ev * k.svMin() : ev * k.svMax());
        double hi = (eu >= 0 ? eu * k.suMax() : eu * k.suMin()) + (ev >= 0 ? ev * k.svMax() : ev * k.svMin());
        double m = lo > 0 ? lo : hi < 0 ? -hi : 0;
        if (!(m > 0)) {
            return Double.NaN;
        }
        double e1 = (k.suu() * du * du + 2 * k.suv() * Math.abs(du * dv) + k.svv() * dv * dv) / 8;
        // the plane's distance along the chord's preimage needs only the normal components
        double e1n = (k.nuu() * du * du + 2 * k.nuv() * Math.abs(du * dv) + k.nvv() * dv * dv) / 8;
        double seamTerm = 0;
        if (seam[0]) {
            seamTerm += gapU + Math.abs(du) * jump(true, (v0 + v1) / 2, v1 - v0, k.second()) / 4;
        }
        if (seam[1]) {
            seamTerm += gapV + Math.abs(dv) * jump(false, (u0 + u1) / 2, u1 - u0, k.second()) / 4;
        }
        e1 += seamTerm;
        e1n = Math.min(e1, e1n + seamTerm);
        if (!(e1 < Double.POSITIVE_INFINITY)) {
            return Double.NaN;
        }
        double r = Math.max(Math.abs(f.distance(a.p)), Math.abs(f.distance(b.p)));
        double shift = (e1n + r) / m;
        double su = shift * Math.abs(eu);
        double sv = shift * Math.abs(ev);
        if (!edgeU0 && Math.min(a.u, bu) - su < u0 || !edgeU1 && Math.max(a.u, bu) + su > u1
                || !edgeV0 && Math.min(a.v, bv) - sv < v0 || !edgeV1 && Math.max(a.v, bv) + sv > v1) {
            return Double.NaN;
        }
        return e1 + (Math.abs(eu) * k.su() + Math.abs(ev) * k.sv()) * shift;
    }

    /**
     * One side [a, b] of a box as intervals inside the domain [lo, hi]: clamped, or in a closed direction taken
     * modulo the domain's length (two intervals when it crosses the seam, which {@code seam[k]} records).
     */
    private static double[][] sides(double a, double b, boolean closed, double lo, double hi, boolean[] seam, int k) {
        if (!closed) {
            return new double[][] {{a, b}};
        }
        double p = hi - lo;
        if (b - a >= p) {
            seam[k] = true;
            return new double[][] {{lo, hi}};
        }
        double a2 = lo + mod(a - lo, p);
        double b2 = a2 + (b - a);
        if (b2 <= hi) {
            return new double[][] {{a2, b2}};
        }
        seam[k] = true;
        return new double[][] {{a2, hi}, {lo, b2 - p}};
    }

    /**
     * A bound of the jump of S_u across the u seam (inU) or of S_v across the v seam over an interval of the other
     * parameter: the jump at the interval's middle plus its width times the second-derivative bound (each side's
     * mixed derivative is at most that).
     */
    private double jump(boolean inU, double mid, double width, double second) {
        double lo = inU ? s.vMin() : s.uMin();
        double hi = inU ? s.vMax() : s.uMax();
        double m = Math.max(lo, Math.min(hi, mid));
        double[] p = new double[18];
        double[] q = new double[18];
        if (inU) {
            s.evaluate(s.uMin(), m, p);
            s.evaluate(s.uMax(), m, q);
        } else {
            s.evaluate(m, s.vMin(), p);
            s.evaluate(m, s.vMax(), q);
        }
        int at = inU ? 3 : 6;
        double j = Math.sqrt(sq(p[at] - q[at]) + sq(p[at + 1] - q[at + 1]) + sq(p[at + 2] - q[at + 2]));
        return j * (1 + JUMP_ROUNDING) + (Math.abs(mid - m) + width) * second;
    }

    private static double sq(double x) {
        return x * x;
    }

    /**
     * The certified gap between the two sides of a closed direction of a B-spline surface: the boundary rows of
     * control points, when their weights are proportional, give S(uMin, v) − S(uMax, v) as a convex combination of
     * their differences; NaN otherwise (another surface, weights not proportional).
     */
    private static double closureGap(ParametricSurface s, boolean inU) {
        if (!(s instanceof BSplineSurface b)) {
            return Double.NaN;
        }
        int nu = b.basisU().count();
        int nv = b.basisV().count();
        int n = inU ? nv : nu;
        double gap = 0;
        double ratio = Double.NaN;
        for (int j = 0; j < n; j++) {
            int i0 = inU ? 0 : j;
            int j0 = inU ? j : 0;
            int i1 = inU ? nu - 1 : j;
            int j1 = inU ? j : nv - 1;
            double r = b.weight(i0, j0) / b.weight(i1, j1);
            if (Double.isNaN(ratio)) {
                ratio = r;
            } else if (Math.abs(r - ratio) > JUMP_ROUNDING * ratio) {
                return Double.NaN;
            }
            gap = Math.max(gap, b.controlPoint(i0, j0).distance(b.controlPoint(i1, j1)));
        }
        return gap;
    }

    /**
     * Whether a non-periodic surface is closed in one direction (a B-spline cylinder: S(uMin, v) = S(uMax, v) for
     * every v), checked at {@link #CLOSURE_SAMPLES} values of the other parameter.
     */
    private boolean closed(boolean inU, double gap) {
        double a0 = inU ? s.vMin() : s.uMin();
        double a1 = inU ? s.vMax() : s.uMax();
        double b0 = inU ? s.uMin() : s.vMin();
        double b1 = inU ? s.uMax() : s.vMax();
        if (!Double.isFinite(a0) || !Double.isFinite(a1) || !Double.isFinite(b0) || !Double.isFinite(b1)) {
            return false;
        }
        for (int i = 0; i <= CLOSURE_SAMPLES; i++) {
            double a = a0 + (a1 - a0) * i / CLOSURE_SAMPLES;
            Vec3 p = inU ? s.point(b0, a) : s.point(a, b0);
            Vec3 q = inU ? s.point(b1, a) : s.point(a, b1);
            if (p.distance(q) > gap) {
                return false;
            }
        }
        return true;
    }

    /** A point of the trace: parameters and position. */
    private record Pt(double u, double v, Vec3 p) {
    }

    /** Travel direction in the parameter plane (unit speed in 3D along T = N × n), or null at a singular point. */
    private double[] direction(double u, double v) {
        s.evaluate(u, v, o);
        Vec3 su = new Vec3(o[3], o[4], o[5]);
        Vec3 sv = new Vec3(o[6], o[7], o[8]);
        Vec3 nn = su.cross(sv);
        double len = nn.norm();
        if (len == 0) {
            return null;
        }
        Vec3 t = nn.scale(sense / len).cross(f.normal());
        double tl = t.norm();
        if (tl == 0) {
            return null;
        }
        t = t.scale(1 / tl);
        double a = su.dot(su);
        double b = su.dot(sv);
        double c = sv.dot(sv);
        double det = a * c - b * b;
        if (!(det > 0)) {
            return null;
        }
        double ru = su.dot(t);
        double rv = sv.dot(t);
        return new double[] {(c * ru - b * rv) / det, (a * rv - b * ru) / det, t.x(), t.y(), t.z()};
    }

    /** Newton onto the plane from (u, v), minimal-norm steps; null if it does not converge. */
    private Pt correct(double u, double v) {
        for (int it = 0; it < NEWTON; it++) {
            s.evaluate(u, v, o);
            Vec3 p = new Vec3(o[0], o[1], o[2]);
            double g = f.distance(p);
            if (Math.abs(g) <= RESIDUAL * (1 + p.norm())) {
                return new Pt(u, v, p);
            }
            double gu = f.normal().x() * o[3] + f.normal().y() * o[4] + f.normal().z() * o[5];
            double gv = f.normal().x() * o[6] + f.normal().y() * o[7] + f.normal().z() * o[8];
            double q = gu * gu + gv * gv;
            if (!(q > 0)) {
                return null;
            }
            u -= g * gu / q;
            v -= g * gv / q;
        }
        s.evaluate(u, v, o);
        Vec3 p = new Vec3(o[0], o[1], o[2]);
        return Math.abs(f.distance(p)) <= RESIDUAL_SLACK * RESIDUAL * (1 + p.norm()) ? new Pt(u, v, p) : null;
    }

    /**
     * The point of the section curve Newton's corrector reaches from (u, v), with the sine of the angle between the
     * surface normal and the plane normal there (0 where the plane touches the surface).
     *
     * @param u start u
     * @param v start v
     * @return {u, v, x, y, z, sine}, or null if the corrector does not converge
     */
    double[] onPlane(double u, double v) {
        Pt p = correct(u, v);
        if (p == null) {
            return null;
        }
        s.evaluate(p.u, p.v, o);
        Vec3 nn = new Vec3(o[3], o[4], o[5]).cross(new Vec3(o[6], o[7], o[8]));
        double len = nn.norm();
        double sine = len == 0 ? 0 : nn.scale(1 / len).cross(f.normal()).norm();
        return new double[] {p.u, p.v, p.p.x(), p.p.y(), p.p.z(), sine};
    }

    /**
     * The factor a step is shortened by when its certified bound is above half the tolerance: the bound grows about
     * as the step squared, so √(tol/2 / bound) with the safety {@link #STEP_SAFETY}, between a half and the safety
     * itself; a half where there is no bound.
     */
    private static double shrink(double cert, double tol) {
        if (!(cert < Double.POSITIVE_INFINITY)) {
            return 0.5;
        }
        return Math.max(0.5, Math.min(STEP_SAFETY, STEP_SAFETY * Math.sqrt(tol / 2 / cert)));
    }

    /**
     * Keeps parameters inside non-periodic domains, carrying them across the seam of a direction in which the surface
     * is closed; null if the curve leaves the surface.
     */
    private double[] wrap(double u, double v) {
        if (s.uPeriod() == 0 && (u < s.uMin() || u > s.uMax())) {
            if (!closedU) {
                return null;
            }
            u = s.uMin() + mod(u - s.uMin(), s.uMax() - s.uMin());
        }
        if (s.vPeriod() == 0 && (v < s.vMin() || v > s.vMax())) {
            if (!closedV) {
                return null;
            }
            v = s.vMin() + mod(v - s.vMin(), s.vMax() - s.vMin());
        }
        return new double[] {u, v};
    }

    private static double mod(double a, double p) {
        double r = a % p;
        return r < 0 ? r + p : r;
    }

    private static double segmentDistance(Vec3 p, Vec3 a, Vec3 b) {
        Vec3 ab = b.subtract(a);
        double l2 = ab.normSq();
        double t = l2 == 0 ? 0 : Math.max(0, Math.min(1, p.subtract(a).dot(ab) / l2));
        return p.distance(a.add(ab.scale(t)));
    }

    /** The target within tol of p (the nearest), or -1. */
    private static int nearTarget(Vec3 p, List<? extends Target> targets, Target ignore, boolean start, double tol) {
        int best = -1;
        double bd = tol;
        for (int i = 0; i < targets.size(); i++) {
            if (start && targets.get(i) == ignore) {
                continue;
            }
            double d = targets.get(i).point().distance(p);
            if (d <= bd) {
                bd = d;
                best = i;
            }
        }
        return best;
    }

    /** A target the trace may end at: a point with its tolerance of arrival. */
    interface Target {
        Vec3 point();
    }

    /**
     * Traces from a start point until it passes within the chord tolerance of one of the targets (a piece ends
     * there) or returns to its start (a closed curve, when {@code targets} is empty).
     *
     * @param u0 start u
     * @param v0 start v
     * @param targets where the trace may end
     * @param ignoreFirst a target not to be taken during the first steps (the start itself), or null
     * @param points receives the interior points (start and end excluded)
     * @return the index of the target reached, -1 for a closed loop, -2 on failure ({@link #failure})
     */
    int trace(double u0, double v0, List<? extends Target> targets, Target ignoreFirst, List<Vec3> points) {
        deviation = 0;
        certified = true;
        failure = null;
        Pt cur = correct(u0, v0);
        if (cur == null) {
            failure = "the corrector does not converge at the start";
            return -2;
        }
        Vec3 start = cur.p;
        double h = Math.min(maxStep, rule.tolerance() * FIRST_STEP_CHORDS);
        double minStep = rule.tolerance() * MIN_STEP_FACTOR;
        double travelled = 0;
        double tol = rule.tolerance();
        for (int step = 0; step < MAX_STEPS; step++) {
            int near = nearTarget(cur.p, targets, ignoreFirst, travelled < START_CHORDS * tol, tol);
            if (near >= 0) {
                if (!points.isEmpty()) {
                    points.remove(points.size() - 1);
                }
                return near;
            }
            double[] d0 = direction(cur.u, cur.v);
            if (d0 == null) {
                failure = "the surface is singular at (" + cur.u + ", " + cur.v + ")";
                return -2;
            }
            Pt next = null;
            double lastDev = 0;
            int extra = 0;
            // the first step the midpoint check accepts when its bound is not certified: taken as it is if no
            // shorter step certifies either
            Pt fallback = null;
            double fallbackDev = 0;
            double fallbackH = 0;
            while (h >= minStep) {
                double ru = cur.u + h * d0[0];
                double rv = cur.v + h * d0[1];
                double[] w1 = wrap(ru, rv);
                double[] wm = wrap(cur.u + h / 2 * d0[0], cur.v + h / 2 * d0[1]);
                next = w1 == null ? null : correct(w1[0], w1[1]);
                Pt mid = wm == null ? null : correct(wm[0], wm[1]);
                if (next != null && mid != null) {
                    double dev = segmentDistance(mid.p, cur.p, next.p);
                    double[] d1 = direction(next.u, next.v);
                    boolean turn = d1 != null && d0[2] * d1[2] + d0[3] * d1[3] + d0[4] * d1[4]
                            >= Math.cos(ChordRule.MAX_SEGMENT_ANGLE_RAD);
                    if (dev <= tol / 2 && turn && next.p.distance(cur.p) > 0) {
                        double cert = certify(cur, next, ru - w1[0], rv - w1[1]);
                        if (!(cert <= tol / 2) && bounds != null && extra < CERTIFY_HALVINGS && h / 2 >= minStep) {
                            if (extra == 0) {
                                fallback = next;
                                fallbackDev = dev;
                                fallbackH = h;
                            }
                            extra++;
                            next = null;
                            h *= shrink(cert, tol);
                            continue;
                        }
                        if (!(cert <= tol / 2) && fallback != null) {
                            next = fallback;
                            dev = fallbackDev;
                            h = fallbackH;
                        }
                        double bound = dev;
                        if (cert <= tol / 2) {
                            bound = Math.max(cert, dev);
                        } else {
                            certified = false;
                        }
                        deviation = Math.max(deviation, bound);
                        lastDev = bound;
                        break;
                    }
                }
                next = null;
                h /= 2;
            }
            if (next == null && fallback != null) {
                next = fallback;
                h = fallbackH;
                certified = false;
                deviation = Math.max(deviation, fallbackDev);
                lastDev = fallbackDev;
            }
            if (next == null) {
                failure = "the section curve leaves the surface or turns too sharply near " + cur.p;
                return -2;
            }
            // did the chord pass a target?
            int best = -1;
            double bestT = Double.POSITIVE_INFINITY;
            Vec3 ab = next.p.subtract(cur.p);
            double l2 = ab.normSq();
            for (int i = 0; i < targets.size(); i++) {
                Target tg = targets.get(i);
                if (tg == ignoreFirst && travelled < START_CHORDS * tol) {
                    continue;
                }
                Vec3 q = tg.point();
                double t = q.subtract(cur.p).dot(ab) / l2;
                if (t < -PROJECTION_SLACK || t > 1 + PROJECTION_SLACK) {
                    continue;
                }
                if (segmentDistance(q, cur.p, next.p) <= tol && t < bestT) {
                    best = i;
                    bestT = t;
                }
            }
            if (best >= 0) {
                return best;
            }
            if (targets.isEmpty() && travelled > START_CHORDS * tol && segmentDistance(start, cur.p, next.p) <= tol) {
                return -1;
            }
            travelled += next.p.distance(cur.p);
            points.add(next.p);
            cur = next;
            if (lastDev < tol / 8) {
                h = Math.min(maxStep, h * GROWTH);
            } else if (certified && lastDev < tol / 2) {
                // the bound grows about as the step squared: aim just under half the tolerance
                h = Math.min(maxStep, h * Math.max(1, Math.min(GROWTH, STEP_SAFETY * Math.sqrt(tol / 2 / lastDev))));
            }
        }
        failure = "the section curve did not close after " + MAX_STEPS + " steps";
        return -2;
    }
}

package org.snapfit.sweep.traits;

import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

/**
 * Where one contact can happen, in double precision, for a conservative filter: {@link #mayTouch} answers false
 * only when the touching vertex certainly cannot lie on the (closed) edge for any configuration in a box of times
 * and angles. The sweep uses it to skip the exact root isolation of constraints that cannot be met in the box it
 * is about to follow; a {@code true} answer decides nothing (the exact predicates then decide). Immutable.
 *
 * <p>Frames (both relative to the hinge's position at t = 0 of the run): type B — the pawl vertex is at
 * t·v + R(θ)p and the obstacle edge [a, b] is fixed; type A — in the pawl's body frame the obstacle vertex is at
 * R(−θ)(p − t·v) and the pawl edge [a, b] is fixed.
 *
 * <p><b>Why the answer false is certain.</b> For t ∈ [t₁, t₂], θ ∈ [θ₁, θ₂] with midpoints t_m, θ_m, the vertex
 * lies within ρ of the centre c = t_m v + R(θ_m)p (type B) or c = R(−θ_m)(p − t_m v) (type A), with
 * ρ = |v|(t₂ − t₁)/2 + r(θ₂ − θ₁)/2, where r = |p| (B) or |p − t_m v| (A): a rotation by Δθ moves a point at
 * distance r by a chord ≤ r|Δθ|, a translation by Δt by |v||Δt|. If the distance from c to the segment exceeds ρ,
 * the vertex never touches the edge in the box. A second certificate serves wide angle ranges: the vertex stays
 * within |v|(t₂ − t₁)/2 + r of t_m v (type B) or of 0 (type A) for every angle. The computed distances carry at most a few dozen rounding errors
 * of relative size 2⁻⁵³ on quantities bounded by the scale s = 1 + |c| + |a| + |b| + ρ, far below
 * {@link #SLACK_RELATIVE}·s, which is added to ρ; callers widen their boxes outward (see
 * {@code PawlSweep}) so that the true box is inside the one given here.
 *
 * @param kind A or B
 * @param px vertex coordinate (see the frames above), mm
 * @param py second coordinate
 * @param ax edge start, mm
 * @param ay second coordinate
 * @param bx edge end, mm
 * @param by second coordinate
 * @param vx run velocity, mm per unit of t
 * @param vy second coordinate
 */
public record Reach(ContactKind kind, double px, double py, double ax, double ay, double bx, double by, double vx,
        double vy) {

    /**
     * Slack added to the reach radius, relative to the scale of the coordinates (dimensionless; times mm gives
     * mm). About 10⁶ times the accumulated rounding error of {@link #mayTouch}.
     */
    public static final double SLACK_RELATIVE = 1e-9;

    /**
     * The reach of a type-B contact: pawl vertex {@code p} (relative to the pawl's hinge), obstacle edge
     * {@code a→b} (world), hinge at {@code h0} at t = 0, velocity {@code v}.
     *
     * @param p the pawl vertex relative to the hinge
     * @param a edge start (world)
     * @param b edge end (world)
     * @param h0 hinge at t = 0
     * @param v velocity
     * @return the reach
     */
    public static Reach typeB(ExactPoint2 p, ExactPoint2 a, ExactPoint2 b, ExactPoint2 h0, ExactPoint2 v) {
        return new Reach(ContactKind.B, d(p.x()), d(p.y()), d(a.x().subtract(h0.x())), d(a.y().subtract(h0.y())),
                d(b.x().subtract(h0.x())), d(b.y().subtract(h0.y())), d(v.x()), d(v.y()));
    }

    /**
     * The reach of a type-A contact: obstacle vertex {@code q} (world), pawl edge {@code a→b} (relative to the
     * pawl's hinge), hinge at {@code h0} at t = 0, velocity {@code v}.
     *
     * @param q the obstacle vertex (world)
     * @param a edge start relative to the hinge
     * @param b edge end relative to the hinge
     * @param h0 hinge at t = 0
     * @param v velocity
     * @return the reach
     */
    public static Reach typeA(ExactPoint2 q, ExactPoint2 a, ExactPoint2 b, ExactPoint2 h0, ExactPoint2 v) {
        return new Reach(ContactKind.A, d(q.x().subtract(h0.x())), d(q.y().subtract(h0.y())), d(a.x()), d(a.y()),
                d(b.x()), d(b.y()), d(v.x()), d(v.y()));
    }

    private static double d(Rational r) {
        return r.doubleValue();
    }

    /**
     * Whether the vertex may touch the edge for some t ∈ [t1, t2], θ ∈ [th1, th2] (false is certain, true decides
     * nothing).
     *
     * @param t1 lower time
     * @param t2 upper time, ≥ t1
     * @param th1 lower angle, rad
     * @param th2 upper angle, rad, ≥ th1
     * @return false if no contact is possible in the box
     */
    public boolean mayTouch(double t1, double t2, double th1, double th2) {
        double thm = 0.5 * (th1 + th2);
        return mayTouch(t1, t2, th1, th2, Math.cos(thm), Math.sin(thm));
    }

    /**
     * {@link #mayTouch(double, double, double, double)} with the cosine and sine of the middle angle given: a caller
     * testing many constraints against one box computes them once (the same values, so the same answers).
     *
     * @param t1 lower time
     * @param t2 upper time, ≥ t1
     * @param th1 lower angle, rad
     * @param th2 upper angle, rad, ≥ th1
     * @param cos {@code Math.cos(0.5 * (th1 + th2))}
     * @param sin {@code Math.sin(0.5 * (th1 + th2))}
     * @return false if no contact is possible in the box
     */
    public boolean mayTouch(double t1, double t2, double th1, double th2, double cos, double sin) {
        double tm = 0.5 * (t1 + t2);
        double cx;
        double cy;
        double r;
        if (kind == ContactKind.B) {
            cx = tm * vx + cos * px - sin * py;
            cy = tm * vy + sin * px + cos * py;
            r = Math.hypot(px, py);
        } else {
            double wx = px - tm * vx;
            double wy = py - tm * vy;
            cx = cos * wx + sin * wy;
            cy = -sin * wx + cos * wy;
            r = Math.hypot(wx, wy);
        }
        double shift = Math.hypot(vx, vy) * 0.5 * (t2 - t1);
        double rho = shift + r * 0.5 * (th2 - th1);
        // second certificate, better for wide angle ranges: the whole circle of radius r about t_m v (B) or 0 (A)
        double ox = kind == ContactKind.B ? tm * vx : 0;
        double oy = kind == ContactKind.B ? tm * vy : 0;
        double rho2 = shift + r;
        double scale = 1 + Math.abs(cx) + Math.abs(cy) + Math.abs(ox) + Math.abs(oy) + Math.abs(ax) + Math.abs(ay)
                + Math.abs(bx) + Math.abs(by) + rho + rho2;
        double slack = SLACK_RELATIVE * scale;
        return segmentDistance(cx, cy) <= rho + slack && segmentDistance(ox, oy) <= rho2 + slack;
    }

    /**
     * An interval of times outside which the vertex certainly cannot touch the edge at any angle; the sweep indexes
     * constraints by it. Type B: the vertex t·v + R(θ)p on the edge at x gives v·x = t|v|² + v·R(θ)p with
     * |v·R(θ)p| ≤ |v||p|, so t|v|² lies within |v||p| of v·x ∈ [min(v·a, v·b), max(v·a, v·b)]. Type A: the vertex
     * R(−θ)(p − t·v) on the edge at x gives |p − t·v| = |x| ≤ max(|a|, |b|) = R, so |v·p − t|v|²| ≤ |v|R. The
     * ends are widened by {@link #SLACK_RELATIVE} times the scale of the numbers involved (the rounding of these
     * few operations is far below it), so times outside the result are certain misses.
     *
     * @return {lo, hi}, lo ≤ hi (infinite ends when the velocity is zero)
     */
    public double[] timeRange() {
        double v2 = vx * vx + vy * vy;
        if (!(v2 > 0)) {
            return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
        }
        double vn = Math.sqrt(v2);
        double lo;
        double hi;
        double reach;
        if (kind == ContactKind.B) {
            reach = Math.hypot(px, py);
            double pa = vx * ax + vy * ay;
            double pb = vx * bx + vy * by;
            lo = (Math.min(pa, pb) - reach * vn) / v2;
            hi = (Math.max(pa, pb) + reach * vn) / v2;
        } else {
            reach = Math.max(Math.hypot(ax, ay), Math.hypot(bx, by));
            double pq = vx * px + vy * py;
            lo = (pq - reach * vn) / v2;
            hi = (pq + reach * vn) / v2;
        }
        double scale = 1 + Math.abs(lo) + Math.abs(hi)
                + (Math.abs(px) + Math.abs(py) + Math.abs(ax) + Math.abs(ay) + Math.abs(bx) + Math.abs(by) + reach) / vn;
        double slack = SLACK_RELATIVE * scale;
        return new double[] {lo - slack, hi + slack};
    }

    /** Distance from (x, y) to the segment [a, b]. */
    private double segmentDistance(double x, double y) {
        double ex = bx - ax;
        double ey = by - ay;
        double len2 = ex * ex + ey * ey;
        double s = len2 == 0 ? 0 : ((x - ax) * ex + (y - ay) * ey) / len2;
        s = Math.max(0, Math.min(1, s));
        return Math.hypot(x - ax - s * ex, y - ay - s * ey);
    }
}

package org.snapfit.sweep.traits;

import org.snapfit.sweep.contact.ContactKind;
import java.util.Objects;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

/**
 * Where one contact can happen, in double precision, for a conservative filter: {@link #mayTouch} answers false
 * only when the touching vertex certainly cannot lie on the (closed) edge for any configuration in a box of times
 * and angles. The sweep uses it to skip the exact root isolation of constraints that cannot be met in the box it
 * is about to follow; a {@code true} answer decides nothing (the exact predicates then decide). Immutable; equal
 * when the nine components are (compared as by {@link Double#compare}).
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
 * within |v|(t₂ − t₁)/2 + r of t_m v (type B) or of 0 (type A) for every angle.
 *
 * <p><b>Rounding.</b> What does not depend on the query is computed once, at construction: |v|, |p| (type B), the
 * edge vector e = b − a, 1/|e|² and |a_x| + |a_y| + |b_x| + |b_y|. Every length is {@code Math.sqrt(x*x + y*y)}
 * (not {@code Math.hypot}): with u = 2⁻⁵³, the sum of squares carries a relative error ≤ 2u and the correctly
 * rounded square root halves it and adds u, so each length is within (2u + u²)·|length| of the true one, against
 * u for hypot — the same order, covered by the slack below. Overflow, the one thing hypot avoided, cannot happen:
 * {@link #mayTouch} answers true (decides nothing) unless the scale s below is under {@link #SCALE_LIMIT}, so every
 * square is below 4·10³⁰⁰; underflow of a square only shrinks a distance by under 10⁻¹⁵⁰ (a smaller distance can
 * only turn a false into a true). The projection parameter uses the stored 1/|e|² (one more rounding, relative u,
 * on a parameter in [0, 1] times |e|, i.e. an absolute error ≤ u·|x − a| in the foot point). Altogether the
 * computed distances and radii carry at most a few dozen rounding errors of relative size u on quantities bounded
 * by the scale s = 1 + |c| + |a| + |b| + ρ (+ the second certificate's centre and radius), far below
 * {@link #SLACK_RELATIVE}·s (10⁻⁹·s, over 10⁵ times more), which is added to both radii; callers widen their
 * boxes outward (see {@code PawlSweep}) so that the true box is inside the one given here.
 */
public final class Reach {

    /**
     * Slack added to the reach radius, relative to the scale of the coordinates (dimensionless; times mm gives
     * mm). About 10⁶ times the accumulated rounding error of {@link #mayTouch}.
     */
    public static final double SLACK_RELATIVE = 1e-9;

    /**
     * Largest scale (mm) at which {@link #mayTouch} decides anything: beyond it, it answers true, so that no square
     * in its arithmetic can overflow (squares of quantities ≤ 2·s stay below 4·10³⁰⁰).
     */
    public static final double SCALE_LIMIT = 1e150;

    private final ContactKind kind;
    private final double px;
    private final double py;
    private final double ax;
    private final double ay;
    private final double bx;
    private final double by;
    private final double vx;
    private final double vy;
    /** |v|. */
    private final double vNorm;
    /** |p| (the rotation radius of a type-B vertex; unused for type A, whose radius depends on t). */
    private final double pNorm;
    private final double ex;
    private final double ey;
    /** 1/|e|², 0 for a degenerate edge (then the foot point is a). */
    private final double invLen2;
    /** |a_x| + |a_y| + |b_x| + |b_y|, the query-independent part of the scale. */
    private final double edgeScale;

    /**
     * A reach from its components (see the frames above).
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
     * @throws NullPointerException if {@code kind} is null
     */
    public Reach(ContactKind kind, double px, double py, double ax, double ay, double bx, double by, double vx,
            double vy) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.px = px;
        this.py = py;
        this.ax = ax;
        this.ay = ay;
        this.bx = bx;
        this.by = by;
        this.vx = vx;
        this.vy = vy;
        this.vNorm = Math.sqrt(vx * vx + vy * vy);
        this.pNorm = Math.sqrt(px * px + py * py);
        this.ex = bx - ax;
        this.ey = by - ay;
        double len2 = ex * ex + ey * ey;
        this.invLen2 = len2 == 0 ? 0 : 1 / len2;
        this.edgeScale = Math.abs(ax) + Math.abs(ay) + Math.abs(bx) + Math.abs(by);
    }

    /**
     * The kind of contact.
     *
     * @return A or B
     */
    public ContactKind kind() {
        return kind;
    }

    /**
     * The vertex's first coordinate.
     *
     * @return px, mm
     */
    public double px() {
        return px;
    }

    /**
     * The vertex's second coordinate.
     *
     * @return py, mm
     */
    public double py() {
        return py;
    }

    /**
     * The edge start's first coordinate.
     *
     * @return ax, mm
     */
    public double ax() {
        return ax;
    }

    /**
     * The edge start's second coordinate.
     *
     * @return ay, mm
     */
    public double ay() {
        return ay;
    }

    /**
     * The edge end's first coordinate.
     *
     * @return bx, mm
     */
    public double bx() {
        return bx;
    }

    /**
     * The edge end's second coordinate.
     *
     * @return by, mm
     */
    public double by() {
        return by;
    }

    /**
     * The velocity's first coordinate.
     *
     * @return vx, mm per unit of t
     */
    public double vx() {
        return vx;
    }

    /**
     * The velocity's second coordinate.
     *
     * @return vy, mm per unit of t
     */
    public double vy() {
        return vy;
    }

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
        double ox;
        double oy;
        if (kind == ContactKind.B) {
            ox = tm * vx;
            oy = tm * vy;
            cx = ox + cos * px - sin * py;
            cy = oy + sin * px + cos * py;
            r = pNorm;
        } else {
            double wx = px - tm * vx;
            double wy = py - tm * vy;
            cx = cos * wx + sin * wy;
            cy = -sin * wx + cos * wy;
            r = Math.sqrt(wx * wx + wy * wy);
            ox = 0;
            oy = 0;
        }
        double shift = vNorm * 0.5 * (t2 - t1);
        double rho = shift + r * 0.5 * (th2 - th1);
        // second certificate, better for wide angle ranges: the whole circle of radius r about t_m v (B) or 0 (A)
        double rho2 = shift + r;
        double scale = 1 + Math.abs(cx) + Math.abs(cy) + Math.abs(ox) + Math.abs(oy) + edgeScale + rho + rho2;
        if (!(scale < SCALE_LIMIT)) {
            return true;
        }
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

    /** Distance from (x, y) to the segment [a, b] (rounding: see the class comment). */
    private double segmentDistance(double x, double y) {
        double dx = x - ax;
        double dy = y - ay;
        double s = (dx * ex + dy * ey) * invLen2;
        s = Math.max(0, Math.min(1, s));
        double qx = dx - s * ex;
        double qy = dy - s * ey;
        return Math.sqrt(qx * qx + qy * qy);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Reach q && kind == q.kind && Double.compare(px, q.px) == 0 && Double.compare(py, q.py) == 0
                && Double.compare(ax, q.ax) == 0 && Double.compare(ay, q.ay) == 0 && Double.compare(bx, q.bx) == 0
                && Double.compare(by, q.by) == 0 && Double.compare(vx, q.vx) == 0 && Double.compare(vy, q.vy) == 0;
    }

    @Override
    public int hashCode() {
        int h = kind.hashCode();
        for (double c : new double[] {px, py, ax, ay, bx, by, vx, vy}) {
            h = 31 * h + Double.hashCode(c);
        }
        return h;
    }

    @Override
    public String toString() {
        return "Reach[kind=" + kind + ", px=" + px + ", py=" + py + ", ax=" + ax + ", ay=" + ay + ", bx=" + bx
                + ", by=" + by + ", vx=" + vx + ", vy=" + vy + "]";
    }
}

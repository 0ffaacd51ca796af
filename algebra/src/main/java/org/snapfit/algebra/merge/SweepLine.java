package org.snapfit.algebra.merge;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;

/**
 * Exact questions about a sweep line t = t0 at an algebraic t0 (package-private helpers of {@link FreeFace} and
 * {@link SingleFaceBuilder}): where a curve meets it, and an interior point beside a start that lies on a curve.
 */
final class SweepLine {
    private SweepLine() {
    }

    /**
     * Whether the graph of a curve has constant t (a line t = k in CGAL's frame).
     *
     * @param c a non-horizontal curve
     * @return true when a′b − ab′ ≡ 0 for the reduced curve
     */
    static boolean constantT(CSpaceCurve c) {
        CSpaceCurve r = c.reduced();
        return r.a().derivative().multiply(r.b()).subtract(r.a().multiply(r.b().derivative())).isZero();
    }

    /**
     * The u-values, increasing and distinct, where the graph of c meets the line t = t0 (poles excluded). For a
     * rational t0 = n/d they are the roots of d·a + n·b; for an algebraic t0 with defining polynomial q of degree m,
     * every such u is a root of Q(u) = Σ q_i (−a(u))^i b(u)^(m−i) (b^m·q(t_c(u))), and each root of Q is kept when
     * t_c(u) equals t0 exactly (the other roots belong to conjugates of t0). A curve of constant t has no
     * isolated meeting points: the result is empty (see {@link #constantT}).
     *
     * @param c a non-horizontal curve
     * @param t0 the sweep position
     * @param kernel the kernel owning c
     * @return the meeting points
     */
    static List<RealAlgebraic> uAt(CurveKernel kernel, CSpaceCurve c, RealAlgebraic t0) {
        CSpaceCurve r = c.reduced();
        if (constantT(r)) {
            return List.of();
        }
        Optional<Rational> rt = t0.toRational();
        if (rt.isPresent()) {
            IntPoly p = r.a().multiply(IntPoly.of(rt.get().den())).add(r.b().multiply(IntPoly.of(rt.get().num())));
            return roots(kernel, r, p, Optional.empty());
        }
        return uAtRootOf(kernel, r, t0, t0.polynomial());
    }

    /**
     * The algebraic path of {@link #uAt} with a given polynomial q that vanishes at t0 (not necessarily minimal;
     * package-private so tests can run it on a rational t0 given as a root of a polynomial with other roots).
     */
    static List<RealAlgebraic> uAtRootOf(CurveKernel kernel, CSpaceCurve c, RealAlgebraic t0, IntPoly q) {
        CSpaceCurve r = c.reduced();
        if (constantT(r)) {
            return List.of();
        }
        int m = q.degree();
        IntPoly minusA = r.a().negate();
        IntPoly p = IntPoly.ZERO;
        for (int i = 0; i <= m; i++) {
            p = p.add(minusA.pow(i).multiply(r.b().pow(m - i)).scale(q.coeff(i)));
        }
        return roots(kernel, r, p, Optional.of(t0));
    }

    /** The non-pole roots of p, each kept when t(u) equals t0 (or all when t0 is empty: p's roots are exact). */
    private static List<RealAlgebraic> roots(CurveKernel kernel, CSpaceCurve r, IntPoly p, Optional<RealAlgebraic> t0) {
        List<RealAlgebraic> out = new ArrayList<>();
        if (p.isZero() || p.degree() < 1) {
            return out;
        }
        for (RealRoot rr : RealAlgebraic.rootsOf(p, kernel.exactContext())) {
            RealAlgebraic u = rr.value();
            if (u.signOf(r.b()) == Sign.ZERO) {
                continue;
            }
            if (t0.isEmpty() || kernel.tAt(r, u).compare(t0.get()) == Comparison.EQUAL) {
                out.add(u);
            }
        }
        return out;
    }

    /**
     * An interior point of the face that a start on a curve enters on its free side (see {@link FreeSide}): a
     * point (u1, t1) with u1 rational strictly between u0 and the next point where an arc meets the line t = t0 on
     * that side, and t1 rational so close to t0 that no arc passes between (u1, t0) and (u1, t1).
     *
     * @param kernel the kernel owning every arc
     * @param arcs all arcs of the arrangement
     * @param z the start, on a curve
     * @param side the free side
     * @return the interior point
     * @throws IllegalArgumentException if an arc of constant t = t0 runs from z along the sweep line on that side
     */
    static ArcPoint besideStart(CurveKernel kernel, List<GraphArc> arcs, ArcPoint z, FreeSide side) {
        return besideStart(kernel, arcs, z, side, List.of());
    }

    /**
     * {@link #besideStart(CurveKernel, List, ArcPoint, FreeSide)} with vertical walls (in CGAL's frame): the lines
     * u = w of horizontal arcs. Every wall strictly on the free side of z counts as a point where an arc meets the
     * line t = t0 (conservatively, whatever its t-range), so u1 lies strictly between z and the nearest wall and no
     * wall separates z from (u1, t1).
     */
    static ArcPoint besideStart(CurveKernel kernel, List<GraphArc> arcs, ArcPoint z, FreeSide side,
            List<RealAlgebraic> walls) {
        RealAlgebraic u0 = z.u();
        RealAlgebraic t0 = kernel.tAt(z.curve(), u0);
        boolean up = side == FreeSide.LARGER_U;
        Optional<RealAlgebraic> next = Optional.empty();
        for (RealAlgebraic w : walls) {
            if (w.compare(u0) == (up ? Comparison.LARGER : Comparison.SMALLER)
                    && (next.isEmpty() || w.compare(next.get()) == (up ? Comparison.SMALLER : Comparison.LARGER))) {
                next = Optional.of(w);
            }
        }
        for (GraphArc a : arcs) {
            if (constantT(a.curve())) {
                if (onConstantLine(a, t0) && runsBeside(a, u0, up)) {
                    throw new IllegalArgumentException("start " + z + " with side " + side + ": the arc " + a
                            + " of constant t runs along the sweep line t = " + t0 + " from the start on that side;"
                            + " no face lies there");
                }
                continue;
            }
            for (RealAlgebraic u : uAt(kernel, a.curve(), t0)) {
                if (!a.containsU(u) || u.compare(u0) != (up ? Comparison.LARGER : Comparison.SMALLER)) {
                    continue;
                }
                if (next.isEmpty() || u.compare(next.get()) == (up ? Comparison.SMALLER : Comparison.LARGER)) {
                    next = Optional.of(u);
                }
            }
        }
        Rational u1;
        if (next.isEmpty()) {
            u1 = up ? Rational.of(u0.upper().floor().add(BigInteger.ONE))
                    : Rational.of(u0.lower().floor().subtract(BigInteger.ONE));
        } else {
            RealAlgebraic lo = up ? u0 : next.get();
            RealAlgebraic hi = up ? next.get() : u0;
            Rational width = hi.upper().subtract(lo.lower());
            while (lo.upper().compareTo(hi.lower()) >= 0) {
                width = width.multiply(Rational.HALF);
                lo = lo.refine(width);
                hi = hi.refine(width);
            }
            u1 = SingleFaceBuilder.simpleBetween(lo.upper(), hi.lower());
        }
        Rational t1 = t0.toRational().orElse(null);
        if (t1 == null) {
            List<Rational> values = new ArrayList<>();
            RealAlgebraic u1a = RealAlgebraic.of(u1);
            for (GraphArc a : arcs) {
                if (a.containsU(u1a)) {
                    values.add(a.curve().a().evaluate(u1).divide(a.curve().b().evaluate(u1)).negate());
                }
            }
            RealAlgebraic t = t0;
            Rational width = t.upper().subtract(t.lower());
            while (true) {
                boolean clear = true;
                for (Rational v : values) {
                    clear &= v.compareTo(t.lower()) < 0 || v.compareTo(t.upper()) > 0;
                }
                if (clear) {
                    break;
                }
                width = width.multiply(Rational.HALF);
                t = t.refine(width);
            }
            t1 = t.lower();
        }
        return new ArcPoint(RealAlgebraic.of(u1), kernel.curve(new Rational[] {t1}, new Rational[] {Rational.MINUS_ONE}));
    }

    private static boolean onConstantLine(GraphArc a, RealAlgebraic t0) {
        CSpaceCurve r = a.curve();
        Rational k = Rational.of(r.a().coeff(0), r.b().coeff(0)).negate();
        return t0.compare(k) == Comparison.EQUAL;
    }

    /** Whether an arc's u-range contains (u0, u0 + ε) (up) or (u0 − ε, u0) for small ε. */
    private static boolean runsBeside(GraphArc a, RealAlgebraic u0, boolean up) {
        if (up) {
            return (a.uMin().isEmpty() || a.uMin().get().compare(u0) != Comparison.LARGER)
                    && (a.uMax().isEmpty() || a.uMax().get().compare(u0) == Comparison.LARGER);
        }
        return (a.uMax().isEmpty() || a.uMax().get().compare(u0) != Comparison.SMALLER)
                && (a.uMin().isEmpty() || a.uMin().get().compare(u0) == Comparison.SMALLER);
    }
}

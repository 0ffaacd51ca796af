package org.snapfit.algebra.cspace;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.snapfit.algebra.number.Rational;

/** Small arcs for the tests of horizontal arcs (vertical segments in CGAL's frame) beside graph arcs. */
public final class HorizontalFixtures {
    private HorizontalFixtures() {
    }

    /** An integer bound. */
    public static Optional<Rational> r(long v) {
        return Optional.of(Rational.of(v));
    }

    /** No bound. */
    public static Optional<Rational> none() {
        return Optional.empty();
    }

    /** The line t = p·u + q (a = −(p·u + q), b = 1) over the whole u-axis. */
    public static List<Arc> line(CurveKernel k, long p, long q) {
        return new ArrayList<>(Arcs.graph(k, k.curve(new long[] {-q, -p}, new long[] {1}), none(), none()));
    }

    /** The segment of t = p·u + q over [u0, u1]. */
    public static List<Arc> segment(CurveKernel k, long p, long q, long u0, long u1) {
        return new ArrayList<>(Arcs.graph(k, k.curve(new long[] {-q, -p}, new long[] {1}), r(u0), r(u1)));
    }

    /** The horizontal arc u = c (a = u − c, b = 0) over t in [tMin, tMax] (empty = unbounded). */
    public static HorizontalArc vertical(CurveKernel k, long c, Optional<Rational> tMin, Optional<Rational> tMax) {
        return Arcs.horizontal(k, k.curve(new long[] {-c, 1}, new long[] {0}), tMin, tMax).get(0);
    }

    /** 1–6 random lines (a third) and segments on [u0, u0 + 1..3] of t = p·u + q, small integers p, q, u0. */
    public static List<Arc> randomSegments(CurveKernel k, RandomGenerator rnd) {
        List<Arc> arcs = new ArrayList<>();
        int n = 1 + rnd.nextInt(6);
        for (int i = 0; i < n; i++) {
            long p = rnd.nextInt(5) - 2;
            long q = rnd.nextInt(5) - 2;
            if (rnd.nextInt(3) == 0) {
                arcs.addAll(line(k, p, q));
            } else {
                long u0 = rnd.nextInt(4) - 2;
                arcs.addAll(segment(k, p, q, u0, u0 + 1 + rnd.nextInt(3)));
            }
        }
        return arcs;
    }

    /**
     * 1–3 random horizontal arcs u = c for integers c in [−2, 2]: lines, rays and segments with integer ends (many
     * on the same u, overlapping or touching; ends often on the small segments' crossings and ends).
     */
    public static List<HorizontalArc> randomVerticals(CurveKernel k, RandomGenerator rnd) {
        List<HorizontalArc> out = new ArrayList<>();
        int m = 1 + rnd.nextInt(3);
        for (int i = 0; i < m; i++) {
            long c = rnd.nextInt(5) - 2;
            Optional<Rational> lo = rnd.nextInt(3) == 0 ? none() : r(rnd.nextInt(5) - 2);
            Optional<Rational> hi = rnd.nextInt(3) == 0 ? none()
                    : Optional.of(lo.orElse(Rational.of(-3)).add(Rational.of(1 + rnd.nextInt(3))));
            out.add(vertical(k, c, lo, hi));
        }
        return out;
    }
}

package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.geom.PointLocation;

/**
 * Turns the loops of a planar region with holes into simple polygons whose union is the region, because a
 * snap-fit body is a union of simple polygons. Loops are given counter-clockwise for outer boundaries and clockwise
 * for holes (as {@link BrepSectioner} returns them), pairwise disjoint. Each hole is assigned to the smallest outer
 * loop around it; an outer loop with holes is split along a horizontal line through its first hole (a line that
 * passes through no vertex), the two halves are traced and split again until no hole is left. The pieces meet
 * along the cut lines only. Stateless; exact (all cut points are rational).
 */
public final class Regions {

    private Regions() {
    }

    /**
     * The result of {@link #simplePieces}.
     *
     * @param pieces simple counter-clockwise polygons whose union is the region
     * @param holes the number of holes that were opened by splitting
     * @param orphanHoles clockwise loops that lie in no outer loop (left out)
     */
    public record Result(List<List<ExactPoint2>> pieces, int holes, List<List<ExactPoint2>> orphanHoles) {
        /**
         * Copies.
         *
         * @param pieces the pieces
         * @param holes the hole count
         * @param orphanHoles the orphan holes
         */
        public Result {
            pieces = List.copyOf(pieces);
            orphanHoles = List.copyOf(orphanHoles);
        }
    }

    /**
     * Splits a region into simple polygons.
     *
     * @param loops outer loops (counter-clockwise) and holes (clockwise), simple and pairwise disjoint
     * @return the pieces
     * @throws IllegalArgumentException if the loops turn out to cross each other (a hole leaving its outer loop)
     */
    public static Result simplePieces(List<List<ExactPoint2>> loops) {
        List<List<ExactPoint2>> outers = new ArrayList<>();
        List<List<ExactPoint2>> holes = new ArrayList<>();
        for (List<ExactPoint2> l : loops) {
            (area2(l).signum() > 0 ? outers : holes).add(l);
        }
        outers.sort(Comparator.comparing((List<ExactPoint2> l) -> area2(l).abs()));
        List<List<List<ExactPoint2>>> holesOf = new ArrayList<>();
        List<ExactPolygon2> outerPolys = new ArrayList<>();
        for (List<ExactPoint2> o : outers) {
            holesOf.add(new ArrayList<>());
            outerPolys.add(ExactPolygon2.of(o));
        }
        List<List<ExactPoint2>> orphans = new ArrayList<>();
        for (List<ExactPoint2> h : holes) {
            int at = -1;
            for (int i = 0; i < outers.size() && at < 0; i++) {
                if (outerPolys.get(i).locate(h.get(0)) == PointLocation.INSIDE) {
                    at = i;
                }
            }
            if (at < 0) {
                orphans.add(h);
            } else {
                holesOf.get(at).add(h);
            }
        }
        List<List<ExactPoint2>> out = new ArrayList<>();
        for (int i = 0; i < outers.size(); i++) {
            split(outers.get(i), holesOf.get(i), out);
        }
        return new Result(out, holes.size() - orphans.size(), orphans);
    }

    /** A closed point sequence without consecutive repeats (cyclically: the last is not the first either). */
    static List<ExactPoint2> withoutRepeats(List<ExactPoint2> pts) {
        List<ExactPoint2> clean = new ArrayList<>();
        for (ExactPoint2 q : pts) {
            if (clean.isEmpty() || !clean.get(clean.size() - 1).equals(q)) {
                clean.add(q);
            }
        }
        while (clean.size() > 1 && clean.get(0).equals(clean.get(clean.size() - 1))) {
            clean.remove(clean.size() - 1);
        }
        return clean;
    }

    /** Twice the signed area. */
    static Rational area2(List<ExactPoint2> l) {
        Rational s = Rational.ZERO;
        for (int i = 0; i < l.size(); i++) {
            s = s.add(l.get(i).cross(l.get((i + 1) % l.size())));
        }
        return s;
    }

    private static void split(List<ExactPoint2> outer, List<List<ExactPoint2>> holes, List<List<ExactPoint2>> out) {
        if (holes.isEmpty()) {
            out.add(outer);
            return;
        }
        List<ExactPoint2> h0 = holes.get(0);
        Rational y0 = cutLine(outer, holes, h0);
        List<List<ExactPoint2>> all = new ArrayList<>();
        all.add(outer);
        all.addAll(holes);
        for (int side = 0; side < 2; side++) {
            boolean flip = side == 1;
            List<List<ExactPoint2>> ls = new ArrayList<>();
            for (List<ExactPoint2> l : all) {
                ls.add(flip ? rotate(l) : l);
            }
            Rational y = flip ? y0.negate() : y0;
            List<List<ExactPoint2>> traced = new ArrayList<>();
            List<List<ExactPoint2>> keptHoles = new ArrayList<>();
            above(ls, y, traced, keptHoles);
            for (List<ExactPoint2> piece : traced) {
                List<ExactPoint2> p = flip ? rotate(piece) : piece;
                ExactPolygon2 poly = ExactPolygon2.of(p);
                List<List<ExactPoint2>> inner = new ArrayList<>();
                for (List<ExactPoint2> kh : keptHoles) {
                    List<ExactPoint2> hh = flip ? rotate(kh) : kh;
                    if (poly.locate(hh.get(0)) == PointLocation.INSIDE) {
                        inner.add(hh);
                    }
                }
                split(p, inner, out);
            }
        }
    }

    /** Rotation by 180° (keeps orientation). */
    private static List<ExactPoint2> rotate(List<ExactPoint2> l) {
        List<ExactPoint2> r = new ArrayList<>(l.size());
        for (ExactPoint2 p : l) {
            r.add(new ExactPoint2(p.x().negate(), p.y().negate()));
        }
        return r;
    }

    /** A y strictly inside the hole's y range that is no vertex's y: the middle of the widest gap. */
    private static Rational cutLine(List<ExactPoint2> outer, List<List<ExactPoint2>> holes, List<ExactPoint2> h0) {
        Rational lo = h0.get(0).y();
        Rational hi = lo;
        for (ExactPoint2 p : h0) {
            lo = lo.min(p.y());
            hi = hi.max(p.y());
        }
        TreeSet<Rational> ys = new TreeSet<>();
        ys.add(lo);
        ys.add(hi);
        List<List<ExactPoint2>> all = new ArrayList<>(holes);
        all.add(outer);
        for (List<ExactPoint2> l : all) {
            for (ExactPoint2 p : l) {
                if (p.y().compareTo(lo) > 0 && p.y().compareTo(hi) < 0) {
                    ys.add(p.y());
                }
            }
        }
        Rational best = null;
        Rational bestGap = Rational.MINUS_ONE;
        Rational prev = null;
        for (Rational y : ys) {
            if (prev != null && y.subtract(prev).compareTo(bestGap) > 0) {
                bestGap = y.subtract(prev);
                best = prev.add(y).multiply(Rational.HALF);
            }
            prev = y;
        }
        return best;
    }

    /** One boundary vertex chain of the part above the line, from an entering to a leaving crossing. */
    private record Chain(List<ExactPoint2> points) {
    }

    /**
     * The part of the region above y = y0: traced loops (each counter-clockwise, possibly with holes among
     * {@code keptHoles}) and the loops entirely above the line that are holes.
     */
    private static void above(List<List<ExactPoint2>> loops, Rational y0, List<List<ExactPoint2>> traced,
            List<List<ExactPoint2>> keptHoles) {
        List<Chain> chains = new ArrayList<>();
        List<ExactPoint2> enters = new ArrayList<>();
        List<ExactPoint2> leaves = new ArrayList<>();
        for (List<ExactPoint2> l : loops) {
            int n = l.size();
            int startIdx = -1;
            for (int i = 0; i < n; i++) {
                if (l.get(i).y().compareTo(y0) < 0) {
                    startIdx = i;
                    break;
                }
            }
            if (startIdx < 0) {
                // entirely above
                if (area2(l).signum() > 0) {
                    traced.add(l);
                } else {
                    keptHoles.add(l);
                }
                continue;
            }
            List<ExactPoint2> cur = null;
            for (int k = 0; k < n; k++) {
                ExactPoint2 a = l.get((startIdx + k) % n);
                ExactPoint2 b = l.get((startIdx + k + 1) % n);
                boolean aUp = a.y().compareTo(y0) > 0;
                boolean bUp = b.y().compareTo(y0) > 0;
                if (aUp && cur != null) {
                    cur.add(a);
                }
                if (aUp != bUp) {
                    Rational x = a.x().add(b.x().subtract(a.x()).multiply(y0.subtract(a.y())).divide(b.y().subtract(a.y())));
                    ExactPoint2 c = new ExactPoint2(x, y0);
                    if (bUp) {
                        cur = new ArrayList<>();
                        cur.add(c);
                        enters.add(c);
                    } else {
                        cur.add(c);
                        leaves.add(c);
                        chains.add(new Chain(cur));
                        cur = null;
                    }
                }
            }
        }
        // along the line, each leaving crossing continues to the next crossing in +x, which is an entering one
        List<ExactPoint2> onLine = new ArrayList<>(enters);
        onLine.addAll(leaves);
        onLine.sort(Comparator.comparing(ExactPoint2::x));
        java.util.Map<ExactPoint2, Chain> byStart = new java.util.HashMap<>();
        for (Chain c : chains) {
            byStart.put(c.points.get(0), c);
        }
        java.util.Set<Chain> used = new java.util.HashSet<>();
        for (Chain first : chains) {
            if (used.contains(first)) {
                continue;
            }
            List<ExactPoint2> loop = new ArrayList<>();
            Chain c = first;
            while (used.add(c)) {
                loop.addAll(c.points);
                ExactPoint2 leave = c.points.get(c.points.size() - 1);
                int i = onLine.indexOf(leave);
                ExactPoint2 next = i + 1 < onLine.size() ? onLine.get(i + 1) : null;
                c = next == null ? null : byStart.get(next);
                if (c == null) {
                    throw new IllegalArgumentException("the loops cross each other or a hole leaves its outer loop (at "
                            + leave + " on the cut line y = " + y0 + "); loops must be simple and disjoint");
                }
            }
            if (c != first) {
                throw new IllegalArgumentException("the loops cross each other near " + loop.get(0) + "; loops must be"
                        + " simple and disjoint");
            }
            traced.add(loop);
        }
    }
}

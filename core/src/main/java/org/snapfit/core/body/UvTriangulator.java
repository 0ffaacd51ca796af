package org.snapfit.core.body;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Triangulation of a polygon with holes in the parameter plane of a face: holes are joined to the outer ring by
 * bridges (a hole's vertex of largest u to the nearest outer vertex it sees), then the ring is ear-clipped (Meisters'
 * two-ears theorem, O(n&sup2;) per ear search). Orientation tests are affine invariant, so u and v may have any
 * scales. Approximate (double). Stateless.
 */
final class UvTriangulator {

    /** Sine of the corner angle below which an ear is a sliver, taken last (dimensionless). */
    static final double SLIVER_SINE = 1e-6;

    private UvTriangulator() {
    }

    /**
     * Triangulates.
     *
     * @param u the u of every vertex
     * @param v the v of every vertex
     * @param outer the outer ring (indices into u, v), counter-clockwise
     * @param holes the holes, each clockwise and inside the outer ring
     * @return triangles as index triples, counter-clockwise
     * @throws IllegalStateException if no ear can be found (a ring that is not simple)
     */
    static List<int[]> triangulate(double[] u, double[] v, List<Integer> outer, List<List<Integer>> holes) {
        List<Integer> ring = new ArrayList<>(outer);
        List<List<Integer>> pending = new ArrayList<>(holes);
        pending.sort(Comparator.comparingDouble((List<Integer> h) -> -u[h.get(rightmost(u, v, h))]));
        while (!pending.isEmpty()) {
            List<Integer> hole = pending.remove(0);
            ring = bridged(u, v, ring, hole, pending);
        }
        return earClip(u, v, ring);
    }

    private static int rightmost(double[] u, double[] v, List<Integer> ring) {
        int best = 0;
        for (int i = 1; i < ring.size(); i++) {
            int a = ring.get(i);
            int b = ring.get(best);
            if (u[a] > u[b] || (u[a] == u[b] && v[a] > v[b])) {
                best = i;
            }
        }
        return best;
    }

    /** The ring with the hole joined in through a bridge from the hole's rightmost vertex to a visible ring vertex. */
    private static List<Integer> bridged(double[] u, double[] v, List<Integer> ring, List<Integer> hole,
            List<List<Integer>> others) {
        int hm = rightmost(u, v, hole);
        int m = hole.get(hm);
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < ring.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble(i -> {
            int q = ring.get(i);
            double du = u[q] - u[m];
            double dv = v[q] - v[m];
            return du * du + dv * dv;
        }));
        for (int i : order) {
            int q = ring.get(i);
            int prev = ring.get((i + ring.size() - 1) % ring.size());
            int next = ring.get((i + 1) % ring.size());
            if (!inWedge(u, v, prev, q, next, m) || crossesAny(u, v, q, m, ring) || crossesAny(u, v, q, m, hole)) {
                continue;
            }
            boolean blocked = false;
            for (List<Integer> o : others) {
                if (crossesAny(u, v, q, m, o)) {
                    blocked = true;
                    break;
                }
            }
            if (blocked) {
                continue;
            }
            List<Integer> out = new ArrayList<>(ring.size() + hole.size() + 2);
            out.addAll(ring.subList(0, i + 1));
            for (int k = 0; k <= hole.size(); k++) {
                out.add(hole.get((hm + k) % hole.size()));
            }
            out.add(q);
            out.addAll(ring.subList(i + 1, ring.size()));
            return out;
        }
        throw new IllegalStateException("a hole of " + hole.size() + " points sees no vertex of its outer boundary");
    }

    /** Whether the direction from q towards m lies inside the ring's interior angle at q (ring counter-clockwise). */
    private static boolean inWedge(double[] u, double[] v, int prev, int q, int next, int m) {
        double ax = u[next] - u[q];
        double ay = v[next] - v[q];
        double bx = u[prev] - u[q];
        double by = v[prev] - v[q];
        double dx = u[m] - u[q];
        double dy = v[m] - v[q];
        double convex = ax * by - ay * bx;
        double c1 = ax * dy - ay * dx;
        double c2 = dx * by - dy * bx;
        if (convex > 0) {
            return c1 > 0 && c2 > 0;
        }
        return !(c1 <= 0 && c2 <= 0);
    }

    /** Whether the open segment q–m touches an edge of the ring that does not end at q or m, or a ring vertex. */
    private static boolean crossesAny(double[] u, double[] v, int q, int m, List<Integer> ring) {
        int n = ring.size();
        for (int k = 0; k < n; k++) {
            int a = ring.get(k);
            int b = ring.get((k + 1) % n);
            if (same(u, v, a, q) || same(u, v, a, m) || same(u, v, b, q) || same(u, v, b, m)) {
                continue;
            }
            if (segmentsTouch(u, v, q, m, a, b)) {
                return true;
            }
        }
        return false;
    }

    private static boolean same(double[] u, double[] v, int a, int b) {
        return a == b || (u[a] == u[b] && v[a] == v[b]);
    }

    private static double orient(double[] u, double[] v, int a, int b, int c) {
        return (u[b] - u[a]) * (v[c] - v[a]) - (v[b] - v[a]) * (u[c] - u[a]);
    }

    private static boolean segmentsTouch(double[] u, double[] v, int p, int q, int a, int b) {
        double d1 = orient(u, v, p, q, a);
        double d2 = orient(u, v, p, q, b);
        double d3 = orient(u, v, a, b, p);
        double d4 = orient(u, v, a, b, q);
        if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
            return true;
        }
        return (d1 == 0 && onSegment(u, v, p, q, a)) || (d2 == 0 && onSegment(u, v, p, q, b));
    }

    private static boolean onSegment(double[] u, double[] v, int p, int q, int r) {
        return Math.min(u[p], u[q]) <= u[r] && u[r] <= Math.max(u[p], u[q]) && Math.min(v[p], v[q]) <= v[r]
                && v[r] <= Math.max(v[p], v[q]);
    }

    /** Ear clipping of a counter-clockwise ring (repeated vertices of bridges allowed). */
    private static List<int[]> earClip(double[] u, double[] v, List<Integer> ring) {
        int n = ring.size();
        int[] idx = new int[n];
        int[] nextOf = new int[n];
        int[] prevOf = new int[n];
        for (int i = 0; i < n; i++) {
            idx[i] = ring.get(i);
            nextOf[i] = (i + 1) % n;
            prevOf[i] = (i + n - 1) % n;
        }
        List<int[]> out = new ArrayList<>(Math.max(0, n - 2));
        int remaining = n;
        int i = 0;
        int sinceLast = 0;
        boolean strict = true;
        while (remaining > 3) {
            int a = prevOf[i];
            int c = nextOf[i];
            if ((!strict || !sliver(u, v, idx[a], idx[i], idx[c])) && isEar(u, v, idx, nextOf, a, i, c)) {
                out.add(new int[] {idx[a], idx[i], idx[c]});
                nextOf[a] = c;
                prevOf[c] = a;
                remaining--;
                sinceLast = 0;
                strict = true;
                i = a;
            } else {
                i = c;
                if (++sinceLast > remaining && strict) {
                    strict = false;
                    sinceLast = 0;
                } else if (sinceLast > remaining) {
                    throw new IllegalStateException("a face boundary of " + n + " points is not a simple polygon in"
                            + " its parameter plane (no ear found with " + remaining + " points left)");
                }
            }
        }
        out.add(new int[] {idx[prevOf[i]], idx[i], idx[nextOf[i]]});
        return out;
    }

    /**
     * Whether the corner a, b, c is nearly straight (the sine of its angle at most {@link #SLIVER_SINE}): such an ear
     * would be a sliver of three consecutive boundary points, whose third side joins two points of the boundary that
     * are not neighbours; it is clipped only when no other ear is left.
     */
    private static boolean sliver(double[] u, double[] v, int a, int b, int c) {
        double abu = u[b] - u[a];
        double abv = v[b] - v[a];
        double bcu = u[c] - u[b];
        double bcv = v[c] - v[b];
        double cross = abu * bcv - abv * bcu;
        return Math.abs(cross) <= SLIVER_SINE * Math.hypot(abu, abv) * Math.hypot(bcu, bcv);
    }

    /**
     * Whether p is left of or on the line a–b, a point within the sliver angle of the line counting as on it (so a
     * boundary point on an ear's side, up to round-off, blocks the ear).
     */
    private static boolean notRight(double[] u, double[] v, int a, int b, int p) {
        double abu = u[b] - u[a];
        double abv = v[b] - v[a];
        double apu = u[p] - u[a];
        double apv = v[p] - v[a];
        return abu * apv - abv * apu >= -SLIVER_SINE * Math.hypot(abu, abv) * Math.hypot(apu, apv);
    }

    private static boolean isEar(double[] u, double[] v, int[] idx, int[] nextOf, int a, int b, int c) {
        int ia = idx[a];
        int ib = idx[b];
        int ic = idx[c];
        if (!(orient(u, v, ia, ib, ic) > 0)) {
            return false;
        }
        double minU = Math.min(u[ia], Math.min(u[ib], u[ic]));
        double maxU = Math.max(u[ia], Math.max(u[ib], u[ic]));
        double minV = Math.min(v[ia], Math.min(v[ib], v[ic]));
        double maxV = Math.max(v[ia], Math.max(v[ib], v[ic]));
        for (int k = nextOf[c]; k != a; k = nextOf[k]) {
            int p = idx[k];
            if (u[p] < minU || u[p] > maxU || v[p] < minV || v[p] > maxV) {
                continue;
            }
            if (same(u, v, p, ia) || same(u, v, p, ib) || same(u, v, p, ic)) {
                continue;
            }
            if (notRight(u, v, ia, ib, p) && notRight(u, v, ib, ic, p) && notRight(u, v, ic, ia, p)) {
                return false;
            }
        }
        return true;
    }
}

package org.snapfit.cadimport.dxf;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

/**
 * Chains open pieces (LINE, ARC, open polylines) of one layer into closed loops. Two ends join when their distance
 * is at most the chain tolerance, decided exactly (squared distance against the squared tolerance, in rationals);
 * the joined vertex is the end of the chain built so far. A floating filter skips pairs that are certainly
 * farther apart: each coordinate's {@code doubleValue} has relative error at most 2^-53, so a floating difference
 * larger than the tolerance by {@link #FILTER_MARGIN} times the coordinate size is certainly larger in exact terms.
 */
final class LoopChainer {

    /** Relative margin of the floating filter (dimensionless, far above 2 * 2^-53). */
    static final double FILTER_MARGIN = 1e-12;

    /** An open piece: vertices, whether approximated, the entity labels and the first line. */
    record Piece(List<ExactPoint2> vertices, boolean approximated, String entities, int line) {
        ExactPoint2 start() {
            return vertices.get(0);
        }

        ExactPoint2 end() {
            return vertices.get(vertices.size() - 1);
        }

        Piece reversed() {
            List<ExactPoint2> r = new ArrayList<>(vertices);
            java.util.Collections.reverse(r);
            return new Piece(r, approximated, entities, line);
        }
    }

    /** The outcome: closed loops (vertices without repeated closing vertex), pieces left open, branch points. */
    record Result(List<Piece> loops, List<Piece> open, List<String> branches) {
    }

    private final double tol;
    private final Rational tol2;
    private final Map<ExactPoint2, double[]> cache = new IdentityHashMap<>();

    LoopChainer(double tolerance) {
        this.tol = tolerance;
        Rational t = Rational.fromDouble(tolerance);
        this.tol2 = t.multiply(t);
    }

    boolean near(ExactPoint2 p, ExactPoint2 q) {
        if (certainlyFar(approx(p), approx(q))) {
            return false;
        }
        if (p.equals(q)) {
            return true;
        }
        Rational dx = p.x().subtract(q.x());
        Rational dy = p.y().subtract(q.y());
        return dx.multiply(dx).add(dy.multiply(dy)).compareTo(tol2) <= 0;
    }

    /** Floating coordinates of a point, cached by identity (pieces keep their vertex objects while chaining). */
    private double[] approx(ExactPoint2 p) {
        return cache.computeIfAbsent(p, k -> new double[] {k.x().doubleValue(), k.y().doubleValue()});
    }

    private boolean certainlyFar(double[] a, double[] b) {
        for (int i = 0; i < 2; i++) {
            double x = a[i];
            double y = b[i];
            if (Math.abs(x - y) > tol + FILTER_MARGIN * (Math.abs(x) + Math.abs(y)) + Double.MIN_NORMAL) {
                return true;
            }
        }
        return false;
    }

    Result chain(List<Piece> pieces) {
        LinkedList<Piece> remaining = new LinkedList<>(pieces);
        List<Piece> loops = new ArrayList<>();
        List<Piece> open = new ArrayList<>();
        List<String> branches = new ArrayList<>();
        while (!remaining.isEmpty()) {
            Piece first = remaining.removeFirst();
            List<ExactPoint2> verts = new ArrayList<>(first.vertices());
            StringBuilder names = new StringBuilder(first.entities());
            boolean approx = first.approximated();
            boolean closed = false;
            while (true) {
                if (verts.size() >= 3 && near(verts.get(verts.size() - 1), verts.get(0))) {
                    verts.remove(verts.size() - 1);
                    closed = true;
                    break;
                }
                Piece next = takeNeighbour(remaining, verts.get(verts.size() - 1), branches);
                if (next != null) {
                    verts.addAll(next.vertices().subList(1, next.vertices().size()));
                } else {
                    next = takeNeighbour(remaining, verts.get(0), branches);
                    if (next == null) {
                        break;
                    }
                    Piece rev = next.reversed();
                    List<ExactPoint2> front = new ArrayList<>(rev.vertices().subList(0, rev.vertices().size() - 1));
                    front.addAll(verts);
                    verts = front;
                }
                names.append(" + ").append(next.entities());
                approx |= next.approximated();
            }
            dedupe(verts, closed);
            if (closed && verts.size() >= 3) {
                loops.add(new Piece(verts, approx, names.toString(), first.line()));
            } else if (verts.size() >= 2) {
                open.add(new Piece(verts, approx, names.toString(), first.line()));
            }
        }
        return new Result(loops, open, branches);
    }

    /** Removes and returns the first piece with an end near p, oriented to start there; notes branch points. */
    private Piece takeNeighbour(LinkedList<Piece> remaining, ExactPoint2 p, List<String> branches) {
        Piece found = null;
        int candidates = 0;
        for (Piece q : remaining) {
            if (near(q.start(), p) || near(q.end(), p)) {
                candidates++;
                if (found == null) {
                    found = q;
                }
            }
        }
        if (found == null) {
            return null;
        }
        if (candidates > 1) {
            branches.add(p + " (" + (candidates + 1) + " pieces meet there)");
        }
        remaining.remove(found);
        return near(found.start(), p) ? found : found.reversed();
    }

    /** Removes consecutive repeated vertices (and, for a loop, a last vertex equal to the first). */
    static void dedupe(List<ExactPoint2> verts, boolean closed) {
        for (int i = verts.size() - 1; i > 0; i--) {
            if (verts.get(i).equals(verts.get(i - 1))) {
                verts.remove(i);
            }
        }
        while (closed && verts.size() > 1 && verts.get(verts.size() - 1).equals(verts.get(0))) {
            verts.remove(verts.size() - 1);
        }
    }
}

package org.snapfit.core.geom;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.number.Sign;
import org.snapfit.core.predicate.Orientation;
import org.snapfit.core.predicate.Predicates;
import org.snapfit.core.predicate.SegmentIntersection;

/**
 * A simple polygon with exact rational vertices (any orientation, convex or not). Immutable and thread-safe.
 * Validated at construction: at least 3 vertices, no repeated vertex, non-zero area, no two edges meeting except
 * consecutive edges at their shared vertex. Every query is <b>Exact</b> (predicates of
 * {@link org.snapfit.core.predicate.Predicates}).
 */
public final class ExactPolygon2 {

    private final List<ExactPoint2> vertices;
    private final Rational doubleArea;

    private ExactPolygon2(List<ExactPoint2> vertices, Rational doubleArea) {
        this.vertices = vertices;
        this.doubleArea = doubleArea;
    }

    /**
     * Builds and validates a simple polygon.
     *
     * @param vertices the vertices in order (either orientation); the closing edge is implicit
     * @return the polygon, keeping the given order
     * @throws IllegalArgumentException if there are fewer than 3 vertices, a vertex repeats another, the area is
     *     zero, or two non-adjacent edges meet (the message names the vertices or edges and the rule)
     */
    public static ExactPolygon2 of(List<ExactPoint2> vertices) {
        List<ExactPoint2> v = List.copyOf(vertices);
        int n = v.size();
        if (n < 3) {
            throw new IllegalArgumentException("vertices has " + n + " points; a polygon needs at least 3");
        }
        Map<ExactPoint2, Integer> first = new HashMap<>();
        for (int i = 0; i < n; i++) {
            Integer j = first.putIfAbsent(v.get(i), i);
            if (j != null) {
                throw new IllegalArgumentException("vertices[" + i + "] = " + v.get(i) + " repeats vertices[" + j
                        + "]; polygon vertices must be distinct");
            }
        }
        Rational a2 = Rational.ZERO;
        for (int i = 0; i < n; i++) {
            a2 = a2.add(v.get(i).cross(v.get((i + 1) % n)));
        }
        if (a2.isZero()) {
            throw new IllegalArgumentException("vertices " + v + " enclose zero area; a polygon must have non-zero area");
        }
        // edge boxes in doubles: rounding to nearest is monotone, so boxes disjoint in doubles (strictly) are
        // disjoint exactly, and so are their edges; only the other pairs need the exact test (same pairs, same order,
        // same verdicts as testing every pair)
        double[] x = new double[n];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = v.get(i).x().doubleValue();
            y[i] = v.get(i).y().doubleValue();
        }
        for (int i = 0; i < n; i++) {
            int i1 = (i + 1) % n;
            double x0 = Math.min(x[i], x[i1]);
            double x1 = Math.max(x[i], x[i1]);
            double y0 = Math.min(y[i], y[i1]);
            double y1 = Math.max(y[i], y[i1]);
            for (int j = i + 1; j < n; j++) {
                int j1 = (j + 1) % n;
                if (Math.max(x[j], x[j1]) < x0 || Math.min(x[j], x[j1]) > x1
                        || Math.max(y[j], y[j1]) < y0 || Math.min(y[j], y[j1]) > y1) {
                    continue;
                }
                checkEdges(v, i, j);
            }
        }
        return new ExactPolygon2(v, a2);
    }

    private static void checkEdges(List<ExactPoint2> v, int i, int j) {
        int n = v.size();
        ExactPoint2 a = v.get(i);
        ExactPoint2 b = v.get((i + 1) % n);
        ExactPoint2 c = v.get(j);
        ExactPoint2 d = v.get((j + 1) % n);
        SegmentIntersection k = Predicates.intersect(a, b, c, d);
        boolean adjacent = j == i + 1 || (i == 0 && j == n - 1);
        boolean bad;
        if (adjacent) {
            // consecutive edges share one vertex: they may only overlap if they fold back
            bad = k == SegmentIntersection.COLLINEAR_OVERLAP || k == SegmentIntersection.PROPER;
        } else {
            bad = k != SegmentIntersection.DISJOINT;
        }
        if (bad) {
            throw new IllegalArgumentException("edge " + i + " " + a + "->" + b + " and edge " + j + " " + c + "->" + d
                    + " intersect (" + k + "); a polygon must not self-intersect");
        }
    }

    /**
     * The vertices in the order given at construction.
     *
     * @return an unmodifiable list
     */
    public List<ExactPoint2> vertices() {
        return vertices;
    }

    /**
     * The number of vertices (= number of edges).
     *
     * @return at least 3
     */
    public int size() {
        return vertices.size();
    }

    /**
     * Vertex i, taken cyclically.
     *
     * @param i any integer index (reduced modulo {@link #size()})
     * @return the vertex
     */
    public ExactPoint2 vertex(int i) {
        int n = vertices.size();
        return vertices.get(((i % n) + n) % n);
    }

    /**
     * Twice the signed area (positive for counter-clockwise order).
     *
     * @return the exact value, never zero
     */
    public Rational signedDoubleArea() {
        return doubleArea;
    }

    /**
     * The orientation of the vertex order.
     *
     * @return COUNTER_CLOCKWISE or CLOCKWISE (never COLLINEAR)
     */
    public Orientation orientation() {
        return Orientation.ofSign(doubleArea.sign());
    }

    /**
     * The same polygon with counter-clockwise vertex order (this one if it already is).
     *
     * @return a counter-clockwise polygon with the same vertex set
     */
    public ExactPolygon2 toCounterClockwise() {
        if (doubleArea.sign() == Sign.POSITIVE) {
            return this;
        }
        List<ExactPoint2> r = new ArrayList<>(vertices);
        Collections.reverse(r);
        return new ExactPolygon2(List.copyOf(r), doubleArea.negate());
    }

    /**
     * The kind of vertex i with respect to the polygon's interior (independent of the vertex order).
     *
     * @param i vertex index, cyclic
     * @return CONVEX, REFLEX or FLAT
     */
    public VertexKind vertexKind(int i) {
        Orientation o = Predicates.orientation(vertex(i - 1), vertex(i), vertex(i + 1));
        if (o == Orientation.COLLINEAR) {
            return VertexKind.FLAT;
        }
        return o == orientation() ? VertexKind.CONVEX : VertexKind.REFLEX;
    }

    /**
     * Exact point location.
     *
     * @param p the point
     * @return INSIDE, BOUNDARY or OUTSIDE
     */
    public PointLocation locate(ExactPoint2 p) {
        int n = vertices.size();
        boolean inside = false;
        for (int i = 0; i < n; i++) {
            ExactPoint2 a = vertices.get(i);
            ExactPoint2 b = vertices.get((i + 1) % n);
            if (Predicates.onSegment(p, a, b)) {
                return PointLocation.BOUNDARY;
            }
            boolean aAbove = a.y().compareTo(p.y()) > 0;
            boolean bAbove = b.y().compareTo(p.y()) > 0;
            if (aAbove != bAbove) {
                // crossing of the horizontal ray to +x: is p left of the edge directed upwards?
                Orientation o = aAbove ? Predicates.orientation(b, a, p) : Predicates.orientation(a, b, p);
                if (o == Orientation.COUNTER_CLOCKWISE) {
                    inside = !inside;
                }
            }
        }
        return inside ? PointLocation.INSIDE : PointLocation.OUTSIDE;
    }

    /**
     * Whether the interiors of the two polygons intersect (touching along the boundary only does not count).
     * Exact: edges are split at every point of the other boundary, and the midpoint of each piece is located;
     * a shared collinear piece counts when both interiors lie on the same side of it.
     *
     * @param other the other polygon
     * @return true iff some point lies strictly inside both
     */
    public boolean overlaps(ExactPolygon2 other) {
        // boxes in doubles (correct rounding is monotone): strictly apart there means apart exactly
        if (apart(box(vertices), box(other.vertices))) {
            return false;
        }
        for (int i = 0; i < size(); i++) {
            double[] ei = box(List.of(vertex(i), vertex(i + 1)));
            for (int j = 0; j < other.size(); j++) {
                if (!apart(ei, box(List.of(other.vertex(j), other.vertex(j + 1))))
                        && Predicates.intersect(vertex(i), vertex(i + 1), other.vertex(j), other.vertex(j + 1))
                        == SegmentIntersection.PROPER) {
                    return true;
                }
            }
        }
        return piecesInside(this, other) || piecesInside(other, this);
    }

    private static boolean piecesInside(ExactPolygon2 p, ExactPolygon2 q) {
        ExactPolygon2 pc = p.toCounterClockwise();
        ExactPolygon2 qc = q.toCounterClockwise();
        double[] qBox = box(qc.vertices);
        for (int i = 0; i < pc.size(); i++) {
            ExactPoint2 a = pc.vertex(i);
            ExactPoint2 b = pc.vertex(i + 1);
            if (apart(box(List.of(a, b)), qBox)) {
                // every point of the edge lies outside q's box, hence outside q
                continue;
            }
            List<Rational> cuts = new ArrayList<>();
            cuts.add(Rational.ZERO);
            cuts.add(Rational.ONE);
            for (ExactPoint2 w : qc.vertices) {
                if (Predicates.inSegmentInterior(w, a, b)) {
                    cuts.add(param(w, a, b));
                }
            }
            Collections.sort(cuts);
            for (int k = 0; k + 1 < cuts.size(); k++) {
                Rational mid = cuts.get(k).add(cuts.get(k + 1)).multiply(Rational.HALF);
                ExactPoint2 m = a.add(b.subtract(a).scale(mid));
                PointLocation loc = qc.locate(m);
                if (loc == PointLocation.INSIDE) {
                    return true;
                }
                if (loc == PointLocation.BOUNDARY && sameSideShared(a, b, m, qc)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** {minX, maxX, minY, maxY} of the points' nearest doubles. */
    private static double[] box(List<ExactPoint2> pts) {
        double[] b = {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY};
        for (ExactPoint2 p : pts) {
            double x = p.x().doubleValue();
            double y = p.y().doubleValue();
            b[0] = Math.min(b[0], x);
            b[1] = Math.max(b[1], x);
            b[2] = Math.min(b[2], y);
            b[3] = Math.max(b[3], y);
        }
        return b;
    }

    /**
     * Whether two boxes of {@link #box} are strictly apart. Certified for the exact points: rounding to nearest is
     * monotone, so x ≤ y implies fl(x) ≤ fl(y), and fl-boxes strictly apart imply exact boxes strictly apart.
     */
    private static boolean apart(double[] a, double[] b) {
        return a[1] < b[0] || b[1] < a[0] || a[3] < b[2] || b[3] < a[2];
    }

    private static boolean sameSideShared(ExactPoint2 a, ExactPoint2 b, ExactPoint2 m, ExactPolygon2 qc) {
        for (int j = 0; j < qc.size(); j++) {
            ExactPoint2 c = qc.vertex(j);
            ExactPoint2 d = qc.vertex(j + 1);
            if (Predicates.onSegment(m, c, d)) {
                // both counter-clockwise: interiors on the left; same side iff same direction
                return b.subtract(a).dot(d.subtract(c)).sign() == Sign.POSITIVE;
            }
        }
        return false;
    }

    private static Rational param(ExactPoint2 w, ExactPoint2 a, ExactPoint2 b) {
        ExactPoint2 d = b.subtract(a);
        return w.subtract(a).dot(d).divide(d.dot(d));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ExactPolygon2 && ((ExactPolygon2) o).vertices.equals(vertices);
    }

    @Override
    public int hashCode() {
        return vertices.hashCode();
    }

    @Override
    public String toString() {
        return "ExactPolygon2" + vertices;
    }
}

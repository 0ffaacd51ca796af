package org.snapfit.core.geom;

import java.util.List;
import org.snapfit.core.contact.Contact;
import org.snapfit.core.contact.Feature;
import org.snapfit.core.contact.FeatureKind;

/**
 * A strictly convex polygon with double vertices in counter-clockwise order. Immutable and thread-safe;
 * approximate (floating point, for numeric contact detection — exact code uses {@code ExactPoint2}).
 *
 * <p>Edge {@code i} runs from vertex {@code i} to vertex {@code i + 1 (mod n)}; its outward unit normal is
 * {@link #edgeNormal(int)}. Validation rejects fewer than three vertices, repeated vertices, clockwise order,
 * collinear consecutive vertices and reflex corners: every turn must have a strictly positive cross product.
 */
public final class ConvexPolygon2 {

    /**
     * Total turning (rad) above which the vertices wind more than once: a simple convex polygon turns exactly 2π,
     * a doubly wound star 4π; the limit sits between the two, far from rounding.
     */
    private static final double WINDING_LIMIT = 3 * Math.PI;

    private final Vec2[] vertices;
    private final Vec2[] normals;

    private ConvexPolygon2(Vec2[] vertices) {
        this.vertices = vertices;
        int n = vertices.length;
        this.normals = new Vec2[n];
        for (int i = 0; i < n; i++) {
            Vec2 e = vertices[(i + 1) % n].subtract(vertices[i]);
            double len = e.norm();
            normals[i] = new Vec2(e.y() / len + 0.0, 0.0 - e.x() / len); // + 0.0 turns -0.0 into 0.0
        }
    }

    /**
     * Creates a polygon from counter-clockwise vertices.
     *
     * @param vertices at least three distinct vertices, counter-clockwise, every corner strictly convex
     * @return the polygon
     * @throws IllegalArgumentException if there are fewer than three vertices, a vertex repeats its predecessor,
     *     or a corner is not strictly convex and counter-clockwise (the message names the vertex)
     */
    public static ConvexPolygon2 of(List<Vec2> vertices) {
        int n = vertices.size();
        if (n < 3) {
            throw new IllegalArgumentException("vertices.size() = " + n + "; a convex polygon needs at least 3 vertices");
        }
        Vec2[] v = vertices.toArray(new Vec2[0]);
        for (int i = 0; i < n; i++) {
            if (v[i].equals(v[(i + n - 1) % n])) {
                throw new IllegalArgumentException("vertices[" + i + "] = " + v[i] + " repeats vertices["
                        + ((i + n - 1) % n) + "]; polygon vertices must be distinct");
            }
        }
        for (int i = 0; i < n; i++) {
            Vec2 a = v[(i + n - 1) % n];
            Vec2 b = v[i];
            Vec2 c = v[(i + 1) % n];
            double turn = b.subtract(a).cross(c.subtract(b));
            if (!(turn > 0)) {
                throw new IllegalArgumentException("vertices[" + i + "] = " + b + " makes a turn with cross product "
                        + turn + "; a convex polygon's vertices must turn strictly counter-clockwise");
            }
        }
        double winding = 0;
        for (int i = 0; i < n; i++) {
            winding += Math.atan2(v[i].subtract(v[(i + n - 1) % n]).cross(v[(i + 1) % n].subtract(v[i])),
                    v[i].subtract(v[(i + n - 1) % n]).dot(v[(i + 1) % n].subtract(v[i])));
        }
        if (winding > WINDING_LIMIT) {
            throw new IllegalArgumentException("vertices wind " + winding + " rad around; a convex polygon winds once");
        }
        return new ConvexPolygon2(v);
    }

    /**
     * An axis-aligned rectangle centred at the origin.
     *
     * @param width the extent along x, {@code > 0}
     * @param height the extent along y, {@code > 0}
     * @return the rectangle, vertices counter-clockwise from (-w/2, -h/2)
     * @throws IllegalArgumentException if a side is not positive and finite (the message names it)
     */
    public static ConvexPolygon2 rectangle(double width, double height) {
        if (!(width > 0) || !Double.isFinite(width)) {
            throw new IllegalArgumentException("width = " + width + "; a rectangle's width must be positive and finite");
        }
        if (!(height > 0) || !Double.isFinite(height)) {
            throw new IllegalArgumentException("height = " + height
                    + "; a rectangle's height must be positive and finite");
        }
        double w = width / 2;
        double h = height / 2;
        return of(List.of(new Vec2(-w, -h), new Vec2(w, -h), new Vec2(w, h), new Vec2(-w, h)));
    }

    /**
     * The number of vertices.
     *
     * @return n, {@code >= 3}
     */
    public int size() {
        return vertices.length;
    }

    /**
     * A vertex.
     *
     * @param i the index, {@code 0 <= i < size()}
     * @return vertex i
     */
    public Vec2 vertex(int i) {
        return vertices[i];
    }

    /**
     * The vertices, counter-clockwise.
     *
     * @return an unmodifiable copy
     */
    public List<Vec2> vertices() {
        return List.of(vertices);
    }

    /**
     * The outward unit normal of edge i (from vertex i to vertex i + 1).
     *
     * @param i the edge index, {@code 0 <= i < size()}
     * @return the outward unit normal
     */
    public Vec2 edgeNormal(int i) {
        return normals[i];
    }

    /**
     * The area (shoelace formula).
     *
     * @return the area, {@code > 0}
     */
    public double area() {
        double a = 0;
        for (int i = 0; i < vertices.length; i++) {
            a += vertices[i].cross(vertices[(i + 1) % vertices.length]);
        }
        return a / 2;
    }

    /**
     * The centroid of the area.
     *
     * @return the centroid
     */
    public Vec2 centroid() {
        double cx = 0;
        double cy = 0;
        for (int i = 0; i < vertices.length; i++) {
            Vec2 p = vertices[i];
            Vec2 q = vertices[(i + 1) % vertices.length];
            double w = p.cross(q);
            cx += (p.x() + q.x()) * w;
            cy += (p.y() + q.y()) * w;
        }
        double a6 = 6 * area();
        return new Vec2(cx / a6, cy / a6);
    }

    /**
     * The polar second moment of area about the centroid, ∫ |x - c|² dA (multiply by the areal density to get the
     * moment of inertia of a uniform lamina).
     *
     * @return the polar second moment, {@code > 0} (length⁴)
     */
    public double polarSecondMoment() {
        Vec2 c = centroid();
        double j = 0;
        for (int i = 0; i < vertices.length; i++) {
            Vec2 p = vertices[i].subtract(c);
            Vec2 q = vertices[(i + 1) % vertices.length].subtract(c);
            double w = p.cross(q);
            j += w * (p.dot(p) + p.dot(q) + q.dot(q));
        }
        return j / 12;
    }

    /**
     * This polygon moved rigidly: every vertex v becomes R(angle) v + translation.
     *
     * @param angle the rotation in radians (counter-clockwise)
     * @param translation the translation
     * @return the moved polygon
     */
    public ConvexPolygon2 transformed(double angle, Vec2 translation) {
        double c = Math.cos(angle);
        double s = Math.sin(angle);
        Vec2[] out = new Vec2[vertices.length];
        for (int i = 0; i < vertices.length; i++) {
            Vec2 v = vertices[i];
            out[i] = new Vec2(c * v.x() - s * v.y() + translation.x(), s * v.x() + c * v.y() + translation.y());
        }
        return new ConvexPolygon2(out);
    }

    /**
     * The signed distance of a point to this polygon: the Euclidean distance to the boundary outside, minus the
     * distance to the nearest edge line inside.
     *
     * @param p the point
     * @return the signed distance, negative inside, zero on the boundary
     */
    public double signedDistance(Vec2 p) {
        return contactOf(p, Feature.of(FeatureKind.VERTEX, 0)).signedDistance();
    }

    /**
     * The contact of a point of another body A (for example A's vertex) with this polygon as body B. The normal is
     * the unit vector from this polygon towards the point: outside, along the shortest segment from the boundary to
     * the point; inside or on the boundary, the outward normal of the nearest edge (ties: the lowest edge index).
     * The contact point is {@code p} itself.
     *
     * @param p the point of body A
     * @param featureOfP the feature of A that {@code p} is, reported as the contact's {@code featureA}
     * @return the contact; {@code featureB} is the nearest edge, or a vertex when the nearest boundary point is a
     *     vertex of this polygon
     */
    public Contact contactOf(Vec2 p, Feature featureOfP) {
        int n = vertices.length;
        double maxS = Double.NEGATIVE_INFINITY;
        int maxEdge = 0;
        for (int i = 0; i < n; i++) {
            double s = normals[i].dot(p.subtract(vertices[i]));
            if (s > maxS) {
                maxS = s;
                maxEdge = i;
            }
        }
        if (maxS <= 0) {
            return Contact.planar(p, normals[maxEdge], maxS, featureOfP, Feature.of(FeatureKind.EDGE, maxEdge));
        }
        double best = Double.POSITIVE_INFINITY;
        Vec2 bestPoint = null;
        Feature bestFeature = null;
        for (int i = 0; i < n; i++) {
            Vec2 a = vertices[i];
            Vec2 e = vertices[(i + 1) % n].subtract(a);
            double t = p.subtract(a).dot(e) / e.dot(e);
            Vec2 q;
            Feature f;
            if (t <= 0) {
                q = a;
                f = Feature.of(FeatureKind.VERTEX, i);
            } else if (t >= 1) {
                q = vertices[(i + 1) % n];
                f = Feature.of(FeatureKind.VERTEX, (i + 1) % n);
            } else {
                q = a.add(e.scale(t));
                f = Feature.of(FeatureKind.EDGE, i);
            }
            double d = p.subtract(q).norm();
            if (d < best) {
                best = d;
                bestPoint = q;
                bestFeature = f;
            }
        }
        Vec2 dir = p.subtract(bestPoint);
        double len = dir.norm();
        Vec2 normal = len > 0 ? dir.scale(1 / len) : normals[maxEdge];
        return Contact.planar(p, normal, best, featureOfP, bestFeature);
    }

    /**
     * The vertex contacts between this polygon (body A) and another (body B) closer than a margin: every vertex
     * of A whose signed distance to B is at most {@code margin}, and every vertex of B whose signed distance to A
     * is at most {@code margin} (reported from A's side: the normal points from B towards A, the point is B's
     * vertex, {@code featureA} is A's nearest feature). Edge–edge crossings in which no vertex enters the other
     * polygon are not reported; flush edges give their two end vertices.
     *
     * @param other body B
     * @param margin the largest signed distance reported (length unit of the polygons), finite
     * @return the contacts, A's vertices first, each list in vertex order
     * @throws IllegalArgumentException if the margin is not finite
     */
    public List<Contact> contactsWith(ConvexPolygon2 other, double margin) {
        return VertexContacts.collect(vertices.length,
                i -> other.contactOf(vertices[i], Feature.of(FeatureKind.VERTEX, i)), other.vertices.length,
                j -> contactOf(other.vertices[j], Feature.of(FeatureKind.VERTEX, j)), margin);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ConvexPolygon2 p && java.util.Arrays.equals(vertices, p.vertices);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(vertices);
    }

    @Override
    public String toString() {
        return "ConvexPolygon2" + List.of(vertices);
    }
}

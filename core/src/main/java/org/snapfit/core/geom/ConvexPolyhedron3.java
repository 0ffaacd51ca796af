package org.snapfit.core.geom;

import java.util.List;
import org.snapfit.core.contact.Contact;
import org.snapfit.core.contact.Feature;
import org.snapfit.core.contact.FeatureKind;
import org.snapfit.core.transform.Pose3;

/**
 * A convex polyhedron with double vertices and planar convex faces listed counter-clockwise as seen from outside.
 * Immutable and thread-safe; approximate (floating point, for numeric contact detection).
 *
 * <p>Validation: at least four vertices and four faces, every face with at least three distinct vertex indices in
 * range and a non-degenerate outward normal, and every vertex on the inner side of every face plane within
 * {@link #CONVEXITY_TOLERANCE} times the polyhedron's size (so the faces bound a convex solid).
 */
public final class ConvexPolyhedron3 {

    /** Relative slack, times the largest vertex distance from the centroid, allowed outside a face plane. */
    public static final double CONVEXITY_TOLERANCE = 1e-9;

    private final Vec3[] vertices;
    private final int[][] faces;
    private final Vec3[] normals;
    private final double[] offsets;

    private ConvexPolyhedron3(Vec3[] vertices, int[][] faces, Vec3[] normals, double[] offsets) {
        this.vertices = vertices;
        this.faces = faces;
        this.normals = normals;
        this.offsets = offsets;
    }

    /**
     * Creates a polyhedron.
     *
     * @param vertices the vertices
     * @param faces each face as vertex indices, counter-clockwise seen from outside
     * @return the polyhedron
     * @throws IllegalArgumentException if the counts are too small, an index is out of range, a face is degenerate,
     *     or a vertex lies outside a face plane (the message names the face and vertex)
     */
    public static ConvexPolyhedron3 of(List<Vec3> vertices, List<int[]> faces) {
        int n = vertices.size();
        if (n < 4 || faces.size() < 4) {
            throw new IllegalArgumentException("polyhedron has " + n + " vertices and " + faces.size()
                    + " faces; a convex polyhedron needs at least 4 of each");
        }
        Vec3[] v = vertices.toArray(new Vec3[0]);
        Vec3 c = Vec3.ZERO;
        for (Vec3 p : v) {
            c = c.add(p.scale(1.0 / n));
        }
        double size = 0;
        for (Vec3 p : v) {
            size = Math.max(size, p.distance(c));
        }
        int[][] f = new int[faces.size()][];
        Vec3[] normals = new Vec3[f.length];
        double[] offsets = new double[f.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = faces.get(i).clone();
            if (f[i].length < 3) {
                throw new IllegalArgumentException("faces[" + i + "] has " + f[i].length
                        + " vertices; a face needs at least 3");
            }
            for (int k = 0; k < f[i].length; k++) {
                int a = f[i][k];
                if (a < 0 || a >= n) {
                    throw new IllegalArgumentException("faces[" + i + "][" + k + "] = " + a
                            + "; vertex indices must lie in [0, " + (n - 1) + "]");
                }
            }
            Vec3 normal = Vec3.ZERO;
            for (int k = 0; k < f[i].length; k++) {
                Vec3 pa = v[f[i][k]];
                Vec3 pb = v[f[i][(k + 1) % f[i].length]];
                normal = normal.add(pa.cross(pb)); // Newell's method: robust for planar polygons
            }
            if (normal.norm() <= CONVEXITY_TOLERANCE * size * size) {
                throw new IllegalArgumentException("faces[" + i + "] has zero area; faces must be non-degenerate");
            }
            normals[i] = normal.normalize();
            offsets[i] = normals[i].dot(v[f[i][0]]);
            for (int k = 0; k < n; k++) {
                double s = normals[i].dot(v[k]) - offsets[i];
                if (s > CONVEXITY_TOLERANCE * size) {
                    throw new IllegalArgumentException("vertices[" + k + "] = " + v[k] + " lies " + s
                            + " outside faces[" + i + "]; the polyhedron must be convex with outward-facing faces");
                }
            }
        }
        return new ConvexPolyhedron3(v, f, normals, offsets);
    }

    /**
     * An axis-aligned box centred at the origin.
     *
     * @param sx the extent along x, {@code > 0}
     * @param sy the extent along y, {@code > 0}
     * @param sz the extent along z, {@code > 0}
     * @return the box (8 vertices, 6 faces: −z, +z, −y, +x, +y, −x)
     * @throws IllegalArgumentException if an extent is not positive and finite
     */
    public static ConvexPolyhedron3 box(double sx, double sy, double sz) {
        for (double s : new double[] {sx, sy, sz}) {
            if (!(s > 0) || Double.isInfinite(s)) {
                throw new IllegalArgumentException("box extents (" + sx + ", " + sy + ", " + sz
                        + "); each must be positive and finite");
            }
        }
        double x = sx / 2;
        double y = sy / 2;
        double z = sz / 2;
        List<Vec3> v = List.of(new Vec3(-x, -y, -z), new Vec3(x, -y, -z), new Vec3(x, y, -z), new Vec3(-x, y, -z),
                new Vec3(-x, -y, z), new Vec3(x, -y, z), new Vec3(x, y, z), new Vec3(-x, y, z));
        List<int[]> f = List.of(new int[] {0, 3, 2, 1}, new int[] {4, 5, 6, 7}, new int[] {0, 1, 5, 4},
                new int[] {1, 2, 6, 5}, new int[] {2, 3, 7, 6}, new int[] {3, 0, 4, 7});
        return of(v, f);
    }

    /**
     * The number of vertices.
     *
     * @return the vertex count
     */
    public int size() {
        return vertices.length;
    }

    /**
     * A vertex.
     *
     * @param i the index
     * @return vertex i
     */
    public Vec3 vertex(int i) {
        return vertices[i];
    }

    /**
     * The number of faces.
     *
     * @return the face count
     */
    public int faceCount() {
        return faces.length;
    }

    /**
     * The vertex indices of a face, counter-clockwise seen from outside (a copy).
     *
     * @param i the face index
     * @return the indices
     */
    public int[] face(int i) {
        return faces[i].clone();
    }

    /**
     * The outward unit normal of a face.
     *
     * @param i the face index
     * @return the normal
     */
    public Vec3 faceNormal(int i) {
        return normals[i];
    }

    /**
     * This polyhedron moved rigidly.
     *
     * @param pose the motion applied to every vertex
     * @return the moved polyhedron
     */
    public ConvexPolyhedron3 transformed(Pose3 pose) {
        Vec3[] v = new Vec3[vertices.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = pose.apply(vertices[i]);
        }
        Vec3[] n = new Vec3[normals.length];
        double[] d = new double[normals.length];
        for (int i = 0; i < n.length; i++) {
            n[i] = pose.applyVector(normals[i]);
            d[i] = n[i].dot(v[faces[i][0]]);
        }
        return new ConvexPolyhedron3(v, faces, n, d);
    }

    /**
     * The signed distance of a point: the Euclidean distance to the boundary outside, minus the distance to the
     * nearest face plane inside.
     *
     * @param p the point
     * @return the signed distance
     */
    public double signedDistance(Vec3 p) {
        return contactOf(p, Feature.of(FeatureKind.VERTEX, 0)).signedDistance();
    }

    /**
     * The contact of a point of another body A with this polyhedron as body B: the normal points from this
     * polyhedron towards the point; inside (or on the boundary) it is the outward normal of the nearest face plane
     * (ties: lowest face index); outside it is along the shortest segment from the boundary. The contact point is
     * {@code p}.
     *
     * @param p the point of body A
     * @param featureOfP the feature of A that {@code p} is
     * @return the contact; {@code featureB} is the nearest face, or an edge/vertex when that is nearest outside
     */
    public Contact contactOf(Vec3 p, Feature featureOfP) {
        double maxS = Double.NEGATIVE_INFINITY;
        int maxFace = 0;
        for (int i = 0; i < faces.length; i++) {
            double s = normals[i].dot(p) - offsets[i];
            if (s > maxS) {
                maxS = s;
                maxFace = i;
            }
        }
        if (maxS <= 0) {
            return new Contact(p, normals[maxFace], maxS, featureOfP, Feature.of(FeatureKind.FACE, maxFace));
        }
        double best = Double.POSITIVE_INFINITY;
        Vec3 bestPoint = null;
        Feature bestFeature = null;
        for (int i = 0; i < faces.length; i++) {
            double s = normals[i].dot(p) - offsets[i];
            if (s <= 0) {
                continue; // the closest boundary point lies on a face the point is outside of
            }
            Vec3 proj = p.subtract(normals[i].scale(s));
            if (insideFace(i, proj)) {
                if (s < best) {
                    best = s;
                    bestPoint = proj;
                    bestFeature = Feature.of(FeatureKind.FACE, i);
                }
                continue;
            }
            int[] f = faces[i];
            for (int k = 0; k < f.length; k++) {
                Vec3 a = vertices[f[k]];
                Vec3 e = vertices[f[(k + 1) % f.length]].subtract(a);
                double t = Math.max(0, Math.min(1, p.subtract(a).dot(e) / e.normSq()));
                Vec3 q = a.add(e.scale(t));
                double dist = p.distance(q);
                if (dist < best) {
                    best = dist;
                    bestPoint = q;
                    bestFeature = t == 0 ? Feature.of(FeatureKind.VERTEX, f[k])
                            : t == 1 ? Feature.of(FeatureKind.VERTEX, f[(k + 1) % f.length])
                            : Feature.of(FeatureKind.EDGE, edgeIndex(i, k));
                }
            }
        }
        Vec3 dir = p.subtract(bestPoint);
        double len = dir.norm();
        Vec3 normal = len > 0 ? dir.scale(1 / len) : normals[maxFace];
        return new Contact(p, normal, best, featureOfP, bestFeature);
    }

    private int edgeIndex(int face, int k) {
        int idx = 0;
        for (int i = 0; i < face; i++) {
            idx += faces[i].length;
        }
        return idx + k;
    }

    private boolean insideFace(int i, Vec3 q) {
        int[] f = faces[i];
        for (int k = 0; k < f.length; k++) {
            Vec3 a = vertices[f[k]];
            Vec3 b = vertices[f[(k + 1) % f.length]];
            if (b.subtract(a).cross(q.subtract(a)).dot(normals[i]) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * The vertex contacts between this polyhedron (body A) and another (body B) within a margin: A's vertices
     * near B, then B's vertices near A (reported from A's side, normal from B towards A). Edge–edge contacts with
     * no vertex inside are not reported.
     *
     * @param other body B
     * @param margin the largest signed distance reported, finite
     * @return the contacts
     * @throws IllegalArgumentException if the margin is not finite
     */
    public List<Contact> contactsWith(ConvexPolyhedron3 other, double margin) {
        return VertexContacts.collect(vertices.length,
                i -> other.contactOf(vertices[i], Feature.of(FeatureKind.VERTEX, i)), other.vertices.length,
                j -> contactOf(other.vertices[j], Feature.of(FeatureKind.VERTEX, j)), margin);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ConvexPolyhedron3 p && java.util.Arrays.equals(vertices, p.vertices)
                && java.util.Arrays.deepEquals(faces, p.faces);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(vertices) * 31 + java.util.Arrays.deepHashCode(faces);
    }

    @Override
    public String toString() {
        return "ConvexPolyhedron3[" + vertices.length + " vertices, " + faces.length + " faces]";
    }
}

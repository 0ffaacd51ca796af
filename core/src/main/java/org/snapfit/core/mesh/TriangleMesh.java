package org.snapfit.core.mesh;

import java.util.List;
import org.snapfit.core.geom.Vec3;

/**
 * An indexed triangle mesh. Immutable and thread-safe; approximate.
 *
 * <p>Triangles are counter-clockwise seen from outside for a closed, outward-oriented mesh; {@link #volume()} is
 * then positive.
 */
public final class TriangleMesh {
    private final double[] xyz;
    private final int[] tri;

    private TriangleMesh(double[] xyz, int[] tri) {
        this.xyz = xyz;
        this.tri = tri;
    }

    /**
     * Creates a mesh from vertices and index triples.
     *
     * @param vertices the vertices
     * @param triangles index triples, one {@code int[3]} per triangle
     * @return the mesh
     * @throws IllegalArgumentException if a triangle has an index out of range or repeats a vertex (the message
     *     names the triangle and index)
     */
    public static TriangleMesh of(List<Vec3> vertices, List<int[]> triangles) {
        double[] xyz = new double[vertices.size() * 3];
        for (int i = 0; i < vertices.size(); i++) {
            Vec3 v = vertices.get(i);
            xyz[3 * i] = v.x();
            xyz[3 * i + 1] = v.y();
            xyz[3 * i + 2] = v.z();
        }
        int[] tri = new int[triangles.size() * 3];
        for (int t = 0; t < triangles.size(); t++) {
            int[] abc = triangles.get(t);
            if (abc.length != 3) {
                throw new IllegalArgumentException("triangles[" + t + "] has " + abc.length + " indices; need 3");
            }
            for (int k = 0; k < 3; k++) {
                if (abc[k] < 0 || abc[k] >= vertices.size()) {
                    throw new IllegalArgumentException("triangles[" + t + "][" + k + "] = " + abc[k]
                            + " is outside [0, " + vertices.size() + ")");
                }
                tri[3 * t + k] = abc[k];
            }
            if (abc[0] == abc[1] || abc[1] == abc[2] || abc[0] == abc[2]) {
                throw new IllegalArgumentException("triangles[" + t + "] = (" + abc[0] + ", " + abc[1] + ", "
                        + abc[2] + ") repeats a vertex; a triangle needs three distinct vertices");
            }
        }
        return new TriangleMesh(xyz, tri);
    }

    /**
     * Number of vertices.
     *
     * @return the vertex count
     */
    public int vertexCount() {
        return xyz.length / 3;
    }

    /**
     * Number of triangles.
     *
     * @return the triangle count
     */
    public int triangleCount() {
        return tri.length / 3;
    }

    /**
     * A vertex.
     *
     * @param i the index, in [0, vertexCount)
     * @return the vertex
     */
    public Vec3 vertex(int i) {
        return new Vec3(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]);
    }

    /**
     * The vertex index of a triangle corner.
     *
     * @param t the triangle, in [0, triangleCount)
     * @param corner 0, 1 or 2
     * @return the vertex index
     */
    public int corner(int t, int corner) {
        return tri[3 * t + corner];
    }

    /**
     * Total area.
     *
     * @return the sum of the triangle areas
     */
    public double area() {
        double a = 0;
        for (int t = 0; t < triangleCount(); t++) {
            Vec3 p = vertex(corner(t, 0));
            a += vertex(corner(t, 1)).subtract(p).cross(vertex(corner(t, 2)).subtract(p)).norm() / 2;
        }
        return a;
    }

    /**
     * Signed enclosed volume by the divergence theorem; meaningful for a closed mesh.
     *
     * @return the signed volume, positive for outward-oriented closed meshes
     */
    public double volume() {
        double v = 0;
        for (int t = 0; t < triangleCount(); t++) {
            v += vertex(corner(t, 0)).dot(vertex(corner(t, 1)).cross(vertex(corner(t, 2))));
        }
        return v / 6;
    }

    /**
     * The unit normal of a triangle, (b − a) × (c − a) normalised (counter-clockwise seen from its front).
     *
     * @param t the triangle, in [0, triangleCount)
     * @return the unit normal
     * @throws IllegalArgumentException if the triangle has zero area (message names it)
     */
    public Vec3 normal(int t) {
        Vec3 a = vertex(corner(t, 0));
        Vec3 n = vertex(corner(t, 1)).subtract(a).cross(vertex(corner(t, 2)).subtract(a));
        if (n.norm() == 0) {
            throw new IllegalArgumentException("triangle " + t + " has zero area; its normal is undefined");
        }
        return n.normalize();
    }

    /**
     * Whether the mesh is closed and consistently oriented: every undirected edge is used by exactly two triangles,
     * once in each direction. Exact (combinatorial; vertices are shared by index).
     *
     * @return true if watertight
     */
    public boolean isWatertight() {
        java.util.Map<Long, Integer> directed = new java.util.HashMap<>();
        long n = vertexCount();
        for (int t = 0; t < triangleCount(); t++) {
            for (int k = 0; k < 3; k++) {
                long a = corner(t, k);
                long b = corner(t, (k + 1) % 3);
                directed.merge(a * n + b, 1, Integer::sum);
            }
        }
        for (java.util.Map.Entry<Long, Integer> e : directed.entrySet()) {
            long a = e.getKey() / n;
            long b = e.getKey() % n;
            if (e.getValue() != 1 || directed.getOrDefault(b * n + a, 0) != 1) {
                return false;
            }
        }
        return !directed.isEmpty();
    }

    /**
     * The axis-aligned bounds of the vertices.
     *
     * @return {xmin, ymin, zmin, xmax, ymax, zmax}; all zero for a mesh without vertices
     */
    public double[] bounds() {
        if (vertexCount() == 0) {
            return new double[6];
        }
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int i = 0; i < xyz.length; i++) {
            b[i % 3] = Math.min(b[i % 3], xyz[i]);
            b[3 + i % 3] = Math.max(b[3 + i % 3], xyz[i]);
        }
        return b;
    }
}

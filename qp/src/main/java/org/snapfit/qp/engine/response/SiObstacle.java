package org.snapfit.qp.engine.response;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.index.Aabb;
import org.snapfit.core.index.AabbTree;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.check.Require;

/**
 * A rigid, static obstacle: a named triangle mesh with a thickness r<sub>j</sub>, and its broadphase trees over
 * triangles and over unique edges. Immutable and thread-safe; approximate; coordinates in m.
 */
public final class SiObstacle {
    private final String name;
    private final TriangleMesh mesh;
    private final double thickness;
    private final AabbTree triangleTree;
    private final int[] edges;
    private final AabbTree edgeTree;
    /** Flat vertex coordinates, for the narrow phase without allocation. */
    private final double[] xyz;

    private SiObstacle(String name, TriangleMesh mesh, double thickness) {
        this.name = name;
        this.mesh = mesh;
        this.thickness = thickness;
        List<Aabb> boxes = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        List<Integer> e = new ArrayList<>();
        for (int t = 0; t < mesh.triangleCount(); t++) {
            boxes.add(Aabb.of(mesh.vertex(mesh.corner(t, 0)), mesh.vertex(mesh.corner(t, 1)),
                    mesh.vertex(mesh.corner(t, 2))));
            for (int k = 0; k < 3; k++) {
                int a = mesh.corner(t, k);
                int b = mesh.corner(t, (k + 1) % 3);
                long key = (long) Math.min(a, b) * Integer.MAX_VALUE + Math.max(a, b);
                if (seen.add(key)) {
                    e.add(Math.min(a, b));
                    e.add(Math.max(a, b));
                }
            }
        }
        this.triangleTree = AabbTree.of(boxes);
        this.edges = e.stream().mapToInt(Integer::intValue).toArray();
        List<Aabb> eb = new ArrayList<>();
        for (int k = 0; k < edges.length; k += 2) {
            eb.add(Aabb.of(mesh.vertex(edges[k]), mesh.vertex(edges[k + 1])));
        }
        this.edgeTree = AabbTree.of(eb);
        this.xyz = new double[3 * mesh.vertexCount()];
        for (int v = 0; v < mesh.vertexCount(); v++) {
            Vec3 p = mesh.vertex(v);
            xyz[3 * v] = p.x();
            xyz[3 * v + 1] = p.y();
            xyz[3 * v + 2] = p.z();
        }
    }

    /**
     * Creates an obstacle.
     *
     * @param name a non-blank name used in constraint labels
     * @param mesh the surface (outward-oriented for a closed body)
     * @param thickness r<sub>j</sub> in m, finite and &ge; 0
     * @return the obstacle
     * @throws IllegalArgumentException if the name is blank or the thickness negative or not finite
     */
    public static SiObstacle of(String name, TriangleMesh mesh, double thickness) {
        check(name, mesh, thickness, "m");
        return new SiObstacle(name, mesh, thickness);
    }

    /**
     * The checks of an obstacle's name, mesh and thickness, with the length unit its messages name.
     *
     * @param name the name
     * @param mesh the surface
     * @param thickness r<sub>j</sub> in the length unit
     * @param lengthUnit the length unit's symbol ({@code "m"} in the engine, {@code "mm"} in the public API)
     * @throws IllegalArgumentException if the name is blank or the thickness negative or not finite
     */
    public static void check(String name, TriangleMesh mesh, double thickness, String lengthUnit) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(mesh, "mesh");
        if (name.isBlank()) {
            throw new IllegalArgumentException("obstacle name is blank; obstacles need a name for reports");
        }
        Require.nonNegative("obstacle '" + name + "' thickness (" + lengthUnit + ")", thickness);
    }

    /**
     * The name.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * The mesh.
     *
     * @return the mesh
     */
    public TriangleMesh mesh() {
        return mesh;
    }

    /**
     * The thickness.
     *
     * @return r<sub>j</sub> in m
     */
    public double thickness() {
        return thickness;
    }

    /**
     * The number of unique edges.
     *
     * @return the count
     */
    public int edgeCount() {
        return edges.length / 2;
    }

    /**
     * An end point of edge e.
     *
     * @param e the edge
     * @param end 0 or 1
     * @return the mesh vertex index
     */
    public int edgeVertex(int e, int end) {
        return edges[2 * e + end];
    }

    AabbTree triangleTree() {
        return triangleTree;
    }

    AabbTree edgeTree() {
        return edgeTree;
    }

    Vec3 vertex(int i) {
        return mesh.vertex(i);
    }

    /** Copies vertex i's coordinates into out. */
    void vertexInto(int i, double[] out) {
        out[0] = xyz[3 * i];
        out[1] = xyz[3 * i + 1];
        out[2] = xyz[3 * i + 2];
    }
}

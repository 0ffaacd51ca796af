package org.snapfit.qp.response;

import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.qp.engine.response.SiObstacle;

/**
 * A rigid, static obstacle: a named triangle mesh in mm with a thickness r<sub>j</sub> in mm. Immutable and
 * thread-safe; approximate. The engine builds its broadphase trees when a scene or engine is made from it.
 */
public final class MeshObstacle {
    private final String name;
    private final TriangleMesh mesh;
    private final double thickness;

    private MeshObstacle(String name, TriangleMesh mesh, double thickness) {
        this.name = name;
        this.mesh = mesh;
        this.thickness = thickness;
    }

    /**
     * Creates an obstacle.
     *
     * @param name a non-blank name used in constraint labels and reports
     * @param mesh the surface in mm (outward-oriented for a closed body)
     * @param thickness r<sub>j</sub> in mm, finite and &ge; 0
     * @return the obstacle
     * @throws IllegalArgumentException if the name is blank or the thickness negative or not finite
     */
    public static MeshObstacle of(String name, TriangleMesh mesh, double thickness) {
        SiObstacle.check(name, mesh, thickness, "mm");
        return new MeshObstacle(name, mesh, thickness);
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
     * The surface.
     *
     * @return the mesh in mm
     */
    public TriangleMesh mesh() {
        return mesh;
    }

    /**
     * The thickness.
     *
     * @return r<sub>j</sub> in mm
     */
    public double thickness() {
        return thickness;
    }
}

package org.snapfit.qp.engine.response;

import org.snapfit.core.geom.Vec3;

/**
 * A proximity found by the narrow phase. Immutable; approximate; lengths in m. The normal is the unit gap
 * direction from the obstacle's closest point to the deformable's closest point (the paper's n&#770;), the gap g
 * is their distance, and the thickness r = r<sub>i</sub> + r<sub>j</sub>; the pair interferes when g &lt; r.
 */
public sealed interface MeshContact permits MeshContact.VertexTriangle, MeshContact.EdgeEdge {

    /**
     * The label used for the constraint row (stable across steps, so the warm start can find it).
     *
     * @return the label
     */
    String label();

    /**
     * The name of the obstacle touched.
     *
     * @return the obstacle's name
     */
    String obstacle();

    /**
     * The gap g.
     *
     * @return the distance in m
     */
    double gap();

    /**
     * The summed thickness r<sub>i</sub> + r<sub>j</sub>.
     *
     * @return r in m
     */
    double thickness();

    /**
     * The unit normal pointing from the obstacle to the deformable.
     *
     * @return n&#770;
     */
    Vec3 normal();

    /**
     * Particle i against triangle (j0, j1, j2) of an obstacle, closest point w0 x<sub>j0</sub> + w1 x<sub>j1</sub>
     * + w2 x<sub>j2</sub> (&sect;4.2).
     *
     * @param particle i
     * @param obstacle the obstacle's name
     * @param triangle the triangle index in the obstacle's mesh
     * @param w0 barycentric weight of corner 0
     * @param w1 barycentric weight of corner 1
     * @param w2 barycentric weight of corner 2
     * @param normal the unit normal
     * @param gap g
     * @param thickness r
     */
    record VertexTriangle(int particle, String obstacle, int triangle, double w0, double w1, double w2, Vec3 normal,
            double gap, double thickness) implements MeshContact {
        @Override
        public String label() {
            return "vt particle " + particle + " / " + obstacle + " triangle " + triangle;
        }
    }

    /**
     * Deformable edge (i0, i1) at parameter a against obstacle edge (j0, j1) at parameter b (&sect;4.3).
     *
     * @param i0 first particle of the edge
     * @param i1 second particle
     * @param a the parameter on the deformable edge, in (0, 1)
     * @param obstacle the obstacle's name
     * @param j0 first mesh vertex of the obstacle edge
     * @param j1 second mesh vertex
     * @param b the parameter on the obstacle edge, in [0, 1]
     * @param normal the unit normal
     * @param gap g
     * @param thickness r
     */
    record EdgeEdge(int i0, int i1, double a, String obstacle, int j0, int j1, double b, Vec3 normal, double gap,
            double thickness) implements MeshContact {
        @Override
        public String label() {
            return "ee segment " + i0 + "-" + i1 + " / " + obstacle + " edge " + j0 + "-" + j1;
        }
    }
}

package org.snapfit.cli.scene;

import java.util.List;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.qp.model.ParticleState;
import org.snapfit.qp.response.MeshObstacle;

/**
 * The start check of a drape scene: no particle of the cable may start inside an obstacle's skin, that is inside the
 * closed part or closer to its surface than the obstacle's {@code thickness} (the QP step pushes particles out of
 * shallow overlaps only; one that starts deeper would fall through the part unnoticed). Inside the part means a
 * generalised winding number above one half (the solid angle the surface subtends, over 4&pi;; 1 inside a closed
 * outward mesh, 0 outside, so an open mesh is judged by how much of it surrounds the point). Approximate (double), in
 * mm. Stateless.
 */
final class CableStart {
    /** The winding number above which a point counts as inside a part (dimensionless). */
    static final double INSIDE_WINDING = 0.5;

    private CableStart() {
    }

    /**
     * Checks every particle of the start state against every obstacle.
     *
     * @param source the scene file's name, for the message
     * @param start the particles' start state (mm)
     * @param obstacles the obstacles (mm), in the file's order
     * @throws IllegalArgumentException naming the particle, its position, the obstacle and the field if a particle
     *     starts inside an obstacle's skin
     */
    static void check(String source, ParticleState start, List<MeshObstacle> obstacles) {
        for (int k = 0; k < obstacles.size(); k++) {
            MeshObstacle o = obstacles.get(k);
            for (int i = 0; i < start.size(); i++) {
                Vec3 p = start.position(i);
                boolean inside = winding(o.mesh(), p) > INSIDE_WINDING;
                double distance = inside ? 0 : distance(o.mesh(), p);
                if (inside || distance < o.thickness()) {
                    String where = inside ? "inside the part" : "within its skin (" + distance + " mm from its surface,"
                            + " thickness " + o.thickness() + " mm)";
                    throw new IllegalArgumentException(source + ": cable particle " + i + " of " + start.size()
                            + " at [" + p.x() + ", " + p.y() + ", " + p.z() + "] mm (the particles start equally spaced"
                            + " from cable.from to cable.to) lies " + where
                            + " of obstacles[" + k + "] (\"" + o.name() + "\"); the cable must start outside every"
                            + " obstacle's skin");
                }
            }
        }
    }

    /** The generalised winding number of the mesh about p (Van Oosterom and Strackee's solid angle per triangle). */
    static double winding(TriangleMesh mesh, Vec3 p) {
        double sum = 0;
        for (int t = 0; t < mesh.triangleCount(); t++) {
            Vec3 a = mesh.vertex(mesh.corner(t, 0)).subtract(p);
            Vec3 b = mesh.vertex(mesh.corner(t, 1)).subtract(p);
            Vec3 c = mesh.vertex(mesh.corner(t, 2)).subtract(p);
            double la = a.norm();
            double lb = b.norm();
            double lc = c.norm();
            double det = a.dot(b.cross(c));
            double div = la * lb * lc + a.dot(b) * lc + b.dot(c) * la + c.dot(a) * lb;
            sum += 2 * Math.atan2(det, div);
        }
        return sum / (4 * Math.PI);
    }

    /** The distance from p to the mesh's surface (mm): the least distance to a triangle. */
    static double distance(TriangleMesh mesh, Vec3 p) {
        double best = Double.POSITIVE_INFINITY;
        for (int t = 0; t < mesh.triangleCount(); t++) {
            Vec3 a = mesh.vertex(mesh.corner(t, 0));
            Vec3 b = mesh.vertex(mesh.corner(t, 1));
            Vec3 c = mesh.vertex(mesh.corner(t, 2));
            best = Math.min(best, triangleDistance(p, a, b, c));
        }
        return best;
    }

    /**
     * The distance from p to triangle abc: to its plane when p projects inside it (all three edge tests agree with
     * the normal), otherwise to the nearest of its edges.
     */
    private static double triangleDistance(Vec3 p, Vec3 a, Vec3 b, Vec3 c) {
        Vec3 n = b.subtract(a).cross(c.subtract(a));
        double nn = n.dot(n);
        if (nn > 0) {
            Vec3 ap = p.subtract(a);
            boolean inAb = b.subtract(a).cross(ap).dot(n) >= 0;
            boolean inBc = c.subtract(b).cross(p.subtract(b)).dot(n) >= 0;
            boolean inCa = a.subtract(c).cross(p.subtract(c)).dot(n) >= 0;
            if (inAb && inBc && inCa) {
                return Math.abs(ap.dot(n)) / Math.sqrt(nn);
            }
        }
        return Math.min(segmentDistance(p, a, b), Math.min(segmentDistance(p, b, c), segmentDistance(p, c, a)));
    }

    private static double segmentDistance(Vec3 p, Vec3 a, Vec3 b) {
        Vec3 ab = b.subtract(a);
        double len2 = ab.dot(ab);
        double s = len2 > 0 ? Math.max(0, Math.min(1, p.subtract(a).dot(ab) / len2)) : 0;
        return p.subtract(a.add(ab.scale(s))).norm();
    }
}

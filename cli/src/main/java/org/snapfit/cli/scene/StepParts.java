package org.snapfit.cli.scene;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.body.Shell;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.surface.SurfaceKind;
import org.snapfit.core.transform.Pose3;

/**
 * Tessellates the parts of a STEP file (cad-import's {@link StepReader}, every occurrence placed by its assembly
 * transform, or one chosen occurrence) into one triangle mesh in mm, for the numeric scenes. Planar faces are
 * supported, bounded by any edge curves (lines, circles, B-splines): each edge is sampled once within the chord
 * tolerance (so the faces sharing it share its points and the mesh stays closed), the face's loop is projected onto
 * its plane and triangulated by ear clipping. A planar face is then exact up to the chord of its curved edges. Curved
 * faces (cylinders, spheres, fillets, B-spline surfaces) and planar faces with holes are refused with a message
 * that names the face and asks for an STL export: their tessellation is not implemented yet. Stateless.
 */
public final class StepParts {

    /** Recursion depth limit of the adaptive edge sampling (2^depth pieces at most per edge). */
    private static final int MAX_EDGE_DEPTH = 16;

    private StepParts() {
    }

    /**
     * Tessellates the bodies of a read STEP model.
     *
     * @param model the model (cad-import's {@link StepReader})
     * @param file the file it was read from (for messages)
     * @param occurrence the assembly path of the one occurrence to take (as {@code snapfit inspect} lists them),
     *     or empty for every occurrence with a body
     * @param chordTolerance the largest distance in mm between a curved edge and its polyline
     * @param what how messages name the part (scene file and field)
     * @return the mesh in mm (world coordinates of the file)
     * @throws IllegalArgumentException if the model holds no body, names no such occurrence, or has a face this
     *     tessellator cannot handle (the message names it)
     */
    public static TriangleMesh mesh(StepModel model, Path file, Optional<String> occurrence, double chordTolerance,
            String what) {
        Builder b = new Builder(chordTolerance, what + " = " + file);
        List<String> paths = new ArrayList<>();
        for (Assembly root : model.roots()) {
            for (Assembly.Placed p : root.flatten()) {
                if (p.product().bodies().isEmpty()) {
                    continue;
                }
                paths.add(p.path());
                if (occurrence.isPresent() && !occurrence.get().equals(p.path())) {
                    continue;
                }
                for (Body body : p.product().bodies()) {
                    b.body(body, p.world(), p.path());
                }
            }
        }
        if (paths.isEmpty()) {
            throw new IllegalArgumentException(what + " = " + file + " holds no solid or shell body");
        }
        if (b.triangles.isEmpty()) {
            throw new IllegalArgumentException(what + " = " + file + ": no occurrence \"" + occurrence.orElse("")
                    + "\"; the file's occurrences: " + paths);
        }
        return TriangleMesh.of(b.vertices, b.triangles);
    }

    /** Accumulates the mesh of the faces of the placed bodies. */
    private static final class Builder {
        final double tol;
        final String name;
        final List<Vec3> vertices = new ArrayList<>();
        final List<int[]> triangles = new ArrayList<>();
        final Map<Vec3, Integer> index = new HashMap<>();
        final Map<Edge, List<Vec3>> edgePoints = new java.util.IdentityHashMap<>();

        Builder(double tol, String name) {
            this.tol = tol;
            this.name = name;
        }

        void body(Body body, Pose3 world, String path) {
            int f = 0;
            for (Shell shell : body.shells()) {
                for (Face face : shell.faces()) {
                    face(face, world, path + " face " + f);
                    f++;
                }
            }
        }

        void face(Face face, Pose3 world, String label) {
            if (face.surface().kind() != SurfaceKind.PLANE) {
                throw new IllegalArgumentException(name + ": " + label + " is a " + face.surface().kind().key()
                        + " surface; this version tessellates planar STEP faces only: export the part as STL or OBJ");
            }
            List<Loop> loops = new ArrayList<>();
            for (Loop l : face.loops()) {
                if (!l.edges().isEmpty()) {
                    loops.add(l);
                }
            }
            if (loops.size() != 1) {
                throw new IllegalArgumentException(name + ": " + label + " has " + loops.size() + " edge loops; this"
                        + " version tessellates planar faces with one boundary (no holes): export the part as STL or OBJ");
            }
            List<Vec3> ring = new ArrayList<>();
            for (OrientedEdge oe : loops.get(0).edges()) {
                List<Vec3> pts = edgePoints.computeIfAbsent(oe.edge(), this::sample);
                List<Vec3> ordered = new ArrayList<>(pts);
                if (!oe.forward()) {
                    java.util.Collections.reverse(ordered);
                }
                for (int i = 0; i + 1 < ordered.size(); i++) {
                    ring.add(ordered.get(i));
                }
            }
            Vec3 n = face.surface().normal(face.surface().uMin() == Double.NEGATIVE_INFINITY ? 0
                    : face.surface().uMin(), face.surface().vMin() == Double.NEGATIVE_INFINITY ? 0
                    : face.surface().vMin());
            if (!face.sameSense()) {
                n = n.scale(-1);
            }
            List<int[]> tris = Polygons.earClip(ring, n);
            int[] ids = new int[ring.size()];
            for (int i = 0; i < ring.size(); i++) {
                Vec3 p = world.apply(ring.get(i));
                Integer id = index.get(p);
                if (id == null) {
                    id = vertices.size();
                    vertices.add(p);
                    index.put(p, id);
                }
                ids[i] = id;
            }
            for (int[] t : tris) {
                triangles.add(new int[] {ids[t[0]], ids[t[1]], ids[t[2]]});
            }
        }

        /** The edge's points from start to end, refined until every chord is within the tolerance. */
        List<Vec3> sample(Edge e) {
            List<Vec3> out = new ArrayList<>();
            Vec3 a = e.curve().point(e.t0());
            Vec3 b = e.curve().point(e.t1());
            out.add(e.start().point());
            refine(e, e.t0(), e.t1(), a, b, 0, out);
            out.set(out.size() - 1, e.end().point());
            return out;
        }

        private void refine(Edge e, double t0, double t1, Vec3 a, Vec3 b, int depth, List<Vec3> out) {
            double tm = (t0 + t1) / 2;
            Vec3 m = e.curve().point(tm);
            Vec3 mid = a.add(b).scale(0.5);
            boolean coarse = depth < 2 && !(e.curve() instanceof org.snapfit.core.curve.Line3);
            if (depth < MAX_EDGE_DEPTH && (coarse || m.subtract(mid).norm() > tol)) {
                refine(e, t0, tm, a, m, depth + 1, out);
                refine(e, tm, t1, m, b, depth + 1, out);
            } else {
                out.add(b);
            }
        }
    }
}

package org.snapfit.core.body;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;

/**
 * Watertight triangle meshes of B-rep bodies within a chord tolerance, for every surface kind of
 * {@link org.snapfit.core.surface} (planes, cylinders, cones, spheres, tori, surfaces of revolution and of linear
 * extrusion, B-spline and NURBS surfaces, offsets), trimmed by their loops, holes included.
 *
 * <p>Method. Every edge is sampled once (adaptive bisection of its parameter until the chord between two samples
 * is within the tolerance of the curve at their middle), and every face that uses the edge takes these very points,
 * so the mesh is closed across shared edges. A face's loops are inverted onto its surface and unwrapped across the
 * seams of periodic surfaces; a pole (a degenerate side, where u is undetermined) becomes a side of the parameter
 * polygon whose points all map to the one pole point. Loops that wind once around the u period (a spherical cap, a
 * cylinder band without a seam edge) are cut along a parameter line, sampled like an edge and shared by both sides
 * of the cut. Holes are bridged to the outer boundary and the polygon is ear-clipped in (u, v). Edge flips then
 * turn the ear-clipped triangles into the Delaunay triangulation in the surface's curvature metric (package-private
 * {@code CurvatureFlips}), so that triangles are long where the surface is straight (along a cylinder's axis) and
 * short across its curvature. The triangles are then refined by conforming edge bisection (both triangles at an edge are split at its parameter middle, so no
 * T-junction appears; boundary edges are never split except at a pole) until, at seven sample points of each
 * triangle (its centroid, its edge middles and three inner points), the surface lies within the tolerance of the
 * linear interpolation of the triangle's corners. That distance is an upper bound of the distance from the surface
 * point to the flat triangle; {@link #maxDeviation()} reports its largest value over the mesh.
 *
 * <p>Roles: this class samples the edges and accumulates the mesh; package-private {@code FaceParameterPolygon}
 * lays one face out in its parameter plane and ear-clips it, {@code FaceRefinement} flips and bisects its triangles.
 *
 * <p>Approximate (double). Not thread-safe: one instance accumulates one mesh ({@link #add}, then {@link #mesh}).
 */
public final class Tessellator {

    /** Default chord tolerance: 0.01 mm. */
    public static final Tolerance DEFAULT_CHORD = Tolerance.of("chordTolerance", 0.01, Unit.MILLIMETRE);
    /** Largest number of triangles one face may need before the tolerance is reported as too fine for it. */
    public static final int MAX_FACE_TRIANGLES = 2_000_000;
    /** Recursion depth limit of the adaptive edge and cut sampling (2^depth pieces at most). */
    public static final int MAX_SAMPLE_DEPTH = 20;
    /**
     * Points of a face closer than this fraction of the chord tolerance are the same point (the two sides of a
     * seam, the corners of a pole side), dimensionless.
     */
    public static final double SNAP_FRACTION = 1e-6;
    private final Tolerance chord;
    private final double tol;
    private final List<Vec3> vertices = new ArrayList<>();
    private final List<int[]> triangles = new ArrayList<>();
    private final List<Integer> faceOfTriangle = new ArrayList<>();
    private final List<Face> faces = new ArrayList<>();
    private final Map<Vec3, Integer> index = new HashMap<>();
    private final Map<Edge, List<Vec3>> edgePoints = new IdentityHashMap<>();
    private double maxDeviation;

    /**
     * A tessellator.
     *
     * @param chord the chord tolerance (mm, &gt; 0)
     * @throws IllegalArgumentException if the tolerance is not positive or not in mm
     */
    public Tessellator(Tolerance chord) {
        if (!(chord.value() > 0) || chord.unit() != Unit.MILLIMETRE) {
            throw new IllegalArgumentException(chord + ": a chord tolerance must be > 0 mm");
        }
        this.chord = chord;
        this.tol = chord.value();
    }

    /**
     * The chord tolerance this tessellator works to.
     *
     * @return the tolerance (mm)
     */
    public Tolerance chord() {
        return chord;
    }

    /**
     * Adds every face of a body, placed by a pose. Edges shared by faces of this body are sampled once; bodies do
     * not share points with each other.
     *
     * @param body the body (its coordinates in mm)
     * @param world the placement applied to the mesh points
     * @param label how messages name the body (e.g. its assembly path)
     * @throws IllegalArgumentException if a face cannot be tessellated (the message names the label and the face
     *     index within the body, and says why)
     */
    public void add(Body body, Pose3 world, String label) {
        edgePoints.clear();
        int f = 0;
        for (Shell shell : body.shells()) {
            for (Face face : shell.faces()) {
                try {
                    FaceParameterPolygon poly = new FaceParameterPolygon(face, tol,
                            edge -> edgePoints.computeIfAbsent(edge, this::sample));
                    FaceRefinement refinement = new FaceRefinement(poly, chord);
                    List<int[]> tris = refinement.refine(poly.triangulate());
                    maxDeviation = Math.max(maxDeviation, refinement.maxDeviation());
                    emit(poly, tris, world, faces.size());
                } catch (IllegalStateException | IllegalArgumentException e) {
                    throw new IllegalArgumentException(label + " face " + f + " (" + face.surface().kind().key()
                            + "): " + e.getMessage(), e);
                }
                faces.add(face);
                f++;
            }
        }
    }

    /**
     * The mesh of everything added so far.
     *
     * @return the mesh (mm)
     */
    public TriangleMesh mesh() {
        return TriangleMesh.of(vertices, triangles);
    }

    /**
     * The face a triangle of {@link #mesh()} was made from.
     *
     * @param triangle the triangle index
     * @return the face
     */
    public Face faceOf(int triangle) {
        return faces.get(faceOfTriangle.get(triangle));
    }

    /**
     * The largest distance, at the sample points of the refinement test, between a face's surface and the linear
     * interpolation of its triangles (mm): at most the chord tolerance unless a triangle could not be split further.
     *
     * @return the largest measured deviation (mm)
     */
    public double maxDeviation() {
        return maxDeviation;
    }

    /** The edge's points from start to end, refined until every chord is within the tolerance. */
    private List<Vec3> sample(Edge e) {
        List<Vec3> out = new ArrayList<>();
        out.add(e.start().point());
        if (!(e.curve() instanceof Line3)) {
            refine(e, e.t0(), e.t1(), e.curve().point(e.t0()), e.curve().point(e.t1()), 0, out);
        }
        out.add(e.end().point());
        return out;
    }

    private void refine(Edge e, double t0, double t1, Vec3 a, Vec3 b, int depth, List<Vec3> out) {
        double tm = (t0 + t1) / 2;
        Vec3 m = e.curve().point(tm);
        if (depth < MAX_SAMPLE_DEPTH && (depth < 2 || m.subtract(a.add(b).scale(0.5)).norm() > tol)) {
            refine(e, t0, tm, a, m, depth + 1, out);
            out.add(m);
            refine(e, tm, t1, m, b, depth + 1, out);
        }
    }

    /** The refined triangles of one face into the mesh: points placed by the pose, equal points merged. */
    private void emit(FaceParameterPolygon poly, List<int[]> tris, Pose3 world, int faceIndex) {
        int[] ids = new int[poly.ps.size()];
        for (int i = 0; i < ids.length; i++) {
            Vec3 p = world.apply(poly.ps.get(i));
            Integer id = index.get(p);
            if (id == null) {
                id = vertices.size();
                vertices.add(p);
                index.put(p, id);
            }
            ids[i] = id;
        }
        boolean flip = !poly.face.sameSense();
        for (int[] tri : tris) {
            int a = ids[tri[0]];
            int b = ids[tri[1]];
            int c = ids[tri[2]];
            if (a == b || b == c || c == a) {
                continue;
            }
            triangles.add(flip ? new int[] {a, c, b} : new int[] {a, b, c});
            faceOfTriangle.add(faceIndex);
        }
    }
}

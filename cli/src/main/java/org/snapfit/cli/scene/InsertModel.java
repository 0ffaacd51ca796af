package org.snapfit.cli.scene;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;
import org.snapfit.impulse.contact.SpatialObstacle;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.model.FreeBody3;
import org.snapfit.impulse.sim.SpatialHand;
import org.snapfit.impulse.sim.SpatialSimulationEngine;

/**
 * Builds the impulse engine of an insert scene file: the body's convex part with its mass properties (from its
 * closed mesh and a density, or as given), the convex obstacles, the hand's virtual coupling and the contact model,
 * all in mm, kg, s, N (the impulse module's units). Stateless.
 */
public final class InsertModel {

    /**
     * Off-diagonal products of inertia above this fraction of the largest principal moment are reported (the body is
     * simulated with the diagonal of its inertia tensor in the part's axes; dimensionless).
     */
    public static final double PRODUCT_OF_INERTIA_WARNING = 1e-6;

    /**
     * A part whose mesh is not exactly convex is replaced by its convex hull only if every vertex and every triangle
     * centroid of the mesh lies within this fraction of the part's extent of the hull's surface (dimensionless; a
     * mesher's inward folds on a convex solid are far smaller, a concave part's dents far larger).
     */
    public static final double CONCAVITY_TOLERANCE = 1e-3;

    private InsertModel() {
    }

    /**
     * The built engine and what the outputs need.
     *
     * @param engine the engine (mm, kg, s, N)
     * @param mass the body's mass in kg
     * @param inertia the principal moments used, in kg&middot;mm&sup2;
     * @param centroid the body's centroid in its part frame, mm
     * @param bodyMesh the body's mesh in its part frame, mm
     * @param obstacleMeshes the placed obstacle meshes, mm
     * @param hand the hand (mm)
     */
    public record Built(SpatialSimulationEngine engine, double mass, Vec3 inertia, Vec3 centroid, TriangleMesh bodyMesh,
            List<TriangleMesh> obstacleMeshes, SpatialHand hand) {
    }

    /**
     * Volume, centroid and inertia tensor about the centroid of a closed, consistently oriented mesh (signed
     * tetrahedra from the origin; exact for a polyhedron up to rounding).
     *
     * @param volume the volume (mesh units cubed; positive for outward orientation)
     * @param centroid the centroid
     * @param inertia the inertia tensor per unit density about the centroid, row-major 3 &times; 3
     */
    public record MassProperties(double volume, Vec3 centroid, double[] inertia) {
    }

    /**
     * Mass properties per unit density of a closed mesh.
     *
     * @param m the mesh
     * @return volume, centroid and inertia tensor per unit density
     */
    public static MassProperties massProperties(TriangleMesh m) {
        double vol = 0;
        double cx = 0;
        double cy = 0;
        double cz = 0;
        double[] s = new double[6];   // ∫x², ∫y², ∫z², ∫xy, ∫yz, ∫zx over the solid
        for (int t = 0; t < m.triangleCount(); t++) {
            Vec3 a = m.vertex(m.corner(t, 0));
            Vec3 b = m.vertex(m.corner(t, 1));
            Vec3 c = m.vertex(m.corner(t, 2));
            double v = a.dot(b.cross(c)) / 6;
            vol += v;
            cx += v * (a.x() + b.x() + c.x()) / 4;
            cy += v * (a.y() + b.y() + c.y()) / 4;
            cz += v * (a.z() + b.z() + c.z()) / 4;
            // second moments of the tetrahedron (0, a, b, c): ∫pq = v/20 (Σ p_k q_k + Σ p_k Σ q_k) over its vertices
            s[0] += v / 10 * sq(a.x(), b.x(), c.x());
            s[1] += v / 10 * sq(a.y(), b.y(), c.y());
            s[2] += v / 10 * sq(a.z(), b.z(), c.z());
            s[3] += v / 20 * prod(a.x(), b.x(), c.x(), a.y(), b.y(), c.y());
            s[4] += v / 20 * prod(a.y(), b.y(), c.y(), a.z(), b.z(), c.z());
            s[5] += v / 20 * prod(a.z(), b.z(), c.z(), a.x(), b.x(), c.x());
        }
        Vec3 cen = new Vec3(cx / vol, cy / vol, cz / vol);
        double xx = s[0] - vol * cen.x() * cen.x();
        double yy = s[1] - vol * cen.y() * cen.y();
        double zz = s[2] - vol * cen.z() * cen.z();
        double xy = s[3] - vol * cen.x() * cen.y();
        double yz = s[4] - vol * cen.y() * cen.z();
        double zx = s[5] - vol * cen.z() * cen.x();
        double[] inertia = {yy + zz, -xy, -zx, -xy, xx + zz, -yz, -zx, -yz, xx + yy};
        return new MassProperties(vol, cen, inertia);
    }

    private static double sq(double p, double q, double r) {
        return p * p + q * q + r * r + p * q + q * r + r * p;
    }

    private static double prod(double p0, double p1, double p2, double q0, double q1, double q2) {
        return 2 * (p0 * q0 + p1 * q1 + p2 * q2) + p0 * q1 + p1 * q0 + p0 * q2 + p2 * q0 + p1 * q2 + p2 * q1;
    }

    /**
     * Builds the engine.
     *
     * @param file the scene file (with a body and a hand)
     * @param warnings receives warnings
     * @return the engine and its metadata
     * @throws IllegalArgumentException if the body or an obstacle is not a closed convex part, the hand path starts
     *     inside an obstacle, or a value is out of range (the message names the file and the field)
     */
    public static Built build(SceneFile file, Consumer<String> warnings) {
        SceneFile.BodySpec b = file.body().orElseThrow(() -> new IllegalArgumentException(file.source()
                + ": body is missing; snapfit insert needs a scene with a body and a hand (use snapfit drape for a"
                + " cable)"));
        SceneFile.HandSpec h = file.hand().orElseThrow();
        TriangleMesh part = SceneGeometry.placedMesh(b.file(), Optional.empty(), file.chordTolerance(), Pose3.IDENTITY,
                file.source() + ": body.file", warnings);
        if (!part.isWatertight()) {
            throw new IllegalArgumentException(file.source() + ": body.file = " + b.file() + " is not a closed mesh;"
                    + " its mass properties and inside need a closed convex part");
        }
        MassProperties mp = massProperties(part);
        boolean flip = mp.volume() < 0;
        double volume = Math.abs(mp.volume());
        double[] in = mp.inertia();
        double sign = flip ? -1 : 1;
        double mass;
        Vec3 inertia;
        if (b.density().isPresent()) {
            double rho = b.density().getAsDouble();
            mass = rho * volume;
            inertia = new Vec3(sign * rho * in[0], sign * rho * in[4], sign * rho * in[8]);
            double largest = Math.max(inertia.x(), Math.max(inertia.y(), inertia.z()));
            double products = Math.max(Math.abs(in[1]), Math.max(Math.abs(in[2]), Math.abs(in[5]))) * rho;
            if (products > PRODUCT_OF_INERTIA_WARNING * largest) {
                warnings.accept("warning: " + file.source() + ": body.file = " + b.file()
                        + ": the part's axes are not its principal axes (products of"
                        + " inertia up to " + products + " kg·mm²); the diagonal moments are used");
            }
        } else {
            mass = b.mass().getAsDouble();
            inertia = b.inertia().orElseThrow();
        }
        ConvexPolyhedron3 shape = convex(part, mp.centroid(), flip, file.source() + ": body.file", b.file(),
                warnings);
        List<SpatialObstacle> obstacles = new ArrayList<>();
        List<TriangleMesh> meshes = new ArrayList<>();
        for (int i = 0; i < file.obstacles().size(); i++) {
            SceneFile.ObstacleSpec o = file.obstacles().get(i);
            String field = file.source() + ": obstacles[" + i + "].file";
            TriangleMesh mm = SceneGeometry.placedMesh(o.file(), o.occurrence(), file.chordTolerance(), o.pose(), field,
                    warnings);
            meshes.add(mm);
            boolean obFlip = massProperties(mm).volume() < 0;
            obstacles.add(new SpatialObstacle(o.name(), convex(mm, Vec3.ZERO, obFlip, field, o.file(), warnings),
                    Pose3.IDENTITY, Vec3.ZERO));
        }
        List<Vec3> path = h.path();
        for (SpatialObstacle o : obstacles) {
            if (o.shape().signedDistance(path.get(0)) < 0) {
                throw new IllegalArgumentException(file.source() + ": hand.path[0] = " + h.path().get(0)
                        + " mm lies inside obstacle \"" + o.name() + "\"; the hand must start outside every obstacle");
            }
        }
        SpatialHand hand = new SpatialHand(path, h.speed(), h.stiffness(), h.damping());
        FreeBody3 body = FreeBody3.of(mass, inertia, 0);
        SceneFile.ContactSpec c = file.contact();
        PenaltyFrictionModel forces = new PenaltyFrictionModel(c.stiffness(), c.damping(), c.friction(),
                Tolerance.of("slipVelocity", c.slipVelocity(), Unit.MILLIMETRE_PER_SECOND));
        Vec3 start = b.pose().apply(mp.centroid());
        double[] q0 = FreeBody3.configuration(Pose3.of(b.pose().rotation(), start));
        SpatialSimulationEngine engine = new SpatialSimulationEngine(body, shape, obstacles, forces,
                file.restitution(), file.dt(), q0, new double[6], Optional.of(hand),
                SpatialSimulationEngine.weight(mass, file.gravity()));
        return new Built(engine, mass, inertia, mp.centroid(), part, meshes, hand);
    }

    /**
     * The mesh (mm) as a convex polyhedron in mm about the given origin (mm), faces outward. A mesh that is convex as
     * given is used as it is; otherwise its convex hull is used when every mesh vertex and triangle centroid lies
     * within {@link #CONCAVITY_TOLERANCE} × the part's extent of the hull's surface (a tessellation of a convex solid
     * whose triangles fold slightly inwards, as mesher output often does; a warning says so), and the part is refused
     * as concave when one lies deeper inside.
     */
    private static ConvexPolyhedron3 convex(TriangleMesh mm, Vec3 origin, boolean flip, String field,
            java.nio.file.Path file, Consumer<String> warnings) {
        List<Vec3> v = new ArrayList<>();
        for (int i = 0; i < mm.vertexCount(); i++) {
            v.add(mm.vertex(i).subtract(origin));
        }
        List<int[]> f = new ArrayList<>();
        for (int t = 0; t < mm.triangleCount(); t++) {
            int a = mm.corner(t, 0);
            int b = mm.corner(t, 1);
            int c = mm.corner(t, 2);
            f.add(flip ? new int[] {a, c, b} : new int[] {a, b, c});
        }
        try {
            return ConvexPolyhedron3.of(v, f);
        } catch (IllegalArgumentException notConvex) {
            ConvexHull.Hull hull;
            try {
                hull = ConvexHull.of(v);
            } catch (IllegalArgumentException flat) {
                throw new IllegalArgumentException(field + " = " + file + ": " + flat.getMessage());
            }
            ConvexPolyhedron3 shape = ConvexPolyhedron3.of(hull.vertices(), hull.faces());
            double depth = 0;
            double extent = 0;
            for (Vec3 p : v) {
                depth = Math.max(depth, -shape.signedDistance(p));
                extent = Math.max(extent, p.subtract(v.get(0)).norm());
            }
            for (int[] t : f) {
                Vec3 centroid = v.get(t[0]).add(v.get(t[1])).add(v.get(t[2])).scale(1.0 / 3);
                depth = Math.max(depth, -shape.signedDistance(centroid));
            }
            double depthMm = depth;
            double allowedMm = CONCAVITY_TOLERANCE * extent;
            if (depthMm > allowedMm) {
                throw new IllegalArgumentException(field + " = " + file + " is not a convex part: its surface lies "
                        + depthMm + " mm inside its convex hull (allowed " + allowedMm + " mm); snapfit insert takes"
                        + " convex parts: split a concave part into convex pieces");
            }
            warnings.accept("warning: " + field + " = " + file + " is not exactly convex (" + notConvex.getMessage()
                    + "); its convex hull is used (the surface lies within " + depthMm + " mm of it)");
            return shape;
        }
    }
}

package org.snapfit.impulse.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.core.geom.ConvexPolygon2;
import org.snapfit.core.geom.ConvexPolyhedron3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.geom.Vec2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.impulse.contact.ObstacleMotion;
import org.snapfit.impulse.contact.PlanarObstacle;
import org.snapfit.impulse.contact.SpatialObstacle;
import org.snapfit.impulse.engine.contact.PlanarContactDetector;
import org.snapfit.impulse.engine.force.SiPenaltyFrictionModel;
import org.snapfit.impulse.engine.model.SiFreeBody3;
import org.snapfit.impulse.engine.model.SiLink;
import org.snapfit.impulse.engine.model.SiPlanarLinkage;
import org.snapfit.impulse.engine.sim.SiSpatialHand;
import org.snapfit.impulse.force.PenaltyFrictionModel;
import org.snapfit.impulse.model.FreeBody3;
import org.snapfit.impulse.model.Link;
import org.snapfit.impulse.model.PlanarLinkage;
import org.snapfit.impulse.model.PlanarPose;
import org.snapfit.impulse.sim.HandCoupler;
import org.snapfit.impulse.sim.HandPolyline;
import org.snapfit.impulse.sim.HandTarget;
import org.snapfit.impulse.sim.HandTrajectory;
import org.snapfit.impulse.sim.SpatialHand;
import org.snapfit.impulse.sim.CollisionRecord;
import org.snapfit.impulse.sim.ContactReport;
import org.snapfit.impulse.sim.SpatialContactReport;
import org.snapfit.impulse.engine.sim.SiCollisionRecord;
import org.snapfit.impulse.engine.sim.SiContactReport;
import org.snapfit.impulse.engine.sim.SiSpatialContactReport;
import org.snapfit.impulse.solver.CollisionResult;
import org.snapfit.core.contact.Contact;
import org.snapfit.impulse.engine.scene.SiCollisionSummary;
import org.snapfit.impulse.engine.scene.SiPlanarScene;
import org.snapfit.impulse.engine.scene.SiSceneRun;
import org.snapfit.impulse.scene.CollisionSummary;
import org.snapfit.impulse.scene.PlanarScene;
import org.snapfit.impulse.scene.SceneRun;

/**
 * The conversion at the module's edge between the public units (mm, kg, s, N) and the SI units (m, kg, s, N) the
 * engine in {@code org.snapfit.impulse.engine} works in. Mass, time, force, impulse and angle are the same in both;
 * each other quantity is converted by one operation. Inputs of the <b>planar</b> engine (linkages and their scenes)
 * are lengths divided by {@link #MM_PER_M}, correctly rounded, so that a value written in mm is exactly the double
 * of its value in m (350 mm gives the double 0.35); inputs of the <b>spatial</b> engine (a free body among polyhedra,
 * usually read from CAD parts) are lengths multiplied by {@link #M_PER_MM}. Stiffness and damping (per length) are
 * multiplied by {@link #MM_PER_M}, inertia divided by 10⁶ (planar) or multiplied by 10⁻³·10⁻³ (spatial). Outputs
 * (lengths, velocities, energies in mJ = N·mm, torques in N·mm) are multiplied by {@link #MM_PER_M}. Stateless.
 */
public final class ImpulseUnits {
    /** Metres per millimetre. */
    public static final double M_PER_MM = 1e-3;
    /** Millimetres per metre (also mJ per J and N·mm per N·m). */
    public static final double MM_PER_M = 1e3;
    /** Square millimetres per square metre: the planar inertia's divisor (kg·mm² to kg·m²). */
    private static final double MM2_PER_M2 = MM_PER_M * MM_PER_M;
    /** The leading length coordinates of a free body's q and q̇ (position, linear velocity). */
    public static final int SPATIAL_LENGTHS = 3;

    private ImpulseUnits() {
    }

    /**
     * A planar length or coordinate, mm to m, correctly rounded (also mm/s and mm/s&sup2;).
     *
     * @param mm the value in mm
     * @return the value in m
     */
    public static double planar(double mm) {
        return mm / MM_PER_M;
    }

    /**
     * A planar point or vector, mm to m, correctly rounded.
     *
     * @param mm the vector in mm
     * @return the vector in m
     */
    public static Vec2 planar(Vec2 mm) {
        return new Vec2(planar(mm.x()), planar(mm.y()));
    }

    /**
     * A spatial length or coordinate, mm to m (also mm/s and mm/s&sup2;).
     *
     * @param mm the value in mm
     * @return the value in m
     */
    public static double spatial(double mm) {
        return mm * M_PER_MM;
    }

    /**
     * A spatial point or vector, mm to m.
     *
     * @param mm the vector in mm
     * @return the vector in m
     */
    public static Vec3 spatial(Vec3 mm) {
        return mm.scale(M_PER_MM);
    }

    /**
     * A stiffness N/mm to N/m, or a damping N&middot;s/mm to N&middot;s/m.
     *
     * @param perMm the value per mm
     * @return the value per m
     */
    public static double perLength(double perMm) {
        return perMm * MM_PER_M;
    }

    /**
     * A length, velocity, energy (J to mJ) or torque (N&middot;m to N&middot;mm) back to the public units.
     *
     * @param si the value in m, m/s, J or N&middot;m
     * @return the value in mm, mm/s, mJ or N&middot;mm
     */
    public static double out(double si) {
        return si * MM_PER_M;
    }

    /**
     * A vector in m (or m/s) back to mm (mm/s).
     *
     * @param si the vector in m
     * @return the vector in mm
     */
    public static Vec3 out(Vec3 si) {
        return si.scale(MM_PER_M);
    }

    /**
     * A planar vector in m back to mm.
     *
     * @param si the vector in m
     * @return the vector in mm
     */
    public static Vec2 out(Vec2 si) {
        return new Vec2(out(si.x()), out(si.y()));
    }

    /**
     * Generalised coordinates (or velocities, forces) back to the public units: the entries {@code [from, to)} are
     * lengths (or velocities, forces on a length coordinate times length: they are multiplied), the others are left.
     *
     * @param si the entries in SI
     * @param from the first length entry
     * @param to one past the last length entry
     * @return a new array in the public units
     */
    public static double[] out(double[] si, int from, int to) {
        double[] a = si.clone();
        for (int i = from; i < to; i++) {
            a[i] = out(a[i]);
        }
        return a;
    }

    /**
     * Generalised coordinates (or velocities) into SI, planar rounding: the entries {@code [from, to)} are lengths.
     *
     * @param mm the entries in the public units
     * @param from the first length entry
     * @param to one past the last length entry
     * @return a new array in SI
     */
    public static double[] planar(double[] mm, int from, int to) {
        double[] a = mm.clone();
        for (int i = from; i < to; i++) {
            a[i] = planar(a[i]);
        }
        return a;
    }

    /**
     * Generalised coordinates (or velocities) into SI, spatial rounding: the entries {@code [from, to)} are lengths.
     *
     * @param mm the entries in the public units
     * @param from the first length entry
     * @param to one past the last length entry
     * @return a new array in SI
     */
    public static double[] spatial(double[] mm, int from, int to) {
        double[] a = mm.clone();
        for (int i = from; i < to; i++) {
            a[i] = spatial(a[i]);
        }
        return a;
    }

    /**
     * A link into SI: a bar made by {@link Link#bar} is made again from its SI length and width, so its inertia is
     * the one a bar given in m has; any other link has its inertia divided by 10⁶.
     *
     * @param mm the link in mm
     * @return the link in m
     */
    public static SiLink link(Link mm) {
        if (mm.barWidth().isPresent()) {
            return SiLink.bar(planar(mm.length()), planar(mm.barWidth().getAsDouble()), mm.mass());
        }
        return new SiLink(planar(mm.length()), mm.mass(), mm.inertia() / MM2_PER_M2, planar(mm.centreOfMass()));
    }

    /**
     * A planar linkage into SI.
     *
     * @param mm the linkage in mm
     * @return the linkage in m
     */
    public static SiPlanarLinkage linkage(PlanarLinkage mm) {
        List<SiLink> links = new ArrayList<>();
        for (Link l : mm.links()) {
            links.add(link(l));
        }
        return SiPlanarLinkage.of(links, mm.base() == PlanarLinkage.Base.FIXED ? SiPlanarLinkage.Base.FIXED
                : SiPlanarLinkage.Base.FLOATING, planar(mm.basePoint()), planar(mm.gravity()));
    }

    /**
     * A planar shape into m.
     *
     * @param mm the polygon in mm
     * @return the same vertices in m
     */
    public static ConvexPolygon2 planar(ConvexPolygon2 mm) {
        List<Vec2> v = new ArrayList<>();
        for (Vec2 p : mm.vertices()) {
            v.add(planar(p));
        }
        return ConvexPolygon2.of(v);
    }

    /**
     * Planar shapes into m.
     *
     * @param mm the polygons in mm
     * @return the polygons in m
     */
    public static List<ConvexPolygon2> planarShapes(List<ConvexPolygon2> mm) {
        List<ConvexPolygon2> out = new ArrayList<>();
        for (ConvexPolygon2 p : mm) {
            out.add(planar(p));
        }
        return out;
    }

    /**
     * Planar obstacles into m.
     *
     * @param mm the obstacles in mm
     * @return the obstacles in m
     */
    public static List<PlanarObstacle> planarObstacles(List<PlanarObstacle> mm) {
        List<PlanarObstacle> out = new ArrayList<>();
        for (PlanarObstacle o : mm) {
            ObstacleMotion m = o.motion();
            PlanarPose rest = m.rest();
            out.add(new PlanarObstacle(o.name(), planar(o.shape()), new ObstacleMotion(new PlanarPose(planar(rest.x()),
                    planar(rest.y()), rest.angle()), planar(m.amplitude()), m.angularFrequency())));
        }
        return out;
    }

    /**
     * The hand coupler of a planar scene into SI.
     *
     * @param mm the coupler in mm
     * @return the coupler in m
     */
    public static HandCoupler hand(HandCoupler mm) {
        HandTarget t = mm.trajectory();
        HandTarget si;
        if (t instanceof HandTrajectory h) {
            si = new HandTrajectory(planar(h.centre()), planar(h.amplitude()), h.frequencyX(), h.frequencyY());
        } else {
            HandPolyline h = (HandPolyline) t;
            List<Vec2> path = new ArrayList<>();
            for (Vec2 p : h.path()) {
                path.add(planar(p));
            }
            si = new HandPolyline(path, planar(h.speed()));
        }
        return new HandCoupler(mm.link(), planar(mm.localPoint()), perLength(mm.stiffness()), perLength(mm.damping()),
                si);
    }

    /**
     * The contact law of the planar engine into SI.
     *
     * @param mm the model in N/mm, N&middot;s/mm, mm/s
     * @return the model in N/m, N&middot;s/m, m/s
     */
    public static SiPenaltyFrictionModel planarForces(PenaltyFrictionModel mm) {
        return new SiPenaltyFrictionModel(perLength(mm.stiffness()), perLength(mm.damping()), mm.friction(),
                Tolerance.of(mm.velocityThreshold().name(), planar(mm.velocityThreshold().value()),
                        Unit.METRE_PER_SECOND));
    }

    /**
     * The contact law of the spatial engine into SI.
     *
     * @param mm the model in N/mm, N&middot;s/mm, mm/s
     * @return the model in N/m, N&middot;s/m, m/s
     */
    public static SiPenaltyFrictionModel spatialForces(PenaltyFrictionModel mm) {
        return new SiPenaltyFrictionModel(perLength(mm.stiffness()), perLength(mm.damping()), mm.friction(),
                Tolerance.of(mm.velocityThreshold().name(), spatial(mm.velocityThreshold().value()),
                        Unit.METRE_PER_SECOND));
    }

    /**
     * A free body into SI.
     *
     * @param mm the body (inertia kg&middot;mm&sup2;, gravity mm/s&sup2;)
     * @return the body (kg&middot;m&sup2;, m/s&sup2;)
     */
    public static SiFreeBody3 body(FreeBody3 mm) {
        return SiFreeBody3.of(mm.mass(), mm.principalInertia().scale(M_PER_MM * M_PER_MM), spatial(mm.gravity()));
    }

    /**
     * A polyhedron into m: the same vertices (each multiplied by 10⁻³) and faces.
     *
     * @param mm the polyhedron in mm
     * @return the polyhedron in m
     */
    public static ConvexPolyhedron3 spatial(ConvexPolyhedron3 mm) {
        List<Vec3> v = new ArrayList<>();
        for (int i = 0; i < mm.size(); i++) {
            v.add(spatial(mm.vertex(i)));
        }
        List<int[]> f = new ArrayList<>();
        for (int i = 0; i < mm.faceCount(); i++) {
            f.add(mm.face(i));
        }
        return ConvexPolyhedron3.of(v, f);
    }

    /**
     * Spatial obstacles into m.
     *
     * @param mm the obstacles in mm
     * @return the obstacles in m
     */
    public static List<SpatialObstacle> spatialObstacles(List<SpatialObstacle> mm) {
        List<SpatialObstacle> out = new ArrayList<>();
        for (SpatialObstacle o : mm) {
            out.add(new SpatialObstacle(o.name(), spatial(o.shape()), Pose3.of(o.start().rotation(),
                    spatial(o.start().translation())), spatial(o.velocity())));
        }
        return out;
    }

    /**
     * A spatial hand into SI.
     *
     * @param mm the hand in mm
     * @return the hand in m, or empty
     */
    public static Optional<SiSpatialHand> hand(Optional<SpatialHand> mm) {
        return mm.map(ImpulseUnits::hand);
    }

    /**
     * A spatial hand into SI.
     *
     * @param mm the hand in mm
     * @return the hand in m
     */
    public static SiSpatialHand hand(SpatialHand mm) {
        List<Vec3> path = new ArrayList<>();
        for (Vec3 p : mm.path()) {
            path.add(spatial(p));
        }
        return new SiSpatialHand(path, spatial(mm.speed()), perLength(mm.stiffness()), perLength(mm.damping()));
    }

    /**
     * A contact back to mm: point and signed distance multiplied, normal and features kept.
     *
     * @param si the contact in m
     * @return the contact in mm
     */
    public static Contact out(Contact si) {
        return new Contact(out(si.point()), si.normal(), out(si.signedDistance()), si.featureA(), si.featureB());
    }

    /**
     * A collision record back to the public units.
     *
     * @param si the record in SI
     * @param lengths the number of leading coordinates that are lengths (their impulsive force stays in N; the
     *     others are torques, N&middot;m to N&middot;mm)
     * @return the record in mm, kg, s, N
     */
    public static CollisionRecord out(SiCollisionRecord si, int lengths) {
        CollisionResult r = si.result();
        double[] f = si.impulsiveForce();
        return new CollisionRecord(si.contacts(), si.rows(), r.rank(), r.path(), r.impulses(),
                out(r.kineticEnergyBefore()), out(r.kineticEnergyAfter()), r.relativeEnergyChange(),
                out(f, lengths, f.length));
    }

    /**
     * Planar contacts back to the public units.
     *
     * @param si the contacts in SI
     * @return the contacts in mm, mm/s, N
     */
    public static List<ContactReport> planarContacts(List<SiContactReport> si) {
        List<ContactReport> contacts = new ArrayList<>(si.size());
        for (SiContactReport c : si) {
            contacts.add(new ContactReport(c.key(), c.state(), out(c.contact()), out(c.normalVelocity()),
                    out(c.tangentialVelocity()), c.force()));
        }
        return contacts;
    }

    /**
     * Spatial contacts back to the public units.
     *
     * @param si the contacts in SI
     * @return the contacts in mm, mm/s, N
     */
    public static List<SpatialContactReport> spatialContacts(List<SiSpatialContactReport> si) {
        List<SpatialContactReport> contacts = new ArrayList<>(si.size());
        for (SiSpatialContactReport c : si) {
            contacts.add(new SpatialContactReport(c.key(), c.state(), out(c.contact()), out(c.normalVelocity()),
                    out(c.tangentialVelocity()), c.force()));
        }
        return contacts;
    }

    /**
     * A planar scene into SI (which also validates it).
     *
     * @param mm the scene in mm
     * @return the scene in SI
     * @throws IllegalArgumentException as {@link SiPlanarScene}'s constructor
     */
    public static SiPlanarScene scene(PlanarScene mm) {
        return new SiPlanarScene(linkage(mm.linkage()), planarShapes(mm.linkShapes()),
                planarObstacles(mm.obstacles()), mm.selfContacts(), planarForces(mm.forces()), mm.hand().map(ImpulseUnits::hand),
                mm.restitution(), mm.timeStep(),
                planar(mm.initialConfiguration(), 0, mm.linkage().lengthCoordinates()));
    }

    /**
     * A scene run back to the public units (energies J to mJ).
     *
     * @param si the run in SI
     * @return the run in mm, kg, s, N
     */
    public static SceneRun out(SiSceneRun si) {
        List<CollisionSummary> collisions = new ArrayList<>();
        for (SiCollisionSummary c : si.collisions()) {
            collisions.add(new CollisionSummary(c.step(), c.time(), c.contacts(), c.rows(), c.rank(), c.path(),
                    out(c.kineticEnergyBefore()), out(c.kineticEnergyAfter()), c.relativeEnergyChange()));
        }
        return new SceneRun(si.restitution(), si.timeStep(), si.steps(), collisions, si.times(),
                outAll(si.kineticEnergy()), outAll(si.energyChange()));
    }

    private static List<Double> outAll(List<Double> si) {
        List<Double> out = new ArrayList<>(si.size());
        for (double v : si) {
            out.add(out(v));
        }
        return out;
    }

    /**
     * A polygon back to mm.
     *
     * @param si the polygon in m
     * @return the same vertices in mm
     */
    public static ConvexPolygon2 out(ConvexPolygon2 si) {
        List<Vec2> v = new ArrayList<>();
        for (Vec2 p : si.vertices()) {
            v.add(out(p));
        }
        return ConvexPolygon2.of(v);
    }

    /**
     * A scene's link shapes placed at a configuration, by the engine.
     *
     * @param mm the scene in mm
     * @param q the configuration in mm and rad
     * @return the placed shapes in mm
     */
    public static List<ConvexPolygon2> placedLinks(PlanarScene mm, double[] q) {
        SiPlanarScene si = scene(mm);
        PlanarContactDetector det = PlanarContactDetector.of(si.linkage(), si.linkShapes(), si.obstacles(),
                si.selfContacts(), PlanarContactDetector.DEFAULT_MARGIN);
        List<ConvexPolygon2> out = new ArrayList<>();
        for (ConvexPolygon2 p : det.placedLinks(planar(q, 0, mm.linkage().lengthCoordinates()))) {
            out.add(out(p));
        }
        return out;
    }
}

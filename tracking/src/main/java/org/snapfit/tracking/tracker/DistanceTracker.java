package org.snapfit.tracking.tracker;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoublePredicate;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.model.DistanceResult;
import org.snapfit.tracking.model.ParametricFeature;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.PatchFeature;
import org.snapfit.tracking.model.SpatialBody;
import org.snapfit.tracking.model.SpatialBody.FeatureRef;
import org.snapfit.tracking.model.SpatialBody.Kind;
import org.snapfit.tracking.model.SwitchEvent;

/**
 * Tracks the minimum distance between two convex {@link SpatialBody}s while both move: a hybrid system whose
 * modes are feature pairs (patch, edge or vertex of A against the same of B), each tracked by a
 * {@link FeaturePairTracker}, with Lin–Canny style switching. Mutable engine; not thread-safe.
 *
 * <p><b>Switching functions</b> (Lin–Canny style, A first, then B):
 * <ul>
 *   <li>a patch witness held at a bound of its box has left the patch's region towards that side (the
 *       opposing witness's projection has left the patch): the mode goes to the edge on that side (to the corner
 *       vertex when both parameters are at bounds, or when the side is degenerate, e.g. a pole);</li>
 *   <li>an edge witness at an end goes to that end's vertex;</li>
 *   <li>an edge witness E with the opposing witness x goes to an adjacent patch when (x − E)·d &gt;
 *       sin({@link #SWITCH_ANGLE})·|x − E| for that patch's inward tangent d (the largest such patch);</li>
 *   <li>a vertex V goes to an incident edge when (x − V)·e &gt; sin({@link #SWITCH_ANGLE})·|x − V| for its
 *       outgoing tangent e (the largest).</li>
 * </ul>
 *
 * <p><b>Event location.</b> The step is integrated to its end; if a switching function says "left" there, the
 * instant τ ∈ (0, dt] where it first does is located by a fixed-step scan on the sub-step grid and bisection to
 * {@link #EVENT_TOLERANCE} (1e-9 s), each trial re-integrating the pair from the step start to τ with both poses
 * interpolated between the update's start and end poses (translation linear, rotation by slerp: the same
 * constant-velocity model as {@link FeaturePairTracker#update}). The reset map is applied at τ — the new feature
 * starts at the parameters of the old witness (projected on it), at the poses of τ — and the rest of the step
 * (τ, dt] is integrated in the new mode; further switches in the same step are located the same way. The
 * located instants are in {@link DistanceResult#events()} and {@link DistanceResult#switchTime()}. In a
 * patch–patch mode the search is conservative: the pair tracker reports whether a parameter may have touched a
 * bound during the update (its end distances to a bound within the largest stage velocity times a sub-step), and
 * then the step is scanned by {@link CrossingScan} with time margins even when the end of the update is back inside
 * the region, so a witness that leaves and returns inside one update is switched there and back. After the
 * step, a pair that switched takes up to {@link #SETTLE_STEPS} steps h at the end poses (bodies at rest) so that
 * the result is the new pair's converged state; a switch found while settling is reported at τ = dt.
 *
 * <p><b>Chattering guard.</b> At most {@link #MAX_SWITCHES} switches per update (located ones and settling
 * ones together); the angle band {@link #SWITCH_ANGLE} keeps an edge (or vertex) whose region is a thin wedge —
 * a G1 seam between two patches — from being left back into the patch it came from on rounding noise. The
 * distance error of staying on the seam inside the band is of order d·sin²(band), far below 1e-9 mm for bodies
 * of metre size.
 *
 * <p><b>Penetration.</b> Each result classifies the pair ({@link DistanceResult.Contact}): separated when B's
 * witness is outside A's tangent plane at A's witness (outward direction = sum of the adjacent patches' outward
 * normals for an edge or vertex) and the witnesses are more than {@link #CONTACT_TOLERANCE} apart; otherwise
 * penetrating when a witness lies strictly inside the other body ({@link SpatialBody#contains}: behind the
 * tangent plane at its projection on every patch), touching when the witnesses are within the contact tolerance,
 * and separated otherwise (a pair not yet converged near a touching contact, where the squared distance is
 * degenerate and convergence is slow). A penetration is reported with a negative distance; it is never silently
 * tracked as a clearance.
 *
 * <p><b>Initialisation.</b> From any start pair the tracker runs fixed-pose steps (at most
 * {@link #INIT_ITERATIONS}) until no switch happens and the distance changes by at most
 * {@link #SETTLE_TOLERANCE}: for convex bodies each switch moves towards the unique closest pair.
 *
 * <p>Units mm, s, rad. Approximate. An update allocates only its result, one object (plus whatever the surfaces'
 * {@code evaluate} allocates); an update with a switch adds only its event list: the
 * switching tests read the opposing witness in body frame from the pair tracker's poses (no interpolated poses
 * per trial), and the switch retargets the pair tracker instead of building a new one. (In an edge or vertex mode
 * the contact classification of the result still allocates the body's outward direction.)
 */
public final class DistanceTracker {

    /** Largest number of mode switches in one update (chattering guard). */
    public static final int MAX_SWITCHES = 8;

    /** Width of the bracket of a located switch instant (bisection stops below it). */
    public static final Tolerance EVENT_TOLERANCE = SwitchLocator.EVENT_TOLERANCE;

    /** Fixed-pose steps h taken after a step with a switch. */
    public static final int SETTLE_STEPS = 6;

    /** Largest number of fixed-pose steps of the initialisation. */
    public static final int INIT_ITERATIONS = 2000;

    /** Angle band of the edge → patch and vertex → edge switching tests. */
    public static final Tolerance SWITCH_ANGLE = Tolerance.of("switchAngle", 1e-7, Unit.RADIAN);

    /** Witness separation at or below which the pair is in contact (touching or penetrating). */
    public static final Tolerance CONTACT_TOLERANCE = Tolerance.of("contactTolerance", 1e-9, Unit.MILLIMETRE);

    /** Distance change per fixed-pose step below which settling and initialisation stop. */
    public static final Tolerance SETTLE_TOLERANCE = Tolerance.of("settleTolerance", 1e-13, Unit.MILLIMETRE);

    private final SpatialBody bodyA;
    private final SpatialBody bodyB;
    private final Integrator method;
    private final double gain;
    private final double step;
    private final RegionExit exit = new RegionExit(Math.sin(SWITCH_ANGLE.value()));
    // switching-test buffers (allocation-free tests): active parameters, opposing witness (world, then local),
    // feature point, offset, projection parameter
    private final double[] paramsA = new double[2];
    private final double[] paramsB = new double[2];
    private final double[] opposing = new double[3];
    private final FeatureRef[][] refsA;
    private final FeatureRef[][] refsB;
    // the pending switch found by the last pending() that returned true
    private boolean nextOnA;
    // event location: the segment start and the update, read by the switching predicate
    private final DoublePredicate leavesAt = this::leavesAt;
    private final CrossingScan scan = new CrossingScan(leavesAt, () -> this.tracker.timeMargin(false));
    private double segmentStart;
    private FeatureRef refA;
    private FeatureRef refB;
    // the active features (bodyA.feature(refA), bodyB.feature(refB)), kept with the refs
    private ParametricFeature activeA;
    private ParametricFeature activeB;
    private FeaturePairTracker tracker;
    private Pose3 poseA;
    private Pose3 poseB;

    /**
     * Starts tracking from a given feature pair (each at the centre of its parameter box) and initialises it at
     * the given poses.
     *
     * @param bodyA body A
     * @param bodyB body B
     * @param method the integrator
     * @param gain the gain K (1/s), below K_max(step, method)
     * @param step the step h (s)
     * @param poseA initial pose of A
     * @param poseB initial pose of B
     * @param startA start feature on A
     * @param startB start feature on B
     * @throws IllegalArgumentException naming the argument if a body, pose or feature is null or out of range,
     *     or the gain is invalid
     */
    public DistanceTracker(SpatialBody bodyA, SpatialBody bodyB, Integrator method, double gain, double step,
            Pose3 poseA, Pose3 poseB, FeatureRef startA, FeatureRef startB) {
        if (bodyA == null || bodyB == null || startA == null || startB == null) {
            throw new IllegalArgumentException("bodyA/bodyB/startA/startB is null; all are required");
        }
        if (poseA == null || poseB == null) {
            throw new IllegalArgumentException("poseA/poseB is null; a pose is required");
        }
        this.bodyA = bodyA;
        this.bodyB = bodyB;
        this.method = method;
        this.gain = gain;
        this.step = step;
        this.poseA = poseA;
        this.poseB = poseB;
        this.refsA = refs(bodyA);
        this.refsB = refs(bodyB);
        this.refA = checkRef("startA", bodyA, startA);
        this.refB = checkRef("startB", bodyB, startB);
        ParametricFeature fa = bodyA.feature(refA);
        ParametricFeature fb = bodyB.feature(refB);
        this.activeA = fa;
        this.activeB = fb;
        this.tracker = new FeaturePairTracker(fa, fb, method, gain, step, centre(fa), centre(fb), poseA, poseB);
        tracker.standStill();
        initialise();
    }

    /**
     * Starts tracking from the pair of patches whose box-centre points are closest at the given poses.
     *
     * @param bodyA body A
     * @param bodyB body B
     * @param method the integrator
     * @param gain the gain K (1/s)
     * @param step the step h (s)
     * @param poseA initial pose of A
     * @param poseB initial pose of B
     * @return the initialised tracker
     * @throws IllegalArgumentException as the constructor
     */
    public static DistanceTracker start(SpatialBody bodyA, SpatialBody bodyB, Integrator method, double gain,
            double step, Pose3 poseA, Pose3 poseB) {
        if (bodyA == null || bodyB == null || poseA == null || poseB == null) {
            throw new IllegalArgumentException("bodyA/bodyB/poseA/poseB is null; all are required");
        }
        int bestA = 0;
        int bestB = 0;
        double best = Double.POSITIVE_INFINITY;
        List<PatchFeature> pa = bodyA.patches();
        List<PatchFeature> pb = bodyB.patches();
        for (int i = 0; i < pa.size(); i++) {
            Vec3 a = poseA.apply(SpatialBody.pointOf(pa.get(i), centre(pa.get(i))));
            for (int j = 0; j < pb.size(); j++) {
                double d = a.distance(poseB.apply(SpatialBody.pointOf(pb.get(j), centre(pb.get(j)))));
                if (d < best) {
                    best = d;
                    bestA = i;
                    bestB = j;
                }
            }
        }
        return new DistanceTracker(bodyA, bodyB, method, gain, step, poseA, poseB,
                new FeatureRef(Kind.PATCH, bestA), new FeatureRef(Kind.PATCH, bestB));
    }

    private static FeatureRef checkRef(String name, SpatialBody body, FeatureRef ref) {
        int size = switch (ref.kind()) {
            case PATCH -> body.patches().size();
            case EDGE -> body.edges().size();
            default -> body.vertices().size();
        };
        if (ref.index() >= size) {
            throw new IllegalArgumentException(name + " = " + ref + "; body '" + body.name() + "' has " + size
                    + " feature(s) of that kind");
        }
        return ref;
    }

    /** One FeatureRef per feature of the body, by kind ordinal then index (switches allocate none). */
    private static FeatureRef[][] refs(SpatialBody body) {
        FeatureRef[][] r = new FeatureRef[Kind.values().length][];
        r[Kind.PATCH.ordinal()] = new FeatureRef[body.patches().size()];
        r[Kind.EDGE.ordinal()] = new FeatureRef[body.edges().size()];
        r[Kind.VERTEX.ordinal()] = new FeatureRef[body.vertices().size()];
        for (Kind k : Kind.values()) {
            for (int i = 0; i < r[k.ordinal()].length; i++) {
                r[k.ordinal()][i] = new FeatureRef(k, i);
            }
        }
        return r;
    }

    private static double[] centre(ParametricFeature f) {
        double[] c = new double[f.dimension()];
        for (int i = 0; i < c.length; i++) {
            c[i] = 0.5 * (f.lower(i) + f.upper(i));
        }
        return c;
    }

    private void initialise() {
        converge(INIT_ITERATIONS);
    }

    /**
     * Runs fixed-pose steps h at the last poses until no switch happens and the distance changes by at most
     * {@link #SETTLE_TOLERANCE} (or maxSteps are done): the converged state at the current poses.
     *
     * @param maxSteps largest number of steps, ≥ 0
     * @return the result, with the switches made (each at time 0: the poses do not move)
     * @throws IllegalArgumentException if maxSteps is negative
     */
    public DistanceResult converge(int maxSteps) {
        if (maxSteps < 0) {
            throw new IllegalArgumentException("maxSteps = " + maxSteps + "; must be >= 0");
        }
        List<SwitchEvent> events = new ArrayList<>();
        for (int it = 0; it < maxSteps; it++) {
            double before = tracker.distanceNow();
            tracker.advance(poseA, poseB, step);
            if (pending()) {
                events.add(apply(0));
            } else if (Math.abs(tracker.distanceNow() - before) <= SETTLE_TOLERANCE.value()) {
                break;
            }
        }
        return result(events);
    }

    /**
     * The state at the last poses.
     *
     * @return the current result (no switch)
     */
    public DistanceResult current() {
        return result(List.of());
    }

    /**
     * Moves the bodies to new poses over dt, tracks the active pair and switches modes where the witnesses leave
     * their regions, each switch located in time inside the step (see the class comment).
     *
     * @param newPoseA new pose of A
     * @param newPoseB new pose of B
     * @param dt elapsed time (s), finite and positive
     * @return the result at the new poses, with the located switch events
     * @throws IllegalArgumentException naming the argument if a pose is null or dt invalid
     */
    public DistanceResult update(Pose3 newPoseA, Pose3 newPoseB, double dt) {
        tracker.advance(newPoseA, newPoseB, dt);
        poseA = newPoseA;
        poseB = newPoseB;
        boolean endLeaves = pending();
        if (!endLeaves && !(patchPatch() && tracker.boundRisk())) {
            // no switch at the end, and no parameter came near a bound: no switch inside the step either
            return result(List.of());
        }
        List<SwitchEvent> events = new ArrayList<>();
        double t0 = 0;
        while (events.size() < MAX_SWITCHES && t0 < dt) {
            // find the first instant of [t0, dt] where the active pair leaves its region, switch there
            segmentStart = t0;
            double tau;
            if (patchPatch()) {
                // conservative: also finds an excursion that returns before the end (CrossingScan)
                double m1 = endLeaves ? 0 : tracker.timeMargin(false);
                tau = scan.first(t0, tracker.timeMargin(true), dt, m1, endLeaves, tracker.substepLength());
                if (Double.isNaN(tau) && scan.probes() > 0) {
                    // probes moved the state: back to the end of the step (exactly the update's end state)
                    tracker.integrateTo(dt - t0);
                }
            } else {
                tau = endLeaves ? SwitchLocator.locate(t0, dt, tracker.substepLength(), leavesAt) : Double.NaN;
            }
            if (Double.isNaN(tau)) {
                break;
            }
            if (!leavesAt(tau)) {
                // not confirmed when re-integrated (rounding of the sub-step grid at τ = dt): no switch in the step
                if (dt - tau > 0) {
                    tracker.advance(newPoseA, newPoseB, dt - tau);
                }
                break;
            }
            events.add(apply(tau));
            if (dt - tau > 0) {
                tracker.advance(newPoseA, newPoseB, dt - tau);
            }
            t0 = tau;
            endLeaves = pending();
            if (!endLeaves && !(patchPatch() && tracker.boundRisk())) {
                break;
            }
        }
        if (events.isEmpty()) {
            return result(List.of());
        }
        // settle the new pair at the end poses; switches found there are at the end of the step
        settle();
        while (events.size() < MAX_SWITCHES && pending()) {
            events.add(apply(dt));
            settle();
        }
        return result(events);
    }

    private boolean patchPatch() {
        return refA.kind() == Kind.PATCH && refB.kind() == Kind.PATCH;
    }

    /** Up to SETTLE_STEPS fixed-pose steps h at the current poses (stops when the distance is steady). */
    private void settle() {
        for (int k = 0; k < SETTLE_STEPS; k++) {
            double before = tracker.distanceNow();
            tracker.advance(poseA, poseB, step);
            if (Math.abs(tracker.distanceNow() - before) <= SETTLE_TOLERANCE.value()) {
                break;
            }
        }
    }

    /**
     * The switching predicate of event location: moves the active pair's state to offset τ of the update (its
     * segment started at {@link #segmentStart}; the pair tracker interpolates both poses with its constant-velocity
     * model) and evaluates the switching functions there. Allocation-free.
     */
    private boolean leavesAt(double tau) {
        tracker.integrateTo(tau - segmentStart);
        return pending();
    }

    private DistanceResult result(List<SwitchEvent> events) {
        double[] wa = tracker.worldA();
        double[] wb = tracker.worldB();
        double d = tracker.distanceNow();
        DistanceResult.Contact contact;
        if (d > CONTACT_TOLERANCE.value() && sideOfA(wa, wb) >= 0) {
            contact = DistanceResult.Contact.SEPARATED;
        } else {
            contact = contactNear(wa, wb, d);
        }
        double signed = contact == DistanceResult.Contact.PENETRATING ? -d : d;
        return DistanceResult.of(signed, contact, wa, wb, tracker.parameter(0), tracker.parameter(1),
                tracker.parameter(2), tracker.parameter(3), refA, refB, activeA.name(), activeB.name(),
                events.size(), tracker.projectionErrorNow(), events);
    }

    /**
     * The contact state when the witnesses are within the contact tolerance or B's witness is behind A's tangent
     * plane (the rare case, kept out of the hot path).
     */
    private DistanceResult.Contact contactNear(double[] wa, double[] wb, double d) {
        Vec3 a = new Vec3(wa[0], wa[1], wa[2]);
        Vec3 b = new Vec3(wb[0], wb[1], wb[2]);
        if (bodyA.contains(poseA.inverse().apply(b), CONTACT_TOLERANCE.value())
                || bodyB.contains(poseB.inverse().apply(a), CONTACT_TOLERANCE.value())) {
            // a witness strictly inside the other body: the bodies overlap
            return DistanceResult.Contact.PENETRATING;
        } else if (d <= CONTACT_TOLERANCE.value()) {
            return DistanceResult.Contact.TOUCHING;
        }
        // B's witness behind A's tangent plane but outside A: the pair is not converged (e.g. near a touching
        // contact, where the squared distance is degenerate); not a penetration
        return DistanceResult.Contact.SEPARATED;
    }

    /** (wb − wa)·n_A at A's witness (sign only matters): allocation-free for a patch. */
    private double sideOfA(double[] wa, double[] wb) {
        double lx = wb[0] - wa[0];
        double ly = wb[1] - wa[1];
        double lz = wb[2] - wa[2];
        if (refA.kind() != Kind.PATCH) {
            Vec3 na = poseA.rotation().rotate(bodyA.outwardDirection(refA, params(true)));
            return lx * na.x() + ly * na.y() + lz * na.z();
        }
        // allocation-free outward normal of A's patch in world: (f_u × f_v)·orientation, from the pair tracker's
        // own world evaluation at the witness (wa holds the point and first derivatives)
        double ux = wa[3];
        double uy = wa[4];
        double uz = wa[5];
        double vx = wa[6];
        double vy = wa[7];
        double vz = wa[8];
        double nx = uy * vz - uz * vy;
        double ny = uz * vx - ux * vz;
        double nz = ux * vy - uy * vx;
        return bodyA.orientation(refA.index()) * (lx * nx + ly * ny + lz * nz);
    }

    /** The active parameters of A's (or B's) feature where the pair tracker stands, into a buffer. */
    private double[] params(boolean a) {
        double[] p = a ? paramsA : paramsB;
        p[0] = tracker.parameter(a ? 0 : 2);
        p[1] = tracker.parameter(a ? 1 : 3);
        return p;
    }

    /**
     * The switching functions at the current state: true when A's or B's witness has left the region of its
     * active feature (A first), with the side in {@link #nextOnA} and the next feature in the region test's
     * {@code nextRef} and {@code nextParams}. Allocation-free.
     */
    private boolean pending() {
        if (tracker.interiorPatchPair()) {
            // the end of the pair tracker's advance found every parameter strictly inside (the test below)
            return false;
        }
        if (refA.kind() == Kind.PATCH && refB.kind() == Kind.PATCH
                && interior(activeA, tracker.parameter(0), tracker.parameter(1))
                && interior(activeB, tracker.parameter(2), tracker.parameter(3))) {
            return false;
        }
        opposing[0] = tracker.witnessB(0);
        opposing[1] = tracker.witnessB(1);
        opposing[2] = tracker.witnessB(2);
        tracker.toBodyFrame(true, opposing, exit.local);
        if (exit.left(bodyA, refsA, refA, activeA, params(true))) {
            nextOnA = true;
            return true;
        }
        opposing[0] = tracker.witnessA(0);
        opposing[1] = tracker.witnessA(1);
        opposing[2] = tracker.witnessA(2);
        tracker.toBodyFrame(false, opposing, exit.local);
        if (exit.left(bodyB, refsB, refB, activeB, params(false))) {
            nextOnA = false;
            return true;
        }
        return false;
    }

    /**
     * Applies the pending switch (reset map: the new feature starts at the old witness, at the poses where the
     * pair tracker stands) by retargeting the pair tracker.
     */
    private SwitchEvent apply(double time) {
        String from;
        String to;
        if (nextOnA) {
            from = activeA.name();
            refA = exit.nextRef;
            activeA = bodyA.feature(refA);
            to = activeA.name();
            tracker.retarget(activeA, activeB, exit.nextParams, params(false));
        } else {
            from = activeB.name();
            refB = exit.nextRef;
            activeB = bodyB.feature(refB);
            to = activeB.name();
            tracker.retarget(activeA, activeB, params(true), exit.nextParams);
        }
        return new SwitchEvent(time, from, to);
    }

    private static boolean interior(ParametricFeature f, double p0, double p1) {
        return p0 > f.lower(0) && p0 < f.upper(0) && p1 > f.lower(1) && p1 < f.upper(1);
    }
}

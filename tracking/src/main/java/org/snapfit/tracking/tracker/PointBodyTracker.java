package org.snapfit.tracking.tracker;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.model.CurveFeature;
import org.snapfit.tracking.model.ParametricFeature;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.PlanarBody;
import org.snapfit.tracking.model.PointFeature;
import org.snapfit.tracking.model.SwitchEvent;
import org.snapfit.tracking.model.TrackingResult;

/**
 * Hybrid tracking of a moving point against a moving convex {@link PlanarBody}: modes are the body's edges and
 * vertices, switched Lin–Canny style when the point leaves the exterior Voronoi region of the active feature.
 * Mutable engine.
 *
 * <p><b>Voronoi tests.</b> At vertex V between edge i (unit end tangent t⁻) and edge i + 1 (unit start tangent
 * t⁺) the vertex region is (Q − V)·t⁻ ≥ 0 and (Q − V)·t⁺ ≤ 0. From edge mode the tracker switches to a vertex
 * when the witness parameter is held at that end (the end point is then the edge's closest point, so the
 * distance does not increase) and Q is strictly inside the vertex's region ((Q − V)·t⁻ &gt; 0 at the end,
 * (Q − V)·t⁺ &lt; 0 at the start): a witness that reaches its end early by tracking error stays on the edge;
 * from vertex mode it
 * switches to edge i (start at its end) when (Q − V)·t⁻ &lt; 0, or to edge i + 1 (start at its start) when
 * (Q − V)·t⁺ &gt; 0.
 *
 * <p><b>Event location.</b> When a switching function says "left" at the end of an update, the first instant
 * τ ∈ (0, dt] where it does is located by a fixed-step scan on the sub-step grid and bisection to
 * {@link #EVENT_TOLERANCE}, each trial re-integrating the active pair from the step start to τ with the poses
 * interpolated between the update's start and end poses (translation linear, rotation by slerp, as the
 * constant-velocity model of {@link FeaturePairTracker#update}). The reset map (edge → its end vertex; vertex →
 * the edge it is left towards, starting at that end) is applied at τ and the rest of the step is integrated in
 * the new mode; {@link #lastEvents()} gives the located switches.
 *
 * <p><b>Chattering guard.</b> At most {@link #MAX_SWITCHES} switches per update, and an edge entered from a
 * vertex is not left again in the same update (it starts at its end, where the edge → vertex test would fire
 * before the witness has moved).
 */
public final class PointBodyTracker {

    /** Largest number of mode switches in one update. */
    public static final int MAX_SWITCHES = 4;

    /** Width of the bracket of a located switch instant (bisection stops below it). */
    public static final Tolerance EVENT_TOLERANCE = SwitchLocator.EVENT_TOLERANCE;

    private final PlanarBody body;
    private final Integrator method;
    private final double gain;
    private final double step;
    private FeaturePairTracker tracker;
    private int edge;
    private int vertex;
    private List<SwitchEvent> events = List.of();
    private Pose3 poseA;
    private Pose3 poseQ;
    private final double[] e = new double[ParametricFeature.EVALUATION_LENGTH];
    private final double[] s = new double[ParametricFeature.EVALUATION_LENGTH];

    /**
     * Starts on an edge.
     *
     * @param body the body A
     * @param point the point, in the coordinates of its own pose
     * @param method the integrator
     * @param gain the gain K (1/s)
     * @param step the step h (s)
     * @param startEdge index of the initial edge
     * @param poseA pose of the body
     * @param poseQ pose of the point's frame
     * @throws IllegalArgumentException naming the argument if the edge index is out of range, an argument is null,
     *     or the gain is not below K_max (see {@link Integrator#checkGain})
     */
    public PointBodyTracker(PlanarBody body, Vec3 point, Integrator method, double gain, double step, int startEdge,
            Pose3 poseA, Pose3 poseQ) {
        if (body == null || point == null) {
            throw new IllegalArgumentException("body/point is null; both are required");
        }
        if (startEdge < 0 || startEdge >= body.edges().size()) {
            throw new IllegalArgumentException("startEdge = " + startEdge + "; it must lie in [0, "
                    + (body.edges().size() - 1) + "]");
        }
        this.body = body;
        this.method = method;
        this.gain = gain;
        this.step = step;
        this.q = new PointFeature("Q", point);
        CurveFeature c = body.edges().get(startEdge);
        this.edge = startEdge;
        this.vertex = -1;
        this.poseA = poseA;
        this.poseQ = poseQ;
        this.tracker = new FeaturePairTracker(c, q, method, gain, step, new double[] {(c.t0() + c.t1()) / 2},
                new double[0], poseA, poseQ);
    }

    private final PointFeature q;

    /**
     * The active feature: "edge i" or "vertex i".
     *
     * @return a description of the mode
     */
    public String activeFeature() {
        return edge >= 0 ? "edge " + edge : "vertex " + vertex;
    }

    /**
     * Number of mode switches in the last update.
     *
     * @return the count, at most {@link #MAX_SWITCHES}
     */
    public int lastSwitches() {
        return events.size();
    }

    /**
     * The switches of the last update, in order, each with its located time within the update.
     *
     * @return the events (empty if none), immutable
     */
    public List<SwitchEvent> lastEvents() {
        return events;
    }

    /**
     * Offset within the last update of its first switch.
     *
     * @return the time (s), empty if the last update did not switch
     */
    public OptionalDouble lastSwitchTime() {
        return events.isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(events.get(0).time());
    }

    /**
     * Advances to new poses, locating switches inside the step.
     *
     * @param newPoseA new pose of the body
     * @param newPoseQ new pose of the point's frame
     * @param dt elapsed time (s)
     * @return the result in the (possibly switched) mode
     * @throws IllegalArgumentException as {@link FeaturePairTracker#update}
     */
    public TrackingResult update(Pose3 newPoseA, Pose3 newPoseQ, double dt) {
        Pose3 startA = poseA;
        Pose3 startQ = poseQ;
        TrackingResult r = tracker.update(newPoseA, newPoseQ, dt);
        poseA = newPoseA;
        poseQ = newPoseQ;
        events = List.of();
        if (!leaves(r)) {
            return r;
        }
        List<SwitchEvent> found = new ArrayList<>();
        double t0 = 0;
        while (found.size() < MAX_SWITCHES && t0 < dt && leaves(r)) {
            final double segment = t0;
            double tau = SwitchLocator.locate(t0, dt, tracker.substepLength(),
                    t -> leaves(stateAt(t, segment, startA, startQ, newPoseA, newPoseQ, dt)));
            r = stateAt(tau, segment, startA, startQ, newPoseA, newPoseQ, dt);
            String from = activeFeature();
            boolean switched = switchMode(r);
            if (switched) {
                found.add(new SwitchEvent(tau, from, activeFeature()));
            }
            r = dt - tau > 0 ? tracker.update(newPoseA, newPoseQ, dt - tau) : tracker.current();
            poseA = newPoseA;
            poseQ = newPoseQ;
            t0 = tau;
            if (!switched || edge >= 0) {
                // chattering guard: an edge entered from a vertex starts at that vertex and is not left again
                break;
            }
        }
        events = List.copyOf(found);
        return r;
    }

    /** Moves the active pair to offset τ of the step (segment from t0) with interpolated poses. */
    private TrackingResult stateAt(double tau, double t0, Pose3 startA, Pose3 startQ, Pose3 endA, Pose3 endQ,
            double dt) {
        tracker.integrateTo(tau - t0);
        poseA = SwitchLocator.interpolate(startA, endA, tau / dt);
        poseQ = SwitchLocator.interpolate(startQ, endQ, tau / dt);
        return tracker.resultNow();
    }

    /** The switching functions without switching: edge witness at an end, or Q out of the vertex region. */
    private boolean leaves(TrackingResult r) {
        int n = body.edges().size();
        if (edge >= 0) {
            return leavesAtEnd(r) || leavesAtStart(r);
        }
        Vec3 d = poseQ.apply(q.point()).subtract(vertexPoint(vertex));
        return d.dot(endTangent(body.edges().get(vertex))) < 0
                || d.dot(startTangent(body.edges().get((vertex + 1) % n))) > 0;
    }

    private boolean switchMode(TrackingResult r) {
        int n = body.edges().size();
        if (edge >= 0) {
            if (leavesAtEnd(r)) {
                toVertex(edge);
                return true;
            }
            if (leavesAtStart(r)) {
                toVertex((edge + n - 1) % n);
                return true;
            }
            return false;
        }
        CurveFeature before = body.edges().get(vertex);
        CurveFeature after = body.edges().get((vertex + 1) % n);
        Vec3 d = poseQ.apply(q.point()).subtract(vertexPoint(vertex));
        if (d.dot(endTangent(before)) < 0) {
            toEdge(vertex, before.t1());
            return true;
        }
        if (d.dot(startTangent(after)) > 0) {
            toEdge((vertex + 1) % n, after.t0());
            return true;
        }
        return false;
    }

    /** Edge witness held at its end and Q in the end vertex's region: (Q − V)·t⁻ &gt; 0. */
    private boolean leavesAtEnd(TrackingResult r) {
        CurveFeature c = body.edges().get(edge);
        return r.u() >= c.t1() && poseQ.apply(q.point()).subtract(vertexPoint(edge)).dot(endTangent(c)) > 0;
    }

    /** Edge witness held at its start and Q in the start vertex's region: (Q − V)·t⁺ &lt; 0. */
    private boolean leavesAtStart(TrackingResult r) {
        CurveFeature c = body.edges().get(edge);
        int n = body.edges().size();
        return r.u() <= c.t0()
                && poseQ.apply(q.point()).subtract(vertexPoint((edge + n - 1) % n)).dot(startTangent(c)) < 0;
    }

    private Vec3 vertexPoint(int v) {
        CurveFeature c = body.edges().get(v);
        c.evaluate(c.t1(), 0, e);
        return poseA.apply(new Vec3(e[0], e[1], e[2]));
    }

    private Vec3 endTangent(CurveFeature c) {
        c.evaluate(c.t1(), 0, e);
        return poseA.applyVector(new Vec3(e[3], e[4], e[5])).normalize();
    }

    private Vec3 startTangent(CurveFeature c) {
        c.evaluate(c.t0(), 0, s);
        return poseA.applyVector(new Vec3(s[3], s[4], s[5])).normalize();
    }

    private void toVertex(int v) {
        CurveFeature c = body.edges().get(v);
        c.evaluate(c.t1(), 0, e);
        PointFeature p = new PointFeature("vertex " + v, new Vec3(e[0], e[1], e[2]));
        tracker = new FeaturePairTracker(p, q, method, gain, step, new double[0], new double[0], poseA, poseQ);
        edge = -1;
        vertex = v;
    }

    private void toEdge(int i, double t) {
        tracker = new FeaturePairTracker(body.edges().get(i), q, method, gain, step, new double[] {t}, new double[0],
                poseA, poseQ);
        edge = i;
        vertex = -1;
    }
}

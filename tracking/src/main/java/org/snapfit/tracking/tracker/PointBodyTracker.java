package org.snapfit.tracking.tracker;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.tracking.model.CurveFeature;
import org.snapfit.tracking.model.Feature;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.PlanarBody;
import org.snapfit.tracking.model.PointFeature;
import org.snapfit.tracking.model.TrackingResult;

/**
 * Hybrid tracking of a moving point against a moving convex {@link PlanarBody}: modes are the body's edges and
 * vertices, switched Lin–Canny style when the point leaves the exterior Voronoi region of the active feature.
 * Mutable engine.
 *
 * <p><b>Voronoi tests.</b> At vertex V between edge i (unit end tangent t⁻) and edge i + 1 (unit start tangent
 * t⁺) the vertex region is (Q − V)·t⁻ ≥ 0 and (Q − V)·t⁺ ≤ 0. From edge mode the tracker switches to a vertex
 * when the witness parameter is held at that end (the end point is then the edge's closest point, so the
 * distance does not increase); from vertex mode it
 * switches to edge i (start at its end) when (Q − V)·t⁻ &lt; 0, or to edge i + 1 (start at its start) when
 * (Q − V)·t⁺ &gt; 0. Switches are detected at the end of each update (no event location inside the step) and at
 * most {@link #MAX_SWITCHES} happen per update (chattering guard).
 */
public final class PointBodyTracker {

    /** Largest number of mode switches in one update. */
    public static final int MAX_SWITCHES = 4;

    private final PlanarBody body;
    private final Integrator method;
    private final double gain;
    private final double step;
    private FeaturePairTracker tracker;
    private int edge;
    private int vertex;
    private int switches;
    private Pose3 poseA;
    private Pose3 poseQ;
    private final double[] e = new double[Feature.EVALUATION_LENGTH];
    private final double[] s = new double[Feature.EVALUATION_LENGTH];

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
        return switches;
    }

    /**
     * Advances to new poses.
     *
     * @param newPoseA new pose of the body
     * @param newPoseQ new pose of the point's frame
     * @param dt elapsed time (s)
     * @return the result in the (possibly switched) mode
     * @throws IllegalArgumentException as {@link FeaturePairTracker#update}
     */
    public TrackingResult update(Pose3 newPoseA, Pose3 newPoseQ, double dt) {
        TrackingResult r = tracker.update(newPoseA, newPoseQ, dt);
        poseA = newPoseA;
        poseQ = newPoseQ;
        switches = 0;
        while (switches < MAX_SWITCHES && switchMode(r)) {
            switches++;
            r = tracker.current();
            if (edge >= 0) {
                // an edge entered from a vertex starts at that vertex: it needs a step before its end can count
                break;
            }
        }
        return r;
    }

    private boolean switchMode(TrackingResult r) {
        int n = body.edges().size();
        if (edge >= 0) {
            CurveFeature c = body.edges().get(edge);
            if (r.u() >= c.t1()) {
                toVertex(edge);
                return true;
            }
            if (r.u() <= c.t0()) {
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

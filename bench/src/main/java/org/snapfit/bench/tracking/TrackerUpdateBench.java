package org.snapfit.bench.tracking;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.core.curve.EllipseArc2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.transform.Frame3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.model.CurveFeature;
import org.snapfit.tracking.model.Integrator;
import org.snapfit.tracking.model.PatchFeature;
import org.snapfit.tracking.model.TrackingResult;
import org.snapfit.tracking.tracker.FeaturePairTracker;

/**
 * One warm {@link FeaturePairTracker#update} (RK2, h = 1 ms, K = 1000) while body B oscillates: patch–patch on two
 * sphere patches and curve–curve on two circular arcs: one feature pair, no switching test (the two-body update
 * with switching is {@link DistanceTrackerBench}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class TrackerUpdateBench {
    private static final double H = 1e-3;
    private final Pose3[] posesB = new Pose3[64];
    private FeaturePairTracker patches;
    private FeaturePairTracker curves;
    private int k;

    /** Builds both trackers and a cycle of poses for B. */
    @Setup
    public void setUp() {
        Vec3 c = Vec3.of(1.5, 2.5, 0.5);
        for (int i = 0; i < posesB.length; i++) {
            double a = 2 * Math.PI * i / posesB.length;
            posesB[i] = Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, 0.05 * Math.sin(a)),
                    c.add(Vec3.of(0.05 * Math.cos(a), 0.05 * Math.sin(a), 0)));
        }
        PatchFeature a = new PatchFeature("A", new SphericalSurface(Frame3.WORLD, 1), 0.2, 2.0, -1, 1);
        PatchFeature b = new PatchFeature("B", new SphericalSurface(Frame3.WORLD, 0.7), 3.3, 5.0, -1, 1);
        patches = new FeaturePairTracker(a, b, Integrator.RK2, 1000, H, new double[] {1.0, 0.2},
                new double[] {4.2, -0.2}, Pose3.IDENTITY, posesB[0]);
        double phi = Math.atan2(2.5, 1.5);
        CurveFeature ca = CurveFeature.of("A", EllipseArc2.circle(0, 0, 1, phi - 1, phi + 1));
        CurveFeature cb = CurveFeature.of("B", EllipseArc2.circle(0, 0, 0.7, phi + Math.PI - 1, phi + Math.PI + 1));
        curves = new FeaturePairTracker(ca, cb, Integrator.RK2, 1000, H, new double[] {phi},
                new double[] {phi + Math.PI}, Pose3.IDENTITY, posesB[0]);
    }

    /**
     * Patch–patch update.
     *
     * @return the result
     */
    @Benchmark
    public TrackingResult patchPatch() {
        k = (k + 1) & (posesB.length - 1);
        return patches.update(Pose3.IDENTITY, posesB[k], H);
    }

    /**
     * Curve–curve update.
     *
     * @return the result
     */
    @Benchmark
    public TrackingResult curveCurve() {
        k = (k + 1) & (posesB.length - 1);
        return curves.update(Pose3.IDENTITY, posesB[k], H);
    }
}

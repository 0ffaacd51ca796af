package org.snapfit.tracking.brep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Shell;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;

/**
 * The cell bound: a lower bound on the distance between two features' points, exact for parallel planes, and the
 * seeds it gives only where a critical point may lie. Closed forms on a box (parallel faces; a ball over a face's
 * interior and off its edge) and, on seeded pairs of the faces of {@link TaylorCellsTest} (sphere, torus, B-spline
 * patches, L-shaped plane) in random poses, the property the pruning rests on: the bound is never above the distance
 * of any pair of the faces' points (40 × 40 parameter grids each).
 */
class CellBoundTest {

    static LongStream seeds() {
        return LongStream.range(1, 7);
    }

    @Test
    void parallelFacesOfTwoBoxes_areBoundedExactly() {
        BrepPart a = BrepPart.of("a", BrepDistanceTest.box(2, 2, 2), Pose3.IDENTITY);
        BrepPart b = BrepPart.of("b", BrepDistanceTest.box(3, 3, 1), Pose3.IDENTITY);
        // a's bottom face z = 0 (face 0) above b's top face z = 1 (face 1), 0.75 apart, overlapping
        Pose3 pa = Pose3.of(Quaternion.IDENTITY, Vec3.of(0.4, 0.3, 1.75));
        double bound = lower(a, pa, 0, true, b, 1, true, 0.5, Double.POSITIVE_INFINITY);
        assertThat(bound).isCloseTo(0.75, within(1e-12));
    }

    @Test
    void ballOverAFace_seedsTheFoot_andBallOffTheFace_seedsOnlyTheEdge() {
        double r = 0.5;
        BrepPart ball = BrepPart.of("ball", BrepDistanceTest.sphere(r), Pose3.IDENTITY);
        BrepPart box = BrepPart.of("box", BrepDistanceTest.box(2, 2, 2), Pose3.IDENTITY);
        // over the top face z = 2 (face 1), centre above (1.3, 0.8): distance 1.2 − r, foot (1.3, 0.8, 2)
        Pose3 over = Pose3.of(Quaternion.IDENTITY, Vec3.of(1.3, 0.8, 3.2));
        CellBound c = new CellBound();
        double bound = lower(c, ball, over, 0, true, box, 1, true, 1.2 - r + 0.3, Double.POSITIVE_INFINITY);
        assertThat(bound).isLessThanOrEqualTo(1.2 - r);
        assertThat(c.seedCount()).isPositive();
        // the seed's point of B lies within one grid cell of the foot (the top face's cells are 2/12 wide)
        double[] o = new double[Geometry.LENGTH];
        box.faces[1].evaluate(c.seeds[0], 2, o);
        assertThat(Vec3.of(o[0], o[1], o[2]).subtract(Vec3.of(1.3, 0.8, 2)).norm()).isLessThan(2.0 / 12 * 1.5);
        // off the face beyond its edge x = 2: the closest point lies on that edge, the face holds no critical point
        // (its normal is never along the way to the ball) and gets no seed; the edge (x = 2, z = 2) does
        Pose3 off = Pose3.of(Quaternion.IDENTITY, Vec3.of(2.9, 0.8, 3.2));
        double gap = Math.hypot(0.9, 1.2) - r;
        bound = lower(c, ball, off, 0, true, box, 1, true, gap + 0.3, Double.POSITIVE_INFINITY);
        assertThat(bound).isLessThanOrEqualTo(gap);
        assertThat(c.seedCount()).isZero();
        int edge = edgeAt(box, Vec3.of(2, 1, 2));
        lower(c, ball, off, 0, true, box, edge, false, gap + 0.3, Double.POSITIVE_INFINITY);
        assertThat(c.seedCount()).isPositive();
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void seededFacePairs_theBoundIsNeverAboveADistanceOfTheirPoints(long seed) {
        Random rnd = new Random(seed);
        List<Face> faces = TaylorCellsTest.faces(rnd);
        for (int fa = 0; fa < faces.size(); fa++) {
            int fb = rnd.nextInt(faces.size());
            BrepPart a = part(faces.get(fa));
            BrepPart b = part(faces.get(fb));
            Quaternion q = Quaternion.fromAxisAngle(Vec3.of(rnd.nextGaussian(), rnd.nextGaussian(),
                    rnd.nextGaussian()).normalize(), 3 * rnd.nextDouble());
            Pose3 pa = Pose3.of(q, Vec3.of(rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian()).scale(8));
            double sampled = sampledDistance(a, pa, b);
            double bound = lower(a, pa, 0, true, b, 0, true, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
            assertThat(bound).as("seed %d: %s against %s", seed, a.faceKinds[0], b.faceKinds[0])
                    .isLessThanOrEqualTo(sampled);
        }
    }

    private static BrepPart part(Face f) {
        return BrepPart.of("f", new Body("f", List.of(new Shell(List.of(f), false)), false), Pose3.IDENTITY);
    }

    /** The smallest distance between points of A's face 0 (posed) and B's face 0 on 40 × 40 grids in their regions. */
    private static double sampledDistance(BrepPart a, Pose3 pa, BrepPart b) {
        List<Vec3> pb = grid(b, Pose3.IDENTITY);
        double best = Double.POSITIVE_INFINITY;
        for (Vec3 p : grid(a, pa)) {
            for (Vec3 q : pb) {
                best = Math.min(best, p.subtract(q).norm());
            }
        }
        return best;
    }

    private static List<Vec3> grid(BrepPart part, Pose3 pose) {
        java.util.ArrayList<Vec3> out = new java.util.ArrayList<>();
        org.snapfit.core.body.FaceDomain d = part.domains[0];
        double[] o = new double[Geometry.LENGTH];
        for (int i = 0; i <= 40; i++) {
            for (int j = 0; j <= 40; j++) {
                double u = d.uMin() + (d.uMax() - d.uMin()) * i / 40;
                double v = d.vMin() + (d.vMax() - d.vMin()) * j / 40;
                if (d.contains(u, v)) {
                    d.surface().evaluate(u, v, o);
                    out.add(pose.apply(Vec3.of(o[0], o[1], o[2])));
                }
            }
        }
        return out;
    }

    private static double lower(BrepPart a, Pose3 pa, int ia, boolean faceA, BrepPart b, int ib, boolean faceB,
            double floor, double cap) {
        return lower(new CellBound(), a, pa, ia, faceA, b, ib, faceB, floor, cap);
    }

    private static double lower(CellBound c, BrepPart a, Pose3 pa, int ia, boolean faceA, BrepPart b, int ib,
            boolean faceB, double floor, double cap) {
        PosedPart wa = new PosedPart(a);
        PosedPart wb = new PosedPart(b);
        wa.place(pa);
        wb.place(Pose3.IDENTITY);
        return c.lower(wa, faceA ? ia : a.faces.length + ia, wb, faceB ? ib : b.faces.length + ib, floor, cap);
    }

    /** The edge of a part passing through a point. */
    private static int edgeAt(BrepPart p, Vec3 x) {
        double[] o = new double[Geometry.LENGTH];
        for (int e = 0; e < p.edges.length; e++) {
            Geometry g = p.edges[e];
            for (int k = 0; k <= 8; k++) {
                double[] t = {g.lo(0) + (g.hi(0) - g.lo(0)) * k / 8};
                g.evaluate(t, 0, o);
                if (Vec3.of(o[0], o[1], o[2]).subtract(x).norm() < 1e-9) {
                    return e;
                }
            }
        }
        throw new AssertionError("no edge through " + x);
    }
}

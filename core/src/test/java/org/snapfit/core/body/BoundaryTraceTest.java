package org.snapfit.core.body;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.curve.ParametricCurve2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.CylindricalSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Plane;
import org.snapfit.core.surface.SeamedSurface;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.transform.Frame3;

/**
 * The boundary of trimmed faces in parameter space: seams placed by orientation whatever edge a loop starts with,
 * B-spline surfaces closed in u or in v, pcurves read instead of inverted points, and the grid index of
 * {@link FaceDomain} against its direct rule.
 */
class BoundaryTraceTest {

    private static final double R = 3;
    private static final double H = 7;
    private static final double ROOT_HALF = Math.sqrt(0.5);

    /** A 2D line p + t·d in (u, v). */
    private record Line2(double pu, double pv, double du, double dv) implements ParametricCurve2 {
        @Override
        public double tMin() {
            return Double.NEGATIVE_INFINITY;
        }

        @Override
        public double tMax() {
            return Double.POSITIVE_INFINITY;
        }

        @Override
        public void evaluate(double t, double[] out) {
            out[0] = pu + t * du;
            out[1] = pv + t * dv;
            out[2] = du;
            out[3] = dv;
            out[4] = 0;
            out[5] = 0;
        }
    }

    /** The lateral face of a cylinder as STEP writers build it: bottom circle, seam, top circle back, seam back. */
    private static List<OrientedEdge> lateralLoop(boolean pcurves) {
        Vertex v0 = new Vertex(new Vec3(R, 0, 0));
        Vertex v1 = new Vertex(new Vec3(R, 0, H));
        Edge bottom = new Edge(new Circle3(Frame3.WORLD, R), 0, 2 * Math.PI, v0, v0);
        Edge top = new Edge(new Circle3(Frame3.of(new Vec3(0, 0, H), Vec3.Z, Vec3.X), R), 0, 2 * Math.PI, v1, v1);
        Edge seam = new Edge(new Line3(new Vec3(R, 0, 0), Vec3.Z), 0, H, v0, v1);
        List<OrientedEdge> loop = new ArrayList<>(List.of(new OrientedEdge(bottom, true), new OrientedEdge(seam, true),
                new OrientedEdge(top, false), new OrientedEdge(seam, false)));
        if (pcurves) {
            // u = angle, v = height: the circles are lines v = const, the seam's two uses the sides u = 2π and u = 0
            loop.set(0, loop.get(0).withPcurve(new Line2(0, 0, 1, 0)));
            loop.set(1, loop.get(1).withPcurve(new Line2(2 * Math.PI, 0, 0, 1)));
            loop.set(2, loop.get(2).withPcurve(new Line2(0, H, 1, 0)));
            loop.set(3, loop.get(3).withPcurve(new Line2(0, 0, 0, 1)));
        }
        return loop;
    }

    private static double area(ParametricSurface s, boolean sense, List<OrientedEdge> loop, int rotation) {
        List<OrientedEdge> r = new ArrayList<>(loop);
        Collections.rotate(r, rotation);
        return FaceIntegrator.integrate(new Face(s, sense, List.of(Loop.of(r))), Vec3.ZERO)[0];
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void integrate_seamFaceStartingAtAnyEdge_givesTheClosedForm(boolean pcurves) {
        List<OrientedEdge> loop = lateralLoop(pcurves);
        ParametricSurface cyl = new CylindricalSurface(Frame3.WORLD, R);
        for (int rot = 0; rot < 4; rot++) {
            // closed form 2πrh, whatever edge the loop starts with
            assertThat(area(cyl, true, loop, rot)).as("rotation " + rot).isCloseTo(2 * Math.PI * R * H,
                    within(1e-11 * R * H));
        }
    }

    /**
     * The same cylinder wall as a rational B-spline surface closed in u (the I-DEAS export of a hole): a quadratic
     * NURBS circle (nine poles on the square, weights 1 and √½, knots 0, ¼, ½, ¾, 1) extruded linearly in v, or the
     * same with u and v swapped (closed in v).
     */
    static BSplineSurface nurbsCylinder(boolean closedInV) {
        double[][] ring = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}, {1, 0}};
        double[] circleKnots = {0, 0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1, 1};
        double[] lineKnots = {0, 0, 1, 1};
        List<List<Vec3>> net = new ArrayList<>();
        double[][] w;
        if (!closedInV) {
            w = new double[9][2];
            for (int i = 0; i < 9; i++) {
                double wi = i % 2 == 0 ? 1 : ROOT_HALF;
                net.add(List.of(new Vec3(R * ring[i][0], R * ring[i][1], 0), new Vec3(R * ring[i][0], R * ring[i][1], H)));
                w[i][0] = wi;
                w[i][1] = wi;
            }
            return BSplineSurface.of(2, 1, circleKnots, lineKnots, net, w);
        }
        w = new double[2][9];
        for (int k = 0; k < 2; k++) {
            List<Vec3> row = new ArrayList<>();
            for (int i = 0; i < 9; i++) {
                row.add(new Vec3(R * ring[i][0], R * ring[i][1], k * H));
                w[k][i] = i % 2 == 0 ? 1 : ROOT_HALF;
            }
            net.add(row);
        }
        return BSplineSurface.of(1, 2, lineKnots, circleKnots, net, w);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void integrate_closedBsplineWall_everyLoopStartAndBothSenses(boolean closedInV) {
        BSplineSurface s = nurbsCylinder(closedInV);
        // closure found from the surface: the period is the knot range of the closed direction
        ParametricSurface seamed = SeamedSurface.of(s);
        assertThat(closedInV ? seamed.vPeriod() : seamed.uPeriod()).isEqualTo(1.0);
        assertThat(closedInV ? seamed.uPeriod() : seamed.vPeriod()).isZero();
        // the surface normal S_u × S_v points outwards when closed in u (u around, v up) and inwards when closed in
        // v (u up, v around): the loop (bottom forward, seam up, top back, seam down) has the wall on its left seen
        // from outside, so it bounds a face of sense true in the first case and false in the second
        List<OrientedEdge> loop = lateralLoop(false);
        for (int rot = 0; rot < 4; rot++) {
            assertThat(area(s, !closedInV, loop, rot)).as("rotation " + rot).isCloseTo(2 * Math.PI * R * H,
                    within(1e-10 * R * H));
        }
        // the reversed face (every use reversed, sense flipped) is the same wall
        Face f = new Face(s, !closedInV, List.of(Loop.of(loop))).flipped();
        assertThat(FaceIntegrator.integrate(f, Vec3.ZERO)[0]).isCloseTo(2 * Math.PI * R * H, within(1e-10 * R * H));
    }

    @Test
    void seamedSurface_openSurface_isReturnedUnchanged() {
        ParametricSurface p = new Plane(Frame3.WORLD);
        ParametricSurface c = new CylindricalSurface(Frame3.WORLD, 1);
        // unbounded or already periodic: nothing to wrap
        assertThat(SeamedSurface.of(p)).isSameAs(p);
        assertThat(SeamedSurface.of(c)).isSameAs(c);
        BSplineSurface s = nurbsCylinder(false);
        ParametricSurface seamed = SeamedSurface.of(s);
        // evaluation one period over is the same point (wrapped into the domain)
        assertThat(seamed.point(1.3, 0.4).distance(s.point(0.3, 0.4))).isLessThan(1e-12);
        assertThat(SeamedSurface.of(seamed)).isSameAs(seamed);
    }

    // ---- the membership index against the direct rule ----

    /** An L-shaped planar face (non-convex): outer (0,0)-(6,0)-(6,2)-(2,2)-(2,5)-(0,5), a round hole at (1, 1). */
    private static Face lFace() {
        double[][] p = {{0, 0}, {6, 0}, {6, 2}, {2, 2}, {2, 5}, {0, 5}};
        List<OrientedEdge> outer = new ArrayList<>();
        for (int i = 0; i < p.length; i++) {
            Vec3 a = new Vec3(p[i][0], p[i][1], 0);
            Vec3 b = new Vec3(p[(i + 1) % p.length][0], p[(i + 1) % p.length][1], 0);
            outer.add(new OrientedEdge(new Edge(new Line3(a, b.subtract(a)), 0, 1, new Vertex(a), new Vertex(b)), true));
        }
        Vertex h = new Vertex(new Vec3(1.4, 1, 0));
        Edge hole = new Edge(new Circle3(Frame3.of(new Vec3(1, 1, 0), Vec3.Z, Vec3.X), 0.4), 0, 2 * Math.PI, h, h);
        return new Face(new Plane(Frame3.WORLD), true, List.of(Loop.of(outer), Loop.of(List.of(
                new OrientedEdge(hole, false)))));
    }

    /** A spherical cap above latitude 0.5 rad, bounded by one circle (its loop winds around the u period). */
    private static Face cap() {
        double r = 2;
        double z = r * Math.sin(0.5);
        double rho = r * Math.cos(0.5);
        Vertex v = new Vertex(new Vec3(rho, 0, z));
        Edge c = new Edge(new Circle3(Frame3.of(new Vec3(0, 0, z), Vec3.Z, Vec3.X), rho), 0, 2 * Math.PI, v, v);
        return new Face(new SphericalSurface(Frame3.WORLD, r), true, List.of(Loop.of(List.of(new OrientedEdge(c, true)))));
    }

    /** An L with a hole, a sphere cap (wrapped), a cylinder wall and a closed B-spline wall (both across a seam). */
    private static final List<FaceDomain> DOMAINS = List.of(FaceIntegrator.domain(lFace()),
            FaceIntegrator.domain(cap()), FaceIntegrator.domain(new Face(new CylindricalSurface(Frame3.WORLD, R), true,
                    List.of(Loop.of(lateralLoop(false))))),
            FaceIntegrator.domain(new Face(nurbsCylinder(false), true, List.of(Loop.of(lateralLoop(false))))));

    static Stream<Arguments> points() {
        return Cases.of(20261128L, 40, Gens.longs());
    }

    @ParameterizedTest
    @MethodSource("points")
    void contains_indexedQuery_agreesWithTheDirectRule(long seed) {
        forPoints(seed, (d, u, v) -> assertThat(d.contains(u, v)).as("%s at (%s, %s), seed %d", d.surface().kind(),
                u, v, seed).isEqualTo(d.containsSlow(u, v)));
    }

    /** A check of a domain at a point. */
    private interface PointCheck {
        void check(FaceDomain d, double u, double v);
    }

    /**
     * 200 seeded points per domain over its box and a margin around it (outside representatives of periodic
     * parameters too).
     */
    private static void forPoints(long seed, PointCheck check) {
        SplittableRandom rnd = new SplittableRandom(seed);
        for (FaceDomain d : DOMAINS) {
            double du = d.uMax() - d.uMin();
            double dv = d.vMax() - d.vMin();
            for (int k = 0; k < 200; k++) {
                double u = d.uMin() - 0.3 * du + 1.6 * du * rnd.nextDouble();
                double v = d.vMin() - 0.3 * dv + 1.6 * dv * rnd.nextDouble();
                check.check(d, u, v);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("points")
    void boundaryDistance_chunkedSearch_equalsTheFullScan(long seed) {
        // the skipped boxes only hold farther segments: the same distance to the last bit
        forPoints(seed, (d, u, v) -> assertThat(d.boundaryDistance(u, v)).as("%s at (%s, %s), seed %d",
                d.surface().kind(), u, v, seed).isEqualTo(d.boundaryDistanceScan(u, v)));
    }

    @Test
    void contains_lFace_closedFormMembership() {
        FaceDomain d = FaceIntegrator.domain(lFace());
        // the notch (4, 4) and the hole's centre (1, 1) are outside; the legs (5, 1) and (1, 4) inside
        assertThat(d.contains(4, 4)).isFalse();
        assertThat(d.contains(1, 1)).isFalse();
        assertThat(d.contains(5, 1)).isTrue();
        assertThat(d.contains(1, 4)).isTrue();
        assertThat(d.contains(1.5, 1)).isTrue();
        // nearest boundary use: the point (4, 2.1) lies above the segment (6,2)-(2,2), the outer loop's use 2
        assertThat(d.nearestUse(4, 2.1)).isEqualTo(2);
        // the hole is the second loop's only use, numbered after the outer loop's six
        assertThat(d.nearestUse(1.2, 1)).isEqualTo(6);
        assertThat(d.useCount()).isEqualTo(7);
    }

    @Test
    void domain_pcurveSeam_isTheSameRegion() {
        Face plain = new Face(new CylindricalSurface(Frame3.WORLD, R), true, List.of(Loop.of(lateralLoop(false))));
        Face withCurves = new Face(new CylindricalSurface(Frame3.WORLD, R), true, List.of(Loop.of(lateralLoop(true))));
        FaceDomain a = FaceIntegrator.domain(plain);
        FaceDomain b = FaceIntegrator.domain(withCurves);
        // the wall spans the whole period between the circles: the same box from inverted points and from pcurves
        assertThat(new double[] {b.uMin(), b.uMax(), b.vMin(), b.vMax()}).containsExactly(
                new double[] {a.uMin(), a.uMax(), a.vMin(), a.vMax()}, within(1e-12));
        assertThat(b.uMax() - b.uMin()).isCloseTo(2 * Math.PI, within(1e-12));
        assertThat(b.contains(1, 3)).isTrue();
        assertThat(b.contains(1, H + 0.5)).isFalse();
    }
}

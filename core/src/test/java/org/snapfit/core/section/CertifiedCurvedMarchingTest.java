package org.snapfit.core.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Shell;
import org.snapfit.core.curve.BSplineBasis;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.ChordRule;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.SurfaceOfRevolution;
import org.snapfit.core.surface.ToroidalSurface;
import org.snapfit.core.transform.Frame3;

/**
 * Certified marching on tori in general position and on surfaces of revolution of B-spline profiles (polynomial
 * and rational), each a whole-surface face so that every section curve is a closed curve found by the island
 * search ({@link EnclosureCells}). Properties over seeded random surfaces and planes: every curve is marched with a
 * certified chord bound, and the true curve lies within the reported bound of the polygon. The oracle is
 * independent of the marcher: the points where the true curve crosses the lines of a fine parameter grid, each
 * found by bisection of the plane's signed distance of the exact surface along the grid line (60 halvings). Small
 * islands that the coarse grid of the parameter box misses (no sign change at its points) are found on both.
 */
class CertifiedCurvedMarchingTest {

    private static final double CHORD = SectionOptions.DEFAULT_CHORD_TOLERANCE_MM;
    /** Largest rounding of a free vertex to the chord rule's grid (half its diagonal), with a rounding margin. */
    private static final double ON_CURVE = ChordRule.of(CHORD).grid() * Math.sqrt(0.5) * (1 + 1e-9);
    private static final int ORACLE_GRID = 400;

    private static Body whole(ParametricSurface s) {
        return new Body("part", List.of(new Shell(List.of(new Face(s, true, List.of())), false)), false);
    }

    /** The plane through o with normal n (both rounded to exact dyadic rationals); x axis (−n_y, n_x, 0). */
    private static SectionPlane plane(Vec3 o, Vec3 n) {
        ExactPoint3 ne = ExactPoint3.fromVec3(n);
        return new SectionPlane(ExactPoint3.fromVec3(o), ne, new ExactPoint3(ne.y().negate(), ne.x(), Rational.ZERO));
    }

    private static BodySection cut(ParametricSurface s, SectionPlane p) {
        return BrepSectioner.cut(whole(s), CutFrame.of(p), ExactData.NONE, SectionOptions.defaults());
    }

    /** Points (section coordinates) where the true curve crosses the lines of a grid over the parameter box. */
    private static List<double[]> oracle(ParametricSurface s, CutFrame f, double u0, double u1, double v0, double v1) {
        List<double[]> out = new ArrayList<>();
        for (int dir = 0; dir < 2; dir++) {
            for (int line = 0; line <= ORACLE_GRID; line++) {
                for (int k = 0; k < ORACLE_GRID; k++) {
                    double a = dir == 0 ? u0 + (u1 - u0) * line / ORACLE_GRID : v0 + (v1 - v0) * line / ORACLE_GRID;
                    double lo = dir == 0 ? v0 : u0;
                    double w = (dir == 0 ? v1 - v0 : u1 - u0) / ORACLE_GRID;
                    double t0 = lo + k * w;
                    double t1 = t0 + w;
                    double g0 = h(s, f, dir, a, t0);
                    double g1 = h(s, f, dir, a, t1);
                    if ((g0 < 0) == (g1 < 0)) {
                        continue;
                    }
                    for (int it = 0; it < 60; it++) {
                        double tm = (t0 + t1) / 2;
                        double gm = h(s, f, dir, a, tm);
                        if ((gm < 0) == (g0 < 0)) {
                            t0 = tm;
                            g0 = gm;
                        } else {
                            t1 = tm;
                        }
                    }
                    out.add(f.toSection(dir == 0 ? s.point(a, t0) : s.point(t0, a)));
                }
            }
        }
        return out;
    }

    private static double h(ParametricSurface s, CutFrame f, int dir, double a, double t) {
        return f.distance(dir == 0 ? s.point(a, t) : s.point(t, a));
    }

    /** Checks the cut against the oracle: certified wording, bounds within the tolerance, true points within. */
    private static void checkAgainstOracle(String label, ParametricSurface s, SectionPlane p, int loops,
            double v0, double v1) {
        BodySection cut = cut(s, p);
        assertThat(cut.hasErrors()).as(label + ": " + cut.issues()).isFalse();
        assertThat(cut.loops()).as(label + ": " + cut.issues()).hasSize(loops);
        assertThat(cut.issues()).as(label).allSatisfy(i -> {
            if (i.kind() == SectionIssue.Kind.APPROXIMATED) {
                assertThat(i.message()).contains("chord error certified");
            }
        });
        assertThat(cut.issues()).as(label).anyMatch(i -> i.kind() == SectionIssue.Kind.APPROXIMATED);
        double bound = 0;
        for (SectionLoop l : cut.loops()) {
            assertThat(l.errorBound()).as(label).isLessThanOrEqualTo(CHORD);
            bound = Math.max(bound, l.errorBound());
        }
        List<double[]> truth = oracle(s, CutFrame.of(p), s.uMin(), s.uMax(), v0, v1);
        assertThat(truth.size()).as(label).isGreaterThan(100);
        for (double[] q : truth) {
            assertThat(ContourMarcherCertifiedTest.distanceToLoops(q, cut.loops())).as(label + ", true point (%s, %s)", q[0], q[1])
                    .isLessThanOrEqualTo(bound);
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void torusInGeneralPosition_trueCurveWithinTheCertifiedBound(int seed) {
        Random r = new Random(seed);
        double big = 6 + 4 * r.nextDouble();
        double small = 1 + 2 * r.nextDouble();
        ToroidalSurface t = new ToroidalSurface(Frame3.of(Vec3.ZERO, Vec3.Z, Vec3.X), big, small);
        // tilted so that no closed form applies; through the tube on both sides of the hole: two closed curves
        double a = 0.05 + 0.15 * r.nextDouble();
        double b = 0.05 + 0.15 * r.nextDouble();
        double c = (r.nextDouble() - 0.5) * 0.2 * small;
        SectionPlane p = plane(new Vec3(0, 0, c), new Vec3(a, b, 1));
        checkAgainstOracle("torus R " + big + " r " + small + ", seed " + seed, t, p, 2, t.vMin(), t.vMax());
    }

    /** A barrel: a cubic B-spline profile x(z) bulging from 4 to about 7 over z in [−5, 5], about the z axis. */
    private static SurfaceOfRevolution barrel(Random r, boolean rational) {
        double[] knots = BSplineBasis.expand(new double[] {0, 1}, new int[] {4, 4});
        List<Vec3> cp = List.of(new Vec3(4, 0, -5), new Vec3(6 + r.nextDouble(), 0, -2),
                new Vec3(6 + r.nextDouble(), 0, 2), new Vec3(4, 0, 5));
        double[] w = rational ? new double[] {1, 0.7 + 0.7 * r.nextDouble(), 0.7 + 0.7 * r.nextDouble(), 1} : null;
        return new SurfaceOfRevolution(BSplineCurve3.of(3, knots, cp, w), Vec3.ZERO, Vec3.Z);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void revolutionOfASplineInGeneralPosition_trueCurveWithinTheCertifiedBound(int seed) {
        check(seed, false);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6})
    void revolutionOfARationalSplineInGeneralPosition_trueCurveWithinTheCertifiedBound(int seed) {
        check(seed, true);
    }

    private static void check(int seed, boolean rational) {
        Random r = new Random(seed);
        SurfaceOfRevolution s = barrel(r, rational);
        // tilted by at most 0.3 and within 1 of the middle: the curve stays clear of the barrel's ends
        double a = 0.05 + 0.25 * r.nextDouble();
        double b = 0.05 + 0.25 * r.nextDouble();
        SectionPlane p = plane(new Vec3(0, 0, 2 * r.nextDouble() - 1), new Vec3(a, b, 1));
        checkAgainstOracle((rational ? "rational " : "") + "barrel, seed " + seed, s, p, 1, s.vMin(), s.vMax());
    }

    /**
     * The tangent plane at S(u0, v0) moved by eps into the surface: near an elliptic point of a convex part it cuts a
     * small island around the point.
     */
    private static SectionPlane islandPlane(ParametricSurface s, double u0, double v0, double eps) {
        Vec3 n = s.normal(u0, v0);
        return plane(s.point(u0, v0).subtract(n.scale(eps)), n);
    }

    /** No sign change of the plane's distance between neighbours along u of the coarse grid: the grid misses it. */
    private static void assertGridMisses(ParametricSurface s, SectionPlane p) {
        CutFrame f = CutFrame.of(p);
        int n = MarchedPieces.CLOSED_GRID;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= n; j++) {
                double u = s.uMin() + (s.uMax() - s.uMin()) * i / n;
                double v = s.vMin() + (s.vMax() - s.vMin()) * j / n;
                double u2 = s.uMin() + (s.uMax() - s.uMin()) * (i + 1) / n;
                assertThat(f.distance(s.point(u, v)) < 0).as("grid %d, %d", i, j)
                        .isEqualTo(f.distance(s.point(u2, v)) < 0);
            }
        }
    }

    /** The island: one loop, certified, its vertices on the surface and the plane within the rounding. */
    private static void checkIsland(ParametricSurface s, SectionPlane p, double u0, double v0, double span) {
        BodySection cut = cut(s, p);
        assertThat(cut.hasErrors()).as(cut.issues().toString()).isFalse();
        assertThat(cut.loops()).as(cut.issues().toString()).hasSize(1);
        SectionLoop l = cut.loops().get(0);
        assertThat(l.vertices().size()).isGreaterThanOrEqualTo(6);
        assertThat(l.errorBound()).isLessThanOrEqualTo(CHORD);
        assertThat(cut.issues()).anyMatch(i -> i.message().contains("closed section curve inside this")
                && i.message().contains("chord error certified"));
        List<double[]> truth = oracle(s, CutFrame.of(p), u0 - span, u0 + span, v0 - span, v0 + span);
        assertThat(truth.size()).isGreaterThan(20);
        for (double[] q : truth) {
            assertThat(ContourMarcherCertifiedTest.distanceToLoops(q, cut.loops())).as("true point (%s, %s)", q[0], q[1])
                    .isLessThanOrEqualTo(l.errorBound());
        }
    }

    @Test
    void torus_smallIslandMissedByTheGrid_isFound() {
        ToroidalSurface t = new ToroidalSurface(Frame3.of(Vec3.ZERO, Vec3.Z, Vec3.X), 8, 2);
        // an outer point (elliptic, its tangent plane supports the torus): the island is about 0.06 x 0.15 mm
        SectionPlane p = islandPlane(t, 0.1, 0.6, 1e-3);
        assertGridMisses(t, p);
        checkIsland(t, p, 0.1, 0.6, 0.1);
        // the torus's radius checks the vertices: distance to the tube's centre circle is the minor radius
        CutFrame f = CutFrame.of(p);
        for (ExactPoint2 v : cut(t, p).loops().get(0).vertices()) {
            Vec3 q = f.fromSection(v.x().doubleValue(), v.y().doubleValue());
            double rho = Math.hypot(q.x(), q.y());
            assertThat(Math.abs(Math.hypot(rho - 8, q.z()) - 2)).as("vertex %s", v).isLessThanOrEqualTo(ON_CURVE);
        }
    }

    @Test
    void revolution_smallIslandMissedByTheGrid_isFound() {
        SurfaceOfRevolution s = barrel(new Random(7), true);
        SectionPlane p = islandPlane(s, 0.1, 0.45, 1e-3);
        assertGridMisses(s, p);
        checkIsland(s, p, 0.1, 0.45, 0.1);
    }
}

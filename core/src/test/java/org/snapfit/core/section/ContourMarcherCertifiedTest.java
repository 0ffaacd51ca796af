package org.snapfit.core.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.body.Shell;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.curve.BSplineBasis;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;

/**
 * Property: on random polynomial B-spline height fields over [0, 5]² (bicubic, 3 × 3 knot spans, boundary in z = 0,
 * heights f(u)·g(v) from a seeded generator; also with random weights in [0.7, 1.4]) cut by a plane z = c between
 * 10 % and 90 % of the top, every section loop is marched with a certified
 * chord bound, and the true curve stays within the reported bound of the polygon. The oracle is independent of the
 * marcher: the true curve's points where it crosses the lines of a 250 × 250 parameter grid, each found by bisection
 * of the height along the grid line (to 60 halvings), so they lie on the curve to rounding.
 */
class ContourMarcherCertifiedTest {

    private static final int N = 6;
    private static final double SIDE = 5;
    private static final int ORACLE_GRID = 250;
    private static final double CHORD = SectionOptions.DEFAULT_CHORD_TOLERANCE_MM;

    /** Control heights rising then falling (0 at both ends), so the B-spline function has one maximum. */
    private static double[] unimodal(Random r) {
        double[] v = new double[4];
        for (int i = 0; i < 4; i++) {
            v[i] = 0.3 + r.nextDouble();
        }
        java.util.Arrays.sort(v);
        return new double[] {0, v[0], v[2], v[3], v[1], 0};
    }

    /**
     * z = f(u)·g(v) with f and g unimodal and positive inside: one maximum and no other critical point, so every plane
     * z = c below the top cuts one closed curve.
     */
    private static BSplineSurface surface(Random r, boolean rational) {
        double[] a = unimodal(r);
        double[] b = unimodal(r);
        double[][] w = rational ? new double[N][N] : null;
        if (rational) {
            for (double[] row : w) {
                for (int j = 0; j < N; j++) {
                    row[j] = 0.7 + 0.7 * r.nextDouble();
                }
            }
        }
        List<List<Vec3>> net = new ArrayList<>();
        for (int i = 0; i < N; i++) {
            List<Vec3> row = new ArrayList<>();
            for (int j = 0; j < N; j++) {
                row.add(new Vec3(SIDE * i / (N - 1), SIDE * j / (N - 1), a[i] * b[j]));
            }
            net.add(row);
        }
        double[] knots = BSplineBasis.expand(new double[] {0, 1, 2, 3}, new int[] {4, 1, 1, 4});
        return BSplineSurface.of(3, 3, knots, knots, net, w);
    }

    private static Body body(BSplineSurface s) {
        Vec3[] c = {s.point(0, 0), s.point(3, 0), s.point(3, 3), s.point(0, 3)};
        Vertex[] v = new Vertex[4];
        for (int i = 0; i < 4; i++) {
            v[i] = new Vertex(c[i]);
        }
        List<OrientedEdge> loop = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Vertex a = v[i];
            Vertex b = v[(i + 1) % 4];
            loop.add(new OrientedEdge(new Edge(new Line3(a.point(), b.point().subtract(a.point())), 0, 1, a, b), true));
        }
        Face face = new Face(s, true, List.of(Loop.of(loop)));
        return new Body("field", List.of(new Shell(List.of(face), false)), false);
    }

    /** Points of the true curve z = c where it crosses the oracle grid's lines. */
    private static List<double[]> oracle(BSplineSurface s, double c) {
        List<double[]> out = new ArrayList<>();
        double step = 3.0 / ORACLE_GRID;
        for (int line = 1; line < ORACLE_GRID; line++) {
            for (int dir = 0; dir < 2; dir++) {
                for (int k = 0; k < ORACLE_GRID; k++) {
                    double a = line * step;
                    double t0 = k * step;
                    double t1 = t0 + step;
                    double g0 = height(s, dir, a, t0) - c;
                    double g1 = height(s, dir, a, t1) - c;
                    if ((g0 < 0) == (g1 < 0)) {
                        continue;
                    }
                    for (int it = 0; it < 60; it++) {
                        double tm = (t0 + t1) / 2;
                        double gm = height(s, dir, a, tm) - c;
                        if ((gm < 0) == (g0 < 0)) {
                            t0 = tm;
                            g0 = gm;
                        } else {
                            t1 = tm;
                        }
                    }
                    Vec3 p = dir == 0 ? s.point(a, t0) : s.point(t0, a);
                    out.add(new double[] {p.x(), p.y()});
                }
            }
        }
        return out;
    }

    private static double height(BSplineSurface s, int dir, double a, double t) {
        return (dir == 0 ? s.point(a, t) : s.point(t, a)).z();
    }

    /** The distance from a point to the nearest edge of the loops (section coordinates). */
    static double distanceToLoops(double[] p, List<SectionLoop> loops) {
        double best = Double.POSITIVE_INFINITY;
        for (SectionLoop l : loops) {
            List<ExactPoint2> v = l.vertices();
            for (int i = 0; i < v.size(); i++) {
                ExactPoint2 a = v.get(i);
                ExactPoint2 b = v.get((i + 1) % v.size());
                best = Math.min(best, segment(p, a.x().doubleValue(), a.y().doubleValue(), b.x().doubleValue(),
                        b.y().doubleValue()));
            }
        }
        return best;
    }

    private static double segment(double[] p, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        double l2 = dx * dx + dy * dy;
        double t = l2 == 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - ax) * dx + (p[1] - ay) * dy) / l2));
        return Math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomHeightField_trueCurveWithinTheCertifiedBound(int seed) {
        check(seed, false);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    void randomRationalHeightField_trueCurveWithinTheCertifiedBound(int seed) {
        check(seed, true);
    }

    private static void check(int seed, boolean rational) {
        Random r = new Random(seed);
        BSplineSurface s = surface(r, rational);
        double top = 0;
        for (int i = 0; i <= 100; i++) {
            for (int j = 0; j <= 100; j++) {
                top = Math.max(top, s.point(0.03 * i, 0.03 * j).z());
            }
        }
        double c = (0.1 + 0.8 * r.nextDouble()) * top;
        String label = (rational ? "rational, " : "") + "seed " + seed + ", plane z = " + c;
        SectionPlane plane = new SectionPlane(new ExactPoint3(Rational.ZERO, Rational.ZERO, Rational.fromDouble(c)),
                ExactPoint3.of(0, 0, 1), ExactPoint3.of(1, 0, 0));
        BodySection cut = BrepSectioner.cut(body(s), CutFrame.of(plane), ExactData.NONE, SectionOptions.defaults());
        assertThat(cut.hasErrors()).as(label + ": " + cut.issues()).isFalse();
        assertThat(cut.loops()).as(label).isNotEmpty();
        assertThat(cut.issues()).as(label).allSatisfy(i -> {
            if (i.kind() == SectionIssue.Kind.APPROXIMATED) {
                assertThat(i.message()).contains("certified");
            }
        });
        double bound = 0;
        for (SectionLoop l : cut.loops()) {
            assertThat(l.errorBound()).as(label).isLessThanOrEqualTo(CHORD);
            bound = Math.max(bound, l.errorBound());
        }
        List<double[]> truth = oracle(s, c);
        assertThat(truth.size()).as(label).isGreaterThan(100);
        for (double[] p : truth) {
            assertThat(distanceToLoops(p, cut.loops())).as(label + ", true point (%s, %s)", p[0], p[1])
                    .isLessThanOrEqualTo(bound);
        }
    }
}

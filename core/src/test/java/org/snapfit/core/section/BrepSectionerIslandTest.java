package org.snapfit.core.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.body.Shell;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.curve.BSplineBasis;
import org.snapfit.core.curve.ChordRule;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;

/**
 * A dome-like bicubic Bézier face over the square [0, 3]² whose boundary lies in z = 0, cut by planes z = c near its
 * top: closed section curves that cross no edge. The control points (i, j, a_i·a_j) with a = (0, 1, 1/2, 0) give
 * x = 3u, y = 3v and z = f(u)·f(v) with f(u) = 3u(1 − u)(1 − u/2); f is largest at u* = 1 − 1/√3 with f(u*) = 1/√3, so
 * the top is (3 − √3, 3 − √3, 1/3) in closed form. Near it z ≈ 1/3 − (3/2)(δu² + δv²).
 */
class BrepSectionerIslandTest {

    private static final double CHORD = SectionOptions.DEFAULT_CHORD_TOLERANCE_MM;
    /** Largest rounding of a computed vertex to the chord rule's dyadic grid: half the grid diagonal (mm). */
    private static final double ON_CURVE = ChordRule.of(CHORD).grid() * Math.sqrt(0.5) * (1 + 1e-9);
    private static final double TOP = 3 - Math.sqrt(3);

    private static double f(double u) {
        return 3 * u * (1 - u) * (1 - u / 2);
    }

    private static double height(double x, double y) {
        return f(x / 3) * f(y / 3);
    }

    static Body dome() {
        double[] a = {0, 1, 0.5, 0};
        List<List<Vec3>> net = new java.util.ArrayList<>();
        for (int i = 0; i < 4; i++) {
            List<Vec3> row = new java.util.ArrayList<>();
            for (int j = 0; j < 4; j++) {
                row.add(new Vec3(i, j, a[i] * a[j]));
            }
            net.add(row);
        }
        double[] knots = BSplineBasis.expand(new double[] {0, 1}, new int[] {4, 4});
        BSplineSurface s = BSplineSurface.of(3, 3, knots, knots, net, null);
        Vertex v00 = new Vertex(new Vec3(0, 0, 0));
        Vertex v30 = new Vertex(new Vec3(3, 0, 0));
        Vertex v33 = new Vertex(new Vec3(3, 3, 0));
        Vertex v03 = new Vertex(new Vec3(0, 3, 0));
        List<OrientedEdge> loop = List.of(edge(v00, v30), edge(v30, v33), edge(v33, v03), edge(v03, v00));
        Face face = new Face(s, true, List.of(Loop.of(loop)));
        return new Body("dome", List.of(new Shell(List.of(face), false)), false);
    }

    private static OrientedEdge edge(Vertex a, Vertex b) {
        Vec3 d = b.point().subtract(a.point());
        return new OrientedEdge(new Edge(new Line3(a.point(), d), 0, 1, a, b), true);
    }

    private static BodySection cut(Rational c) {
        SectionPlane p = new SectionPlane(new ExactPoint3(Rational.ZERO, Rational.ZERO, c), ExactPoint3.of(0, 0, 1),
                ExactPoint3.of(1, 0, 0));
        return BrepSectioner.cut(dome(), CutFrame.of(p), ExactData.NONE, SectionOptions.defaults());
    }

    /** Distance from the top (in x, y) to the true curve z = c along the ray through angle t, by bisection. */
    private static double trueRadius(double c, double t) {
        double lo = 0;
        double hi = 1.2;
        for (int k = 0; k < 200; k++) {
            double m = (lo + hi) / 2;
            if (height(TOP + m * Math.cos(t), TOP + m * Math.sin(t)) > c) {
                lo = m;
            } else {
                hi = m;
            }
        }
        return lo;
    }

    @Test
    void planeJustBelowTheTop_smallIslandMissedByTheGrid_isFoundOnTheTrueCurve() {
        double eps = 1e-4;
        Rational c = Rational.of(1, 3).subtract(Rational.fromDouble(eps));
        // the coarse grid of the parameter box: no grid point is above the plane, so the grid sees no sign change
        int n = MarchedPieces.CLOSED_GRID;
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                assertThat(height(3.0 * i / n, 3.0 * j / n)).as("grid point %d, %d", i, j).isLessThan(c.doubleValue());
            }
        }
        BodySection s = cut(c);
        assertThat(s.hasErrors()).as(s.issues().toString()).isFalse();
        assertThat(s.loops()).hasSize(1);
        SectionLoop l = s.loops().get(0);
        assertThat(l.vertices().size()).isGreaterThanOrEqualTo(8);
        double radius = Math.sqrt(2 * eps / 3) * 3;
        for (ExactPoint2 v : l.vertices()) {
            double dx = v.x().doubleValue() - TOP;
            double dy = v.y().doubleValue() - TOP;
            double r = Math.hypot(dx, dy);
            assertThat(r).as("vertex %s", v).isCloseTo(trueRadius(c.doubleValue(), Math.atan2(dy, dx)),
                    org.assertj.core.data.Offset.offset(2 * ON_CURVE));
            // the island is small: its radius is close to the quadratic model's sqrt(2 eps / 3) (in u) times 3
            assertThat(r).isBetween(0.8 * radius, 1.2 * radius);
        }
        assertThat(l.errorBound()).isLessThanOrEqualTo(CHORD);
    }

    @Test
    void planeJustAboveTheTop_givesNoLoopAndNoDiagnostic() {
        BodySection s = cut(Rational.of(1, 3).add(Rational.fromDouble(1e-4)));
        assertThat(s.loops()).isEmpty();
        assertThat(s.issues()).isEmpty();
    }

    @Test
    void planeThroughTheTop_isATangentTouch() {
        BodySection s = cut(Rational.of(1, 3));
        assertThat(s.loops()).isEmpty();
        assertThat(s.hasErrors()).as(s.issues().toString()).isFalse();
        assertThat(s.issues()).anySatisfy(i -> {
            assertThat(i.kind()).isEqualTo(SectionIssue.Kind.TANGENT);
            assertThat(i.message()).contains("touches");
        });
    }

    @Test
    void planeWellBelowTheTop_givesOneLoopInsideTheFace() {
        BodySection s = cut(Rational.of(1, 5));
        assertThat(s.hasErrors()).as(s.issues().toString()).isFalse();
        assertThat(s.loops()).hasSize(1);
        for (ExactPoint2 v : s.loops().get(0).vertices()) {
            double dx = v.x().doubleValue() - TOP;
            double dy = v.y().doubleValue() - TOP;
            assertThat(Math.hypot(dx, dy)).isCloseTo(trueRadius(0.2, Math.atan2(dy, dx)),
                    org.assertj.core.data.Offset.offset(2 * ON_CURVE));
        }
    }
}

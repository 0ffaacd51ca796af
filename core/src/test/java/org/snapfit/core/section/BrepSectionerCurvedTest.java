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
import org.snapfit.core.curve.ChordRule;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.CylindricalSurface;
import org.snapfit.core.surface.Plane;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.surface.ToroidalSurface;
import org.snapfit.core.transform.Frame3;

/**
 * Curved B-rep faces built by hand (a cylinder with its seam as STEP writers build it, a whole sphere, a whole torus)
 * cut by planes whose sections have closed forms: every polygon vertex lies on the true curve, the polygon is within
 * the reported chord bound of it, and the loop count, area and diagnostics follow from the geometry.
 */
class BrepSectionerCurvedTest {

    private static final double CHORD = SectionOptions.DEFAULT_CHORD_TOLERANCE_MM;
    /** Largest rounding of a computed vertex to the chord rule's dyadic grid: half the grid diagonal (mm). */
    private static final double ON_CURVE = ChordRule.of(CHORD).grid() * Math.sqrt(0.5) * (1 + 1e-9);

    /** A cylinder of radius r and height h about the z axis: two disks and a lateral face with a seam at x = r. */
    static Body cylinder(double r, double h) {
        Vertex v0 = new Vertex(new Vec3(r, 0, 0));
        Vertex v1 = new Vertex(new Vec3(r, 0, h));
        Frame3 top = Frame3.of(new Vec3(0, 0, h), Vec3.Z, Vec3.X);
        Edge bottom = new Edge(new Circle3(Frame3.WORLD, r), 0, 2 * Math.PI, v0, v0);
        Edge upper = new Edge(new Circle3(top, r), 0, 2 * Math.PI, v1, v1);
        Edge seam = new Edge(new Line3(new Vec3(r, 0, 0), Vec3.Z), 0, h, v0, v1);
        Face lateral = new Face(new CylindricalSurface(Frame3.WORLD, r), true, List.of(Loop.of(List.of(
                new OrientedEdge(bottom, true), new OrientedEdge(seam, true), new OrientedEdge(upper, false),
                new OrientedEdge(seam, false)))));
        Face base = new Face(new Plane(Frame3.WORLD), false, List.of(Loop.of(List.of(new OrientedEdge(bottom, false)))));
        Face lid = new Face(new Plane(top), true, List.of(Loop.of(List.of(new OrientedEdge(upper, true)))));
        return new Body("cyl", List.of(new Shell(List.of(lateral, base, lid), true)), true);
    }

    private static SectionPlane plane(ExactPoint3 origin, ExactPoint3 normal, ExactPoint3 xAxis) {
        return new SectionPlane(origin, normal, xAxis);
    }

    private static BodySection cut(Body b, SectionPlane p) {
        return BrepSectioner.cut(b, CutFrame.of(p), ExactData.NONE, SectionOptions.defaults());
    }

    private static double area(SectionLoop l) {
        return Math.abs(l.doubleSignedArea().doubleValue()) / 2;
    }

    private static double perimeter(SectionLoop l) {
        double s = 0;
        List<ExactPoint2> v = l.vertices();
        for (int i = 0; i < v.size(); i++) {
            ExactPoint2 a = v.get(i);
            ExactPoint2 b = v.get((i + 1) % v.size());
            s += Math.hypot(b.x().doubleValue() - a.x().doubleValue(), b.y().doubleValue() - a.y().doubleValue());
        }
        return s;
    }

    @Test
    void cylinder_cutAcrossItsAxis_isACircleOfItsRadius() {
        SectionLoop l = single(cut(cylinder(5, 20), plane(ExactPoint3.of(0, 0, 10), ExactPoint3.of(0, 0, 1),
                ExactPoint3.of(1, 0, 0))));
        for (ExactPoint2 p : l.vertices()) {
            // closed form: x² + y² = 25
            assertThat(Math.abs(Math.hypot(p.x().doubleValue(), p.y().doubleValue()) - 5)).isLessThan(ON_CURVE);
        }
        assertThat(l.approximated()).isTrue();
        assertThat(l.errorBound()).isPositive().isLessThanOrEqualTo(CHORD);
        // every point of the polygon within the bound of the circle: |area − πr²| ≤ perimeter·bound
        assertThat(Math.abs(area(l) - 25 * Math.PI)).isLessThanOrEqualTo(perimeter(l) * l.errorBound());
    }

    @Test
    void cylinder_cutObliquely_isTheEllipseWithSemiAxesRAndROverCos() {
        // normal (0, -3, 4)/5: cos a = 4/5; section frame x = world x, y = n × x = (0, 4, 3)/5
        SectionLoop l = single(cut(cylinder(5, 20), plane(ExactPoint3.of(0, 0, 10), new ExactPoint3(Rational.ZERO,
                Rational.of(-3, 5), Rational.of(4, 5)), ExactPoint3.of(1, 0, 0))));
        double a = 5;
        double b = 5 / 0.8;
        for (ExactPoint2 p : l.vertices()) {
            double x = p.x().doubleValue();
            double y = p.y().doubleValue();
            // closed form: x²/a² + y²/b² = 1; the gradient of the left side is at most 2/a per mm near the curve
            assertThat(Math.abs(x * x / (a * a) + y * y / (b * b) - 1)).as("(%s, %s)", x, y)
                    .isLessThan(2 * ON_CURVE / a * (1 + 1e-3));
        }
        assertThat(l.errorBound()).isLessThanOrEqualTo(CHORD);
        assertThat(Math.abs(area(l) - Math.PI * a * b)).isLessThanOrEqualTo(perimeter(l) * l.errorBound());
    }

    @Test
    void cylinder_cutThroughItsAxis_isTheRectangleOfDiameterAndHeight() {
        // plane x = 0: section x = world y, section y = (1, 0, 0) × (0, 1, 0) = world z
        SectionLoop l = single(cut(cylinder(5, 20), plane(ExactPoint3.of(0, 0, 0), ExactPoint3.of(1, 0, 0),
                ExactPoint3.of(0, 1, 0))));
        for (ExactPoint2 p : l.vertices()) {
            double x = p.x().doubleValue();
            double y = p.y().doubleValue();
            // on the rectangle's boundary: |x| = 5 with 0 <= y <= 20, or y in {0, 20} with |x| <= 5
            double off = Math.min(Math.abs(Math.abs(x) - 5) + Math.max(0, Math.abs(y - 10) - 10),
                    Math.min(Math.abs(y), Math.abs(y - 20)) + Math.max(0, Math.abs(x) - 5));
            assertThat(off).as("(%s, %s)", x, y).isLessThan(ON_CURVE);
        }
        assertThat(Math.abs(area(l) - 200)).isLessThanOrEqualTo(60 * Math.max(l.errorBound(), ON_CURVE));
    }

    @Test
    void cylinder_planeBeyondIt_cutsNothing() {
        BodySection s = cut(cylinder(5, 20), plane(ExactPoint3.of(0, 0, 30), ExactPoint3.of(0, 0, 1),
                ExactPoint3.of(1, 0, 0)));
        assertThat(s.loops()).isEmpty();
    }

    @Test
    void sphere_cutOffCentre_isTheCircleOfRadiusSqrtR2MinusD2() {
        Face f = new Face(new SphericalSurface(Frame3.of(new Vec3(1, 2, 3), Vec3.Z, Vec3.X), 2), true, List.of());
        Body ball = new Body("s", List.of(new Shell(List.of(f), true)), true);
        BodySection s = cut(ball, plane(ExactPoint3.of(0, 0, 4), ExactPoint3.of(0, 0, 1), ExactPoint3.of(1, 0, 0)));
        SectionLoop l = single(s);
        double r = Math.sqrt(3);
        for (ExactPoint2 p : l.vertices()) {
            // closed form: centre (1, 2), radius sqrt(2² − 1²)
            assertThat(Math.abs(Math.hypot(p.x().doubleValue() - 1, p.y().doubleValue() - 2) - r))
                    .isLessThan(ON_CURVE);
        }
        assertThat(l.errorBound()).isLessThanOrEqualTo(CHORD);
        assertThat(Math.abs(area(l) - 3 * Math.PI)).isLessThanOrEqualTo(perimeter(l) * l.errorBound());
    }

    @Test
    void torus_cutThroughItsAxis_isTwoCirclesOfTheTubeRadius() {
        Face f = new Face(new ToroidalSurface(Frame3.WORLD, 5, 1), true, List.of());
        Body ring = new Body("t", List.of(new Shell(List.of(f), true)), true);
        // plane y = 0: section x = world x, section y = (0, 1, 0) × (1, 0, 0) = −world z
        BodySection s = cut(ring, plane(ExactPoint3.of(0, 0, 0), ExactPoint3.of(0, 1, 0), ExactPoint3.of(1, 0, 0)));
        assertThat(s.loops()).hasSize(2);
        for (SectionLoop l : s.loops()) {
            double cx = Math.signum(l.vertices().get(0).x().doubleValue()) * 5;
            for (ExactPoint2 p : l.vertices()) {
                // closed form: (x ∓ 5)² + y² = 1
                assertThat(Math.abs(Math.hypot(p.x().doubleValue() - cx, p.y().doubleValue()) - 1))
                        .isLessThan(ON_CURVE);
            }
            assertThat(l.errorBound()).isLessThanOrEqualTo(CHORD);
        }
    }

    private static SectionLoop single(BodySection s) {
        assertThat(s.loops()).as("loops; issues " + s.issues()).hasSize(1);
        return s.loops().get(0);
    }
}

package org.snapfit.cadimport.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileCircle;
import org.snapfit.core.body.ProfileOutline;
import org.snapfit.core.curve.ChordRule;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.section.SectionOptions;
import org.snapfit.core.section.SectionPlane;
import org.snapfit.core.testdata.TestData;

/**
 * Sections of curved FreeCAD/OCCT parts against their closed forms (test-data/section/gen_curved_fixtures.py and the
 * torus of test-data/step/freecad): every vertex lies on the curve within the grid rounding, every chord midpoint
 * within the chord tolerance (the distance to a point of the curve bounds the distance to the curve from above).
 */
class SectionClosedFormTest {

    private static final double TOL = SectionOptions.DEFAULT_CHORD_TOLERANCE_MM;
    /** Largest rounding of a free vertex: half the grid diagonal. */
    private static final double ROUNDING = ChordRule.of(TOL).grid() * Math.sqrt(0.5);
    /** Rounding of the data (12 significant digits of coordinates near 10 mm). */
    private static final double DATA = 1e-9;

    private static SectionImport cut(Path p, String plane) throws Exception {
        return SectionReader.read(p, SectionRequest.of(SectionPlane.parse(plane)));
    }

    private static List<ExactPoint2> only(SectionImport s) {
        List<ProfileOutline> os = s.profiles().layers().stream().flatMap(l -> l.outlines().stream()).toList();
        assertThat(os).hasSize(1);
        return os.get(0).vertices();
    }

    /** Checks vertices (rounding) and chord midpoints (chord tolerance) against a circle (distance |d − r|). */
    private static void onCircle(List<ExactPoint2> pts, double cx, double cy, double r, String what) {
        for (int i = 0; i < pts.size(); i++) {
            double ax = pts.get(i).x().doubleValue();
            double ay = pts.get(i).y().doubleValue();
            double bx = pts.get((i + 1) % pts.size()).x().doubleValue();
            double by = pts.get((i + 1) % pts.size()).y().doubleValue();
            assertThat(Math.abs(Math.hypot(ax - cx, ay - cy) - r)).as(what + " vertex " + i)
                    .isLessThanOrEqualTo(ROUNDING + DATA);
            assertThat(Math.abs(Math.hypot((ax + bx) / 2 - cx, (ay + by) / 2 - cy) - r)).as(what + " chord " + i)
                    .isLessThanOrEqualTo(TOL);
        }
    }

    @Test
    void obliqueCylinder_sectionIsTheEllipse() throws Exception {
        SectionImport s = cut(TestData.path("section", "oblique_cylinder.step"), "origin=0,0,0;normal=0,3,4;xaxis=1,0,0");
        List<ExactPoint2> pts = only(s);
        // closed form: the plane meets the axis at the origin at cos γ = 4/5: semi-axes 5 (x) and 5 / (4/5) = 25/4 (y)
        double a = 5;
        double b = 25.0 / 4;
        for (int i = 0; i < pts.size(); i++) {
            double x = pts.get(i).x().doubleValue();
            double y = pts.get(i).y().doubleValue();
            double t = Math.atan2(y / b, x / a);
            assertThat(Math.hypot(x - a * Math.cos(t), y - b * Math.sin(t))).as("vertex " + i)
                    .isLessThanOrEqualTo(ROUNDING + DATA);
            ExactPoint2 n = pts.get((i + 1) % pts.size());
            double mx = (x + n.x().doubleValue()) / 2;
            double my = (y + n.y().doubleValue()) / 2;
            double u = Math.atan2(my / b, mx / a);
            assertThat(Math.hypot(mx - a * Math.cos(u), my - b * Math.sin(u))).as("chord " + i).isLessThanOrEqualTo(TOL);
        }
        assertThat(s.parts().get(0).exact()).isFalse();
        assertThat(s.parts().get(0).errorBound()).isLessThanOrEqualTo(TOL);
    }

    @Test
    void sphere_sectionIsTheCircleWithExactCentreAndRadius() throws Exception {
        SectionImport s = cut(TestData.path("section", "sphere.step"), "z=6");
        // closed form: centre (1, 2, 3), r 5, plane 3 above the centre: radius sqrt(25 - 9) = 4, exactly rational
        List<ExactPoint2> pts = only(s);
        onCircle(pts, 1, 2, 4, "sphere");
        PlanarProfile l = s.profiles().layers().get(0);
        assertThat(l.circles()).extracting(ProfileCircle::centre).containsExactly(ExactPoint2.of(1, 2));
        assertThat(l.circles()).extracting(ProfileCircle::radius).containsExactly(Rational.of(4));
    }

    @Test
    void torusThroughItsAxis_sectionIsTwoTubeCircles() throws Exception {
        SectionImport s = cut(TestData.path("step", "freecad", "torus_ap203.step"), "x=0");
        // closed form: R 10, r 3 about z; the plane x = 0 (coordinates (y, z)) meets the tube in circles of radius 3
        // centred (10, 0) and (-10, 0)
        List<ProfileOutline> os = s.profiles().layers().get(0).outlines();
        assertThat(os).hasSize(2);
        for (ProfileOutline o : os) {
            double cx = Math.signum(o.vertices().get(0).x().doubleValue()) * 10;
            onCircle(o.vertices(), cx, 0, 3, "torus tube at " + cx);
        }
    }

    /** The Bézier curve of the profile: nearest point by dense sampling then Newton on the squared distance. */
    private static double bezierDistance(double x, double y) {
        double[][] p = {{0, 0}, {10, 20}, {30, -10}, {40, 10}};
        double best = Double.POSITIVE_INFINITY;
        double bt = 0;
        for (int i = 0; i <= 4000; i++) {
            double t = i / 4000.0;
            double[] q = bez(p, t);
            double d = Math.hypot(q[0] - x, q[1] - y);
            if (d < best) {
                best = d;
                bt = t;
            }
        }
        for (int k = 0; k < 40; k++) {
            double h = 1e-7;
            double d0 = sq(bez(p, bt), x, y);
            double dp = sq(bez(p, Math.min(1, bt + h)), x, y);
            double dm = sq(bez(p, Math.max(0, bt - h)), x, y);
            double g = (dp - dm) / (2 * h);
            double c = (dp - 2 * d0 + dm) / (h * h);
            if (!(c > 0)) {
                break;
            }
            bt = Math.max(0, Math.min(1, bt - g / c));
        }
        return Math.min(best, Math.sqrt(sq(bez(p, bt), x, y)));
    }

    private static double sq(double[] q, double x, double y) {
        return (q[0] - x) * (q[0] - x) + (q[1] - y) * (q[1] - y);
    }

    private static double[] bez(double[][] p, double t) {
        double s = 1 - t;
        double b0 = s * s * s;
        double b1 = 3 * s * s * t;
        double b2 = 3 * s * t * t;
        double b3 = t * t * t;
        return new double[] {b0 * p[0][0] + b1 * p[1][0] + b2 * p[2][0] + b3 * p[3][0],
            b0 * p[0][1] + b1 * p[1][1] + b2 * p[2][1] + b3 * p[3][1]};
    }

    private static void bezierProfile(String file) throws Exception {
        SectionImport s = cut(TestData.path("section", file), "z=5");
        List<ExactPoint2> pts = only(s);
        // the straight side keeps its exact corners
        assertThat(pts).contains(ExactPoint2.of(40, 10), ExactPoint2.of(40, -20), ExactPoint2.of(0, -20),
                ExactPoint2.of(0, 0));
        int curved = 0;
        for (int i = 0; i < pts.size(); i++) {
            ExactPoint2 a = pts.get(i);
            ExactPoint2 b = pts.get((i + 1) % pts.size());
            boolean straight = a.x().equals(b.x()) && (a.x().isZero() || a.x().equals(Rational.of(40)))
                    || a.y().equals(b.y()) && a.y().equals(Rational.of(-20));
            if (straight) {
                continue;
            }
            curved++;
            assertThat(bezierDistance(a.x().doubleValue(), a.y().doubleValue())).as(file + " vertex " + a)
                    .isLessThanOrEqualTo(ROUNDING + DATA);
            assertThat(bezierDistance((a.x().doubleValue() + b.x().doubleValue()) / 2,
                    (a.y().doubleValue() + b.y().doubleValue()) / 2)).as(file + " chord from " + a).isLessThanOrEqualTo(TOL);
        }
        assertThat(curved).as(file + " curved segments").isGreaterThan(10);
    }

    @Test
    void bezierExtrusion_closedForm_sectionIsTheBezierCurve() throws Exception {
        bezierProfile("bezier_extrusion.step");
    }

    @Test
    void bezierBSplineSurface_marched_sectionIsTheBezierCurve() throws Exception {
        bezierProfile("bezier_bspline.step");
    }

    @Test
    void tube_sectionWithHole_isSplitIntoSimplePiecesOfTheRingsArea() throws Exception {
        SectionImport s = cut(TestData.path("section", "tube.step"), "z=5");
        assertThat(s.parts().get(0).loops()).isEqualTo(2);
        List<ProfileOutline> os = s.profiles().layers().get(0).outlines();
        assertThat(os).hasSizeGreaterThanOrEqualTo(2);
        double area = os.stream().mapToDouble(o -> o.doubleSignedArea().doubleValue() / 2).sum();
        // closed form: π (6² − 4²) = 20π; inscribed polygons lose at most (2π·6 + 2π·4)·tol
        assertThat(Math.abs(area - 20 * Math.PI)).isLessThanOrEqualTo(2 * Math.PI * 10 * TOL);
        assertThat(s.diagnostics()).extracting(Diagnostic::message).anyMatch(m -> m.contains("1 hole(s)"));
        assertThat(s.diagnostics()).noneMatch(d -> d.severity() == Severity.ERROR);
    }

    @Test
    void nurbsCylinder_closedBSplineSurface_marchesAcrossItsSeamToTheCircle() throws Exception {
        // the cylinder r 5 as a rational B-spline surface closed in u (a seam, not periodic): the circle r 5
        SectionImport s = cut(TestData.path("section", "nurbs_cylinder.step"), "z=5");
        onCircle(only(s), 0, 0, 5, "NURBS cylinder");
        // every marching step, the ones across the seam too, has a certified chord bound
        assertThat(s.diagnostics()).extracting(Diagnostic::message).anyMatch(m -> m.contains("bspline face is"
                + " polygonised by marching") && m.contains("chord error certified"));
    }

    @Test
    void nurbsCylinder_cutObliquely_marchesAcrossItsSeamWithACertifiedBound() throws Exception {
        // the plane through (0, 0, 5) with normal (0, 1, 8): section y maps to (0, 8, -1) y / sqrt 65, so the section
        // is the ellipse x^2 + (8 y / sqrt 65)^2 = 25, and the curve crosses the surface's seam at x = 5
        SectionImport s = cut(TestData.path("section", "nurbs_cylinder.step"), "origin=0,0,5;normal=0,1,8;xaxis=1,0,0");
        List<ExactPoint2> pts = only(s);
        double k = 8 / Math.sqrt(65);
        for (int i = 0; i < pts.size(); i++) {
            double ax = pts.get(i).x().doubleValue();
            double ay = pts.get(i).y().doubleValue();
            double bx = pts.get((i + 1) % pts.size()).x().doubleValue();
            double by = pts.get((i + 1) % pts.size()).y().doubleValue();
            assertThat(Math.abs(Math.hypot(ax, k * ay) - 5)).as("vertex " + i).isLessThanOrEqualTo(ROUNDING + DATA);
            assertThat(Math.abs(Math.hypot((ax + bx) / 2, k * (ay + by) / 2) - 5)).as("chord " + i)
                    .isLessThanOrEqualTo(TOL);
        }
        assertThat(pts).anyMatch(p -> p.x().doubleValue() > 4.99);
        assertThat(s.diagnostics()).extracting(Diagnostic::message).anyMatch(m -> m.contains("bspline face is"
                + " polygonised by marching") && m.contains("chord error certified"));
    }

    /** Distance from the Bézier profile of bezier_extrusion.step (the curve and its three straight sides). */
    private static double profileDistance(double x, double y) {
        double d = bezierDistance(x, y);
        double[][] seg = {{40, 10, 40, -20}, {40, -20, 0, -20}, {0, -20, 0, 0}};
        for (double[] q : seg) {
            double dx = q[2] - q[0];
            double dy = q[3] - q[1];
            double t = Math.max(0, Math.min(1, ((x - q[0]) * dx + (y - q[1]) * dy) / (dx * dx + dy * dy)));
            d = Math.min(d, Math.hypot(x - q[0] - t * dx, y - q[1] - t * dy));
        }
        return d;
    }

    @Test
    void offsetSolid_sectionIsTheProfileOffsetByOne() throws Exception {
        // OCCT's offset by 1 of the Bézier solid: its curved side an OFFSET_SURFACE (marched, certified), its corners spheres
        // and cylinders; at mid-height every point of the section lies at distance 1 from the profile
        SectionImport s = cut(TestData.path("section", "offset_bezier.step"), "z=5");
        List<ExactPoint2> pts = only(s);
        for (int i = 0; i < pts.size(); i++) {
            ExactPoint2 a = pts.get(i);
            ExactPoint2 b = pts.get((i + 1) % pts.size());
            double ax = a.x().doubleValue();
            double ay = a.y().doubleValue();
            assertThat(Math.abs(profileDistance(ax, ay) - 1)).as("vertex " + a).isLessThanOrEqualTo(ROUNDING + DATA);
            double mx = (ax + b.x().doubleValue()) / 2;
            double my = (ay + b.y().doubleValue()) / 2;
            assertThat(Math.abs(profileDistance(mx, my) - 1)).as("chord from " + a).isLessThanOrEqualTo(TOL);
        }
        // the offset of an extruded B-spline curve: every step certified from the base's third derivatives, and
        // closed curves inside the face ruled out (one section point per u: the section is a single graph)
        assertThat(s.diagnostics()).extracting(Diagnostic::message).anyMatch(m -> m.contains("offset face is"
                + " polygonised by marching") && m.contains("chord error certified"));
        assertThat(s.diagnostics()).extracting(Diagnostic::message).noneMatch(m -> m.contains("not searched")
                || m.contains("not certified"));
    }
}

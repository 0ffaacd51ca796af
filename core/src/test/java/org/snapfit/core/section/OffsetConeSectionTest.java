package org.snapfit.core.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.ConicalSurface;
import org.snapfit.core.surface.CylindricalSurface;
import org.snapfit.core.surface.OffsetSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Plane;
import org.snapfit.core.surface.SurfaceOfRevolution;
import org.snapfit.core.surface.Uv;
import org.snapfit.core.transform.Frame3;

/**
 * Sections of bodies built by hand whose answers have closed forms: a pointed cone cut through its apex (a triangle
 * whose sides are the two rulings), a cylinder whose side is an OFFSET_SURFACE of a smaller cylinder (the circle of
 * radius r + δ, in closed form, not marched), and a box whose top is the offset of a B-spline sheet with a dip that
 * the plane cuts as a closed curve while also crossing the top's edges (the island found by the certified search,
 * every vertex on the offset surface).
 */
class OffsetConeSectionTest {

    private static final double CHORD = SectionOptions.DEFAULT_CHORD_TOLERANCE_MM;
    /** Largest rounding of a computed vertex to the chord rule's dyadic grid: half the grid diagonal (mm). */
    private static final double ON_CURVE = ChordRule.of(CHORD).grid() * Math.sqrt(0.5) * (1 + 1e-9);

    private static BodySection cut(Body b, SectionPlane p) {
        return BrepSectioner.cut(b, CutFrame.of(p), ExactData.NONE, SectionOptions.defaults());
    }

    /**
     * A pointed cone: base circle of radius 3 in z = 0, apex (0, 0, 4) (half-angle atan(3/4), axis −z from the base
     * centre, so the radius shrinks upwards), the seam at x &gt; 0, the apex a vertex loop.
     */
    private static Body pointedCone() {
        Vertex base = new Vertex(new Vec3(3, 0, 0));
        Vertex apex = new Vertex(new Vec3(0, 0, 4));
        Edge rim = new Edge(new Circle3(Frame3.WORLD, 3), 0, 2 * Math.PI, base, base);
        Edge seam = new Edge(new Line3(new Vec3(3, 0, 0), new Vec3(-3, 0, 4)), 0, 1, base, apex);
        ConicalSurface cone = new ConicalSurface(Frame3.of(Vec3.ZERO, new Vec3(0, 0, -1), Vec3.X), 3, Math.atan2(3, 4));
        Face side = new Face(cone, true, List.of(Loop.of(List.of(new OrientedEdge(rim, true),
                new OrientedEdge(seam, true), new OrientedEdge(seam, false)))));
        Face bottom = new Face(new Plane(Frame3.WORLD), false, List.of(Loop.of(List.of(new OrientedEdge(rim, false)))));
        return new Body("cone", List.of(new Shell(List.of(side, bottom), true)), true);
    }

    @Test
    void pointedCone_cutThroughItsApex_isTheTriangleOfItsTwoRulings() {
        // the plane x = 0 holds the axis: the rulings y = ±3(1 − z/4), the base chord from (0, −3) to (0, 3)
        SectionPlane p = new SectionPlane(ExactPoint3.of(0, 0, 0), ExactPoint3.of(1, 0, 0), ExactPoint3.of(0, 1, 0));
        BodySection s = cut(pointedCone(), p);
        List<ExactPoint2> v = onlyLoop(s);
        // section frame: x = y of the world, y = normal × x = z of the world
        assertThat(v).hasSize(3);
        assertHasVertices(v, new double[][] {{-3, 0}, {3, 0}, {0, 4}});
        assertThat(s.issues()).noneSatisfy(i -> assertThat(i.message()).contains("marching"));
    }

    /** The vertices of the section's one loop, the section free of errors. */
    private static List<ExactPoint2> onlyLoop(BodySection s) {
        assertThat(s.hasErrors()).as(s.issues().toString()).isFalse();
        assertThat(s.loops()).hasSize(1);
        return s.loops().get(0).vertices();
    }

    /** Each expected point is a vertex of the polygon to within the rounding of a vertex. */
    private static void assertHasVertices(List<ExactPoint2> v, double[][] expected) {
        for (double[] e : expected) {
            assertThat(v).as("a vertex at (%s, %s)", e[0], e[1]).anySatisfy(q -> assertThat(Math.hypot(
                    q.x().doubleValue() - e[0], q.y().doubleValue() - e[1])).isLessThanOrEqualTo(ON_CURVE));
        }
    }

    @Test
    void pointedCone_cutThroughItsApexObliquely_hasItsVerticesOnTheClosedFormRulings() {
        // the plane through the apex (0, 0, 4) with normal (4, 0, 1): 4x + z = 4 meets the base z = 0 where x = 1,
        // y = ±√8, and the cone along the two rulings from there to the apex
        SectionPlane p = new SectionPlane(ExactPoint3.of(0, 0, 4), ExactPoint3.of(4, 0, 1), ExactPoint3.of(0, 1, 0));
        List<ExactPoint2> v = onlyLoop(cut(pointedCone(), p));
        CutFrame f = CutFrame.of(p);
        double[] apex = f.toSection(new Vec3(0, 0, 4));
        double[] b1 = f.toSection(new Vec3(1, Math.sqrt(8), 0));
        double[] b2 = f.toSection(new Vec3(1, -Math.sqrt(8), 0));
        assertThat(v).hasSize(3);
        assertHasVertices(v, new double[][] {apex, b1, b2});
    }

    @Test
    void pointedCone_cutNearItsApex_isCertified_andWithinItsBoundOfTheTrueHyperbola() {
        // the plane y = 3/10 parallel to the axis, 0.3 from it (away from the seam at y = 0, x > 0): the hyperbola
        // x² + 0.09 = (3 − 0.75z)², sharply curved just below the apex at z = 3.6; section x axis = −x of the world
        nearApex(new SectionPlane(new ExactPoint3(Rational.ZERO, Rational.of(3, 10), Rational.ZERO),
                ExactPoint3.of(0, 1, 0), ExactPoint3.of(-1, 0, 0)));
    }

    @Test
    void pointedCone_cutParallelToARuling_isACertifiedParabola_onTheCone() {
        // the plane 4x + 3z = 59/5 is parallel to the ruling from the apex (0, 0, 4) to (3, 0, 0): a parabola whose
        // branch goes to infinity along that ruling (a pole of the section's parameter at u = 0, just outside the
        // face: the plane leaves the base circle at x = 2.95, u = ±acos(0.9833)); every point on the cone
        SectionPlane p = new SectionPlane(new ExactPoint3(Rational.of(59, 20), Rational.ZERO, Rational.ZERO),
                ExactPoint3.of(4, 0, 3), ExactPoint3.of(0, 1, 0));
        BodySection s = cut(pointedCone(), p);
        assertThat(s.hasErrors()).as(s.issues().toString()).isFalse();
        assertThat(s.issues()).anySatisfy(i -> assertThat(i.message()).contains("cone face is polygonised")
                .contains("chord error certified"));
        assertThat(s.loops()).hasSize(1);
        SectionLoop l = s.loops().get(0);
        CutFrame f = CutFrame.of(p);
        for (ExactPoint2 q : l.vertices()) {
            Vec3 w = f.origin().add(f.xAxis().scale(q.x().doubleValue())).add(f.yAxis().scale(q.y().doubleValue()));
            if (w.z() > 1e-9) {
                // on the cone x² + y² = (3 − 0.75 z)² (the base's vertices lie on its circle, z = 0)
                assertThat(Math.hypot(w.x(), w.y())).as("vertex %s", w).isCloseTo(3 - 0.75 * w.z(),
                        org.assertj.core.data.Offset.offset(ON_CURVE + 1e-9));
            }
        }
    }

    @Test
    void pointedCone_cutNearItsApexAcrossItsSeam_isTheSameHyperbola() {
        // the plane x = 3/10 crosses the seam (y = 0, x > 0) at the hyperbola's vertex; the rim crossings, rounded
        // to x = 0.2999…93, are as near the other branch's formula as this one's and must be matched to this one
        nearApex(new SectionPlane(new ExactPoint3(Rational.of(3, 10), Rational.ZERO, Rational.ZERO),
                ExactPoint3.of(1, 0, 0), ExactPoint3.of(0, 1, 0)));
    }

    /** The plane at distance 0.3 from the pointed cone's axis and parallel to it: the hyperbola, certified. */
    private static void nearApex(SectionPlane p) {
        BodySection s = cut(pointedCone(), p);
        assertThat(s.hasErrors()).as(s.issues().toString()).isFalse();
        assertThat(s.loops()).hasSize(1);
        assertThat(s.issues()).anySatisfy(i -> assertThat(i.message()).contains("cone face is polygonised")
                .contains("chord error certified"));
        SectionLoop l = s.loops().get(0);
        List<ExactPoint2> v = l.vertices();
        for (int k = 0; k <= 4000; k++) {
            double z = 3.6 * k / 4000;
            double r = 3 - 0.75 * z;
            double y = Math.sqrt(Math.max(0, r * r - 0.09));
            for (double[] q : new double[][] {{y, z}, {-y, z}}) {
                double best = Double.POSITIVE_INFINITY;
                for (int i = 0; i < v.size(); i++) {
                    ExactPoint2 a = v.get(i);
                    ExactPoint2 b = v.get((i + 1) % v.size());
                    best = Math.min(best, segment(q, a.x().doubleValue(), a.y().doubleValue(), b.x().doubleValue(),
                            b.y().doubleValue()));
                }
                assertThat(best).as("hyperbola point (%s, %s)", q[0], q[1])
                        .isLessThanOrEqualTo(l.errorBound() + ON_CURVE);
            }
        }
    }

    /** A cylinder of height 10 whose side is the offset by δ of the coaxial cylinder of radius r. */
    private static Body offsetCylinder(double r, double delta) {
        return tube(new CylindricalSurface(Frame3.WORLD, r), r, delta);
    }

    /**
     * A cylinder of height 10 about the z axis whose side is the offset by δ of {@code base}, a surface whose points
     * lie at distance r from the axis with the outward normal (so the side has radius r + δ).
     */
    private static Body tube(ParametricSurface baseSurface, double r, double delta) {
        double big = r + delta;
        Vertex v0 = new Vertex(new Vec3(big, 0, 0));
        Vertex v1 = new Vertex(new Vec3(big, 0, 10));
        Frame3 top = Frame3.of(new Vec3(0, 0, 10), Vec3.Z, Vec3.X);
        Edge bottom = new Edge(new Circle3(Frame3.WORLD, big), 0, 2 * Math.PI, v0, v0);
        Edge upper = new Edge(new Circle3(top, big), 0, 2 * Math.PI, v1, v1);
        Edge seam = new Edge(new Line3(new Vec3(big, 0, 0), Vec3.Z), 0, 10, v0, v1);
        Face lateral = new Face(new OffsetSurface(baseSurface, delta), true,
                List.of(Loop.of(List.of(new OrientedEdge(bottom, true), new OrientedEdge(seam, true),
                        new OrientedEdge(upper, false), new OrientedEdge(seam, false)))));
        Face base = new Face(new Plane(Frame3.WORLD), false, List.of(Loop.of(List.of(new OrientedEdge(bottom, false)))));
        Face lid = new Face(new Plane(top), true, List.of(Loop.of(List.of(new OrientedEdge(upper, true)))));
        return new Body("offset-cylinder", List.of(new Shell(List.of(lateral, base, lid), true)), true);
    }

    @Test
    void offsetOfACylinder_isCutAsTheCylinderOfRadiusRPlusDelta_inClosedForm() {
        SectionPlane p = new SectionPlane(ExactPoint3.of(0, 0, 5), ExactPoint3.of(0, 0, 1), ExactPoint3.of(1, 0, 0));
        BodySection s = cut(offsetCylinder(4, 1.5), p);
        assertThat(s.hasErrors()).as(s.issues().toString()).isFalse();
        assertThat(s.loops()).hasSize(1);
        for (ExactPoint2 q : s.loops().get(0).vertices()) {
            assertThat(Math.hypot(q.x().doubleValue(), q.y().doubleValue())).isCloseTo(5.5,
                    org.assertj.core.data.Offset.offset(ON_CURVE));
        }
        // the closed form's diagnostic (segments of the arc rule), not the marcher's
        assertThat(s.issues()).anySatisfy(i -> assertThat(i.message()).contains("is polygonised:"));
        assertThat(s.issues()).noneSatisfy(i -> assertThat(i.message()).contains("marching"));
    }

    @Test
    void offsetOfASurfaceOfRevolution_isMarchedWithACertifiedChord_onTheTrueOffset() {
        // the revolution of the line x = 4 about the z axis is the cylinder of radius 4 (no closed form is used for
        // an offset of a revolution); its offset by 1.5 is the cylinder of radius 5.5, cut obliquely by the plane
        // z = 5 − 0.3x: an ellipse on that cylinder
        SurfaceOfRevolution base = new SurfaceOfRevolution(new Line3(new Vec3(4, 0, 0), Vec3.Z), Vec3.ZERO, Vec3.Z);
        SectionPlane p = new SectionPlane(ExactPoint3.of(0, 0, 5), new ExactPoint3(Rational.of(3, 10), Rational.ZERO,
                Rational.ONE), ExactPoint3.of(0, 1, 0));
        BodySection s = cut(tube(base, 4, 1.5), p);
        assertThat(s.hasErrors()).as(s.issues().toString()).isFalse();
        assertThat(s.issues()).anySatisfy(i -> assertThat(i.message()).contains("offset face is polygonised by"
                + " marching").contains("chord error certified"));
        assertThat(s.issues()).noneSatisfy(i -> assertThat(i.message()).contains("not certified"));
        assertThat(s.loops()).hasSize(1);
        SectionLoop l = s.loops().get(0);
        CutFrame f = CutFrame.of(p);
        for (ExactPoint2 q : l.vertices()) {
            Vec3 w = f.origin().add(f.xAxis().scale(q.x().doubleValue())).add(f.yAxis().scale(q.y().doubleValue()));
            assertThat(Math.hypot(w.x(), w.y())).as("vertex %s", w).isCloseTo(5.5,
                    org.assertj.core.data.Offset.offset(l.errorBound() + ON_CURVE));
        }
    }

    @Test
    void offsetOfAPlane_isCutAlongTheLineOfTheMovedPlane_inClosedForm() {
        // the box's top is the plane z = 0 moved up by LIFT; the plane z = 0.6 − 0.2x leaves it along x = 1/2 and
        // cuts the side x = 6 at z = −0.6: the rectangle (x from 1/2 to 6) tilted in the plane
        OffsetSurface top = new OffsetSurface(new Plane(Frame3.WORLD), LIFT);
        SectionPlane p = new SectionPlane(new ExactPoint3(Rational.ZERO, Rational.ZERO, Rational.of(3, 5)),
                ExactPoint3.of(1, 0, 5), ExactPoint3.of(5, 0, -1));
        BodySection s = cut(dippedBox(top), p);
        List<ExactPoint2> v = onlyLoop(s);
        CutFrame f = CutFrame.of(p);
        assertThat(v).hasSize(4);
        assertHasVertices(v, new double[][] {f.toSection(new Vec3(0.5, 0, LIFT)), f.toSection(new Vec3(0.5, 6, LIFT)),
            f.toSection(new Vec3(6, 0, -0.6)), f.toSection(new Vec3(6, 6, -0.6))});
        assertThat(s.issues()).noneSatisfy(i -> assertThat(i.message()).contains("marching"));
    }

    @Test
    void offsetOfACone_isCutAsTheConeOfRadiusRPlusDeltaOverCosAlpha_inClosedForm() {
        // the frustum of the pointed cone between z = 0 (radius 3) and z = 2 (radius 1.5) whose side is the offset by
        // 1/2 of the cone of radius 3 − (1/2)/cos α = 2.375 (cos α = 4/5): the plane z = 1 cuts the circle of radius
        // 2.25
        double alpha = Math.atan2(3, 4);
        Vertex base = new Vertex(new Vec3(3, 0, 0));
        Vertex up = new Vertex(new Vec3(1.5, 0, 2));
        Frame3 lid = Frame3.of(new Vec3(0, 0, 2), Vec3.Z, Vec3.X);
        Edge rim = new Edge(new Circle3(Frame3.WORLD, 3), 0, 2 * Math.PI, base, base);
        Edge ring = new Edge(new Circle3(lid, 1.5), 0, 2 * Math.PI, up, up);
        Edge seam = new Edge(new Line3(new Vec3(3, 0, 0), new Vec3(-1.5, 0, 2)), 0, 1, base, up);
        OffsetSurface side = new OffsetSurface(new ConicalSurface(Frame3.of(Vec3.ZERO, new Vec3(0, 0, -1), Vec3.X),
                2.375, alpha), 0.5);
        Face lateral = new Face(side, true, List.of(Loop.of(List.of(new OrientedEdge(rim, true),
                new OrientedEdge(seam, true), new OrientedEdge(ring, false), new OrientedEdge(seam, false)))));
        Face bottom = new Face(new Plane(Frame3.WORLD), false, List.of(Loop.of(List.of(new OrientedEdge(rim, false)))));
        Face top = new Face(new Plane(lid), true, List.of(Loop.of(List.of(new OrientedEdge(ring, true)))));
        Body frustum = new Body("offset-frustum", List.of(new Shell(List.of(lateral, bottom, top), true)), true);
        SectionPlane p = new SectionPlane(ExactPoint3.of(0, 0, 1), ExactPoint3.of(0, 0, 1), ExactPoint3.of(1, 0, 0));
        BodySection s = cut(frustum, p);
        for (ExactPoint2 q : onlyLoop(s)) {
            assertThat(Math.hypot(q.x().doubleValue(), q.y().doubleValue())).isCloseTo(2.25,
                    org.assertj.core.data.Offset.offset(ON_CURVE));
        }
        assertThat(s.issues()).noneSatisfy(i -> assertThat(i.message()).contains("marching"));
    }

    /** Offset distance of the dipped sheet's top (mm). */
    private static final double LIFT = 0.5;

    /**
     * The bicubic sheet over [0, 6]² with x = u, y = v (control points at the Greville abscissae of the uniform
     * clamped knots 0…6), z = 0 except the interior control point (4, 4) at z = −2: a dip around (3, 3) about 0.89
     * deep. The two outer rows and columns are flat, so the offset's boundary is the square's edges lifted by
     * {@link #LIFT}, straight lines.
     */
    private static BSplineSurface dippedSheet() {
        double[] g = {0, 1.0 / 3, 1, 2, 3, 4, 5, 17.0 / 3, 6};
        List<List<Vec3>> net = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            List<Vec3> row = new ArrayList<>();
            for (int j = 0; j < 9; j++) {
                row.add(new Vec3(g[i], g[j], i == 4 && j == 4 ? -2 : 0));
            }
            net.add(row);
        }
        double[] knots = BSplineBasis.expand(new double[] {0, 1, 2, 3, 4, 5, 6}, new int[] {4, 1, 1, 1, 1, 1, 4});
        return BSplineSurface.of(3, 3, knots, knots, net, null);
    }

    /** The box [0, 6]² × [−1, LIFT] whose top is the given offset surface (its edges the square lifted by LIFT). */
    private static Body dippedBox(OffsetSurface top) {
        double[][] xy = {{0, 0}, {6, 0}, {6, 6}, {0, 6}};
        Vertex[] t = new Vertex[4];
        Vertex[] b = new Vertex[4];
        for (int i = 0; i < 4; i++) {
            t[i] = new Vertex(new Vec3(xy[i][0], xy[i][1], LIFT));
            b[i] = new Vertex(new Vec3(xy[i][0], xy[i][1], -1));
        }
        Map<String, Edge> edges = new HashMap<>();
        List<Face> faces = new ArrayList<>();
        faces.add(new Face(top, true, List.of(Loop.of(List.of(edge(edges, t[0], t[1]), edge(edges, t[1], t[2]),
                edge(edges, t[2], t[3]), edge(edges, t[3], t[0]))))));
        faces.add(new Face(new Plane(Frame3.of(new Vec3(0, 0, -1), Vec3.Z, Vec3.X)), false, List.of(Loop.of(List.of(
                edge(edges, b[0], b[3]), edge(edges, b[3], b[2]), edge(edges, b[2], b[1]), edge(edges, b[1], b[0]))))));
        Vec3[] normals = {new Vec3(0, -1, 0), Vec3.X, Vec3.Y, new Vec3(-1, 0, 0)};
        for (int i = 0; i < 4; i++) {
            int k = (i + 1) % 4;
            Vec3 along = b[k].point().subtract(b[i].point()).normalize();
            faces.add(new Face(new Plane(Frame3.of(b[i].point(), normals[i], along)), true, List.of(Loop.of(List.of(
                    edge(edges, b[i], b[k]), edge(edges, b[k], t[k]), edge(edges, t[k], t[i]),
                    edge(edges, t[i], b[i]))))));
        }
        return new Body("dipped-box", List.of(new Shell(faces, true)), true);
    }

    /** The oriented use of the straight edge a → b, created at its first use and reversed at its second. */
    private static OrientedEdge edge(Map<String, Edge> edges, Vertex a, Vertex b) {
        String key = a.point() + ">" + b.point();
        String back = b.point() + ">" + a.point();
        if (edges.containsKey(back)) {
            return new OrientedEdge(edges.get(back), false);
        }
        Edge e = new Edge(new Line3(a.point(), b.point().subtract(a.point())), 0, 1, a, b);
        edges.put(key, e);
        return new OrientedEdge(e, true);
    }

    @Test
    void offsetBSplineFace_crossedAtItsEdges_alsoYieldsTheSmallIslandInside_onTheSurface() {
        OffsetSurface top = new OffsetSurface(dippedSheet(), LIFT);
        // the plane z = 0.6 − 0.2x (normal (1, 0, 5)) crosses the flat top along x = 1/2 and, over the dip, passes
        // above its bottom (z ≈ 0.5 − 0.89 < 0 = the plane's height at x = 3): a hole in the section
        SectionPlane p = new SectionPlane(new ExactPoint3(Rational.ZERO, Rational.ZERO, Rational.of(3, 5)),
                ExactPoint3.of(1, 0, 5), ExactPoint3.of(5, 0, -1));
        BodySection s = cut(dippedBox(top), p);
        assertThat(s.hasErrors()).as(s.issues().toString()).isFalse();
        assertThat(s.loops()).hasSize(2);
        CutFrame f = CutFrame.of(p);
        SectionLoop hole = s.loops().stream().filter(l -> l.doubleSignedArea().doubleValue() < 0).findFirst()
                .orElseThrow();
        assertThat(hole.vertices().size()).isGreaterThanOrEqualTo(8);
        for (ExactPoint2 q : hole.vertices()) {
            Vec3 w = f.origin().add(f.xAxis().scale(q.x().doubleValue())).add(f.yAxis().scale(q.y().doubleValue()));
            Uv uv = top.closestParameter(w);
            assertThat(top.point(uv.u(), uv.v()).distance(w)).as("hole vertex %s", w).isLessThanOrEqualTo(2 * ON_CURVE);
            assertThat(w.x()).isBetween(1.0, 5.0);
            assertThat(w.y()).isBetween(1.0, 5.0);
        }
        assertThat(s.issues()).anySatisfy(i -> assertThat(i.message())
                .contains("a closed section curve inside this offset face").contains("chord error certified"));
        assertThat(s.issues()).noneSatisfy(i -> assertThat(i.message()).contains("not searched"));
    }

    /** The bicubic Bézier dome of the island test (x = 3u, y = 3v, z = f(u) f(v)) closed by the square z = 0 below. */
    private static Body domeLens() {
        double[] a = {0, 1, 0.5, 0};
        List<List<Vec3>> net = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            List<Vec3> row = new ArrayList<>();
            for (int j = 0; j < 4; j++) {
                row.add(new Vec3(i, j, a[i] * a[j]));
            }
            net.add(row);
        }
        double[] knots = BSplineBasis.expand(new double[] {0, 1}, new int[] {4, 4});
        BSplineSurface dome = BSplineSurface.of(3, 3, knots, knots, net, null);
        Vertex[] c = {new Vertex(new Vec3(0, 0, 0)), new Vertex(new Vec3(3, 0, 0)), new Vertex(new Vec3(3, 3, 0)),
            new Vertex(new Vec3(0, 3, 0))};
        Map<String, Edge> edges = new HashMap<>();
        Face top = new Face(dome, true, List.of(Loop.of(List.of(edge(edges, c[0], c[1]), edge(edges, c[1], c[2]),
                edge(edges, c[2], c[3]), edge(edges, c[3], c[0])))));
        Face bottom = new Face(new Plane(Frame3.WORLD), false, List.of(Loop.of(List.of(edge(edges, c[0], c[3]),
                edge(edges, c[3], c[2]), edge(edges, c[2], c[1]), edge(edges, c[1], c[0])))));
        return new Body("dome-lens", List.of(new Shell(List.of(top, bottom), true)), true);
    }

    private static double dome(double x, double y) {
        double u = x / 3;
        double v = y / 3;
        return 3 * u * (1 - u) * (1 - u / 2) * 3 * v * (1 - v) * (1 - v / 2);
    }

    @Test
    void bSplineSection_leavingTheClampedDomainEdgeObliquely_isCertified_andWithinItsBoundOfTheTrueCurve() {
        // the vertical plane x − y = 1/2 enters the dome at its edge v = 0 (x = 1/2) and leaves it at u = 1 (y = 5/2),
        // both obliquely: the first and last steps start on the domain's edge
        SectionPlane p = new SectionPlane(new ExactPoint3(Rational.of(1, 2), Rational.ZERO, Rational.ZERO),
                ExactPoint3.of(1, -1, 0), ExactPoint3.of(1, 1, 0));
        BodySection s = cut(domeLens(), p);
        assertThat(s.hasErrors()).as(s.issues().toString()).isFalse();
        assertThat(s.loops()).hasSize(1);
        assertThat(s.issues()).anySatisfy(i -> assertThat(i.message()).contains("bspline face is polygonised by"
                + " marching").contains("chord error certified"));
        SectionLoop l = s.loops().get(0);
        CutFrame f = CutFrame.of(p);
        List<ExactPoint2> v = l.vertices();
        // every point of the true curve (x, x − 1/2, dome) lies within the loop's bound (plus rounding) of the polygon
        for (int k = 0; k <= 2000; k++) {
            double x = 0.5 + 2.5 * k / 2000;
            double[] q = f.toSection(new Vec3(x, x - 0.5, dome(x, x - 0.5)));
            double best = Double.POSITIVE_INFINITY;
            for (int i = 0; i < v.size(); i++) {
                ExactPoint2 a = v.get(i);
                ExactPoint2 b = v.get((i + 1) % v.size());
                best = Math.min(best, segment(q, a.x().doubleValue(), a.y().doubleValue(), b.x().doubleValue(),
                        b.y().doubleValue()));
            }
            assertThat(best).as("true curve point at x = %s", x).isLessThanOrEqualTo(l.errorBound() + ON_CURVE);
        }
    }

    private static double segment(double[] q, double ax, double ay, double bx, double by) {
        double dx = bx - ax;
        double dy = by - ay;
        double l2 = dx * dx + dy * dy;
        double t = l2 == 0 ? 0 : Math.max(0, Math.min(1, ((q[0] - ax) * dx + (q[1] - ay) * dy) / l2));
        return Math.hypot(q[0] - ax - t * dx, q[1] - ay - t * dy);
    }
}

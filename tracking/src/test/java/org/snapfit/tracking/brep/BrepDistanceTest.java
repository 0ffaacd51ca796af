package org.snapfit.tracking.brep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.body.Shell;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.Plane;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.transform.Frame3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;
import org.snapfit.tracking.clearance.InsertionPath;

/**
 * The B-rep distance engine on bodies built here: whole spheres (closed form |c₁ − c₂| − r₁ − r₂) and an
 * axis-aligned box of six trimmed planar faces (closed form: the distance from the sphere's centre to the box less
 * the radius, reached on a face, an edge or a vertex depending on the centre's region). Property cases are seeded
 * (seed printed on failure).
 */
class BrepDistanceTest {

    static Body sphere(double r) {
        Face f = new Face(new SphericalSurface(Frame3.WORLD, r), true, List.of());
        return new Body("sphere", List.of(new Shell(List.of(f), true)), true);
    }

    /** The box [0, sx] × [0, sy] × [0, sz]: six planes, each bounded by four line edges, normals outwards. */
    static Body box(double sx, double sy, double sz) {
        Vertex[] v = new Vertex[8];
        for (int i = 0; i < 8; i++) {
            v[i] = new Vertex(Vec3.of((i & 1) * sx, ((i >> 1) & 1) * sy, ((i >> 2) & 1) * sz));
        }
        java.util.Map<String, Edge> edges = new java.util.HashMap<>();
        int[][] quads = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
        List<Face> faces = new ArrayList<>();
        for (int[] q : quads) {
            List<OrientedEdge> loop = new ArrayList<>();
            for (int k = 0; k < 4; k++) {
                int a = q[k];
                int b = q[(k + 1) % 4];
                String key = Math.min(a, b) + "-" + Math.max(a, b);
                Edge e = edges.get(key);
                if (e == null) {
                    Vertex s = v[Math.min(a, b)];
                    Vertex t = v[Math.max(a, b)];
                    Vec3 d = t.point().subtract(s.point());
                    e = new Edge(new Line3(s.point(), d.normalize()), 0, d.norm(), s, t);
                    edges.put(key, e);
                }
                loop.add(new OrientedEdge(e, a < b));
            }
            Vec3 p0 = v[q[0]].point();
            Vec3 n = v[q[1]].point().subtract(p0).cross(v[q[3]].point().subtract(p0));
            faces.add(new Face(new Plane(Frame3.of(p0, n, v[q[1]].point().subtract(p0))), true,
                    List.of(Loop.of(loop))));
        }
        return new Body("box", List.of(new Shell(faces, true)), true);
    }

    private static double boxDistance(Vec3 c, double sx, double sy, double sz) {
        double dx = Math.max(0, Math.max(-c.x(), c.x() - sx));
        double dy = Math.max(0, Math.max(-c.y(), c.y() - sy));
        double dz = Math.max(0, Math.max(-c.z(), c.z() - sz));
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    private static Quaternion randomRotation(Random rnd) {
        return Quaternion.fromAxisAngle(Vec3.of(rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian())
                .normalize(), rnd.nextDouble() * Math.PI);
    }

    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13, 14, 15, 16})
    void spheres_anyPose_closedForm(long seed) {
        Random rnd = new Random(seed);
        double r1 = 0.5 + rnd.nextDouble();
        double r2 = 0.5 + rnd.nextDouble();
        BrepDistance q = new BrepDistance(BrepPart.of("A", sphere(r1), Pose3.IDENTITY),
                BrepPart.of("B", sphere(r2), Pose3.IDENTITY));
        for (int k = 0; k < 20; k++) {
            Vec3 c1 = Vec3.of(rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian()).scale(3);
            Vec3 c2 = c1.add(Vec3.of(rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian()).normalize()
                    .scale(r1 + r2 + 0.01 + 3 * rnd.nextDouble()));
            BrepResult r = q.at(Pose3.of(randomRotation(rnd), c1), Pose3.of(randomRotation(rnd), c2));
            double exact = c1.distance(c2) - r1 - r2;
            assertThat(r.distance()).as("seed %d case %d", seed, k).isCloseTo(exact,
                    org.assertj.core.api.Assertions.within(1e-9));
            assertThat(r.pointA().distance(c1)).as("seed %d case %d", seed, k).isCloseTo(r1,
                    org.assertj.core.api.Assertions.within(1e-9));
            assertThat(r.featureA()).isEqualTo("face0");
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {21, 22, 23, 24, 25, 26, 27, 28})
    void boxAndSphere_faceEdgeVertexRegions_closedForm(long seed) {
        Random rnd = new Random(seed);
        double sx = 2 + rnd.nextDouble() * 3;
        double sy = 1 + rnd.nextDouble() * 3;
        double sz = 1 + rnd.nextDouble() * 2;
        double r = 0.3 + rnd.nextDouble();
        BrepPart box = BrepPart.of("box", box(sx, sy, sz), Pose3.IDENTITY);
        assertThat(box.convex()).isTrue();
        assertThat(box.faceCount()).isEqualTo(6);
        assertThat(box.edgeCount()).isEqualTo(12);
        assertThat(box.treatment()).startsWith("convex; 6 faces (6 plane)");
        BrepDistance q = new BrepDistance(box, BrepPart.of("ball", sphere(r), Pose3.IDENTITY));
        for (int k = 0; k < 30; k++) {
            Vec3 c;
            do {
                c = Vec3.of(sx * (rnd.nextDouble() * 2 - 0.5), sy * (rnd.nextDouble() * 2 - 0.5),
                        sz * (rnd.nextDouble() * 2 - 0.5));
            } while (boxDistance(c, sx, sy, sz) < r + 0.05);
            BrepResult res = q.at(Pose3.IDENTITY, Pose3.of(randomRotation(rnd), c));
            assertThat(res.distance()).as("seed %d case %d centre %s (%s)", seed, k, c, res)
                    .isCloseTo(boxDistance(c, sx, sy, sz) - r, org.assertj.core.api.Assertions.within(1e-9));
        }
    }

    /**
     * Every way a ball can lie against a box, classified in closed form from its centre c and radius r: outside with
     * a gap (apart, distance = box distance − r), inside with a gap (the ball wholly inside, distance 0, boundary gap
     * = distance to the nearest face − r), or crossing the box's surface (contact, distance 0). Cases within 1e-3 mm
     * of a change of class are drawn again.
     */
    @ParameterizedTest
    @ValueSource(longs = {41, 42, 43, 44, 45, 46})
    void ballAndBox_insideApartOrCrossing_closedForm(long seed) {
        Random rnd = new Random(seed);
        double s = 6 + rnd.nextDouble() * 4;
        double r = 0.3 + rnd.nextDouble() * 1.5;
        BrepPart ball = BrepPart.of("ball", sphere(r), Pose3.IDENTITY);
        BrepPart box = BrepPart.of("box", box(s, s, s), Pose3.IDENTITY);
        BrepDistance ballFirst = new BrepDistance(ball, box);
        BrepDistance boxFirst = new BrepDistance(box, ball);
        int[] seen = new int[3];
        for (int k = 0; k < 40; k++) {
            Vec3 c;
            double outside;
            double inside;
            do {
                c = Vec3.of(s * (rnd.nextDouble() * 1.6 - 0.3), s * (rnd.nextDouble() * 1.6 - 0.3),
                        s * (rnd.nextDouble() * 1.6 - 0.3));
                outside = boxDistance(c, s, s, s);
                inside = Math.min(Math.min(Math.min(c.x(), s - c.x()), Math.min(c.y(), s - c.y())),
                        Math.min(c.z(), s - c.z()));
            } while (Math.abs(outside - r) < 1e-3 || outside == 0 && Math.abs(inside - r) < 1e-3);
            Pose3 at = Pose3.of(randomRotation(rnd), c);
            BrepResult ab = ballFirst.at(at, Pose3.IDENTITY);
            BrepResult ba = boxFirst.at(Pose3.IDENTITY, at);
            String why = String.format("seed %d case %d centre %s radius %.4f box %.4f (%s)", seed, k, c, r, s, ab);
            if (outside > r) {
                seen[0]++;
                assertThat(ab.relation()).as(why).isEqualTo(Relation.SEPARATE);
                assertThat(ba.relation()).as(why).isEqualTo(Relation.SEPARATE);
                assertThat(ab.distance()).as(why).isCloseTo(outside - r, org.assertj.core.api.Assertions.within(1e-9));
                assertThat(ab.boundaryDistance()).as(why).isEqualTo(ab.distance());
            } else if (outside == 0 && inside > r) {
                seen[1]++;
                assertThat(ab.relation()).as(why).isEqualTo(Relation.A_INSIDE_B);
                assertThat(ba.relation()).as(why).isEqualTo(Relation.B_INSIDE_A);
                assertThat(ab.distance()).as(why).isZero();
                assertThat(ba.distance()).as(why).isZero();
                assertThat(ab.boundaryDistance()).as(why).isCloseTo(inside - r,
                        org.assertj.core.api.Assertions.within(1e-9));
            } else {
                seen[2]++;
                assertThat(ab.relation()).as(why).isEqualTo(Relation.CONTACT);
                assertThat(ba.relation()).as(why).isEqualTo(Relation.CONTACT);
                assertThat(ab.distance()).as(why).isZero();
            }
        }
        assertThat(seen).as("seed %d: apart, inside, crossing cases", seed).doesNotContain(0);
    }

    /**
     * A small box inside a big ball: the box's closest boundary point is a vertex (its corners lie farthest from
     * the centre), so the side test uses the vertex's angle-weighted pseudo-normal; gap = R − |corner − centre|.
     */
    @Test
    void boxInsideBall_isFoundAtACornerWithTheClosedFormGap() {
        BrepPart ball = BrepPart.of("ball", sphere(10), Pose3.IDENTITY);
        BrepPart box = BrepPart.of("box", box(2, 3, 4), Pose3.IDENTITY);
        Pose3 centred = Pose3.of(Quaternion.IDENTITY, Vec3.of(-1, -1.5, -2));
        BrepResult r = new BrepDistance(box, ball).at(centred, Pose3.IDENTITY);
        assertThat(r.relation()).isEqualTo(Relation.A_INSIDE_B);
        assertThat(r.distance()).isZero();
        assertThat(r.boundaryDistance()).isCloseTo(10 - Math.sqrt(1 + 2.25 + 4),
                org.assertj.core.api.Assertions.within(1e-9));
        assertThat(r.featureA()).startsWith("vertex");
        assertThat(Relation.A_INSIDE_B.describe("box", "ball")).isEqualTo("box lies wholly inside ball");
        assertThat(Relation.B_INSIDE_A.key()).isEqualTo("b-inside-a");
        assertThat(Relation.CONTACT.describe("a", "b")).contains("in contact or interpenetrating");
        assertThat(Relation.SEPARATE.overlapping()).isFalse();
    }

    @Test
    void boxPastSphere_trackEqualsStaticAndFirstContactIsWhereTheGapCloses() {
        BrepPart box = BrepPart.of("box", box(2, 2, 2), Pose3.IDENTITY);
        BrepPart ball = BrepPart.of("ball", sphere(1), Pose3.IDENTITY);
        // the box slides along x at height 3 over a unit sphere at (0, 1, 0) then drops onto it
        InsertionPath path = new InsertionPath(Pose3.of(Quaternion.IDENTITY, Vec3.of(-6, 0, 3)),
                Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, 0.4), Vec3.of(4, 0, 1.5)), 100, Pose3.IDENTITY);
        Pose3 ballPose = Pose3.of(Quaternion.IDENTITY, Vec3.of(0, 1, 0));
        BrepPath run = BrepPath.run(new BrepDistance(box, ball), path, Pose3.IDENTITY, ballPose);
        BrepDistance fresh = new BrepDistance(box, ball);
        for (int i = 0; i < path.sampleCount(); i++) {
            assertThat(run.samples().get(i).distance()).as("step %d", i)
                    .isCloseTo(fresh.at(path.poseA(i), ballPose).distance(),
                            org.assertj.core.api.Assertions.within(1e-9));
        }
        assertThat(run.minimum().distance()).isEqualTo(run.samples().stream()
                .mapToDouble(BrepResult::distance).min().orElseThrow());
        run.firstContactStep().ifPresent(k -> assertThat(run.samples().get(k).distance())
                .isLessThanOrEqualTo(BrepPath.CONTACT.value()));
    }

    @Test
    void lShape_isNotConvex_andTheMessageNamesAFace() {
        // two boxes' faces in one body: not a closed solid, but enough for the convexity check to fail
        Body a = box(2, 1, 1);
        Body b = box(1, 2, 1);
        List<Face> faces = new ArrayList<>(a.faces());
        for (Face f : b.faces()) {
            faces.add(f);
        }
        BrepPart part = BrepPart.of("L", new Body("L", List.of(new Shell(faces, false)), false), Pose3.IDENTITY);
        assertThat(part.convex()).isFalse();
        assertThat(part.nonConvexity().orElseThrow()).startsWith("face").contains("outside its tangent plane");
        assertThat(part.treatment()).startsWith("not convex (face");
    }

    /**
     * A point of a box's top face on the rim of its parameter box lies on an edge: its pseudo-normal is the edge's,
     * the top's normal plus the side's ((1, 0, 1) on the edge x = 2, z = 2), not the top's alone (which would call a
     * point beside that side face "behind" the box).
     */
    @Test
    void faceRimPoint_takesItsEdgesPseudoNormal() {
        BrepPart part = BrepPart.of("box", box(2, 2, 2), Pose3.IDENTITY);
        Geometry top = part.faces[1];
        double[] o = new double[Geometry.LENGTH];
        for (double[] uv : new double[][] {{top.lo(0), (top.lo(1) + top.hi(1)) / 2},
            {top.hi(0), (top.lo(1) + top.hi(1)) / 2}, {(top.lo(0) + top.hi(0)) / 2, top.lo(1)},
            {(top.lo(0) + top.hi(0)) / 2, top.hi(1)}}) {
            top.evaluate(uv, 0, o);
            Vec3 x = Vec3.of(o[0], o[1], o[2]);
            Vec3 side = Vec3.of(x.x() == 0 ? -1 : x.x() == 2 ? 1 : 0, x.y() == 0 ? -1 : x.y() == 2 ? 1 : 0, 0);
            Vec3 n = Containment.pseudoNormal(part, "face1", uv);
            assertThat(n.subtract(side.add(Vec3.of(0, 0, 1))).norm()).as("at %s", x).isLessThan(1e-9);
        }
        // inside the box of parameters: the face's own normal
        assertThat(Containment.pseudoNormal(part, "face1", new double[] {(top.lo(0) + top.hi(0)) / 2,
            (top.lo(1) + top.hi(1)) / 2}).subtract(Vec3.of(0, 0, 1)).norm()).isLessThan(1e-12);
    }

    @Test
    void emptyBody_isRefusedNamingThePart() {
        Body empty = new Body("nothing", List.of(new Shell(List.of(), false)), false);
        assertThatThrownBy(() -> BrepPart.of("P", empty, Pose3.IDENTITY))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("part P");
    }

    @Test
    void result_rejectsNegativeDistanceAndCopiesParameters() {
        double[] pa = {1, 2};
        BrepResult r = new BrepResult(1, Vec3.ZERO, Vec3.X, "face0", "edge1", pa, new double[] {3},
                Relation.SEPARATE, 1);
        pa[0] = 9;
        assertThat(r.parametersA()).containsExactly(1, 2);
        assertThat(r).isEqualTo(new BrepResult(1, Vec3.ZERO, Vec3.X, "face0", "edge1", new double[] {1, 2},
                new double[] {3}, Relation.SEPARATE, 1));
        assertThat(r.hashCode()).isEqualTo(new BrepResult(1, Vec3.ZERO, Vec3.X, "face0", "edge1",
                new double[] {1, 2}, new double[] {3}, Relation.SEPARATE, 1).hashCode());
        assertThat(r.toString()).contains("face0").contains("edge1");
        assertThatThrownBy(() -> new BrepResult(-1, Vec3.ZERO, Vec3.X, "a", "b", new double[0], new double[0],
                Relation.SEPARATE, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("distance = -1.0");
        assertThatThrownBy(() -> new BrepResult(0, Vec3.ZERO, Vec3.X, "a", "b", new double[0], new double[0],
                null, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("relation");
    }
}

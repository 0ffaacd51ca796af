package org.snapfit.core.body;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.CylindricalSurface;
import org.snapfit.core.surface.Plane;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.transform.Frame3;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.Quaternion;

class FaceIntegratorTest {

    /** A cylinder of radius r and height h as STEP writers build it: two disks, a lateral face with a seam. */
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

    @Test
    void properties_cylinderWithSeam_matchesClosedForm() {
        MassProperties m = FaceIntegrator.properties(cylinder(5, 20));
        // closed form: area 2πr² + 2πrh = 250π, volume πr²h = 500π
        assertThat(m.area()).isCloseTo(250 * Math.PI, within(1e-9 * 250 * Math.PI));
        assertThat(m.volume()).isCloseTo(500 * Math.PI, within(1e-9 * 500 * Math.PI));
        assertThat(m.box().toArray()).containsExactly(new double[] {-5, -5, 0, 5, 5, 20}, within(1e-9));
    }

    @Test
    void properties_flippedShell_negatesVolume() {
        Body c = cylinder(2, 3);
        Body inward = new Body("in", List.of(new Shell(c.faces().stream().map(Face::flipped).toList(), true)), true);
        // invariant: reversing every face reverses the divergence-theorem volume, area unchanged
        MassProperties m = FaceIntegrator.properties(inward);
        assertThat(m.volume()).isCloseTo(-12 * Math.PI, within(1e-9));
        assertThat(m.area()).isCloseTo(2 * Math.PI * 4 + 2 * Math.PI * 6, within(1e-9));
    }

    @Test
    void properties_unboundedSphereFace_isWholeSphere() {
        Face f = new Face(new SphericalSurface(Frame3.of(new Vec3(1, 2, 3), Vec3.Z, Vec3.X), 2), true, List.of());
        MassProperties m = FaceIntegrator.properties(new Body("s", List.of(new Shell(List.of(f), true)), true));
        // closed form: 4πr², 4/3 πr³
        assertThat(m.area()).isCloseTo(16 * Math.PI, within(1e-10));
        assertThat(m.volume()).isCloseTo(32.0 / 3 * Math.PI, within(1e-10));
        assertThat(m.box().min().z()).isCloseTo(1, within(1e-9));
    }

    @Test
    void properties_sheet_hasZeroVolume() {
        Body c = cylinder(1, 1);
        Body sheet = new Body("sheet", List.of(new Shell(List.of(c.faces().get(0)), false)), false);
        MassProperties m = FaceIntegrator.properties(sheet);
        assertThat(m.area()).isCloseTo(2 * Math.PI, within(1e-10));
        assertThat(m.volume()).isZero();
    }

    @Test
    void integrate_polynomial_isExact() {
        // Gauss–Legendre with 16 nodes integrates x^7 exactly: ∫_0^2 x^7 dx = 32
        assertThat(FaceIntegrator.integrate(x -> Math.pow(x, 7), 0, 2)).isCloseTo(32, within(1e-12));
    }

    @Test
    void shell_cylinder_isWatertightAndAdjacent() {
        Shell s = cylinder(1, 1).shells().get(0);
        assertThat(s.isWatertight()).isTrue();
        // the seam is used twice by the lateral face (index 0); each circle by the lateral face and one disk
        assertThat(s.edgeUses().values()).extracting(List::size).containsOnly(2);
        Shell open = new Shell(List.of(s.faces().get(0)), false);
        assertThat(open.isWatertight()).isFalse();
    }

    @Test
    void loop_reversed_reversesOrderAndOrientation() {
        Body c = cylinder(1, 1);
        Loop l = c.faces().get(0).loops().get(0);
        Loop r = l.reversed();
        assertThat(r.edges().get(0)).isEqualTo(l.edges().get(3).reversed());
        assertThat(r.edges().get(0).first()).isEqualTo(l.edges().get(3).last());
        assertThatThrownBy(() -> new Loop(List.of(), Optional.empty())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("loop has no edges");
        assertThatThrownBy(() -> new Edge(new Line3(Vec3.ZERO, Vec3.X), 1, 1, new Vertex(Vec3.ZERO),
                new Vertex(Vec3.X))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[1.0, 1.0]");
    }

    @Test
    void assembly_flatten_composesPlacements() {
        Assembly part = new Assembly("P", List.of(cylinder(1, 1)), List.of());
        Pose3 shift = Pose3.of(Quaternion.IDENTITY, new Vec3(10, 0, 0));
        Pose3 turn = Pose3.of(Quaternion.fromAxisAngle(Vec3.Z, Math.PI / 2), Vec3.ZERO);
        Assembly sub = new Assembly("SUB", List.of(), List.of(new Assembly.Instance("i1", part, shift)));
        Assembly root = new Assembly("ROOT", List.of(), List.of(new Assembly.Instance("s1", sub, turn),
                new Assembly.Instance("s2", sub, Pose3.IDENTITY)));
        List<Assembly.Placed> all = root.flatten();
        // occurrences are named by their instance names, as CAD trees show them (two uses of SUB: s1 and s2)
        assertThat(all).extracting(Assembly.Placed::path).containsExactly("ROOT", "ROOT/s1", "ROOT/s1/i1", "ROOT/s2",
                "ROOT/s2/i1");
        assertThat(Assembly.occurrences(root)).isEqualTo(all.size());
        assertThat(Assembly.depth(root)).isEqualTo(2);
        // closed form: rotating (10, 0, 0) by 90° about z gives (0, 10, 0)
        Vec3 p = all.get(2).world().apply(Vec3.ZERO);
        assertThat(p.x()).isCloseTo(0, within(1e-12));
        assertThat(p.y()).isCloseTo(10, within(1e-12));
        BoundingBox b = new BoundingBox(Vec3.ZERO, new Vec3(1, 2, 3)).transformed(all.get(2).world());
        assertThat(b.toArray()).containsExactly(new double[] {-2, 10, 0, 0, 11, 3}, within(1e-12));
        assertThatThrownBy(() -> new BoundingBox(Vec3.X, Vec3.ZERO)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("exceeds max");
    }

    @Test
    void frame_toPose_mapsLocalToWorld() {
        Frame3 f = Frame3.of(new Vec3(1, 2, 3), new Vec3(0, 1, 1), new Vec3(1, 0, 0));
        Vec3 local = new Vec3(0.5, -2, 4);
        // oracle: the frame's own affine map
        assertThat(f.toPose().apply(local).distance(f.toWorld(0.5, -2, 4))).isLessThan(1e-12);
        assertThat(f.toLocal(f.toWorld(0.5, -2, 4)).distance(local)).isLessThan(1e-12);
        for (Vec3 axis : List.of(Vec3.X, Vec3.Y, Vec3.Z, new Vec3(1, 1, 1))) {
            for (double a : new double[] {0.1, 1.5, 3.1, -2.9}) {
                Quaternion q = Quaternion.fromAxisAngle(axis, a);
                Quaternion back = Quaternion.fromMatrix(q.toMatrix());
                // invariant: q and -q are the same rotation
                assertThat(Math.abs(q.w() * back.w() + q.x() * back.x() + q.y() * back.y() + q.z() * back.z()))
                        .isCloseTo(1, within(1e-12));
            }
        }
        assertThatThrownBy(() -> Frame3.of(Vec3.ZERO, Vec3.ZERO, null)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("axis = (0.0, 0.0, 0.0)");
        assertThatThrownBy(() -> Quaternion.fromMatrix(new double[2][2])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must be 3x3");
        assertThat(Frame3.of(Vec3.ZERO, Vec3.X, Vec3.X).x().dot(Vec3.X)).isCloseTo(0, within(1e-15));
    }
}

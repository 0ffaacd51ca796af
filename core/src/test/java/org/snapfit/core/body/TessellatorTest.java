package org.snapfit.core.body;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.surface.CylindricalSurface;
import org.snapfit.core.surface.Plane;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Frame3;
import org.snapfit.core.transform.Pose3;

/**
 * {@link Tessellator} on bodies built by hand with closed-form volumes and areas. Every mesh is inscribed in a convex
 * solid (its vertices on the surface), so its volume lies between the exact volume minus area × tolerance and the
 * exact volume (a surface within d of another bounds the volume between them by d × area).
 */
class TessellatorTest {

    private static Tessellator tessellate(Body body, double chord) {
        Tessellator t = new Tessellator(Tolerance.of("chordTolerance", chord, Unit.MILLIMETRE));
        t.add(body, Pose3.IDENTITY, body.name());
        return t;
    }

    private static void assertInscribedClosed(Tessellator t, double volume, double area) {
        TriangleMesh m = t.mesh();
        double tol = t.chord().value();
        assertThat(m.isWatertight()).as("closed, %d triangles", m.triangleCount()).isTrue();
        assertThat(m.volume()).isBetween(volume - area * tol, volume + 1e-9 * volume);
        assertThat(t.maxDeviation()).isLessThanOrEqualTo(tol);
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.1, 0.01, 0.001})
    void cylinderWithSeam_isClosedInscribedAndWithinTolerance(double chord) {
        Tessellator t = tessellate(FaceIntegratorTest.cylinder(5, 20), chord);
        // closed form: volume πr²h = 500π, area 2πr² + 2πrh = 250π
        assertInscribedClosed(t, 500 * Math.PI, 250 * Math.PI);
        TriangleMesh m = t.mesh();
        for (int i = 0; i < m.vertexCount(); i++) {
            Vec3 p = m.vertex(i);
            // every vertex on the lateral surface or on a lid
            boolean onSide = Math.abs(Math.hypot(p.x(), p.y()) - 5) <= 1e-9;
            boolean onLid = Math.abs(p.z()) <= 1e-12 || Math.abs(p.z() - 20) <= 1e-12;
            assertThat(onSide || onLid).as("vertex %s", p).isTrue();
        }
        assertThat(t.faceOf(0).surface()).isInstanceOf(CylindricalSurface.class);
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.1, 0.01})
    void cylinderSide_isRefinedAcrossTheAxisOnly(double chord) {
        Tessellator t = tessellate(FaceIntegratorTest.cylinder(5, 20), chord);
        TriangleMesh m = t.mesh();
        // the side is straight along the axis: the chord rule needs no point between the two rims, so every vertex
        // lies on a lid, and the side is one strip of two triangles per rim chord (closed form: 2 × rim samples)
        int rim = 0;
        for (int i = 0; i < m.vertexCount(); i++) {
            Vec3 p = m.vertex(i);
            assertThat(Math.abs(p.z()) <= 1e-12 || Math.abs(p.z() - 20) <= 1e-12).as("vertex %s", p).isTrue();
            if (Math.abs(p.z()) <= 1e-12 && Math.abs(Math.hypot(p.x(), p.y()) - 5) <= 1e-9) {
                rim++;
            }
        }
        int side = 0;
        for (int i = 0; i < m.triangleCount(); i++) {
            if (t.faceOf(i).surface() instanceof CylindricalSurface) {
                side++;
            }
        }
        assertThat(side).isEqualTo(2 * rim);
        assertThat(t.maxDeviation()).isLessThanOrEqualTo(chord);
    }

    @Test
    void cylinderBandWithoutSeam_andHemisphereCap_areClosed() {
        double r = 4;
        Vertex a = new Vertex(new Vec3(r, 0, 0));
        Vertex b = new Vertex(new Vec3(r, 0, 6));
        Frame3 top = Frame3.of(new Vec3(0, 0, 6), Vec3.Z, Vec3.X);
        Edge bottom = new Edge(new Circle3(Frame3.WORLD, r), 0, 2 * Math.PI, a, a);
        Edge upper = new Edge(new Circle3(top, r), 0, 2 * Math.PI, b, b);
        // the band is bounded by its two circles only (two loops winding around u): it is cut along a generator
        Face band = new Face(new CylindricalSurface(Frame3.WORLD, r), true, List.of(
                Loop.of(List.of(new OrientedEdge(bottom, true))), Loop.of(List.of(new OrientedEdge(upper, false)))));
        Face base = new Face(new Plane(Frame3.WORLD), false, List.of(Loop.of(List.of(new OrientedEdge(bottom, false)))));
        // the upper half of a sphere bounded by the top circle (one loop winding around u): cut to the pole
        Face cap = new Face(new SphericalSurface(top, r), true, List.of(Loop.of(List.of(new OrientedEdge(upper, true)))));
        Body body = new Body("silo", List.of(new Shell(List.of(band, base, cap), true)), true);
        Tessellator t = tessellate(body, 0.01);
        // closed form: πr²h + 2/3 πr³; area 2πrh + πr² + 2πr²
        assertInscribedClosed(t, Math.PI * r * r * 6 + 2.0 / 3 * Math.PI * r * r * r,
                2 * Math.PI * r * 6 + 3 * Math.PI * r * r);
    }

    @Test
    void planeWithHole_coversTheAnnulusOnce() {
        // a 20 x 20 square sheet with a hole of radius 3 at its middle
        Vertex[] c = {new Vertex(new Vec3(-10, -10, 0)), new Vertex(new Vec3(10, -10, 0)),
            new Vertex(new Vec3(10, 10, 0)), new Vertex(new Vec3(-10, 10, 0))};
        List<OrientedEdge> square = new java.util.ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Vec3 p = c[i].point();
            Vec3 q = c[(i + 1) % 4].point();
            square.add(new OrientedEdge(new Edge(new Line3(p, q.subtract(p).scale(1.0 / 20)), 0, 20, c[i],
                    c[(i + 1) % 4]), true));
        }
        Vertex h = new Vertex(new Vec3(3, 0, 0));
        Edge circle = new Edge(new Circle3(Frame3.WORLD, 3), 0, 2 * Math.PI, h, h);
        Face f = new Face(new Plane(Frame3.WORLD), true, List.of(Loop.of(square),
                Loop.of(List.of(new OrientedEdge(circle, false)))));
        Tessellator t = tessellate(new Body("plate", List.of(new Shell(List.of(f), false)), false), 0.01);
        TriangleMesh m = t.mesh();
        // closed form 400 − 9π; the inscribed hole polygon leaves at most its perimeter × chord more
        double exact = 400 - 9 * Math.PI;
        assertThat(m.area()).isBetween(exact, exact + 6 * Math.PI * 0.01);
        for (int i = 0; i < m.triangleCount(); i++) {
            assertThat(m.normal(i).z()).as("triangle %d faces +z", i).isGreaterThan(0);
        }
        assertThat(t.maxDeviation()).isZero();
    }

    @Test
    void badTolerance_isRefusedWithItsName() {
        assertThatThrownBy(() -> new Tessellator(Tolerance.of("chordTolerance", 0, Unit.MILLIMETRE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("chordTolerance");
        assertThat(Tessellator.DEFAULT_CHORD.value()).isEqualTo(0.01);
    }
}

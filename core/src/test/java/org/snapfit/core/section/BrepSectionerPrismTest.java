package org.snapfit.core.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.testdata.Cycles;
import org.snapfit.core.transform.ExactRigid3;

/**
 * Prisms over exact polygons cut across their axis give back their polygon exactly (the invariant that makes a
 * 3D model of an extruded drawing equal to the drawing), through every exact placement and through a mesh.
 */
class BrepSectionerPrismTest {

    static Stream<Long> seeds() {
        return IntStream.range(0, 60).mapToObj(i -> 0x5EC7_0000L + i);
    }

    private static String where(long seed, List<ExactPoint2> poly) {
        return "seed " + Long.toHexString(seed) + " polygon " + poly;
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void cut_prismAcrossItsAxis_givesItsPolygonExactly(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<ExactPoint2> poly = Prisms.starPolygon(rnd, 3 + rnd.nextInt(12));
        Rational z0 = Rational.of(rnd.nextInt(-50, 50), 10);
        Rational z1 = z0.add(Rational.of(1 + rnd.nextInt(100), 7));
        Rational zc = z0.add(z1.subtract(z0).multiply(Rational.of(1 + rnd.nextInt(98), 99)));
        Prisms.Prism p = Prisms.of(poly, z0, z1);
        SectionPlane plane = new SectionPlane(new ExactPoint3(Rational.ZERO, Rational.ZERO, zc), ExactPoint3.of(0, 0, 1),
                ExactPoint3.of(1, 0, 0));
        BodySection s = BrepSectioner.cut(p.body(), CutFrame.of(plane), p.exact(), SectionOptions.defaults());
        assertThat(s.loops()).as(where(seed, poly)).hasSize(1);
        SectionLoop l = s.loops().get(0);
        assertThat(l.approximated()).as(where(seed, poly)).isFalse();
        assertThat(l.errorBound()).isZero();
        assertThat(Cycles.same(l.vertices(), poly)).as(where(seed, poly) + " got " + l.vertices()).isTrue();
        assertThat(s.issues()).as(where(seed, poly)).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void cut_placedByExactRigidMotion_givesThePlacedPolygonExactly(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<ExactPoint2> poly = Prisms.starPolygon(rnd, 3 + rnd.nextInt(10));
        Prisms.Prism p = Prisms.of(poly, Rational.ZERO, Rational.of(5));
        // a rotation about z by a quarter turn or by the 3-4-5 angle, then a rational translation
        Rational c = rnd.nextBoolean() ? Rational.ZERO : Rational.of(3, 5);
        Rational sn = c.isZero() ? Rational.ONE : Rational.of(4, 5);
        ExactPoint3 tr = new ExactPoint3(Rational.of(rnd.nextInt(-99, 99), 8), Rational.of(rnd.nextInt(-99, 99), 8),
                Rational.of(rnd.nextInt(-99, 99), 4));
        ExactRigid3 m = new ExactRigid3(tr, new ExactPoint3(c, sn, Rational.ZERO),
                new ExactPoint3(sn.negate(), c, Rational.ZERO), ExactPoint3.of(0, 0, 1));
        Rational zc = tr.z().add(Rational.of(5, 3));
        SectionPlane plane = new SectionPlane(new ExactPoint3(Rational.ZERO, Rational.ZERO, zc), ExactPoint3.of(0, 0, 1),
                ExactPoint3.of(1, 0, 0));
        BodySection s = BrepSectioner.cut(p.body(), CutFrame.of(plane).inBodyOf(m), p.exact(), SectionOptions.defaults());
        List<ExactPoint2> placed = new ArrayList<>();
        for (ExactPoint2 q : poly) {
            ExactPoint3 w = m.apply(new ExactPoint3(q.x(), q.y(), Rational.ZERO));
            placed.add(new ExactPoint2(w.x(), w.y()));
        }
        assertThat(s.loops()).as(where(seed, poly)).hasSize(1);
        assertThat(s.loops().get(0).approximated()).isFalse();
        assertThat(Cycles.same(s.loops().get(0).vertices(), placed)).as(where(seed, poly)).isTrue();
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void meshCut_triangulatedPrism_givesItsPolygonExactly(long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        List<ExactPoint2> poly = Prisms.starPolygon(rnd, 3 + rnd.nextInt(12));
        List<ExactPoint3> exact = new ArrayList<>();
        TriangleMesh mesh = Prisms.mesh(poly, Rational.ZERO, Rational.of(3), exact);
        SectionPlane plane = SectionPlane.parse("z=" + Rational.of(1 + rnd.nextInt(98), 33));
        BodySection s = MeshSectioner.cut(mesh, exact, CutFrame.of(plane), SectionOptions.defaults());
        assertThat(s.loops()).as(where(seed, poly)).hasSize(1);
        assertThat(s.loops().get(0).approximated()).isFalse();
        assertThat(Cycles.same(s.loops().get(0).vertices(), poly)).as(where(seed, poly) + " got "
                + s.loops().get(0).vertices()).isTrue();
    }

    @Test
    void cut_planeThroughTopFace_warnsAndFollowsTheSolidBelow() {
        List<ExactPoint2> square = List.of(ExactPoint2.of(0, 0), ExactPoint2.of(4, 0), ExactPoint2.of(4, 4),
                ExactPoint2.of(0, 4));
        Prisms.Prism p = Prisms.of(square, Rational.ZERO, Rational.of(5));
        BodySection s = BrepSectioner.cut(p.body(), CutFrame.of(SectionPlane.parse("z=5")), p.exact(),
                SectionOptions.defaults());
        // the symbolic perturbation moves the plane below z = 5: the section is the top face's outline
        assertThat(s.loops()).hasSize(1);
        assertThat(Cycles.same(s.loops().get(0).vertices(), square)).isTrue();
        assertThat(s.issues()).anyMatch(i -> i.kind() == SectionIssue.Kind.TANGENT
                && i.message().contains("contains this planar face"));
    }

    @Test
    void cut_planeMissesPrism_givesNoLoop() {
        Prisms.Prism p = Prisms.of(List.of(ExactPoint2.of(0, 0), ExactPoint2.of(4, 0), ExactPoint2.of(0, 4)),
                Rational.ZERO, Rational.ONE);
        BodySection s = BrepSectioner.cut(p.body(), CutFrame.of(SectionPlane.parse("z=2")), p.exact(),
                SectionOptions.defaults());
        assertThat(s.loops()).isEmpty();
        assertThat(s.hasErrors()).isFalse();
    }

    @Test
    void cut_planeAlongSideFace_sectionIsTheRectangleOfThatSide() {
        // the plane y = 0 contains the side face y = 0 of the box [0,4] x [0,4] x [0,5]: the section seen from -y
        // (section coordinates (x, z)) is that face's rectangle, and the tangency is reported
        List<ExactPoint2> square = List.of(ExactPoint2.of(0, 0), ExactPoint2.of(4, 0), ExactPoint2.of(4, 4),
                ExactPoint2.of(0, 4));
        Prisms.Prism p = Prisms.of(square, Rational.ZERO, Rational.of(5));
        BodySection s = BrepSectioner.cut(p.body(), CutFrame.of(SectionPlane.parse("y=0")), p.exact(),
                SectionOptions.defaults());
        List<ExactPoint2> rect = List.of(ExactPoint2.of(0, 0), ExactPoint2.of(4, 0), ExactPoint2.of(4, 5),
                ExactPoint2.of(0, 5));
        assertThat(s.loops()).hasSize(1);
        assertThat(Cycles.same(s.loops().get(0).vertices(), rect)).as(s.loops().get(0).vertices().toString())
                .isTrue();
        assertThat(s.issues()).anyMatch(i -> i.kind() == SectionIssue.Kind.TANGENT);
    }
}

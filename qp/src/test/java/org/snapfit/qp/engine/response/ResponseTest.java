package org.snapfit.qp.engine.response;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.qp.engine.model.SiState;
import org.snapfit.qp.engine.model.SiParticleSystem;
import org.snapfit.qp.engine.model.SiSpring;
import org.snapfit.qp.model.SpringKind;
import org.snapfit.qp.problem.ConstraintKind;
import org.snapfit.qp.problem.ConstraintRow;

class ResponseTest {

    private static final Tolerance MARGIN = Tolerance.of("contactMargin", 0.01, Unit.METRE);

    private static SiParticleSystem system(int n, SiSpring... springs) {
        SiParticleSystem.Builder b = SiParticleSystem.builder();
        for (int i = 0; i < n; i++) {
            b.addParticle(1, false);
        }
        for (SiSpring sp : springs) {
            b.addSpring(sp);
        }
        return b.build();
    }

    /** Unit square in the plane y = 0, normal +y (triangles counter-clockwise seen from +y). */
    private static SiObstacle floor() {
        TriangleMesh m = TriangleMesh.of(List.of(new Vec3(0, 0, 0), new Vec3(1, 0, 0), new Vec3(1, 0, 1),
                new Vec3(0, 0, 1)), List.of(new int[] {0, 2, 1}, new int[] {0, 3, 2}));
        return SiObstacle.of("floor", m, 0.001);
    }

    @Test
    void pointTriangle_regions_matchClosedForm() {
        double[] a = {0, 0, 0};
        double[] b = {1, 0, 0};
        double[] c = {0, 1, 0};
        double[] w = new double[3];
        // face interior: projection (0.25, 0.25, 0), distance 2
        assertThat(Proximity.pointTriangle(new double[] {0.25, 0.25, 2}, a, b, c, w)).isCloseTo(4, within(1e-15));
        assertThat(w).containsExactly(new double[] {0.5, 0.25, 0.25}, within(1e-15));
        // vertex regions
        assertThat(Proximity.pointTriangle(new double[] {-1, -1, 0}, a, b, c, w)).isEqualTo(2);
        assertThat(w).containsExactly(1, 0, 0);
        assertThat(Proximity.pointTriangle(new double[] {2, 0, 0}, a, b, c, w)).isEqualTo(1);
        assertThat(w).containsExactly(0, 1, 0);
        assertThat(Proximity.pointTriangle(new double[] {0, 3, 0}, a, b, c, w)).isEqualTo(4);
        assertThat(w).containsExactly(0, 0, 1);
        // edge regions: ab at (0.5, 0, 0) distance 1; ac at (0, 0.5, 0); bc at (0.5, 0.5, 0) distance √2/2
        assertThat(Proximity.pointTriangle(new double[] {0.5, -1, 0}, a, b, c, w)).isCloseTo(1, within(1e-15));
        assertThat(w).containsExactly(new double[] {0.5, 0.5, 0}, within(1e-15));
        assertThat(Proximity.pointTriangle(new double[] {-1, 0.5, 0}, a, b, c, w)).isCloseTo(1, within(1e-15));
        assertThat(w).containsExactly(new double[] {0.5, 0, 0.5}, within(1e-15));
        assertThat(Proximity.pointTriangle(new double[] {1, 1, 0}, a, b, c, w)).isCloseTo(0.5, within(1e-15));
        assertThat(w).containsExactly(new double[] {0, 0.5, 0.5}, within(1e-15));
    }

    @Test
    void segmentSegment_crossingAndParallel_matchClosedForm() {
        double[] st = new double[2];
        // skew perpendicular segments one unit apart, crossing at their midpoints
        double d2 = Proximity.segmentSegment(new double[] {-1, 0, 0}, new double[] {1, 0, 0}, new double[] {0, -1, 1},
                new double[] {0, 1, 1}, st);
        assertThat(d2).isCloseTo(1, within(1e-15));
        assertThat(st).containsExactly(new double[] {0.5, 0.5}, within(1e-15));
        // second segment beyond the end of the first: clamps to t = 1 / s = 0
        d2 = Proximity.segmentSegment(new double[] {0, 0, 0}, new double[] {1, 0, 0}, new double[] {-3, 0, 0},
                new double[] {-2, 0, 0}, st);
        assertThat(d2).isCloseTo(4, within(1e-15));
        // degenerate segments (points)
        d2 = Proximity.segmentSegment(new double[] {0, 0, 0}, new double[] {0, 0, 0}, new double[] {0, 3, 0},
                new double[] {0, 3, 0}, st);
        assertThat(d2).isEqualTo(9);
    }

    @Test
    void detect_particleAboveFloor_vertexTriangleContactsWithUpNormal() {
        SiParticleSystem s = system(1);
        SiState st = SiState.of(List.of(new Vec3(0.3, 0.005, 0.6)), List.of(new Vec3(0, -1, 0)));
        List<MeshContact> cs = MeshContactDetector.of(0.002, MARGIN).detect(s, st, List.of(floor()));
        // the point projects inside triangle 1 only (x < z), gap 0.005 along +y; r = 0.002 + 0.001
        assertThat(cs).hasSize(1);
        MeshContact.VertexTriangle vt = (MeshContact.VertexTriangle) cs.get(0);
        assertThat(vt.triangle()).isEqualTo(1);
        assertThat(vt.gap()).isCloseTo(0.005, within(1e-15));
        assertThat(vt.thickness()).isCloseTo(0.003, within(1e-15));
        assertThat(vt.normal().approxEquals(Vec3.Y, Tolerance.of("t", 1e-12, Unit.DIMENSIONLESS))).as("%s", vt.normal()).isTrue();
        // eq. (12) with a static obstacle: row −n on particle 0, c = (g − r)/h + v·n = 0.002/0.01 − 1 = −0.8
        ConstraintRow row = Constraints.contactRow(vt, st, 0.01);
        assertThat(row.kind()).isEqualTo(ConstraintKind.INEQUALITY);
        assertThat(row.rhs()).isCloseTo(-0.8, within(1e-12));
        assertThat(row.dot(new double[] {0, 0.8, 0})).isCloseTo(-0.8, within(1e-15));
        assertThat(row.label()).isEqualTo("vt particle 0 / floor triangle 1");
    }

    @Test
    void detect_segmentOverFloorEdge_edgeEdgeContact() {
        // a segment crossing above the floor edge z = 0 (x from 0 to 1) at x = 0.5, height 0.004
        SiParticleSystem s = system(2, new SiSpring(0, 1, 1, 0, 0.2, SpringKind.STRETCH));
        SiState st = SiState.of(List.of(new Vec3(0.5, 0.004, -0.1), new Vec3(0.5, 0.004, 0.1)),
                List.of(Vec3.ZERO, new Vec3(0, -2, 0)));
        List<MeshContact> cs = MeshContactDetector.of(0.002, MARGIN).detect(s, st, List.of(floor()));
        MeshContact.EdgeEdge ee = cs.stream().filter(c -> c instanceof MeshContact.EdgeEdge).map(c -> (MeshContact.EdgeEdge) c)
                .filter(c -> c.j0() == 0 && c.j1() == 1).findFirst().orElseThrow();
        // closed form: closest points (0.5, 0.004, 0) and (0.5, 0, 0): a = b = 0.5, gap 0.004, normal +y
        assertThat(ee.a()).isCloseTo(0.5, within(1e-15));
        assertThat(ee.b()).isCloseTo(0.5, within(1e-15));
        assertThat(ee.gap()).isCloseTo(0.004, within(1e-15));
        ConstraintRow row = Constraints.contactRow(ee, st, 0.01);
        // eq. (14): −(1−a)n on particle 0, −a n on particle 1; c = (0.004 − 0.003)/0.01 + (0.5·(−2)) = 0.1 − 1
        assertThat(row.rhs()).isCloseTo(-0.9, within(1e-12));
        assertThat(row.size()).isEqualTo(6);
        assertThat(row.dot(new double[] {0, 1, 0, 0, 1, 0})).isCloseTo(-1, within(1e-15));
        assertThat(ee.label()).isEqualTo("ee segment 0-1 / floor edge 0-1");
    }

    @Test
    void fixedRows_prescribeZeroVelocity() {
        SiState st = SiState.of(List.of(Vec3.ZERO, Vec3.X), List.of(Vec3.ZERO, new Vec3(1, 2, 3)));
        List<ConstraintRow> rows = Constraints.fixedRows(1, st, Vec3.ZERO);
        // Δv = target − v = (−1, −2, −3) on unknowns 3..5
        assertThat(rows).extracting(ConstraintRow::rhs).containsExactly(-1.0, -2.0, -3.0);
        assertThat(rows).extracting(r -> r.index(0)).containsExactly(3, 4, 5);
        assertThat(rows).allMatch(r -> r.kind() == ConstraintKind.EQUALITY);
    }

    @Test
    void strainRows_linearisedAtX_matchCorrectedEq17() {
        SiSpring sp = new SiSpring(0, 1, 1, 0, 1, SpringKind.STRETCH);
        // x_i − x_j = (−1.05, 0, 0): l = 1.05, n = (−1, 0, 0); v_i − v_j = (0.2, 0, 0)
        SiState st = SiState.of(List.of(Vec3.ZERO, new Vec3(1.05, 0, 0)),
                List.of(new Vec3(0.2, 0, 0), Vec3.ZERO));
        double[] minusV = {-0.2, 0, 0, 0, 0, 0};
        List<ConstraintRow> rows = Constraints.strainRows(3, sp, st, minusV, 0.1, -0.1, 0.1);
        // max: (l_max − l)/h − n·(v_i − v_j) = (1.1 − 1.05)/0.1 + 0.2 = 0.7
        assertThat(rows.get(0).label()).isEqualTo("strain-max spring 3");
        assertThat(rows.get(0).rhs()).isCloseTo(0.7, within(1e-12));
        // min: (l − l_min)/h + n·(v_i − v_j) = (1.05 − 0.9)/0.1 − 0.2 = 1.3
        assertThat(rows.get(1).rhs()).isCloseTo(1.3, within(1e-12));
    }

    @Test
    void badInput_throwsNamingField() {
        assertThatThrownBy(() -> SiObstacle.of("o", floor().mesh(), -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("obstacle 'o' thickness (m) = -1.0");
        assertThatThrownBy(() -> SiObstacle.of(" ", floor().mesh(), 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("obstacle name is blank");
        assertThatThrownBy(() -> MeshContactDetector.of(Double.NaN, MARGIN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("particleThickness (m) = NaN");
        assertThatThrownBy(() -> Constraints.checkStrains(-1, 0.1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("minStrain = -1.0");
        assertThatThrownBy(() -> Constraints.checkStrains(0, -0.1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxStrain = -0.1");
        SiSpring sp = new SiSpring(0, 1, 1, 0, 1, SpringKind.STRETCH);
        SiState same = SiState.of(List.of(Vec3.X, Vec3.X), List.of(Vec3.ZERO, Vec3.ZERO));
        assertThatThrownBy(() -> Constraints.strainRows(0, sp, same, new double[6], 0.1, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("predicted length 0");
        assertThat(floor().edgeCount()).isEqualTo(5);
        assertThat(MeshContactDetector.of(0.1, MARGIN).withMargin(MARGIN).particleThickness()).isEqualTo(0.1);
    }

    @Test
    void reevaluate_movedParticle_newGapAndRowAtPredictedPoint() {
        SiState st = SiState.of(List.of(new Vec3(0.3, 0.005, 0.6)), List.of(Vec3.ZERO));
        MeshContact c = MeshContactDetector.of(0.002, MARGIN).detect(system(1), st, List.of(floor())).get(0);
        MeshContact moved = MeshContactDetector.reevaluate(c, new double[] {0.3, 0.0035, 0.6}, List.of(floor()));
        // same triangle, the new gap is the new height 0.0035
        assertThat(moved.label()).isEqualTo(c.label());
        assertThat(moved.gap()).isCloseTo(0.0035, within(1e-15));
        ConstraintRow row = Constraints.contactRow(moved, new double[] {0, -1.5, 0}, 0.001);
        // −n·Δv <= (g − r)/h − n·Δv* = 0.5 + 1.5 = 2.0
        assertThat(row.rhs()).isCloseTo(2.0, within(1e-12));
        assertThatThrownBy(() -> MeshContactDetector.reevaluate(c, new double[3], List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("obstacle 'floor'");
    }
}

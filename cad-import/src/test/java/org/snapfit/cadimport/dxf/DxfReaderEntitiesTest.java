package org.snapfit.cadimport.dxf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.snapfit.cadimport.dxf.DxfTestSupport.area;
import static org.snapfit.cadimport.dxf.DxfTestSupport.layer;
import static org.snapfit.cadimport.dxf.DxfTestSupport.maxX;
import static org.snapfit.cadimport.dxf.DxfTestSupport.maxY;
import static org.snapfit.cadimport.dxf.DxfTestSupport.minX;
import static org.snapfit.cadimport.dxf.DxfTestSupport.minY;
import static org.snapfit.cadimport.dxf.DxfTestSupport.perimeter;
import static org.snapfit.cadimport.dxf.DxfTestSupport.pt;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileOutline;
import org.snapfit.core.geom.ExactPoint2;

/** Every entity kind, both layer spellings, blocks and the OCS mirror (test-data/dxf/all_entities_r2000.dxf). */
class DxfReaderEntitiesTest {

    private static final double TOL = DxfOptions.DEFAULT_CHORD_TOLERANCE_MM;
    private static DxfImport all;

    @BeforeAll
    static void readOnce() {
        all = DxfTestSupport.read("all_entities_r2000.dxf");
    }

    private static ProfileOutline only(String layer) {
        PlanarProfile p = layer(all.profiles(), layer);
        assertThat(p.outlines()).hasSize(1);
        return p.outlines().get(0);
    }

    @Test
    void lwpolylineBulge_pawl1_areaIsRectanglePlusHalfDisc() {
        ProfileOutline o = only("PAWL_1");
        // 4 x 2 rectangle + half disc of radius 1 (bulge 1 from (4,0) to (4,2)): 8 + pi/2, inscribed polygon
        double exact = 8 + Math.PI / 2;
        assertThat(area(o)).isLessThanOrEqualTo(exact).isGreaterThan(exact - Math.PI * TOL);
        assertThat(maxX(o.vertices())).isBetween(5 - TOL, 5.0);
        assertThat(o.vertices()).contains(ExactPoint2.of(4, 0), ExactPoint2.of(4, 2), ExactPoint2.of(0, 2));
        assertThat(o.approximated()).isTrue();
    }

    @Test
    void circleOnHingeLayer_underscoreSpelling_keepsExactCentre() {
        PlanarProfile h = layer(all.profiles(), "HINGE_1");
        assertThat(h.circles()).singleElement().satisfies(c -> {
            assertThat(c.centre()).isEqualTo(pt("0.5", "1"));
            assertThat(c.radius()).isEqualTo(Rational.parse("0.25"));
        });
        // the polygon has the four exact quadrant points (segment count a multiple of 4)
        assertThat(h.outlines().get(0).vertices()).contains(pt("0.75", "1"), pt("0.5", "1.25"), pt("0.25", "1"),
                pt("0.5", "0.75"));
    }

    @Test
    void lineArcSoup_pawl2_chainsIntoLoopWithExactArcEnds() {
        ProfileOutline o = only("PAWL-2");
        // 10 x 10 square whose right side is replaced by a half disc of radius 5: 100 + 12.5 pi
        double exact = 100 + 12.5 * Math.PI;
        assertThat(area(o)).isLessThanOrEqualTo(exact).isGreaterThan(exact - 5 * Math.PI * TOL);
        // arc 270 -> 90 deg: ends (30, 0), (30, 10) and the extreme (35, 5) are exact (multiples of 90 deg)
        assertThat(o.vertices()).contains(ExactPoint2.of(30, 0), ExactPoint2.of(35, 5), ExactPoint2.of(30, 10));
        assertThat(o.source().entity()).contains("LINE #12").contains("ARC #13").contains("LINE #14")
                .contains("LINE #15");
        assertThat(layer(all.profiles(), "HINGE-2").points().get(0).point()).isEqualTo(ExactPoint2.of(21, 5));
    }

    @Test
    void ellipse_full_areaAndExactStartPoint() {
        ProfileOutline o = only("OBSTACLE-A");
        // semi-axes 6 and 3: area 18 pi; t = 0 gives centre + major = (6, -20) exactly
        double exact = 18 * Math.PI;
        assertThat(area(o)).isLessThanOrEqualTo(exact).isGreaterThan(exact - perimeter(o.vertices()) * TOL);
        assertThat(o.vertices().get(0)).isEqualTo(ExactPoint2.of(6, -20));
        assertThat(maxY(o.vertices())).isBetween(-17 - TOL, -17.0 + TOL / Polygoniser.GRID_DIVISOR);
    }

    @Test
    void mirroredArc_extrusionMinusZ_mapsXToMinusX() {
        ProfileOutline o = only("OBSTACLE");
        // OCS centre (-40, 0), angles 0..180 with extrusion (0,0,-1): WCS centre (40, 0), upper half disc radius 2
        assertThat(o.vertices()).contains(ExactPoint2.of(38, 0), ExactPoint2.of(42, 0), ExactPoint2.of(40, 2));
        assertThat(minX(o.vertices())).isEqualTo(38.0);
        assertThat(minY(o.vertices())).isEqualTo(0.0);
        assertThat(area(o)).isLessThanOrEqualTo(2 * Math.PI).isGreaterThan(2 * Math.PI - 2 * Math.PI * TOL);
        // "obstacle" in lower case is found by the case-insensitive lookup and keeps its spelling
        assertThat(layer(all.profiles(), "OBSTACLE").layer()).isEqualTo("obstacle");
    }

    @Test
    void quadraticSpline_closedByLine_areaIsTwoThirdsOfControlTriangle() {
        ProfileOutline o = only("OBSTACLE-B");
        // Bezier (0,30),(5,40),(10,30): the segment between curve and chord has 2/3 of the control triangle (50)
        double exact = 100.0 / 3;
        assertThat(area(o)).isLessThanOrEqualTo(exact + 1e-9).isGreaterThan(exact - perimeter(o.vertices()) * TOL);
        // clamped ends are the exact first and last control points; the apex is at (5, 35)
        assertThat(o.vertices()).contains(ExactPoint2.of(0, 30), ExactPoint2.of(10, 30));
        assertThat(maxY(o.vertices())).isBetween(35 - TOL, 35.0);
    }

    @Test
    void insertScaledRotated90_blockWithBasePoint_isExact() {
        ProfileOutline o = only("OBSTACLE-C");
        // (p - base(1,1)) * 2, rotated 90 deg, + (50, 0): hand-computed corners
        assertThat(o.vertices()).containsExactly(ExactPoint2.of(50, 0), ExactPoint2.of(50, 4), ExactPoint2.of(48, 4),
                ExactPoint2.of(48, 0));
        assertThat(o.approximated()).isFalse();
        // nested INSERT PIN at (2, 1.5): POINT on layer 0 inherits OBSTACLE-C; (2,1.5) -> (2,1) -> (-1,2) -> (49,2)
        assertThat(layer(all.profiles(), "OBSTACLE-C").points().get(0).point()).isEqualTo(ExactPoint2.of(49, 2));
        assertThat(layer(all.profiles(), "OBSTACLE-C").points().get(0).source().entity())
                .isEqualTo("POINT #35 in INSERT #1C > INSERT #32");
    }

    @Test
    void insertRotated30_isExactRigidRotationWithinAngleBound() {
        ProfileOutline o = only("OBSTACLE-D");
        // a rational rotation is orthogonal: the 2 x 1 rectangle keeps its area exactly
        assertThat(o.doubleSignedArea()).isEqualTo(Rational.of(4));
        assertThat(o.vertices().get(0)).isEqualTo(ExactPoint2.of(60, 0));
        // corner (3,1) - base = (2, 0) rotated by 30 deg: (sqrt 3, 1), within 2 * 2^-40 rad of the exact angle
        ExactPoint2 c = o.vertices().get(1);
        assertThat(c.x().doubleValue()).isCloseTo(60 + Math.sqrt(3), org.assertj.core.api.Assertions.within(1e-11));
        assertThat(c.y().doubleValue()).isCloseTo(1, org.assertj.core.api.Assertions.within(1e-11));
        assertThat(all.diagnostics()).anyMatch(d -> d.entity().equals("INSERT #1D on layer OBSTACLE-D")
                && d.field().equals("group 50") && d.severity() == Severity.INFO);
    }

    @Test
    void polylineR12AndText_rootAndSkippedWarning() {
        assertThat(only("ROOT").vertices()).containsExactly(ExactPoint2.of(-6, 0), ExactPoint2.of(8, 0),
                ExactPoint2.of(8, 4), ExactPoint2.of(-6, 4));
        assertThat(all.diagnostics()).anyMatch(d -> d.severity() == Severity.WARNING && d.entity().startsWith("TEXT #1F")
                && d.message().contains("1 TEXT entity skipped"));
        assertThat(layer(all.profiles(), "DIRECTION").paths().get(0).vertices())
                .containsExactly(ExactPoint2.of(0, 0), ExactPoint2.of(0, -8));
        // every curve reported its polygonisation with the tolerance
        assertThat(all.diagnostics().stream().filter(d -> d.message().contains("polygonised")).count()).isEqualTo(6);
    }

    @Test
    void polylineFlavoursR12_openBulge3dSplineFitAndMesh() {
        DxfImport r = DxfTestSupport.read("polyline_flavours_r12.dxf");
        assertThat(layer(r.profiles(), "OPEN2D").paths().get(0).vertices()).containsExactly(ExactPoint2.of(0, 0),
                ExactPoint2.of(10, 0), ExactPoint2.of(10, 5));
        // closed 2-vertex polyline, bulge -1 then 0: clockwise half circle from (0,0) to (4,0) about (2,0), which
        // passes through (2, 2) (DXF: negative bulge = clockwise), closed by the straight segment back
        ProfileOutline bulge = layer(r.profiles(), "BULGE").outlines().get(0);
        assertThat(bulge.vertices()).contains(ExactPoint2.of(0, 0), ExactPoint2.of(4, 0));
        assertThat(maxY(bulge.vertices())).isBetween(2 - TOL, 2.0);
        assertThat(minY(bulge.vertices())).isEqualTo(0.0);
        assertThat(bulge.doubleSignedArea().signum()).isNegative();
        // 3D polyline projected, with a warning for its varying z
        assertThat(layer(r.profiles(), "POLY3D").outlines().get(0).vertices()).containsExactly(ExactPoint2.of(0, 20),
                ExactPoint2.of(5, 20), ExactPoint2.of(5, 25));
        assertThat(r.diagnostics()).anyMatch(d -> d.entity().startsWith("POLYLINE #49") && d.field().equals("group 30"));
        // spline-fit: frame control points (flag 16) dropped, fitted vertices kept
        assertThat(layer(r.profiles(), "SPLINEFIT").paths().get(0).vertices()).containsExactly(ExactPoint2.of(0, 40),
                pt("2.5", "42.5"), ExactPoint2.of(10, 40));
        assertThat(r.profiles().layer("MESH")).isEmpty();
        assertThat(r.diagnostics()).anyMatch(d -> d.entity().startsWith("POLYLINE #55") && d.message().contains("polyface"));
    }

    @Test
    void inchUnits_squareIsScaledBy25point4Exactly() {
        DxfImport r = DxfTestSupport.read("inch_square_r2000.dxf");
        assertThat(r.units()).isEqualTo(DxfUnits.INCH);
        assertThat(layer(r.profiles(), "ROOT").outlines().get(0).vertices()).containsExactly(ExactPoint2.of(0, 0),
                pt("25.4", "0"), pt("25.4", "25.4"), pt("0", "25.4"));
    }

    @Test
    void assumedUnits_overrideHeader_withInfo() {
        DxfImport r = DxfReader.read(org.snapfit.core.testdata.TestData.path("dxf", "inch_square_r2000.dxf"),
                DxfOptions.defaults().withAssumedUnits(DxfUnits.METRE));
        assertThat(r.unitsFromHeader()).isFalse();
        assertThat(layer(r.profiles(), "ROOT").outlines().get(0).vertices()).contains(ExactPoint2.of(1000, 1000));
        assertThat(r.diagnostics()).anyMatch(d -> d.message().equals("units set by the caller: m (the header says"
                + " $INSUNITS = 1)"));
    }
}

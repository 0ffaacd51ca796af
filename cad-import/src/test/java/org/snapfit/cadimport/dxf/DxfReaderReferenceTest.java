package org.snapfit.cadimport.dxf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.snapfit.cadimport.dxf.DxfTestSupport.area;
import static org.snapfit.cadimport.dxf.DxfTestSupport.layer;
import static org.snapfit.cadimport.dxf.DxfTestSupport.maxX;
import static org.snapfit.cadimport.dxf.DxfTestSupport.maxY;
import static org.snapfit.cadimport.dxf.DxfTestSupport.minX;
import static org.snapfit.cadimport.dxf.DxfTestSupport.minY;
import static org.snapfit.cadimport.dxf.DxfTestSupport.perimeter;
import static org.snapfit.cadimport.dxf.DxfTestSupport.pt;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileOutline;
import org.snapfit.core.geom.ExactPoint2;

/** The shared reference drawings (copies in test-data/dxf) against their reference values. */
class DxfReaderReferenceTest {

    private static final double TOL = DxfOptions.DEFAULT_CHORD_TOLERANCE_MM;

    @Test
    void read_simpleHookR2000_matchesGeneratorGeometry() {
        DxfImport r = DxfTestSupport.read("simple_hook_r2000.dxf");
        assertThat(r.version()).isEqualTo("AC1015");
        assertThat(r.units()).isEqualTo(DxfUnits.MILLIMETRE);
        assertThat(r.unitsFromHeader()).isTrue();
        // gen_shared.py: layers ROOT, PAWL-1, HINGE-1, OBSTACLE, DIRECTION (plus 0 and Defpoints from ezdxf)
        assertThat(r.tableLayers()).containsExactly("0", "Defpoints", "ROOT", "PAWL-1", "HINGE-1", "OBSTACLE",
                "DIRECTION");
        assertThat(r.modelSpaceCounts()).containsEntry("LWPOLYLINE", 3).containsEntry("POINT", 1)
                .containsEntry("LINE", 1);
        // root = [(-6, 0), (8, 0), (8, 4), (-6, 4)] exactly (gen_shared.py)
        ProfileOutline root = layer(r.profiles(), "ROOT").outlines().get(0);
        assertThat(root.vertices()).containsExactly(ExactPoint2.of(-6, 0), ExactPoint2.of(8, 0), ExactPoint2.of(8, 4),
                ExactPoint2.of(-6, 4));
        assertThat(root.approximated()).isFalse();
        // pawl vertex (1.5 + h, -15 + ramp) with ramp = reference.json ramp_axial_length_mm
        ProfileOutline pawl = layer(r.profiles(), "PAWL-1").outlines().get(0);
        assertThat(pawl.vertices()).hasSize(7);
        assertThat(pawl.vertices().get(3).x()).isEqualTo(Rational.parse("2.5"));
        assertThat(pawl.vertices().get(3).y().doubleValue()).isCloseTo(-15 + 1.4281480067421146, within(1e-14));
        // hinge POINT (0.75, 0) exactly; DIRECTION line (0,0)->(0,-8): final travel 8
        assertThat(layer(r.profiles(), "HINGE-1").points().get(0).point()).isEqualTo(pt("0.75", "0"));
        assertThat(layer(r.profiles(), "DIRECTION").paths().get(0).vertices())
                .containsExactly(ExactPoint2.of(0, 0), ExactPoint2.of(0, -8));
        // ledge inner face at x = 2.0 exactly
        assertThat(minX(layer(r.profiles(), "OBSTACLE").outlines().get(0).vertices())).isEqualTo(2.0);
        assertThat(r.diagnostics()).noneMatch(d -> d.severity() != Severity.INFO);
        // reference.json, from the geometry alone: tip deflection = hook outer x (2.5) - ledge face (2.0) = 0.5;
        // snap when the retention face y_ret reaches the ledge bottom (-20): travel y_ret + 20 = 6.828...;
        // retention gap at travel 8: -20 - (y_ret - 8) = 1.1718...
        Rational yRet = pawl.vertices().get(4).y();
        Rational ledgeFace = layer(r.profiles(), "OBSTACLE").outlines().get(0).vertices().get(0).x();
        assertThat(pawl.vertices().get(3).x().subtract(ledgeFace)).isEqualTo(Rational.parse("0.5"));
        assertThat(yRet.add(Rational.of(20)).doubleValue()).isCloseTo(6.828148006742115, within(1e-14));
        assertThat(Rational.of(-20).subtract(yRet.subtract(Rational.of(8))).doubleValue())
                .isCloseTo(1.171851993257885, within(1e-14));
    }

    @Test
    void read_slotAndPinR12_matchesReferenceAreaBoxAndDistances() {
        DxfImport r = DxfTestSupport.read("slot_and_pin_r12.dxf");
        assertThat(r.version()).isEqualTo("AC1009");
        assertThat(r.unitsFromHeader()).isFalse();
        assertThat(r.diagnostics()).anyMatch(d -> d.message().contains("no $INSUNITS") && d.message().contains("mm")
                || d.message().contains("millimetres assumed"));
        ProfileOutline slot = layer(r.profiles(), "ROOT").outlines().get(0);
        assertThat(slot.approximated()).isTrue();
        // inscribed polygon: area below 120 + 9 pi and above it by at most perimeter x chord tolerance
        double ref = 148.27433388230813;
        assertThat(area(slot)).isLessThanOrEqualTo(ref).isGreaterThan(ref - perimeter(slot.vertices()) * TOL);
        // reference bbox (-3, 0)-(23, 6): the straight edges are exact, the arc extremes within the tolerance
        assertThat(minY(slot.vertices())).isEqualTo(0.0);
        assertThat(maxY(slot.vertices())).isEqualTo(6.0);
        assertThat(minX(slot.vertices())).isBetween(-3.0, -3.0 + TOL);
        assertThat(maxX(slot.vertices())).isBetween(23.0 - TOL, 23.0);
        PlanarProfile obstacle = layer(r.profiles(), "OBSTACLE");
        assertThat(obstacle.circles()).singleElement().satisfies(c -> {
            assertThat(c.centre()).isEqualTo(ExactPoint2.of(10, 12));
            assertThat(c.radius()).isEqualTo(Rational.parse("2.5"));
        });
        // distance root-circle 3.5 = (12 - 2.5) - 6; root-rectangle 4.0 = 0 - (-4): exact from the outlines
        assertThat(Rational.of(12).subtract(obstacle.circles().get(0).radius()).subtract(Rational.of(6)))
                .isEqualTo(Rational.parse("3.5"));
        ProfileOutline rect = obstacle.outlines().stream().filter(o -> !o.approximated()).findFirst().orElseThrow();
        assertThat(rect.vertices()).containsExactlyInAnyOrder(ExactPoint2.of(-5, -4), ExactPoint2.of(25, -4),
                ExactPoint2.of(25, -6), ExactPoint2.of(-5, -6));
        assertThat(0 - maxY(rect.vertices())).isEqualTo(4.0);
    }

    @Test
    void read_closedLoopWithArcs_chainsNinelinesAndTwoArcsIntoOneLoop() {
        // ezdxf inventory (public_reference.json): AC1027, $INSUNITS 6, ARC 2, LINE 9
        DxfImport r = DxfTestSupport.read("closed_loop_with_arcs_trimmed.dxf");
        assertThat(r.version()).isEqualTo("AC1027");
        assertThat(r.units()).isEqualTo(DxfUnits.METRE);
        assertThat(r.modelSpaceCounts()).containsOnly(org.assertj.core.api.Assertions.entry("ARC", 2),
                org.assertj.core.api.Assertions.entry("LINE", 9));
        PlanarProfile l0 = layer(r.profiles(), "0");
        assertThat(l0.paths()).isEmpty();
        assertThat(l0.outlines()).singleElement().satisfies(o -> {
            assertThat(o.approximated()).isTrue();
            assertThat(o.source().entity()).contains("LINE #61").contains("ARC #64").contains("ARC #6A")
                    .contains("LINE #6F");
            // the LINE start point, in metres in the file, times 1000 exactly
            assertThat(o.vertices()).contains(pt("160864.226887563", "166639.876272892"));
        });
    }

    @Test
    void read_fullClosedLoopFromSharedFolder_sameAsTrimmedCopy() {
        var shared = org.snapfit.core.testdata.TestData.shared("cad", "public", "dxf", "6_closed_loop_with_arcs.dxf");
        org.junit.jupiter.api.Assumptions.assumeTrue(shared.isPresent(), "shared folder not present");
        DxfImport full = DxfReader.read(shared.get(), DxfOptions.defaults());
        DxfImport trimmed = DxfTestSupport.read("closed_loop_with_arcs_trimmed.dxf");
        // the trimmed copy keeps the ENTITIES section verbatim: same profiles, same census
        assertThat(full.profiles().layers().get(0).outlines().get(0).vertices())
                .isEqualTo(trimmed.profiles().layers().get(0).outlines().get(0).vertices());
        assertThat(full.modelSpaceCounts()).isEqualTo(trimmed.modelSpaceCounts());
        assertThat(full.tableLayers()).containsExactly("0", "Defpoints", "LWPOLYLINE");
    }

    @Test
    void read_poliAllR12_countsThirtyPolylinesAndSkipsTiltedOnes() {
        DxfImport r = DxfTestSupport.read("POLI-ALL210_12.DXF");
        // ezdxf inventory: AC1009, no $INSUNITS, POLYLINE 30, 3DFACE 1; layers 0, (Defpoints), T-2DPLINE-ALL
        assertThat(r.version()).isEqualTo("AC1009");
        assertThat(r.unitsFromHeader()).isFalse();
        assertThat(r.modelSpaceCounts()).containsOnly(org.assertj.core.api.Assertions.entry("3DFACE", 1),
                org.assertj.core.api.Assertions.entry("POLYLINE", 30));
        assertThat(r.tableLayers()).contains("0", "T-2DPLINE-ALL");
        // every polyline is in a tilted plane (extrusion ~ (0.02, 0.32, 0.95)): not in the drawing plane
        long tilted = r.diagnostics().stream().filter(d -> d.severity() == Severity.WARNING
                && d.field().equals("group 210") && d.entity().startsWith("POLYLINE #")).count();
        assertThat(tilted).isEqualTo(30);
        assertThat(r.diagnostics()).anyMatch(d -> d.entity().startsWith("3DFACE") && d.message().contains("skipped"));
        assertThat(r.profiles().layers()).isEmpty();
    }

    @Test
    void read_bricscadNestedInsertsInMetres_placesLinesExactly() {
        DxfImport r = DxfTestSupport.read("insert_bricscad_level_1.dxf");
        assertThat(r.units()).isEqualTo(DxfUnits.METRE);
        assertThat(r.modelSpaceCounts()).containsOnly(org.assertj.core.api.Assertions.entry("INSERT", 6),
                org.assertj.core.api.Assertions.entry("LWPOLYLINE", 6), org.assertj.core.api.Assertions.entry("TEXT", 12));
        PlanarProfile l0 = layer(r.profiles(), "0");
        assertThat(l0.outlines()).hasSize(6).allMatch(o -> !o.approximated());
        // 6 top INSERTs x 9 inner INSERTs x 6 LINEs = 324 segments, chained into open arrow paths
        int segments = l0.paths().stream().mapToInt(p -> p.vertices().size() - 1).sum();
        assertThat(segments).isEqualTo(324);
        // INSERT F4 at (0.018944800242, 7.861085190823) > INSERT D7 at (0,0) > LINE A8 (-0.5,0)-(0.5,0), x 1000 mm
        assertThat(hasSegment(l0, pt("-481.055199758", "7861.085190823"), pt("518.944800242", "7861.085190823")))
                .isTrue();
        // INSERT 118 rotated 90 deg at (2.938493831503, 14.926252759746): the same line becomes vertical
        assertThat(hasSegment(l0, pt("2938.493831503", "14426.252759746"), pt("2938.493831503", "15426.252759746")))
                .isTrue();
        // INSERT F8 mirrored (sx = -1) at (7.939834716739, 7.861085190823)
        assertThat(hasSegment(l0, pt("8439.834716739", "7861.085190823"), pt("7439.834716739", "7861.085190823")))
                .isTrue();
        // 45 deg inserts: one INFO per expansion naming the rational rotation
        assertThat(r.diagnostics()).anyMatch(d -> d.field().equals("group 50") && d.message().contains("rotation = 45"));
    }

    private static boolean hasSegment(PlanarProfile l, ExactPoint2 a, ExactPoint2 b) {
        return l.paths().stream().anyMatch(p -> {
            List<ExactPoint2> v = p.vertices();
            for (int i = 0; i + 1 < v.size(); i++) {
                if (v.get(i).equals(a) && v.get(i + 1).equals(b) || v.get(i).equals(b) && v.get(i + 1).equals(a)) {
                    return true;
                }
            }
            return false;
        });
    }
}

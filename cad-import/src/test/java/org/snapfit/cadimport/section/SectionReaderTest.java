package org.snapfit.cadimport.section;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileCircle;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.section.SectionPlane;
import org.snapfit.core.testdata.Cycles;
import org.snapfit.core.testdata.TestData;

/**
 * The section source on FreeCAD/OCCT assemblies and meshes: placements (links turned a quarter turn, nested
 * sub-assemblies, inch units) applied exactly, occurrences named as the CAD tree shows them, and the diagnostics
 * (part not cut, tangent plane, open loop) with file, line, entity and field.
 */
class SectionReaderTest {

    private static SectionImport cut(Path p, String plane) throws Exception {
        return SectionReader.read(p, SectionRequest.of(SectionPlane.parse(plane)));
    }

    private static Map<String, PlanarProfile> layers(SectionImport s) {
        return s.profiles().layers().stream().collect(Collectors.toMap(PlanarProfile::layer, Function.identity()));
    }

    @Test
    void box_cutAcross_isItsRectangleExactly() throws Exception {
        SectionImport s = cut(TestData.path("step", "box_20x10x5_ap214.step"), "z=2.5");
        assertThat(s.parts()).singleElement().satisfies(p -> {
            assertThat(p.exact()).isTrue();
            assertThat(p.entities()).containsExactly("MANIFOLD_SOLID_BREP #15");
        });
        List<ExactPoint2> v = s.profiles().layers().get(0).outlines().get(0).vertices();
        assertThat(Cycles.same(v, List.of(ExactPoint2.of(0, 0), ExactPoint2.of(20, 0), ExactPoint2.of(20, 10),
                ExactPoint2.of(0, 10)))).as(v.toString()).isTrue();
    }

    @Test
    void linkedPins_areNamedByTheirOccurrencesAndPlacedExactly() throws Exception {
        // FreeCAD: PIN (cylinder r 2) at (10, 10, 2) and its App::Link PIN001 at (30, 10, 2) turned 90° about z
        Path f = TestData.path("step", "freecad", "assembly_ap214.step");
        SectionImport s = SectionReader.read(f, SectionRequest.of(SectionPlane.parse("z=5"))
                .withPartNames(Set.of("PIN", "PIN001")));
        Map<String, PlanarProfile> l = layers(s);
        assertThat(l.get("PIN").circles()).extracting(ProfileCircle::centre).containsExactly(ExactPoint2.of(10, 10));
        assertThat(l.get("PIN001").circles()).extracting(ProfileCircle::centre).containsExactly(ExactPoint2.of(30, 10));
        assertThat(l.get("PIN001").circles()).extracting(ProfileCircle::radius).containsExactly(Rational.of(2));
        // the plate (z in [0, 2]) is not cut: an INFO naming it
        assertThat(s.diagnostics()).filteredOn(d -> d.severity() == Severity.INFO).extracting(Diagnostic::message)
                .anyMatch(m -> m.contains("plate_body (ASSY/PLATE/plate_body) is not cut"));
    }

    @Test
    void sameNameTwice_secondIsRenamedWithAWarning() throws Exception {
        SectionImport s = cut(TestData.path("step", "freecad", "assembly_ap214.step"), "z=5");
        assertThat(s.parts()).extracting(SectionedPart::name).contains("pin_body", "pin_body#2");
        assertThat(s.diagnostics()).filteredOn(d -> d.severity() == Severity.WARNING).extracting(Diagnostic::message)
                .anyMatch(m -> m.contains("two parts are named pin_body (ASSY/PIN001/pin_body is the second)"));
    }

    @Test
    void nestedSubAssemblyInstancedTwice_placesTheInnerPinThroughBothLevels() throws Exception {
        for (String f : new String[] {"assembly_nested_ap203.step", "assembly_nested_ap242.step"}) {
            // SUB001 = SUB lifted by 50 and turned 90° about z: its PIN at (10, 10) goes to (-10, 10), z in [52, 62]
            SectionImport s = SectionReader.read(TestData.path("step", "freecad", f),
                    SectionRequest.of(SectionPlane.parse("z=55")).withPartNames(Set.of("SUB001")));
            Map<String, PlanarProfile> l = layers(s);
            assertThat(l.get("SUB001").circles()).as(f).extracting(ProfileCircle::centre)
                    .containsExactly(ExactPoint2.of(-10, 10));
            assertThat(s.parts()).as(f).filteredOn(p -> p.name().equals("SUB001")).singleElement()
                    .satisfies(p -> assertThat(p.occurrence()).isEqualTo("TOP/SUB001"));
        }
    }

    @Test
    void inchAssembly_isConvertedExactly() throws Exception {
        // the two boxes of assembly_two_boxes.stp in inches: 20 x 10 in at (100, 0) in, cut mid-height (2.5 in)
        SectionImport s = cut(TestData.path("step", "assembly_two_boxes_inch.stp"), "z=63.5");
        assertThat(s.parts()).allMatch(SectionedPart::exact);
        List<ExactPoint2> all = s.profiles().layers().stream().flatMap(l -> l.outlines().stream())
                .flatMap(o -> o.vertices().stream()).toList();
        // 100 in = 2540 mm, 120 in = 3048 mm, 10 in = 254 mm: exact rationals from 25.4 = 127/5
        assertThat(all).contains(ExactPoint2.of(2540, 0), ExactPoint2.of(3048, 254));
    }

    @Test
    void planeOnTopFace_warnsNamingTheFace() throws Exception {
        SectionImport s = cut(TestData.path("step", "box_20x10x5_ap214.step"), "z=5");
        assertThat(s.diagnostics()).filteredOn(d -> d.severity() == Severity.WARNING)
                .anySatisfy(d -> {
                    assertThat(d.entity()).startsWith("ADVANCED_FACE #");
                    assertThat(d.field()).isEqualTo("face_geometry");
                    assertThat(d.line()).isPositive();
                    assertThat(d.message()).contains("contains this planar face");
                });
    }

    @Test
    void openShell_endsWithAnErrorNamingThePartAndFace(@TempDir Path dir) throws Exception {
        String box = Files.readString(TestData.path("step", "box_20x10x5_ap214.step"), StandardCharsets.ISO_8859_1);
        // drop the face #137 from the closed shell: the side walls no longer close up
        Path f = dir.resolve("open_box.step");
        Files.writeString(f, box.replace("#16 = CLOSED_SHELL('',(#17,#137,#237,", "#16 = CLOSED_SHELL('',(#17,#237,"),
                StandardCharsets.ISO_8859_1);
        assertThatThrownBy(() -> cut(f, "z=2.5")).isInstanceOf(ImportException.class)
                .satisfies(e -> assertThat(((ImportException) e).diagnostics()).filteredOn(d -> d.severity()
                        == Severity.ERROR).anySatisfy(d -> {
                            assertThat(d.entity()).startsWith("ADVANCED_FACE #");
                            assertThat(d.field()).isEqualTo("bounds");
                            assertThat(d.message()).contains("part box_20x10x5").contains("section loop is open");
                        }));
    }

    @Test
    void meshes_areExactFromDecimalsAndFloat32() throws Exception {
        SectionImport a = cut(TestData.path("mesh", "box_20x10x5_ascii.stl"), "z=2.5");
        assertThat(a.parts()).singleElement().satisfies(p -> assertThat(p.exact()).isTrue());
        assertThat(Cycles.same(a.profiles().layers().get(0).outlines().get(0).vertices(), List.of(ExactPoint2.of(0, 0),
                ExactPoint2.of(20, 0), ExactPoint2.of(20, 10), ExactPoint2.of(0, 10)))).isTrue();
        assertThat(a.diagnostics()).extracting(Diagnostic::message).anyMatch(m -> m.contains("exact decimals"));
        SectionImport b = cut(TestData.path("mesh", "cylinder_r5_h20_binary.stl"), "z=10");
        assertThat(b.parts()).singleElement().satisfies(p -> assertThat(p.exact()).isTrue());
        assertThat(b.diagnostics()).extracting(Diagnostic::message).anyMatch(m -> m.contains("float32"));
    }

    @Test
    void objWithNamedObjects_givesOnePartPerObject(@TempDir Path dir) throws Exception {
        StringBuilder obj = new StringBuilder();
        for (String[] o : new String[][] {{"PAWL-1", "0"}, {"OBSTACLE-rib", "10"}}) {
            // a unit cube per object, the second one moved by 10 along x
            obj.append("o ").append(o[0]).append('\n');
            int base = obj.toString().split("\nv ", -1).length - 1;
            for (int k = 0; k < 8; k++) {
                obj.append("v ").append(Integer.parseInt(o[1]) + (k & 1)).append(' ').append((k >> 1) & 1).append(' ')
                        .append((k >> 2) & 1).append('\n');
            }
            int[][] quads = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
            for (int[] q : quads) {
                obj.append("f");
                for (int i : q) {
                    obj.append(' ').append(base + i + 1);
                }
                obj.append('\n');
            }
        }
        Path f = dir.resolve("two.obj");
        Files.writeString(f, obj.toString(), StandardCharsets.UTF_8);
        SectionImport s = cut(f, "z=0.5");
        assertThat(s.parts()).extracting(SectionedPart::name).containsExactly("PAWL-1", "OBSTACLE-rib");
        assertThat(layers(s).get("OBSTACLE-rib").outlines().get(0).vertices()).contains(ExactPoint2.of(11, 1));
    }

    @Test
    void mappedItems_placeTheirCopiesExactly() throws Exception {
        // mapped_item.stp: the box (20 x 10 x 5) mapped a second time at (0, 0, 30) with its z axis along world x,
        // i.e. occupying x in [0, 5], y in [0, 20], z in [30, 40]; the plane z = 35 cuts that copy only
        SectionImport s = cut(TestData.path("step", "mapped_item.stp"), "z=35");
        List<ExactPoint2> all = s.profiles().layers().stream().flatMap(l -> l.outlines().stream())
                .flatMap(o -> o.vertices().stream()).toList();
        assertThat(Cycles.same(all, List.of(ExactPoint2.of(0, 0), ExactPoint2.of(5, 0), ExactPoint2.of(5, 20),
                ExactPoint2.of(0, 20))) || Cycles.same(all, List.of(ExactPoint2.of(0, 20), ExactPoint2.of(0, 0),
                ExactPoint2.of(5, 0), ExactPoint2.of(5, 20)))).as(all.toString()).isTrue();
        assertThat(s.parts()).filteredOn(SectionedPart::isCut).singleElement().satisfies(p -> assertThat(p.exact()).isTrue());
    }
}

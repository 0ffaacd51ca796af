package org.snapfit.cadimport.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Face;
import org.snapfit.core.testdata.TestData;

/** STEP files written by FreeCAD/OCCT (test-data/step/freecad/gen_freecad.py) against OCCT's own figures. */
class FreecadFixturesTest {
    private static final Map<String, String> OCCT_KIND = Map.of("Plane", "plane", "Cylinder", "cylinder", "Cone", "cone",
            "Sphere", "sphere", "Toroid", "torus", "BSplineSurface", "bspline", "SurfaceOfRevolution", "revolution",
            "SurfaceOfExtrusion", "extrusion");

    @ParameterizedTest
    @CsvSource({
        "fillet_box_ap214.step, 1e-9, 1e-9",
        "torus_ap203.step, 1e-9, 1e-9",
        "cone_ap242.step, 1e-9, 1e-9",
        "hemisphere_ap214.step, 1e-9, 1e-9",
        "loft_ap214.step, 1e-6, 1e-6",
        "revolved_bspline_ap214.step, 1e-6, 1e-6",
        "extruded_ellipse_ap203.step, 1e-9, 1e-4",
    })
    void read_freecadFixture_matchesOcct(String name, double volTol, double areaTol) throws Exception {
        JsonNode ref = new ObjectMapper().readTree(TestData.path("step", "freecad", "reference.json").toFile()).get(name);
        StepModel m = StepReader.read(TestData.path("step", "freecad", name), new ImportReport(name));
        double[] t = StepReaderTest.totals(m);
        // OCCT's volume and area of its own re-read of the file (reference.json)
        assertThat(t[0]).as("volume").isCloseTo(ref.get("volume").asDouble(), within(volTol * ref.get("volume").asDouble()));
        assertThat(t[1]).as("area").isCloseTo(ref.get("area").asDouble(), within(areaTol * ref.get("area").asDouble()));
        Map<String, Integer> kinds = new TreeMap<>();
        for (Assembly r : m.roots()) {
            for (Assembly.Placed p : r.flatten()) {
                for (Body b : p.product().bodies()) {
                    for (Face f : b.faces()) {
                        kinds.merge(f.surface().kind().key(), 1, Integer::sum);
                    }
                }
            }
        }
        Map<String, Integer> expected = new TreeMap<>();
        for (Map.Entry<String, JsonNode> e : ref.get("surface_types").properties()) {
            expected.put(OCCT_KIND.get(e.getKey()), e.getValue().asInt());
        }
        assertThat(kinds).isEqualTo(expected);
        JsonNode bb = ref.get("bbox_min_max");
        for (int k = 0; k < 3; k++) {
            // OCCT's box encloses the shape with a margin (e.g. −14.07 for the torus whose closed form is −13):
            // ours must lie inside it and within its margin
            assertThat(t[2 + k]).as("bbox min " + k).isBetween(bb.get(k).asDouble() - 1e-6, bb.get(k).asDouble() + 1.2);
            assertThat(t[5 + k]).as("bbox max " + k).isBetween(bb.get(3 + k).asDouble() - 1.2, bb.get(3 + k).asDouble() + 1e-6);
        }
    }

    @ParameterizedTest
    @CsvSource({"torus_ap203.step, -13, -13, -3, 13, 13, 3", "loft_ap214.step, -6, -6, 0, 6, 6, 15",
        "hemisphere_ap214.step, -4, -3, 3, 6, 7, 8", "fillet_box_ap214.step, 0, 0, 0, 30, 20, 10"})
    void read_freecadFixture_boxMatchesClosedForm(String name, double x0, double y0, double z0, double x1, double y1,
            double z1) throws Exception {
        double[] t = StepReaderTest.totals(StepReader.read(TestData.path("step", "freecad", name), new ImportReport(name)));
        // closed forms of the generated shapes (gen_freecad.py); the box samples edges and faces
        assertThat(t).endsWith(new double[] {x0, y0, z0, x1, y1, z1}, within(1e-3));
    }

    @ParameterizedTest
    @CsvSource({"extruded_ellipse_ap203.step"})
    void read_extrudedEllipse_areaMatchesClosedForm(String name) throws Exception {
        double[] t = StepReaderTest.totals(StepReader.read(TestData.path("step", "freecad", name), new ImportReport(name)));
        double a = 6;
        double b = 3;
        // Ramanujan's second perimeter formula (relative error ~4e-10 for a/b = 2) × height 7, plus two ellipses πab;
        // OCCT's figure differs from this closed form by 2e-5
        double h = (a - b) * (a - b) / ((a + b) * (a + b));
        double perimeter = Math.PI * (a + b) * (1 + 3 * h / (10 + Math.sqrt(4 - 3 * h)));
        assertThat(t[1]).isCloseTo(perimeter * 7 + 2 * Math.PI * a * b, within(1e-8 * t[1]));
        assertThat(t[0]).isCloseTo(Math.PI * a * b * 7, within(1e-9 * t[0]));
    }
    @Test
    void read_freecadAssembly_instancesPlacementsAndTotalsMatchOcctAndClosedForm() throws Exception {
        // test-data/step/freecad/gen_freecad_assembly.py: ASSY holds PLATE (box 40×20×2) and PIN (cylinder R2 h10),
        // PIN instanced twice (an App::Link), at (10, 10, 2) and at (30, 10, 2) turned 90° about z
        String name = "assembly_ap214.step";
        JsonNode ref = new ObjectMapper().readTree(TestData.path("step", "freecad", "assembly_reference.json").toFile())
                .get(name);
        StepModel m = StepReader.read(TestData.path("step", "freecad", name), new ImportReport(name));
        List<Assembly.Placed> withBodies = placedWithBodies(m);
        // three placed solids; the two pins are one product (instanced twice)
        assertThat(withBodies).hasSize(ref.get("solids").asInt());
        List<Assembly.Placed> pins = withBodies.stream().filter(p -> p.path().contains("PIN")).toList();
        assertThat(pins).hasSize(2);
        assertThat(pins.get(0).product()).isSameAs(pins.get(1).product());
        // each occurrence is named by its own instance (NAUO 'PIN' and the link 'PIN001'), not after the product's
        // first use
        assertThat(pins).extracting(Assembly.Placed::path).containsExactly("ASSY/PIN/pin_body", "ASSY/PIN001/pin_body");
        // world translations by construction
        assertThat(pins.stream().map(p -> p.world().translation().x()).sorted().toList())
                .containsExactly(10.0, 30.0);
        for (Assembly.Placed p : pins) {
            assertThat(p.world().translation().y()).isCloseTo(10, within(1e-12));
            assertThat(p.world().translation().z()).isCloseTo(2, within(1e-12));
        }
        double[] t = StepReaderTest.totals(m);
        // closed form 40·20·2 + 2·π·2²·10, and OCCT's own re-read (assembly_reference.json)
        assertThat(t[0]).isCloseTo(1600 + 80 * Math.PI, within(1e-9 * 1851));
        assertThat(t[0]).isCloseTo(ref.get("volume").asDouble(), within(1e-9 * ref.get("volume").asDouble()));
        assertThat(t[1]).isCloseTo(ref.get("area").asDouble(), within(1e-9 * ref.get("area").asDouble()));
        JsonNode bb = ref.get("bbox_min_max");
        for (int k = 0; k < 6; k++) {
            assertThat(t[2 + k]).as("bbox " + k).isCloseTo(bb.get(k).asDouble(), within(1e-9));
        }
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"assembly_nested_ap203.step", "assembly_nested_ap242.step"})
    void read_freecadNestedAssembly_subAssemblyInstancedTwiceMatchesOcctAndClosedForm(String name) throws Exception {
        // test-data/step/freecad/gen_freecad_assembly_nested.py: TOP holds SUB (PLATE box 40×20×2, PIN cylinder R2
        // h10 at (10, 10, 2)) and SUB again (an App::Link) at (0, 0, 50) turned 90° about z; AP203 and AP242 exports
        JsonNode ref = new ObjectMapper().readTree(TestData.path("step", "freecad", "assembly_nested_reference.json")
                .toFile()).get(name);
        StepModel m = StepReader.read(TestData.path("step", "freecad", name), new ImportReport(name));
        List<Assembly.Placed> withBodies = placedWithBodies(m);
        // four placed solids (OCCT's count): two plates and two pins, each pair one product
        assertThat(withBodies).hasSize(ref.get("solids").asInt());
        List<Assembly.Placed> pins = withBodies.stream().filter(p -> p.path().contains("PIN")).toList();
        List<Assembly.Placed> plates = withBodies.stream().filter(p -> p.path().contains("PLATE")).toList();
        assertThat(pins).hasSize(2);
        assertThat(plates).hasSize(2);
        assertThat(pins.get(0).product()).isSameAs(pins.get(1).product());
        assertThat(plates.get(0).product()).isSameAs(plates.get(1).product());
        // nested transforms by construction: the pin at (10, 10, 2) in SUB; SUB's copy turned 90° about z and
        // lifted by 50 puts it at (-10, 10, 52)
        assertThat(pins.stream().map(p -> p.world().translation().z()).sorted().toList().get(0)).isCloseTo(2,
                within(1e-12));
        assertThat(pins.stream().map(p -> p.world().translation().z()).sorted().toList().get(1)).isCloseTo(52,
                within(1e-12));
        for (Assembly.Placed p : pins) {
            double x = p.world().translation().x();
            assertThat(Math.abs(x)).isCloseTo(10, within(1e-12));
            assertThat(p.world().translation().y()).isCloseTo(10, within(1e-12));
        }
        double[] t = StepReaderTest.totals(m);
        // closed form 2·(40·20·2 + π·2²·10), and OCCT's own re-read (assembly_nested_reference.json)
        assertThat(t[0]).isCloseTo(2 * (1600 + 40 * Math.PI), within(1e-9 * 3452));
        assertThat(t[0]).isCloseTo(ref.get("volume").asDouble(), within(1e-9 * ref.get("volume").asDouble()));
        assertThat(t[1]).isCloseTo(ref.get("area").asDouble(), within(1e-9 * ref.get("area").asDouble()));
        JsonNode bb = ref.get("bbox_min_max");
        for (int k = 0; k < 6; k++) {
            assertThat(t[2 + k]).as("bbox " + k).isCloseTo(bb.get(k).asDouble(), within(1e-9));
        }
    }

    /** Every placed product instance of the model that carries a body (assembly nodes left out). */
    private static List<Assembly.Placed> placedWithBodies(StepModel m) {
        List<Assembly.Placed> out = new ArrayList<>();
        for (Assembly r : m.roots()) {
            for (Assembly.Placed p : r.flatten()) {
                if (!p.product().bodies().isEmpty()) {
                    out.add(p);
                }
            }
        }
        return out;
    }
}

package org.snapfit.cadimport.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.FaceIntegrator;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.testdata.TestData;

/**
 * PCURVEs read from STEP and attached to the edge uses of their faces, and seam edges without them: the face
 * integrals do not depend on them being there, nor on the edge a loop starts with.
 */
class StepPcurveTest {

    private static List<Face> faces(StepModel m) {
        List<Face> out = new ArrayList<>();
        Map<Face, Boolean> seen = new IdentityHashMap<>();
        for (Assembly r : m.roots()) {
            for (Assembly.Placed p : r.flatten()) {
                for (Body b : p.product().bodies()) {
                    for (Face f : b.faces()) {
                        if (seen.put(f, Boolean.TRUE) == null) {
                            out.add(f);
                        }
                    }
                }
            }
        }
        return out;
    }

    private static double area(Face f) {
        return FaceIntegrator.integrate(f, Vec3.ZERO)[0];
    }

    /** The face with every loop started at the given edge (its k-th, cyclically). */
    private static Face rotated(Face f, int k) {
        List<Loop> loops = new ArrayList<>();
        for (Loop l : f.loops()) {
            List<OrientedEdge> es = new ArrayList<>(l.edges());
            if (!es.isEmpty()) {
                Collections.rotate(es, k % es.size());
            }
            loops.add(new Loop(es, l.vertex()));
        }
        return new Face(f.surface(), f.sameSense(), loops);
    }

    /** The face with its pcurves dropped (every edge inverted onto the surface). */
    private static Face bare(Face f) {
        List<Loop> loops = new ArrayList<>();
        for (Loop l : f.loops()) {
            loops.add(new Loop(l.edges().stream().map(e -> new OrientedEdge(e.edge(), e.forward())).toList(),
                    l.vertex()));
        }
        return new Face(f.surface(), f.sameSense(), loops);
    }

    @ParameterizedTest
    @ValueSource(strings = {"capsule", "cone_fillet", "lens", "loft3", "ellipsoid", "extruded_ellipse",
        "revolved_spline"})
    void read_freecadPart_everyEdgeUseHasItsPcurveAndTheAreasAgree(String part) throws Exception {
        Path file = TestData.path("tracking", "cad", part + "_ap214.step");
        ImportReport report = new ImportReport(file.toString());
        StepModel m = StepReader.read(file, report);
        int uses = 0;
        int with = 0;
        for (Face f : faces(m)) {
            for (Loop l : f.loops()) {
                for (OrientedEdge e : l.edges()) {
                    uses++;
                    with += e.pcurve().isPresent() ? 1 : 0;
                }
            }
            // independent path: the same face with every edge inverted onto the surface instead
            assertThat(area(f)).as(part + " face on " + f.surface().kind()).isCloseTo(area(bare(f)),
                    within(1e-10 * area(f)));
        }
        // OCCT writes every edge use's pcurve (seams: both sides, cones: slant parameter, sphere seams: latitudes
        // 2π below their range); each one is attached
        assertThat(with).isEqualTo(uses);
        assertThat(report.freeze()).isEmpty();
    }

    @Test
    void read_circlePcurveWithOwnParameter_warnsAndFallsBack() throws Exception {
        Path file = TestData.path("tracking", "cad", "l_part_ap214.step");
        ImportReport report = new ImportReport(file.toString());
        StepModel m = StepReader.read(file, report);
        // OCCT's periodic rational B-spline circles (knots 2π/3 apart) pass through the edge's points but their
        // parameter is not the circle's angle: each is named, and the edge is inverted instead
        List<Diagnostic> d = report.freeze();
        assertThat(d).hasSize(4).allSatisfy(x -> {
            assertThat(x.severity()).isEqualTo(Severity.WARNING);
            assertThat(x.field()).isEqualTo("reference_to_curve");
            assertThat(x.message()).contains("parameter does not follow the edge's");
        });
        assertThat(d).extracting(Diagnostic::entity).containsExactlyInAnyOrder("#260", "#433", "#493", "#640");
        for (Face f : faces(m)) {
            assertThat(area(f)).isCloseTo(area(bare(f)), within(1e-10 * area(f)));
        }
    }

    @Test
    void read_pcurveOffItsEdge_warnsNamingItAndKeepsTheClosedForm() throws Exception {
        String text = Files.readString(TestData.path("step", "cylinder_r5_h20_ap214.step"));
        // move the seam's first pcurve (#63, on the cylinder #31) half a radian off the seam
        String broken = text.replace("#66 = CARTESIAN_POINT('',(6.28318530718,-0.));",
                "#66 = CARTESIAN_POINT('',(5.78318530718,-0.));");
        assertThat(broken).isNotEqualTo(text);
        ImportReport report = new ImportReport("broken.step");
        StepModel m = StepReader.read(new StringReader(broken), report);
        assertThat(report.freeze()).singleElement().satisfies(x -> {
            assertThat(x.entity()).isEqualTo("#63");
            assertThat(x.message()).contains("PCURVE lies").contains("mm from its edge").contains("not used");
        });
        // closed form 2π·5·20 + 2·π·5²: the seam is placed by orientation instead
        double total = faces(m).stream().mapToDouble(StepPcurveTest::area).sum();
        assertThat(total).isCloseTo(250 * Math.PI, within(1e-9 * 250 * Math.PI));
    }

    @Test
    void read_pcurveOfUnknownKind_warnsAndKeepsTheClosedForm() throws Exception {
        String text = Files.readString(TestData.path("step", "cylinder_r5_h20_ap214.step"));
        // the seam's second pcurve becomes a curve kind the reader does not map
        String broken = text.replace("#72 = LINE(", "#72 = CLOTHOID(");
        assertThat(broken).isNotEqualTo(text);
        ImportReport report = new ImportReport("broken.step");
        StepModel m = StepReader.read(new StringReader(broken), report);
        assertThat(report.freeze()).singleElement().satisfies(x -> {
            assertThat(x.entity()).isEqualTo("#72");
            assertThat(x.message()).contains("unsupported curve CLOTHOID");
        });
        double total = faces(m).stream().mapToDouble(StepPcurveTest::area).sum();
        assertThat(total).isCloseTo(250 * Math.PI, within(1e-9 * 250 * Math.PI));
    }

    /**
     * The I-DEAS export of the AS1 assembly has no PCURVEs and every face a B-spline: its hole walls are closed in
     * u with a seam edge used twice. Each face's area must not depend on the edge its loops start with (before the
     * seams were placed by orientation, starting a hole wall's loop at the seam gave area 0).
     */
    @Test
    void read_bsplineSeamFaces_areaIndependentOfLoopStart() throws Exception {
        Optional<Path> bs = TestData.shared("cad", "public", "step", "trj2_as1-id-203.stp");
        assumeTrue(bs.isPresent(), "shared/test-data/cad/public is absent");
        StepModel m = StepReader.read(bs.get(), new ImportReport(bs.get().toString()));
        int seamFaces = 0;
        for (Face f : faces(m)) {
            Map<Edge, Integer> uses = new IdentityHashMap<>();
            int longest = 0;
            for (Loop l : f.loops()) {
                longest = Math.max(longest, l.edges().size());
                for (OrientedEdge e : l.edges()) {
                    assertThat(e.pcurve()).isEmpty();
                    uses.merge(e.edge(), 1, Integer::sum);
                }
            }
            if (!uses.containsValue(2)) {
                continue;
            }
            seamFaces++;
            double a = area(f);
            assertThat(a).isPositive();
            for (int k = 1; k < longest; k++) {
                assertThat(area(rotated(f, k))).as("face on " + f.surface().kind() + " started at edge " + k)
                        .isCloseTo(a, within(1e-11 * a));
            }
        }
        // the plate's six holes, the nut's bore, the bolt's two cylinders, the bracket's four holes, the rod
        assertThat(seamFaces).isEqualTo(14);
    }
}

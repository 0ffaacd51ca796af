package org.snapfit.cadimport.step;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.FaceIntegrator;
import org.snapfit.core.body.MassProperties;
import org.snapfit.core.body.Tessellator;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.surface.Uv;
import org.snapfit.core.testdata.TestData;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

/**
 * Tessellation of FreeCAD-made STEP parts (planes, cylinders, spheres, extrusions, B-spline faces, with seams, poles
 * and holes): the mesh is closed
 * (every edge used once in each direction), its volume is the B-rep's exact volume ({@link FaceIntegrator}, itself
 * checked against OCCT and closed forms in {@link CadPartsIntegralTest}) within area × chord tolerance (a surface
 * within d of another bounds a volume difference of at most d × area), and points of its triangles lie within the
 * chord tolerance of their face's surface, at the test's own seeded random points (not the tessellator's samples).
 */
class StepTessellationTest {

    /**
     * Random points are not the refinement's seven sample points; for a quadratic deviation vanishing at the corners
     * the maximum over the triangle is at most 4/3 of the largest of those samples (centroid and edge middles of
     * λ₁λ₂ + λ₂λ₃ + λ₃λ₁: 1/3 against 1/4), so that is the bound asserted, dimensionless.
     */
    private static final double SAMPLE_FACTOR = 4.0 / 3;

    /** The first body of the first occurrence that has one, in a STEP file under test-data. */
    private static Body firstBody(String relative) throws Exception {
        String[] parts = relative.split("/");
        Path file = TestData.path(parts[0], java.util.Arrays.copyOfRange(parts, 1, parts.length));
        StepModel m = StepReader.read(file, new ImportReport(file.toString()));
        Assembly.Placed placed = m.roots().get(0).flatten().stream().filter(p -> !p.product().bodies().isEmpty())
                .findFirst().orElseThrow();
        return placed.product().bodies().get(0);
    }

    @ParameterizedTest
    @CsvSource({
        "tracking/cad/rounded_box_ap214.step, 0.01",
        "tracking/cad/capsule_ap214.step, 0.01",
        "tracking/cad/lens_ap214.step, 0.01",
        "tracking/cad/extruded_ellipse_ap214.step, 0.01",
        "tracking/cad/ellipsoid_ap214.step, 0.01",
        "tracking/cad/l_part_ap214.step, 0.01",
        "cad-parts/cylinder-r50-l100.step, 0.05",
        "cad-parts/rounded-box.step, 0.05",
        "cad-parts/capsule-r5-l30.step, 0.01",
        "cad-parts/block-80x80x20.step, 0.01",
        "step/cylinder_r5_h20_ap214.step, 0.001",
        // a torus fillet whose loop crosses both periods, a lofted B-spline face closed along u (its edges on the
        // parameter border), a cylinder band of radius 0.001 mm bounded by one loop with a seam
        "tracking/cad/cone_fillet_ap214.step, 0.01",
        "tracking/cad/loft3_ap214.step, 0.01",
        "tracking/cad/revolved_spline_ap214.step, 0.01",
    })
    void mesh_isClosed_hasTheExactVolume_andLiesOnTheSurfaces(String relative, double chord) throws Exception {
        Body body = firstBody(relative);
        Tessellator t = new Tessellator(Tolerance.of("chordTolerance", chord, Unit.MILLIMETRE));
        t.add(body, org.snapfit.core.transform.Pose3.IDENTITY, relative);
        TriangleMesh mesh = t.mesh();
        MassProperties exact = FaceIntegrator.properties(body);
        assertThat(mesh.isWatertight()).as("%s closed (%d triangles)", relative, mesh.triangleCount()).isTrue();
        assertThat(Math.abs(mesh.volume() - exact.volume())).as("%s volume %s vs %s", relative, mesh.volume(),
                exact.volume()).isLessThanOrEqualTo(exact.area() * chord);
        assertThat(t.maxDeviation()).isLessThanOrEqualTo(chord);
        Random rnd = new Random(20261128L);
        double worst = 0;
        for (int i = 0; i < mesh.triangleCount(); i++) {
            Vec3 a = mesh.vertex(mesh.corner(i, 0));
            Vec3 b = mesh.vertex(mesh.corner(i, 1));
            Vec3 c = mesh.vertex(mesh.corner(i, 2));
            double r1 = rnd.nextDouble();
            double r2 = rnd.nextDouble();
            if (r1 + r2 > 1) {
                r1 = 1 - r1;
                r2 = 1 - r2;
            }
            Vec3 p = a.scale(1 - r1 - r2).add(b.scale(r1)).add(c.scale(r2));
            // the surface's own global search: it maps points beside a loft's seam and a revolution's axis back
            var s = t.faceOf(i).surface();
            Uv uv = s.closestParameter(p);
            worst = Math.max(worst, s.point(uv.u(), uv.v()).subtract(p).norm());
        }
        assertThat(worst).as("%s: farthest random triangle point from its surface", relative)
                .isLessThanOrEqualTo(SAMPLE_FACTOR * chord);
        System.out.printf("%s: %d triangles, volume %.9f vs %.9f, max dev %.3g, random %.3g%n", relative,
                mesh.triangleCount(), mesh.volume(), exact.volume(), t.maxDeviation(), worst);
    }
}

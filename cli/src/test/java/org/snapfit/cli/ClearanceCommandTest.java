package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.core.testdata.TestData;

class ClearanceCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private int run(String... args) {
        return Main.run(new PrintWriter(out), new PrintWriter(err), args);
    }

    private Path write(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    /** Sphere r = 1 passing sphere r = 1.5 at offset (0.5, 2.5): min clearance √6.5 − 2.5 at x = 0. */
    private static final String PASS = "{\"format\": \"snapfit-path/1\","
            + " \"from\": {\"translation\": [-5, 0.5, 2.5], \"rotation\": [1, 0, 0, 0]},"
            + " \"to\": {\"translation\": [5, 0.5, 2.5], \"rotation\": [0.7071067811865476, 0, 0, 0.7071067811865476]},"
            + " \"steps\": 20}";

    @Test
    void clearance_twoSpheres_textSummaryWithClosedFormMinimum() throws Exception {
        Path path = write("pass.json", PASS);
        Path svg = dir.resolve("c.svg");
        int code = run("clearance", "sphere:1", "sphere:1.5", "--path", path.toString(), "--plot", svg.toString());
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        // closed form |c1 − c2| − r1 − r2 at x = 0 (step 10 of 20): √(0.25 + 6.25) − 2.5 = 0.049509756796392...
        assertThat(out.toString()).contains("minimum clearance 0.04950975679")
                .contains("at step 10 (travel 5.00000 mm)")
                .contains("no contact along the path");
        assertThat(Files.readString(svg)).startsWith("<?xml").contains("<svg")
                .contains("snapfit-clearance-clip"); // our defs prefix: this chart
    }

    @Test
    void clearance_json_keysAndSamples() throws Exception {
        Path path = write("pass.json", PASS);
        int code = run("clearance", "sphere:1", "sphere:1.5", "--path", path.toString(), "--json");
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode j = new ObjectMapper().readTree(out.toString());
        assertThat(j.get("format").asText()).isEqualTo("snapfit-clearance/1");
        assertThat(j.get("minClearance").asDouble()).isCloseTo(Math.sqrt(6.5) - 2.5, within(1e-9));
        assertThat(j.get("atStep").asInt()).isEqualTo(10);
        // witness on B: 1.5 · unit(0, 0.5, 2.5); on A: A's centre (0, 0.5, 2.5) minus 1 · the same unit vector
        double n = Math.sqrt(6.5);
        assertThat(j.get("witnessB").get(2).asDouble()).isCloseTo(1.5 * 2.5 / n, within(1e-6));
        assertThat(j.get("witnessA").get(2).asDouble()).isCloseTo(2.5 - 2.5 / n, within(1e-6));
        assertThat(j.get("features").get("a").asText()).startsWith("A.o");
        assertThat(j.get("firstContactStep").isNull()).isTrue();
        assertThat(j.get("samples")).hasSize(21);
        for (JsonNode s : j.get("samples")) {
            double x = -5 + 0.5 * s.get("step").asInt();
            assertThat(s.get("clearance").asDouble()).isCloseTo(Math.sqrt(x * x + 6.5) - 2.5, within(1e-9));
        }
        // stable key order
        assertThat(out.toString().indexOf("\"minClearance\"")).isLessThan(out.toString().indexOf("\"atStep\""));
    }

    @Test
    void clearance_collidingSpheres_firstContactReported() throws Exception {
        Path path = write("hit.json", "{\"format\": \"snapfit-path/1\", \"from\": {\"translation\": [-5, 0, 0]},"
                + " \"to\": {\"translation\": [5, 0, 0.5]}, \"steps\": 10, \"b\": {\"translation\": [0, 0, 0]}}");
        int code = run("clearance", "ellipsoid:1,1,1", "sphere:1", "--path", path.toString(), "--json");
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode j = new ObjectMapper().readTree(out.toString());
        // centre (−5 + i, 0, 0.05 i): |c| ≤ 2 first at i = 4 (|c| = √(1 + 0.04) ≈ 1.02)
        assertThat(j.get("firstContactStep").asInt()).isEqualTo(4);
        assertThat(j.get("minClearance").asDouble()).isNegative();
    }

    @Test
    void clearance_badInput_exit2WithMessage() throws Exception {
        Path bad = write("bad.json", "{\"format\": \"snapfit-path/2\"}");
        assertThat(run("clearance", "sphere:1", "sphere:1", "--path", bad.toString())).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("field 'format' = 'snapfit-path/2'");
        Path q = write("q.json", "{\"format\": \"snapfit-path/1\", \"from\": {\"rotation\": [2, 0, 0, 0]},"
                + " \"to\": {}, \"steps\": 3}");
        assertThat(run("clearance", "sphere:1", "sphere:1", "--path", q.toString())).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("'from.rotation' has norm 2.0");
        Path ok = write("ok.json", PASS);
        assertThat(run("clearance", "sphere:-1", "sphere:1", "--path", ok.toString())).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("part A = 'sphere:-1'");
        assertThat(run("clearance", "nothing.step", "sphere:1", "--path", ok.toString()))
                .isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("no such file");
        Path steps = write("s.json", "{\"format\": \"snapfit-path/1\", \"from\": {}, \"to\": {\"translation\":"
                + " [1, 0, 0]}}");
        assertThat(run("clearance", "sphere:1", "sphere:1", "--path", steps.toString()))
                .isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("field 'steps' is missing");
        assertThat(err.toString()).doesNotContain("Exception");
    }

    @Test
    void clearance_badPathJson_errorDocumentNamesFileFieldAndLine() throws Exception {
        Path q = write("q.json", "{\"format\": \"snapfit-path/1\", \"from\": {\"rotation\": [2, 0, 0, 0]},"
                + " \"to\": {}, \"steps\": 3}");
        assertThat(run("clearance", "sphere:1", "sphere:1", "--path", q.toString(), "--json"))
                .isEqualTo(Main.EXIT_BAD_INPUT);
        JsonNode e = new ObjectMapper().readTree(err.toString());
        assertThat(e.get("code").asText()).isEqualTo("bad_input");
        assertThat(e.get("file").asText()).isEqualTo(q.toString());
        assertThat(e.get("field").asText()).isEqualTo("from.rotation");
        err.getBuffer().setLength(0);
        // malformed JSON on the third line: the line is the parser's
        Path broken = write("broken.json", "{\n\"format\": \"snapfit-path/1\",\n\"steps\": ]\n}");
        assertThat(run("clearance", "sphere:1", "sphere:1", "--path", broken.toString(), "--json"))
                .isEqualTo(Main.EXIT_BAD_INPUT);
        JsonNode m = new ObjectMapper().readTree(err.toString());
        assertThat(m.get("file").asText()).isEqualTo(broken.toString());
        assertThat(m.get("line").asInt()).isEqualTo(3);
    }

    @Test
    void clearance_help_teachesShapesAndPathFormat() {
        assertThat(run("clearance", "--help")).isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("sphere:R").contains("ellipsoid:A,B,C").contains("snapfit-path/1");
    }

    @Test
    void clearance_freecadStepSpheres_matchOcctDistToShape() throws Exception {
        // test-data/tracking/gen_spheres.py: FreeCAD/OCCT spheres (each one face bounded by its seam and poles); part A
        // posed by static.path.json. spheres_reference.json holds OCCT's BRepExtrema distToShape and closest points
        JsonNode ref = new ObjectMapper().readTree(TestData.path("tracking", "spheres_reference.json").toFile());
        int code = run("clearance", TestData.path("tracking", "sphere_a_ap214.step").toString(),
                TestData.path("tracking", "sphere_b_ap214.step").toString(), "--path",
                TestData.path("tracking", "static.path.json").toString(), "--json");
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode j = new ObjectMapper().readTree(out.toString());
        // distances between placed STEP parts equal OCCT's distToShape to 1e-7 (and the closed form)
        assertThat(j.get("minClearance").asDouble()).isCloseTo(ref.get("distToShape").asDouble(), within(1e-7));
        assertThat(j.get("minClearance").asDouble()).isCloseTo(Math.sqrt(87.25) - 5, within(1e-9));
        for (int k = 0; k < 3; k++) {
            assertThat(j.get("witnessA").get(k).asDouble()).isCloseTo(ref.get("pointA").get(k).asDouble(), within(1e-6));
            assertThat(j.get("witnessB").get(k).asDouble()).isCloseTo(ref.get("pointB").get(k).asDouble(), within(1e-6));
        }
    }

    @Test
    void clearance_freecadRationalBsplineEllipsoids_matchOcctDistToShapeAtEverySample() throws Exception {
        // test-data/step/freecad/gen_ellipsoids.py: two ellipsoids, each 8 exact rational B-spline octant patches
        // (FreeCAD/OCCT NURBS form of a sphere, poles scaled per axis); part A moves along ellipsoids.path.json.
        // ellipsoids_reference.json holds OCCT's BRepExtrema distToShape at each of the 13 sample poses
        JsonNode ref = new ObjectMapper().readTree(
                TestData.path("step", "freecad", "ellipsoids_reference.json").toFile());
        int code = run("clearance", TestData.path("step", "freecad", "ellipsoid_a_ap214.step").toString(),
                TestData.path("step", "freecad", "ellipsoid_b_ap214.step").toString(), "--path",
                TestData.path("step", "freecad", "ellipsoids.path.json").toString(), "--json");
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode j = new ObjectMapper().readTree(out.toString());
        JsonNode samples = j.get("samples");
        JsonNode expected = ref.get("samples");
        assertThat(samples.size()).isEqualTo(expected.size());
        double min = Double.POSITIVE_INFINITY;
        for (int k = 0; k < samples.size(); k++) {
            // distances between placed STEP parts equal OCCT's distToShape to 1e-7, at every placement
            double occt = expected.get(k).get("distToShape").asDouble();
            assertThat(samples.get(k).get("clearance").asDouble()).as("sample %d", k).isCloseTo(occt, within(1e-7));
            double[] wa = new double[3];
            double[] wb = new double[3];
            for (int i = 0; i < 3; i++) {
                wa[i] = samples.get(k).get("witnessA").get(i).asDouble();
                wb[i] = samples.get(k).get("witnessB").get(i).asDouble();
                // closest points are unique for strictly convex bodies, but a minimum fixes them only to about
                // √(distance tolerance / curvature): OCCT's BRepExtrema points agree to 1e-4, not more
                assertThat(wa[i]).as("sample %d witness A", k)
                        .isCloseTo(expected.get(k).get("pointA").get(i).asDouble(), within(1e-4));
                assertThat(wb[i]).as("sample %d witness B", k)
                        .isCloseTo(expected.get(k).get("pointB").get(i).asDouble(), within(1e-4));
            }
            // our witnesses, checked against the closed-form surfaces: A's, moved back by its pose at this sample
            // (rotation 60°·k/12 about z, translation linear from (−6, 0, 0) to (6, 0, 0.6)), lies on
            // (x/3)² + (y/2)² + (z/1.5)² = 1; B's on ((x − 0.5)/2)² + ((y − 5)/1.2)² + (z − 0.8)² = 1
            double f = k / 12.0;
            double th = Math.toRadians(60 * f);
            double px = wa[0] - (-6 + 12 * f);
            double py = wa[1];
            double pz = wa[2] - 0.6 * f;
            double lx = Math.cos(th) * px + Math.sin(th) * py;
            double ly = -Math.sin(th) * px + Math.cos(th) * py;
            assertThat(lx * lx / 9 + ly * ly / 4 + pz * pz / 2.25).as("sample %d A on ellipsoid", k)
                    .isCloseTo(1, within(1e-9));
            double bx = (wb[0] - 0.5) / 2;
            double by = (wb[1] - 5) / 1.2;
            double bz = wb[2] - 0.8;
            assertThat(bx * bx + by * by + bz * bz).as("sample %d B on ellipsoid", k).isCloseTo(1, within(1e-9));
            // stationarity: wB − wA is along A's outward normal (gradient of the implicit form, rotated to world)
            double gx = lx / 9;
            double gy = ly / 4;
            double[] n = {Math.cos(th) * gx - Math.sin(th) * gy, Math.sin(th) * gx + Math.cos(th) * gy, pz / 2.25};
            double[] dv = {wb[0] - wa[0], wb[1] - wa[1], wb[2] - wa[2]};
            double cross = Math.sqrt(Math.pow(n[1] * dv[2] - n[2] * dv[1], 2) + Math.pow(n[2] * dv[0] - n[0] * dv[2], 2)
                    + Math.pow(n[0] * dv[1] - n[1] * dv[0], 2));
            double norms = Math.sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2])
                    * Math.sqrt(dv[0] * dv[0] + dv[1] * dv[1] + dv[2] * dv[2]);
            assertThat(cross / norms).as("sample %d stationarity", k).isLessThan(1e-8);
            min = Math.min(min, occt);
        }
        assertThat(j.get("minClearance").asDouble()).isCloseTo(min, within(1e-7));
    }

    @Test
    void clearance_stepSphere_matchesClosedForm() throws Exception {
        // OCCT's bug24283_spheres.stp (shared, not copied: no data licence): body 0 is a whole sphere face of
        // radius 1.0000000000000009 centred at the origin (public_reference.json: area 2 × 4π)
        Optional<Path> step = TestData.shared("cad", "public", "step", "bug24283_spheres.stp");
        assumeTrue(step.isPresent(), "shared test data not present");
        Path path = write("pass.json", PASS);
        int code = run("clearance", step.get() + "@0", "sphere:1.5", "--path", path.toString(), "--json");
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode j = new ObjectMapper().readTree(out.toString());
        // closed form √(0.25 + 6.25) − 1.5 − 1.0000000000000009
        assertThat(j.get("minClearance").asDouble()).isCloseTo(Math.sqrt(6.5) - 2.5, within(1e-9));
        assertThat(j.get("features").get("a").asText()).startsWith("bug24283_spheres.stp:face0.o");
        assertThat(run("clearance", step.get().toString(), "sphere:1.5", "--path", path.toString()))
                .isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("holds 2 bodies; pick one with FILE@K");
        Optional<Path> torus = TestData.shared("cad", "public", "step", "bug28414_bug_toroidal_surface.stp");
        if (torus.isPresent()) {
            // a lone trimmed toroidal face: not for the convex patch tracker, taken by the B-rep engine
            assertThat(run("clearance", torus.get().toString(), "sphere:1.5", "--path", path.toString()))
                    .as(err.toString()).isEqualTo(Main.EXIT_OK);
        }
    }

    @Test
    void clearance_partWhollyInsideABall_reportedAsInsideWithDistanceZero() throws Exception {
        // the L part (test-data/tracking/cad, every face within 20 mm of its origin: parts.json areas) moves 5 mm
        // either side of the centre of a ball of radius 200: always wholly inside, boundaries far apart
        Path path = write("pass.json", PASS);
        Path lPart = TestData.path("tracking", "cad", "l_part_ap214.step");
        int code = run("clearance", lPart.toString(), "sphere:200", "--path", path.toString(), "--json");
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode j = new ObjectMapper().readTree(out.toString());
        assertThat(j.get("minClearance").asDouble()).isZero();
        assertThat(j.get("firstContactStep").asInt()).isZero();
        for (JsonNode s : j.get("samples")) {
            assertThat(s.get("contact").asText()).as("step %d", s.get("step").asInt()).isEqualTo("A_INSIDE_B");
            assertThat(s.get("clearance").asDouble()).isZero();
        }
        out.getBuffer().setLength(0);
        assertThat(run("clearance", lPart.toString(), "sphere:200", "--path", path.toString()))
                .isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("lies wholly inside sphere:200 (boundaries ");
    }

    @Test
    void clearance_nonConvexBuiltin_messageNamesPatch() throws Exception {
        // an ellipsoid is convex; a non-convex part can only come from a file here, so check the convexity
        // message through the library rule the command relies on: a STEP torus face is refused above, and
        // SpatialBodyTest covers the saddle/hemisphere messages. Here: a degenerate built-in size.
        Path path = write("pass.json", PASS);
        assertThat(run("clearance", "ellipsoid:1,0,1", "sphere:1", "--path", path.toString()))
                .isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("size 0.0 must lie in [1.0E-9, 1.0E12] mm");
    }
}

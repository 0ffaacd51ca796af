package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.cli.scene.DrapeModel;
import org.snapfit.cli.scene.SceneFile;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.testdata.TestData;
import org.snapfit.qp.model.ParticleState;
import org.snapfit.qp.step.CableScenes;
import org.snapfit.qp.step.StepEngine;

/**
 * {@code snapfit drape} end to end: the paper's two cable scenes through scene files against the built-in scenes,
 * a cable at rest on a FreeCAD-made cylinder (rest height and contact force in closed form), and a hanging cable
 * against the discrete elastic catenary.
 */
class DrapeCommandTest {

    @TempDir
    Path dir;

    private static Path scene(String name) {
        return TestData.path("scenes", name);
    }

    private JsonNode run(Path scene, String... extra) throws IOException {
        StringWriter err = new StringWriter();
        String[] args = new String[4 + extra.length];
        args[0] = "drape";
        args[1] = scene.toString();
        args[2] = "--out";
        args[3] = dir.toString();
        System.arraycopy(extra, 0, args, 4, extra.length);
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), args);
        assertThat(code).as("stderr: %s", err).isEqualTo(Main.EXIT_OK);
        return new ObjectMapper().readTree(dir.resolve("scene.json").toFile());
    }

    /** Final positions of both runs agree to this, in mm: the scenes differ only by the unit conversion (round-off). */
    private static final double SAME_SCENE_MM = 1e-9;

    @Test
    void builtInScenes_throughSceneFiles_reproduceBuiltInRuns() {
        for (String name : List.of("cable-pulley", "cable-cylinder")) {
            SceneFile file = SceneFile.read(scene(name + ".scene.json"));
            StepEngine viaFile = DrapeModel.build(file, w -> { }).scene().engine();
            StepEngine builtIn = (name.equals("cable-pulley") ? CableScenes.pulley(100, 1e-3)
                    : CableScenes.cylinder(100, 1e-3)).engine();
            for (int s = 0; s < 150; s++) {
                viaFile.step();
                builtIn.step();
            }
            ParticleState a = viaFile.state();
            ParticleState b = builtIn.state();
            for (int i = 0; i < a.size(); i++) {
                double d = a.position(i).subtract(b.position(i)).norm();
                assertThat(d).as("%s particle %d", name, i).isLessThanOrEqualTo(SAME_SCENE_MM);
            }
        }
    }

    @Test
    void cableOnFreeCadCylinder_restsOnTopWithinChordAndCarriesItsWeight() throws IOException {
        JsonNode doc = run(scene("cable-over-cad-cylinder.scene.json"));
        JsonNode sum = doc.get("summary");
        // KKT residuals as for the built-in scenes, penetration never beyond 1e-3 mm
        assertThat(sum.get("maxStationarity").asDouble()).isLessThanOrEqualTo(1e-10);
        assertThat(sum.get("maxComplementarity").asDouble()).isLessThanOrEqualTo(1e-10);
        assertThat(sum.get("maxPenetration").asDouble()).isLessThanOrEqualTo(1e-3);
        assertThat(sum.get("nonOptimalSteps").asInt()).isZero();
        // closed form: the cable axis rests at R + r = 50 + 2.5 mm above the axis, lowered at most by the STL's
        // chord deflection (0.05 mm, make_parts.py) where the top line falls between two tessellation vertices
        List<String> frames = Files.readAllLines(dir.resolve("frames.csv"));
        int steps = doc.get("parameters").get("steps").asInt();
        for (String line : frames.subList(1 + steps * 21, frames.size())) {
            double y = Double.parseDouble(line.split(",")[4]);
            assertThat(y).isBetween(52.5 - 0.05 - 1e-6, 52.5 + 1e-6);
        }
        // at rest the contact force of the cylinder is the cable's weight: 0.002 kg × 9.81 m/s² along +y
        JsonNode f = sum.get("finalContactForces").get("cylinder");
        assertThat(f.get(1).asDouble()).isCloseTo(0.002 * 9.81, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(Math.abs(f.get(0).asDouble()) + Math.abs(f.get(2).asDouble())).isLessThanOrEqualTo(1e-9);
        assertThat(sum.get("finalContacts").asInt()).isEqualTo(21);
        assertThat(doc.get("units").get("length").asText()).isEqualTo("mm");
        assertThat(doc.get("obstacles").get(0).get("watertight").asBoolean()).isTrue();
    }

    @Test
    void cableOverStepBlock_restsOnExactTopFaceAndMatchesItsStl() throws IOException {
        JsonNode doc = run(scene("cable-over-step-block.scene.json"));
        JsonNode sum = doc.get("summary");
        assertThat(sum.get("maxStationarity").asDouble()).isLessThanOrEqualTo(1e-10);
        assertThat(sum.get("maxComplementarity").asDouble()).isLessThanOrEqualTo(1e-10);
        assertThat(sum.get("maxPenetration").asDouble()).isLessThanOrEqualTo(1e-3);
        // the STEP block's planar faces are tessellated exactly: its middle rests at top + r = 10 + 1 mm
        Map<Integer, double[]> step = lastFrame(dir.resolve("frames.csv"));
        for (double[] p : step.values()) {
            if (Math.abs(p[0]) <= 20) {
                assertThat(p[2]).isCloseTo(11, org.assertj.core.data.Offset.offset(1e-6));
            }
        }
        // the same scene on the FreeCAD STL of the same block: the same rest shape (the two tessellations differ in
        // their diagonals only, which moves contacts near the edges by round-off)
        Path stl = dir.resolve("stl.scene.json");
        Files.writeString(stl, Files.readString(scene("cable-over-step-block.scene.json")).replace(
                "../cad-parts/block-80x80x20.step", TestData.path("cad-parts", "block-80x80x20.stl").toString()
                        .replace("\\", "/")));
        Path out2 = dir.resolve("stl");
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), "drape",
                stl.toString(), "--out", out2.toString(), "--quiet");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        Map<Integer, double[]> viaStl = lastFrame(out2.resolve("frames.csv"));
        for (Map.Entry<Integer, double[]> e : step.entrySet()) {
            for (int k = 0; k < 3; k++) {
                assertThat(Math.abs(e.getValue()[k] - viaStl.get(e.getKey())[k])).as("particle %d", e.getKey())
                        .isLessThanOrEqualTo(1e-5);
            }
        }
        assertThat(doc.get("obstacles").get(0).get("triangles").asInt()).isEqualTo(12);
    }

    @Test
    void cableOverFreeCadRoundedBox_restsOnTopAndHangsClearOfTheSides() throws IOException {
        JsonNode doc = run(scene("cable-over-rounded-box.scene.json"));
        JsonNode sum = doc.get("summary");
        assertThat(sum.get("maxStationarity").asDouble()).isLessThanOrEqualTo(1e-10);
        assertThat(sum.get("maxComplementarity").asDouble()).isLessThanOrEqualTo(1e-10);
        assertThat(sum.get("maxPenetration").asDouble()).isLessThanOrEqualTo(1e-3);
        for (double[] p : lastFrame(dir.resolve("frames.csv")).values()) {
            if (Math.abs(p[0]) <= 40) {
                // on the flat top (z = 20, a planar face of the STL, exact): axis at 20 + r = 21 mm
                assertThat(p[2]).isCloseTo(21, org.assertj.core.data.Offset.offset(1e-6));
            }
            if (p[2] < 15) {
                // hanging down the sides (x = ±50): the axis keeps r = 1 mm from the wall
                assertThat(Math.abs(p[0])).isGreaterThanOrEqualTo(51 - 1e-3);
            }
        }
        assertThat(doc.get("obstacles").get(0).get("watertight").asBoolean()).isTrue();
    }

    /**
     * Chord bound of the STEP-versus-STL comparisons, in mm: the scene's chordTolerance and the STL's linear
     * deflection (cad-parts/README.md) are both 0.05 mm, and both meshes have their vertices on the exact surface with
     * their triangles inside it, so at a contact each rests within 0.05 mm inside the exact rest position, hence
     * within 0.05 mm of the other along the surface normal.
     */
    private static final double CHORD_MM = 0.05;

    /** Runs a scene into its own folder under the test's and returns the last frame's particle positions. */
    private Map<Integer, double[]> lastFrameOf(Path scene, String folder) throws IOException {
        Path out = dir.resolve(folder);
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "drape", scene.toString(),
                "--out", out.toString(), "--quiet");
        assertThat(code).as("stderr: %s", err).isEqualTo(Main.EXIT_OK);
        return lastFrame(out.resolve("frames.csv"));
    }

    @Test
    void cableOverStepCylinder_restsAsOverItsStlWithinTheChordBound() throws IOException {
        Map<Integer, double[]> step = checkedRun("cable-over-step-cylinder.scene.json");
        Map<Integer, double[]> stl = lastFrameOf(stlTwin("cable-over-step-cylinder.scene.json",
                "cylinder-r50-l100"), "stl");
        compare(step, stl, 0, 1);
    }

    @Test
    void cableOverStepRoundedBox_restsAsOverItsStlWithinTheChordBound() throws IOException {
        Map<Integer, double[]> step = checkedRun("cable-over-step-rounded-box.scene.json");
        Map<Integer, double[]> stl = lastFrameOf(stlTwin("cable-over-step-rounded-box.scene.json", "rounded-box"),
                "stl");
        compare(step, stl, 0, 2);
    }

    private Map<Integer, double[]> checkedRun(String name) throws IOException {
        JsonNode doc = run(scene(name));
        JsonNode sum = doc.get("summary");
        assertThat(sum.get("maxStationarity").asDouble()).isLessThanOrEqualTo(1e-10);
        assertThat(sum.get("maxPenetration").asDouble()).isLessThanOrEqualTo(1e-3);
        assertThat(sum.get("nonOptimalSteps").asInt()).isZero();
        assertThat(doc.get("parameters").get("chordTolerance").asDouble()).isEqualTo(CHORD_MM);
        assertThat(doc.get("obstacles").get(0).get("watertight").asBoolean()).isTrue();
        return lastFrame(dir.resolve("frames.csv"));
    }

    /** The scene with its STEP obstacle replaced by the FreeCAD STL of the same part. */
    private Path stlTwin(String name, String part) throws IOException {
        Path twin = dir.resolve("stl.scene.json");
        Files.writeString(twin, Files.readString(scene(name)).replace("../cad-parts/" + part + ".step",
                TestData.path("cad-parts", part + ".stl").toString().replace("\\", "/")));
        return twin;
    }

    /**
     * Asserts that the two runs rest within 2 × {@link #CHORD_MM} of each other in the cross-section (coordinates a
     * and b) of a part that is translation invariant along the third axis (the cylinder along its axis, the rounded
     * box's top and fillets along y): along that axis a frictionless rest position is indifferent, and the STEP
     * mesh's triangles, tilted by up to their chord, may let the cable slide along it. At a contact the two runs
     * differ by at most {@link #CHORD_MM} along the normal (both meshes inscribed, each within its chord); a free
     * particle beside a contact moves with the contact point and with the slope of the cable leaving it, and the two
     * meshes put their facets at different angles, so the comparison allows the sum of the two meshes' chords.
     */
    private static void compare(Map<Integer, double[]> step, Map<Integer, double[]> stl, int a, int b) {
        double worst = 0;
        for (Map.Entry<Integer, double[]> e : step.entrySet()) {
            double[] p = e.getValue();
            double[] q = stl.get(e.getKey());
            worst = Math.max(worst, Math.hypot(p[a] - q[a], p[b] - q[b]));
        }
        assertThat(worst).as("largest STEP-to-STL distance of a particle in the cross-section")
                .isLessThanOrEqualTo(2 * CHORD_MM);
    }

    private static Map<Integer, double[]> lastFrame(Path csv) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        int last = Integer.parseInt(lines.get(lines.size() - 1).split(",")[0]);
        Map<Integer, double[]> out = new HashMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] c = line.split(",");
            if (Integer.parseInt(c[0]) == last) {
                out.put(Integer.parseInt(c[2]), new double[] {Double.parseDouble(c[3]), Double.parseDouble(c[4]),
                    Double.parseDouble(c[5])});
            }
        }
        return out;
    }

    @Test
    void hangingCable_settlesOnDiscreteElasticCatenary() throws IOException {
        JsonNode doc = run(scene("catenary.scene.json"));
        // the closed form of a chain of 41 equal masses (the 39 inner ones hang on it) and 40 linear springs:
        // constant horizontal tension H, vertical tension w (19.5 − j) in link j, link length l0 + T_j / k;
        // H solves Σ l_j H / T_j = span by bisection
        int n = 41;
        double w = 0.01 / n * 9.81;
        double k = 0.5;
        double l0 = 200.0 / 40;
        double lo = 1e-9;
        double hi = 100;
        for (int it = 0; it < 200; it++) {
            double mid = (lo + hi) / 2;
            if (span(mid, n, w, k, l0) > 200) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        double h = (lo + hi) / 2;
        Map<Integer, double[]> expected = new HashMap<>();
        double x = -100;
        double y = 0;
        expected.put(0, new double[] {x, y});
        for (int j = 0; j < n - 1; j++) {
            double v = w * ((n - 2) / 2.0 - j);
            double t = Math.hypot(h, v);
            double l = l0 + t / k;
            x += l * h / t;
            y -= l * v / t;
            expected.put(j + 1, new double[] {x, y});
        }
        List<String> frames = Files.readAllLines(dir.resolve("frames.csv"));
        int steps = doc.get("parameters").get("steps").asInt();
        for (String line : frames.subList(1 + steps * n, frames.size())) {
            String[] c = line.split(",");
            double[] e = expected.get(Integer.parseInt(c[2]));
            // settled (drag 30 1/s over 2 s): the residual motion is below 1e-8 mm
            assertThat(Double.parseDouble(c[3])).as("x of %s", c[2]).isCloseTo(e[0],
                    org.assertj.core.data.Offset.offset(1e-8));
            assertThat(Double.parseDouble(c[4])).as("y of %s", c[2]).isCloseTo(e[1],
                    org.assertj.core.data.Offset.offset(1e-8));
        }
        // the two supports carry the weight of the 39 hanging masses; no obstacle, so no contact force
        assertThat(doc.get("summary").get("finalContacts").asInt()).isZero();
        assertThat(expected.get(20)[1]).isLessThan(-20);
    }

    private static double span(double h, int n, double w, double k, double l0) {
        double s = 0;
        for (int j = 0; j < n - 1; j++) {
            double v = w * ((n - 2) / 2.0 - j);
            double t = Math.hypot(h, v);
            s += (l0 + t / k) * h / t;
        }
        return s;
    }

    @Test
    void stepsOption_overridesSceneAndWritesOutputs() throws IOException {
        JsonNode doc = run(scene("cable-cylinder.scene.json"), "--steps", "3", "--quiet");
        assertThat(doc.get("format").asText()).isEqualTo("snapfit-drape/1");
        assertThat(doc.get("steps")).hasSize(3);
        assertThat(Files.readString(dir.resolve("final.svg"))).startsWith("<?xml").contains("stroke=\"#c62828\"");
        assertThat(Files.readAllLines(dir.resolve("frames.csv"))).hasSize(1 + 4 * 100);
        Vec3 g = SceneFile.read(scene("cable-cylinder.scene.json")).gravity();
        assertThat(g.y()).isEqualTo(-9810);
    }
}

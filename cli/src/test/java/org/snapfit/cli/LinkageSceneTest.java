package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.analysis.json.Json;
import org.snapfit.cli.scene.LinkageModel;
import org.snapfit.cli.scene.SceneFile;
import org.snapfit.core.testdata.TestData;
import org.snapfit.impulse.scene.CollisionSummary;
import org.snapfit.impulse.scene.LinkageBoxScene;
import org.snapfit.impulse.scene.SceneRun;

/**
 * The linkage-box scene as a scene file ({@code test-data/scenes/linkage-box.scene.json}, in mm, kg, s, N) reproduces
 * impulse's built-in {@link LinkageBoxScene} (also in mm) exactly: both reach the SI engine as the same doubles
 * (lengths divided by 1000, correctly rounded), so every collision state and every step's kinetic energy is
 * bit-identical. {@code snapfit insert} runs the file, and {@code snapfit scene linkage-box} runs the same file
 * from the jar.
 */
class LinkageSceneTest {

    private static final int STEPS = 5000;

    private static SceneFile file() {
        return SceneFile.read(TestData.path("scenes", "linkage-box.scene.json"));
    }

    @ParameterizedTest(name = "e = {0}")
    @ValueSource(doubles = {0, 1})
    void sceneFile_reproducesTheBuiltInScene(double e) {
        SceneRun fromFile = LinkageModel.build(file()).withRestitution(e).run(STEPS);
        SceneRun builtIn = LinkageBoxScene.withRestitution(e).run(STEPS);
        assertThat(fromFile.collisions()).hasSameSizeAs(builtIn.collisions()).isNotEmpty();
        for (int i = 0; i < builtIn.collisions().size(); i++) {
            CollisionSummary a = fromFile.collisions().get(i);
            CollisionSummary b = builtIn.collisions().get(i);
            assertThat(List.of(a.step(), a.contacts(), a.rows(), a.rank())).as("collision %d", i)
                    .isEqualTo(List.of(b.step(), b.contacts(), b.rows(), b.rank()));
            assertThat(a.isPseudoInverse()).as("collision %d", i).isEqualTo(b.isPseudoInverse());
            assertThat(a.kineticEnergyBefore()).as("KE before, collision %d", i).isEqualTo(b.kineticEnergyBefore());
            assertThat(a.kineticEnergyAfter()).as("KE after, collision %d", i).isEqualTo(b.kineticEnergyAfter());
        }
        assertThat(fromFile.kineticEnergy()).isEqualTo(builtIn.kineticEnergy());
        assertThat(fromFile.maxRelativeEnergyGain()).isEqualTo(builtIn.maxRelativeEnergyGain());
    }

    @Test
    void insert_runsTheLinkageScene_passiveAndAsTheBuiltIn(@TempDir Path dir) throws Exception {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "insert",
                TestData.path("scenes", "linkage-box.scene.json").toString(), "--quiet", "--out", dir.toString());
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode doc = Json.reader().readTree(Files.readString(dir.resolve("scene.json")));
        JsonNode summary = doc.get("summary");
        SceneRun builtIn = LinkageBoxScene.withRestitution(0).run(STEPS);
        assertThat(summary.get("collisions").asInt()).isEqualTo(builtIn.collisionStates());
        assertThat(summary.get("pseudoInverseCollisions").asInt()).isEqualTo(builtIn.pseudoInverseStates());
        // passivity (e = 0): no collision state gains kinetic energy
        assertThat(summary.get("maxRelativeEnergyGain").asDouble()).isLessThanOrEqualTo(1e-12);
        // the energies are written in mJ, as the built-in run (mm, kg, s, N) reports them, to the bit
        List<Double> before = new ArrayList<>();
        for (JsonNode row : doc.get("steps")) {
            if (row.has("collision")) {
                before.add(row.get("collision").get("kineticEnergyBefore").asDouble());
            }
        }
        assertThat(before).hasSize(builtIn.collisionStates());
        CollisionSummary first = builtIn.collisions().get(0);
        assertThat(before.get(0)).isEqualTo(first.kineticEnergyBefore());
        assertThat(doc.get("parameters").get("links").asInt()).isEqualTo(3);
        // the start configuration in mm and rad, as the file gives it
        assertThat(doc.get("parameters").get("initialConfiguration").toString())
                .isEqualTo("[350.0,400.0,0.0,0.6,-0.9]");
        assertThat(Files.readAllLines(dir.resolve("frames.csv"))).hasSize(STEPS + 1);
        assertThat(Files.readString(dir.resolve("final.svg"))).startsWith("<?xml").endsWith("</svg>\n");
    }

    @Test
    void pathHand_pullsWithTheCouplingDamperAtTheStart(@TempDir Path dir) throws Exception {
        // one free bar at rest on the hand's first point; the hand sets off along +x at 100 mm/s, so the first
        // step's coupling force is B v_h = 0.002 N·s/mm × 100 mm/s = 0.2 N along x (the spring is not stretched yet)
        Path scene = dir.resolve("bar.scene.json");
        Files.writeString(scene, "{\"format\": \"snapfit-scene/1\", \"dt\": 0.001, \"steps\": 3, \"linkage\":"
                + " {\"links\": [{\"length\": 100, \"width\": 10, \"mass\": 0.1}], \"configuration\": [0, 0, 0]},"
                + " \"hand\": {\"link\": 0, \"point\": [0, 0], \"path\": [[0, 0], [100, 0]], \"speed\": 100,"
                + " \"stiffness\": 0.05, \"damping\": 0.002}}");
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "insert", scene.toString(),
                "--quiet", "--out", dir.resolve("out").toString());
        assertThat(code).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode doc = Json.reader().readTree(Files.readString(dir.resolve("out").resolve("scene.json")));
        JsonNode f0 = doc.get("steps").get(0).get("handForce");
        assertThat(f0.get(0).asDouble()).isCloseTo(0.2, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(f0.get(1).asDouble()).isZero();
        assertThat(doc.get("summary").get("collisions").asInt()).isZero();
        assertThat(doc.get("summary").get("maxRelativeEnergyGain").isNull()).isTrue();
    }

    @Test
    void sceneAlias_runsTheShippedCopyOfTheFile() throws Exception {
        byte[] shipped;
        try (InputStream in = LinkageBoxCommand.class.getResourceAsStream("/org/snapfit/cli/scene/"
                + LinkageBoxCommand.SCENE_FILE)) {
            assertThat(in).isNotNull();
            shipped = in.readAllBytes();
        }
        assertThat(shipped).isEqualTo(Files.readAllBytes(TestData.path("scenes", "linkage-box.scene.json")));
        assertThat(LinkageBoxCommand.builtInScene().linkage()).isPresent();
    }
}

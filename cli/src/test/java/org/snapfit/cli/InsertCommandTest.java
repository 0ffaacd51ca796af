package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.cli.scene.InsertModel;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;
import org.snapfit.core.testdata.TestData;

/**
 * {@code snapfit insert} end to end (a capsule pushed by hand onto a FreeCAD-made block) and the mass properties
 * the body's inertia comes from.
 */
class InsertCommandTest {

    @TempDir
    Path dir;

    @Test
    void capsuleOntoBlock_everyCollisionPassiveAndFlatLandingLosesOneMinusESquared() throws IOException {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "insert",
                TestData.path("scenes", "capsule-onto-block.scene.json").toString(), "--out", dir.toString(),
                "--quiet");
        assertThat(code).as("stderr: %s", err).isEqualTo(Main.EXIT_OK);
        JsonNode doc = new ObjectMapper().readTree(dir.resolve("scene.json").toFile());
        JsonNode sum = doc.get("summary");
        assertThat(doc.get("format").asText()).isEqualTo("snapfit-insert/1");
        assertThat(sum.get("collisions").asInt()).isPositive();
        // passivity: no collision raises the kinetic energy by more than 1e-7 relative
        assertThat(sum.get("maxRelativeEnergyGain").asDouble()).isLessThanOrEqualTo(1e-7);
        JsonNode first = null;
        for (JsonNode s : doc.get("steps")) {
            if (s.has("collision")) {
                assertThat(s.get("collision").get("relativeEnergyChange").asDouble()).isLessThanOrEqualTo(1e-7);
                if (first == null) {
                    first = s.get("collision");
                }
            }
        }
        // the capsule lands flat with a vertical velocity (pure translation, Newton's law e = 0.3 on every row):
        // the kinetic energy after is e² times the one before (relative change e² − 1 = −0.91)
        assertThat(first.get("relativeEnergyChange").asDouble()).isCloseTo(0.3 * 0.3 - 1, within(1e-9));
        // it lands on its lowest generator line, whose two end vertices touch first: two independent rows (lever
        // arms ±15 mm about the centroid), so rank 2, symmetric about the centroid (hence no rotation after)
        assertThat(first.get("contacts").asInt()).isEqualTo(2);
        assertThat(first.get("rank").asInt()).isEqualTo(2);
        // at the end it is pressed onto the block: in contact, and the hand spring pulls down beyond its weight
        assertThat(sum.get("finalContacts").asInt()).isPositive();
        assertThat(sum.get("peakHandForce").asDouble()).isGreaterThan(0);
        assertThat(sum.get("finalPosition").get(2).asDouble()).isBetween(14.0, 15.5);
        assertThat(Files.readString(dir.resolve("final.svg"))).startsWith("<?xml").contains("stroke=\"#d62728\"");
        assertThat(Files.readAllLines(dir.resolve("frames.csv")).get(0)).startsWith("step,time,x,y,z");
        // the same scene with the block given as the FreeCAD STEP part: its planar faces tessellate to the STL's
        // vertices, so the run gives the same answer
        Path out2 = dir.resolve("step");
        assertThat(Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "insert",
                TestData.path("scenes", "capsule-onto-block-step.scene.json").toString(), "--out", out2.toString(),
                "--quiet")).as("stderr: %s", err).isEqualTo(Main.EXIT_OK);
        JsonNode viaStep = new ObjectMapper().readTree(out2.resolve("scene.json").toFile()).get("summary");
        for (String key : List.of("collisions", "maxRelativeEnergyGain", "peakImpulse", "peakHandForce",
                "finalContacts")) {
            assertThat(viaStep.get(key).asDouble()).as(key).isCloseTo(sum.get(key).asDouble(),
                    within(1e-9 * Math.max(1, Math.abs(sum.get(key).asDouble()))));
        }
        for (int k = 0; k < 3; k++) {
            assertThat(viaStep.get("finalPosition").get(k).asDouble()).isCloseTo(
                    sum.get("finalPosition").get(k).asDouble(), within(1e-9));
        }
    }

    @Test
    void freeCadCapsuleStl_convexHullUsedWithWarningAndPassive() throws IOException {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "insert",
                TestData.path("scenes", "freecad-capsule-onto-block.scene.json").toString(), "--out", dir.toString(),
                "--quiet", "--steps", "1300");
        assertThat(code).as("stderr: %s", err).isEqualTo(Main.EXIT_OK);
        // FreeCAD's tessellation folds slightly inwards (0.015 mm): refused as a polyhedron, accepted as its hull
        assertThat(err.toString()).contains("is not exactly convex").contains("its convex hull is used");
        JsonNode sum = new ObjectMapper().readTree(dir.resolve("scene.json").toFile()).get("summary");
        assertThat(sum.get("collisions").asInt()).isPositive();
        assertThat(sum.get("maxRelativeEnergyGain").asDouble()).isLessThanOrEqualTo(1e-7);
    }

    @Test
    void massProperties_unitCubeAndOffsetBox_closedForms() {
        // a 2 × 4 × 6 box with a corner at (1, 1, 1): volume 48, centroid (2, 3, 4),
        // I_xx = V (4² + 6²) / 12 = 208, I_yy = V (2² + 6²) / 12 = 160, I_zz = V (2² + 4²) / 12 = 80, no products
        TriangleMesh box = box(new Vec3(1, 1, 1), new Vec3(3, 5, 7));
        InsertModel.MassProperties mp = InsertModel.massProperties(box);
        assertThat(mp.volume()).isCloseTo(48, within(1e-12));
        assertThat(mp.centroid().x()).isCloseTo(2, within(1e-12));
        assertThat(mp.centroid().y()).isCloseTo(3, within(1e-12));
        assertThat(mp.centroid().z()).isCloseTo(4, within(1e-12));
        double[] in = mp.inertia();
        assertThat(in[0]).isCloseTo(208, within(1e-9));
        assertThat(in[4]).isCloseTo(160, within(1e-9));
        assertThat(in[8]).isCloseTo(80, within(1e-9));
        assertThat(Math.abs(in[1]) + Math.abs(in[2]) + Math.abs(in[5])).isLessThanOrEqualTo(1e-9);
    }

    /** An outward-oriented axis-aligned box mesh from lo to hi. */
    static TriangleMesh box(Vec3 lo, Vec3 hi) {
        List<Vec3> v = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            v.add(new Vec3((i & 1) == 0 ? lo.x() : hi.x(), (i & 2) == 0 ? lo.y() : hi.y(),
                    (i & 4) == 0 ? lo.z() : hi.z()));
        }
        int[][] quads = {{0, 2, 3, 1}, {4, 5, 7, 6}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 4, 6, 2}, {1, 3, 7, 5}};
        List<int[]> t = new ArrayList<>();
        for (int[] q : quads) {
            t.add(new int[] {q[0], q[1], q[2]});
            t.add(new int[] {q[0], q[2], q[3]});
        }
        return TriangleMesh.of(v, t);
    }
}

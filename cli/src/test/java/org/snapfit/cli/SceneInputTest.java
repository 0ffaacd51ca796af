package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.core.testdata.TestData;

/**
 * Bad scene files give exit 2 and one line naming the file and the field, never a stack trace; harmless oddities
 * (an open mesh) give a warning and the run goes on.
 */
class SceneInputTest {

    @TempDir
    Path dir;

    @BeforeEach
    void copyParts() throws IOException {
        Files.copy(TestData.path("scenes", "cylinder-r100-l200.obj"), dir.resolve("cyl.obj"));
        Files.copy(TestData.path("scenes", "capsule-r5-l30.obj"), dir.resolve("capsule.obj"));
        Files.copy(TestData.path("cad-parts", "block-80x80x20.stl"), dir.resolve("block.stl"));
        // an L-shaped prism (concave): the union of two boxes, as a closed outward mesh
        StringBuilder l = new StringBuilder();
        double[][] outline = {{0, 0}, {40, 0}, {40, 10}, {10, 10}, {10, 40}, {0, 40}};
        for (double[] p : outline) {
            l.append("v ").append(p[0]).append(' ').append(p[1]).append(" -30\n");
        }
        for (double[] p : outline) {
            l.append("v ").append(p[0]).append(' ').append(p[1]).append(" -20\n");
        }
        // bottom (normal −z) and top (normal +z) fans split at the reflex corner 4, then the six side quads
        l.append("f 1 6 5\nf 1 5 4\nf 1 4 2\nf 2 4 3\nf 7 11 12\nf 7 10 11\nf 7 8 10\nf 8 9 10\n");
        for (int i = 0; i < 6; i++) {
            int a = i + 1;
            int b = (i + 1) % 6 + 1;
            l.append("f ").append(a).append(' ').append(b).append(' ').append(b + 6).append('\n');
            l.append("f ").append(a).append(' ').append(b + 6).append(' ').append(a + 6).append('\n');
        }
        Files.writeString(dir.resolve("ell.obj"), l.toString());
        // one triangle: an open mesh
        Files.writeString(dir.resolve("open.obj"), "v 0 0 0\nv 100 0 0\nv 0 0 100\nf 1 2 3\n");
    }

    private static final String CABLE = "\"cable\": {\"from\": [-50, 0, 0], \"to\": [50, 0, 0], \"particles\": 5,"
            + " \"stiffness\": 10, \"thickness\": 1, \"mass\": 0.01%s}";

    private static String drape(String top, String cableExtra) {
        return "{\"format\": \"snapfit-scene/1\", \"dt\": 0.001, \"steps\": 2, \"gravity\": [0, -9810, 0],"
                + " \"obstacles\": [{\"file\": \"cyl.obj\", \"pose\": {\"translation\": [0, -120, 0]}}]" + top + ", "
                + String.format(CABLE, cableExtra) + "}";
    }

    private static String insert(String handStart) {
        return "{\"format\": \"snapfit-scene/1\", \"dt\": 0.0001, \"steps\": 2, \"obstacles\": [{\"file\":"
                + " \"block.stl\"}], \"body\": {\"file\": \"capsule.obj\", \"density\": 1e-6, \"pose\": {\"translation\":"
                + " [0, 0, 30]}}, \"hand\": {\"path\": [" + handStart + ", [0, 0, 20]], \"speed\": 10, \"stiffness\": 1}}";
    }

    /** The linkage-box scene file with one replacement. */
    private static String linkage(String from, String to) {
        String text;
        try {
            text = Files.readString(TestData.path("scenes", "linkage-box.scene.json"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!text.contains(from)) {
            throw new IllegalStateException("linkage-box.scene.json holds no " + from);
        }
        return text.replace(from, to);
    }

    /** The linkage-box scene's hand target, replaced by a path in some cases. */
    private static final String LISSAJOUS =
            "\"lissajous\": {\"centre\": [500, 400], \"amplitude\": [600, 500], \"frequency\": [0.25, 0.37]}";

    static Stream<Arguments> badScenes() {
        return Stream.of(
                Arguments.of("insert", linkage("\"mass\": 0.3}", "\"mass\": 0}"),
                        "linkage.links[0].mass = 0.0; it must be > 0"),
                Arguments.of("insert", linkage("\"mass\": 0.3}", "\"mass\": -1}"), "linkage.links[0].mass = -1.0"),
                Arguments.of("insert", linkage("\"width\": 40", "\"width\": 0"), "linkage.links[0].width = 0.0"),
                Arguments.of("insert", linkage("[[0, 2]]", "[[0, 1]]"),
                        "linkage.selfContacts[0] = [0,1]; neighbouring links share a joint"),
                Arguments.of("insert", linkage("[[0, 2]]", "[[1, 1]]"), "a link cannot touch itself"),
                Arguments.of("insert", linkage("[[0, 2]]", "[[0, 3]]"),
                        "linkage.selfContacts[0] = [0,3]; link indices must lie in [0, 2]"),
                Arguments.of("insert", linkage("[350, 400, 0.0, 0.6, -0.9]", "[350, 400, 0.0, 0.6]"),
                        "linkage.configuration = [350,400,0.0,0.6]; it must be an array of 5 numbers"),
                Arguments.of("insert", linkage("\"floating\"", "\"hinged\""), "linkage.base = \"hinged\""),
                Arguments.of("insert", linkage("\"base\": \"floating\"", "\"base\": \"fixed\""),
                        "linkage.basePoint is missing"),
                Arguments.of("insert", linkage("\"link\": 2", "\"link\": 3"),
                        "hand.link = 3; it must be a link index in [0, 2]"),
                Arguments.of("insert", linkage("\"centre\": [500, 400]", "\"centre\": [700, 150]"),
                        "hand.lissajous.centre = [700.0, 150.0] mm lies inside obstacle \"square\""),
                Arguments.of("insert", linkage("\"stiffness\": 0.06", "\"stiffness\": -1"), "hand.stiffness = -1.0"),
                Arguments.of("insert", linkage(LISSAJOUS, "\"path\": [[700, 150], [800, 150]], \"speed\": 10"),
                        "hand.path[0] = [700.0, 150.0] mm lies inside obstacle \"square\""),
                Arguments.of("insert", linkage(LISSAJOUS, "\"path\": [[500, 400, 1], [800, 150, 0]], \"speed\": 10"),
                        "hand.path[0] = [500,400,1]; a linkage moves in the x-y plane, so z must be 0"),
                Arguments.of("insert", linkage(LISSAJOUS, "\"path\": [[500, 400], [800, 150]], \"speed\": 0"),
                        "hand.speed = 0.0; it must be > 0"),
                Arguments.of("insert", linkage("\"lissajous\": {", "\"path\": [[500, 400], [800, 150]], \"lissajous\": {"),
                        "hand.path give either path"),
                Arguments.of("insert", linkage("\"dt\": 0.001", "\"dt\": 0"), "dt = 0.0; it must be > 0"),
                Arguments.of("insert", linkage("\"gravity\": [0, 0, 0]", "\"gravity\": [0, 0, -9810]"),
                        "gravity = [0.0, 0.0, -9810.0]; a linkage moves in the x-y plane"),
                Arguments.of("insert", linkage("{\"name\": \"floor\",", "{\"file\": \"block.stl\", \"name\": \"floor\","),
                        "obstacles[0].file is given in a linkage scene"),
                Arguments.of("insert", linkage("[[-70, -50], [70, -50], [0, 70]]", "[[0, 70], [70, -50], [-70, -50]]"),
                        "obstacles[5] (\"triangle\") "),
                Arguments.of("drape", linkage("\"dt\"", "\"dt\""), "cable is missing"),
                Arguments.of("drape", drape("", "").replace("\"mass\": 0.01", "\"mass\": 0"), "cable.mass = 0.0; it must be > 0"),
                Arguments.of("drape", drape("", "").replace("\"mass\": 0.01", "\"mass\": -1"), "cable.mass = -1.0"),
                Arguments.of("drape", drape("", "").replace("\"stiffness\": 10", "\"stiffness\": -5"),
                        "cable.stiffness = -5.0; it must be > 0"),
                Arguments.of("drape", drape("", "").replace("\"thickness\": 1", "\"thickness\": 0"),
                        "cable.thickness = 0.0; it must be > 0"),
                // the cable runs from x = -50 to 50 mm: length 100 mm, so a radius of 50 mm or more is refused
                Arguments.of("drape", drape("", "").replace("\"thickness\": 1", "\"thickness\": 50"),
                        "cable.thickness = 50.0 mm; the cable's radius must be less than half its length (100.0 mm)"),
                Arguments.of("drape", drape("", "").replace("\"dt\": 0.001", "\"dt\": 0"), "dt = 0.0; it must be > 0"),
                // the cylinder (radius 100 mm, axis z) moved to y = -50: the cable along y = 0, |x| <= 50, lies inside it
                Arguments.of("drape", drape("", "").replace("-120", "-50"), "cable particle 0 of 5 at [-50.0, 0.0, 0.0]"
                        + " mm (the particles start equally spaced from cable.from to cable.to) lies inside the part of"
                        + " obstacles[0]"),
                // 20 mm above the cylinder's top line (the 64-gon's edges lie within 0.13 mm of the circle) with a
                // 25 mm skin: within the skin
                Arguments.of("drape", drape("", "").replace("[0, -120, 0]}", "[0, -120, 0]}, \"thickness\": 25"),
                        "lies within its skin ("),
                Arguments.of("drape", drape("", "").replace("\"dt\": 0.001", "\"dt\": -0.001"), "dt = -0.001"),
                Arguments.of("drape", drape("", "").replace("cyl.obj", "missing.stl"),
                        "obstacles[0].file = \"missing.stl\": no such file"),
                Arguments.of("drape", drape(", \"colour\": \"red\"", ""), "colour is not a field of a scene"),
                Arguments.of("drape", drape("", "").replace("snapfit-scene/1", "snapfit-scene/9"),
                        "format = \"snapfit-scene/9\""),
                Arguments.of("drape", drape("", ", \"fixed\": [\"first\", 7]"), "cable.fixed[1] = 7"),
                Arguments.of("drape", drape("", "").replace("\"steps\": 2", "\"steps\": 0"), "steps = 0"),
                Arguments.of("drape", "{not json", "not valid JSON"),
                Arguments.of("drape", insert("[0, 0, 30]"), "cable is missing"),
                Arguments.of("insert", drape("", ""), "body is missing"),
                Arguments.of("insert", insert("[0, 0, 0]"), "hand.path[0] = "),
                Arguments.of("insert", insert("[0, 0, 30]").replace("\"density\": 1e-6", "\"density\": 0"),
                        "body.density = 0.0; it must be > 0"),
                Arguments.of("insert", insert("[0, 0, 30]").replace("\"speed\": 10", "\"speed\": -10"),
                        "hand.speed = -10.0"),
                Arguments.of("insert", insert("[0, 0, 30]").replace("\"stiffness\": 1", "\"stiffness\": 0"),
                        "hand.stiffness = 0.0"),
                Arguments.of("insert", insert("[0, 0, 30]").replace("block.stl", "ell.obj"),
                        "ell.obj is not a convex part: its surface lies"));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("badScenes")
    void badScene_exitsTwoNamingField(String command, String json, String expected) throws IOException {
        Path scene = dir.resolve("bad.scene.json");
        Files.writeString(scene, json);
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), command, scene.toString(),
                "--out", dir.resolve("out").toString(), "--quiet");
        assertThat(code).as("stderr: %s", err).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains(expected).contains("bad.scene.json").doesNotContain("\tat ")
                .doesNotContain("Exception");
    }

    @Test
    void unknownSceneFile_exitsTwo() {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "drape",
                dir.resolve("nope.json").toString(), "--out", dir.toString());
        assertThat(code).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(err.toString()).contains("nope.json: no such scene file");
    }

    @Test
    void openMesh_warnsAndRuns() throws IOException {
        Path scene = dir.resolve("open.scene.json");
        Files.writeString(scene, drape("", "").replace("cyl.obj", "open.obj"));
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "drape", scene.toString(),
                "--out", dir.resolve("out").toString(), "--quiet");
        assertThat(code).isEqualTo(Main.EXIT_OK);
        assertThat(err.toString()).contains("warning: ").contains("obstacles[0].file = ")
                .contains("open.obj is not a closed manifold mesh");
    }

    @Test
    void help_teachesTheSceneFormat() {
        StringWriter out = new StringWriter();
        assertThat(Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "drape", "--help"))
                .isEqualTo(Main.EXIT_OK);
        assertThat(out.toString()).contains("snapfit-scene/1").contains("N/mm").contains("Examples:");
        StringWriter out2 = new StringWriter();
        assertThat(Main.run(new PrintWriter(out2), new PrintWriter(new StringWriter()), "insert", "--help"))
                .isEqualTo(Main.EXIT_OK);
        assertThat(out2.toString()).contains("maxRelativeEnergyGain").contains("hand");
        assertThat(out.toString().lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(Main.USAGE_WIDTH));
        assertThat(out2.toString().lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(Main.USAGE_WIDTH));
    }
}

package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.core.testdata.TestData;

/**
 * The scene files in test-data validate against docs/schemas/scene.schema.json, and what drape and insert
 * write validates against their output schemas; a scene with both a cable and a body does not.
 */
class SceneSchemaTest {

    @TempDir
    Path dir;

    private static JsonSchema schema(String name) throws IOException {
        Path p = Path.of("..", "docs", "schemas", name);
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(Files.readString(p));
    }

    @Test
    void testDataScenes_validate() throws IOException {
        JsonSchema schema = schema("scene.schema.json");
        List<Path> scenes;
        try (Stream<Path> s = Files.list(TestData.path("scenes"))) {
            scenes = s.filter(p -> p.toString().endsWith(".scene.json")).sorted().toList();
        }
        assertThat(scenes).hasSizeGreaterThanOrEqualTo(5);
        for (Path p : scenes) {
            JsonNode doc = new ObjectMapper().readTree(p.toFile());
            assertThat(schema.validate(doc)).as(p.toString()).isEmpty();
        }
        JsonNode both = new ObjectMapper().readTree(
                "{\"format\": \"snapfit-scene/1\", \"dt\": 1, \"steps\": 1, \"cable\": {\"from\": [0, 0, 0], \"to\": [1, 0, 0],"
                        + " \"particles\": 3, \"stiffness\": 1, \"thickness\": 1, \"mass\": 1}, \"body\": {\"file\": \"a.stl\","
                        + " \"density\": 1}, \"hand\": {\"path\": [[0, 0, 0], [1, 0, 0]], \"speed\": 1, \"stiffness\": 1}}");
        assertThat(schema.validate(both)).isNotEmpty();
        JsonNode linkageWithFile = new ObjectMapper().readTree(Files.readString(TestData.path("scenes",
                "linkage-box.scene.json")).replace("{\"name\": \"floor\",", "{\"file\": \"a.stl\", \"name\": \"floor\","));
        assertThat(schema.validate(linkageWithFile)).isNotEmpty();
    }

    @Test
    void outputs_validate() throws IOException {
        StringWriter err = new StringWriter();
        assertThat(Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "drape",
                TestData.path("scenes", "cable-cylinder.scene.json").toString(), "--steps", "3", "--quiet", "--out",
                dir.resolve("drape").toString())).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode drape = new ObjectMapper().readTree(dir.resolve("drape").resolve("scene.json").toFile());
        assertThat(schema("drape.schema.json").validate(drape)).isEmpty();
        assertThat(Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "insert",
                TestData.path("scenes", "capsule-onto-block.scene.json").toString(), "--steps", "20", "--quiet",
                "--out", dir.resolve("insert").toString())).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode insert = new ObjectMapper().readTree(dir.resolve("insert").resolve("scene.json").toFile());
        assertThat(schema("insert.schema.json").validate(insert)).isEmpty();
        // 20 steps of 50 µs: the capsule is still 3 mm above the block, no collision yet
        assertThat(insert.get("summary").get("maxRelativeEnergyGain").isNull()).isTrue();
        assertThat(Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "insert",
                TestData.path("scenes", "linkage-box.scene.json").toString(), "--steps", "200", "--quiet",
                "--out", dir.resolve("linkage").toString())).as(err.toString()).isEqualTo(Main.EXIT_OK);
        JsonNode linkage = new ObjectMapper().readTree(dir.resolve("linkage").resolve("scene.json").toFile());
        assertThat(schema("insert.schema.json").validate(linkage)).isEmpty();
        // the first collision state of the scene is at step 83 (LinkageBoxCommandTest's run of the built-in)
        assertThat(linkage.get("summary").get("collisions").asInt()).isPositive();
    }
}

package org.snapfit.study;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.core.testdata.TestData;

/** The study files of test-data and a study's summary.json against docs/schemas. */
class SchemaTest {

    static final ObjectMapper JSON = new ObjectMapper();

    static JsonSchema schema(String name) throws IOException {
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(Files.readString(TestData.root().resolve("docs").resolve("schemas").resolve(name)));
    }

    @Test
    void everyStudyFileOfTestData_validates_andReads() throws IOException {
        JsonSchema schema = schema("study.schema.json");
        try (Stream<Path> files = Files.list(TestData.root().resolve("test-data").resolve("study"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).toList()) {
                Set<ValidationMessage> errors = schema.validate(JSON.readTree(f.toFile()));
                assertThat(errors).as(f.toString()).isEmpty();
                assertThat(StudyReader.read(f).parameters()).isNotEmpty();
            }
        }
        // the schema refuses what the reader refuses: an unknown key, two distributions
        ObjectNode bad = (ObjectNode) JSON.readTree(TestData.path("study", "hook-mu-grid.json").toFile());
        bad.set("sample", TextNode.valueOf("3"));
        assertThat(schema.validate(bad)).isNotEmpty();
        ObjectNode two = (ObjectNode) JSON.readTree(TestData.path("study", "hook-mu-grid.json").toFile());
        ((ObjectNode) two.at("/parameters/friction")).set("values", JSON.createArrayNode().add("0.1"));
        assertThat(schema.validate(two)).isNotEmpty();
    }

    @Test
    void summaryJson_validates(@TempDir Path dir) throws IOException {
        StudyPlan plan = Study.plan(TestData.path("study", "hook-mu-grid.json"));
        Study.run(plan, dir, new LocalEngine(), new EngineSettings(2, Optional.empty()), false, StudyProgress.NONE,
                CancellationToken.NONE);
        JsonNode summary = JSON.readTree(dir.resolve("summary.json").toFile());
        assertThat(schema("study-summary.schema.json").validate(summary)).isEmpty();
        // a number where the summary writes strings is refused
        ((ObjectNode) summary.at("/probabilities/lockProbability")).put("value", 0.5);
        assertThat(schema("study-summary.schema.json").validate(summary)).isNotEmpty();
        assertThat(Files.readString(dir.resolve("summary.json"))).endsWith("}\n").doesNotContain("\r");
    }
}

package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.core.testdata.TestData;

/**
 * Every document every command writes for every fixture it reads validates against its schema in docs/schemas/: the
 * document on standard output when the command succeeds, the snapfit-error/1 document (the last line of standard
 * error) when it refuses the input. Exit code 3 (a bug) fails the case.
 */
class DocumentSchemaTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Map<String, JsonSchema> SCHEMAS = new ConcurrentHashMap<>();

    static JsonSchema schema(String name) {
        return SCHEMAS.computeIfAbsent(name, n -> {
            try {
                return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                        .getSchema(Files.readString(Path.of("..", "docs", "schemas", n + ".schema.json")));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** The schema of a document by its format tag, e.g. snapfit-report/1 → report. */
    static String schemaOf(JsonNode doc) {
        String f = doc.path("format").asText("");
        assertThat(f).as("every document names its format").matches("snapfit-[a-z-]+/1");
        return f.substring("snapfit-".length(), f.length() - 2);
    }

    static CliRun run(String... args) {
        return CliRun.of(args);
    }

    /** Validates what a run printed: its document on success, its error document on failure; returns the schema. */
    static String validate(CliRun r, String expectedSchema) throws IOException {
        assertThat(r.code()).as("exit code (3 is a bug); stderr: " + r.err()).isIn(0, 1, 2);
        JsonNode doc;
        String name;
        if (r.code() == Main.EXIT_BAD_INPUT) {
            String[] lines = r.err().strip().split("\n");
            doc = MAPPER.readTree(lines[lines.length - 1]);
            name = "error";
        } else {
            doc = MAPPER.readTree(r.out());
            name = expectedSchema;
        }
        assertThat(schemaOf(doc)).isEqualTo(name);
        Set<ValidationMessage> errors = schema(name).validate(doc);
        assertThat(errors).as(name + ": " + (r.code() == 2 ? r.err() : r.out().substring(0, Math.min(300,
                r.out().length())))).isEmpty();
        return name;
    }

    private static List<Path> files(String folder, String... extensions) {
        try (Stream<Path> s = Files.list(TestData.path(folder))) {
            return s.filter(p -> {
                String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
                return Stream.of(extensions).anyMatch(n::endsWith);
            }).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> mechanisms() {
        List<Path> m = new ArrayList<>(files("snapfit", ".json"));
        m.addAll(files("snapfit-extra", ".json"));
        m.addAll(files("analyze/retraction", ".json"));
        m.addAll(files("dxf", ".json"));
        return m;
    }

    static Stream<Arguments> analyze() {
        List<Arguments> a = new ArrayList<>();
        for (Path p : mechanisms()) {
            a.add(Arguments.of(List.of("analyze", p.toString(), "--out", "-", "--json")));
        }
        for (Path p : files("dxf", ".dxf")) {
            a.add(Arguments.of(List.of("analyze", p.toString(), "--friction", "0.3", "--stiffness", "150", "--json",
                    "--out", "-")));
        }
        // the optional parts of the report: a friction sweep with its transitions, a lock's margin, an intent
        a.add(Arguments.of(List.of("analyze", TestData.path("snapfit", "s04-typeA-friction-lock.json").toString(),
                "--mu-range", "0.1:0.8:0.1", "--bisection-steps", "6", "--intent", "permanent", "--out", "-")));
        a.add(Arguments.of(List.of("analyze", TestData.path("snapfit", "s09-cantilever-limit.json").toString(),
                "--retract-travel", "2", "--intent", "releasable", "--out", "-", "--json")));
        return a.stream();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("analyze")
    void analyze_everyFixture_reportOrErrorValidates(List<String> args) throws IOException {
        validate(run(args.toArray(new String[0])), "report");
    }

    static Stream<Arguments> otherCommands() {
        List<Arguments> a = new ArrayList<>();
        for (Path p : mechanisms()) {
            a.add(Arguments.of(List.of("simulate", p.toString(), "--json"), "simulation"));
            a.add(Arguments.of(List.of("validate", p.toString(), "--json"), "validate"));
        }
        for (Path p : files("dxf", ".dxf")) {
            a.add(Arguments.of(List.of("validate", p.toString(), "--json"), "validate"));
        }
        List<Path> cad = new ArrayList<>(files("step", ".step", ".stp"));
        cad.addAll(files("step/freecad", ".step", ".stp"));
        cad.addAll(files("mesh", ".stl", ".obj"));
        cad.addAll(files("tracking", ".step"));
        for (Path p : cad) {
            a.add(Arguments.of(List.of("inspect", p.toString(), "--json"), "inspect"));
        }
        for (Path p : files("tracking", ".path.json")) {
            a.add(Arguments.of(List.of("clearance", "sphere:1", "sphere:1.5", "--path", p.toString(), "--json"),
                    "clearance"));
        }
        a.add(Arguments.of(List.of("clearance", TestData.path("tracking", "sphere_a_ap214.step").toString(),
                TestData.path("tracking", "sphere_b_ap214.step").toString(), "--path",
                TestData.path("tracking", "pass-by.path.json").toString(), "--json"), "clearance"));
        cad.clear();
        cad.addAll(files("tracking/cad", ".step", ".stp"));
        for (Path p : cad) {
            a.add(Arguments.of(List.of("inspect", p.toString(), "--json"), "inspect"));
        }
        for (Path p : files("step/freecad", "assembly_ap214.step", "assembly_nested_ap203.step")) {
            a.add(Arguments.of(List.of("clearance", p.toString(), "--json"), "clearance-assembly"));
        }
        a.add(Arguments.of(List.of("clearance", TestData.path("tracking", "cad", "assembly_ap214.step").toString(),
                "--move", "FIXTURE/PIN001/PIN_body", "--path", TestData.path("tracking", "cad",
                "insertion.path.json").toString(), "--json"), "clearance-assembly"));
        for (Path p : files("arrangements", ".txt")) {
            a.add(Arguments.of(List.of("arrangement", p.toString(), "--point", "1/3,1/7", "--json"), "arrangement"));
        }
        for (Path p : files("arrangements/cgal-random", ".txt")) {
            a.add(Arguments.of(List.of("arrangement", p.toString(), "--point", "1/3,1/7", "--json"), "arrangement"));
        }
        for (Path p : files("algebra", ".txt", ".poly")) {
            a.add(Arguments.of(List.of("roots", "--file", p.toString(), "--json", "--digits", "20"), "roots"));
        }
        a.add(Arguments.of(List.of("roots", "x^4 - 10*x^2 + 1", "--json"), "roots"));
        return a.stream();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("otherCommands")
    void command_everyFixture_documentOrErrorValidates(List<String> args, String schema) throws IOException {
        validate(run(args.toArray(new String[0])), schema);
    }

    @Test
    void scenes_jsonOnStdoutAndTheFileValidate(@TempDir Path dir) throws IOException {
        for (String[] args : List.of(
                new String[] {"scene", "cable-pulley", "--particles", "6", "--steps", "3", "--json", "--out",
                    dir.resolve("p").toString()},
                new String[] {"scene", "cable-cylinder", "--particles", "6", "--steps", "3", "--json", "--out",
                    dir.resolve("c").toString()},
                new String[] {"scene", "linkage-box", "--steps", "40", "--json", "--out",
                    dir.resolve("l").toString()})) {
            CliRun r = run(args);
            String name = args[1].equals("linkage-box") ? "linkage-box" : "qp-scene";
            validate(r, name);
            // standard output is the file, byte for byte
            assertThat(r.out()).isEqualTo(Files.readString(Path.of(args[args.length - 1], "scene.json")) + (name
                    .equals("qp-scene") ? "\n" : ""));
        }
        for (String[] args : List.of(
                new String[] {"drape", TestData.path("scenes", "cable-cylinder.scene.json").toString(), "--steps", "3",
                    "--quiet", "--json", "--out", dir.resolve("d").toString()},
                new String[] {"insert", TestData.path("scenes", "capsule-onto-block.scene.json").toString(), "--steps",
                    "20", "--quiet", "--json", "--out", dir.resolve("i").toString()})) {
            CliRun r = run(args);
            validate(r, args[0]);
            assertThat(r.out()).isEqualTo(Files.readString(Path.of(args[args.length - 1], "scene.json")) + "\n");
        }
        CliRun study = run("study", TestData.path("study", "hook-mu-grid.json").toString(), "--threads", "1", "--json",
                "--out", dir.resolve("s").toString());
        validate(study, "study-summary");
        assertThat(study.out()).isEqualTo(Files.readString(dir.resolve("s").resolve("summary.json")));
        CliRun refused = run("drape", TestData.path("scenes", "cable-cylinder.scene.json").toString(), "--out", "-",
                "--json");
        assertThat(refused.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(MAPPER.readTree(refused.err().strip()).get("field").asText()).isEqualTo("--out");
    }

    @Test
    void usageErrors_everyCommand_errorDocumentValidates() throws IOException {
        for (String command : Main.commandNames()) {
            if (command.equals("help")) {
                continue;
            }
            CliRun r = run(command, "--no-such-option", "--json");
            assertThat(validate(r, "error")).isEqualTo("error");
            JsonNode doc = MAPPER.readTree(r.err().strip());
            assertThat(doc.get("code").asText()).isEqualTo("usage");
            // the usage text does not follow the document: it is the whole of standard error
            assertThat(r.err().strip().lines().count()).as(command).isEqualTo(1);
        }
        CliRun none = run("--json");
        validate(none, "error");
        assertThat(none.err()).contains("missing command");
    }

    @Test
    void schemas_canFail_aWrongDocumentIsRejected() throws IOException {
        JsonNode error = MAPPER.readTree(Failure.of(Failure.BAD_INPUT, "x").json());
        assertThat(schema("error").validate(error)).isEmpty();
        ((com.fasterxml.jackson.databind.node.ObjectNode) error).remove("message");
        assertThat(schema("error").validate(error)).isNotEmpty();
        JsonNode sim = MAPPER.readTree(run("simulate", TestData.path("snapfit", "s01-ramp-snap-speed2.json")
                .toString()).out());
        ((com.fasterxml.jackson.databind.node.ObjectNode) sim.get("runs").get(0).get("force")).put("work", 1.5);
        assertThat(schema("simulation").validate(sim)).isNotEmpty();
        // simulate's document is not a report: it fails the report schema, which is why it has a format of its own
        assertThat(schema("report").validate(MAPPER.readTree(run("simulate", TestData.path("snapfit",
                "s01-ramp-snap-speed2.json").toString()).out()))).isNotEmpty();
    }
}

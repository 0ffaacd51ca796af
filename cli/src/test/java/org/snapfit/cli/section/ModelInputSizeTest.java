package org.snapfit.cli.section;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.cli.Main;
import org.snapfit.core.testdata.TestData;

/**
 * {@code --max-input-size} applies to every file a section run reads: the mechanism JSON, the STEP model it names,
 * and a STEP, STL or OBJ model given on the command line. A model larger than the limit gives the same message as
 * a drawing or a JSON file (file, size, limit, how to raise it) and exit code 2; the sizes asserted are the
 * fixtures' sizes on disk, read back with {@link Files#size}.
 */
class ModelInputSizeTest {

    private record Run(int code, String err) {
    }

    private static Run run(String... args) {
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), args);
        return new Run(code, err.toString());
    }

    /** Asserts the refusal: the file with its size, the limit, and the flag that raises it. */
    private static void assertRefused(Run r, Path file, long limit) throws Exception {
        assertThat(r.code()).as(r.err()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains(file + ": " + Files.size(file) + " bytes")
                .contains("is more than the input size limit of " + limit + " bytes; raise the limit with"
                        + " --max-input-size").doesNotContain("\tat ");
    }

    @Test
    void analyze_mechanismNamingAStepModelAboveTheLimit_refusesTheModel() throws Exception {
        Path json = TestData.path("section", "s01-ramp-snap-speed2.section.json");
        Path step = TestData.path("section", "s01-ramp-snap-speed2.step");
        long limit = Files.size(json) + 1;
        assertThat(limit).isLessThan(Files.size(step));
        Run r = run("analyze", json.toString(), "--max-input-size", String.valueOf(limit));
        assertRefused(r, step, limit);
    }

    @Test
    void analyze_stepModelWithSectionAboveTheLimit_isRefused() throws Exception {
        Path step = TestData.path("section", "s01-ramp-snap-speed2.step");
        Run r = run("analyze", step.toString(), "--section", "z=2.5", "--max-input-size", "1000");
        assertRefused(r, step, 1000);
    }

    @Test
    void validate_meshModelsAboveTheLimit_areRefused() throws Exception {
        List<Path> meshes = List.of(TestData.path("mesh", "box_20x10x5_ascii.stl"),
                TestData.path("mesh", "cylinder_r5_h20_binary.stl"), TestData.path("scenes", "capsule-r5-l30.obj"));
        for (Path mesh : meshes) {
            Run r = run("validate", mesh.toString(), "--section", "z=2.5", "--max-input-size", "100");
            assertRefused(r, mesh, 100);
        }
    }

    @Test
    void validate_limitEqualToTheModelSize_readsTheModel() throws Exception {
        Path json = TestData.path("section", "s01-ramp-snap-speed2.section.json");
        Path step = TestData.path("section", "s01-ramp-snap-speed2.step");
        Run r = run("validate", json.toString(), "--max-input-size", String.valueOf(Files.size(step)));
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).doesNotContain("input size limit");
    }
}

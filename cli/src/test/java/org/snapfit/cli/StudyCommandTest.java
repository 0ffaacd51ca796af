package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.core.testdata.TestData;

class StudyCommandTest {

    /** μ = 0.08, 0.10, 0.12 on the DXF hook, whose retraction sticks above μ ≈ 0.0949 (its critical μ). */
    static Path study(Path dir, String parameters) throws Exception {
        Path f = dir.resolve("hook-study.json");
        Files.writeString(f, "{\"format\": \"snapfit-study/1\", \"mechanism\": \""
                + TestData.path("dxf", "hook_mechanism.json").toAbsolutePath().toString().replace("\\", "/")
                + "\", \"method\": \"grid\", \"parameters\": {" + parameters + "}}");
        return f;
    }

    @Test
    void study_writesTheFiles_andPrintsTheProbabilities(@TempDir Path dir) throws Exception {
        Path f = study(dir, "\"friction\": {\"values\": [\"0.08\", \"0.10\", \"0.12\"]}");
        Path out = dir.resolve("out");
        AnalyzeCommandTest.Run r = AnalyzeCommandTest.run("study", f.toString(), "--out", out.toString(),
                "--threads", "2");
        assertThat(r.code()).as(r.err()).isEqualTo(Main.EXIT_OK);
        assertThat(r.out()).contains("3 samples (3 analysed, 0 failed)")
                .contains("lockProbability:             66.67 % (2/3;");
        assertThat(r.err()).contains("snapfit: study of hook_mechanism.json, 3 samples (grid) on 2 thread(s)")
                .contains("snapfit: study 3/3 samples (100.0 %), done");
        for (String name : new String[] {"samples.csv", "summary.json", "peak-insertion.svg", "lock-vs-mu.svg",
            "study.html", "study-manifest.json"}) {
            assertThat(out.resolve(name)).isNotEmptyFile();
        }
        assertThat(Files.readAllLines(out.resolve("samples.csv"))).hasSize(4);
        // run again: the folder's rows are this study's, nothing is recomputed and the files are the same
        String csv = Files.readString(out.resolve("samples.csv"));
        AnalyzeCommandTest.Run again = AnalyzeCommandTest.run("study", f.toString(), "--out", out.toString());
        assertThat(again.code()).isEqualTo(Main.EXIT_OK);
        assertThat(Files.readString(out.resolve("samples.csv"))).isEqualTo(csv);
    }

    @Test
    void badInput_exitsWith2_namingFileAndField(@TempDir Path dir) throws Exception {
        Path f = study(dir, "\"friction\": {\"uniform\": [\"0.3\", \"0.1\"]}");
        AnalyzeCommandTest.Run r = AnalyzeCommandTest.run("study", f.toString(), "--out", dir.resolve("o").toString());
        assertThat(r.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(r.err()).contains(f + ": parameters.\"friction\".uniform: the lower end 0.3 is above the upper end"
                + " 0.1");
        Path g = study(dir, "\"pawls.PAWL-7.stiffness\": {\"values\": [\"100\"]}");
        assertThat(AnalyzeCommandTest.run("study", g.toString()).err())
                .contains("parameters.\"pawls.PAWL-7.stiffness\": the mechanism has no pawl \"PAWL-7\"");
        Path h = study(dir, "\"friction\": {\"values\": [\"0.1\"]}");
        AnalyzeCommandTest.Run spark = AnalyzeCommandTest.run("study", h.toString(), "--engine", "spark");
        assertThat(spark.code()).isEqualTo(Main.EXIT_BAD_INPUT);
        assertThat(spark.err()).contains("engine \"spark\" is not available").contains("snapfit launcher");
        assertThat(AnalyzeCommandTest.run("study", h.toString(), "--threads", "-1").err())
                .contains("--threads -1: give a count >= 1");
    }

    @Test
    void progressLines_giveRateAndEta() {
        assertThat(StudyCommand.progressLine(250, 1000, 12.5, 60)).isEqualTo(
                "snapfit: study 250/1000 samples (25.0 %), 12.5 samples/s, ETA 1 min 00 s");
        assertThat(StudyCommand.progressLine(0, 10, 0, Double.NaN)).isEqualTo("snapfit: study 0/10 samples (0.0 %)");
        assertThat(StudyCommand.progressLine(10, 10, 3, 0)).endsWith("(100.0 %), done");
        assertThat(StudyCommand.duration(59.4)).isEqualTo("59 s");
        assertThat(StudyCommand.duration(7322)).isEqualTo("2 h 02 min");
    }
}

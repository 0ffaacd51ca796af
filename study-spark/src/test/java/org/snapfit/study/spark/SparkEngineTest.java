package org.snapfit.study.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.core.testdata.TestData;
import org.snapfit.study.EngineSettings;
import org.snapfit.study.LocalEngine;
import org.snapfit.study.SampleRow;
import org.snapfit.study.Study;
import org.snapfit.study.StudyPlan;
import org.snapfit.study.StudyProgress;

/** The Spark engine on local[2] against the embedded engine, on the hook's friction grid (11 samples). */
class SparkEngineTest {

    static List<List<String>> rows(List<SampleRow> rows) {
        return rows.stream().map(SampleRow::fields).toList();
    }

    @Test
    void sparkLocal2_writesTheRowsOfTheLocalEngineOnOneAndTwoThreads(@TempDir Path dir) throws Exception {
        StudyPlan plan = Study.plan(TestData.path("study", "hook-mu-grid.json"));
        List<List<String>> one = rows(Study.run(plan, dir.resolve("one"), new LocalEngine(), new EngineSettings(1,
                Optional.empty()), false, StudyProgress.NONE, CancellationToken.NONE).rows());
        List<List<String>> two = rows(Study.run(plan, dir.resolve("two"), new LocalEngine(), new EngineSettings(2,
                Optional.empty()), false, StudyProgress.NONE, CancellationToken.NONE).rows());
        List<List<String>> spark = rows(Study.run(plan, dir.resolve("spark"), Study.engine("spark"),
                new EngineSettings(0, Optional.of("local[2]")), false, StudyProgress.NONE, CancellationToken.NONE)
                .rows());
        assertThat(one).hasSize(11);
        assertThat(two).isEqualTo(one);
        assertThat(spark).isEqualTo(one);
        assertThat(Files.readString(dir.resolve("spark").resolve(Study.SAMPLES)))
                .isEqualTo(Files.readString(dir.resolve("one").resolve(Study.SAMPLES)));
        assertThat(Files.readString(dir.resolve("spark").resolve("summary.json")))
                .isEqualTo(Files.readString(dir.resolve("one").resolve("summary.json")));
    }

    @Test
    void theEngineIsAServiceOfTheStudyModule() {
        assertThat(Study.engine(SparkEngine.NAME)).isInstanceOf(SparkEngine.class);
        assertThatThrownBy(() -> Study.engine("flink")).hasMessageContaining("engine \"flink\" is not available")
                .hasMessageContaining("spark");
    }

    @Test
    void sparkSubmitMain_refusesBadArguments() {
        PrintStream old = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            assertThat(SparkStudyMain.run(new String[] {"study.json"})).isEqualTo(2);
            assertThat(SparkStudyMain.run(new String[] {"a.json", "b.json", "--out", "x"})).isEqualTo(2);
            assertThat(SparkStudyMain.run(new String[] {"no-such.json", "--out", "x"})).isEqualTo(2);
        } finally {
            System.setErr(old);
        }
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("give the study file and --out DIR")
                .contains("unexpected argument b.json").contains("no-such.json: no such file")
                .contains("usage: spark-submit --class org.snapfit.study.spark.SparkStudyMain");
    }
}

package org.snapfit.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.analysis.AnalysisResult;
import org.snapfit.analysis.MuRange;
import org.snapfit.analysis.plot.Plots;
import org.snapfit.analysis.progress.AnalysisCancelledException;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.analysis.report.MuBracket;
import org.snapfit.analysis.report.MuTransition;
import org.snapfit.core.testdata.TestData;

/** Whole studies of the DXF hook (test-data/dxf/hook_mechanism.json) through the embedded engine. */
class StudyRunTest {

    static final ObjectMapper JSON = new ObjectMapper();
    static StudyPlan grid;
    static List<List<String>> gridRows;

    @BeforeAll
    static void runGridOnce(@TempDir Path dir) {
        grid = Study.plan(TestData.path("study", "hook-mu-grid.json"));
        gridRows = fields(Study.run(grid, dir, new LocalEngine(), new EngineSettings(1, Optional.empty()), false,
                StudyProgress.NONE, CancellationToken.NONE).rows());
    }

    static List<List<String>> fields(List<SampleRow> rows) {
        return rows.stream().map(SampleRow::fields).toList();
    }

    @Test
    void gridOverMu_flipsBetweenTheGridPointsThatBracketTheCriticalMuOfAMuRange() {
        // the analysis's own friction sweep over the same μ values locates the critical μ by bisection
        AnalysisResult swept = Analysis.run(AnalysisRequest.of(TestData.path("dxf", "hook_mechanism.json"))
                .withOptions(AnalysisOptions.defaults().withMuRange(MuRange.parse("0.05:0.15:0.01"))));
        List<MuTransition> tr = swept.report().muSweep().orElseThrow().transitions();
        assertThat(tr).hasSize(1);
        MuBracket critical = tr.get(0).at();
        // below the critical μ the retraction releases the parts, above it the hook locks
        assertThat(tr.get(0).verdict()).isEqualTo("locks");
        assertThat(tr.get(0).below()).isFalse();
        int flips = 0;
        for (int i = 1; i < gridRows.size(); i++) {
            List<String> a = gridRows.get(i - 1);
            List<String> b = gridRows.get(i);
            boolean sepA = Boolean.parseBoolean(a.get(4));
            boolean sepB = Boolean.parseBoolean(b.get(4));
            if (sepA != sepB) {
                flips++;
                assertThat(sepA).isTrue();
                assertThat(Rational.parse(a.get(1)).compareTo(critical.lo())).isLessThanOrEqualTo(0);
                assertThat(Rational.parse(b.get(1)).compareTo(critical.hi())).isGreaterThanOrEqualTo(0);
                // the lock row's criticalMu is the midpoint of a certified bracket inside the sweep's bracket's span
                assertThat(Double.parseDouble(b.get(9))).isCloseTo(critical.mid(), within(critical.width() + 1e-8));
            }
        }
        assertThat(flips).isEqualTo(1);
        assertThat(gridRows).extracting(r -> r.get(1)).containsExactly("0.05", "0.06", "0.07", "0.08", "0.09", "0.1",
                "0.11", "0.12", "0.13", "0.14", "0.15");
    }

    @Test
    void rows_areIdenticalOnOneAndTwoThreads(@TempDir Path dir) {
        List<List<String>> two = fields(Study.run(grid, dir, new LocalEngine(), new EngineSettings(2,
                Optional.empty()), false, StudyProgress.NONE, CancellationToken.NONE).rows());
        assertThat(two).isEqualTo(gridRows);
    }

    @Test
    void rows_inOneSharedSweepContext_equalRowsInFreshOnes() {
        // a worker keeps one context for all its samples: the rows must not depend on what earlier samples cached
        org.snapfit.sweep.engine.SweepContext shared = org.snapfit.sweep.engine.SweepContext.create();
        for (long i = grid.size() - 1; i >= 0; i--) {
            List<String> fresh = grid.evaluate(i, CancellationToken.NONE).fields();
            assertThat(grid.evaluate(i, CancellationToken.NONE, shared).fields()).as("sample %d", i)
                    .isEqualTo(fresh).isEqualTo(gridRows.get((int) i));
        }
    }

    /** An engine that cancels the run after some rows, as a kill would stop it. */
    record Interrupting(int after, CancellationToken token) implements StudyEngine {
        @Override
        public String name() {
            return "interrupting";
        }

        @Override
        public void run(StudyPlan plan, List<Long> samples, EngineSettings settings, RowSink sink,
                CancellationToken unused) {
            AtomicInteger n = new AtomicInteger();
            new LocalEngine().run(plan, samples, settings, row -> {
                sink.accept(row);
                if (n.incrementAndGet() == after) {
                    token.cancel();
                }
            }, token);
        }
    }

    @Test
    void anInterruptedStudy_resumesFromItsRows_andEndsWithTheRowsOfAnUninterruptedOne(@TempDir Path dir)
            throws IOException {
        CancellationToken token = CancellationToken.create();
        assertThatThrownBy(() -> Study.run(grid, dir, new Interrupting(4, token), new EngineSettings(2,
                Optional.empty()), false, StudyProgress.NONE, token)).isInstanceOf(AnalysisCancelledException.class);
        List<String> lines = Files.readAllLines(dir.resolve(Study.SAMPLES));
        int kept = lines.size() - 1;
        assertThat(kept).isBetween(4, 5);
        assertThat(lines.get(0)).isEqualTo(String.join(",", grid.columns()));
        // a kill in the middle of a row leaves a partial last line: the resume drops it
        Files.writeString(dir.resolve(Study.SAMPLES), "7,0.1", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        List<Long> computed = new ArrayList<>();
        StudyEngine counting = new StudyEngine() {
            @Override
            public String name() {
                return "counting";
            }

            @Override
            public void run(StudyPlan plan, List<Long> samples, EngineSettings s, RowSink sink, CancellationToken t) {
                computed.addAll(samples);
                new LocalEngine().run(plan, samples, s, sink, t);
            }
        };
        StudyOutcome o = Study.run(grid, dir, counting, new EngineSettings(2, Optional.empty()), false,
                StudyProgress.NONE, CancellationToken.NONE);
        assertThat(computed).hasSize(11 - kept);
        assertThat(fields(o.rows())).isEqualTo(gridRows);
        // the file is sorted by sample once complete, and equals the uninterrupted rows
        List<String> sorted = Files.readAllLines(dir.resolve(Study.SAMPLES));
        assertThat(sorted).hasSize(12);
        assertThat(sorted.subList(1, 12)).isEqualTo(gridRows.stream().map(r -> String.join(",", r)).toList());
        JsonNode manifest = JSON.readTree(dir.resolve(Study.MANIFEST).toFile());
        assertThat(manifest.get("studyHash").asText()).isEqualTo(grid.hash());
        assertThat(manifest.get("complete").asBoolean()).isTrue();
        // a complete study run again computes nothing
        computed.clear();
        Study.run(grid, dir, counting, EngineSettings.defaults(), false, StudyProgress.NONE, CancellationToken.NONE);
        assertThat(computed).isEmpty();
    }

    @Test
    void aFolderOfAnotherStudy_isRefusedUnlessFresh(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve(Study.MANIFEST), "{\"format\": \"snapfit-study-manifest/1\", \"studyHash\":"
                + " \"0123456789abcdef\"}");
        assertThatThrownBy(() -> Study.run(grid, dir, new LocalEngine(), EngineSettings.defaults(), false,
                StudyProgress.NONE, CancellationToken.NONE)).isInstanceOf(StudyInputException.class)
                .hasMessageContaining("holds samples of another study (hash 0123456789ab…")
                .hasMessageContaining("use --fresh");
        Files.delete(dir.resolve(Study.MANIFEST));
        Files.writeString(dir.resolve(Study.SAMPLES), "sample,x\n0,1\n");
        assertThatThrownBy(() -> Study.run(grid, dir, new LocalEngine(), EngineSettings.defaults(), false,
                StudyProgress.NONE, CancellationToken.NONE)).hasMessageContaining("but no study-manifest.json");
        StudyOutcome o = Study.run(grid, dir, new LocalEngine(), EngineSettings.defaults(), true,
                StudyProgress.NONE, CancellationToken.NONE);
        assertThat(fields(o.rows())).isEqualTo(gridRows);
    }

    @Test
    void progress_countsEverySample_andEndsAtTheTotal(@TempDir Path dir) {
        List<long[]> seen = new ArrayList<>();
        long[] clock = {0};
        Study.run(grid, dir, new LocalEngine(), new EngineSettings(1, Optional.empty()), false,
                (done, total, rate, eta) -> seen.add(new long[] {done, total}), CancellationToken.NONE, () -> {
                    clock[0] += 600;
                    return clock[0];
                });
        assertThat(seen).isNotEmpty();
        assertThat(seen.get(seen.size() - 1)).containsExactly(11, 11);
        for (int i = 1; i < seen.size(); i++) {
            assertThat(seen.get(i)[0]).isGreaterThan(seen.get(i - 1)[0]);
        }
    }

    @Test
    void summary_isRecomputedFromSamplesCsv(@TempDir Path dir) throws IOException {
        Path study = dir.resolve("mc.json");
        Files.writeString(study, "{\"format\": \"snapfit-study/1\", \"mechanism\": \""
                + TestData.path("dxf", "hook_mechanism.json").toAbsolutePath().toString().replace("\\", "/")
                + "\", \"method\": \"latin-hypercube\", \"samples\": 12, \"seed\": 7, \"parameters\": {"
                + "\"friction\": {\"uniform\": [\"0.07\", \"0.12\"], \"digits\": 3},"
                + "\"pawls.PAWL-1.stiffness\": {\"triangular\": [\"120\", \"150\", \"170\"], \"digits\": 1}},"
                + "\"limits\": {\"peakInsertion\": \"0.4\"}}");
        StudyPlan plan = Study.plan(study);
        Path out = dir.resolve("out");
        Study.run(plan, out, new LocalEngine(), EngineSettings.defaults(), false, StudyProgress.NONE,
                CancellationToken.NONE);
        List<String[]> rows = Files.readAllLines(out.resolve(Study.SAMPLES)).stream().skip(1)
                .map(l -> l.split(",", -1)).toList();
        assertThat(rows).hasSize(12);
        JsonNode s = JSON.readTree(out.resolve("summary.json").toFile());
        assertThat(s.get("format").asText()).isEqualTo("snapfit-study-summary/1");
        // counts and probabilities from the CSV's verdict columns (indices: 3 assembles, 5 separable, 9 lockCause)
        long locks = rows.stream().filter(r -> !r[9].isEmpty()).count();
        long assembled = rows.stream().filter(r -> r[3].equals("true")).count();
        assertThat(s.at("/counts/locks").asLong()).isEqualTo(locks);
        assertThat(s.at("/counts/assembles").asLong()).isEqualTo(assembled);
        assertThat(locks).isBetween(1L, 11L);
        assertThat(Double.parseDouble(s.at("/probabilities/lockProbability/value").asText()))
                .isEqualTo((double) locks / 12);
        // Wilson's 95 % interval of k of n, from its closed form
        double p = (double) locks / 12;
        double z = 1.959963984540054;
        double centre = (p + z * z / 24) / (1 + z * z / 12);
        double half = z / (1 + z * z / 12) * Math.sqrt(p * (1 - p) / 12 + z * z / (4.0 * 144));
        assertThat(Double.parseDouble(s.at("/probabilities/lockProbability/wilson95/0").asText()))
                .isCloseTo(centre - half, within(1e-12));
        long above = rows.stream().filter(r -> Double.parseDouble(r[6]) > 0.4).count();
        assertThat(s.at("/probabilities/peakInsertionAboveLimit/k").asLong()).isEqualTo(above);
        // nearest-rank percentiles of peakInsertion (column 6)
        double[] w = rows.stream().mapToDouble(r -> Double.parseDouble(r[6])).sorted().toArray();
        for (int q : new int[] {1, 5, 25, 50, 75, 95, 99}) {
            double expected = w[(int) Math.ceil(q / 100.0 * w.length) - 1];
            assertThat(Double.parseDouble(s.at("/forces/peakInsertion/p" + q).asText())).as("p%d", q)
                    .isEqualTo(expected);
        }
        assertThat(Double.parseDouble(s.at("/forces/peakInsertion/max").asText())).isEqualTo(w[w.length - 1]);
        // Spearman's ρ of friction (column 1) with peakInsertion: Pearson's r of average ranks
        double[] mu = rows.stream().mapToDouble(r -> Double.parseDouble(r[1])).toArray();
        double[] pi = rows.stream().mapToDouble(r -> Double.parseDouble(r[6])).toArray();
        assertThat(Double.parseDouble(s.at("/sensitivity/outputs/peakInsertion/friction").asText()))
                .isCloseTo(pearson(ranks(mu), ranks(pi)), within(1e-12));
        assertThat(s.at("/sensitivity/measure").asText()).isEqualTo("spearman-rank-correlation");
        // the worst sample is the one with the largest peak push
        assertThat(Double.parseDouble(s.at("/worstPeakInsertion/0/peakInsertion").asText())).isEqualTo(w[w.length - 1]);
        String html = Files.readString(out.resolve("study.html"));
        assertThat(html).contains("<svg").contains("lockProbability").doesNotContain("<script");
        // one bar per bin: ceil(sqrt(n)) bins of the finite peaks (the histogram's bin rule), drawn in the bar colour
        long finitePeaks = Arrays.stream(w).filter(Double::isFinite).count();
        String histogram = Files.readString(out.resolve("peak-insertion.svg"));
        assertThat(histogram).startsWith("<?xml").contains("<svg");
        assertThat(histogram.split("fill=\"#4a78b5\"", -1).length - 1)
                .isEqualTo((int) Math.min(Plots.MAX_BINS, Math.ceil(Math.sqrt(finitePeaks))));
        assertThat(Files.readString(out.resolve("lock-vs-mu.svg"))).contains("Lock probability against friction");
    }

    static double[] ranks(double[] v) {
        Integer[] idx = new Integer[v.length];
        for (int i = 0; i < v.length; i++) {
            idx[i] = i;
        }
        Arrays.sort(idx, (a, b) -> Double.compare(v[a], v[b]));
        double[] r = new double[v.length];
        for (int i = 0; i < v.length;) {
            int j = i;
            while (j + 1 < v.length && v[idx[j + 1]] == v[idx[i]]) {
                j++;
            }
            for (int k = i; k <= j; k++) {
                r[idx[k]] = (i + j) / 2.0 + 1;
            }
            i = j + 1;
        }
        return r;
    }

    static double pearson(double[] x, double[] y) {
        double mx = Arrays.stream(x).average().orElseThrow();
        double my = Arrays.stream(y).average().orElseThrow();
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < x.length; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
            syy += (y[i] - my) * (y[i] - my);
        }
        return sxy / Math.sqrt(sxx * syy);
    }
}

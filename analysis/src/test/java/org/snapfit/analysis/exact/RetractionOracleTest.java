package org.snapfit.analysis.exact;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.core.testdata.TestData;

/**
 * The retraction runs of the shared cases that complete at rest against the brute-force simulator's runs of the
 * translated, reversed mechanisms ({@code test-data/analyze/README.md}).
 */
class RetractionOracleTest {

    /** Brute-force event times are bisected to 1e-13 but start from a 2e-3 march; 1e-6 is the cross-check bound. */
    static final double T_TOL = 1e-6;

    static final Pattern END = Pattern.compile("^pawl (\\S+) end (\\w+) (\\S+)$");

    @ParameterizedTest
    @ValueSource(strings = {"s01-ramp-snap-speed2", "s02-oblique-snap-landing", "s03-nonconvex-concave-corner",
        "s07-finger-tangency-snap", "s09-cantilever-limit"})
    void retraction_sharedCase_matchesBruteForce(String id) throws IOException {
        List<String> lines = Files.readAllLines(TestData.path("analyze", "retraction", id + ".retraction.brute.txt"));
        Matcher m = END.matcher(lines.get(0));
        assertThat(m.matches()).as(lines.get(0)).isTrue();
        String bruteEnd = m.group(2);
        double bruteT = Double.parseDouble(m.group(3));
        AnalysisReport r = SharedCasesTest.analyze(id);
        assertThat(r.verdict().assembles()).isTrue();
        RunReport ret = r.retraction().orElseThrow();
        String cause = ret.termination().cause();
        switch (bruteEnd) {
            case "jam" -> assertThat(cause).as(id).startsWith("jam_");
            case "stick" -> assertThat(cause).as(id).isEqualTo("stick_friction");
            default -> assertThat(cause).as(id).isEqualTo("complete");
        }
        assertThat(ret.termination().t().value()).as(id + " retraction end t").isCloseTo(bruteT, within(T_TOL));
        assertThat(r.verdict().separable()).contains("complete".equals(bruteEnd));
    }
}

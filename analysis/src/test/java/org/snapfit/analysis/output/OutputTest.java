package org.snapfit.analysis.output;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.progress.ProgressListener;
import org.snapfit.analysis.engine.AnalyzerOptions;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.engine.Analyzer;
import org.snapfit.analysis.MuRange;
import org.snapfit.analysis.engine.Synthetic;

class OutputTest {

    static {
        System.setProperty("java.awt.headless", "true");
    }

    static AnalysisReport report(String name, Rational retLock) {
        return Analyzer.analyze(Synthetic.view(name), "0.5",
                Synthetic.engine(Rational.of(1, 2), Rational.of(9, 10), retLock),
                AnalyzerOptions.defaults().withBisectionSteps(6).withMuValues(MuRange.parse("0.1:0.5:0.2").values()),
                ProgressListener.NONE);
    }

    @Test
    void csv_rowsPerSampleAndRetractionPositionsMirrored() {
        AnalysisReport r = report("m", Rational.of(8, 10));
        String[] lines = ForceCsv.write(r).split("\n");
        assertThat(lines[0]).isEqualTo("direction,s_mm,position_mm,t,limit,W_N,lateral_N,theta_hook_rad,W_hook_N");
        int samples = r.insertion().samples().size() + r.retraction().orElseThrow().samples().size();
        assertThat(lines).hasSize(1 + samples);
        // Synthetic: insertion ends at s = 4, so the retraction's first sample s = 0 sits at position 4
        String firstRet = lines[1 + r.insertion().samples().size()];
        assertThat(firstRet).startsWith("retraction,0,4,");
        // the snap at s = 3 appears as a left limit W = (1 + 1/2)·2 = 3 and a right limit 0
        assertThat(ForceCsv.write(r)).contains("insertion,3,3,3,left,3,-1.5,0.2,3\n")
                .contains("insertion,3,3,3,right,0,0,0,0\n");
    }

    @Test
    void html_selfContainedEscapedWithVerdictFirst() {
        String html = ReportHtml.write(report("hook <b>& ramp", Rational.of(3, 10)), "snapfit test");
        // the mechanism name is escaped, never raw markup
        assertThat(html).contains("hook &lt;b&gt;&amp; ramp").doesNotContain("hook <b>& ramp");
        // self-contained: no script, no external resource
        assertThat(html).doesNotContain("<script").doesNotContain("src=\"http").doesNotContain("href=\"http")
                .doesNotContain("<link").doesNotContain("${");
        assertThat(html.indexOf("<h2>Verdict</h2>")).isLessThan(html.indexOf("<h2>Force along the travel</h2>"));
        // a lock reads as a lock, never as a pull-out force; without an intent it is not coloured as a failure
        assertThat(html).contains("<span class=\"chip info\">locks</span>").contains("no finite pull-out force")
                .doesNotContain("Peak retraction pull").contains("<h2>Friction sensitivity</h2>")
                .contains("Instantaneous snap");
        assertThat(html.indexOf("<h2>Inputs</h2>")).isLessThan(html.indexOf("<h2>Verdict</h2>"));
        // three inline SVGs: force, theta, mechanism
        assertThat(html.split("<svg", -1)).hasSize(4);
        assertThat(html).doesNotContain("<?xml");
    }

    @Test
    void html_valueWithPlaceholderSyntax_staysLiteral() {
        // a mechanism named like a template variable must appear as its own text, not as the variable's value
        String html = ReportHtml.write(report("${digits} ${forceSvg}", Rational.of(3, 10)), "snapfit test");
        assertThat(html).contains("snapfit report: ${digits} ${forceSvg}</title>").contains("<h1>${digits} ${forceSvg}</h1>");
        assertThat(html.split("<svg", -1)).hasSize(4);
    }

    @Test
    void html_tagsBalanced() {
        String html = ReportHtml.write(report("m", Rational.of(8, 10)), "snapfit test");
        // well-formedness proxy: every opened table/tr/td/ul/li/div/h2 element is closed
        for (String tag : List.of("table", "tr", "td", "th", "ul", "li", "div", "h2", "p", "svg")) {
            int open = html.split("<" + tag + "[ >]", -1).length - 1;
            int close = html.split("</" + tag + ">", -1).length - 1;
            assertThat(close).as(tag).isEqualTo(open);
        }
    }

    @Test
    void summary_lockedRetraction_linesForDesigner() {
        String s = TextSummary.write(report("m", Rational.of(3, 10)));
        // Synthetic: the retraction sticks at s = 1.5 for μ >= 3/10 (the lock margin); the snap at s = 3 releases
        // ½·2·(0.2² − 0) = 0.04 N·mm
        assertThat(s).contains("assembles:        yes").contains("retention:        locks at retraction s = 1.5 mm")
                .contains("no finite pull-out force").contains("it locks only for μ above 0.3")
                .contains("click:            hook at s = 3 mm, 0.04 N·mm").doesNotContain("peak pull");
    }

    @Test
    void files_allWrittenAndJsonByteIdenticalOnRewrite(@TempDir Path dir) throws Exception {
        AnalysisReport r = report("m", Rational.of(3, 10));
        List<Path> paths = ReportFiles.write(dir, r, "1.0", Optional.of(MuRange.parse("0.1:0.5:0.2").text()));
        assertThat(paths).extracting(p -> p.getFileName().toString()).containsExactlyElementsOf(ReportFiles.NAMES);
        byte[] first = Files.readAllBytes(dir.resolve("report.json"));
        ReportFiles.write(dir, report("m", Rational.of(3, 10)), "1.0", Optional.of(MuRange.parse("0.1:0.5:0.2").text()));
        assertThat(Files.readAllBytes(dir.resolve("report.json"))).isEqualTo(first);
        assertThat(Files.size(dir.resolve("force.png"))).isGreaterThan(1000);
    }
}

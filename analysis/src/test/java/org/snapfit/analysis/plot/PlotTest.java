package org.snapfit.analysis.plot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.progress.ProgressListener;
import org.snapfit.analysis.engine.AnalyzerOptions;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.engine.Analyzer;
import org.snapfit.analysis.engine.Synthetic;
import org.snapfit.core.geom.Vec2;
import org.xml.sax.SAXException;

class PlotTest {

    static {
        System.setProperty("java.awt.headless", "true");
    }

    static AnalysisReport report() {
        return Analyzer.analyze(Synthetic.view("m"), "0.5",
                Synthetic.engine(Rational.of(1, 10), Rational.of(9, 10), Rational.of(8, 10)),
                AnalyzerOptions.defaults().withBisectionSteps(4), ProgressListener.NONE);
    }

    @Test
    void place_quarterTurnAboutHinge_closedForm() {
        // (2, 1) about hinge (1, 1) by +90°: (1, 1) + R(90°)(1, 0) = (1, 2); then shifted by (3, 0)
        Vec2 p = MechanismDrawing.place(new Vec2(2, 1), new Vec2(1, 1), Math.PI / 2, new Vec2(3, 0));
        assertThat(p.x()).isCloseTo(4, within(1e-12));
        assertThat(p.y()).isCloseTo(2, within(1e-12));
    }

    @Test
    void frames_startSnapAndRunEnds() {
        // Synthetic: one snap in the insertion at s = 3 with θ before 0.2; insertion ends at 4, retraction at s = 4
        // (position 0)
        List<MechanismDrawing.Frame> f = MechanismDrawing.frames(report());
        assertThat(f).hasSize(4);
        assertThat(f.get(0).position()).isEqualTo(0);
        assertThat(f.get(1).position()).isEqualTo(3);
        assertThat(f.get(1).theta()).containsEntry("hook", 0.2);
        assertThat(f.get(2).position()).isEqualTo(4);
        assertThat(f.get(3).position()).isEqualTo(0);
        assertThat(f.get(1).caption()).contains("hook snaps");
    }

    @Test
    void svg_forceChart_wellFormedDeterministicWithBothRuns() throws Exception {
        AnalysisReport r = report();
        String svg = Charts.svg(r, Charts.Kind.FORCE);
        assertThat(svg).isEqualTo(Charts.svg(r, Charts.Kind.FORCE));
        parse(svg);
        assertThat(svg).contains("insertion push W").contains("retraction pull W").contains("2 snap");
        assertThat(Charts.seriesNames(Charts.chart(r, Charts.Kind.THETA))).containsExactly("insertion θ hook",
                "retraction θ hook");
    }

    @Test
    void svg_mechanism_wellFormedWithOnePanelPerFrame() throws Exception {
        String svg = MechanismDrawing.svg(report());
        parse(svg);
        // 4 frames (see frames_startSnapAndRunEnds), each with a caption
        assertThat(svg.split("start \\(s = 0\\)", -1)).hasSize(2);
        assertThat(svg).contains("insertion: hook snaps, s = 3").contains("retraction end: complete");
    }

    @Test
    void png_forceChart_isPng() {
        byte[] png = Charts.png(report(), Charts.Kind.FORCE);
        // PNG signature 89 50 4E 47
        assertThat(png).startsWith((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G');
    }

    @Test
    void abbreviation_knownAndUnknownKinds() {
        assertThat(Charts.abbreviation("snap_free_tangency")).isEqualTo("snap");
        assertThat(Charts.abbreviation("grazing_contact_begin")).isEqualTo("grazing contact begin");
    }

    static void parse(String xml) throws ParserConfigurationException, SAXException, IOException {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        f.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }
}

package org.snapfit.analysis.plot;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.AnalysisOptions;
import org.snapfit.analysis.AnalysisRequest;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.core.testdata.TestData;

/** The event labels of the charts do not overlap: the layout's geometric invariant, and the charts as drawn. */
class LabelLayoutTest {

    static {
        System.setProperty("java.awt.headless", "true");
    }

    static LongStream seeds() {
        return LongStream.range(1, 201);
    }

    /** Two boxes overlap when they share interior points (touching edges do not). */
    private static boolean overlap(double l1, double r1, double l2, double r2) {
        return l1 < r2 && l2 < r1;
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void layout_randomMarkers_noTwoLabelsOverlapAndEachBesideItsMarker(long seed) {
        Random rnd = new Random(seed);
        int n = 1 + rnd.nextInt(30);
        double minX = 60;
        double maxX = 60 + 200 + rnd.nextInt(700);
        List<LabelLayout.Label> labels = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            // clustered markers: events often come in bursts at nearly the same s
            double x = minX + (rnd.nextBoolean() ? rnd.nextDouble() * (maxX - minX)
                    : (maxX - minX) / 2 + rnd.nextGaussian() * 5);
            x = Math.max(minX, Math.min(maxX, x));
            double w = 20 + rnd.nextDouble() * 60;
            labels.add(new LabelLayout.Label(x, "L" + i, w, "" + i, 8));
        }
        int rows = 1 + rnd.nextInt(5);
        List<LabelLayout.Placed> placed = LabelLayout.layout(labels, minX, maxX, rows);
        for (int i = 0; i < placed.size(); i++) {
            LabelLayout.Placed a = placed.get(i);
            String where = "seed " + seed + ", label " + a.text();
            assertThat(a.row()).as(where).isBetween(0, rows - 1);
            assertThat(a.left()).as(where).isGreaterThanOrEqualTo(minX);
            // beside its marker: starts just right of it, or ends just left of it
            boolean right = Math.abs(a.left() - (a.label().x() + LabelLayout.PAD)) < 1e-9;
            boolean left = Math.abs(a.right() - (a.label().x() - LabelLayout.PAD)) < 1e-9;
            assertThat(right || left || a.left() == minX).as(where).isTrue();
            for (int j = 0; j < i; j++) {
                LabelLayout.Placed b = placed.get(j);
                if (a.row() == b.row()) {
                    assertThat(overlap(a.left() - LabelLayout.GAP / 2, a.right() + LabelLayout.GAP / 2,
                            b.left() - LabelLayout.GAP / 2, b.right() + LabelLayout.GAP / 2))
                            .as(where + " against " + b.text()).isFalse();
                }
            }
        }
        // a label is dropped only when every row is taken even for its short text
        assertThat(placed.size()).as("seed " + seed).isGreaterThanOrEqualTo(Math.min(n, rows));
    }

    @Test
    void layout_crowdedMarkers_staggerIntoRowsThenShorten() {
        // five markers 1 px apart, labels 40 px wide: one per row, the fifth falls back to its number
        List<LabelLayout.Label> labels = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            labels.add(new LabelLayout.Label(100 + i, "event " + i, 40, "" + i, 6));
        }
        List<LabelLayout.Placed> placed = LabelLayout.layout(labels, 0, 800, 4);
        assertThat(placed).extracting(LabelLayout.Placed::row).containsExactly(0, 1, 2, 3);
        assertThat(placed).extracting(LabelLayout.Placed::text).containsExactly("event 0", "event 1", "event 2",
                "event 3");
        // with room for it, a marker at the right edge puts its label to its left
        List<LabelLayout.Placed> edge = LabelLayout.layout(List.of(new LabelLayout.Label(795, "end", 30, "9", 6)),
                0, 800, 1);
        assertThat(edge.get(0).right()).isEqualTo(795 - LabelLayout.PAD);
    }

    private static AnalysisReport analyze(String folder, String file, AnalysisOptions o) {
        return Analysis.run(AnalysisRequest.of(TestData.path(folder, file)).withOptions(o)).report();
    }

    @ParameterizedTest
    @ValueSource(strings = {"hook", "beam", "s01", "s08", "s09"})
    void charts_drawnLabels_disjointAndInsideThePlot(String which) {
        AnalysisReport r = switch (which) {
            case "hook" -> analyze("dxf", "simple_hook_r2000.dxf", AnalysisOptions.defaults()
                    .withFriction(Rational.parse("0.3")).withStiffness(Rational.of(150)));
            case "beam" -> analyze("dxf", "beam_hook_mechanism.json", AnalysisOptions.defaults());
            case "s01" -> analyze("snapfit", "s01-ramp-snap-speed2.json", AnalysisOptions.defaults());
            case "s08" -> analyze("snapfit", "s08-two-pawls-one-jams.json", AnalysisOptions.defaults());
            default -> analyze("snapfit", "s09-cantilever-limit.json", AnalysisOptions.defaults());
        };
        for (Charts.Kind kind : Charts.Kind.values()) {
            List<Charts.LabelBox> boxes = Charts.labels(r, kind);
            Rectangle2D area = Charts.plotArea(r, kind);
            int events = r.runs().stream().mapToInt(x -> x.events().size()).sum();
            assertThat(boxes).as(which + " " + kind + ": every event labelled").hasSize(events);
            for (int i = 0; i < boxes.size(); i++) {
                Rectangle2D a = boxes.get(i).box();
                assertThat(area.contains(a)).as(which + " " + kind + " " + boxes.get(i).text() + " " + a + " in "
                        + area).isTrue();
                for (int j = 0; j < i; j++) {
                    Rectangle2D b = boxes.get(j).box();
                    assertThat(a.intersects(b)).as(which + " " + kind + ": " + boxes.get(i).text() + " " + a
                            + " and " + boxes.get(j).text() + " " + b).isFalse();
                }
            }
        }
    }
}

package org.snapfit.analysis.plot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class PlotsTest {

    private static int count(String svg, String what) {
        return svg.split(java.util.regex.Pattern.quote(what), -1).length - 1;
    }

    @Test
    void histogramHasCeilSqrtNBinsAndCountsWhatItCannotDraw() {
        // 16 finite values: ceil(sqrt(16)) = 4 bars; 2 more values not finite are named in the title
        double[] v = IntStream.rangeClosed(1, 18).mapToDouble(i -> i <= 16 ? i : i == 17 ? Double.NaN
                : Double.POSITIVE_INFINITY).toArray();
        String svg = Plots.histogram("Peaks", "W (N)", v, "h-");
        assertThat(svg).startsWith("<?xml").contains("Peaks (2 not finite, not shown)").contains("W (N)");
        assertThat(count(svg, "fill=\"#4a78b5\"")).isEqualTo(4);
        assertThat(Plots.inline(svg)).startsWith("<svg");
    }

    @Test
    void histogramCapsTheBinCount() {
        // 10 000 values would give 100 bins by the square-root rule; the cap is MAX_BINS
        double[] v = IntStream.range(0, 10_000).mapToDouble(i -> i).toArray();
        assertThat(count(Plots.histogram("t", "x", v, "h-"), "fill=\"#4a78b5\"")).isEqualTo(Plots.MAX_BINS);
    }

    @Test
    void stemsDrawOneDotPerValueAndCheckTheirInput() {
        String svg = Plots.stems("Energy", "t (s)", "ΔE (J)", new double[] {0, 1, 2}, new double[] {-1, 0, 2}, "s-");
        assertThat(count(svg, "fill=\"#4a78b5\"")).isEqualTo(3);
        assertThatThrownBy(() -> Plots.stems("E", "t", "y", new double[] {0, 1}, new double[] {1}, "s-"))
                .hasMessageContaining("2 x values, 1 y values");
        assertThatThrownBy(() -> Plots.stems("E", "t", "y", new double[] {0}, new double[] {Double.NaN}, "s-"))
                .hasMessage("y[0] = NaN; it must be finite");
    }

    @Test
    void probabilitiesSayWhyTheyAreEmpty() {
        String svg = Plots.probabilities("Lock", "μ", "p", new double[0], new double[0], new double[0], new double[0],
                "friction is not a parameter", "p-");
        assertThat(svg).contains("friction is not a parameter");
        String two = Plots.probabilities("Lock", "μ", "p", new double[] {0.1, 0.3}, new double[] {0.2, 0.9},
                new double[] {0.1, 0.7}, new double[] {0.4, 1}, "nothing to draw", "p-");
        assertThat(two).doesNotContain("nothing to draw").contains("fill=\"#c0504d\"");
    }
}

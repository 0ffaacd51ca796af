package org.snapfit.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.text.StringEscapeUtils;

/**
 * The two charts of a study as standalone SVG: a histogram of the peak insertion force and the lock probability
 * against μ (with its 95 % intervals). Plain SVG 1.1, no script, fixed size; texts XML-escaped. Stateless.
 */
final class SvgChart {

    /** Chart width, px. */
    static final int WIDTH = 640;
    /** Chart height, px. */
    static final int HEIGHT = 400;
    private static final int LEFT = 70;
    private static final int RIGHT = 20;
    private static final int TOP = 40;
    private static final int BOTTOM = 60;
    /** Most histogram bins. */
    static final int MAX_BINS = 40;

    private SvgChart() {
    }

    /** A histogram of the finite values; the count of infinite ones is written under the title. */
    static String histogram(String title, String xLabel, double[] values) {
        List<Double> finite = new ArrayList<>();
        int infinite = 0;
        for (double v : values) {
            if (Double.isFinite(v)) {
                finite.add(v);
            } else {
                infinite++;
            }
        }
        StringBuilder b = start(title + (infinite > 0 ? " (" + infinite + " unbounded, not shown)" : ""));
        if (finite.isEmpty()) {
            text(b, WIDTH / 2.0, HEIGHT / 2.0, "middle", "no finite values");
            return end(b, xLabel, "samples");
        }
        double lo = finite.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double hi = finite.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        int bins = (int) Math.max(1, Math.min(MAX_BINS, Math.ceil(Math.sqrt(finite.size()))));
        if (hi == lo) {
            bins = 1;
            lo -= 0.5 * Math.max(Math.abs(lo), 1e-9);
            hi += 0.5 * Math.max(Math.abs(hi), 1e-9);
        }
        long[] count = new long[bins];
        for (double v : finite) {
            count[(int) Math.min(bins - 1, Math.floor((v - lo) / (hi - lo) * bins))]++;
        }
        long top = 0;
        for (long c : count) {
            top = Math.max(top, c);
        }
        axes(b, lo, hi, 0, top);
        for (int i = 0; i < bins; i++) {
            double x0 = x(lo + (hi - lo) * i / bins, lo, hi);
            double x1 = x(lo + (hi - lo) * (i + 1) / bins, lo, hi);
            double y0 = y(count[i], 0, top);
            b.append(String.format(Locale.ROOT, "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" "
                    + "fill=\"#4a78b5\" stroke=\"#ffffff\" stroke-width=\"0.5\"/>%n", x0, y0, Math.max(0, x1 - x0),
                    HEIGHT - BOTTOM - y0));
        }
        return end(b, xLabel, "samples");
    }

    /** A line of probabilities against x with vertical 95 % interval bars. */
    static String probability(String title, String xLabel, List<StudySummary.Bin> bins) {
        StringBuilder b = start(title);
        if (bins.isEmpty()) {
            text(b, WIDTH / 2.0, HEIGHT / 2.0, "middle", "friction is not a parameter of this study");
            return end(b, xLabel, "lock probability");
        }
        double lo = bins.get(0).from();
        double hi = bins.get(bins.size() - 1).to();
        if (hi == lo) {
            lo -= 0.05;
            hi += 0.05;
        }
        axes(b, lo, hi, 0, 1);
        StringBuilder line = new StringBuilder();
        for (StudySummary.Bin bin : bins) {
            double mx = x((bin.from() + bin.to()) / 2, lo, hi);
            StudySummary.Probability p = bin.lock();
            b.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
                    + "stroke=\"#c0504d\" stroke-width=\"1\"/>%n", mx, y(p.low(), 0, 1), mx, y(p.high(), 0, 1)));
            b.append(String.format(Locale.ROOT, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"#c0504d\"/>%n", mx,
                    y(p.value(), 0, 1)));
            line.append(line.length() == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.2f,%.2f", mx,
                    y(p.value(), 0, 1)));
        }
        b.append("<polyline fill=\"none\" stroke=\"#c0504d\" stroke-width=\"1.5\" points=\"").append(line)
                .append("\"/>\n");
        return end(b, xLabel, "lock probability");
    }

    private static StringBuilder start(String title) {
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT, WIDTH,
                HEIGHT));
        b.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>%n", WIDTH, HEIGHT));
        text(b, WIDTH / 2.0, 22, "middle", title);
        return b;
    }

    private static String end(StringBuilder b, String xLabel, String yLabel) {
        text(b, LEFT + (WIDTH - LEFT - RIGHT) / 2.0, HEIGHT - 15, "middle", xLabel);
        b.append(String.format(Locale.ROOT, "<text x=\"16\" y=\"%.2f\" text-anchor=\"middle\" "
                + "transform=\"rotate(-90 16 %.2f)\">%s</text>%n", (TOP + HEIGHT - BOTTOM) / 2.0,
                (TOP + HEIGHT - BOTTOM) / 2.0, esc(yLabel)));
        return b.append("</svg>\n").toString();
    }

    private static void axes(StringBuilder b, double x0, double x1, double y0, double y1) {
        b.append(String.format(Locale.ROOT, "<path d=\"M%d %d V%d H%d\" fill=\"none\" stroke=\"#333333\"/>%n", LEFT,
                TOP, HEIGHT - BOTTOM, WIDTH - RIGHT));
        for (double t : ticks(x0, x1)) {
            double px = x(t, x0, x1);
            b.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"#333333\"/>%n",
                    px, HEIGHT - BOTTOM, px, HEIGHT - BOTTOM + 5));
            text(b, px, HEIGHT - BOTTOM + 18, "middle", label(t));
        }
        for (double t : ticks(y0, y1)) {
            double py = y(t, y0, y1);
            b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\" stroke=\"#dddddd\"/>%n",
                    LEFT, py, WIDTH - RIGHT, py));
            text(b, LEFT - 6, py + 4, "end", label(t));
        }
    }

    /** About five round tick values (1, 2 or 5 times a power of ten apart) within [lo, hi]. */
    static List<Double> ticks(double lo, double hi) {
        List<Double> out = new ArrayList<>();
        if (!(hi > lo)) {
            out.add(lo);
            return out;
        }
        double raw = (hi - lo) / 5;
        double mag = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = raw / mag < 1.5 ? mag : raw / mag < 3.5 ? 2 * mag : raw / mag < 7.5 ? 5 * mag : 10 * mag;
        for (double t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step) {
            out.add(Math.abs(t) < step * 1e-9 ? 0 : t);
        }
        return out;
    }

    private static String label(double v) {
        return org.snapfit.analysis.report.Texts.num(v).replace("−", "-");
    }

    private static double x(double v, double lo, double hi) {
        return LEFT + (v - lo) / (hi - lo) * (WIDTH - LEFT - RIGHT);
    }

    private static double y(double v, double lo, double hi) {
        return HEIGHT - BOTTOM - (v - lo) / (hi - lo) * (HEIGHT - TOP - BOTTOM);
    }

    private static void text(StringBuilder b, double x, double y, String anchor, String s) {
        b.append(String.format(Locale.ROOT, "<text x=\"%.2f\" y=\"%.2f\" text-anchor=\"%s\">%s</text>%n", x, y, anchor,
                esc(s)));
    }

    private static String esc(String s) {
        return StringEscapeUtils.escapeXml10(s);
    }
}

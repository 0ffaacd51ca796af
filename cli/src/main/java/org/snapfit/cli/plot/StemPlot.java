package org.snapfit.cli.plot;

import java.util.List;
import java.util.Locale;

/**
 * A minimal SVG stem plot (a vertical line from zero to each value), as in the energy-change figures of
 * Constantinescu et al. (Figs. 5–6). Immutable; thread-safe.
 */
public final class StemPlot {

    private static final int WIDTH = 800;
    private static final int HEIGHT = 400;
    private static final int MARGIN = 60;

    private StemPlot() {
    }

    /**
     * Renders the plot.
     *
     * @param title the title
     * @param xLabel the x-axis label (with unit)
     * @param yLabel the y-axis label (with unit)
     * @param xs the x values
     * @param ys the y values (same length)
     * @return the SVG document
     * @throws IllegalArgumentException if the series differ in length or a value is not finite
     */
    public static String render(String title, String xLabel, String yLabel, List<Double> xs, List<Double> ys) {
        if (xs.size() != ys.size()) {
            throw new IllegalArgumentException("plot series have " + xs.size() + " x values and " + ys.size()
                    + " y values; they must match");
        }
        double xMin = 0;
        double xMax = 1;
        double yMin = 0;
        double yMax = 0;
        for (int i = 0; i < xs.size(); i++) {
            double x = xs.get(i);
            double y = ys.get(i);
            if (!Double.isFinite(x) || !Double.isFinite(y)) {
                throw new IllegalArgumentException("plot point " + i + " = (" + x + ", " + y + ") is not finite");
            }
            xMax = Math.max(xMax, x);
            yMin = Math.min(yMin, y);
            yMax = Math.max(yMax, y);
        }
        if (yMax - yMin == 0) {
            yMax = 1;
            yMin = -1;
        }
        double sx = (WIDTH - 2.0 * MARGIN) / (xMax - xMin);
        double sy = (HEIGHT - 2.0 * MARGIN) / (yMax - yMin);
        double y0 = HEIGHT - MARGIN - (0 - yMin) * sy;
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, HEIGHT));
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"14\">%s</text>%n", MARGIN, MARGIN / 2,
                escape(title)));
        b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" "
                + "stroke=\"black\"/>%n", MARGIN, MARGIN, WIDTH - 2 * MARGIN, HEIGHT - 2 * MARGIN));
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\" stroke=\"gray\"/>%n",
                MARGIN, y0, WIDTH - MARGIN, y0));
        for (int i = 0; i < xs.size(); i++) {
            double px = MARGIN + (xs.get(i) - xMin) * sx;
            double py = HEIGHT - MARGIN - (ys.get(i) - yMin) * sy;
            b.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" "
                    + "stroke=\"steelblue\"/><circle cx=\"%.2f\" cy=\"%.2f\" r=\"2\" fill=\"steelblue\"/>%n",
                    px, y0, px, py, px, py));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\">%s</text>%n", WIDTH / 2 - 40, HEIGHT - 15,
                escape(xLabel)));
        b.append(String.format(Locale.ROOT, "<text x=\"15\" y=\"%d\" transform=\"rotate(-90 15 %d)\">%s</text>%n",
                HEIGHT / 2 + 60, HEIGHT / 2 + 60, escape(yLabel)));
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>%n", MARGIN - 4,
                MARGIN + 4, Double.toString(yMax)));
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>%n", MARGIN - 4,
                HEIGHT - MARGIN, Double.toString(yMin)));
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>%n", WIDTH - MARGIN,
                HEIGHT - MARGIN + 15, Double.toString(xMax)));
        b.append("</svg>\n");
        return b.toString();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}

package org.snapfit.analysis.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.awt.geom.Ellipse2D;
import java.util.Objects;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.data.xy.XYDataset;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.snapfit.core.check.Require;

/**
 * General charts as SVG documents, drawn the same way as the analysis charts (JFreeChart into {@link SvgGraphics2D}):
 * a histogram, probabilities with their intervals, and a stem plot. For tools beside the analysis (studies, the impulse
 * scenes) so that every SVG snapfit writes comes from one renderer with one look. Stateless; Approximate (drawing
 * only). Chart libraries stay inside: the API takes arrays and strings and returns SVG text.
 */
public final class Plots {

    /** Chart width in pixels (SVG user units). */
    public static final int WIDTH = 800;
    /** Chart height in pixels (SVG user units). */
    public static final int HEIGHT = 440;
    /** Most bins of a histogram; fewer for few values (√n rounded up). */
    public static final int MAX_BINS = 40;

    private static final Color BARS = new Color(0x4a78b5);
    private static final Color POINTS = new Color(0xc0504d);
    private static final Color GRID = new Color(0xdddddd);
    private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 14);

    private Plots() {
    }

    /**
     * A histogram of the finite values: √n bins (at most {@link #MAX_BINS}) of equal width over their range; the count of
     * values that are not finite is added to the title.
     *
     * @param title the title
     * @param xLabel the value axis label, with unit
     * @param values the values (infinite and NaN ones counted, not drawn)
     * @param idPrefix the prefix of the document's ids (several SVGs on one page need different prefixes)
     * @return the SVG document
     */
    public static String histogram(String title, String xLabel, double[] values, String idPrefix) {
        int finite = 0;
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            if (Double.isFinite(v)) {
                finite++;
                lo = Math.min(lo, v);
                hi = Math.max(hi, v);
            }
        }
        int unbounded = values.length - finite;
        String fullTitle = title + (unbounded > 0 ? " (" + unbounded + " not finite, not shown)" : "");
        XYIntervalSeries bars = new XYIntervalSeries("count");
        if (finite > 0) {
            int bins = (int) Math.max(1, Math.min(MAX_BINS, Math.ceil(Math.sqrt(finite))));
            if (hi == lo) {
                bins = 1;
                double half = 0.5 * Math.max(Math.abs(lo), 1);
                lo -= half;
                hi += half;
            }
            long[] count = new long[bins];
            for (double v : values) {
                if (Double.isFinite(v)) {
                    count[(int) Math.min(bins - 1, Math.floor((v - lo) / (hi - lo) * bins))]++;
                }
            }
            for (int i = 0; i < bins; i++) {
                double x0 = lo + (hi - lo) * i / bins;
                double x1 = lo + (hi - lo) * (i + 1) / bins;
                bars.add((x0 + x1) / 2, x0, x1, count[i], 0, count[i]);
            }
        }
        XYIntervalSeriesCollection data = new XYIntervalSeriesCollection();
        data.addSeries(bars);
        XYBarRenderer r = new XYBarRenderer();
        r.setBarPainter(new StandardXYBarPainter());
        r.setShadowVisible(false);
        r.setDrawBarOutline(true);
        r.setSeriesPaint(0, BARS);
        r.setSeriesOutlinePaint(0, Color.WHITE);
        NumberAxis x = new NumberAxis(xLabel);
        x.setAutoRangeIncludesZero(false);
        NumberAxis y = new NumberAxis("samples");
        y.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        XYPlot plot = plot(data, x, y, r, "no finite values");
        return draw(fullTitle, plot, idPrefix);
    }

    /**
     * Probabilities joined by a line, each with a vertical interval (its confidence interval), on a [0, 1] axis.
     *
     * @param title the title
     * @param xLabel the x axis label, with unit
     * @param yLabel the y axis label, with unit
     * @param x the abscissae
     * @param y the probabilities
     * @param low the lower ends of the intervals
     * @param high the upper ends of the intervals
     * @param emptyMessage what the chart says when there are no points
     * @param idPrefix the prefix of the document's ids
     * @return the SVG document
     * @throws IllegalArgumentException if the arrays differ in length or a value is not finite
     */
    public static String probabilities(String title, String xLabel, String yLabel, double[] x, double[] y, double[] low,
            double[] high, String emptyMessage, String idPrefix) {
        sameLength(x, y, low, high);
        YIntervalSeries s = new YIntervalSeries(yLabel);
        for (int i = 0; i < x.length; i++) {
            s.add(Require.finite("x[" + i + "]", x[i]), Require.finite("y[" + i + "]", y[i]),
                    Require.finite("low[" + i + "]", low[i]), Require.finite("high[" + i + "]", high[i]));
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(s);
        XYErrorRenderer r = new XYErrorRenderer();
        r.setDrawXError(false);
        r.setDefaultLinesVisible(true);
        r.setSeriesLinesVisible(0, true);
        r.setSeriesPaint(0, POINTS);
        r.setErrorPaint(POINTS);
        r.setSeriesStroke(0, new BasicStroke(1.5f));
        r.setSeriesShape(0, new Ellipse2D.Double(-3, -3, 6, 6));
        NumberAxis xa = new NumberAxis(xLabel);
        xa.setAutoRangeIncludesZero(false);
        NumberAxis ya = new NumberAxis(yLabel);
        ya.setRange(0, 1);
        return draw(title, plot(data, xa, ya, r, emptyMessage), idPrefix);
    }

    /**
     * A stem plot: a vertical line from zero to each value with a dot at its end.
     *
     * @param title the title
     * @param xLabel the x axis label, with unit
     * @param yLabel the y axis label, with unit
     * @param x the abscissae
     * @param y the values (same length)
     * @param idPrefix the prefix of the document's ids
     * @return the SVG document
     * @throws IllegalArgumentException if the arrays differ in length or a value is not finite
     */
    public static String stems(String title, String xLabel, String yLabel, double[] x, double[] y, String idPrefix) {
        sameLength(x, y, y, y);
        YIntervalSeries s = new YIntervalSeries(yLabel);
        for (int i = 0; i < x.length; i++) {
            double v = Require.finite("y[" + i + "]", y[i]);
            s.add(Require.finite("x[" + i + "]", x[i]), v, Math.min(0, v), Math.max(0, v));
        }
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        data.addSeries(s);
        XYErrorRenderer r = new XYErrorRenderer();
        r.setDrawXError(false);
        r.setCapLength(0);
        r.setSeriesLinesVisible(0, false);
        r.setSeriesPaint(0, BARS);
        r.setErrorPaint(BARS);
        r.setSeriesShape(0, new Ellipse2D.Double(-2, -2, 4, 4));
        NumberAxis xa = new NumberAxis(xLabel);
        NumberAxis ya = new NumberAxis(yLabel);
        XYPlot plot = plot(data, xa, ya, r, "no values");
        plot.addRangeMarker(new ValueMarker(0, Color.GRAY, new BasicStroke(0.8f)));
        return draw(title, plot, idPrefix);
    }

    /**
     * The {@code <svg>} element of an SVG document, without the XML prolog, for inlining into HTML.
     *
     * @param svgDocument an SVG document
     * @return its text from the {@code <svg} tag on (the whole text when there is none)
     */
    public static String inline(String svgDocument) {
        int i = svgDocument.indexOf("<svg");
        return i < 0 ? svgDocument : svgDocument.substring(i);
    }

    private static void sameLength(double[] x, double[] y, double[] low, double[] high) {
        if (y.length != x.length || low.length != x.length || high.length != x.length) {
            throw new IllegalArgumentException("plot series have " + x.length + " x values, " + y.length + " y values, "
                    + low.length + " lower and " + high.length + " upper interval ends; they must match");
        }
    }

    private static XYPlot plot(XYDataset data, NumberAxis x, NumberAxis y, XYItemRenderer r, String emptyMessage) {
        XYPlot plot = new XYPlot(data, x, y, r);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(GRID);
        plot.setRangeGridlinePaint(GRID);
        plot.setNoDataMessage(Objects.requireNonNull(emptyMessage, "emptyMessage"));
        return plot;
    }

    private static String draw(String title, XYPlot plot, String idPrefix) {
        JFreeChart chart = new JFreeChart(title, TITLE, plot, false);
        chart.setBackgroundPaint(Color.WHITE);
        SvgGraphics2D g = new SvgGraphics2D(WIDTH, HEIGHT, idPrefix);
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        return g.document();
    }
}

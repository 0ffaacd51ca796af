package org.snapfit.cli.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Rectangle;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.snapfit.analysis.plot.SvgGraphics2D;
import org.snapfit.tracking.clearance.ClearanceReport;
import org.snapfit.tracking.clearance.ClearanceSample;

/** The clearance–travel chart of {@code snapfit clearance}: signed clearance against A's travel (mm). */
public final class ClearancePlot {

    /** Chart width in SVG pixels (the analysis report's charts use the same size). */
    static final int WIDTH = 900;

    /** Chart height in SVG pixels. */
    static final int HEIGHT = 480;

    private static final Color LINE = new Color(0x1f77b4);
    private static final Color ZERO = new Color(0xd62728);
    /** Colour of the markers at the changes of the closest feature pair. */
    private static final Color SWITCH = new Color(0x7f7f7f);

    private ClearancePlot() {
    }

    /**
     * The chart as SVG text (deterministic).
     *
     * @param report the clearance report
     * @param title the chart title
     * @return a complete SVG document
     */
    public static String svg(ClearanceReport report, String title) {
        XYSeries s = new XYSeries("clearance");
        for (ClearanceSample c : report.samples()) {
            s.add(c.travel(), c.clearance());
        }
        JFreeChart chart = ChartFactory.createXYLineChart(title, "travel of A (mm)", "clearance (mm)",
                new XYSeriesCollection(s), PlotOrientation.VERTICAL, false, false, false);
        chart.getXYPlot().getRenderer().setSeriesPaint(0, LINE);
        return draw(chart, 1);
    }

    /** Line widths, the zero line, and the chart drawn as SVG. */
    private static String draw(JFreeChart chart, int series) {
        XYPlot plot = chart.getXYPlot();
        for (int i = 0; i < series; i++) {
            plot.getRenderer().setSeriesStroke(i, new BasicStroke(2f));
        }
        ValueMarker zero = new ValueMarker(0);
        zero.setPaint(ZERO);
        plot.addRangeMarker(zero);
        SvgGraphics2D g = new SvgGraphics2D(WIDTH, HEIGHT, "snapfit-clearance-");
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        return g.document();
    }

    /**
     * A chart of several clearance curves against travel (one per named series), as SVG text (deterministic).
     *
     * @param travel the travel at each sample (mm)
     * @param series per series name, the clearance at each sample (mm)
     * @param title the chart title
     * @return the SVG document
     */
    public static String svg(java.util.List<Double> travel, java.util.Map<String, java.util.List<Double>> series,
            String title) {
        return svg(travel, series, java.util.List.of(), title);
    }

    /**
     * A chart of several clearance curves against travel with a dashed vertical marker at the travel of each change
     * of the closest feature pair, as SVG text (deterministic).
     *
     * @param travel the travel at each sample (mm)
     * @param series per series name, the clearance at each sample (mm)
     * @param switches the travel of each located switch (mm)
     * @param title the chart title
     * @return the SVG document
     */
    public static String svg(java.util.List<Double> travel, java.util.Map<String, java.util.List<Double>> series,
            java.util.List<Double> switches, String title) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (java.util.Map.Entry<String, java.util.List<Double>> e : series.entrySet()) {
            XYSeries s = new XYSeries(e.getKey());
            for (int i = 0; i < travel.size(); i++) {
                s.add(travel.get(i), e.getValue().get(i));
            }
            data.addSeries(s);
        }
        JFreeChart chart = ChartFactory.createXYLineChart(title, "travel (mm)", "clearance (mm)", data,
                PlotOrientation.VERTICAL, true, false, false);
        for (double t : switches) {
            ValueMarker m = new ValueMarker(t);
            m.setPaint(SWITCH);
            m.setStroke(new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {4f, 4f},
                    0f));
            chart.getXYPlot().addDomainMarker(m);
        }
        return draw(chart, data.getSeriesCount());
    }
}

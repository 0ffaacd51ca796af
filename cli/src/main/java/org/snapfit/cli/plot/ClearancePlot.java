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
import org.jfree.svg.SVGGraphics2D;
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
        XYPlot plot = chart.getXYPlot();
        plot.getRenderer().setSeriesPaint(0, LINE);
        plot.getRenderer().setSeriesStroke(0, new BasicStroke(2f));
        ValueMarker zero = new ValueMarker(0);
        zero.setPaint(ZERO);
        plot.addRangeMarker(zero);
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        g.setDefsKeyPrefix("snapfit-clearance-");
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        return g.getSVGDocument();
    }
}

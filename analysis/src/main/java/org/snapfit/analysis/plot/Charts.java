package org.snapfit.analysis.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.font.FontRenderContext;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.ForceSample;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.analysis.report.ReportEvent;
import org.snapfit.analysis.report.RunDirection;
import org.snapfit.analysis.report.RunReport;

/**
 * The force–travel and θ–travel charts of an analysis, rendered to SVG text or PNG bytes. Stateless; Approximate
 * (drawing only). Chart libraries stay inside: the API takes and returns only report types, strings and bytes.
 */
public final class Charts {

    /** Chart width in pixels (SVG user units). */
    public static final int WIDTH = 900;
    /** Chart height in pixels (SVG user units). */
    public static final int HEIGHT = 480;

    private static final Color INSERTION = new Color(0x1f77b4);
    private static final Color RETRACTION = new Color(0xd62728);
    private static final Color[] PAWL_COLORS = {new Color(0x2ca02c), new Color(0x9467bd), new Color(0x8c564b),
        new Color(0xe377c2), new Color(0x17becf)};
    private static final Color EVENT = new Color(0x888888);

    private Charts() {
    }

    /**
     * The chart kinds.
     */
    public enum Kind {
        /** Force W (and per-pawl contributions) against the position along the insertion, both runs. */
        FORCE,
        /** θ per pawl in degrees against the position, both runs. */
        THETA
    }

    /**
     * The chart as SVG text (deterministic).
     *
     * @param report the analysis
     * @param kind which chart
     * @return a complete SVG document
     */
    public static String svg(AnalysisReport report, Kind kind) {
        SvgGraphics2D g = new SvgGraphics2D(WIDTH, HEIGHT, "snapfit-" + kind.name().toLowerCase(Locale.ROOT) + "-");
        render(g, report, kind);
        return g.document();
    }

    /**
     * Draws the chart and then its event labels, laid out by {@link LabelLayout} in the plot area the chart got.
     *
     * @return the labels as drawn (text and box, px)
     */
    private static List<LabelBox> render(Graphics2D g, AnalysisReport report, Kind kind) {
        JFreeChart chart = chart(report, kind);
        ChartRenderingInfo info = new ChartRenderingInfo();
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT), info);
        Rectangle2D area = info.getPlotInfo().getDataArea();
        List<LabelBox> boxes = labelBoxes(report, chart.getXYPlot(), area);
        g.setFont(LABEL_FONT);
        for (LabelBox b : boxes) {
            g.setPaint(b.retraction() ? RETRACTION : INSERTION);
            g.drawString(b.text(), (float) b.box().getX(), (float) (b.box().getY() + LABEL_ASCENT));
        }
        return boxes;
    }

    /** Font of the event labels. */
    private static final Font LABEL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 10);
    /** Measures label texts the same way for SVG and PNG (antialiased, fractional metrics). */
    private static final FontRenderContext LABEL_FRC = new FontRenderContext(null, true, true);
    /** Height of a label row, px. */
    static final double LABEL_ROW = 12;
    /** Ascent of a label's text above its baseline, px. */
    private static final double LABEL_ASCENT = 9;
    /** Most label rows in each band (insertion labels at the top of the plot, retraction labels at the bottom). */
    static final int LABEL_ROWS = 5;
    /** The share of the plot's height each band of labels may take (dimensionless): a third, so the bands never meet. */
    private static final double LABEL_BAND_SHARE = 1.0 / 3;
    /** Space between the plot's edge and the first row of labels, px. */
    private static final double LABEL_INSET = 2;

    /**
     * An event label as drawn.
     *
     * @param text the text
     * @param box its box, px (top-left corner, width, row height)
     * @param retraction whether it labels a retraction event
     */
    record LabelBox(String text, Rectangle2D box, boolean retraction) {
    }

    /** The event labels of the chart, placed in the plot area: insertion in rows from the top, retraction from the bottom. */
    private static List<LabelBox> labelBoxes(AnalysisReport report, XYPlot plot, Rectangle2D area) {
        Travel travel = Travel.of(report);
        List<LabelBox> out = new ArrayList<>();
        int rows = (int) Math.max(1, Math.min(LABEL_ROWS, Math.floor(area.getHeight() * LABEL_BAND_SHARE / LABEL_ROW)));
        for (RunReport run : report.runs()) {
            boolean ret = run.direction() == RunDirection.RETRACTION;
            List<LabelLayout.Label> labels = new ArrayList<>();
            for (ReportEvent e : run.events()) {
                double px = plot.getDomainAxis().valueToJava2D(travel.x(run, e.s()), area, RectangleEdge.BOTTOM);
                String number = (ret ? "R" : "") + e.seq();
                String text = number + " " + abbreviation(e.kind()) + (isTerminalInfinite(run, e) ? " W→∞" : "");
                labels.add(new LabelLayout.Label(px, text, width(text), number, width(number)));
            }
            for (LabelLayout.Placed p : LabelLayout.layout(labels, area.getMinX(), area.getMaxX(), rows)) {
                double top = ret ? area.getMaxY() - (p.row() + 1) * LABEL_ROW - LABEL_INSET
                        : area.getMinY() + LABEL_INSET + p.row() * LABEL_ROW;
                out.add(new LabelBox(p.text(), new Rectangle2D.Double(p.left(), top, p.width(), LABEL_ROW), ret));
            }
        }
        return out;
    }

    private static double width(String text) {
        return LABEL_FONT.getStringBounds(text, LABEL_FRC).getWidth();
    }

    /**
     * The event labels of a chart as they are drawn (for the layout tests).
     *
     * @param report the analysis
     * @param kind which chart
     * @return the labels with their boxes, px
     */
    static List<LabelBox> labels(AnalysisReport report, Kind kind) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            return render(g, report, kind);
        } finally {
            g.dispose();
        }
    }

    /**
     * The plot area of a chart as drawn (for the layout tests).
     *
     * @param report the analysis
     * @param kind which chart
     * @return the data area, px
     */
    static Rectangle2D plotArea(AnalysisReport report, Kind kind) {
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            ChartRenderingInfo info = new ChartRenderingInfo();
            chart(report, kind).draw(g, new Rectangle(0, 0, WIDTH, HEIGHT), info);
            return info.getPlotInfo().getDataArea();
        } finally {
            g.dispose();
        }
    }

    /**
     * The chart as PNG bytes.
     *
     * @param report the analysis
     * @param kind which chart
     * @return the PNG image
     * @throws UncheckedIOException if the image encoder fails
     */
    public static byte[] png(AnalysisReport report, Kind kind) {
        // opaque RGB (the chart paints its own background): a quarter less data to filter and deflate than ARGB
        BufferedImage image = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            render(g, report, kind);
        } finally {
            g.dispose();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        try (ImageOutputStream stream = ImageIO.createImageOutputStream(out)) {
            ImageWriteParam param = writer.getDefaultWriteParam();
            param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
            param.setCompressionQuality(PNG_COMPRESSION_QUALITY);
            writer.setOutput(stream);
            writer.write(null, new IIOImage(image, null, null), param);
        } catch (IOException e) {
            throw new UncheckedIOException("PNG encoding of the " + kind + " chart failed", e);
        } finally {
            writer.dispose();
        }
        return out.toByteArray();
    }

    /**
     * The PNG writer's compression quality (dimensionless, 0 = smallest file, 1 = fastest): 0.9 selects a fast
     * deflate level; on these charts it halves the encoding time of the default (maximum) compression for files
     * ~15 % larger (about 45 KB instead of 39 KB).
     */
    static final float PNG_COMPRESSION_QUALITY = 0.9f;

    static JFreeChart chart(AnalysisReport report, Kind kind) {
        Travel travel = Travel.of(report);
        XYSeriesCollection data = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        int idx = 0;
        boolean several = report.mechanism().pawls().size() > 1;
        for (RunReport run : report.runs()) {
            Color base = run.direction() == RunDirection.INSERTION ? INSERTION : RETRACTION;
            String dir = run.direction().text();
            if (kind == Kind.FORCE) {
                String name = run.direction() == RunDirection.INSERTION ? "insertion push W" : "retraction pull W";
                idx = add(data, renderer, idx, series(name, run, travel, ForceSample::w), base, false);
                if (several) {
                    int c = 0;
                    for (PawlSummary p : run.pawls()) {
                        idx = add(data, renderer, idx, series(dir + " W from " + p.name(), run, travel,
                                s -> s.pawlW().getOrDefault(p.name(), 0.0)), PAWL_COLORS[c++ % PAWL_COLORS.length],
                                true);
                    }
                }
            } else {
                int c = 0;
                for (PawlSummary p : run.pawls()) {
                    Color col = several ? PAWL_COLORS[c++ % PAWL_COLORS.length] : base;
                    idx = add(data, renderer, idx, series(dir + " θ " + p.name(), run, travel,
                            s -> Math.toDegrees(s.theta().getOrDefault(p.name(), 0.0))), col,
                            run.direction() == RunDirection.RETRACTION);
                }
            }
        }
        NumberAxis x = new NumberAxis("position along the insertion travel s (mm)");
        NumberAxis y = new NumberAxis(kind == Kind.FORCE ? "force (N)" : "pawl angle θ (degrees)");
        x.setAutoRangeIncludesZero(false);
        XYPlot plot = new XYPlot(data, x, y, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xdddddd));
        plot.setRangeGridlinePaint(new Color(0xdddddd));
        plot.addRangeMarker(new ValueMarker(0, Color.BLACK, new BasicStroke(0.5f)));
        markEvents(report, travel, plot);
        String title = (kind == Kind.FORCE ? "Force–travel: " : "Pawl angle–travel: ") + report.mechanism().name();
        JFreeChart chart = new JFreeChart(title, new Font(Font.SANS_SERIF, Font.BOLD, 14), plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    private static XYSeries series(String name, RunReport run, Travel travel, ToDoubleFunction<ForceSample> f) {
        XYSeries s = new XYSeries(name, false, true);
        for (ForceSample p : run.samples()) {
            double v = f.applyAsDouble(p);
            // an unbounded one-sided limit has no point on the chart; the event marker carries "→ ∞"
            s.add(travel.x(run, p.sValue()), Double.isFinite(v) ? v : Double.NaN);
        }
        return s;
    }

    private static int add(XYSeriesCollection data, XYLineAndShapeRenderer r, int idx, XYSeries s, Color c,
            boolean dashed) {
        data.addSeries(s);
        r.setSeriesPaint(idx, c);
        r.setSeriesStroke(idx, dashed
                ? new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f)
                : new BasicStroke(2f));
        return idx + 1;
    }

    /** Dotted vertical lines at the events; their labels are drawn after the chart ({@link #render}). */
    private static void markEvents(AnalysisReport report, Travel travel, XYPlot plot) {
        for (RunReport run : report.runs()) {
            for (ReportEvent e : run.events()) {
                ValueMarker m = new ValueMarker(travel.x(run, e.s()), EVENT, new BasicStroke(0.8f,
                        BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {2f, 3f}, 0f));
                plot.addDomainMarker(m);
            }
        }
    }

    private static boolean isTerminalInfinite(RunReport run, ReportEvent e) {
        return Double.isInfinite(run.peak().w()) && e.seq() == run.events().size();
    }

    /** Short labels of the event kinds for chart markers. */
    private static final Map<String, String> ABBREVIATIONS = Map.of(
            "translational_collision", "contact", "break_contact_at_rest", "release",
            "constraint_change", "change", "jam_kinematic", "jam", "snap_free_tangency", "snap",
            "jam_single_constraint", "jam", "snap_free_from_vertex", "snap", "sticking", "stick");

    static String abbreviation(String kind) {
        return ABBREVIATIONS.getOrDefault(kind, kind.replace('_', ' '));
    }

    static List<String> seriesNames(JFreeChart chart) {
        XYSeriesCollection c = (XYSeriesCollection) chart.getXYPlot().getDataset();
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < c.getSeriesCount(); i++) {
            out.add(c.getSeriesKey(i).toString());
        }
        return out;
    }
}

package org.snapfit.analysis.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.SVGGraphics2D;
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
        JFreeChart chart = chart(report, kind);
        SVGGraphics2D g = new SVGGraphics2D(WIDTH, HEIGHT);
        g.setDefsKeyPrefix("snapfit-" + kind.name().toLowerCase(Locale.ROOT) + "-");
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        return g.getSVGDocument();
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
        BufferedImage image = chart(report, kind).createBufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB, null);
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

    private static void markEvents(AnalysisReport report, Travel travel, XYPlot plot) {
        for (RunReport run : report.runs()) {
            for (ReportEvent e : run.events()) {
                ValueMarker m = new ValueMarker(travel.x(run, e.s()), EVENT, new BasicStroke(0.8f,
                        BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {2f, 3f}, 0f));
                String label = (run.direction() == RunDirection.INSERTION ? "" : "R") + e.seq() + " "
                        + abbreviation(e.kind());
                if (isTerminalInfinite(run, e)) {
                    label += " W→∞";
                }
                m.setLabel(label);
                m.setLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
                m.setLabelPaint(run.direction() == RunDirection.INSERTION ? INSERTION : RETRACTION);
                m.setLabelAnchor(run.direction() == RunDirection.INSERTION ? RectangleAnchor.TOP_RIGHT
                        : RectangleAnchor.BOTTOM_RIGHT);
                m.setLabelTextAnchor(run.direction() == RunDirection.INSERTION ? TextAnchor.TOP_LEFT
                        : TextAnchor.BOTTOM_LEFT);
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

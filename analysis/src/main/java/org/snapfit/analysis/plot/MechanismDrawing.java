package org.snapfit.analysis.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import org.snapfit.analysis.report.AnalysisReport;
import org.snapfit.analysis.report.ForceSample;
import org.snapfit.analysis.report.MechanismView;
import org.snapfit.analysis.report.ReportEvent;
import org.snapfit.analysis.report.RunDirection;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.analysis.report.Texts;
import org.snapfit.core.geom.Vec2;

/**
 * The mechanism drawn at its key instants: the start, just before every snap, the end of the insertion and the end
 * (or lock) of the retraction. Each pawl is its rest outline rotated by θ about its hinge, translated with the
 * root (hinge(s) = hinge + v̂·s). All panels share one scale. Stateless; Approximate (drawing only).
 */
public final class MechanismDrawing {

    /** Panel width in SVG user units. */
    public static final int PANEL_WIDTH = 300;
    /** Panel height in SVG user units. */
    public static final int PANEL_HEIGHT = 240;
    /** Panels per row. */
    public static final int COLUMNS = 3;
    /** Margin around the drawing inside a panel, in SVG user units. */
    private static final double MARGIN = 14;
    /** Height of a panel's caption, in SVG user units. */
    private static final double CAPTION = 18;

    private static final Color OBSTACLE_FILL = new Color(0xc8c8c8);
    private static final Color PAWL_FILL = new Color(0x9ecae1);
    private static final Color ROOT_FILL = new Color(0xfdd0a2);
    private static final Color LINE = new Color(0x333333);

    private MechanismDrawing() {
    }

    /**
     * One drawn instant.
     *
     * @param caption the panel caption
     * @param position the position along the insertion travel, mm
     * @param theta the angle of every pawl, rad
     */
    public record Frame(String caption, double position, Map<String, Double> theta) {

        /**
         * Copies the angles (keeping their order).
         *
         * @param caption the caption
         * @param position the position, mm
         * @param theta the angles, rad
         */
        public Frame {
            theta = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(theta));
        }
    }

    /**
     * The key instants of an analysis.
     *
     * @param report the analysis
     * @return the frames in time order
     */
    public static List<Frame> frames(AnalysisReport report) {
        Travel travel = Travel.of(report);
        List<Frame> out = new ArrayList<>();
        Map<String, Double> rest = new LinkedHashMap<>();
        report.mechanism().pawls().forEach(p -> rest.put(p.name(), 0.0));
        out.add(new Frame("start (s = 0)", 0, rest));
        for (RunReport run : report.runs()) {
            String dir = run.direction() == RunDirection.INSERTION ? "insertion" : "retraction";
            for (ReportEvent e : run.events()) {
                if (e.isSnap()) {
                    Map<String, Double> th = new LinkedHashMap<>(thetaAt(run, e.s()));
                    th.put(e.pawl(), e.thetaBefore());
                    out.add(new Frame(String.format(Locale.ROOT, "%s: %s snaps, s = %s", dir, e.pawl(),
                            Texts.num(e.s())), travel.x(run, e.s()), th));
                }
            }
            ForceSample last = run.samples().isEmpty() ? null : run.samples().get(run.samples().size() - 1);
            Map<String, Double> end = last == null ? rest : last.theta();
            out.add(new Frame(String.format(Locale.ROOT, "%s end: %s, s = %s", dir,
                    run.termination().cause().replace('_', ' '), Texts.num(run.termination().s())),
                    travel.x(run, run.termination().s()), end));
        }
        return out;
    }

    /** The angles just before distance s (the last sample at or before s, left limits preferred). */
    private static Map<String, Double> thetaAt(RunReport run, double s) {
        Map<String, Double> best = Map.of();
        for (ForceSample p : run.samples()) {
            if (p.sValue() <= s) {
                best = p.theta();
            }
            if (p.sValue() == s) {
                return p.theta();
            }
        }
        return best;
    }

    /**
     * The drawing as SVG text (deterministic).
     *
     * @param report the analysis
     * @return a complete SVG document with one panel per frame
     */
    public static String svg(AnalysisReport report) {
        return draw(report, (w, h) -> new SvgGraphics2D(w, h, "snapfit-mechanism-")).document();
    }

    /**
     * Draws the panels into a canvas of the right size.
     *
     * @param <G> the canvas type
     * @param report the analysis
     * @param canvas makes a canvas of the given width and height in pixels
     * @return the canvas, drawn
     */
    static <G extends Graphics2D> G draw(AnalysisReport report, BiFunction<Integer, Integer, G> canvas) {
        List<Frame> frames = frames(report);
        MechanismView m = report.mechanism();
        Vec2 dir = m.velocity().scale(1 / m.velocity().norm());
        double[] box = bounds(m, frames, dir);
        int rows = (frames.size() + COLUMNS - 1) / COLUMNS;
        int cols = Math.min(COLUMNS, frames.size());
        G g = canvas.apply(cols * PANEL_WIDTH, rows * PANEL_HEIGHT);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, cols * PANEL_WIDTH, rows * PANEL_HEIGHT);
        double w = box[2] - box[0];
        double h = box[3] - box[1];
        double scale = Math.min((PANEL_WIDTH - 2 * MARGIN) / w, (PANEL_HEIGHT - 2 * MARGIN - CAPTION) / h);
        for (int i = 0; i < frames.size(); i++) {
            Frame f = frames.get(i);
            double ox = (i % COLUMNS) * PANEL_WIDTH;
            double oy = (i / COLUMNS) * PANEL_HEIGHT;
            g.setColor(LINE);
            g.setStroke(new BasicStroke(0.5f));
            g.drawRect((int) ox, (int) oy, PANEL_WIDTH - 1, PANEL_HEIGHT - 1);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
            g.drawString(f.caption(), (float) (ox + 6), (float) (oy + 14));
            AffineTransform world = new AffineTransform();
            world.translate(ox + MARGIN, oy + PANEL_HEIGHT - MARGIN);
            world.scale(scale, -scale);
            world.translate(-box[0], -box[1]);
            Vec2 shift = dir.scale(f.position());
            for (MechanismView.BodyView o : m.obstacles()) {
                fill(g, world, o.shape(), Vec2.ZERO, 0, Vec2.ZERO, OBSTACLE_FILL);
            }
            fill(g, world, m.root(), Vec2.ZERO, 0, shift, ROOT_FILL);
            for (MechanismView.PawlView p : m.pawls()) {
                double th = f.theta().getOrDefault(p.name(), 0.0);
                fill(g, world, p.shape(), p.hinge(), th, shift, PAWL_FILL);
                Vec2 hc = p.hinge().add(shift);
                double[] pt = {hc.x(), hc.y()};
                world.transform(pt, 0, pt, 0, 1);
                g.setColor(LINE);
                g.fill(new Ellipse2D.Double(pt[0] - 2.5, pt[1] - 2.5, 5, 5));
            }
        }
        return g;
    }

    private static void fill(Graphics2D g, AffineTransform world, List<List<Vec2>> shape, Vec2 hinge,
            double theta, Vec2 shift, Color color) {
        for (List<Vec2> poly : shape) {
            if (poly.size() < 3) {
                continue;
            }
            Path2D.Double path = new Path2D.Double();
            for (int i = 0; i < poly.size(); i++) {
                Vec2 q = place(poly.get(i), hinge, theta, shift);
                if (i == 0) {
                    path.moveTo(q.x(), q.y());
                } else {
                    path.lineTo(q.x(), q.y());
                }
            }
            path.closePath();
            java.awt.Shape s = world.createTransformedShape(path);
            g.setColor(color);
            g.fill(s);
            g.setColor(LINE);
            g.setStroke(new BasicStroke(0.8f));
            g.draw(s);
        }
    }

    /** The world position of rest point q of a body rotated by θ about {@code hinge}, then shifted. */
    static Vec2 place(Vec2 q, Vec2 hinge, double theta, Vec2 shift) {
        return hinge.add(q.subtract(hinge).rotate(theta)).add(shift);
    }

    /** {minX, minY, maxX, maxY} over every drawn point of every frame, never empty. */
    private static double[] bounds(MechanismView m, List<Frame> frames, Vec2 dir) {
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.NEGATIVE_INFINITY};
        for (MechanismView.BodyView o : m.obstacles()) {
            o.shape().forEach(poly -> poly.forEach(q -> grow(b, q)));
        }
        for (Frame f : frames) {
            Vec2 shift = dir.scale(f.position());
            m.root().forEach(poly -> poly.forEach(q -> grow(b, q.add(shift))));
            for (MechanismView.PawlView p : m.pawls()) {
                double th = f.theta().getOrDefault(p.name(), 0.0);
                p.shape().forEach(poly -> poly.forEach(q -> grow(b, place(q, p.hinge(), th, shift))));
                grow(b, p.hinge().add(shift));
            }
        }
        if (b[2] - b[0] <= 0) {
            b[0] -= 1;
            b[2] += 1;
        }
        if (b[3] - b[1] <= 0) {
            b[1] -= 1;
            b[3] += 1;
        }
        return b;
    }

    private static void grow(double[] b, Vec2 q) {
        b[0] = Math.min(b[0], q.x());
        b[1] = Math.min(b[1], q.y());
        b[2] = Math.max(b[2], q.x());
        b[3] = Math.max(b[3], q.y());
    }
}

package org.snapfit.cli.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.snapfit.algebra.cspace.Arc;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.cspace.HorizontalArc;
import org.snapfit.algebra.merge.BoundaryEdge;
import org.snapfit.algebra.merge.FaceEdge;
import org.snapfit.algebra.merge.FreeFace;
import org.snapfit.algebra.merge.VerticalEdge;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.analysis.plot.SvgGraphics2D;
import org.snapfit.sweep.engine.Direction;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.traits.Approx;
import org.snapfit.sweep.traits.CSpace;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.traits.TuPoly;
import org.snapfit.sweep.trajectory.PawlTrajectory;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * The (t, u) plane of one pawl of an insertion run, u = tan(θ/2): every contact constraint a(u) + t·b(u) = 0 drawn
 * where it applies (t within the travel, the contact point inside its edge: every marker ≥ 0), the exact trajectory
 * (rest on u = 0, following a constraint, vertical snaps) and the events. Approximate (drawing only: curves sampled
 * in double at {@link #SAMPLES} values of u); deterministic SVG text. Chart types stay inside this class.
 *
 * <p>The same class draws the free face of an arrangement of C-space arcs ({@link #face}, for the
 * {@code arrangement --svg} picture): one home for every C-space picture, each drawn with Java2D into
 * {@link SvgGraphics2D}.
 */
public final class CSpacePlot {

    /** Picture width in pixels (SVG user units). */
    public static final int WIDTH = 900;
    /** Picture height in pixels (SVG user units). */
    public static final int HEIGHT = 560;
    /** Samples of u per constraint curve. */
    static final int SAMPLES = 800;
    /** Samples of t per followed trajectory piece. */
    static final int PIECE_SAMPLES = 120;
    /** Smallest half-height of the u window (dimensionless; about ±23° of θ). */
    static final double MIN_U_WINDOW = 0.2;
    /** The u window is this factor (dimensionless) times the largest |u| the pawl reaches. */
    static final double U_WINDOW_FACTOR = 1.4;

    private static final Color CURVE = new Color(0xb0b0b0);
    private static final Color PATH = new Color(0x1f77b4);
    private static final Color EVENT = new Color(0xd62728);

    private CSpacePlot() {
    }

    /**
     * The sampled picture: constraint curves (each a list of polylines, broken where the constraint does not
     * apply), the trajectory polyline and the events.
     *
     * @param curves per constraint, its applicable pieces as lists of (t, u) points
     * @param trajectory the pawl's path as (t, u) points (a vertical jump for each snap)
     * @param events (t, u after) of every event, with its kind
     * @param uWindow the half-height of the u range drawn
     * @param travel the end of the t range
     */
    record Data(List<List<List<double[]>>> curves, List<double[]> trajectory, List<Event> events, double uWindow,
            double travel) {
    }

    /**
     * One event mark.
     *
     * @param t the time
     * @param u u after the event
     * @param kind the event kind's wire name
     */
    record Event(double t, double u, String kind) {
    }

    /**
     * The (t, u) picture of one pawl as SVG text.
     *
     * @param r an insertion run
     * @param pawlIndex the pawl (0-based)
     * @return a complete SVG document
     * @throws IllegalArgumentException if the run is a retraction or the index is out of range
     */
    public static String svg(SimulationResult r, int pawlIndex) {
        Data d = data(r, pawlIndex);
        JFreeChart chart = chart(d, r.mechanism().pawls().get(pawlIndex).name());
        SvgGraphics2D g = new SvgGraphics2D(WIDTH, HEIGHT, "snapfit-cspace-" + pawlIndex + "-");
        chart.draw(g, new Rectangle(0, 0, WIDTH, HEIGHT));
        return g.document();
    }

    static Data data(SimulationResult r, int pawlIndex) {
        if (r.direction() != Direction.INSERTION) {
            throw new IllegalArgumentException("run direction = " + r.direction() + "; the (t, u) picture is drawn for insertion runs");
        }
        Mechanism m = r.mechanism();
        if (pawlIndex < 0 || pawlIndex >= m.pawls().size()) {
            throw new IllegalArgumentException("pawlIndex = " + pawlIndex + "; the mechanism has " + m.pawls().size() + " pawls");
        }
        Pawl p = m.pawls().get(pawlIndex);
        double travel = m.motion().travel().doubleValue();
        PawlTrajectory traj = r.pawls().get(pawlIndex);
        List<double[]> path = trajectory(traj);
        double uMax = 0;
        for (double[] q : path) {
            uMax = Math.max(uMax, Math.abs(q[1]));
        }
        double window = Math.max(MIN_U_WINDOW, U_WINDOW_FACTOR * uMax);
        CSpace cs = CSpace.of(p, p.hinge(), m.motion().velocity(), m.obstacles(), m.friction());
        List<List<List<double[]>>> curves = new ArrayList<>();
        for (Constraint c : cs.constraints()) {
            List<List<double[]>> pieces = curve(c, window, travel);
            if (!pieces.isEmpty()) {
                curves.add(pieces);
            }
        }
        List<Event> events = new ArrayList<>();
        for (SweepEvent e : traj.events()) {
            events.add(new Event(Approx.of(e.t()), Approx.of(e.data().uAfter()), e.kind().wireName()));
        }
        return new Data(curves, path, events, window, travel);
    }

    /** The applicable pieces of one constraint curve inside the window. */
    private static List<List<double[]>> curve(Constraint c, double window, double travel) {
        TuPoly g = c.curve();
        List<List<double[]>> pieces = new ArrayList<>();
        List<double[]> cur = new ArrayList<>();
        for (int k = 0; k <= SAMPLES; k++) {
            double u = -window + 2 * window * k / SAMPLES;
            double t = g.isTimeFree() ? Double.NaN : g.timeAt(u);
            boolean ok = Double.isFinite(t) && t >= 0 && t <= travel;
            for (TuPoly mk : c.markers()) {
                ok = ok && mk.evaluate(t, u) >= 0;
            }
            if (ok) {
                cur.add(new double[] {t, u});
            } else if (!cur.isEmpty()) {
                pieces.add(cur);
                cur = new ArrayList<>();
            }
        }
        if (!cur.isEmpty()) {
            pieces.add(cur);
        }
        return pieces;
    }

    /** The pawl's path: rest pieces on u = 0, followed pieces sampled, snaps as vertical jumps. */
    private static List<double[]> trajectory(PawlTrajectory traj) {
        List<double[]> out = new ArrayList<>();
        for (TrajectoryPiece piece : traj.pieces()) {
            double t0 = Approx.of(piece.tFrom());
            double t1 = Approx.of(piece.tTo());
            if (piece instanceof TrajectoryPiece.Rest) {
                out.add(new double[] {t0, 0});
                out.add(new double[] {t1, 0});
            } else if (piece instanceof TrajectoryPiece.Follow f) {
                for (int k = 0; k <= PIECE_SAMPLES; k++) {
                    double t = t0 + (t1 - t0) * k / PIECE_SAMPLES;
                    out.add(new double[] {t, f.uAt(t)});
                }
            } else if (piece instanceof TrajectoryPiece.Snap s) {
                out.add(new double[] {t0, Approx.of(s.uFrom())});
                out.add(new double[] {t0, Approx.of(s.uTo())});
            }
        }
        return out;
    }

    static JFreeChart chart(Data d, String pawl) {
        XYSeriesCollection data = new XYSeriesCollection();
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        int idx = 0;
        for (List<List<double[]>> curve : d.curves()) {
            // one legend entry stands for all constraint curves
            XYSeries s = new XYSeries(idx == 0 ? "contact constraints (where they apply)" : "constraint " + idx, false, true);
            for (List<double[]> piece : curve) {
                for (double[] q : piece) {
                    s.add(q[0], q[1]);
                }
                s.add(Double.NaN, Double.NaN);
            }
            data.addSeries(s);
            renderer.setSeriesPaint(idx, CURVE);
            renderer.setSeriesStroke(idx, new BasicStroke(1f));
            renderer.setSeriesVisibleInLegend(idx, idx == 0);
            idx++;
        }
        XYSeries path = new XYSeries("trajectory of " + pawl, false, true);
        for (double[] q : d.trajectory()) {
            path.add(q[0], q[1]);
        }
        data.addSeries(path);
        renderer.setSeriesPaint(idx, PATH);
        renderer.setSeriesStroke(idx, new BasicStroke(2.5f));
        idx++;
        XYSeries ev = new XYSeries("events", false, true);
        for (Event e : d.events()) {
            ev.add(e.t(), e.u());
        }
        data.addSeries(ev);
        renderer.setSeriesLinesVisible(idx, false);
        renderer.setSeriesShapesVisible(idx, true);
        renderer.setSeriesPaint(idx, EVENT);
        NumberAxis x = new NumberAxis("t (root travel parameter; s = |v| t)");
        x.setRange(0, d.travel());
        NumberAxis y = new NumberAxis("u = tan(θ/2)");
        y.setRange(-d.uWindow(), d.uWindow());
        XYPlot plot = new XYPlot(data, x, y, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(new Color(0xe0e0e0));
        plot.setRangeGridlinePaint(new Color(0xe0e0e0));
        int n = 1;
        for (Event e : d.events()) {
            XYTextAnnotation a = new XYTextAnnotation(String.format(Locale.ROOT, "%d %s", n++, e.kind()), e.t(), e.u());
            a.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
            a.setTextAnchor(TextAnchor.BOTTOM_LEFT);
            a.setPaint(EVENT);
            plot.addAnnotation(a);
        }
        JFreeChart chart = new JFreeChart("(t, u) plane of pawl " + pawl, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    // ---- the free face of an arrangement (arrangement --svg) ----

    /** Half-width of the drawn t-window around the start, in the instance's t units. */
    static final double FACE_T_HALF_WINDOW = 6.0;
    /** Half-height of the drawn u-window (u = tan(θ/2)), dimensionless. */
    static final double FACE_U_HALF_WINDOW = 2.5;
    /** Samples per arc. */
    static final int FACE_SAMPLES = 400;
    /** Drawing size in pixels. */
    static final int FACE_SIZE = 800;
    /** Radius of the dots at edge ends, pixels. */
    static final double FACE_END_RADIUS = 3;
    /** Radius of the start point's dot, pixels. */
    static final double FACE_START_RADIUS = 5;
    private static final Color FACE_ARC = new Color(0x888888);
    private static final Color FACE_EDGE = new Color(0xdd0000);
    private static final Color FACE_START = new Color(0x0000cc);
    private static final BasicStroke FACE_THIN = new BasicStroke(1f);
    private static final BasicStroke FACE_BOLD = new BasicStroke(2f);

    /**
     * The free face of an arrangement of C-space arcs as SVG text: t horizontal (the sweep direction), u vertical,
     * in a fixed window around the start (±6 in t, ±2.5 in u);
     * arcs sampled densely in double precision (drawing only: nothing is decided here) in grey, the face's boundary
     * edges in red with their end points marked, the start point as a blue dot.
     *
     * @param arcs the arrangement's arcs
     * @param face the face containing the start
     * @param t the start's t
     * @param u the start's u
     * @return a complete SVG document
     */
    public static String face(List<? extends Arc> arcs, FreeFace face, Rational t, Rational u) {
        double tz = t.doubleValue();
        double uz = u.doubleValue();
        SvgGraphics2D sb = new SvgGraphics2D(FACE_SIZE, FACE_SIZE, "snapfit-arrangement-");
        sb.setColor(Color.WHITE);
        sb.fill(new Rectangle2D.Double(0, 0, FACE_SIZE, FACE_SIZE));
        for (Arc a : arcs) {
            if (a instanceof GraphArc g) {
                facePath(sb, g, tz, FACE_ARC, FACE_THIN);
            } else {
                HorizontalArc h = (HorizontalArc) a;
                faceWall(sb, approx(h.u()), h.tMin().map(Rational::doubleValue), h.tMax().map(Rational::doubleValue), tz,
                        FACE_ARC, FACE_THIN);
            }
        }
        for (FaceEdge e : face.allFaceEdges()) {
            if (e instanceof VerticalEdge v) {
                Optional<Double> lo = v.bottom().map(CSpacePlot::tOfPoint);
                Optional<Double> hi = v.top().map(CSpacePlot::tOfPoint);
                faceWall(sb, approx(v.u()), lo, hi, tz, FACE_EDGE, FACE_BOLD);
                for (Optional<Double> end : List.of(lo, hi)) {
                    if (end.isPresent()) {
                        dot(sb, x(end.get(), tz), y(approx(v.u())), FACE_END_RADIUS, FACE_EDGE);
                    }
                }
            }
        }
        for (BoundaryEdge e : face.allEdges()) {
            facePath(sb, e.piece(), tz, FACE_EDGE, FACE_BOLD);
            for (Optional<RealAlgebraic> end : List.of(e.piece().uMin(), e.piece().uMax())) {
                if (end.isPresent() && e.piece().containsU(end.get())) {
                    double uu = approx(end.get());
                    double tt = tOf(e.piece(), uu);
                    dot(sb, x(tt, tz), y(uu), FACE_END_RADIUS, FACE_EDGE);
                }
            }
        }
        dot(sb, x(tz, tz), y(uz), FACE_START_RADIUS, FACE_START);
        return sb.document();
    }

    /**
     * A horizontal arc u = u0 over t in [lo, hi] (open ends: the window's edge); in this drawing (t horizontal) it is
     * a horizontal line.
     */
    private static void faceWall(Graphics2D sb, double u0, Optional<Double> lo, Optional<Double> hi, double tz, Color colour,
            BasicStroke width) {
        double a = Math.max(lo.orElse(tz - FACE_T_HALF_WINDOW), tz - FACE_T_HALF_WINDOW);
        double b = Math.min(hi.orElse(tz + FACE_T_HALF_WINDOW), tz + FACE_T_HALF_WINDOW);
        if (a < b && Math.abs(u0) <= FACE_U_HALF_WINDOW) {
            sb.setColor(colour);
            sb.setStroke(width);
            sb.draw(new Line2D.Double(x(a, tz), y(u0), x(b, tz), y(u0)));
        }
    }

    /** The t of a point, approximately (drawing only). */
    private static double tOfPoint(ArcPoint p) {
        return -eval(p.curve().a().coefficients(), approx(p.u())) / eval(p.curve().b().coefficients(), approx(p.u()));
    }

    /** Midpoint of the isolating interval: plenty for drawing (no refinement). */
    private static double approx(RealAlgebraic x) {
        return x.lower().add(x.upper()).multiply(Rational.HALF).doubleValue();
    }

    private static double tOf(GraphArc a, double u) {
        return -eval(a.curve().a().coefficients(), u) / eval(a.curve().b().coefficients(), u);
    }

    private static double eval(java.math.BigInteger[] c, double u) {
        double v = 0;
        for (int i = c.length - 1; i >= 0; i--) {
            v = v * u + c[i].doubleValue();
        }
        return v;
    }

    private static double x(double t, double tz) {
        return (t - tz + FACE_T_HALF_WINDOW) / (2 * FACE_T_HALF_WINDOW) * FACE_SIZE;
    }

    private static double y(double u) {
        return (FACE_U_HALF_WINDOW - u) / (2 * FACE_U_HALF_WINDOW) * FACE_SIZE;
    }

    private static void dot(Graphics2D g, double x, double y, double r, Color colour) {
        g.setColor(colour);
        g.fill(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r));
    }

    private static void facePath(Graphics2D sb, GraphArc a, double tz, Color colour, BasicStroke width) {
        double lo = a.uMin().map(CSpacePlot::approx).orElse(-FACE_U_HALF_WINDOW);
        double hi = a.uMax().map(CSpacePlot::approx).orElse(FACE_U_HALF_WINDOW);
        lo = Math.max(lo, -FACE_U_HALF_WINDOW);
        hi = Math.min(hi, FACE_U_HALF_WINDOW);
        sb.setColor(colour);
        sb.setStroke(width);
        Path2D.Double run = new Path2D.Double();
        int points = 0;
        for (int i = 0; i <= FACE_SAMPLES; i++) {
            double uu = lo + (hi - lo) * i / FACE_SAMPLES;
            double tt = tOf(a, uu);
            if (!Double.isFinite(tt) || Math.abs(tt - tz) > 2 * FACE_T_HALF_WINDOW) {
                // the curve leaves the window: draw the run so far (a polyline needs two points) and start anew
                if (points >= 2) {
                    sb.draw(run);
                }
                run.reset();
                points = 0;
                continue;
            }
            if (points++ == 0) {
                run.moveTo(x(tt, tz), y(uu));
            } else {
                run.lineTo(x(tt, tz), y(uu));
            }
        }
        if (points >= 2) {
            sb.draw(run);
        }
    }
}

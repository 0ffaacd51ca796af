package org.snapfit.cli;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.Optional;
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

/**
 * SVG drawing of C-space arcs and a free face for debugging and docs: t horizontal (the sweep direction), u
 * vertical, arcs sampled densely in double precision (drawing only: nothing is decided here), the face's boundary
 * edges in red, their end points marked, the start point as a blue dot. The view is a fixed window around the start.
 * Drawn with Java2D into {@link SvgGraphics2D}, like every picture snapfit writes.
 */
final class SvgWriter {
    /** Half-width of the drawn t-window around the start, in the instance's t units. */
    static final double T_HALF_WINDOW = 6.0;
    /** Half-height of the drawn u-window (u = tan(θ/2)), dimensionless. */
    static final double U_HALF_WINDOW = 2.5;
    /** Samples per arc. */
    static final int SAMPLES = 400;
    /** Drawing size in pixels. */
    static final int SIZE = 800;
    /** Radius of the dots at edge ends, pixels. */
    static final double END_RADIUS = 3;
    /** Radius of the start point's dot, pixels. */
    static final double START_RADIUS = 5;
    private static final Color ARC = new Color(0x888888);
    private static final Color FACE = new Color(0xdd0000);
    private static final Color START = new Color(0x0000cc);
    private static final BasicStroke THIN = new BasicStroke(1f);
    private static final BasicStroke BOLD = new BasicStroke(2f);

    private SvgWriter() {
    }

    static String draw(List<? extends Arc> arcs, FreeFace face, Rational t, Rational u) {
        double tz = t.doubleValue();
        double uz = u.doubleValue();
        SvgGraphics2D sb = new SvgGraphics2D(SIZE, SIZE, "snapfit-arrangement-");
        sb.setColor(Color.WHITE);
        sb.fill(new Rectangle2D.Double(0, 0, SIZE, SIZE));
        for (Arc a : arcs) {
            if (a instanceof GraphArc g) {
                path(sb, g, tz, ARC, THIN);
            } else {
                HorizontalArc h = (HorizontalArc) a;
                wall(sb, approx(h.u()), h.tMin().map(Rational::doubleValue), h.tMax().map(Rational::doubleValue), tz,
                        ARC, THIN);
            }
        }
        for (FaceEdge e : face.allFaceEdges()) {
            if (e instanceof VerticalEdge v) {
                Optional<Double> lo = v.bottom().map(SvgWriter::tOfPoint);
                Optional<Double> hi = v.top().map(SvgWriter::tOfPoint);
                wall(sb, approx(v.u()), lo, hi, tz, FACE, BOLD);
                for (Optional<Double> end : List.of(lo, hi)) {
                    if (end.isPresent()) {
                        dot(sb, x(end.get(), tz), y(approx(v.u())), END_RADIUS, FACE);
                    }
                }
            }
        }
        for (BoundaryEdge e : face.allEdges()) {
            path(sb, e.piece(), tz, FACE, BOLD);
            for (java.util.Optional<RealAlgebraic> end : List.of(e.piece().uMin(), e.piece().uMax())) {
                if (end.isPresent() && e.piece().containsU(end.get())) {
                    double uu = approx(end.get());
                    double tt = tOf(e.piece(), uu);
                    dot(sb, x(tt, tz), y(uu), END_RADIUS, FACE);
                }
            }
        }
        dot(sb, x(tz, tz), y(uz), START_RADIUS, START);
        return sb.document();
    }

    /**
     * A horizontal arc u = u0 over t in [lo, hi] (open ends: the window's edge); in this drawing (t horizontal) it is
     * a horizontal line.
     */
    private static void wall(Graphics2D sb, double u0, Optional<Double> lo, Optional<Double> hi, double tz, Color colour,
            BasicStroke width) {
        double a = Math.max(lo.orElse(tz - T_HALF_WINDOW), tz - T_HALF_WINDOW);
        double b = Math.min(hi.orElse(tz + T_HALF_WINDOW), tz + T_HALF_WINDOW);
        if (a < b && Math.abs(u0) <= U_HALF_WINDOW) {
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
        return (t - tz + T_HALF_WINDOW) / (2 * T_HALF_WINDOW) * SIZE;
    }

    private static double y(double u) {
        return (U_HALF_WINDOW - u) / (2 * U_HALF_WINDOW) * SIZE;
    }

    private static void dot(Graphics2D g, double x, double y, double r, Color colour) {
        g.setColor(colour);
        g.fill(new Ellipse2D.Double(x - r, y - r, 2 * r, 2 * r));
    }

    private static void path(Graphics2D sb, GraphArc a, double tz, Color colour, BasicStroke width) {
        double lo = a.uMin().map(SvgWriter::approx).orElse(-U_HALF_WINDOW);
        double hi = a.uMax().map(SvgWriter::approx).orElse(U_HALF_WINDOW);
        lo = Math.max(lo, -U_HALF_WINDOW);
        hi = Math.min(hi, U_HALF_WINDOW);
        sb.setColor(colour);
        sb.setStroke(width);
        Path2D.Double run = new Path2D.Double();
        int points = 0;
        for (int i = 0; i <= SAMPLES; i++) {
            double uu = lo + (hi - lo) * i / SAMPLES;
            double tt = tOf(a, uu);
            if (!Double.isFinite(tt) || Math.abs(tt - tz) > 2 * T_HALF_WINDOW) {
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

package org.snapfit.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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

/**
 * SVG drawing of C-space arcs and a free face for debugging and docs: t horizontal (the sweep direction), u
 * vertical, arcs sampled densely in double precision (drawing only: nothing is decided here), the face's boundary
 * edges in red, their end points marked, the start point as a blue dot. The view is a fixed window around the start.
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

    private SvgWriter() {
    }

    static String draw(List<? extends Arc> arcs, FreeFace face, Rational t, Rational u) {
        double tz = t.doubleValue();
        double uz = u.doubleValue();
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\">%n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n", SIZE, SIZE, SIZE, SIZE));
        for (Arc a : arcs) {
            if (a instanceof GraphArc g) {
                path(sb, g, tz, "#888", 1);
            } else {
                HorizontalArc h = (HorizontalArc) a;
                wall(sb, approx(h.u()), h.tMin().map(Rational::doubleValue), h.tMax().map(Rational::doubleValue), tz,
                        "#888", 1);
            }
        }
        for (FaceEdge e : face.allFaceEdges()) {
            if (e instanceof VerticalEdge v) {
                Optional<Double> lo = v.bottom().map(SvgWriter::tOfPoint);
                Optional<Double> hi = v.top().map(SvgWriter::tOfPoint);
                wall(sb, approx(v.u()), lo, hi, tz, "#d00", 2);
                for (Optional<Double> end : List.of(lo, hi)) {
                    if (end.isPresent()) {
                        sb.append(String.format(Locale.ROOT, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"#d00\"/>%n",
                                x(end.get(), tz), y(approx(v.u()))));
                    }
                }
            }
        }
        for (BoundaryEdge e : face.allEdges()) {
            path(sb, e.piece(), tz, "#d00", 2);
            for (java.util.Optional<RealAlgebraic> end : List.of(e.piece().uMin(), e.piece().uMax())) {
                if (end.isPresent() && e.piece().containsU(end.get())) {
                    double uu = approx(end.get());
                    double tt = tOf(e.piece(), uu);
                    sb.append(String.format(Locale.ROOT, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"3\" fill=\"#d00\"/>%n",
                            x(tt, tz), y(uu)));
                }
            }
        }
        sb.append(String.format(Locale.ROOT, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"5\" fill=\"#00c\"/>%n", x(tz, tz), y(uz)));
        sb.append("</svg>\n");
        return sb.toString();
    }

    /**
     * A horizontal arc u = u0 over t in [lo, hi] (open ends: the window's edge); in this drawing (t horizontal) it is
     * a horizontal line.
     */
    private static void wall(StringBuilder sb, double u0, Optional<Double> lo, Optional<Double> hi, double tz, String colour,
            int width) {
        double a = Math.max(lo.orElse(tz - T_HALF_WINDOW), tz - T_HALF_WINDOW);
        double b = Math.min(hi.orElse(tz + T_HALF_WINDOW), tz + T_HALF_WINDOW);
        if (a < b && Math.abs(u0) <= U_HALF_WINDOW) {
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"%s\" "
                    + "stroke-width=\"%d\"/>%n", x(a, tz), y(u0), x(b, tz), y(u0), colour, width));
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

    private static void path(StringBuilder sb, GraphArc a, double tz, String colour, int width) {
        double lo = a.uMin().map(SvgWriter::approx).orElse(-U_HALF_WINDOW);
        double hi = a.uMax().map(SvgWriter::approx).orElse(U_HALF_WINDOW);
        lo = Math.max(lo, -U_HALF_WINDOW);
        hi = Math.min(hi, U_HALF_WINDOW);
        List<String> pts = new ArrayList<>();
        for (int i = 0; i <= SAMPLES; i++) {
            double uu = lo + (hi - lo) * i / SAMPLES;
            double tt = tOf(a, uu);
            if (!Double.isFinite(tt) || Math.abs(tt - tz) > 2 * T_HALF_WINDOW) {
                flush(sb, pts, colour, width);
                continue;
            }
            pts.add(String.format(Locale.ROOT, "%.2f,%.2f", x(tt, tz), y(uu)));
        }
        flush(sb, pts, colour, width);
    }

    private static void flush(StringBuilder sb, List<String> pts, String colour, int width) {
        if (pts.size() >= 2) {
            sb.append("<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"").append(width)
                    .append("\" points=\"").append(String.join(" ", pts)).append("\"/>\n");
        }
        pts.clear();
    }
}

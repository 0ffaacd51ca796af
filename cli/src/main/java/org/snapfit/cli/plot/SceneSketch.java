package org.snapfit.cli.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.function.IntFunction;
import org.snapfit.analysis.plot.SvgGraphics2D;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;

/**
 * The x–y view of a scene (x right, y up, z dropped) that {@code drape}, {@code insert} and the cable scenes write as
 * {@code final.svg}: obstacle triangles filled or as wire frames, and polylines (a cable, a body's edges, a hand
 * path), solid or dashed. The view is {@link #WIDTH} pixels wide, its height follows the scene's aspect, and it keeps
 * a margin of {@link #MARGIN} of the larger extent around everything drawn. Drawn with Java2D into
 * {@link SvgGraphics2D}, like every picture snapfit writes. Mutable while drawing; not thread-safe. Approximate
 * (drawing only).
 */
public final class SceneSketch {

    /** Width of the picture, pixels. */
    public static final int WIDTH = 800;
    /** Smallest height of the picture, pixels. */
    public static final int MIN_HEIGHT = 100;
    /** Margin around the drawing as a fraction of the larger extent (dimensionless). */
    public static final double MARGIN = 0.05;
    /** Dash length of dashed lines, pixels. */
    private static final float DASH = 6f;

    private final SvgGraphics2D g;
    private final double minX;
    private final double maxY;
    private final double scale;

    private SceneSketch(SvgGraphics2D g, double minX, double maxY, double scale) {
        this.g = g;
        this.minX = minX;
        this.maxY = maxY;
        this.scale = scale;
    }

    /**
     * An empty view framing the given points.
     *
     * @param points every point that will be drawn (any units; at least one)
     * @param title a caption written in the top-left corner
     * @param idPrefix the prefix of the document's ids
     * @return the view, white
     * @throws IllegalArgumentException if there is no point or a coordinate is not finite
     */
    public static SceneSketch around(List<Vec3> points, String title, String idPrefix) {
        if (points.isEmpty()) {
            throw new IllegalArgumentException("a scene view needs at least one point to frame");
        }
        double x0 = Double.POSITIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        for (Vec3 p : points) {
            if (!Double.isFinite(p.x()) || !Double.isFinite(p.y())) {
                throw new IllegalArgumentException("scene point " + p + " is not finite; it cannot be drawn");
            }
            x0 = Math.min(x0, p.x());
            y0 = Math.min(y0, p.y());
            x1 = Math.max(x1, p.x());
            y1 = Math.max(y1, p.y());
        }
        double extent = Math.max(x1 - x0, y1 - y0);
        double pad = extent > 0 ? MARGIN * extent : 1;
        x0 -= pad;
        y0 -= pad;
        x1 += pad;
        y1 += pad;
        double scale = WIDTH / (x1 - x0);
        int height = (int) Math.max(MIN_HEIGHT, Math.round((y1 - y0) * scale));
        SvgGraphics2D g = new SvgGraphics2D(WIDTH, height, idPrefix);
        g.setColor(Color.WHITE);
        g.fill(new Rectangle2D.Double(0, 0, WIDTH, height));
        g.setColor(Color.DARK_GRAY);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.drawString(title, 8f, 16f);
        return new SceneSketch(g, x0, y1, scale);
    }

    /**
     * Fills a mesh's triangles, projected on x–y.
     *
     * @param mesh the mesh
     * @param place maps a vertex index to its drawn position
     * @param fill the fill colour
     */
    public void triangles(TriangleMesh mesh, IntFunction<Vec3> place, Color fill) {
        g.setColor(fill);
        for (int t = 0; t < mesh.triangleCount(); t++) {
            int tri = t;
            g.fill(path(k -> place.apply(mesh.corner(tri, k)), 3, true));
        }
    }

    /**
     * Draws a mesh's triangle edges, projected on x–y.
     *
     * @param mesh the mesh
     * @param place maps a vertex index to its drawn position
     * @param colour the line colour
     * @param dashed whether the lines are dashed
     */
    public void wireframe(TriangleMesh mesh, IntFunction<Vec3> place, Color colour, boolean dashed) {
        stroke(colour, 1f, dashed);
        for (int t = 0; t < mesh.triangleCount(); t++) {
            int tri = t;
            g.draw(path(k -> place.apply(mesh.corner(tri, k)), 3, true));
        }
    }

    /**
     * Draws an open polyline.
     *
     * @param points the points in order
     * @param colour the line colour
     * @param width the line width, pixels
     * @param dashed whether the line is dashed
     */
    public void polyline(List<Vec3> points, Color colour, float width, boolean dashed) {
        if (points.size() < 2) {
            return;
        }
        stroke(colour, width, dashed);
        g.draw(path(points::get, points.size(), false));
    }

    /**
     * The SVG document drawn so far.
     *
     * @return the document text
     */
    public String document() {
        return g.document();
    }

    private void stroke(Color colour, float width, boolean dashed) {
        g.setColor(colour);
        g.setStroke(dashed ? new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                new float[] {DASH, DASH * 2 / 3}, 0f) : new BasicStroke(width, BasicStroke.CAP_ROUND,
                BasicStroke.JOIN_ROUND));
    }

    private Path2D.Double path(IntFunction<Vec3> point, int n, boolean closed) {
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i < n; i++) {
            Vec3 v = point.apply(i);
            double x = (v.x() - minX) * scale;
            double y = (maxY - v.y()) * scale;
            if (i == 0) {
                p.moveTo(x, y);
            } else {
                p.lineTo(x, y);
            }
        }
        if (closed) {
            p.closePath();
        }
        return p;
    }
}

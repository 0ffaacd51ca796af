package org.snapfit.cli.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.Locale;
import java.util.Optional;
import org.snapfit.analysis.plot.SvgGraphics2D;
import org.snapfit.core.body.LayerRole;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileCircle;
import org.snapfit.core.body.ProfileOutline;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.sweep.model.LayerRoles;
import org.snapfit.sweep.model.ProfileLayout;

/**
 * An SVG picture of a section's profiles, for checking them before simulating: every part's outlines in the colour
 * of its role (pawls blue, obstacles grey, root green, hinge parts orange, ignored parts dotted), each labelled with
 * its name, the hinges as red crosses, and the motion's direction as an arrow from the first hinge. Coordinates are
 * the section's (x right, y up), in mm, with a 1 mm grid tick in the corner. Drawn with Java2D into
 * {@link SvgGraphics2D}, like every picture snapfit writes. Stateless.
 */
public final class SectionDrawing {

    /** The picture's width and height in pixels. */
    public static final int SIZE = 900;

    /** The margin around the drawing, pixels. */
    private static final int MARGIN = 40;
    /** Length of the motion arrow, pixels. */
    private static final double ARROW = 60;
    /** Length of the arrow's head, pixels. */
    private static final double ARROW_HEAD = 8;
    /** Opacity of pawl and obstacle fills (0–255). */
    private static final int FILL_ALPHA = 0x22;
    private static final Color PAWL = new Color(0x1f5fbf);
    private static final Color ROOT = new Color(0x2e8b57);
    private static final Color HINGE = new Color(0xe08000);
    private static final Color IGNORED = new Color(0xaaaaaa);
    private static final Color OBSTACLE = new Color(0x666666);
    private static final BasicStroke OUTLINE = new BasicStroke(1.2f);
    private static final BasicStroke DOTTED = new BasicStroke(1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
            new float[] {4f, 3f}, 0f);
    private static final BasicStroke THIN = new BasicStroke(1f);
    private static final BasicStroke MARK = new BasicStroke(2f);

    private SectionDrawing() {
    }

    /**
     * Draws the profiles.
     *
     * @param title the caption (file and plane)
     * @param profiles the section's profiles
     * @param roles the role of each part
     * @param layout the layout found in them, if it could be built (for hinges)
     * @param velocity the direction of motion in section coordinates, if known
     * @return the SVG document
     */
    public static String svg(String title, ProfileSet profiles, LayerRoles roles, Optional<ProfileLayout> layout,
            Optional<ExactPoint2> velocity) {
        double[] box = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
            Double.NEGATIVE_INFINITY};
        for (PlanarProfile l : profiles.layers()) {
            for (ProfileOutline o : l.outlines()) {
                o.vertices().forEach(p -> grow(box, p));
            }
        }
        layout.ifPresent(lay -> lay.pawls().forEach(p -> grow(box, p.hinge())));
        if (!(box[0] <= box[2])) {
            box[0] = 0;
            box[1] = 0;
            box[2] = 1;
            box[3] = 1;
        }
        double span = Math.max(box[2] - box[0], box[3] - box[1]);
        double scale = (SIZE - 2 * MARGIN) / (span > 0 ? span : 1);
        SvgGraphics2D g = new SvgGraphics2D(SIZE, SIZE, "snapfit-section-");
        g.setColor(Color.WHITE);
        g.fill(new Rectangle2D.Double(0, 0, SIZE, SIZE));
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        g.drawString(title, 10f, 20f);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        for (PlanarProfile l : profiles.layers()) {
            LayerRole r = roles.roleOf(l.layer());
            Color colour = switch (r.kind()) {
                case PAWL -> PAWL;
                case ROOT -> ROOT;
                case HINGE -> HINGE;
                case IGNORE -> IGNORED;
                default -> OBSTACLE;
            };
            Color fill = r.kind() == LayerRole.Kind.PAWL ? translucent(PAWL) : r.kind() == LayerRole.Kind.OBSTACLE
                    ? translucent(OBSTACLE) : null;
            g.setStroke(r.kind() == LayerRole.Kind.IGNORE ? DOTTED : OUTLINE);
            for (ProfileOutline o : l.outlines()) {
                Path2D.Double path = new Path2D.Double();
                for (ExactPoint2 p : o.vertices()) {
                    if (path.getCurrentPoint() == null) {
                        path.moveTo(x(p, box, scale), y(p, box, scale));
                    } else {
                        path.lineTo(x(p, box, scale), y(p, box, scale));
                    }
                }
                path.closePath();
                if (fill != null) {
                    g.setColor(fill);
                    g.fill(path);
                }
                g.setColor(colour);
                g.draw(path);
            }
            g.setStroke(THIN);
            for (ProfileCircle c : l.circles()) {
                double rr = Math.max(1.5, c.radius().doubleValue() * scale);
                g.setColor(colour);
                g.draw(new Ellipse2D.Double(x(c.centre(), box, scale) - rr, y(c.centre(), box, scale) - rr, 2 * rr,
                        2 * rr));
            }
            if (!l.outlines().isEmpty()) {
                ExactPoint2 a = l.outlines().get(0).vertices().get(0);
                g.setColor(colour);
                g.drawString(l.layer() + " (" + r.kind().name().toLowerCase(Locale.ROOT) + ")",
                        (float) (x(a, box, scale) + 4), (float) (y(a, box, scale) - 4));
            }
        }
        g.setColor(Color.RED);
        g.setStroke(MARK);
        if (layout.isPresent()) {
            for (ProfileLayout.LayoutPawl p : layout.get().pawls()) {
                double hx = x(p.hinge(), box, scale);
                double hy = y(p.hinge(), box, scale);
                g.draw(new Line2D.Double(hx - 6, hy - 6, hx + 6, hy + 6));
                g.draw(new Line2D.Double(hx - 6, hy + 6, hx + 6, hy - 6));
            }
            if (velocity.isPresent() && !layout.get().pawls().isEmpty()) {
                ExactPoint2 h = layout.get().pawls().get(0).hinge();
                double vx = velocity.get().x().doubleValue();
                double vy = -velocity.get().y().doubleValue();
                double n = Math.hypot(vx, vy);
                double x0 = x(h, box, scale);
                double y0 = y(h, box, scale);
                double x1 = x0 + ARROW * vx / n;
                double y1 = y0 + ARROW * vy / n;
                g.draw(new Line2D.Double(x0, y0, x1, y1));
                // the head: a triangle along the direction, ARROW_HEAD long
                double ux = vx / n;
                double uy = vy / n;
                Path2D.Double head = new Path2D.Double();
                head.moveTo(x1 + ux * ARROW_HEAD / 2, y1 + uy * ARROW_HEAD / 2);
                head.lineTo(x1 - ux * ARROW_HEAD / 2 - uy * ARROW_HEAD / 2, y1 - uy * ARROW_HEAD / 2 + ux * ARROW_HEAD / 2);
                head.lineTo(x1 - ux * ARROW_HEAD / 2 + uy * ARROW_HEAD / 2, y1 - uy * ARROW_HEAD / 2 - ux * ARROW_HEAD / 2);
                head.closePath();
                g.fill(head);
            }
        }
        double tick = Math.min(scale, SIZE / 4.0);
        g.setColor(Color.BLACK);
        g.setStroke(THIN);
        g.draw(new Line2D.Double(10, SIZE - 12, 10 + tick, SIZE - 12));
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        g.drawString("1 mm", 12f, SIZE - 16f);
        return g.document();
    }

    private static Color translucent(Color c) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), FILL_ALPHA);
    }

    private static void grow(double[] box, ExactPoint2 p) {
        double x = p.x().doubleValue();
        double y = p.y().doubleValue();
        box[0] = Math.min(box[0], x);
        box[1] = Math.min(box[1], y);
        box[2] = Math.max(box[2], x);
        box[3] = Math.max(box[3], y);
    }

    private static double x(ExactPoint2 p, double[] box, double scale) {
        return MARGIN + (p.x().doubleValue() - box[0]) * scale;
    }

    private static double y(ExactPoint2 p, double[] box, double scale) {
        return SIZE - MARGIN - (p.y().doubleValue() - box[1]) * scale;
    }
}

package org.snapfit.cli.plot;

import java.util.Locale;
import java.util.Optional;
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
 * the section's (x right, y up), in mm, with a 1 mm grid tick in the corner. Stateless.
 */
public final class SectionDrawing {

    /** The picture's width and height in pixels. */
    public static final int SIZE = 900;

    /** The margin around the drawing, pixels. */
    private static final int MARGIN = 40;

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
        StringBuilder sb = new StringBuilder();
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(SIZE).append("\" height=\"")
                .append(SIZE).append("\" viewBox=\"0 0 ").append(SIZE).append(' ').append(SIZE).append("\">\n");
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        sb.append("<text x=\"10\" y=\"20\" font-family=\"sans-serif\" font-size=\"13\">").append(escape(title))
                .append("</text>\n");
        for (PlanarProfile l : profiles.layers()) {
            LayerRole r = roles.roleOf(l.layer());
            String colour = switch (r.kind()) {
                case PAWL -> "#1f5fbf";
                case ROOT -> "#2e8b57";
                case HINGE -> "#e08000";
                case IGNORE -> "#aaaaaa";
                default -> "#666666";
            };
            String fill = r.kind() == LayerRole.Kind.PAWL ? "#1f5fbf22" : r.kind() == LayerRole.Kind.OBSTACLE
                    ? "#66666622" : "none";
            String dash = r.kind() == LayerRole.Kind.IGNORE ? " stroke-dasharray=\"4 3\"" : "";
            for (ProfileOutline o : l.outlines()) {
                sb.append("<polygon fill=\"").append(fill).append("\" stroke=\"").append(colour)
                        .append("\" stroke-width=\"1.2\"").append(dash).append(" points=\"");
                for (ExactPoint2 p : o.vertices()) {
                    sb.append(fmt(x(p, box, scale))).append(',').append(fmt(y(p, box, scale))).append(' ');
                }
                sb.append("\"/>\n");
            }
            for (ProfileCircle c : l.circles()) {
                sb.append("<circle cx=\"").append(fmt(x(c.centre(), box, scale))).append("\" cy=\"")
                        .append(fmt(y(c.centre(), box, scale))).append("\" r=\"").append(fmt(Math.max(1.5,
                        c.radius().doubleValue() * scale))).append("\" fill=\"none\" stroke=\"").append(colour)
                        .append("\"/>\n");
            }
            if (!l.outlines().isEmpty()) {
                ExactPoint2 a = l.outlines().get(0).vertices().get(0);
                sb.append("<text x=\"").append(fmt(x(a, box, scale) + 4)).append("\" y=\"").append(fmt(y(a, box, scale)
                        - 4)).append("\" font-family=\"sans-serif\" font-size=\"12\" fill=\"").append(colour)
                        .append("\">").append(escape(l.layer() + " (" + r.kind().name().toLowerCase(Locale.ROOT) + ")"))
                        .append("</text>\n");
            }
        }
        if (layout.isPresent()) {
            for (ProfileLayout.LayoutPawl p : layout.get().pawls()) {
                double hx = x(p.hinge(), box, scale);
                double hy = y(p.hinge(), box, scale);
                sb.append("<path d=\"M").append(fmt(hx - 6)).append(',').append(fmt(hy - 6)).append(" L").append(fmt(hx
                        + 6)).append(',').append(fmt(hy + 6)).append(" M").append(fmt(hx - 6)).append(',').append(fmt(hy
                        + 6)).append(" L").append(fmt(hx + 6)).append(',').append(fmt(hy - 6))
                        .append("\" stroke=\"red\" stroke-width=\"2\"/>\n");
            }
            if (velocity.isPresent() && !layout.get().pawls().isEmpty()) {
                ExactPoint2 h = layout.get().pawls().get(0).hinge();
                double vx = velocity.get().x().doubleValue();
                double vy = velocity.get().y().doubleValue();
                double n = Math.hypot(vx, vy);
                double x0 = x(h, box, scale);
                double y0 = y(h, box, scale);
                double x1 = x0 + 60 * vx / n;
                double y1 = y0 - 60 * vy / n;
                sb.append("<line x1=\"").append(fmt(x0)).append("\" y1=\"").append(fmt(y0)).append("\" x2=\"")
                        .append(fmt(x1)).append("\" y2=\"").append(fmt(y1)).append("\" stroke=\"red\" stroke-width=\"2\""
                        + " marker-end=\"url(#arrow)\"/>\n");
                sb.append("<defs><marker id=\"arrow\" markerWidth=\"8\" markerHeight=\"8\" refX=\"6\" refY=\"3\" orient="
                        + "\"auto\"><path d=\"M0,0 L6,3 L0,6 z\" fill=\"red\"/></marker></defs>\n");
            }
        }
        double tick = Math.min(scale, SIZE / 4.0);
        sb.append("<line x1=\"10\" y1=\"").append(SIZE - 12).append("\" x2=\"").append(fmt(10 + tick)).append("\" y2=\"")
                .append(SIZE - 12).append("\" stroke=\"black\"/>\n<text x=\"12\" y=\"").append(SIZE - 16)
                .append("\" font-family=\"sans-serif\" font-size=\"11\">1 mm</text>\n</svg>\n");
        return sb.toString();
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

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}

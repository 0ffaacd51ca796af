package org.snapfit.analysis.plot;

import static org.snapfit.analysis.plot.SvgSyntax.hex;
import static org.snapfit.analysis.plot.SvgSyntax.num;
import static org.snapfit.analysis.plot.SvgSyntax.pathData;
import static org.snapfit.analysis.plot.SvgSyntax.stop;

import java.awt.GradientPaint;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;

/**
 * The document an {@link SvgGraphics2D} and its children draw into: size, id prefix, the shared definitions
 * (clip paths and gradients, each written once and referenced by id) and the body in drawing order. Mutable, not
 * thread-safe.
 */
final class SvgDocument {
    final int width;
    final int height;
    final String idPrefix;
    final StringBuilder defs = new StringBuilder();
    final StringBuilder body = new StringBuilder();
    private final Map<String, String> clipIds = new HashMap<>();
    private final Map<String, String> gradientIds = new HashMap<>();
    /** Measures text as SVG viewers place it (fractional advances). */
    final Graphics2D metrics;

    SvgDocument(int width, int height, String idPrefix) {
        this.width = width;
        this.height = height;
        this.idPrefix = idPrefix;
        this.metrics = new BufferedImage(1, 1, BufferedImage.TYPE_INT_ARGB).createGraphics();
        // SVG viewers place glyphs at fractional advances: measure text the same way
        this.metrics.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    }

    /** The complete document: XML prolog, {@code <svg>} with size and viewBox, definitions, then the body. */
    String text() {
        StringBuilder sb = new StringBuilder(body.length() + defs.length() + 400);
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"")
                .append(width).append("\" height=\"").append(height).append("\" viewBox=\"0 0 ")
                .append(width).append(' ').append(height).append("\">\n");
        if (defs.length() > 0) {
            sb.append("<defs>\n").append(defs).append("</defs>\n");
        }
        sb.append(body).append("</svg>\n");
        return sb.toString();
    }

    /** The id of the clip path for a device-space clip region, defining it on first use; null for no clip. */
    String clipId(Shape clip) {
        if (clip == null) {
            return null;
        }
        String d = pathData(clip, null);
        return clipIds.computeIfAbsent(d, k -> {
            String id = idPrefix + "clip-" + clipIds.size();
            defs.append("<clipPath id=\"").append(id).append("\" clipPathUnits=\"userSpaceOnUse\"><path d=\"")
                    .append(k).append("\"/></clipPath>\n");
            return id;
        });
    }

    /** The id of a linear gradient for a paint under a user-to-device transform, defining it on first use. */
    String gradientId(GradientPaint g, AffineTransform transform) {
        double[] p = {g.getPoint1().getX(), g.getPoint1().getY(), g.getPoint2().getX(), g.getPoint2().getY()};
        transform.transform(p, 0, p, 0, 2);
        String key = num(p[0]) + "," + num(p[1]) + "," + num(p[2]) + "," + num(p[3]) + "," + hex(g.getColor1()) + ","
                + g.getColor1().getAlpha() + "," + hex(g.getColor2()) + "," + g.getColor2().getAlpha() + ","
                + g.isCyclic();
        return gradientIds.computeIfAbsent(key, k -> {
            String id = idPrefix + "gradient-" + gradientIds.size();
            defs.append("<linearGradient id=\"").append(id).append("\" gradientUnits=\"userSpaceOnUse\" x1=\"")
                    .append(num(p[0])).append("\" y1=\"").append(num(p[1])).append("\" x2=\"").append(num(p[2]))
                    .append("\" y2=\"").append(num(p[3])).append('"')
                    .append(g.isCyclic() ? " spreadMethod=\"reflect\"" : "").append(">")
                    .append(stop(0, g.getColor1())).append(stop(1, g.getColor2())).append("</linearGradient>\n");
            return id;
        });
    }
}

package org.snapfit.analysis.plot;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.PathIterator;
import java.util.Locale;
import org.snapfit.core.check.Require;

/**
 * How SVG text is written: numbers rounded to {@link #DECIMALS} decimals without exponent or trailing zeros, colours
 * as hex, path data from Java2D shapes, stroke caps and joins, CSS font families, XML escaping. Stateless; the one
 * place that formats SVG in snapfit.
 */
final class SvgSyntax {

    /** Decimals written for coordinates (SVG user units, i.e. pixels): 10^-4 px is far below any visible detail. */
    static final int DECIMALS = 4;

    private static final double SCALE = Math.pow(10, DECIMALS);

    private SvgSyntax() {
    }

    static String stop(int offset, Color c) {
        return "<stop offset=\"" + offset + "\" stop-color=\"" + hex(c) + "\" stop-opacity=\""
                + num(c.getAlpha() / 255.0) + "\"/>";
    }

    static String pathData(Shape s) {
        return pathData(s, null);
    }

    static String pathData(Shape s, AffineTransform at) {
        StringBuilder d = new StringBuilder();
        double[] c = new double[6];
        for (PathIterator it = s.getPathIterator(at); !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO -> d.append('M').append(num(c[0])).append(',').append(num(c[1]));
                case PathIterator.SEG_LINETO -> d.append('L').append(num(c[0])).append(',').append(num(c[1]));
                case PathIterator.SEG_QUADTO -> d.append('Q').append(num(c[0])).append(',').append(num(c[1]))
                        .append(' ').append(num(c[2])).append(',').append(num(c[3]));
                case PathIterator.SEG_CUBICTO -> d.append('C').append(num(c[0])).append(',').append(num(c[1]))
                        .append(' ').append(num(c[2])).append(',').append(num(c[3])).append(' ').append(num(c[4]))
                        .append(',').append(num(c[5]));
                default -> d.append('Z');
            }
        }
        return d.toString();
    }

    /** A number rounded to {@link #DECIMALS} decimals, without trailing zeros or exponent. */
    static String num(double v) {
        Require.finite("SVG coordinate", v);
        long r = Math.round(Math.abs(v) * SCALE);
        StringBuilder sb = new StringBuilder(16);
        if (v < 0 && r != 0) {
            sb.append('-');
        }
        sb.append(r / (long) SCALE);
        long frac = r % (long) SCALE;
        if (frac != 0) {
            String f = Long.toString(frac + (long) SCALE).substring(1);
            int end = f.length();
            while (f.charAt(end - 1) == '0') {
                end--;
            }
            sb.append('.').append(f, 0, end);
        }
        return sb.toString();
    }

    static String hex(Color c) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }

    static String cap(int cap) {
        return cap == BasicStroke.CAP_BUTT ? "butt" : cap == BasicStroke.CAP_ROUND ? "round" : "square";
    }

    static String join(int join) {
        return join == BasicStroke.JOIN_BEVEL ? "bevel" : join == BasicStroke.JOIN_ROUND ? "round" : "miter";
    }

    /** The SVG font family: Java's logical fonts mapped to CSS generic families, others quoted with a fallback. */
    static String family(Font f) {
        String name = f.getFamily(Locale.ROOT);
        String logical = f.getName().toLowerCase(Locale.ROOT);
        if ("sansserif".equals(logical) || "dialog".equals(logical)) {
            return "sans-serif";
        }
        if ("serif".equals(logical)) {
            return "serif";
        }
        if ("monospaced".equals(logical) || "dialoginput".equals(logical)) {
            return "monospace";
        }
        return "'" + name.replace("'", "") + "', sans-serif";
    }

    static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                default -> {
                    if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
                        sb.append(' ');
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}

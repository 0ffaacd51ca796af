package org.snapfit.analysis.plot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.GradientPaint;
import java.awt.Rectangle;
import java.awt.TexturePaint;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.jfree.chart.JFreeChart;
import org.junit.jupiter.api.Test;
import org.snapfit.analysis.report.AnalysisReport;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The SVG writer against JFreeSVG (GPL, test scope only), the writer it replaces: the same JFreeChart charts and the
 * same mechanism drawing rendered by both must give the same elements in the same order, each with the same anchor
 * points in device space (within 10^-3 px; SvgGraphics2D rounds to 10^-4), the same paint colour, and the same texts
 * at the same positions.
 */
class SvgGraphics2DTest {

    static {
        System.setProperty("java.awt.headless", "true");
    }

    /** One drawn element reduced to what both writers must agree on. */
    private record Drawn(String kind, String colour, List<double[]> anchors) {
    }

    private static AnalysisReport twoRunReport() {
        return PlotTest.report();
    }

    private static String jfreeSvg(JFreeChart chart, int w, int h) {
        org.jfree.svg.SVGGraphics2D g = new org.jfree.svg.SVGGraphics2D(w, h);
        chart.draw(g, new Rectangle(0, 0, w, h));
        return g.getSVGDocument();
    }

    private static String ourSvg(JFreeChart chart, int w, int h) {
        SvgGraphics2D g = new SvgGraphics2D(w, h, "t-");
        chart.draw(g, new Rectangle(0, 0, w, h));
        return g.document();
    }

    @Test
    void forceAndThetaCharts_sameGeometryAsJFreeSvg() throws Exception {
        AnalysisReport r = twoRunReport();
        for (Charts.Kind kind : Charts.Kind.values()) {
            assertSameDrawing(jfreeSvg(Charts.chart(r, kind), Charts.WIDTH, Charts.HEIGHT),
                    ourSvg(Charts.chart(r, kind), Charts.WIDTH, Charts.HEIGHT), kind.toString());
        }
    }

    @Test
    void mechanismDrawing_sameGeometryAsJFreeSvg() throws Exception {
        AnalysisReport r = twoRunReport();
        String old = MechanismDrawing.draw(r, (w, h) -> new org.jfree.svg.SVGGraphics2D(w, h)).getSVGDocument();
        assertSameDrawing(old, MechanismDrawing.svg(r), "mechanism");
    }

    @Test
    void strokeDashTransformClipAndText_writtenAsSvgAttributes() throws Exception {
        SvgGraphics2D g = new SvgGraphics2D(100, 50, "p-");
        g.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_BEVEL, 10f, new float[] {4f, 2f}, 1f));
        g.setColor(new Color(255, 0, 0, 128));
        g.clipRect(0, 0, 50, 50);
        g.translate(10, 5);
        g.draw(new Line2D.Double(0, 0, 1.23456, 2));
        g.setFont(new Font(Font.SERIF, Font.BOLD | Font.ITALIC, 9));
        g.drawString("a<b & \"c\"", 1f, 2f);
        g.setPaint(new GradientPaint(0, 0, Color.BLUE, 10, 0, Color.GREEN));
        g.fillRect(0, 0, 4, 4);
        String svg = g.document();
        parse(svg);
        assertThat(svg).startsWith("<?xml").contains("width=\"100\" height=\"50\"")
                .contains("<clipPath id=\"p-clip-0\" clipPathUnits=\"userSpaceOnUse\"><path d=\"M0,0L50,0L50,50L0,50L0,0Z\"/>")
                .contains("d=\"M0,0L1.2346,2\" fill=\"none\" stroke=\"#ff0000\" stroke-opacity=\"0.502\" stroke-width=\"2\""
                        + " stroke-linecap=\"round\" stroke-linejoin=\"bevel\" stroke-dasharray=\"4,2\" stroke-dashoffset=\"1\""
                        + " transform=\"matrix(1,0,0,1,10,5)\"")
                .contains("font-family=\"serif\" font-size=\"9\" font-weight=\"bold\" font-style=\"italic\"")
                .contains(">a&lt;b &amp; &quot;c&quot;</text>")
                .contains("<linearGradient id=\"p-gradient-0\" gradientUnits=\"userSpaceOnUse\" x1=\"10\" y1=\"5\" x2=\"20\"");
        // every element drawn under the clip refers to it
        assertThat(svg.split("clip-path=\"url\\(#p-clip-0\\)\"", -1)).hasSize(4);
        assertThat(g.getClip().getBounds()).isEqualTo(new Rectangle(-10, -5, 50, 50));
    }

    @Test
    void numbers_roundedWithoutExponentOrTrailingZeros() {
        assertThat(SvgSyntax.num(1e-9)).isEqualTo("0");
        assertThat(SvgSyntax.num(-1e-9)).isEqualTo("0");
        assertThat(SvgSyntax.num(-2.50004)).isEqualTo("-2.5");
        assertThat(SvgSyntax.num(123456789.123456)).isEqualTo("123456789.1235");
        assertThat(SvgSyntax.num(0.00016)).isEqualTo("0.0002");
        assertThatThrownBy(() -> SvgSyntax.num(Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must be finite");
    }

    @Test
    void unsupportedPaintAndImage_refusedOrEmbedded() throws Exception {
        SvgGraphics2D g = new SvgGraphics2D(10, 10, "i-");
        BufferedImage img = new BufferedImage(2, 2, BufferedImage.TYPE_INT_RGB);
        assertThatThrownBy(() -> g.setPaint(new TexturePaint(img, new Rectangle(0, 0, 2, 2))))
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("TexturePaint");
        assertThatThrownBy(() -> new SvgGraphics2D(0, 10, "x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("size = 0 x 10");
        g.drawImage(img, 1, 2, null);
        g.setColor(Color.BLACK);
        g.fillOval(0, 0, 4, 4);
        g.drawArc(0, 0, 4, 4, 0, 90);
        g.drawPolygon(new int[] {0, 1, 1}, new int[] {0, 0, 1}, 3);
        assertThat(g.document()).contains("<image x=\"1\" y=\"2\" width=\"2\" height=\"2\"")
                .contains("xlink:href=\"data:image/png;base64,");
        parse(g.document());
    }

    // ------------------------------------------------------------------ comparison

    private static void assertSameDrawing(String reference, String ours, String what) throws Exception {
        List<Drawn> a = drawn(parse(reference));
        List<Drawn> b = drawn(parse(ours));
        assertThat(b).as(what + ": element count").hasSize(a.size());
        assertThat(a.size()).as(what + ": something drawn").isGreaterThan(10);
        for (int i = 0; i < a.size(); i++) {
            Drawn x = a.get(i);
            Drawn y = b.get(i);
            assertThat(y.kind()).as("%s element %d", what, i).isEqualTo(x.kind());
            assertThat(y.colour()).as("%s element %d (%s) colour", what, i, x.kind()).isEqualTo(x.colour());
            assertSamePoints(x.anchors(), y.anchors(), what + " element " + i + " (" + x.kind() + ")");
        }
    }

    private static void assertSamePoints(List<double[]> p, List<double[]> q, String what) {
        for (double[] u : p) {
            assertThat(q.stream().anyMatch(v -> close(u, v))).as("%s: (%s, %s) in ours", what, u[0], u[1]).isTrue();
        }
        for (double[] u : q) {
            assertThat(p.stream().anyMatch(v -> close(u, v))).as("%s: (%s, %s) in reference", what, u[0], u[1]).isTrue();
        }
    }

    private static boolean close(double[] u, double[] v) {
        return Math.abs(u[0] - v[0]) <= 1e-3 && Math.abs(u[1] - v[1]) <= 1e-3;
    }

    static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Drawn> drawn(Document d) {
        List<Drawn> out = new ArrayList<>();
        walk(d.getDocumentElement(), new AffineTransform(), out);
        return out;
    }

    private static void walk(Element e, AffineTransform parent, List<Drawn> out) {
        String name = e.getTagName();
        if ("defs".equals(name) || "clipPath".equals(name)) {
            return;
        }
        AffineTransform t = new AffineTransform(parent);
        if (e.hasAttribute("transform")) {
            t.concatenate(transform(e.getAttribute("transform")));
        }
        List<double[]> pts = new ArrayList<>();
        switch (name) {
            case "path" -> pathAnchors(e.getAttribute("d"), pts);
            case "rect" -> {
                double x = num(e, "x");
                double y = num(e, "y");
                double w = num(e, "width");
                double h = num(e, "height");
                pts.addAll(List.of(new double[] {x, y}, new double[] {x + w, y}, new double[] {x + w, y + h},
                        new double[] {x, y + h}));
            }
            case "line" -> pts.addAll(List.of(new double[] {num(e, "x1"), num(e, "y1")},
                    new double[] {num(e, "x2"), num(e, "y2")}));
            case "ellipse", "circle" -> {
                double cx = num(e, "cx");
                double cy = num(e, "cy");
                double rx = e.hasAttribute("r") ? num(e, "r") : num(e, "rx");
                double ry = e.hasAttribute("r") ? num(e, "r") : num(e, "ry");
                pts.addAll(List.of(new double[] {cx + rx, cy}, new double[] {cx, cy + ry}, new double[] {cx - rx, cy},
                        new double[] {cx, cy - ry}));
            }
            case "text" -> pts.add(new double[] {num(e, "x"), num(e, "y")});
            default -> {
                for (Node c = e.getFirstChild(); c != null; c = c.getNextSibling()) {
                    if (c instanceof Element child) {
                        walk(child, t, out);
                    }
                }
                return;
            }
        }
        List<double[]> device = new ArrayList<>();
        for (double[] p : pts) {
            Point2D q = t.transform(new Point2D.Double(p[0], p[1]), null);
            device.add(new double[] {q.getX(), q.getY()});
        }
        boolean stroked = "line".equals(name) || "none".equals(property(e, "fill"));
        String kind = "text".equals(name) ? "text:" + e.getTextContent() : stroked ? "stroke" : "fill";
        String colour = rgb(property(e, kind.equals("stroke") ? "stroke" : "fill"));
        out.add(new Drawn(kind, colour, device));
    }

    private static double num(Element e, String attr) {
        return Double.parseDouble(e.getAttribute(attr));
    }

    /** A presentation property from the element or its ancestors: attribute or {@code style} entry. */
    private static String property(Element e, String prop) {
        for (Node n = e; n instanceof Element el; n = n.getParentNode()) {
            if (el.hasAttribute(prop)) {
                return el.getAttribute(prop).trim();
            }
            for (String decl : el.getAttribute("style").split(";")) {
                int c = decl.indexOf(':');
                if (c > 0 && decl.substring(0, c).trim().equals(prop)) {
                    return decl.substring(c + 1).trim();
                }
            }
        }
        return "black";
    }

    private static String rgb(String colour) {
        String c = colour.toLowerCase(Locale.ROOT);
        if (c.startsWith("#") && c.length() == 7) {
            return Integer.parseInt(c.substring(1, 3), 16) + "," + Integer.parseInt(c.substring(3, 5), 16) + ","
                    + Integer.parseInt(c.substring(5, 7), 16);
        }
        if (c.startsWith("rgb(")) {
            return c.substring(4, c.indexOf(')')).replace(" ", "");
        }
        return c;
    }

    private static AffineTransform transform(String text) {
        AffineTransform t = new AffineTransform();
        Matcher m = Pattern.compile("(matrix|translate|scale|rotate)\\(([^)]*)\\)").matcher(text);
        while (m.find()) {
            String[] a = m.group(2).trim().split("[ ,]+");
            double[] v = new double[a.length];
            for (int i = 0; i < a.length; i++) {
                v[i] = Double.parseDouble(a[i]);
            }
            switch (m.group(1)) {
                case "matrix" -> t.concatenate(new AffineTransform(v[0], v[1], v[2], v[3], v[4], v[5]));
                case "translate" -> t.translate(v[0], v.length > 1 ? v[1] : 0);
                case "scale" -> t.scale(v[0], v.length > 1 ? v[1] : v[0]);
                default -> t.rotate(Math.toRadians(v[0]));
            }
        }
        return t;
    }

    /** End points of every segment of path data with absolute commands (M, L, H, V, C, Q, Z). */
    private static void pathAnchors(String d, List<double[]> out) {
        Matcher m = Pattern.compile("([MLHVCQZmlhvcqz])([^MLHVCQZmlhvcqz]*)").matcher(d);
        double x = 0;
        double y = 0;
        while (m.find()) {
            String args = m.group(2).trim();
            String[] a = args.isEmpty() ? new String[0] : args.split("[ ,]+");
            switch (m.group(1)) {
                case "M", "L" -> {
                    x = Double.parseDouble(a[0]);
                    y = Double.parseDouble(a[1]);
                }
                case "H" -> x = Double.parseDouble(a[0]);
                case "V" -> y = Double.parseDouble(a[0]);
                case "C" -> {
                    x = Double.parseDouble(a[4]);
                    y = Double.parseDouble(a[5]);
                }
                case "Q" -> {
                    x = Double.parseDouble(a[2]);
                    y = Double.parseDouble(a[3]);
                }
                case "Z" -> {
                    continue;
                }
                default -> throw new AssertionError("relative path command in " + d);
            }
            out.add(new double[] {x, y});
        }
    }
}

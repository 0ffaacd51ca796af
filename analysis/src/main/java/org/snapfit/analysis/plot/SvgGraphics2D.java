package org.snapfit.analysis.plot;

import static org.snapfit.analysis.plot.SvgSyntax.cap;
import static org.snapfit.analysis.plot.SvgSyntax.escape;
import static org.snapfit.analysis.plot.SvgSyntax.family;
import static org.snapfit.analysis.plot.SvgSyntax.hex;
import static org.snapfit.analysis.plot.SvgSyntax.join;
import static org.snapfit.analysis.plot.SvgSyntax.num;
import static org.snapfit.analysis.plot.SvgSyntax.pathData;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.GradientPaint;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.GraphicsConfiguration;
import java.awt.Image;
import java.awt.Paint;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Arc2D;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.BufferedImageOp;
import java.awt.image.ImageObserver;
import java.awt.image.RenderedImage;
import java.awt.image.renderable.RenderableImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.text.AttributedCharacterIterator;
import java.util.Base64;
import java.util.Map;
import java.util.Objects;
import javax.imageio.ImageIO;

/**
 * A {@link Graphics2D} that writes SVG 1.1 text: what JFreeChart (or any Java2D code) draws into it becomes one SVG
 * element per drawing call. Mutable, not thread-safe; {@link #create()} gives a child sharing the same document.
 *
 * <p>Supported: shapes and paths (lines, cubic and quadratic curves, winding rules), {@link BasicStroke} (width, cap,
 * join, miter limit, dashes and phase), {@link Color} and {@link GradientPaint} paints with alpha and
 * {@link AlphaComposite} opacity, transforms (geometry is written in user space with the transform as an attribute,
 * so strokes scale as in Java2D), clips (intersected in device space, one {@code clipPath} per distinct region), text
 * with font family, size, weight and style (metrics from an AWT {@link FontRenderContext}, so layouts match what the
 * same code computes for a PNG), glyph vectors and attributed text as outlines, and images as embedded PNG. Other
 * paints and composites are refused with an {@link UnsupportedOperationException} rather than drawn wrong.
 *
 * <p>Output is deterministic: numbers are written rounded to {@link #DECIMALS} decimals, ids are numbered in
 * drawing order with a caller-chosen prefix.
 *
 * <p><b>Size.</b> Above 600 lines on purpose: {@link Graphics2D} has some eighty abstract methods, each implemented
 * here in a few lines; the document and its shared definitions are in {@code SvgDocument}, the SVG syntax (numbers,
 * colours, path data, escaping) in {@code SvgSyntax}.
 */
public final class SvgGraphics2D extends Graphics2D {

    /** Decimals written for coordinates (SVG user units, i.e. pixels): 10^-4 px is far below any visible detail. */
    public static final int DECIMALS = SvgSyntax.DECIMALS;

    private final SvgDocument doc;
    private AffineTransform transform = new AffineTransform();
    private Shape clip;
    private Paint paint = Color.BLACK;
    private Color background = Color.WHITE;
    private Stroke stroke = new BasicStroke(1f);
    private Font font = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    private Composite composite = AlphaComposite.SrcOver;
    private final RenderingHints hints = new RenderingHints(null);

    /**
     * Creates an empty drawing.
     *
     * @param width the width in pixels (SVG user units), {@code > 0}
     * @param height the height in pixels, {@code > 0}
     * @param idPrefix the prefix of every id in the document (several SVGs may share one HTML page), e.g.
     *     {@code "snapfit-force-"}
     * @throws IllegalArgumentException if a size is not positive
     */
    public SvgGraphics2D(int width, int height, String idPrefix) {
        if (width <= 0 || height <= 0) {
            throw new IllegalArgumentException("size = " + width + " x " + height + "; an SVG needs a positive size");
        }
        this.doc = new SvgDocument(width, height, Objects.requireNonNull(idPrefix, "idPrefix"));
    }

    private SvgGraphics2D(SvgGraphics2D parent) {
        this.doc = parent.doc;
        this.transform = new AffineTransform(parent.transform);
        this.clip = parent.clip;
        this.paint = parent.paint;
        this.background = parent.background;
        this.stroke = parent.stroke;
        this.font = parent.font;
        this.composite = parent.composite;
        this.hints.putAll(parent.hints);
    }

    /**
     * The complete SVG document drawn so far: XML prolog, {@code <svg>} with width, height and viewBox,
     * definitions, then the elements in drawing order.
     *
     * @return the document text
     */
    public String document() {
        return doc.text();
    }

    // ---------------------------------------------------------------- drawing

    @Override
    public void draw(Shape s) {
        if (!(stroke instanceof BasicStroke)) {
            fill(stroke.createStrokedShape(s));
            return;
        }
        BasicStroke bs = (BasicStroke) stroke;
        StringBuilder a = new StringBuilder("fill=\"none\"");
        paintAttributes(a, "stroke");
        a.append(" stroke-width=\"").append(num(bs.getLineWidth())).append('"');
        a.append(" stroke-linecap=\"").append(cap(bs.getEndCap())).append('"');
        a.append(" stroke-linejoin=\"").append(join(bs.getLineJoin())).append('"');
        if (bs.getLineJoin() == BasicStroke.JOIN_MITER) {
            a.append(" stroke-miterlimit=\"").append(num(bs.getMiterLimit())).append('"');
        }
        float[] dash = bs.getDashArray();
        if (dash != null && dash.length > 0) {
            a.append(" stroke-dasharray=\"");
            for (int i = 0; i < dash.length; i++) {
                a.append(i == 0 ? "" : ",").append(num(dash[i]));
            }
            a.append('"');
            if (bs.getDashPhase() != 0) {
                a.append(" stroke-dashoffset=\"").append(num(bs.getDashPhase())).append('"');
            }
        }
        element("path", "d=\"" + pathData(s) + "\" " + a, null);
    }

    @Override
    public void fill(Shape s) {
        StringBuilder a = new StringBuilder();
        paintAttributes(a, "fill");
        PathIterator it = s.getPathIterator(null);
        if (it.getWindingRule() == PathIterator.WIND_EVEN_ODD) {
            a.append(" fill-rule=\"evenodd\"");
        }
        element("path", "d=\"" + pathData(s) + "\" " + a, null);
    }

    @Override
    public void drawString(String str, float x, float y) {
        Objects.requireNonNull(str, "str");
        if (str.isEmpty()) {
            return;
        }
        StringBuilder a = new StringBuilder();
        a.append("x=\"").append(num(x)).append("\" y=\"").append(num(y)).append("\" ");
        paintAttributes(a, "fill");
        a.append(" font-family=\"").append(escape(family(font))).append('"');
        a.append(" font-size=\"").append(num(font.getSize2D())).append('"');
        if (font.isBold()) {
            a.append(" font-weight=\"bold\"");
        }
        if (font.isItalic()) {
            a.append(" font-style=\"italic\"");
        }
        a.append(" xml:space=\"preserve\"");
        element("text", a.toString(), escape(str));
    }

    @Override
    public void drawString(String str, int x, int y) {
        drawString(str, (float) x, (float) y);
    }

    @Override
    public void drawString(AttributedCharacterIterator iterator, float x, float y) {
        fill(new TextLayout(iterator, getFontRenderContext()).getOutline(AffineTransform.getTranslateInstance(x, y)));
    }

    @Override
    public void drawString(AttributedCharacterIterator iterator, int x, int y) {
        drawString(iterator, (float) x, (float) y);
    }

    @Override
    public void drawGlyphVector(GlyphVector g, float x, float y) {
        fill(g.getOutline(x, y));
    }

    @Override
    public boolean drawImage(Image img, AffineTransform xform, ImageObserver obs) {
        AffineTransform saved = getTransform();
        transform(xform);
        boolean done = drawImage(img, 0, 0, obs);
        setTransform(saved);
        return done;
    }

    @Override
    public void drawImage(BufferedImage img, BufferedImageOp op, int x, int y) {
        drawImage(op == null ? img : op.filter(img, null), x, y, null);
    }

    @Override
    public void drawRenderedImage(RenderedImage img, AffineTransform xform) {
        if (!(img instanceof BufferedImage)) {
            throw new UnsupportedOperationException("SvgGraphics2D draws BufferedImages only, not "
                    + img.getClass().getName());
        }
        drawImage((BufferedImage) img, xform, null);
    }

    @Override
    public void drawRenderableImage(RenderableImage img, AffineTransform xform) {
        drawRenderedImage(img.createDefaultRendering(), xform);
    }

    @Override
    public boolean drawImage(Image img, int x, int y, ImageObserver observer) {
        int w = img.getWidth(observer);
        int h = img.getHeight(observer);
        return w < 0 || h < 0 || drawImage(img, x, y, w, h, observer);
    }

    @Override
    public boolean drawImage(Image img, int x, int y, int width, int height, ImageObserver observer) {
        int w = img.getWidth(observer);
        int h = img.getHeight(observer);
        if (w <= 0 || h <= 0) {
            return false;
        }
        BufferedImage b = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = b.createGraphics();
        g.drawImage(img, 0, 0, null);
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(b, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException("PNG encoding of an image in an SVG failed", e);
        }
        element("image", "x=\"" + x + "\" y=\"" + y + "\" width=\"" + width + "\" height=\"" + height
                + "\" preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,"
                + Base64.getEncoder().encodeToString(out.toByteArray()) + "\"", null);
        return true;
    }

    @Override
    public boolean drawImage(Image img, int x, int y, Color bgcolor, ImageObserver observer) {
        return drawImage(img, x, y, img.getWidth(observer), img.getHeight(observer), bgcolor, observer);
    }

    @Override
    public boolean drawImage(Image img, int x, int y, int width, int height, Color bgcolor, ImageObserver observer) {
        if (bgcolor != null) {
            Paint saved = paint;
            setPaint(bgcolor);
            fillRect(x, y, width, height);
            setPaint(saved);
        }
        return drawImage(img, x, y, width, height, observer);
    }

    @Override
    public boolean drawImage(Image img, int dx1, int dy1, int dx2, int dy2, int sx1, int sy1, int sx2, int sy2,
            ImageObserver observer) {
        return drawImage(img, dx1, dy1, dx2, dy2, sx1, sy1, sx2, sy2, null, observer);
    }

    @Override
    public boolean drawImage(Image img, int dx1, int dy1, int dx2, int dy2, int sx1, int sy1, int sx2, int sy2,
            Color bgcolor, ImageObserver observer) {
        int sw = Math.abs(sx2 - sx1);
        int sh = Math.abs(sy2 - sy1);
        if (sw == 0 || sh == 0) {
            return true;
        }
        BufferedImage part = new BufferedImage(sw, sh, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = part.createGraphics();
        g.drawImage(img, 0, 0, sw, sh, sx1, sy1, sx2, sy2, null);
        g.dispose();
        return drawImage(part, Math.min(dx1, dx2), Math.min(dy1, dy2), Math.abs(dx2 - dx1), Math.abs(dy2 - dy1),
                bgcolor, observer);
    }

    @Override
    public void drawLine(int x1, int y1, int x2, int y2) {
        draw(new Line2D.Double(x1, y1, x2, y2));
    }

    @Override
    public void fillRect(int x, int y, int width, int height) {
        fill(new Rectangle(x, y, width, height));
    }

    @Override
    public void clearRect(int x, int y, int width, int height) {
        Paint saved = paint;
        Composite savedComposite = composite;
        paint = background;
        composite = AlphaComposite.SrcOver;
        fillRect(x, y, width, height);
        paint = saved;
        composite = savedComposite;
    }

    @Override
    public void drawRoundRect(int x, int y, int width, int height, int arcWidth, int arcHeight) {
        draw(new RoundRectangle2D.Double(x, y, width, height, arcWidth, arcHeight));
    }

    @Override
    public void fillRoundRect(int x, int y, int width, int height, int arcWidth, int arcHeight) {
        fill(new RoundRectangle2D.Double(x, y, width, height, arcWidth, arcHeight));
    }

    @Override
    public void drawOval(int x, int y, int width, int height) {
        draw(new Ellipse2D.Double(x, y, width, height));
    }

    @Override
    public void fillOval(int x, int y, int width, int height) {
        fill(new Ellipse2D.Double(x, y, width, height));
    }

    @Override
    public void drawArc(int x, int y, int width, int height, int startAngle, int arcAngle) {
        draw(new Arc2D.Double(x, y, width, height, startAngle, arcAngle, Arc2D.OPEN));
    }

    @Override
    public void fillArc(int x, int y, int width, int height, int startAngle, int arcAngle) {
        fill(new Arc2D.Double(x, y, width, height, startAngle, arcAngle, Arc2D.PIE));
    }

    @Override
    public void drawPolyline(int[] xPoints, int[] yPoints, int nPoints) {
        draw(polygon(xPoints, yPoints, nPoints, false));
    }

    @Override
    public void drawPolygon(int[] xPoints, int[] yPoints, int nPoints) {
        draw(polygon(xPoints, yPoints, nPoints, true));
    }

    @Override
    public void fillPolygon(int[] xPoints, int[] yPoints, int nPoints) {
        fill(polygon(xPoints, yPoints, nPoints, true));
    }

    private static Path2D polygon(int[] xs, int[] ys, int n, boolean close) {
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i < n; i++) {
            if (i == 0) {
                p.moveTo(xs[i], ys[i]);
            } else {
                p.lineTo(xs[i], ys[i]);
            }
        }
        if (close && n > 0) {
            p.closePath();
        }
        return p;
    }

    @Override
    public void copyArea(int x, int y, int width, int height, int dx, int dy) {
        throw new UnsupportedOperationException("copyArea: an SVG has no pixels to copy");
    }

    @Override
    public boolean hit(Rectangle rect, Shape s, boolean onStroke) {
        Shape shape = onStroke ? stroke.createStrokedShape(s) : s;
        Area a = new Area(transform.createTransformedShape(shape));
        if (clip != null) {
            a.intersect(new Area(clip));
        }
        return a.intersects(rect);
    }

    // ---------------------------------------------------------------- state

    @Override
    public Graphics create() {
        return new SvgGraphics2D(this);
    }

    @Override
    public void dispose() {
        // nothing to release: the document lives as long as the first graphics
    }

    @Override
    public GraphicsConfiguration getDeviceConfiguration() {
        return doc.metrics.getDeviceConfiguration();
    }

    @Override
    public void setComposite(Composite comp) {
        if (!(comp instanceof AlphaComposite)
                || ((AlphaComposite) comp).getRule() != AlphaComposite.SRC_OVER) {
            throw new UnsupportedOperationException("SvgGraphics2D supports AlphaComposite SRC_OVER only, not " + comp);
        }
        this.composite = comp;
    }

    @Override
    public Composite getComposite() {
        return composite;
    }

    @Override
    public void setPaint(Paint paint) {
        if (paint == null) {
            return;
        }
        if (!(paint instanceof Color) && !(paint instanceof GradientPaint)) {
            throw new UnsupportedOperationException("SvgGraphics2D supports Color and GradientPaint, not "
                    + paint.getClass().getName());
        }
        this.paint = paint;
    }

    @Override
    public Paint getPaint() {
        return paint;
    }

    @Override
    public void setColor(Color c) {
        if (c != null) {
            this.paint = c;
        }
    }

    @Override
    public Color getColor() {
        return paint instanceof Color ? (Color) paint : ((GradientPaint) paint).getColor1();
    }

    @Override
    public void setPaintMode() {
        // SRC_OVER painting is the only mode
    }

    @Override
    public void setXORMode(Color c1) {
        throw new UnsupportedOperationException("XOR mode has no SVG equivalent");
    }

    @Override
    public void setBackground(Color color) {
        this.background = color;
    }

    @Override
    public Color getBackground() {
        return background;
    }

    @Override
    public void setStroke(Stroke s) {
        this.stroke = Objects.requireNonNull(s, "stroke");
    }

    @Override
    public Stroke getStroke() {
        return stroke;
    }

    @Override
    public void setRenderingHint(RenderingHints.Key hintKey, Object hintValue) {
        hints.put(hintKey, hintValue);
    }

    @Override
    public Object getRenderingHint(RenderingHints.Key hintKey) {
        return hints.get(hintKey);
    }

    @Override
    public void setRenderingHints(Map<?, ?> map) {
        hints.clear();
        hints.putAll(map);
    }

    @Override
    public void addRenderingHints(Map<?, ?> map) {
        hints.putAll(map);
    }

    @Override
    public RenderingHints getRenderingHints() {
        return (RenderingHints) hints.clone();
    }

    @Override
    public Font getFont() {
        return font;
    }

    @Override
    public void setFont(Font font) {
        if (font != null) {
            this.font = font;
        }
    }

    @Override
    public FontMetrics getFontMetrics(Font f) {
        return doc.metrics.getFontMetrics(f);
    }

    @Override
    public FontRenderContext getFontRenderContext() {
        return doc.metrics.getFontRenderContext();
    }

    @Override
    public void translate(int x, int y) {
        transform.translate(x, y);
    }

    @Override
    public void translate(double tx, double ty) {
        transform.translate(tx, ty);
    }

    @Override
    public void rotate(double theta) {
        transform.rotate(theta);
    }

    @Override
    public void rotate(double theta, double x, double y) {
        transform.rotate(theta, x, y);
    }

    @Override
    public void scale(double sx, double sy) {
        transform.scale(sx, sy);
    }

    @Override
    public void shear(double shx, double shy) {
        transform.shear(shx, shy);
    }

    @Override
    public void transform(AffineTransform tx) {
        transform.concatenate(tx);
    }

    @Override
    public void setTransform(AffineTransform tx) {
        transform = new AffineTransform(tx);
    }

    @Override
    public AffineTransform getTransform() {
        return new AffineTransform(transform);
    }

    // ---------------------------------------------------------------- clip (kept in device space)

    @Override
    public Shape getClip() {
        if (clip == null) {
            return null;
        }
        try {
            return transform.createInverse().createTransformedShape(clip);
        } catch (NoninvertibleTransformException e) {
            return null;
        }
    }

    @Override
    public Rectangle getClipBounds() {
        Shape c = getClip();
        return c == null ? null : c.getBounds();
    }

    @Override
    public void clipRect(int x, int y, int width, int height) {
        clip(new Rectangle(x, y, width, height));
    }

    @Override
    public void setClip(int x, int y, int width, int height) {
        setClip(new Rectangle(x, y, width, height));
    }

    @Override
    public void setClip(Shape s) {
        clip = s == null ? null : transform.createTransformedShape(s);
    }

    @Override
    public void clip(Shape s) {
        if (s == null) {
            setClip(null);
            return;
        }
        Shape device = transform.createTransformedShape(s);
        if (clip == null) {
            clip = device;
        } else {
            Area a = new Area(clip);
            a.intersect(new Area(device));
            clip = a;
        }
    }

    // ---------------------------------------------------------------- writing

    /** Writes one element, wrapped in a group carrying the clip (device space) when there is one. */
    private void element(String name, String attributes, String content) {
        StringBuilder b = doc.body;
        String clipId = doc.clipId(clip);
        if (clipId != null) {
            b.append("<g clip-path=\"url(#").append(clipId).append(")\">");
        }
        b.append('<').append(name).append(' ').append(attributes);
        if (!transform.isIdentity()) {
            b.append(" transform=\"matrix(").append(num(transform.getScaleX())).append(',')
                    .append(num(transform.getShearY())).append(',').append(num(transform.getShearX())).append(',')
                    .append(num(transform.getScaleY())).append(',').append(num(transform.getTranslateX())).append(',')
                    .append(num(transform.getTranslateY())).append(")\"");
        }
        if (content == null) {
            b.append("/>");
        } else {
            b.append('>').append(content).append("</").append(name).append('>');
        }
        if (clipId != null) {
            b.append("</g>");
        }
        b.append('\n');
    }

    /** fill/stroke colour, opacity (paint alpha × composite alpha) or a gradient reference. */
    private void paintAttributes(StringBuilder a, String what) {
        if (a.length() > 0 && a.charAt(a.length() - 1) != ' ') {
            a.append(' ');
        }
        float alpha = ((AlphaComposite) composite).getAlpha();
        if (paint instanceof GradientPaint) {
            a.append(what).append("=\"url(#").append(doc.gradientId((GradientPaint) paint, transform)).append(")\"");
            if (alpha < 1) {
                a.append(' ').append(what).append("-opacity=\"").append(num(alpha)).append('"');
            }
            return;
        }
        Color c = (Color) paint;
        a.append(what).append("=\"").append(hex(c)).append('"');
        double opacity = c.getAlpha() / 255.0 * alpha;
        if (opacity < 1) {
            a.append(' ').append(what).append("-opacity=\"").append(num(opacity)).append('"');
        }
    }

}

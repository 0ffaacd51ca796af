package org.snapfit.core.section;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint3;

/**
 * A cutting plane with its 2D frame, given exactly: the plane through {@code origin} with normal {@code normal};
 * section coordinates are x = (P − origin)·x̂ and y = (P − origin)·ŷ with x̂ = xAxis/|xAxis| and
 * ŷ = (normal × xAxis)/|normal × xAxis|, so (x̂, ŷ, n̂) is right-handed and the section is seen from the side the
 * normal points to. Immutable and thread-safe; exact.
 *
 * <p>The 2D coordinates of an exact point are exact when |normal| and |xAxis| are rational (axis-aligned planes,
 * 3-4-5 directions, …), see {@link #hasRationalFrame()}; otherwise they are rounded and reported as approximated.
 *
 * <p>Text form ({@link #parse}): {@code z=2.5} (normal +z, xAxis +x: coordinates (x, y)), {@code y=2.5} (normal −y,
 * xAxis +x: coordinates (x, z)), {@code x=2.5} (normal +x, xAxis +y: coordinates (y, z)), or the general
 * {@code origin=0,0,2.5;normal=0,0,1;xaxis=1,0,0} ({@code xaxis} optional: world x made perpendicular to the
 * normal, or world y when the normal is parallel to world x). Numbers are exact decimals or fractions.
 *
 * @param origin a point of the plane (mm); the origin of the section coordinates
 * @param normal the plane normal (any length &gt; 0)
 * @param xAxis the direction of the section x axis (any length &gt; 0), perpendicular to the normal
 */
public record SectionPlane(ExactPoint3 origin, ExactPoint3 normal, ExactPoint3 xAxis) {

    /**
     * Validates.
     *
     * @param origin the origin
     * @param normal the normal
     * @param xAxis the x axis
     * @throws IllegalArgumentException if the normal or the x axis is zero, or they are not exactly perpendicular
     *     (the message names the field and value)
     */
    public SectionPlane {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(normal, "normal");
        Objects.requireNonNull(xAxis, "xAxis");
        if (normal.isZero()) {
            throw new IllegalArgumentException("section normal = " + normal + "; the normal must be non-zero");
        }
        if (xAxis.isZero()) {
            throw new IllegalArgumentException("section xAxis = " + xAxis + "; the x axis must be non-zero");
        }
        if (!xAxis.dot(normal).isZero()) {
            ExactPoint3 p = xAxis.subtract(normal.scale(xAxis.dot(normal).divide(normal.dot(normal))));
            throw new IllegalArgumentException("section xAxis = " + xAxis + " is not perpendicular to normal = " + normal
                    + " (xAxis·normal = " + xAxis.dot(normal) + "); the x axis must lie in the plane, e.g. " + p);
        }
    }

    /**
     * The plane {@code axis = value} with the documented default frame (see the class comment).
     *
     * @param axis 'x', 'y' or 'z'
     * @param value the coordinate of the plane (mm)
     * @return the plane
     * @throws IllegalArgumentException for another axis letter
     */
    public static SectionPlane ofAxis(char axis, Rational value) {
        Rational z = Rational.ZERO;
        switch (Character.toLowerCase(axis)) {
            case 'x':
                return new SectionPlane(new ExactPoint3(value, z, z), ExactPoint3.of(1, 0, 0), ExactPoint3.of(0, 1, 0));
            case 'y':
                return new SectionPlane(new ExactPoint3(z, value, z), ExactPoint3.of(0, -1, 0), ExactPoint3.of(1, 0, 0));
            case 'z':
                return new SectionPlane(new ExactPoint3(z, z, value), ExactPoint3.of(0, 0, 1), ExactPoint3.of(1, 0, 0));
            default:
                throw new IllegalArgumentException("section axis '" + axis + "'; use x=, y= or z=");
        }
    }

    /**
     * The default x axis for a normal: world x made perpendicular to it, or world y when the normal is parallel to
     * world x.
     *
     * @param normal the normal, non-zero
     * @return a non-zero vector perpendicular to the normal
     */
    public static ExactPoint3 defaultXAxis(ExactPoint3 normal) {
        ExactPoint3 w = normal.cross(ExactPoint3.of(1, 0, 0)).isZero() ? ExactPoint3.of(0, 1, 0) : ExactPoint3.of(1, 0, 0);
        return w.subtract(normal.scale(w.dot(normal).divide(normal.dot(normal))));
    }

    /**
     * Parses the text form (see the class comment).
     *
     * @param text e.g. {@code z=2.5} or {@code origin=0,0,2.5;normal=0,0,1;xaxis=1,0,0}
     * @return the plane
     * @throws IllegalArgumentException naming the part of the text that is wrong and the accepted forms
     */
    public static SectionPlane parse(String text) {
        String t = text == null ? "" : text.strip();
        Map<String, String> parts = new LinkedHashMap<>();
        for (String item : t.split(";")) {
            if (item.isBlank()) {
                continue;
            }
            int eq = item.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("section '" + text + "': '" + item.strip() + "' is not KEY=VALUE; "
                        + FORMS);
            }
            String key = item.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            if (parts.put(key, item.substring(eq + 1).strip()) != null) {
                throw new IllegalArgumentException("section '" + text + "': " + key + " is given twice; " + FORMS);
            }
        }
        if (parts.size() == 1) {
            String key = parts.keySet().iterator().next();
            if (key.length() == 1 && "xyz".contains(key)) {
                return ofAxis(key.charAt(0), number(text, key, parts.get(key)));
            }
        }
        for (String key : parts.keySet()) {
            if (!key.equals("origin") && !key.equals("normal") && !key.equals("xaxis")) {
                throw new IllegalArgumentException("section '" + text + "': unknown key '" + key + "'; " + FORMS);
            }
        }
        if (!parts.containsKey("origin") || !parts.containsKey("normal")) {
            throw new IllegalArgumentException("section '" + text + "': " + (parts.containsKey("origin") ? "normal"
                    : "origin") + " is missing; " + FORMS);
        }
        ExactPoint3 o = vector(text, "origin", parts.get("origin"));
        ExactPoint3 n = vector(text, "normal", parts.get("normal"));
        if (n.isZero()) {
            throw new IllegalArgumentException("section '" + text + "': normal = " + n + " is zero");
        }
        ExactPoint3 x = parts.containsKey("xaxis") ? vector(text, "xaxis", parts.get("xaxis")) : defaultXAxis(n);
        return new SectionPlane(o, n, x);
    }

    /** The accepted text forms, for messages. */
    public static final String FORMS = "use z=2.5 (also x=…, y=…) or origin=X,Y,Z;normal=X,Y,Z[;xaxis=X,Y,Z]";

    private static Rational number(String text, String key, String value) {
        try {
            return Rational.parse(value);
        } catch (NumberSyntaxException e) {
            throw new IllegalArgumentException("section '" + text + "': " + key + " = '" + value
                    + "' is not an exact number (e.g. 2.5 or 5/2); " + FORMS);
        }
    }

    private static ExactPoint3 vector(String text, String key, String value) {
        String[] c = value.split(",");
        if (c.length != 3) {
            throw new IllegalArgumentException("section '" + text + "': " + key + " = '" + value + "' has " + c.length
                    + " components; need X,Y,Z; " + FORMS);
        }
        return new ExactPoint3(number(text, key, c[0]), number(text, key, c[1]), number(text, key, c[2]));
    }

    /**
     * The direction of the section y axis, normal × xAxis (length |normal|·|xAxis|).
     *
     * @return the unnormalised y direction
     */
    public ExactPoint3 yAxis() {
        return normal.cross(xAxis);
    }

    /**
     * Whether |normal| and |xAxis| are rational, so that exact points have exact section coordinates.
     *
     * @return true if both lengths are rational
     */
    public boolean hasRationalFrame() {
        return normal.dot(normal).sqrt().isPresent() && xAxis.dot(xAxis).sqrt().isPresent();
    }

    /**
     * The unit x axis, when |xAxis| is rational.
     *
     * @return x̂, exactly
     */
    public Optional<ExactPoint3> unitX() {
        return xAxis.dot(xAxis).sqrt().map(l -> xAxis.scale(l.reciprocal()));
    }

    /**
     * The unit y axis, when |normal| and |xAxis| are rational.
     *
     * @return ŷ, exactly
     */
    public Optional<ExactPoint3> unitY() {
        ExactPoint3 y = yAxis();
        return y.dot(y).sqrt().map(l -> y.scale(l.reciprocal()));
    }

    /**
     * A short text of the plane for messages, e.g. {@code origin (0, 0, 5/2), normal (0, 0, 1), xAxis (1, 0, 0)}.
     *
     * @return the description
     */
    public String describe() {
        return "origin " + origin + ", normal " + normal + ", xAxis " + xAxis;
    }
}

package org.snapfit.sweep.model;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

/**
 * The flexible part of a cantilever snap-fit: a straight beam of rectangular section whose centre line runs from the
 * root (where it joins the fixed body) to the tip (where the rigid hook begins). Immutable, exact; millimetres.
 *
 * <p>The thickness h is measured in the drawing plane (the bending direction) at the root; a tapered beam thins (or
 * thickens) linearly to {@code tipThickness} at the tip. The width b is the extent perpendicular to the drawing.
 *
 * @param root the centre line's root end, world coordinates at t = 0
 * @param tip the centre line's tip end, world coordinates at t = 0
 * @param thickness h, the thickness at the root, &gt; 0
 * @param tipThickness h₁, the thickness at the tip of a linearly tapered beam, &gt; 0 (empty: constant section)
 * @param width b, &gt; 0
 */
public record Beam(ExactPoint2 root, ExactPoint2 tip, Rational thickness, Optional<Rational> tipThickness,
        Rational width) {

    /**
     * Validates.
     *
     * @param root the root end
     * @param tip the tip end, not the root
     * @param thickness h &gt; 0
     * @param tipThickness h₁ &gt; 0, if tapered
     * @param width b &gt; 0
     * @throws IllegalArgumentException if the ends coincide or a dimension is not positive; the message names the
     *     field ({@code beam.thickness}, …), the value and the rule
     */
    public Beam {
        Objects.requireNonNull(root, "root");
        Objects.requireNonNull(tip, "tip");
        Objects.requireNonNull(thickness, "thickness");
        Objects.requireNonNull(tipThickness, "tipThickness");
        Objects.requireNonNull(width, "width");
        if (root.equals(tip)) {
            throw new IllegalArgumentException("beam.tip = " + tip + " equals beam.root; the centre line needs a length");
        }
        positive("beam.thickness", thickness);
        tipThickness.ifPresent(h1 -> positive("beam.tipThickness", h1));
        positive("beam.width", width);
        if (tipThickness.isPresent() && tipThickness.get().equals(thickness)) {
            tipThickness = Optional.empty();
        }
    }

    private static void positive(String field, Rational v) {
        if (v.signum() <= 0) {
            throw new IllegalArgumentException(field + " = \"" + v + "\": it must be > 0 (mm)");
        }
    }

    /**
     * A constant-section beam.
     *
     * @param root the root end
     * @param tip the tip end
     * @param thickness h
     * @param width b
     * @return the beam
     * @throws IllegalArgumentException as the canonical constructor
     */
    public static Beam of(ExactPoint2 root, ExactPoint2 tip, Rational thickness, Rational width) {
        return new Beam(root, tip, thickness, Optional.empty(), width);
    }

    /**
     * The squared length L² = |tip − root|², exact.
     *
     * @return L², mm²
     */
    public Rational lengthSquared() {
        ExactPoint2 d = tip.subtract(root);
        return d.dot(d);
    }

    /**
     * The length L, when it is rational (axis-aligned beams, 3-4-5 triangles, …).
     *
     * @return L in mm, or empty when irrational
     */
    public Optional<Rational> exactLength() {
        return ExactMeasures.exactSqrt(lengthSquared());
    }

    /**
     * The length L in floating point.
     *
     * @return L in mm, approximate
     */
    public double length() {
        return Math.sqrt(lengthSquared().doubleValue());
    }

    /**
     * The taper ratio r = h₁/h (1 for a constant section).
     *
     * @return r, exact
     */
    public Rational taperRatio() {
        return tipThickness.map(h1 -> h1.divide(thickness)).orElse(Rational.ONE);
    }

    /**
     * Whether the thickness varies along the beam.
     *
     * @return true iff a tip thickness different from the root thickness is given
     */
    public boolean isTapered() {
        return tipThickness.isPresent();
    }

    /**
     * The second moment of area of the root section, I = b·h³/12.
     *
     * @return I in mm⁴, exact
     */
    public Rational secondMomentOfArea() {
        return width.multiply(thickness.pow(3)).divide(Rational.of(12));
    }

    /**
     * This beam with another root thickness (a design study's variant); a taper keeps its ratio.
     *
     * @param h the new root thickness, &gt; 0
     * @return the new beam
     * @throws IllegalArgumentException if h ≤ 0
     */
    public Beam withThickness(Rational h) {
        Rational r = taperRatio();
        return new Beam(root, tip, h, tipThickness.map(x -> h.multiply(r)), width);
    }

    /**
     * This beam with another width.
     *
     * @param b the new width, &gt; 0
     * @return the new beam
     * @throws IllegalArgumentException if b ≤ 0
     */
    public Beam withWidth(Rational b) {
        return new Beam(root, tip, thickness, tipThickness, b);
    }

    /**
     * This beam with another tip thickness (empty for a constant section).
     *
     * @param h1 the tip thickness, &gt; 0
     * @return the new beam
     * @throws IllegalArgumentException if h₁ ≤ 0
     */
    public Beam withTipThickness(Optional<Rational> h1) {
        return new Beam(root, tip, thickness, h1, width);
    }

    /**
     * This beam with every coordinate and length multiplied by a factor (a unit conversion).
     *
     * @param factor the factor, &gt; 0
     * @return the scaled beam
     */
    public Beam scaled(Rational factor) {
        return new Beam(root.scale(factor), tip.scale(factor), thickness.multiply(factor),
                tipThickness.map(h -> h.multiply(factor)), width.multiply(factor));
    }
}

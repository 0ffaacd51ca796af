package org.snapfit.impulse.model;

import java.util.Objects;
import java.util.OptionalDouble;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec2;

/**
 * One rigid link of a planar linkage, in mm, kg: its length along the link's x axis from the joint to the next joint,
 * its mass, its moment of inertia about the centre of mass (kg&middot;mm&sup2;) and its centre of mass in the link
 * frame (mm). Immutable.
 */
public final class Link {
    private final double length;
    private final double mass;
    private final double inertia;
    private final Vec2 centreOfMass;
    private final OptionalDouble barWidth;

    private Link(double length, double mass, double inertia, Vec2 centreOfMass, OptionalDouble barWidth) {
        Require.nonNegative("link length (mm)", length);
        Require.positive("link mass (kg)", mass);
        Require.positive("link inertia (kg·mm²)", inertia);
        this.length = length;
        this.mass = mass;
        this.inertia = inertia;
        this.centreOfMass = Objects.requireNonNull(centreOfMass, "centreOfMass");
        this.barWidth = barWidth;
    }

    /**
     * A link with the given mass properties.
     *
     * @param length the joint-to-joint length (mm), {@code >= 0}
     * @param mass the mass (kg), {@code > 0}
     * @param inertia the moment of inertia about the centre of mass (kg&middot;mm&sup2;), {@code > 0}
     * @param centreOfMass the centre of mass in the link frame (mm)
     * @return the link
     * @throws IllegalArgumentException if a value is out of range
     */
    public static Link of(double length, double mass, double inertia, Vec2 centreOfMass) {
        return new Link(length, mass, inertia, centreOfMass, OptionalDouble.empty());
    }

    /**
     * A uniform rectangular bar: centre of mass at the middle, I = m (L&sup2; + w&sup2;) / 12.
     *
     * @param length L (mm), {@code > 0}
     * @param width w (mm), {@code > 0}
     * @param mass m (kg), {@code > 0}
     * @return the link
     * @throws IllegalArgumentException if a value is out of range
     */
    public static Link bar(double length, double width, double mass) {
        Require.positive("link length (mm)", length);
        Require.positive("link width (mm)", width);
        return new Link(length, mass, mass * (length * length + width * width) / 12, new Vec2(length / 2, 0),
                OptionalDouble.of(width));
    }

    /**
     * The joint-to-joint length.
     *
     * @return L (mm)
     */
    public double length() {
        return length;
    }

    /**
     * The mass.
     *
     * @return m (kg)
     */
    public double mass() {
        return mass;
    }

    /**
     * The moment of inertia about the centre of mass.
     *
     * @return I (kg&middot;mm&sup2;)
     */
    public double inertia() {
        return inertia;
    }

    /**
     * The centre of mass in the link frame.
     *
     * @return the point (mm)
     */
    public Vec2 centreOfMass() {
        return centreOfMass;
    }

    /**
     * The width of a link made by {@link #bar}; the engine makes such a link again from its length and width in m.
     *
     * @return w (mm), or empty for a link made by {@link #of}
     */
    public OptionalDouble barWidth() {
        return barWidth;
    }

    @Override
    public String toString() {
        return "Link[length=" + length + " mm, mass=" + mass + " kg, inertia=" + inertia + " kg·mm², centreOfMass="
                + centreOfMass + " mm]";
    }
}

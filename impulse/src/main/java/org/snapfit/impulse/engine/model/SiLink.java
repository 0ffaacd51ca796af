package org.snapfit.impulse.engine.model;

import java.util.Objects;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec2;

/**
 * One rigid link of a planar serial linkage, in its own frame: the frame's origin is the link's joint, its x axis
 * points to the next joint at distance {@code length}. Immutable and thread-safe; SI units.
 *
 * @param length the distance from this joint to the next (m), {@code >= 0} (0 for the last link if unused)
 * @param mass the mass (kg), {@code > 0}
 * @param inertia the moment of inertia about the centre of mass (kg·m²), {@code > 0}
 * @param centreOfMass the centre of mass in the link frame (m)
 */
public record SiLink(double length, double mass, double inertia, Vec2 centreOfMass) {

    /**
     * Validates the link.
     *
     * @param length the length component
     * @param mass the mass component
     * @param inertia the inertia component
     * @param centreOfMass the centre-of-mass component
     * @throws IllegalArgumentException if the length is negative, or the mass or inertia is not positive (the
     *     message names the field and value)
     */
    public SiLink {
        Require.nonNegative("link length", length);
        Require.positive("link mass", mass);
        Require.positive("link inertia", inertia);
        Objects.requireNonNull(centreOfMass, "centreOfMass");
    }

    /**
     * A uniform slender bar: centre of mass at mid-length, inertia m L² / 12 + m w² / 12 for a bar of width w.
     *
     * @param length the length (m), {@code > 0}
     * @param width the width (m), {@code > 0}
     * @param mass the mass (kg), {@code > 0}
     * @return the link
     * @throws IllegalArgumentException if a value is not positive
     */
    public static SiLink bar(double length, double width, double mass) {
        Require.positive("link length", length);
        Require.positive("link width", width);
        return new SiLink(length, mass, mass * (length * length + width * width) / 12, new Vec2(length / 2, 0));
    }
}

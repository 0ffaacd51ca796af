package org.snapfit.sweep.model;

import java.util.List;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;

/**
 * A pawl: a rigid body on a hinge that moves with the root, held at rest (θ = 0) by a torsional spring of
 * stiffness κ (torque −κθ, θ counter-clockwise). Immutable, exact. The shape is in world coordinates at t = 0 with
 * the pawl at rest.
 *
 * @param name the pawl's name (non-blank)
 * @param hinge the hinge at t = 0, mm
 * @param stiffness κ in N·mm/rad, &gt; 0
 * @param shape a non-empty union of simple polygons (any orientation, convex or not)
 */
public record Pawl(String name, ExactPoint2 hinge, Rational stiffness, List<ExactPolygon2> shape) {

    /**
     * Validates the pawl.
     *
     * @param name the pawl's name (non-blank)
     * @param hinge the hinge at t = 0, mm
     * @param stiffness κ in N·mm/rad, &gt; 0
     * @param shape a non-empty union of simple polygons
     * @throws IllegalArgumentException if the name is blank, κ ≤ 0 or the shape is empty
     */
    public Pawl {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name = \"" + name + "\": a pawl needs a non-blank name");
        }
        if (stiffness.signum() <= 0) {
            throw new IllegalArgumentException("stiffness = \"" + stiffness + "\": stiffness must be > 0");
        }
        shape = List.copyOf(shape);
        if (shape.isEmpty()) {
            throw new IllegalArgumentException("shape = []: a pawl needs at least one polygon");
        }
    }
}

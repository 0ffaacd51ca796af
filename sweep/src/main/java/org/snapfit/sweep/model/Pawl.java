package org.snapfit.sweep.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;

/**
 * A pawl: a rigid body on a hinge that moves with the root, held at rest (θ = 0) by a torsional spring of
 * stiffness κ (torque −κθ, θ counter-clockwise). Immutable, exact. The shape is in world coordinates at t = 0 with
 * the pawl at rest.
 *
 * <p>A pawl is given either by its hinge and κ, or as a cantilever beam of a resin ({@link Cantilever}): then the
 * hinge is the pseudo-rigid-body model's pivot and κ its spring ({@link #ofCantilever}).
 *
 * @param name the pawl's name (non-blank)
 * @param hinge the hinge at t = 0, mm
 * @param stiffness κ in N·mm/rad, &gt; 0
 * @param shape a non-empty union of simple polygons (any orientation, convex or not)
 * @param cantilever the beam and resin the hinge and κ come from, for a pawl given as a beam
 */
public record Pawl(String name, ExactPoint2 hinge, Rational stiffness, List<ExactPolygon2> shape,
        Optional<Cantilever> cantilever) {

    /**
     * Validates the pawl.
     *
     * @param name the pawl's name (non-blank)
     * @param hinge the hinge at t = 0, mm
     * @param stiffness κ in N·mm/rad, &gt; 0
     * @param shape a non-empty union of simple polygons
     * @param cantilever the beam model, if the pawl is given as a beam
     * @throws IllegalArgumentException if the name is blank, κ ≤ 0, the shape is empty, or the hinge and κ of a
     *     beam pawl are not its model's pivot and spring
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
        Objects.requireNonNull(cantilever, "cantilever");
        if (cantilever.isPresent() && (!cantilever.get().pivot().equals(hinge)
                || !cantilever.get().stiffness().equals(stiffness))) {
            throw new IllegalArgumentException("hinge = " + hinge + ", stiffness = \"" + stiffness + "\" differ from"
                    + " the beam model's pivot " + cantilever.get().pivot() + " and stiffness \""
                    + cantilever.get().stiffness() + "\"; build beam pawls with Pawl.ofCantilever");
        }
    }

    /**
     * A pawl given by its hinge and spring.
     *
     * @param name the pawl's name (non-blank)
     * @param hinge the hinge at t = 0, mm
     * @param stiffness κ in N·mm/rad, &gt; 0
     * @param shape a non-empty union of simple polygons
     * @throws IllegalArgumentException if the name is blank, κ ≤ 0 or the shape is empty
     */
    public Pawl(String name, ExactPoint2 hinge, Rational stiffness, List<ExactPolygon2> shape) {
        this(name, hinge, stiffness, shape, Optional.empty());
    }

    /**
     * A pawl given as a cantilever beam: its hinge is the pseudo-rigid-body pivot, its κ the model's spring.
     *
     * @param name the pawl's name (non-blank)
     * @param shape a non-empty union of simple polygons (the beam and its hook)
     * @param cantilever the beam and resin
     * @return the pawl
     * @throws IllegalArgumentException if the name is blank or the shape is empty
     */
    public static Pawl ofCantilever(String name, List<ExactPolygon2> shape, Cantilever cantilever) {
        return new Pawl(name, cantilever.pivot(), cantilever.stiffness(), shape, Optional.of(cantilever));
    }

    /**
     * This pawl with another beam model (a design study varying thickness, width or material); the hinge and κ
     * follow the model.
     *
     * @param c the new cantilever
     * @return the new pawl
     */
    public Pawl withCantilever(Cantilever c) {
        return ofCantilever(name, shape, c);
    }

    /**
     * This pawl with another hinge spring, dropping a beam model (κ then no longer follows from a beam).
     *
     * @param kappa κ in N·mm/rad, &gt; 0
     * @return the new pawl
     * @throws IllegalArgumentException if κ ≤ 0
     */
    public Pawl withStiffness(Rational kappa) {
        return new Pawl(name, hinge, kappa, shape, Optional.empty());
    }
}

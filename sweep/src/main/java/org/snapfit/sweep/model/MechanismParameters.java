package org.snapfit.sweep.model;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;

/**
 * The physical parameters a drawing does not carry (docs/formats/dxf-layers.md): μ, κ per pawl (or one κ for every pawl), the
 * travel when there is no DIRECTION layer (or to override its length) and the velocity when there is no DIRECTION
 * layer. Immutable, exact. Units: stiffness N·mm/rad, travel mm.
 *
 * @param name the mechanism name (may be empty)
 * @param friction μ, if given
 * @param stiffness κ for every pawl without its own value, if given
 * @param stiffnessByPawl κ per pawl layer, keyed by the normalised layer name ({@code PAWL-1} for {@code pawl_1})
 * @param travel the travel in mm, if given
 * @param velocity the direction of motion, if given (used when there is no DIRECTION layer)
 * @param beams width, thickness overrides and resin of the cantilever pawls (drawn on {@code BEAM-n} layers)
 * @param intent the design intent, if given
 */
public record MechanismParameters(String name, Optional<Rational> friction, Optional<Rational> stiffness,
        Map<String, Rational> stiffnessByPawl, Optional<Rational> travel, Optional<ExactPoint2> velocity,
        BeamParameters beams, Optional<DesignIntent> intent) {

    /**
     * Validates and normalises the pawl keys.
     *
     * @param name the name
     * @param friction μ
     * @param stiffness the common κ
     * @param stiffnessByPawl κ per pawl layer
     * @param travel the travel
     * @param velocity the velocity
     * @param beams the beam parameters
     * @param intent the design intent
     * @throws IllegalArgumentException if μ &lt; 0, a κ ≤ 0, travel ≤ 0 or the velocity is zero (naming the option)
     */
    public MechanismParameters {
        name = name == null ? "" : name;
        Objects.requireNonNull(friction, "friction");
        Objects.requireNonNull(stiffness, "stiffness");
        Objects.requireNonNull(travel, "travel");
        Objects.requireNonNull(velocity, "velocity");
        friction.filter(m -> m.signum() < 0).ifPresent(m -> {
            throw new IllegalArgumentException("friction = " + m + "; friction must be >= 0");
        });
        stiffness.filter(k -> k.signum() <= 0).ifPresent(k -> {
            throw new IllegalArgumentException("stiffness = " + k + "; stiffness must be > 0");
        });
        Map<String, Rational> keyed = new LinkedHashMap<>();
        for (Map.Entry<String, Rational> e : stiffnessByPawl.entrySet()) {
            if (e.getValue().signum() <= 0) {
                throw new IllegalArgumentException("stiffness " + e.getKey() + " = " + e.getValue()
                        + "; stiffness must be > 0");
            }
            keyed.put(ProfileMechanisms.normaliseLayer(e.getKey()), e.getValue());
        }
        stiffnessByPawl = Map.copyOf(keyed);
        travel.filter(t -> t.signum() <= 0).ifPresent(t -> {
            throw new IllegalArgumentException("travel = " + t + "; travel must be > 0");
        });
        velocity.filter(v -> v.x().isZero() && v.y().isZero()).ifPresent(v -> {
            throw new IllegalArgumentException("velocity = " + v + "; velocity must be non-zero");
        });
        Objects.requireNonNull(beams, "beams");
        Objects.requireNonNull(intent, "intent");
    }

    /**
     * Parameters without beam parameters or intent.
     *
     * @param name the name
     * @param friction μ
     * @param stiffness the common κ
     * @param stiffnessByPawl κ per pawl layer
     * @param travel the travel
     * @param velocity the velocity
     * @throws IllegalArgumentException if μ &lt; 0, a κ ≤ 0, travel ≤ 0 or the velocity is zero (naming the option)
     */
    public MechanismParameters(String name, Optional<Rational> friction, Optional<Rational> stiffness,
            Map<String, Rational> stiffnessByPawl, Optional<Rational> travel, Optional<ExactPoint2> velocity) {
        this(name, friction, stiffness, stiffnessByPawl, travel, velocity, BeamParameters.none(), Optional.empty());
    }

    /**
     * A copy with other beam parameters.
     *
     * @param b the beam parameters
     * @return the new parameters
     */
    public MechanismParameters withBeams(BeamParameters b) {
        return new MechanismParameters(name, friction, stiffness, stiffnessByPawl, travel, velocity, b, intent);
    }

    /**
     * A copy with a design intent.
     *
     * @param i the intent, or empty
     * @return the new parameters
     */
    public MechanismParameters withIntent(Optional<DesignIntent> i) {
        return new MechanismParameters(name, friction, stiffness, stiffnessByPawl, travel, velocity, beams, i);
    }

    /**
     * No parameters at all.
     *
     * @return empty parameters
     */
    public static MechanismParameters none() {
        return new MechanismParameters("", Optional.empty(), Optional.empty(), Map.of(), Optional.empty(),
                Optional.empty(), BeamParameters.none(), Optional.empty());
    }

    /**
     * The stiffness for a pawl layer: its own value, else the common one.
     *
     * @param pawlLayer the pawl's layer name (either spelling)
     * @return κ, if given
     */
    public Optional<Rational> stiffnessFor(String pawlLayer) {
        Rational own = stiffnessByPawl.get(ProfileMechanisms.normaliseLayer(pawlLayer));
        return own != null ? Optional.of(own) : stiffness;
    }

    /**
     * These parameters with the given ones taking precedence where present (command line over JSON).
     *
     * @param over the overriding parameters
     * @return the merged parameters
     */
    public MechanismParameters overriddenBy(MechanismParameters over) {
        Map<String, Rational> k = new LinkedHashMap<>(stiffnessByPawl);
        k.putAll(over.stiffnessByPawl);
        return new MechanismParameters(over.name.isEmpty() ? name : over.name, over.friction.or(() -> friction),
                over.stiffness.or(() -> stiffness), k, over.travel.or(() -> travel), over.velocity.or(() -> velocity),
                beams.overriddenBy(over.beams), over.intent.or(() -> intent));
    }
}

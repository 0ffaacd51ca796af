package org.snapfit.qp.model;

import java.util.List;
import java.util.Objects;
import org.snapfit.core.geom.Vec3;
import org.snapfit.qp.engine.model.SiParticleSystem;
import org.snapfit.qp.engine.model.SiSpring;

/**
 * A mass&ndash;spring system: particles with mass (some of them fixed), springs and bending springs, uniform
 * gravity and a mass-proportional drag. Units mm, kg, s, N: masses in kg, gravity in mm/s&sup2;, springs as
 * {@link Spring} gives them (N/mm, N&middot;s/mm, mm), drag in 1/s. Immutable and thread-safe; approximate.
 */
public final class ParticleSystem {
    /** The masses, fixed flags, gravity and drag (the container is unit-agnostic; here it holds kg, mm/s&sup2;). */
    private final SiParticleSystem values;
    private final List<Spring> springs;

    private ParticleSystem(SiParticleSystem values, List<Spring> springs) {
        this.values = values;
        this.springs = springs;
    }

    /**
     * Starts an empty builder (no particles, no gravity, no drag).
     *
     * @return the builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Number of particles.
     *
     * @return n
     */
    public int size() {
        return values.size();
    }

    /**
     * The mass of particle i.
     *
     * @param i the particle
     * @return the mass in kg
     */
    public double mass(int i) {
        return values.mass(i);
    }

    /**
     * Whether particle i is fixed (its velocity is prescribed by an equality constraint).
     *
     * @param i the particle
     * @return true if fixed
     */
    public boolean isFixed(int i) {
        return values.isFixed(i);
    }

    /**
     * The springs, structural and bending.
     *
     * @return an unmodifiable list (N/mm, N&middot;s/mm, mm)
     */
    public List<Spring> springs() {
        return springs;
    }

    /**
     * The gravitational acceleration.
     *
     * @return g in mm/s&sup2;
     */
    public Vec3 gravity() {
        return values.gravity();
    }

    /**
     * The drag coefficient &alpha;: force &minus;&alpha; m v on every particle.
     *
     * @return &alpha; in 1/s
     */
    public double drag() {
        return values.drag();
    }

    /** Collects particles and springs. Mutable, not thread-safe. */
    public static final class Builder {
        private final SiParticleSystem.Builder values =
                SiParticleSystem.builder();
        private final List<Spring> springs = new java.util.ArrayList<>();

        private Builder() {
        }

        /**
         * Adds a particle.
         *
         * @param mass the mass in kg, finite and &gt; 0
         * @param isFixed whether its velocity is prescribed
         * @return the new particle's index
         * @throws IllegalArgumentException if the mass is not finite and positive
         */
        public int addParticle(double mass, boolean isFixed) {
            return values.addParticle(mass, isFixed);
        }

        /**
         * Adds a spring.
         *
         * @param s the spring (N/mm, N&middot;s/mm, mm); both ends must already exist
         * @return this builder
         * @throws IllegalArgumentException if an end is not an existing particle
         */
        public Builder addSpring(Spring s) {
            Objects.requireNonNull(s, "spring");
            // the container checks the ends; the public record has checked the values in its own units
            values.addSpring(new SiSpring(s.i(), s.j(), s.stiffness(), s.damping(),
                    s.restLength(), s.kind()));
            springs.add(s);
            return this;
        }

        /**
         * Sets gravity.
         *
         * @param g the acceleration in mm/s&sup2; (standard gravity is 9806.65 mm/s&sup2;)
         * @return this builder
         */
        public Builder gravity(Vec3 g) {
            values.gravity(g);
            return this;
        }

        /**
         * Sets the drag coefficient.
         *
         * @param alpha &alpha; in 1/s, finite and &ge; 0
         * @return this builder
         * @throws IllegalArgumentException if &alpha; is negative or not finite
         */
        public Builder drag(double alpha) {
            values.drag(alpha);
            return this;
        }

        /**
         * The system.
         *
         * @return the immutable system
         * @throws IllegalArgumentException if there is no particle
         */
        public ParticleSystem build() {
            return new ParticleSystem(values.build(), List.copyOf(springs));
        }
    }
}

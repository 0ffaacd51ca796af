package org.snapfit.qp.engine.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.check.Require;

/**
 * A mass&ndash;spring system: particles with mass (some of them fixed), springs and bending springs, uniform
 * gravity and a mass-proportional drag. Immutable and thread-safe; approximate. The engine's systems are in SI
 * units (m, kg, s, N), as the parameters below say; the container itself is unit-agnostic, and the public
 * {@code org.snapfit.qp.model.ParticleSystem} keeps its mm, kg, s, N values in one.
 */
public final class SiParticleSystem {
    private final double[] masses;
    private final boolean[] fixed;
    private final List<SiSpring> springs;
    private final Vec3 gravity;
    private final double drag;

    private SiParticleSystem(double[] masses, boolean[] fixed, List<SiSpring> springs, Vec3 gravity, double drag) {
        this.masses = masses;
        this.fixed = fixed;
        this.springs = springs;
        this.gravity = gravity;
        this.drag = drag;
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
        return masses.length;
    }

    /**
     * The mass of particle i.
     *
     * @param i the particle
     * @return the mass in kg
     */
    public double mass(int i) {
        return masses[i];
    }

    /**
     * Whether particle i is fixed (its velocity is prescribed by an equality constraint, &sect;4.4).
     *
     * @param i the particle
     * @return true if fixed
     */
    public boolean isFixed(int i) {
        return fixed[i];
    }

    /**
     * The springs, structural and bending.
     *
     * @return an unmodifiable list
     */
    public List<SiSpring> springs() {
        return springs;
    }

    /**
     * The gravitational acceleration.
     *
     * @return g in m/s&sup2;
     */
    public Vec3 gravity() {
        return gravity;
    }

    /**
     * The drag coefficient &alpha;: force &minus;&alpha; m v on every particle.
     *
     * @return &alpha; in 1/s
     */
    public double drag() {
        return drag;
    }

    /**
     * The half-bandwidth of K in scalar unknowns: 3 max|i &minus; j| + 2 over the springs (2 without springs).
     *
     * @return p
     */
    public int halfBandwidth() {
        int d = 0;
        for (SiSpring s : springs) {
            d = Math.max(d, Math.abs(s.i() - s.j()));
        }
        return Math.min(3 * size() - 1, 3 * d + 2);
    }

    /** Collects particles and springs. Mutable, not thread-safe. */
    public static final class Builder {
        private final List<Double> masses = new ArrayList<>();
        private final List<Boolean> fixed = new ArrayList<>();
        private final List<SiSpring> springs = new ArrayList<>();
        private Vec3 gravity = Vec3.ZERO;
        private double drag;

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
            Require.positive("masses[" + masses.size() + "] (kg)", mass);
            masses.add(mass);
            fixed.add(isFixed);
            return masses.size() - 1;
        }

        /**
         * Adds a spring.
         *
         * @param s the spring; both ends must already exist
         * @return this builder
         * @throws IllegalArgumentException if an end is not an existing particle
         */
        public Builder addSpring(SiSpring s) {
            Objects.requireNonNull(s, "spring");
            Require.index("spring (" + s.i() + ", " + s.j() + ") end", Math.max(s.i(), s.j()), masses.size());
            springs.add(s);
            return this;
        }

        /**
         * Sets gravity.
         *
         * @param g the acceleration in m/s&sup2;
         * @return this builder
         */
        public Builder gravity(Vec3 g) {
            gravity = Objects.requireNonNull(g, "gravity");
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
            Require.nonNegative("drag (1/s)", alpha);
            drag = alpha;
            return this;
        }

        /**
         * The system.
         *
         * @return the immutable system
         * @throws IllegalArgumentException if there is no particle
         */
        public SiParticleSystem build() {
            if (masses.isEmpty()) {
                throw new IllegalArgumentException("particles is empty; a particle system needs at least one");
            }
            double[] m = masses.stream().mapToDouble(Double::doubleValue).toArray();
            boolean[] f = new boolean[m.length];
            for (int i = 0; i < f.length; i++) {
                f[i] = fixed.get(i);
            }
            return new SiParticleSystem(m, f, List.copyOf(springs), gravity, drag);
        }
    }
}

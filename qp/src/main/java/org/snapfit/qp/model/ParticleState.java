package org.snapfit.qp.model;

import java.util.List;
import org.snapfit.core.geom.Vec3;
import org.snapfit.qp.engine.model.SiState;

/**
 * Positions and velocities of every particle at one instant, in mm and mm/s. Immutable and thread-safe;
 * approximate. Stored as flat arrays (x0, y0, z0, x1, …).
 */
public final class ParticleState {
    /** The flat arrays and their checks (the container is unit-agnostic; here it holds mm and mm/s). */
    private final SiState values;

    private ParticleState(SiState values) {
        this.values = values;
    }

    /**
     * Creates a state from points and velocities.
     *
     * @param positions the positions in mm
     * @param velocities the velocities in mm/s, same count
     * @return the state
     * @throws IllegalArgumentException if the counts differ
     */
    public static ParticleState of(List<Vec3> positions, List<Vec3> velocities) {
        return new ParticleState(SiState.of(positions, velocities));
    }

    /**
     * Creates a state from flat arrays (copied).
     *
     * @param positions 3n coordinates in mm
     * @param velocities 3n components in mm/s
     * @return the state
     * @throws IllegalArgumentException if the lengths differ or are not a multiple of 3, or an entry is NaN or
     *     infinite (the message names the particle and coordinate)
     */
    public static ParticleState ofArrays(double[] positions, double[] velocities) {
        return new ParticleState(SiState.ofArrays(positions, velocities));
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
     * The position of particle i.
     *
     * @param i the particle
     * @return the position in mm
     */
    public Vec3 position(int i) {
        return values.position(i);
    }

    /**
     * The velocity of particle i.
     *
     * @param i the particle
     * @return the velocity in mm/s
     */
    public Vec3 velocity(int i) {
        return values.velocity(i);
    }

    /**
     * A copy of the flat positions.
     *
     * @return 3n coordinates in mm
     */
    public double[] positions() {
        return values.positions();
    }

    /**
     * A copy of the flat velocities.
     *
     * @return 3n components in mm/s
     */
    public double[] velocities() {
        return values.velocities();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ParticleState s && s.values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return values.toString();
    }
}

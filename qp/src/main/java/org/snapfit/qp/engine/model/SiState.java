package org.snapfit.qp.engine.model;

import java.util.Arrays;
import java.util.List;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.check.Require;

/**
 * Positions and velocities of every particle at one instant. Immutable and thread-safe; approximate. Stored as
 * flat arrays (x0, y0, z0, x1, …). The container is unit-agnostic: inside the engine it holds m and m/s (the
 * units the parameters below name); the public {@code org.snapfit.qp.model.ParticleState} keeps mm and mm/s in it.
 */
public final class SiState {
    private final double[] x;
    private final double[] v;

    private SiState(double[] x, double[] v) {
        this.x = x;
        this.v = v;
    }

    /**
     * Creates a state from points and velocities.
     *
     * @param positions the positions in m
     * @param velocities the velocities in m/s, same count
     * @return the state
     * @throws IllegalArgumentException if the counts differ
     */
    public static SiState of(List<Vec3> positions, List<Vec3> velocities) {
        if (positions.size() != velocities.size()) {
            throw new IllegalArgumentException("velocities.size() = " + velocities.size() + " but positions.size() = "
                    + positions.size() + "; they must be equal");
        }
        double[] x = new double[3 * positions.size()];
        double[] v = new double[x.length];
        for (int i = 0; i < positions.size(); i++) {
            Vec3 p = positions.get(i);
            Vec3 w = velocities.get(i);
            x[3 * i] = p.x();
            x[3 * i + 1] = p.y();
            x[3 * i + 2] = p.z();
            v[3 * i] = w.x();
            v[3 * i + 1] = w.y();
            v[3 * i + 2] = w.z();
        }
        return new SiState(x, v);
    }

    /**
     * Creates a state from flat arrays (copied).
     *
     * @param positions 3n coordinates in m
     * @param velocities 3n components in m/s
     * @return the state
     * @throws IllegalArgumentException if the lengths differ or are not a multiple of 3, or an entry is NaN or
     *     infinite (the message names the particle and coordinate)
     */
    public static SiState ofArrays(double[] positions, double[] velocities) {
        if (positions.length != velocities.length || positions.length % 3 != 0) {
            throw new IllegalArgumentException("positions.length = " + positions.length + ", velocities.length = "
                    + velocities.length + "; both must be the same multiple of 3");
        }
        String[] axis = {"x", "y", "z"};
        for (int k = 0; k < positions.length; k++) {
            // the field's name is built only for a failing entry: states are made every step
            if (!Double.isFinite(positions[k])) {
                Require.finite("positions[" + k / 3 + "]." + axis[k % 3], positions[k]);
            }
            if (!Double.isFinite(velocities[k])) {
                Require.finite("velocities[" + k / 3 + "]." + axis[k % 3], velocities[k]);
            }
        }
        return new SiState(positions.clone(), velocities.clone());
    }

    /**
     * Number of particles.
     *
     * @return n
     */
    public int size() {
        return x.length / 3;
    }

    /**
     * The position of particle i.
     *
     * @param i the particle
     * @return the position in m
     */
    public Vec3 position(int i) {
        return new Vec3(x[3 * i], x[3 * i + 1], x[3 * i + 2]);
    }

    /**
     * The velocity of particle i.
     *
     * @param i the particle
     * @return the velocity in m/s
     */
    public Vec3 velocity(int i) {
        return new Vec3(v[3 * i], v[3 * i + 1], v[3 * i + 2]);
    }

    /**
     * A copy of the flat positions.
     *
     * @return 3n coordinates
     */
    public double[] positions() {
        return x.clone();
    }

    /**
     * A copy of the flat velocities.
     *
     * @return 3n components
     */
    public double[] velocities() {
        return v.clone();
    }

    /**
     * Coordinate k of the flat position array, without copying.
     *
     * @param k in [0, 3n)
     * @return x[k]
     */
    public double x(int k) {
        return x[k];
    }

    /**
     * Component k of the flat velocity array, without copying.
     *
     * @param k in [0, 3n)
     * @return v[k]
     */
    public double v(int k) {
        return v[k];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SiState s && Arrays.equals(s.x, x) && Arrays.equals(s.v, v);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(x) + Arrays.hashCode(v);
    }

    @Override
    public String toString() {
        return "SiState[n=" + size() + "]";
    }
}

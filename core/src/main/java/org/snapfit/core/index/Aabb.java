package org.snapfit.core.index;

import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;

/**
 * A closed axis-aligned box [minX, maxX] &times; [minY, maxY] &times; [minZ, maxZ]. Immutable and thread-safe;
 * approximate (double coordinates, compared exactly as given).
 *
 * @param minX lower x bound
 * @param minY lower y bound
 * @param minZ lower z bound
 * @param maxX upper x bound
 * @param maxY upper y bound
 * @param maxZ upper z bound
 */
public record Aabb(double minX, double minY, double minZ, double maxX, double maxY, double maxZ) {

    /**
     * Validates the bounds.
     *
     * @param minX lower x bound
     * @param minY lower y bound
     * @param minZ lower z bound
     * @param maxX upper x bound
     * @param maxY upper y bound
     * @param maxZ upper z bound
     * @throws IllegalArgumentException if a bound is NaN or infinite, or a lower bound exceeds its upper bound
     *     (the message names the axis and both values)
     */
    public Aabb {
        check("x", minX, maxX);
        check("y", minY, maxY);
        check("z", minZ, maxZ);
    }

    private static void check(String axis, double lo, double hi) {
        if (!Double.isFinite(lo) || !Double.isFinite(hi)) {
            throw new IllegalArgumentException("box " + axis + " range [" + lo + ", " + hi
                    + "] is not finite; box bounds must be finite");
        }
        if (lo > hi) {
            throw new IllegalArgumentException("box " + axis + " range [" + lo + ", " + hi
                    + "] has min > max; a box needs min <= max on every axis");
        }
    }

    /**
     * The smallest box holding the given points.
     *
     * @param points one or more points
     * @return their bounding box
     * @throws IllegalArgumentException if no point is given
     */
    public static Aabb of(Vec3... points) {
        if (points.length == 0) {
            throw new IllegalArgumentException("points is empty; a bounding box needs at least one point");
        }
        double x0 = Double.POSITIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double z0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        double z1 = Double.NEGATIVE_INFINITY;
        for (Vec3 p : points) {
            x0 = Math.min(x0, p.x());
            y0 = Math.min(y0, p.y());
            z0 = Math.min(z0, p.z());
            x1 = Math.max(x1, p.x());
            y1 = Math.max(y1, p.y());
            z1 = Math.max(z1, p.z());
        }
        return new Aabb(x0, y0, z0, x1, y1, z1);
    }

    /**
     * This box grown by a margin on every side.
     *
     * @param margin the margin, finite and {@code >= 0}, in the coordinates' unit
     * @return the grown box
     * @throws IllegalArgumentException if the margin is negative, NaN or infinite
     */
    public Aabb expand(double margin) {
        Require.nonNegative("box margin", margin);
        return new Aabb(minX - margin, minY - margin, minZ - margin, maxX + margin, maxY + margin, maxZ + margin);
    }

    /**
     * The smallest box holding both boxes.
     *
     * @param o the other box
     * @return the union box
     */
    public Aabb union(Aabb o) {
        return new Aabb(Math.min(minX, o.minX), Math.min(minY, o.minY), Math.min(minZ, o.minZ),
                Math.max(maxX, o.maxX), Math.max(maxY, o.maxY), Math.max(maxZ, o.maxZ));
    }

    /**
     * Whether the closed boxes share at least one point (touching counts).
     *
     * @param o the other box
     * @return true if they intersect
     */
    public boolean intersects(Aabb o) {
        return minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY
                && minZ <= o.maxZ && o.minZ <= maxZ;
    }
}

package org.snapfit.core.body;

import org.snapfit.core.geom.Vec3;

/**
 * An axis-aligned box [min, max]. Immutable; approximate.
 *
 * @param min the lower corner (mm)
 * @param max the upper corner (mm)
 */
public record BoundingBox(Vec3 min, Vec3 max) {
    /**
     * Validates.
     *
     * @param min lower corner
     * @param max upper corner
     * @throws IllegalArgumentException if min exceeds max in a coordinate
     */
    public BoundingBox {
        if (min.x() > max.x() || min.y() > max.y() || min.z() > max.z()) {
            throw new IllegalArgumentException("box min " + min + " exceeds max " + max + " in a coordinate");
        }
    }

    /**
     * The smallest box holding both.
     *
     * @param o the other box
     * @return the union
     */
    public BoundingBox union(BoundingBox o) {
        return new BoundingBox(new Vec3(Math.min(min.x(), o.min.x()), Math.min(min.y(), o.min.y()),
                Math.min(min.z(), o.min.z())), new Vec3(Math.max(max.x(), o.max.x()), Math.max(max.y(), o.max.y()),
                Math.max(max.z(), o.max.z())));
    }

    /**
     * The six numbers [xmin, ymin, zmin, xmax, ymax, zmax].
     *
     * @return the array
     */
    public double[] toArray() {
        return new double[] {min.x(), min.y(), min.z(), max.x(), max.y(), max.z()};
    }

    /**
     * The box of the eight transformed corners (bounds the transformed box).
     *
     * @param pose the rigid placement
     * @return the box of the placed corners
     */
    public BoundingBox transformed(org.snapfit.core.transform.Pose3 pose) {
        BoundingBox r = null;
        for (int i = 0; i < 8; i++) {
            Vec3 c = pose.apply(new Vec3((i & 1) == 0 ? min.x() : max.x(), (i & 2) == 0 ? min.y() : max.y(),
                    (i & 4) == 0 ? min.z() : max.z()));
            BoundingBox b = new BoundingBox(c, c);
            r = r == null ? b : r.union(b);
        }
        return r;
    }
}

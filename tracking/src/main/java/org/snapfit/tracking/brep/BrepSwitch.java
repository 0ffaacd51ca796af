package org.snapfit.tracking.brep;

import org.snapfit.core.geom.Vec3;

/**
 * A change of the closest feature pair located inside one tracked step ({@link BrepDistance#track}): between the
 * previous query's poses and this one's, both parts moving at constant velocity (translation linear, rotation by
 * slerp), the instant at which the contact stops being one of the previous pair of features. Features are named as
 * in {@link BrepResult} ({@code faceK}, {@code edgeK}, {@code vertexK}); two pairs that give the same contact
 * ({@link FeatureIdentity}) are not told apart, so a change of name only (a seam edge and its face, faces meeting
 * tangentially) is no switch. Immutable.
 *
 * @param step the query (path step) whose step holds the switch: the number of {@link BrepDistance#track} calls
 *     since the last {@link BrepDistance#at}, so the switch lies between the poses of queries {@code step − 1} and
 *     {@code step}
 * @param fraction the instant as a fraction of the step, in [0, 1]
 * @param fromA A's feature before
 * @param fromB B's feature before
 * @param toA A's feature after
 * @param toB B's feature after
 * @param cause {@link #BOUNDARY} (a witness left its feature: it crossed a trimmed boundary, reached an edge's end
 *     or left a vertex), {@link #CLOSER} (another pair of features became closer) or {@link #UNLOCATED} (the pair
 *     at the step's end differs from the tracked one but no switching function changed sign inside the step: the
 *     fraction is then 1)
 * @param distance the distance between the boundaries at the instant (mm)
 * @param pointA A's closest point at the instant (world, mm)
 * @param pointB B's closest point at the instant (world, mm)
 */
public record BrepSwitch(int step, double fraction, String fromA, String fromB, String toA, String toB, String cause,
        double distance, Vec3 pointA, Vec3 pointB) {

    /** Cause of a switch at which a witness left its feature (trimmed boundary, edge end, vertex region). */
    public static final String BOUNDARY = "boundary";
    /** Cause of a switch at which another pair of features became closer than the tracked one. */
    public static final String CLOSER = "closer";
    /** Cause of a change seen at the step's end only (no switching function changed sign inside the step). */
    public static final String UNLOCATED = "unlocated";

    /**
     * Validates.
     *
     * @param step the query index, ≥ 1
     * @param fraction the instant, in [0, 1]
     * @param fromA A's feature before
     * @param fromB B's feature before
     * @param toA A's feature after
     * @param toB B's feature after
     * @param cause one of {@link #BOUNDARY}, {@link #CLOSER}, {@link #UNLOCATED}
     * @param distance the distance at the instant (mm)
     * @param pointA A's closest point
     * @param pointB B's closest point
     * @throws IllegalArgumentException if a value is out of range or a field is null
     */
    public BrepSwitch {
        if (step < 1) {
            throw new IllegalArgumentException("step " + step + " must be at least 1");
        }
        if (!(fraction >= 0 && fraction <= 1)) {
            throw new IllegalArgumentException("fraction " + fraction + " must lie in [0, 1]");
        }
        if (!(Double.isFinite(distance) && distance >= 0)) {
            throw new IllegalArgumentException("distance " + distance + " must be finite and non-negative");
        }
        if (fromA == null || fromB == null || toA == null || toB == null || pointA == null || pointB == null) {
            throw new IllegalArgumentException("a switch names the feature pairs before and after and the points");
        }
        if (!(BOUNDARY.equals(cause) || CLOSER.equals(cause) || UNLOCATED.equals(cause))) {
            throw new IllegalArgumentException("cause " + cause + " must be " + BOUNDARY + ", " + CLOSER + " or "
                    + UNLOCATED);
        }
    }
}

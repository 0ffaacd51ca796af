package org.snapfit.tracking.brep;

import org.snapfit.core.geom.Vec3;

/**
 * The minimum distance between two placed parts: the distance (mm), the closest points in world coordinates and
 * the features they lie on ({@code faceK}, {@code edgeK} or {@code vertexK}, numbered as in {@link BrepPart}),
 * with each feature's parameters (u, v for a face, t for an edge, none for a vertex). Immutable.
 *
 * @param distance the minimum distance between the parts' boundaries (mm); 0 where they touch or cross
 * @param pointA the closest point on A (world, mm)
 * @param pointB the closest point on B (world, mm)
 * @param featureA A's feature
 * @param featureB B's feature
 * @param parametersA the parameters on A's feature
 * @param parametersB the parameters on B's feature
 */
public record BrepResult(double distance, Vec3 pointA, Vec3 pointB, String featureA, String featureB,
        double[] parametersA, double[] parametersB) {

    /**
     * Validates and copies.
     *
     * @param distance the minimum distance (mm)
     * @param pointA the closest point on A
     * @param pointB the closest point on B
     * @param featureA A's feature
     * @param featureB B's feature
     * @param parametersA the parameters on A's feature
     * @param parametersB the parameters on B's feature
     * @throws IllegalArgumentException if the distance is not finite or negative, or a field is null
     */
    public BrepResult {
        if (!(distance >= 0) || !Double.isFinite(distance)) {
            throw new IllegalArgumentException("distance " + distance + " must be finite and >= 0");
        }
        if (pointA == null || pointB == null || featureA == null || featureB == null || parametersA == null
                || parametersB == null) {
            throw new IllegalArgumentException("a closest-point result needs both points, features and parameters");
        }
        parametersA = parametersA.clone();
        parametersB = parametersB.clone();
    }

    /**
     * A's parameters (a copy).
     *
     * @return the parameters
     */
    @Override
    public double[] parametersA() {
        return parametersA.clone();
    }

    /**
     * B's parameters (a copy).
     *
     * @return the parameters
     */
    @Override
    public double[] parametersB() {
        return parametersB.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BrepResult r && r.distance == distance && r.pointA.equals(pointA)
                && r.pointB.equals(pointB) && r.featureA.equals(featureA) && r.featureB.equals(featureB)
                && java.util.Arrays.equals(r.parametersA, parametersA)
                && java.util.Arrays.equals(r.parametersB, parametersB);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(distance, pointA, pointB, featureA, featureB,
                java.util.Arrays.hashCode(parametersA), java.util.Arrays.hashCode(parametersB));
    }

    @Override
    public String toString() {
        return "BrepResult[distance=" + distance + ", " + featureA + " " + pointA + ", " + featureB + " " + pointB
                + "]";
    }
}

package org.snapfit.tracking.brep;

import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec3;

/**
 * The minimum distance between two placed solids: the distance (mm), the closest points of their boundaries in world
 * coordinates and the features they lie on ({@code faceK}, {@code edgeK} or {@code vertexK}, numbered as in
 * {@link BrepPart}), with each feature's parameters (u, v for a face, t for an edge, none for a vertex), and how
 * the solids lie ({@link Relation}). Immutable.
 *
 * @param distance the distance between the solids (mm): the gap between their boundaries when they are apart, 0
 *     when they touch, cross or one lies inside the other
 * @param pointA the closest point of A's boundary (world, mm)
 * @param pointB the closest point of B's boundary (world, mm)
 * @param featureA A's feature
 * @param featureB B's feature
 * @param parametersA the parameters on A's feature
 * @param parametersB the parameters on B's feature
 * @param relation how the solids lie
 * @param boundaryDistance the distance between the boundaries (mm): equal to {@code distance} when apart, the gap
 *     between the inner solid's boundary and the outer's when one lies inside the other
 */
public record BrepResult(double distance, Vec3 pointA, Vec3 pointB, String featureA, String featureB,
        double[] parametersA, double[] parametersB, Relation relation, double boundaryDistance) {

    /**
     * Validates and copies.
     *
     * @param distance the distance (mm)
     * @param pointA the closest point on A
     * @param pointB the closest point on B
     * @param featureA A's feature
     * @param featureB B's feature
     * @param parametersA the parameters on A's feature
     * @param parametersB the parameters on B's feature
     * @param relation how the solids lie
     * @param boundaryDistance the distance between the boundaries (mm)
     * @throws IllegalArgumentException if a distance is not finite or negative, or a field is null
     */
    public BrepResult {
        Require.nonNegative("distance", distance);
        Require.nonNegative("boundaryDistance", boundaryDistance);
        if (pointA == null || pointB == null || featureA == null || featureB == null || parametersA == null
                || parametersB == null || relation == null) {
            throw new IllegalArgumentException("a closest-point result needs both points, features, parameters and "
                    + "the relation");
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
        return o instanceof BrepResult r && r.distance == distance && r.relation == relation
                && r.boundaryDistance == boundaryDistance && r.pointA.equals(pointA)
                && r.pointB.equals(pointB) && r.featureA.equals(featureA) && r.featureB.equals(featureB)
                && java.util.Arrays.equals(r.parametersA, parametersA)
                && java.util.Arrays.equals(r.parametersB, parametersB);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(distance, relation, boundaryDistance, pointA, pointB, featureA, featureB,
                java.util.Arrays.hashCode(parametersA), java.util.Arrays.hashCode(parametersB));
    }

    @Override
    public String toString() {
        return "BrepResult[distance=" + distance + ", " + relation.key() + ", " + featureA + " " + pointA + ", "
                + featureB + " " + pointB + "]";
    }
}

package org.snapfit.core.body;

import java.util.List;
import java.util.Objects;

/**
 * Everything one named layer of a planar drawing holds: closed outlines, open paths, points and circles, all in
 * millimetres. Immutable and thread-safe.
 *
 * <p>Every full circle appears twice: exactly in {@link #circles()} and, polygonised, in {@link #outlines()}, so
 * that a consumer can treat it as a marker (its centre) or as an outline.
 *
 * @param layer the layer name as spelled in the file
 * @param outlines the closed outlines, in file order
 * @param paths the open paths that could not be closed, in file order
 * @param points the points, in file order
 * @param circles the full circles, in file order
 */
public record PlanarProfile(String layer, List<ProfileOutline> outlines, List<ProfilePath> paths,
        List<ProfilePoint> points, List<ProfileCircle> circles) {

    /**
     * Validates and freezes the lists.
     *
     * @param layer the layer name
     * @param outlines the outlines
     * @param paths the open paths
     * @param points the points
     * @param circles the circles
     * @throws NullPointerException if an argument or element is null
     */
    public PlanarProfile {
        Objects.requireNonNull(layer, "layer");
        outlines = List.copyOf(outlines);
        paths = List.copyOf(paths);
        points = List.copyOf(points);
        circles = List.copyOf(circles);
    }

    /**
     * Whether the layer holds nothing.
     *
     * @return true if all four lists are empty
     */
    public boolean isEmpty() {
        return outlines.isEmpty() && paths.isEmpty() && points.isEmpty() && circles.isEmpty();
    }

    /**
     * Whether any outline or path was polygonised from a curve.
     *
     * @return true if something on this layer is approximated
     */
    public boolean hasApproximations() {
        return outlines.stream().anyMatch(ProfileOutline::approximated)
                || paths.stream().anyMatch(ProfilePath::approximated);
    }
}

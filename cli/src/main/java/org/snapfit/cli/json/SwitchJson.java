package org.snapfit.cli.json;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One change of the closest feature pair located inside a path step (the {@code switches} entries of
 * {@code snapfit-clearance/1} and {@code snapfit-clearance-assembly/1}). Lengths in mm, points in world coordinates.
 *
 * @param step the path pose that ends the step holding the switch (it lies between poses step − 1 and step)
 * @param fraction the instant as a fraction of that step, in [0, 1]
 * @param travel the travel of the moving part's origin at the instant (mm)
 * @param from the feature pair before
 * @param to the feature pair after
 * @param cause {@code boundary} (a witness left its feature: crossed a trimmed boundary, reached an edge's end or
 *     left a vertex), {@code closer} (another pair became closer) or {@code unlocated} (seen at the step's end only;
 *     fraction 1)
 * @param distance the distance between the boundaries at the instant (mm)
 * @param pointA the moving part's closest point at the instant
 * @param pointB the other part's closest point at the instant
 */
@JsonPropertyOrder({"step", "fraction", "travel", "from", "to", "cause", "distance", "pointA", "pointB"})
public record SwitchJson(int step, double fraction, double travel, ClearanceJson.Features from,
        ClearanceJson.Features to, String cause, double distance, List<Double> pointA, List<Double> pointB) {

    /**
     * Copies the lists.
     *
     * @param step the path pose ending the step
     * @param fraction the fraction of the step
     * @param travel the travel at the instant (mm)
     * @param from the pair before
     * @param to the pair after
     * @param cause why the pair changed
     * @param distance the distance at the instant (mm)
     * @param pointA the moving part's point
     * @param pointB the other part's point
     */
    public SwitchJson {
        pointA = List.copyOf(pointA);
        pointB = List.copyOf(pointB);
    }
}

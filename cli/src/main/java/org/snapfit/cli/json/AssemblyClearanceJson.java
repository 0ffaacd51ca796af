package org.snapfit.cli.json;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * JSON document of {@code snapfit clearance ASSEMBLY.step --json} ({@code snapfit-clearance-assembly/1}): every
 * pair of part occurrences as placed, and with {@code --move} the clearance of one occurrence along an insertion
 * path against each other one. Lengths in mm, points in world coordinates; features are {@code faceK},
 * {@code edgeK} or {@code vertexK} of the occurrence's body (numbered in the order the body lists them). Keys in
 * declaration order; {@code move} is absent without {@code --move}.
 *
 * @param format always {@code snapfit-clearance-assembly/1}
 * @param file the STEP file as given
 * @param unit the length unit ({@code mm})
 * @param occurrences the part occurrences, named as the CAD tree shows them
 * @param pairs every pair of occurrences (a before b in occurrence order) as placed
 * @param move the moving occurrence's path results, or null
 */
@JsonPropertyOrder({"format", "file", "unit", "occurrences", "pairs", "move"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AssemblyClearanceJson(String format, String file, String unit, List<Occurrence> occurrences,
        List<Pair> pairs, Move move) {

    /**
     * Copies the lists.
     *
     * @param format the format
     * @param file the file
     * @param unit the unit
     * @param occurrences the occurrences
     * @param pairs the pairs
     * @param move the path results or null
     */
    public AssemblyClearanceJson {
        occurrences = List.copyOf(occurrences);
        pairs = List.copyOf(pairs);
    }

    /**
     * One part occurrence.
     *
     * @param name the occurrence name (the instance path in the CAD tree)
     * @param product the product (part) name
     * @param faces the number of faces
     * @param treatment how the distance engine treats the part (convex or not, pieces)
     */
    @JsonPropertyOrder({"name", "product", "faces", "treatment"})
    public record Occurrence(String name, String product, int faces, String treatment) {
    }

    /**
     * The minimum distance between two occurrences.
     *
     * @param a the first occurrence's name
     * @param b the second occurrence's name
     * @param distance the distance between the solids (mm): the gap between their boundaries when apart, 0 where
     *     they touch or cross or one lies inside the other
     * @param relation {@code separate}, {@code contact} (boundaries touch or cross), {@code a-inside-b} or
     *     {@code b-inside-a} (one solid wholly inside the other)
     * @param boundaryDistance the distance between the boundaries (mm): the gap between the inner solid's boundary
     *     and the outer's when one lies inside the other
     * @param pointA the closest point on a
     * @param pointB the closest point on b
     * @param featureA a's feature
     * @param featureB b's feature
     */
    @JsonPropertyOrder({"a", "b", "distance", "relation", "boundaryDistance", "pointA", "pointB", "featureA",
        "featureB"})
    public record Pair(String a, String b, double distance, String relation, double boundaryDistance,
            List<Double> pointA, List<Double> pointB, String featureA, String featureB) {

        /**
         * Copies the points.
         *
         * @param a the first occurrence
         * @param b the second occurrence
         * @param distance the distance
         * @param relation the relation key
         * @param boundaryDistance the boundary distance
         * @param pointA point on a
         * @param pointB point on b
         * @param featureA a's feature
         * @param featureB b's feature
         */
        public Pair {
            pointA = List.copyOf(pointA);
            pointB = List.copyOf(pointB);
        }
    }

    /**
     * The moving occurrence along its path.
     *
     * @param occurrence the moving occurrence's name
     * @param steps the path's number of steps (samples = steps + 1)
     * @param travel the travel of the occurrence's origin at each sample (mm)
     * @param others per other occurrence: minimum clearance, where, first contact and the clearance at every sample
     */
    @JsonPropertyOrder({"occurrence", "steps", "travel", "others"})
    public record Move(String occurrence, int steps, List<Double> travel, List<Other> others) {

        /**
         * Copies the lists.
         *
         * @param occurrence the moving occurrence
         * @param steps the steps
         * @param travel the travel per sample
         * @param others the other occurrences
         */
        public Move {
            travel = List.copyOf(travel);
            others = List.copyOf(others);
        }
    }

    /**
     * Clearance of the moving occurrence against one other occurrence.
     *
     * @param name the other occurrence's name
     * @param minClearance the minimum over the path (mm)
     * @param relation how the solids lie at the minimum ({@code separate}, {@code contact}, {@code a-inside-b},
     *     {@code b-inside-a}; a is the moving occurrence)
     * @param atStep the sample of the minimum
     * @param atTravel the travel there (mm)
     * @param pointA the closest point on the moving occurrence there
     * @param pointB the closest point on the other occurrence there
     * @param featureA the moving occurrence's feature there
     * @param featureB the other occurrence's feature there
     * @param firstContactStep the first sample within the contact tolerance, or null
     * @param clearance the clearance at every sample (mm)
     * @param switches the changes of the closest feature pair located inside the path's steps, in path order
     */
    @JsonPropertyOrder({"name", "minClearance", "relation", "atStep", "atTravel", "pointA", "pointB", "featureA", "featureB",
        "firstContactStep", "clearance", "switches"})
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record Other(String name, double minClearance, String relation, int atStep, double atTravel, List<Double> pointA,
            List<Double> pointB, String featureA, String featureB, Integer firstContactStep, List<Double> clearance,
            List<SwitchJson> switches) {

        /**
         * Copies the lists.
         *
         * @param name the other occurrence
         * @param minClearance the minimum
         * @param relation the relation key at the minimum
         * @param atStep its sample
         * @param atTravel its travel
         * @param pointA point on the moving occurrence
         * @param pointB point on the other
         * @param featureA moving occurrence's feature
         * @param featureB other's feature
         * @param firstContactStep first contact or null
         * @param clearance per-sample clearance
         * @param switches the located switches
         */
        public Other {
            pointA = List.copyOf(pointA);
            pointB = List.copyOf(pointB);
            clearance = List.copyOf(clearance);
            switches = List.copyOf(switches);
        }
    }
}

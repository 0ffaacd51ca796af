package org.snapfit.cli.json;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * JSON document of {@code snapfit clearance --json} ({@code snapfit-clearance/1}). Lengths in the parts' unit
 * (mm); numbers are approximate doubles (the tracker's converged values), keys in declaration order.
 *
 * @param format always {@code snapfit-clearance/1}
 * @param partA description of part A (the moving part)
 * @param partB description of part B
 * @param unit the length unit
 * @param minClearance the minimum signed clearance over the samples (negative: the parts overlap)
 * @param atStep the sample index of the minimum
 * @param atTravel the travel of A's origin at the minimum
 * @param witnessA witness point on A at the minimum, world
 * @param witnessB witness point on B at the minimum, world
 * @param features the active feature pair at the minimum
 * @param firstContactStep the first sample in contact, or null if the parts never touch
 * @param samples one entry per path sample
 * @param switches the changes of the closest feature pair located inside the path's steps, in path order (B-rep
 *     engine; null, and then absent, for the convex patch tracker)
 */
@JsonPropertyOrder({"format", "partA", "partB", "unit", "minClearance", "atStep", "atTravel", "witnessA", "witnessB",
    "features", "firstContactStep", "samples", "switches"})
public record ClearanceJson(String format, String partA, String partB, String unit, double minClearance, int atStep,
        double atTravel, List<Double> witnessA, List<Double> witnessB, Features features, Integer firstContactStep,
        List<Sample> samples, @JsonInclude(JsonInclude.Include.NON_NULL) List<SwitchJson> switches) {

    /**
     * Copies the lists.
     *
     * @param format the format
     * @param partA part A
     * @param partB part B
     * @param unit the unit
     * @param minClearance the minimum
     * @param atStep its step
     * @param atTravel its travel
     * @param witnessA witness on A
     * @param witnessB witness on B
     * @param features the feature pair
     * @param firstContactStep the first contact step or null
     * @param samples the samples
     * @param switches the located switches, or null
     */
    public ClearanceJson {
        witnessA = List.copyOf(witnessA);
        witnessB = List.copyOf(witnessB);
        samples = List.copyOf(samples);
        switches = switches == null ? null : List.copyOf(switches);
    }

    /**
     * A feature pair.
     *
     * @param a feature of A (patch, edge or vertex name)
     * @param b feature of B
     */
    @JsonPropertyOrder({"a", "b"})
    public record Features(String a, String b) {
    }

    /**
     * One path sample.
     *
     * @param step the sample index
     * @param travel travel of A's origin
     * @param clearance the signed clearance
     * @param contact SEPARATED, TOUCHING or PENETRATING (convex patch tracker); SEPARATED, TOUCHING (boundaries
     *     meet or cross), A_INSIDE_B or B_INSIDE_A (one solid wholly inside the other) (B-rep engine)
     * @param witnessA witness on A, world
     * @param witnessB witness on B, world
     * @param features the active feature pair
     */
    @JsonPropertyOrder({"step", "travel", "clearance", "contact", "witnessA", "witnessB", "features"})
    public record Sample(int step, double travel, double clearance, String contact, List<Double> witnessA,
            List<Double> witnessB, Features features) {
        /**
         * Copies the lists.
         *
         * @param step the index
         * @param travel the travel
         * @param clearance the clearance
         * @param contact the contact state
         * @param witnessA witness on A
         * @param witnessB witness on B
         * @param features the pair
         */
        public Sample {
            witnessA = List.copyOf(witnessA);
            witnessB = List.copyOf(witnessB);
        }
    }
}

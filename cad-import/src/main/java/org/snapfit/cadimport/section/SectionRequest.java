package org.snapfit.cadimport.section;

import java.util.Objects;
import java.util.Set;
import org.snapfit.cadimport.step.brep.StepOptions;
import org.snapfit.core.io.InputFiles;
import org.snapfit.core.section.SectionOptions;
import org.snapfit.core.section.SectionPlane;

/**
 * What to cut and how. Immutable.
 *
 * @param plane the cutting plane and its 2D frame (world coordinates, mm)
 * @param options chord tolerance and on-plane distance
 * @param stepOptions the STEP reader's budgets
 * @param partNames names that define a part on their own (the keys of a mechanism's {@code parts} map): an
 *     occurrence or product with such a name gathers every body below it, like a convention name such as
 *     {@code PAWL-1}; matched ignoring case
 * @param maxInputBytes the largest model file read, bytes ({@code >= 0}; a larger one is refused with an
 *     {@link org.snapfit.core.io.InputFileException} naming the file, its size and the limit)
 */
public record SectionRequest(SectionPlane plane, SectionOptions options, StepOptions stepOptions, Set<String> partNames,
        long maxInputBytes) {

    /**
     * Validates and copies.
     *
     * @param plane the plane
     * @param options the options
     * @param stepOptions the budgets
     * @param partNames the part names
     * @param maxInputBytes the largest model file, bytes
     * @throws IllegalArgumentException if {@code maxInputBytes < 0}
     */
    public SectionRequest {
        if (maxInputBytes < 0) {
            throw new IllegalArgumentException("maxInputBytes = " + maxInputBytes + "; the limit must be >= 0");
        }
        Objects.requireNonNull(plane, "plane");
        Objects.requireNonNull(options, "options");
        Objects.requireNonNull(stepOptions, "stepOptions");
        partNames = Set.copyOf(partNames);
    }

    /**
     * A request with default options and the default input size limit ({@link InputFiles#DEFAULT_MAX_BYTES} bytes).
     *
     * @param plane the plane
     * @return the request
     */
    public static SectionRequest of(SectionPlane plane) {
        return new SectionRequest(plane, SectionOptions.defaults(), StepOptions.defaults(), Set.of(),
                InputFiles.DEFAULT_MAX_BYTES);
    }

    /**
     * A copy with other section options.
     *
     * @param o the options
     * @return the request
     */
    public SectionRequest withOptions(SectionOptions o) {
        return new SectionRequest(plane, o, stepOptions, partNames, maxInputBytes);
    }

    /**
     * A copy with other STEP budgets.
     *
     * @param o the budgets
     * @return the request
     */
    public SectionRequest withStepOptions(StepOptions o) {
        return new SectionRequest(plane, options, o, partNames, maxInputBytes);
    }

    /**
     * A copy with part names.
     *
     * @param names the names
     * @return the request
     */
    public SectionRequest withPartNames(Set<String> names) {
        return new SectionRequest(plane, options, stepOptions, names, maxInputBytes);
    }

    /**
     * A copy with another input size limit.
     *
     * @param bytes the largest model file read, bytes, {@code >= 0}
     * @return the request
     * @throws IllegalArgumentException if {@code bytes < 0}
     */
    public SectionRequest withMaxInputBytes(long bytes) {
        return new SectionRequest(plane, options, stepOptions, partNames, bytes);
    }
}

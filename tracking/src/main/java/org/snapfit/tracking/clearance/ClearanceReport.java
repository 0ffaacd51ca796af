package org.snapfit.tracking.clearance;

import java.util.List;
import java.util.Optional;

import org.snapfit.tracking.model.DistanceResult;

/**
 * The clearance along an insertion path: every sample, the one of minimum clearance and the first in contact.
 *
 * @param samples the samples, in path order, not empty
 * @param minimum the sample of minimum (signed) clearance (the first if several tie)
 * @param firstContact the first sample whose pair touches or penetrates, if any
 */
public record ClearanceReport(List<ClearanceSample> samples, ClearanceSample minimum,
        Optional<ClearanceSample> firstContact) {

    /**
     * Copies the list and validates.
     *
     * @param samples the samples
     * @param minimum the minimum sample
     * @param firstContact the first contact
     * @throws IllegalArgumentException if the samples are empty or a component is null
     */
    public ClearanceReport {
        if (samples == null || samples.isEmpty() || minimum == null || firstContact == null) {
            throw new IllegalArgumentException("a clearance report needs samples, a minimum and a first-contact option");
        }
        samples = List.copyOf(samples);
    }

    /**
     * Builds the report from the samples.
     *
     * @param samples the samples in path order, not empty
     * @return the report
     * @throws IllegalArgumentException if the list is empty
     */
    public static ClearanceReport of(List<ClearanceSample> samples) {
        if (samples == null || samples.isEmpty()) {
            throw new IllegalArgumentException("samples is empty; a clearance report needs at least one sample");
        }
        ClearanceSample min = samples.get(0);
        ClearanceSample contact = null;
        for (ClearanceSample s : samples) {
            if (s.clearance() < min.clearance()) {
                min = s;
            }
            if (contact == null && s.result().contact() != DistanceResult.Contact.SEPARATED) {
                contact = s;
            }
        }
        return new ClearanceReport(samples, min, Optional.ofNullable(contact));
    }
}

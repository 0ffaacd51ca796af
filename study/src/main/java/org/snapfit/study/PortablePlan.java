package org.snapfit.study;

import java.io.Serializable;
import java.util.Objects;

/**
 * A {@link StudyPlan} as plain text, for shipping to the machines of a cluster: {@link StudyPlan#of} rebuilds the
 * same plan from it without reading any file. Immutable, serializable.
 *
 * @param studyFile the study file's name (for messages)
 * @param studyText the study file's canonical content
 * @param label the mechanism's name in reports
 * @param mechanismJson the nominal mechanism as a {@code snapfit-mechanism/1} document
 */
public record PortablePlan(String studyFile, String studyText, String label, String mechanismJson)
        implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * Validates.
     *
     * @param studyFile the study file's name
     * @param studyText the study's content
     * @param label the mechanism's name
     * @param mechanismJson the mechanism document
     */
    public PortablePlan {
        Objects.requireNonNull(studyFile, "studyFile");
        Objects.requireNonNull(studyText, "studyText");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(mechanismJson, "mechanismJson");
    }
}

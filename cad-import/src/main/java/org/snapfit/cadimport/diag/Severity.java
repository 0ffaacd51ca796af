package org.snapfit.cadimport.diag;

/** How serious a diagnostic is. */
public enum Severity {
    /** Information: what the reader did (for example, an arc polygonised within the chord tolerance). */
    INFO,
    /** Unsupported but harmless input that was skipped or approximated; the result is still correct. */
    WARNING,
    /** The input cannot be turned into a correct result. */
    ERROR
}

package org.snapfit.analysis.report;

import java.util.Locale;

/**
 * What pulling an assembled joint back does, in the model. Immutable.
 */
public enum Retention {
    /**
     * The parts come apart: the retraction ends with every pawl at rest and nothing left in its way along the pull,
     * after a finite peak pull (possibly 0 N when nothing holds them).
     */
    RELEASES,
    /**
     * The retraction stops at a stick or a jam: no finite pull-out force exists in this rigid model; the hook must
     * break, or deflect elastically beyond what the model describes, for the parts to come apart.
     */
    LOCKS,
    /**
     * The retraction reached the end of its (shorter) travel with the parts still held: a pawl still deflected or
     * touching, or an obstacle still ahead of it (the pull never reached the hook). Nothing is decided.
     */
    NOT_SEPARATED;

    /**
     * The name as the report writes it.
     *
     * @return {@code releases}, {@code locks} or {@code not_separated}
     */
    public String text() {
        return name().toLowerCase(Locale.ROOT);
    }
}

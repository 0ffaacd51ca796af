package org.snapfit.sweep.force;

import java.util.Optional;
import org.snapfit.sweep.contact.VertexEdgeContact;

/**
 * The peak insertion force of a run. Immutable; approximate.
 *
 * @param sample the sample at the peak (its side says whether it is a one-sided limit)
 * @param pawl the pawl carrying the largest share at the peak (empty if no contact)
 * @param contact that pawl's contact
 */
public record ForcePeak(RootForces sample, Optional<String> pawl, Optional<VertexEdgeContact> contact) {
}

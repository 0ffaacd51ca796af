package org.snapfit.sweep.engine;

import java.util.Optional;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.contact.VertexEdgeContact;

/**
 * The exact state of one pawl at one instant: u = tan θ/2 and the contact holding it (empty at rest). Immutable.
 *
 * @param u the angle parameter (0 at rest)
 * @param contact the contact carrying the pawl, if any
 */
public record PawlState(RealAlgebraic u, Optional<VertexEdgeContact> contact) {

    /**
     * The rest state (θ = 0, no contact).
     *
     * @return the rest state
     */
    public static PawlState rest() {
        return new PawlState(RealAlgebraic.of(0), Optional.empty());
    }
}

package org.snapfit.sweep.event;

import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.sweep.contact.VertexEdgeContact;

/**
 * What every event records. Immutable.
 *
 * @param pawl the pawl's name
 * @param pawlIndex the pawl's index in the mechanism (for ordering)
 * @param t the exact time, in any form (the accessor {@link #t()} gives it by its minimal polynomial)
 * @param s the travelled distance |v| t, mm (approximate)
 * @param uBefore u = tan θ/2 just before the event, exact
 * @param uAfter u just after the event, exact
 * @param thetaBefore θ before, rad (approximate, from the exact u)
 * @param thetaAfter θ after, rad
 * @param contactBefore the contact carrying the pawl before (empty at rest)
 * @param contactAfter the contact after (empty at rest)
 * @param coincident further constraints met at the same point (e.g. both ends of a flush edge–edge contact)
 */
public record EventData(String pawl, int pawlIndex, RealAlgebraic t, double s, RealAlgebraic uBefore,
        RealAlgebraic uAfter, double thetaBefore, double thetaAfter, Optional<VertexEdgeContact> contactBefore,
        Optional<VertexEdgeContact> contactAfter, List<VertexEdgeContact> coincident) {

    /**
     * Copies the list.
     *
     * @param pawl the pawl's name
     * @param pawlIndex the pawl's index
     * @param t the exact time
     * @param s the distance
     * @param uBefore u before
     * @param uAfter u after
     * @param thetaBefore θ before
     * @param thetaAfter θ after
     * @param contactBefore contact before
     * @param contactAfter contact after
     * @param coincident coincident constraints
     */
    public EventData {
        coincident = List.copyOf(coincident);
    }

    /**
     * The exact time by its minimal polynomial ({@link RealAlgebraic#minimal()}, computed on first use and cached in
     * the number), so that every engine reports a time alike however it computed it.
     *
     * @return the time in minimal form
     */
    @Override
    public RealAlgebraic t() {
        return t.minimal();
    }

    /**
     * The exact time as computed: equal to {@link #t()}, without the minimal polynomial (for ordering and
     * comparisons, which need no particular form).
     *
     * @return the time
     */
    public RealAlgebraic time() {
        return t;
    }
}

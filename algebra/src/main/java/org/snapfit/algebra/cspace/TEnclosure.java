package org.snapfit.algebra.cspace;

import org.snapfit.algebra.interval.Interval;

/**
 * A cached {@link ArcBox#tEnclosure}: the u-enclosure asked and the t-enclosure over it (null: none). Immutable, so
 * a cache field holding one is replaced atomically.
 *
 * @param u the u-enclosure
 * @param t the certified t-enclosure over u, or null
 */
record TEnclosure(Interval u, Interval t) {

    /**
     * The t-enclosure of c over ue from the cache when it was computed for ue, else fresh.
     *
     * @param cached the cache content, or null
     * @param c the reduced curve
     * @param ue the u-enclosure
     * @return the cache entry for ue
     */
    static TEnclosure of(TEnclosure cached, CSpaceCurve c, Interval ue) {
        return cached != null && cached.u().equals(ue) ? cached : new TEnclosure(ue, ArcBox.tEnclosure(c, ue));
    }
}

package org.snapfit.algebra.cspace;

import java.util.List;

/**
 * Arcs with the kernel that owns their curves: one case of a property over random arc sets. Shown as the arcs (the
 * kernel is only their owner).
 *
 * @param kernel the kernel the arcs were built in (curves are hash-consed per kernel)
 * @param arcs the arcs
 * @param <A> the arc type
 */
public record KernelArcs<A extends Arc>(CurveKernel kernel, List<A> arcs) {

    /**
     * Copies the list.
     *
     * @param kernel the kernel
     * @param arcs the arcs
     */
    public KernelArcs {
        arcs = List.copyOf(arcs);
    }

    @Override
    public String toString() {
        return arcs.toString();
    }
}

package org.snapfit.sweep.engine;

import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.sweep.traits.CSpace;

/**
 * What one pawl's run is about, shared by the parts of its sweep: the pawl (name and index), its C-space, the run's
 * travel (t ∈ [0, travel]), whether friction acts, the root speed (mm/s, for the travel s = speed·t of events), the
 * spring stiffness κ (N·mm/rad, for click energies), whether the searches use the box filter (every engine but
 * NAIVE) and the exact context the run's numbers belong to. Immutable.
 *
 * @param pawl the pawl's name
 * @param pawlIndex the pawl's index in the mechanism
 * @param cs the pawl's C-space
 * @param travel the run's end time
 * @param friction whether μ &gt; 0
 * @param speed |v|, mm/s
 * @param kappa κ, N·mm/rad
 * @param prefilter whether the searches skip constraints the box filter excludes
 * @param exact the context of the run's algebraic numbers
 */
record RunSpec(String pawl, int pawlIndex, CSpace cs, Rational travel, boolean friction, double speed, double kappa,
        boolean prefilter, ExactContext exact) {
}

/**
 * The snap-fastener model of Donald &amp; Pai (docs/model.md): a root translating with a rational velocity, pawls on
 * torsional-spring hinges, fixed obstacles, one Coulomb coefficient; and the {@code snapfit-mechanism/1} JSON
 * format (docs/formats/mechanism.md) read and written exactly.
 *
 * <p><b>Semantics.</b> Inputs: rational coordinates and parameters (decimal text or fractions, never through
 * {@code double}); every body a union of simple polygons of any orientation, convex or not. Guarantees: every
 * value is immutable and validated at construction (positive stiffness and travel, non-negative friction,
 * non-zero velocity, simple polygons, no pawl penetrating an obstacle at t = 0); bad input throws a
 * {@link org.snapfit.sweep.model.MechanismException} naming the file, the pawl or obstacle and the field. A hinge
 * outside its pawl is allowed and reported in {@link org.snapfit.sweep.model.Mechanism#warnings()}. Exactness
 * kind: <b>Exact</b>. Units: mm, N, N·mm/rad, rad (inch files are converted exactly). Package DAG: depends on
 * {@code core.geom}, {@code core.predicate}, {@code algebra.number}; Jackson is used internally only.
 */
package org.snapfit.sweep.model;

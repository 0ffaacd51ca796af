/**
 * The exact sweep engine and its result (docs/model.md): {@link org.snapfit.sweep.engine.Simulator} runs the naive
 * Donald–Pai algorithm per pawl (follow the current constraint, intersect it with every other curve and marker,
 * take the first event, resolve it by exact local tests) and returns an immutable
 * {@link org.snapfit.sweep.engine.SimulationResult} with trajectories, events, termination and a force evaluator.
 * {@link org.snapfit.sweep.engine.Engine} chooses which constraints the searches consider: all (NAIVE), all with the
 * certified box filter (FILTERED, the default) or the candidates of the free face of the run's start plus the box
 * filter (FACE: {@code FacePruning}, {@code SingleFaceBuilder} of the algebra module); the three give the same
 * exact result.
 *
 * <p><b>Semantics.</b> Inputs: a validated mechanism. Every decision (event order, snap versus ride-down, jam
 * cone test, sticking) is the exact sign of an integer polynomial at a real algebraic number (Exact). Forces are
 * numeric at the exact configurations (Approximate). Several pawls are swept independently; the root stops at the
 * first terminal event of any pawl. Package DAG: {@code model}, {@code traits}, {@code event},
 * {@code trajectory}, {@code force} → {@code engine}.
 */
package org.snapfit.sweep.engine;

package org.snapfit.analysis.exact;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import org.snapfit.algebra.memo.BoundedMemo;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.analysis.engine.RunOutcome;
import org.snapfit.analysis.report.PawlSummary;
import org.snapfit.analysis.report.RunReport;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.sweep.engine.Engine;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.SweepContext;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;

/**
 * Verdict runs ({@link ExactRunEngine#verdictRun}) shared by the engines of one sweep context: the analyses of
 * mechanisms that differ only in their pawls' stiffness (a design study's samples with the geometry as drawn) ask
 * for the same runs at μ = 0 and at the stick-threshold probes of every critical-μ search. The exact sweep does not
 * read κ (the spring stiffness scales forces and click energies, never the path: events, times, pieces and
 * terminations), so a verdict run of one such mechanism is that of the others but for the stiffness its report
 * names, which {@link Run#outcomeFor} puts back. Its stick-threshold proposal ({@link Run#hint}) depends on the path
 * and the geometry only, and is kept with it.
 *
 * <p>Shared only between mechanisms of the same name, motion, obstacle list object, pawl names, hinges and shape
 * list objects, at the same μ, retraction span and engine; never for beam pawls. A companion of the context's
 * {@link ExactContext}: it lives as long as the context (a study's worker), bounded, thread-safe.
 */
final class SharedVerdicts {

    /** Most verdict runs kept (least recently used dropped first). */
    static final int SIZE = 64;

    private final BoundedMemo<Key, Run> runs = new BoundedMemo<>(SIZE);

    private SharedVerdicts() {
    }

    /** The shared runs of a context; empty for a context that caches nothing. */
    static Optional<SharedVerdicts> of(SweepContext context) {
        ExactContext x = context.exact();
        return x.isCaching() ? Optional.of(x.companion(SharedVerdicts.class, SharedVerdicts::new)) : Optional.empty();
    }

    /** The run kept for a key, if any. */
    Optional<Run> get(Key key) {
        return runs.get(key);
    }

    /** Keeps a run unless one is kept for the key; returns the kept one. */
    Run putIfAbsent(Key key, Run run) {
        return runs.putIfAbsent(key, run);
    }

    /**
     * What a verdict run depends on; empty when the mechanism has a beam pawl (not shared).
     *
     * @param m the mechanism (its friction is not part of the key: {@code mu} is)
     * @param mu the run's friction coefficient
     * @param retractTime the retraction span of the engine
     * @param engine the sweep engine
     */
    static Optional<Key> key(Mechanism m, Rational mu, Optional<Rational> retractTime, Engine engine) {
        List<Object> pawls = new ArrayList<>();
        for (Pawl p : m.pawls()) {
            if (p.cantilever().isPresent()) {
                return Optional.empty();
            }
            pawls.add(p.name());
            pawls.add(p.hinge());
        }
        List<List<ExactPolygon2>> shapes = m.pawls().stream().map(Pawl::shape).toList();
        return Optional.of(new Key(m.name(), m.motion(), m.obstacles(), pawls, shapes, retractTime, engine, mu));
    }

    /**
     * A verdict run's identity: values, but the obstacle list and the pawls' shape lists by identity (comparing
     * shapes would cost as much as a small run).
     */
    static final class Key {
        private final String name;
        private final Motion motion;
        private final List<Obstacle> obstacles;
        private final List<Object> pawls;
        private final List<List<ExactPolygon2>> shapes;
        private final Optional<Rational> retractTime;
        private final Engine engine;
        private final Rational mu;

        private Key(String name, Motion motion, List<Obstacle> obstacles, List<Object> pawls,
                List<List<ExactPolygon2>> shapes, Optional<Rational> retractTime, Engine engine, Rational mu) {
            this.name = name;
            this.motion = motion;
            this.obstacles = obstacles;
            this.pawls = pawls;
            this.shapes = shapes;
            this.retractTime = retractTime;
            this.engine = engine;
            this.mu = mu;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof Key k) || k.obstacles != obstacles || k.shapes.size() != shapes.size()) {
                return false;
            }
            for (int i = 0; i < shapes.size(); i++) {
                if (k.shapes.get(i) != shapes.get(i)) {
                    return false;
                }
            }
            return k.name.equals(name) && k.motion.equals(motion) && k.pawls.equals(pawls)
                    && k.retractTime.equals(retractTime) && k.engine == engine && k.mu.equals(mu);
        }

        @Override
        public int hashCode() {
            int h = Objects.hash(name, motion, System.identityHashCode(obstacles), pawls, retractTime, engine, mu);
            for (List<ExactPolygon2> s : shapes) {
                h = 31 * h + System.identityHashCode(s);
            }
            return h;
        }
    }

    /** One shared verdict run: its outcome, its exact runs (insertion, then retraction if any) and their proposal. */
    static final class Run {
        private final RunOutcome outcome;
        private final List<SimulationResult> paths;
        private final Rational mu;
        /** The stick-threshold proposal, once computed (null: not yet; a benign race computes equal values). */
        private volatile OptionalDouble hint;

        Run(RunOutcome outcome, List<SimulationResult> paths, Rational mu) {
            this.outcome = outcome;
            this.paths = List.copyOf(paths);
            this.mu = mu;
        }

        /** The outcome with the stiffness of m's pawls in its reports (everything else is κ-free). */
        RunOutcome outcomeFor(Mechanism m) {
            return new RunOutcome(restiffened(outcome.insertion(), m), outcome.retraction().map(r -> restiffened(r, m)),
                    outcome.stillHeld());
        }

        /** {@link #hintOf} of this run's paths, computed once. */
        OptionalDouble hint() {
            OptionalDouble h = hint;
            if (h == null) {
                h = hintOf(paths, mu);
                hint = h;
            }
            return h;
        }

        private static RunReport restiffened(RunReport r, Mechanism m) {
            List<PawlSummary> pawls = new ArrayList<>();
            for (int i = 0; i < r.pawls().size(); i++) {
                PawlSummary p = r.pawls().get(i);
                pawls.add(new PawlSummary(p.name(), m.pawls().get(i).stiffness().doubleValue(), p.thetaMax(),
                        p.thetaMaxS()));
            }
            return new RunReport(r.direction(), r.termination(), pawls, r.events(), r.samples(), r.peak(),
                    r.lateralPeak(), r.work(), r.warnings(), r.latches());
        }
    }

    /**
     * The least μ above {@code mu} at which a sliding contact of the runs would stick
     * ({@link SimulationResult#stickThreshold}), over the runs; empty if none can.
     *
     * @param paths the insertion and, if run, the retraction at mu
     * @param mu their friction coefficient
     * @return the proposal
     */
    static OptionalDouble hintOf(List<SimulationResult> paths, Rational mu) {
        double best = Double.POSITIVE_INFINITY;
        for (SimulationResult r : paths) {
            best = Math.min(best, r.stickThreshold(mu.doubleValue()).orElse(Double.POSITIVE_INFINITY));
        }
        return Double.isFinite(best) ? OptionalDouble.of(best) : OptionalDouble.empty();
    }
}

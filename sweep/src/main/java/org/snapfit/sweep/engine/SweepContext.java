package org.snapfit.sweep.engine;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.memo.BoundedMemo;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.traits.CSpace;

/**
 * What several exact simulations of one caller share: the algebraic memos and work counters ({@link ExactContext}:
 * roots, exact signs, comparisons, gcds, and the sweep's shifted event times) and the most recently used C-spaces, so
 * that repeated runs of the same pawls and obstacles (an analysis sweeping friction or direction, a benchmark) reuse
 * what earlier runs built. Its lifetime is the caller's: an analysis keeps one per mechanism, a
 * {@link Simulator#simulate(org.snapfit.sweep.model.Mechanism)} call without one gets a fresh one. Nothing is
 * process-wide.
 *
 * <p>Results never depend on the context (every cache hands back what a fresh computation would give). Thread-safe:
 * the pawls of a run, and runs on several threads, may share a context.
 */
public final class SweepContext {

    /**
     * Most C-spaces kept between runs (count), and most friction-free C-space shapes. A C-space builds its
     * polynomials on first use and keeps them, so a repeated run of the same pawl, obstacles and motion reuses what
     * earlier runs built, and a run at another μ all but the friction polynomials.
     */
    public static final int CSPACE_CACHE_SIZE = 8;

    /**
     * Largest C-space kept (constraints): a bigger one (a long rack) is rebuilt for every run, so that the cache
     * never holds more than a few hundred thousand constraints' polynomials.
     */
    public static final int CSPACE_CACHE_MAX_CONSTRAINTS = 20_000;

    /**
     * Smallest C-space that gets a {@link ConstraintIndex} (constraints): below it a scan of every constraint's
     * box test is as cheap as a query.
     */
    public static final int MIN_INDEXED = 256;

    private final ExactContext exact;
    private final BoundedMemo<ShapeKey, CSpace.Shape> shapes;
    private final BoundedMemo<CSpaceKey, CSpace> cspaces;
    private final int indexThreshold;

    private SweepContext(ExactContext exact, BoundedMemo<ShapeKey, CSpace.Shape> shapes,
            BoundedMemo<CSpaceKey, CSpace> cspaces, int indexThreshold) {
        this.exact = exact;
        this.shapes = shapes;
        this.cspaces = cspaces;
        this.indexThreshold = indexThreshold;
    }

    /**
     * A new, empty context.
     *
     * @return the context
     */
    public static SweepContext create() {
        return new SweepContext(ExactContext.create(), new BoundedMemo<>(CSPACE_CACHE_SIZE),
                new BoundedMemo<>(CSPACE_CACHE_SIZE), MIN_INDEXED);
    }

    /**
     * The same caches with another index threshold: C-spaces of at least {@code threshold} constraints get a
     * {@link ConstraintIndex} ({@link #MIN_INDEXED} by default; tests use 0 to run the index on small C-spaces).
     * Results do not depend on it.
     *
     * @param threshold the smallest indexed C-space, constraints, ≥ 0
     * @return a context sharing this one's caches
     * @throws IllegalArgumentException if threshold &lt; 0
     */
    public SweepContext withIndexThreshold(int threshold) {
        if (threshold < 0) {
            throw new IllegalArgumentException("threshold = " + threshold + "; an index threshold must be >= 0");
        }
        return new SweepContext(exact, shapes, cspaces, threshold);
    }

    /**
     * The algebraic memos and work counters of the runs in this context.
     *
     * @return the exact context
     */
    public ExactContext exact() {
        return exact;
    }

    /**
     * The smallest C-space (constraints) whose runs index their constraints by time.
     *
     * @return the threshold
     */
    public int indexThreshold() {
        return indexThreshold;
    }

    /**
     * The C-space of a pawl for a run: a cached one when a pawl of the same name, hinge and shape (the same shape
     * list object) ran before against the same obstacle list object with the same hinge start, velocity and
     * friction, else one built from the cached friction-free {@link CSpace.Shape} of the same run geometry, else a new
     * one. The C-space is a pure function of these (the pawl's stiffness plays no part), and its lazily built
     * polynomials are safe to share between threads; C-spaces of one shape at several μ share all polynomials but
     * the friction ones.
     */
    CSpace cspace(Pawl p, ExactPoint2 h0, ExactPoint2 v, List<Obstacle> obstacles, Rational mu) {
        ShapeKey geometry = new ShapeKey(p.name(), p.hinge(), p.shape(), obstacles, h0, v);
        CSpaceKey key = new CSpaceKey(geometry, mu);
        Optional<CSpace> known = cspaces.get(key);
        if (known.isPresent()) {
            return known.get();
        }
        CSpace.Shape shape = shapes.get(geometry).orElse(null);
        if (shape == null) {
            shape = CSpace.shape(p, h0, v, obstacles);
            if (shape.size() > CSPACE_CACHE_MAX_CONSTRAINTS) {
                return shape.at(mu);
            }
            shape = shapes.putIfAbsent(geometry, shape);
        }
        return cspaces.putIfAbsent(key, shape.at(mu));
    }

    /**
     * The geometry of a pawl's run, what its {@link CSpace.Shape} depends on: the pawl's name (its contact labels),
     * hinge and shape list, the obstacle list (lists by identity: comparing shapes would cost as much as a small
     * run) and the run's hinge start and velocity (values).
     */
    private static final class ShapeKey {
        private final String pawl;
        private final ExactPoint2 hinge;
        private final List<ExactPolygon2> shape;
        private final List<Obstacle> obstacles;
        private final ExactPoint2 hinge0;
        private final ExactPoint2 velocity;

        ShapeKey(String pawl, ExactPoint2 hinge, List<ExactPolygon2> shape, List<Obstacle> obstacles,
                ExactPoint2 hinge0, ExactPoint2 velocity) {
            this.pawl = pawl;
            this.hinge = hinge;
            this.shape = shape;
            this.obstacles = obstacles;
            this.hinge0 = hinge0;
            this.velocity = velocity;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof ShapeKey k && k.shape == shape && k.obstacles == obstacles && k.pawl.equals(pawl)
                    && k.hinge.equals(hinge) && k.hinge0.equals(hinge0) && k.velocity.equals(velocity);
        }

        @Override
        public int hashCode() {
            return Objects.hash(System.identityHashCode(shape), System.identityHashCode(obstacles), pawl, hinge,
                    hinge0, velocity);
        }
    }

    /** A C-space's identity: its run geometry and the friction coefficient (a value). */
    private record CSpaceKey(ShapeKey geometry, Rational friction) {
    }
}

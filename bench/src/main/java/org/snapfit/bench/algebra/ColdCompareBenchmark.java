package org.snapfit.bench.algebra;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * Compare two degree-4 algebraic numbers with different polynomials, <i>cold</i> — each number fresh from
 * root isolation (its isolating interval as isolation left it, no cached refinement), so every comparison pays
 * whatever refinement it needs. A batch of {@value #BATCH} fresh pairs is rebuilt before each invocation (untimed)
 * and the score is per comparison. Kept in its own state class: a per-invocation setup must not run before the
 * nanosecond benchmarks of {@link AlgebraBenchmark}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ColdCompareBenchmark {

    /** Pairs compared per invocation. */
    static final int BATCH = 1024;
    /** Seed of the input generator (not the warm benchmark's, so the inputs differ). */
    private static final long SEED = 20261126L;

    private IntPoly[] polys;
    private Rational[][] ends;
    private RealAlgebraic[] left;
    private RealAlgebraic[] right;

    /** Creates the state (JMH instantiates it). */
    public ColdCompareBenchmark() {
    }

    /** Draws the pairs: polynomials and isolating intervals of irrational degree-4 roots. */
    @Setup(Level.Trial)
    public void draw() {
        SplittableRandom r = new SplittableRandom(SEED);
        polys = new IntPoly[2 * BATCH];
        ends = new Rational[2 * BATCH][];
        for (int k = 0; k < 2 * BATCH; k++) {
            RealAlgebraic a = AlgebraBenchmark.randomQuarticRoot(r, ExactContext.uncached());
            polys[k] = a.polynomial();
            ends[k] = new Rational[] {a.lower(), a.upper()};
        }
        left = new RealAlgebraic[BATCH];
        right = new RealAlgebraic[BATCH];
    }

    /** Fresh numbers before each invocation (untimed). */
    @Setup(Level.Invocation)
    public void fresh() {
        for (int k = 0; k < BATCH; k++) {
            left[k] = RealAlgebraic.ofRoot(polys[2 * k], ends[2 * k][0], ends[2 * k][1]);
            right[k] = RealAlgebraic.ofRoot(polys[2 * k + 1], ends[2 * k + 1][0], ends[2 * k + 1][1]);
        }
    }

    /**
     * Compares every fresh pair once.
     *
     * @return how many left numbers are smaller (consumed so the work is not eliminated)
     */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public int compareDegree4Cold() {
        int smaller = 0;
        for (int k = 0; k < BATCH; k++) {
            if (left[k].compare(right[k]) == Comparison.SMALLER) {
                smaller++;
            }
        }
        return smaller;
    }
}

package org.snapfit.bench.algebra;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Sign;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.IsolatingInterval;
import org.snapfit.algebra.real.ExactContext;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.real.RealRoot;
import org.snapfit.algebra.real.RootIsolator;

/**
 * Performance targets (docs/BENCHMARKS.md): isolate all real roots of a random quartic with 32-bit coefficients, compare two
 * degree-4 algebraic numbers with different polynomials, sign of a quartic at a degree-4 algebraic number.
 * Inputs are a fixed pool drawn with a seeded generator; each call takes the next pool element.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class AlgebraBenchmark {

    /** Pool size: enough distinct inputs to defeat branch-prediction memorisation. */
    private static final int POOL = 256;
    /** Seed of the input generator. */
    private static final long SEED = 20261125L;

    private IntPoly[] quartics;
    private RealAlgebraic[] left;
    private RealAlgebraic[] right;
    private IntPoly[] signPolys;
    private RealAlgebraic[] signPoints;
    private int i;
    /** The memos of the trial (roots of each pool polynomial are isolated once, as a long computation would). */
    private final ExactContext context = ExactContext.create();

    /** Creates the state (JMH instantiates it). */
    public AlgebraBenchmark() {
    }

    static IntPoly randomQuartic(SplittableRandom r) {
        long[] c = new long[5];
        for (int k = 0; k < 5; k++) {
            c[k] = r.nextLong(-(1L << 31), 1L << 31);
        }
        if (c[4] == 0) {
            c[4] = 1;
        }
        return IntPoly.of(c);
    }

    /** An irrational degree-4 root of a random quartic with a real root. */
    static RealAlgebraic randomQuarticRoot(SplittableRandom r, ExactContext context) {
        while (true) {
            IntPoly p = randomQuartic(r);
            List<RealRoot> rs = RealAlgebraic.rootsOf(p, context);
            if (!rs.isEmpty() && rs.get(0).value().polynomial().degree() == 4) {
                return rs.get(r.nextInt(rs.size())).value();
            }
        }
    }

    /** Builds the pools. */
    @Setup
    public void setup() {
        SplittableRandom r = new SplittableRandom(SEED);
        quartics = new IntPoly[POOL];
        for (int k = 0; k < POOL; k++) {
            quartics[k] = randomQuartic(r);
        }
        left = new RealAlgebraic[POOL];
        right = new RealAlgebraic[POOL];
        signPoints = new RealAlgebraic[POOL];
        signPolys = new IntPoly[POOL];
        for (int k = 0; k < POOL; k++) {
            left[k] = randomQuarticRoot(r, context);
            right[k] = randomQuarticRoot(r, context);
            signPoints[k] = randomQuarticRoot(r, context);
            signPolys[k] = randomQuartic(r);
        }
    }

    private int next() {
        i = (i + 1) & (POOL - 1);
        return i;
    }

    /**
     * Isolating intervals of all real roots (square-free check included).
     *
     * @return the intervals
     */
    @Benchmark
    public List<IsolatingInterval> isolateQuartic() {
        return RootIsolator.isolate(quartics[next()]);
    }

    /**
     * All real roots with multiplicities as algebraic numbers (square-free decomposition included).
     *
     * @return the roots
     */
    @Benchmark
    public List<RealRoot> rootsOfQuartic() {
        return RealAlgebraic.rootsOf(quartics[next()], context);
    }

    /**
     * Compare two degree-4 algebraic numbers with different polynomials (their enclosures are cached after the
     * first call, as in a sweep that compares the same event values repeatedly).
     *
     * @return the comparison
     */
    @Benchmark
    public Comparison compareDegree4() {
        int k = next();
        return left[k].compare(right[k]);
    }

    /**
     * Sign of a random quartic at a degree-4 algebraic number.
     *
     * @return the sign
     */
    @Benchmark
    public Sign signOfQuarticAtDegree4() {
        int k = next();
        return signPoints[k].signOf(signPolys[k]);
    }

    /**
     * Sign of a random quartic at a degree-4 algebraic number, exact path only (no floating filter).
     *
     * @return the sign
     */
    @Benchmark
    public Sign signOfQuarticAtDegree4Exact() {
        int k = next();
        return signPoints[k].signOfExact(signPolys[k]);
    }

    /**
     * Helper for manual runs: the pool of comparison pairs.
     *
     * @return the left operands (for inspection)
     */
    public List<RealAlgebraic> leftPool() {
        List<RealAlgebraic> l = new ArrayList<>();
        for (RealAlgebraic a : left) {
            l.add(a);
        }
        return l;
    }
}

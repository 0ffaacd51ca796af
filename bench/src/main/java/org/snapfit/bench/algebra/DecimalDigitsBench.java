package org.snapfit.bench.algebra;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.DecimalDigits;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * Correctly rounded decimal digits of the largest root of x⁴ − 10x² + 1 (√2 + √3) through
 * {@link DecimalDigits} (Apfloat Newton, certified by exact signs): what {@code snapfit roots --digits N} does per
 * root.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DecimalDigitsBench {

    /** Significant digits. */
    @Param({"1000", "100000"})
    public int digits;

    private RealAlgebraic root;

    /** Creates the benchmark state (JMH instantiates it). */
    public DecimalDigitsBench() {
    }

    /** Isolates the root once. */
    @Setup
    public void isolate() {
        root = RealAlgebraic.rootsOf(IntPoly.of(1, 0, -10, 0, 1)).get(3).value();
    }

    /**
     * The digits.
     *
     * @return the decimal text (returned so JMH keeps it)
     */
    @Benchmark
    public String digits() {
        return DecimalDigits.correctlyRounded(root, digits, DecimalDigits.Progress.NONE);
    }
}

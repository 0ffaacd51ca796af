package org.snapfit.bench.algebra;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.snapfit.algebra.number.Rational;

/** Exact parsing of input numbers (the boundary of every mechanism file). */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RationalParseBench {
    private final String decimal = "-12.375e-2";

    /** Parse one decimal with an exponent. */
    @Benchmark
    public Rational parseDecimal() {
        return Rational.parse(decimal);
    }
}

package org.snapfit.algebra.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;

/** The generators of {@link Gens} and {@link Gen}: ranges, edges, reproducibility, filters. */
class GensTest {

    private static <T> List<T> sample(Gen<T> g, int n) {
        SplittableRandom r = new SplittableRandom(42);
        return IntStream.range(0, n).mapToObj(i -> g.next(r)).toList();
    }

    @Test
    void longs_range_edgesAndValuesInside() {
        // edges by definition: the value nearest zero and its neighbours, both ends and their inner neighbours
        assertThat(Gens.longs(-5, 100).edges()).containsExactly(0L, 1L, -1L, 2L, -2L, -5L, 100L, -4L, 99L);
        assertThat(Gens.longs(3, 7).edges()).containsExactly(3L, 4L, 5L, 7L, 6L);
        assertThat(Gens.longs(-9, -9).edges()).containsExactly(-9L);
        assertThat(Gens.longs().edges()).contains(Long.MIN_VALUE, Long.MIN_VALUE + 1, Long.MAX_VALUE, Long.MAX_VALUE - 1);
        assertThat(sample(Gens.longs(-5, 100), 2000)).allSatisfy(v -> assertThat(v).isBetween(-5L, 100L))
                .contains(-5L, 100L);
        // wide ranges give small and large magnitudes (half the draws by bit length)
        List<Long> wide = sample(Gens.longs(), 2000);
        assertThat(wide).anySatisfy(v -> assertThat(Math.abs(v)).isLessThan(1000));
        assertThat(wide).anySatisfy(v -> assertThat(Math.abs(v)).isGreaterThan(1L << 60));
        assertThat(sample(Gens.longs(Long.MAX_VALUE - 3, Long.MAX_VALUE), 200))
                .allSatisfy(v -> assertThat(v).isGreaterThanOrEqualTo(Long.MAX_VALUE - 3));
        assertThatThrownBy(() -> Gens.longs(2, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("range [2, 1] is empty");
    }

    @Test
    void bigIntegers_range_edgesAndValuesInside() {
        BigInteger lim = BigInteger.ONE.shiftLeft(100);
        Gen<BigInteger> g = Gens.bigIntegers(lim.negate(), lim);
        assertThat(g.edges()).contains(BigInteger.ZERO, lim, lim.negate(), lim.subtract(BigInteger.ONE));
        List<BigInteger> s = sample(g, 2000);
        assertThat(s).allSatisfy(v -> assertThat(v.abs()).isLessThanOrEqualTo(lim));
        assertThat(s).anySatisfy(v -> assertThat(v.bitLength()).isLessThan(20));
        assertThat(s).anySatisfy(v -> assertThat(v.bitLength()).isGreaterThan(90));
    }

    @Test
    void doubles_range_edgesAndEveryMagnitude() {
        assertThat(Gens.doubles(-3, 3).edges()).contains(-3.0, 3.0, Math.nextUp(-3.0), Math.nextDown(3.0), 0.0, -0.0,
                1.0, -1.0);
        assertThat(Gens.doubles(0.8, 2.3).edges()).containsExactly(0.8, 2.3, Math.nextUp(0.8), Math.nextDown(2.3), 1.0);
        List<Double> wide = sample(Gens.doubles(-1e300, 1e300), 2000);
        assertThat(wide).allSatisfy(v -> assertThat(Math.abs(v)).isLessThanOrEqualTo(1e300));
        assertThat(wide).anySatisfy(v -> assertThat(Math.abs(v)).isLessThan(1e-100));
        assertThat(wide).anySatisfy(v -> assertThat(Math.abs(v)).isGreaterThan(1e299));
        assertThatThrownBy(() -> Gens.doubles(1, Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("must be finite and non-empty");
    }

    @Test
    void finiteDoubles_subnormalsZerosAndTies() {
        List<Double> s = sample(Gens.finiteDoubles(), 3000);
        assertThat(s).allSatisfy(v -> assertThat(Double.isFinite(v)).isTrue());
        assertThat(s).anySatisfy(v -> assertThat(v != 0 && Math.abs(v) < Double.MIN_NORMAL).isTrue());
        assertThat(s).anySatisfy(v -> assertThat(v % 1).isIn(0.5, -0.5));
        assertThat(Gens.finiteDoubles().edges()).contains(-0.0, Double.MIN_VALUE, -Double.MAX_VALUE, 0x1p52 + 0.5);
    }

    @Test
    void rationalsAndPolys_rangesAndEdges() {
        assertThat(sample(Gens.rationals(-10, 10, 4), 500)).allSatisfy(q -> {
            assertThat(q.abs().compareTo(Rational.of(10))).isLessThanOrEqualTo(0);
            assertThat(q.den()).isBetween(BigInteger.ONE, BigInteger.valueOf(4));
        });
        assertThat(Gens.rationals(-10, 10, 4).edges()).contains(Rational.ZERO, Rational.of(1, 4), Rational.of(-10));
        assertThat(Gens.rationals(1, 10, 4).edges()).doesNotContain(Rational.of(-1, 4));
        assertThatThrownBy(() -> Gens.rationals(0, 1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("denMax = 0");
        // coefficient lists of 0 to 3 entries: the zero polynomial and constants are edges, degrees stay below 3
        Gen<IntPoly> p = Gens.intPolys(-5, 5, 0, 3);
        assertThat(p.edges()).contains(IntPoly.ZERO, IntPoly.of(5), IntPoly.of(-5, -5, -5));
        assertThat(sample(p, 500)).allSatisfy(q -> assertThat(q.degree()).isLessThanOrEqualTo(2));
    }

    @Test
    void combinators_mapFilterFlatMapListOneOfElements() {
        Gen<Integer> evens = Gens.ints(0, 20).filter(v -> v % 2 == 0);
        assertThat(evens.edges()).containsExactly(0, 2, 20);
        assertThat(sample(evens, 300)).allSatisfy(v -> assertThat(v % 2).isZero());
        assertThatThrownBy(() -> Gens.ints(0, 3).filter(v -> v > 5).next(new SplittableRandom(1)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("rejected 10000 values in a row");
        assertThat(Gens.ints(1, 3).map(v -> v * 10).edges()).containsExactly(10, 20, 30);
        // flatMap: the inner generator's edges for each outer edge
        assertThat(Gens.elements(1, 2).flatMap(n -> Gens.ints(0, n)).edges()).containsExactly(0, 1, 2);
        Gen<List<Integer>> lists = Gens.ints(-1, 1).list(0, 3);
        assertThat(lists.edges()).contains(List.of(), List.of(0), List.of(-1, -1, -1));
        assertThat(sample(lists, 300)).allSatisfy(l -> assertThat(l).hasSizeBetween(0, 3));
        assertThatThrownBy(() -> Gens.ints(0, 1).list(3, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("list sizes [3, 2]");
        assertThat(sample(Gens.oneOf(Gens.ints(0, 0), Gens.ints(9, 9)), 200)).contains(0, 9);
        assertThat(Gens.elements("a", "b", "c").edges()).containsExactly("a", "c");
        assertThat(Gens.booleans().withoutEdges().edges()).isEmpty();
        assertThat(Gens.bytes().edges()).contains((byte) -128, (byte) 127, (byte) 0);
        assertThatThrownBy(() -> Gens.<String>elements()).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Gens.<String>oneOf()).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void rejecting_exceptionOfTheType_drawsAgainOthersPropagate() {
        int[] calls = new int[1];
        Gen<Integer> g = Gen.rejecting(ArithmeticException.class, r -> {
            calls[0]++;
            int v = r.nextInt(4);
            if (v != 3) {
                throw new ArithmeticException("not three");
            }
            return v;
        });
        assertThat(sample(g, 20)).containsOnly(3);
        assertThat(calls[0]).isGreaterThan(20);
        Gen<Integer> broken = Gen.rejecting(ArithmeticException.class, r -> {
            throw new IllegalStateException("bug");
        });
        assertThatThrownBy(() -> broken.next(new SplittableRandom(1))).isInstanceOf(IllegalStateException.class)
                .hasMessage("bug");
    }
}

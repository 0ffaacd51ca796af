package org.snapfit.algebra.testing;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Factories of the basic {@link Gen generators}: integers, longs and BigIntegers in ranges, rationals, doubles in
 * ranges and over all finite doubles, booleans, choices and integer polynomials, each with its edge values.
 *
 * <p>Integral edges are the values next to zero (or to the end nearest zero), and both ends with their
 * neighbours: for {@code [0, 100]} they are 0, 1, 2, 100, 99. Wide integral ranges draw half their values
 * uniformly and half with a uniformly drawn bit length, so that small and large magnitudes both occur.
 */
public final class Gens {

    /** Below this width an integral range is drawn uniformly only (a bit-length draw would add nothing). */
    private static final long NARROW = 1 << 12;

    private Gens() {
    }

    /**
     * Integers in {@code [min, max]}.
     *
     * @param min the least value
     * @param max the greatest value
     * @return the generator
     * @throws IllegalArgumentException naming both ends when {@code min > max}
     */
    public static Gen<Integer> ints(int min, int max) {
        return longs(min, max).map(Long::intValue);
    }

    /**
     * Longs in {@code [min, max]}.
     *
     * @param min the least value
     * @param max the greatest value
     * @return the generator
     * @throws IllegalArgumentException naming both ends when {@code min > max}
     */
    public static Gen<Long> longs(long min, long max) {
        if (min > max) {
            throw new IllegalArgumentException("range [" + min + ", " + max + "] is empty");
        }
        long target = Math.max(min, Math.min(max, 0));
        List<Long> edges = new ArrayList<>();
        for (long d : new long[] {0, 1, -1, 2, -2}) {
            long v = target + d;
            if ((d >= 0 ? v >= target : v <= target) && v >= min && v <= max) {
                edges.add(v);
            }
        }
        edges.addAll(List.of(min, max));
        if (min < max) {
            edges.addAll(List.of(min + 1, max - 1));
        }
        return Gen.<Long>of(r -> drawLong(r, min, max, target)).withEdges(edges.toArray(new Long[0]));
    }

    /**
     * All longs, {@code Long.MIN_VALUE} to {@code Long.MAX_VALUE}.
     *
     * @return the generator
     */
    public static Gen<Long> longs() {
        return longs(Long.MIN_VALUE, Long.MAX_VALUE);
    }

    private static long drawLong(SplittableRandom r, long min, long max, long target) {
        boolean narrow = max - min >= 0 && max - min < NARROW;
        if (!narrow && r.nextBoolean()) {
            int bits = r.nextInt(64);
            long magnitude = bits == 0 ? 0 : r.nextLong() >>> (64 - bits);
            // the differences to the ends are non-negative and fit in 64 bits unsigned
            if (r.nextBoolean() && Long.compareUnsigned(magnitude, max - target) <= 0) {
                return target + magnitude;
            }
            if (Long.compareUnsigned(magnitude, target - min) <= 0) {
                return target - magnitude;
            }
        }
        if (max == Long.MAX_VALUE) {
            return min == Long.MIN_VALUE ? r.nextLong() : r.nextLong(min - 1, max) + 1;
        }
        return r.nextLong(min, max + 1);
    }

    /**
     * BigIntegers in {@code [min, max]} (drawn like wide long ranges: half uniform, half by bit length).
     *
     * @param min the least value
     * @param max the greatest value
     * @return the generator
     * @throws IllegalArgumentException naming both ends when {@code min > max}
     */
    public static Gen<BigInteger> bigIntegers(BigInteger min, BigInteger max) {
        if (min.compareTo(max) > 0) {
            throw new IllegalArgumentException("range [" + min + ", " + max + "] is empty");
        }
        BigInteger target = min.max(max.min(BigInteger.ZERO));
        List<BigInteger> edges = new ArrayList<>();
        for (long d : new long[] {0, 1, -1, 2, -2}) {
            BigInteger v = target.add(BigInteger.valueOf(d));
            if (v.compareTo(min) >= 0 && v.compareTo(max) <= 0) {
                edges.add(v);
            }
        }
        edges.addAll(List.of(min, max, min.add(BigInteger.ONE).min(max), max.subtract(BigInteger.ONE).max(min)));
        BigInteger span = max.subtract(min);
        return Gen.<BigInteger>of(r -> {
            if (r.nextBoolean()) {
                BigInteger m = randomBits(r, r.nextInt(span.bitLength() + 1));
                BigInteger v = r.nextBoolean() ? target.add(m) : target.subtract(m);
                if (v.compareTo(min) >= 0 && v.compareTo(max) <= 0) {
                    return v;
                }
            }
            BigInteger v;
            do {
                v = randomBits(r, span.bitLength());
            } while (v.compareTo(span) > 0);
            return min.add(v);
        }).withEdges(edges.toArray(new BigInteger[0]));
    }

    private static BigInteger randomBits(SplittableRandom r, int bits) {
        BigInteger v = BigInteger.ZERO;
        for (int done = 0; done < bits; done += 62) {
            int take = Math.min(62, bits - done);
            v = v.shiftLeft(take).or(BigInteger.valueOf(r.nextLong() >>> (64 - take)));
        }
        return v;
    }

    /**
     * Rationals n/d with n in {@code [numMin, numMax]} and d in {@code [1, denMax]} (so canonical forms with smaller
     * denominators occur too). Edges: the integer edges of n over 1, and ±1/denMax when in range.
     *
     * @param numMin the least numerator
     * @param numMax the greatest numerator
     * @param denMax the greatest denominator (&ge; 1)
     * @return the generator
     * @throws IllegalArgumentException naming the value when {@code denMax < 1} or the numerator range is empty
     */
    public static Gen<Rational> rationals(long numMin, long numMax, long denMax) {
        if (denMax < 1) {
            throw new IllegalArgumentException("denMax = " + denMax + "; a denominator must be at least 1");
        }
        Gen<Long> num = longs(numMin, numMax);
        Gen<Long> den = longs(1, denMax);
        List<Rational> edges = new ArrayList<>();
        num.edges().forEach(n -> edges.add(Rational.of(n)));
        for (long n : new long[] {1, -1}) {
            if (n >= numMin && n <= numMax) {
                edges.add(Rational.of(n, denMax));
            }
        }
        return Gen.<Rational>of(r -> Rational.of(num.next(r), den.next(r))).withEdges(edges.toArray(new Rational[0]));
    }

    /**
     * Doubles in {@code [min, max]} at full precision: half uniform, half with a binary exponent drawn uniformly
     * from the normal ones up to the range's largest (so ranges spanning many decades give every magnitude). Edges: both ends and their inner neighbours, and
     * 0.0, −0.0, 1, −1 when in range.
     *
     * @param min the least value (finite)
     * @param max the greatest value (finite)
     * @return the generator
     * @throws IllegalArgumentException naming both ends when the range is empty or not finite
     */
    public static Gen<Double> doubles(double min, double max) {
        if (!(min <= max) || !Double.isFinite(min) || !Double.isFinite(max)) {
            throw new IllegalArgumentException("range [" + min + ", " + max + "] must be finite and non-empty");
        }
        List<Double> edges = new ArrayList<>(List.of(min, max, Math.min(max, Math.nextUp(min)),
                Math.max(min, Math.nextDown(max))));
        for (double v : new double[] {0.0, -0.0, 1, -1}) {
            if (v >= min && v <= max) {
                edges.add(v);
            }
        }
        int maxExp = Math.max(Double.MIN_EXPONENT, Math.getExponent(Math.max(Math.abs(min), Math.abs(max))));
        return Gen.<Double>of(r -> {
            if (r.nextBoolean()) {
                double v = Math.scalb(1 + r.nextDouble(), Double.MIN_EXPONENT + r.nextInt(maxExp - Double.MIN_EXPONENT + 1));
                v = r.nextBoolean() ? v : -v;
                if (v >= min && v <= max) {
                    return v;
                }
            }
            double u = r.nextDouble();
            double v = Double.isFinite(max - min) ? min + (max - min) * u : 2 * (min / 2 + (max / 2 - min / 2) * u);
            return Math.max(min, Math.min(max, v));
        }).withEdges(edges.toArray(new Double[0]));
    }

    /**
     * Any finite double: a quarter raw bit patterns, a quarter a binary exponent drawn uniformly from all of them
     * (subnormals included), a quarter two-decimal numbers of any magnitude, a quarter quarters in [−1000, 1000]
     * (ties of rounding). Edges: ±0, ±1, ±1/2, ±2.5, the smallest subnormal and normal, the largest double, and
     * 2^52 + 1/2, 2^53 and 2^53 + 2 around the end of exact integers, with their negatives.
     *
     * @return the generator
     */
    public static Gen<Double> finiteDoubles() {
        List<Double> edges = new ArrayList<>();
        for (double v : new double[] {0.0, 1, 0.5, 2.5, Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE,
            0x1p52 + 0.5, 0x1p53, 0x1p53 + 2}) {
            edges.add(v);
            edges.add(-v);
        }
        return Gen.<Double>of(r -> {
            double v;
            switch (r.nextInt(4)) {
                case 0 -> {
                    do {
                        v = Double.longBitsToDouble(r.nextLong());
                    } while (!Double.isFinite(v));
                }
                case 1 -> v = Math.scalb(1 + r.nextDouble(), r.nextInt(-1074, Double.MAX_EXPONENT + 1))
                        * (r.nextBoolean() ? 1 : -1);
                case 2 -> v = Math.round(r.nextDouble(-1e4, 1e4)) / 100.0 * Math.pow(10, r.nextInt(-6, 300));
                default -> v = (r.nextInt(8001) - 4000) / 4.0;
            }
            return Double.isFinite(v) ? v : 0.0;
        }).withEdges(edges.toArray(new Double[0]));
    }

    /**
     * Both booleans (both are edges).
     *
     * @return the generator
     */
    public static Gen<Boolean> booleans() {
        return Gen.<Boolean>of(SplittableRandom::nextBoolean).withEdges(true, false);
    }

    /**
     * Bytes, −128 to 127, with the integral edges.
     *
     * @return the generator
     */
    public static Gen<Byte> bytes() {
        return ints(Byte.MIN_VALUE, Byte.MAX_VALUE).map(Integer::byteValue);
    }

    /**
     * One of the given values, uniformly; the first and the last are edges.
     *
     * @param values the choices (at least one)
     * @param <T> the value type
     * @return the generator
     * @throws IllegalArgumentException when no value is given
     */
    @SafeVarargs
    public static <T> Gen<T> elements(T... values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("elements: no values to choose from");
        }
        List<T> vs = new ArrayList<>();
        for (T v : values) {
            vs.add(v);
        }
        return Gen.<T>of(r -> vs.get(r.nextInt(vs.size()))).withEdges(vs.get(0), vs.get(vs.size() - 1));
    }

    /**
     * A value of one of the generators, chosen uniformly; the edges of all of them.
     *
     * @param gens the generators (at least one)
     * @param <T> the value type
     * @return the generator
     * @throws IllegalArgumentException when no generator is given
     */
    @SafeVarargs
    public static <T> Gen<T> oneOf(Gen<? extends T>... gens) {
        if (gens.length == 0) {
            throw new IllegalArgumentException("oneOf: no generators");
        }
        List<Gen<? extends T>> gs = new ArrayList<>();
        List<T> edges = new ArrayList<>();
        for (Gen<? extends T> g : gens) {
            gs.add(g);
            edges.addAll(g.edges());
        }
        @SuppressWarnings("unchecked")
        T[] e = (T[]) edges.toArray();
        return Gen.<T>of(r -> gs.get(r.nextInt(gs.size())).next(r)).withEdges(e);
    }

    /**
     * Integer polynomials from coefficient lists (constant term first) of {@code [minTerms, maxTerms]} entries in
     * {@code [min, max]}; leading zeros drop, so lower degrees occur too. Edges: those of the coefficient lists
     * (the zero polynomial, constants, all coefficients equal to one edge value).
     *
     * @param min the least coefficient
     * @param max the greatest coefficient
     * @param minTerms the fewest coefficients
     * @param maxTerms the most coefficients
     * @return the generator
     */
    public static Gen<IntPoly> intPolys(long min, long max, int minTerms, int maxTerms) {
        return longs(min, max).list(minTerms, maxTerms).map(Gens::poly);
    }

    /**
     * The polynomial with these coefficients, constant term first.
     *
     * @param coeffs the coefficients
     * @return the polynomial
     */
    public static IntPoly poly(List<Long> coeffs) {
        return IntPoly.of(coeffs.stream().mapToLong(Long::longValue).toArray());
    }
}

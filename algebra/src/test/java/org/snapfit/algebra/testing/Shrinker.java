package org.snapfit.algebra.testing;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.snapfit.algebra.poly.IntPoly;

/**
 * Simpler candidates for a failing value, for {@link Property#check}: each candidate is strictly simpler than the
 * value (fewer elements, lower degree, smaller magnitudes), so repeated shrinking ends.
 *
 * @param <T> the value type
 */
@FunctionalInterface
public interface Shrinker<T> {

    /**
     * The candidates, simplest first (a finite stream; the value itself is not among them).
     *
     * @param value a failing value
     * @return the candidates
     */
    Stream<T> candidates(T value);

    /**
     * Only the candidates that pass (the generator's own filter: a shrunk value must still be a valid case).
     *
     * @param keep the condition
     * @return the shrinker
     */
    default Shrinker<T> filter(Predicate<? super T> keep) {
        return v -> candidates(v).filter(keep);
    }

    /**
     * No candidates: the value is reported as it failed.
     *
     * @param <T> the value type
     * @return the shrinker
     */
    static <T> Shrinker<T> none() {
        return v -> Stream.empty();
    }

    /**
     * Longs towards zero: 0, half the value, the value one step closer to zero.
     *
     * @return the shrinker
     */
    static Shrinker<Long> longs() {
        return v -> {
            Set<Long> c = new LinkedHashSet<>(List.of(0L, v / 2, v - Long.signum(v)));
            c.remove(v);
            return c.stream();
        };
    }

    /**
     * Lists: without one element (while longer than {@code minSize}), then with one element replaced by each of its
     * candidates.
     *
     * @param element the shrinker of the elements
     * @param minSize the fewest elements a valid value has
     * @param <E> the element type
     * @return the shrinker
     */
    static <E> Shrinker<List<E>> lists(Shrinker<E> element, int minSize) {
        return v -> {
            Stream<List<E>> drops = v.size() <= minSize ? Stream.empty()
                    : Stream.iterate(0, i -> i < v.size(), i -> i + 1).map(i -> {
                        List<E> l = new ArrayList<>(v);
                        l.remove((int) i);
                        return List.copyOf(l);
                    });
            Stream<List<E>> smaller = Stream.iterate(0, i -> i < v.size(), i -> i + 1).flatMap(i ->
                    element.candidates(v.get(i)).map(e -> {
                        List<E> l = new ArrayList<>(v);
                        l.set(i, e);
                        return List.copyOf(l);
                    }));
            return Stream.concat(drops, smaller);
        };
    }

    /**
     * Integer polynomials: the zero polynomial, the polynomial without its leading term (lower degree), without
     * one other term, then with one coefficient halved, moved one step towards zero or made positive.
     *
     * @return the shrinker
     */
    static Shrinker<IntPoly> intPolys() {
        return p -> {
            Set<IntPoly> c = new LinkedHashSet<>();
            if (!p.isZero()) {
                c.add(IntPoly.ZERO);
                c.add(withCoeff(p, p.degree(), BigInteger.ZERO));
            }
            for (int i = 0; i < p.degree(); i++) {
                if (p.coeff(i).signum() != 0) {
                    c.add(withCoeff(p, i, BigInteger.ZERO));
                }
            }
            for (int i = 0; i <= p.degree(); i++) {
                BigInteger a = p.coeff(i);
                c.add(withCoeff(p, i, a.divide(BigInteger.TWO)));
                c.add(withCoeff(p, i, a.subtract(BigInteger.valueOf(a.signum()))));
                c.add(withCoeff(p, i, a.abs()));
            }
            c.remove(p);
            return c.stream();
        };
    }

    private static IntPoly withCoeff(IntPoly p, int i, BigInteger value) {
        BigInteger[] a = new BigInteger[p.degree() + 1];
        for (int k = 0; k < a.length; k++) {
            a[k] = k == i ? value : p.coeff(k);
        }
        return IntPoly.of(a);
    }
}

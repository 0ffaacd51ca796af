package org.snapfit.algebra.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The cases of a property, for a JUnit 5 {@code @ParameterizedTest} with {@code @MethodSource}:
 * <pre>{@code
 * static Stream<Arguments> polyTriples() {
 *     return Cases.of(20261126L, 200, POLYS, POLYS, POLYS);
 * }
 *
 * @ParameterizedTest
 * @MethodSource("polyTriples")
 * void ringLaws_hold(IntPoly a, IntPoly b, IntPoly c) { ... }
 * }</pre>
 *
 * <p>First come combinations of the generators' edge values (all of them, or a seeded sample when there are more
 * than a quarter of the count; none when a generator has no edges), then random cases up to the count (times
 * {@value #FACTOR}, which adds random cases only, so the first cases stay the same). Random case
 * j draws all its values, in parameter order, from one {@code new SplittableRandom(s_j)}, where s_j is the j-th
 * {@code nextLong()} of {@code new SplittableRandom(seed)}: a case is reproduced by its own seed alone. Each case
 * is an {@link Arguments#argumentSet argument set} named {@code seed 0x…: value, value} (or {@code edge case: …}),
 * so JUnit's display name {@code [index] seed 0x…: …} carries the index, the seed and the values (rendered by
 * {@link #render}, cut at {@link #MAX_RENDER} characters); {@link CaseReporter} puts the same in the failure
 * message with the command line that reruns that case alone.
 *
 * <p>System properties: {@value #CASE} = {@code 0x…} runs only the random case with that seed, = {@code n} only the
 * n-th case (1-based); {@value #FACTOR} = {@code k} runs k times as many cases (a longer search, same first cases).
 */
public final class Cases {

    /** The system property that selects one case: a seed {@code 0x…} or an index. */
    public static final String CASE = "snapfit.case";

    /** The system property that multiplies every property's count of cases (a whole number, default 1). */
    public static final String FACTOR = "snapfit.caseFactor";

    /** The longest rendering of a case's values in its name (characters); longer ones are cut and marked. */
    public static final int MAX_RENDER = 240;

    private Cases() {
    }

    /**
     * The cases of a property whose parameters are drawn from {@code gens}, in order.
     *
     * @param seed the property's fixed seed
     * @param count how many cases (before {@value #FACTOR})
     * @param gens one generator per parameter
     * @return the argument sets, lazily generated
     * @throws IllegalArgumentException naming the value when the count is below 1 or {@value #CASE} is malformed
     */
    public static Stream<Arguments> of(long seed, int count, Gen<?>... gens) {
        return filtered(seed, count, values -> true, gens);
    }

    /**
     * The cases of a property with an assumption that ties several parameters together: edge combinations that
     * fail it are left out, and a random case that fails it is drawn again from its own source (so it is still
     * reproduced by its seed). An assumption about one parameter belongs in that parameter's {@link Gen#filter}.
     *
     * @param seed the property's fixed seed
     * @param count how many cases (before {@value #FACTOR})
     * @param keep the assumption, given the values in parameter order
     * @param gens one generator per parameter
     * @return the argument sets, lazily generated
     * @throws IllegalArgumentException naming the value when the count is below 1 or {@value #CASE} is malformed
     */
    public static Stream<Arguments> filtered(long seed, int count, Predicate<Object[]> keep, Gen<?>... gens) {
        if (count < 1) {
            throw new IllegalArgumentException("count = " + count + "; a property needs at least one case");
        }
        String only = System.getProperty(CASE, "").trim();
        if (only.toLowerCase(Locale.ROOT).startsWith("0x")) {
            long s;
            try {
                s = Long.parseUnsignedLong(only.substring(2), 16);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(CASE + " = \"" + only + "\"; a seed is 0x and up to 16 hex digits", e);
            }
            return Stream.of(random(s, gens, keep, ""));
        }
        int n = Math.multiplyExact(count, factor());
        List<Object[]> edges = edgeCombinations(seed, Math.max(1, count / 4), keep, gens);
        long[] seeds = new SplittableRandom(seed).longs(Math.max(0, n - edges.size())).toArray();
        IntStream indices = IntStream.range(0, n);
        String prefix = "";
        if (!only.isEmpty()) {
            int k = parseIndex(only, n);
            indices = IntStream.of(k - 1);
            prefix = "case " + k + " ";
        }
        String p = prefix;
        return indices.mapToObj(i -> i < edges.size()
                ? Arguments.argumentSet(p + "edge case: " + render(edges.get(i)), edges.get(i))
                : random(seeds[i - edges.size()], gens, keep, p));
    }

    private static Arguments random(long s, Gen<?>[] gens, Predicate<Object[]> keep, String prefix) {
        SplittableRandom r = new SplittableRandom(s);
        Object[] values = new Object[gens.length];
        for (int attempt = 0; attempt < Gen.MAX_REJECTS; attempt++) {
            for (int k = 0; k < gens.length; k++) {
                values[k] = gens[k].next(r);
            }
            if (keep.test(values)) {
                return Arguments.argumentSet(prefix + "seed " + hex(s) + ": " + render(values), values);
            }
        }
        throw new IllegalStateException("the assumption rejected " + Gen.MAX_REJECTS + " cases in a row (seed "
                + hex(s) + ")");
    }

    /**
     * A seed as printed in case names and read by {@value #CASE}.
     *
     * @param s the seed
     * @return {@code 0x} and 16 hexadecimal digits
     */
    public static String hex(long s) {
        return String.format(Locale.ROOT, "0x%016x", s);
    }

    private static int parseIndex(String text, int n) {
        int k;
        try {
            k = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(CASE + " = \"" + text + "\"; expected a seed 0x… or a case index", e);
        }
        if (k < 1 || k > n) {
            throw new IllegalArgumentException(CASE + " = " + k + " is outside the cases [1, " + n + "]");
        }
        return k;
    }

    private static int factor() {
        String f = System.getProperty(FACTOR, "1").trim();
        try {
            int k = Integer.parseInt(f);
            if (k >= 1) {
                return k;
            }
        } catch (NumberFormatException e) {
            // reported below with the rule
        }
        throw new IllegalArgumentException(FACTOR + " = \"" + f + "\"; expected a whole number >= 1");
    }

    /**
     * The combinations of edge values that pass {@code keep}: all of them when at most {@code cap}, else {@code cap}
     * distinct ones drawn from the seed (fewer when most fail).
     */
    private static List<Object[]> edgeCombinations(long seed, int cap, Predicate<Object[]> keep, Gen<?>[] gens) {
        long limit = 1L << 40; // counting further changes nothing: codes below it decode to distinct combinations
        long total = 1;
        for (Gen<?> g : gens) {
            int m = g.edges().size();
            total = m == 0 ? 0 : total > limit / m ? limit : total * m;
        }
        List<Object[]> out = new ArrayList<>();
        Set<Long> tried = new HashSet<>();
        SplittableRandom r = new SplittableRandom(~seed);
        boolean all = total <= cap;
        for (long i = 0; out.size() < cap && tried.size() < total && i < 20L * cap; i++) {
            long code = all ? i : r.nextLong(total);
            if (!tried.add(code)) {
                continue;
            }
            Object[] values = new Object[gens.length];
            long c = code;
            for (int k = gens.length - 1; k >= 0; k--) {
                List<?> e = gens[k].edges();
                values[k] = e.get((int) (c % e.size()));
                c /= e.size();
            }
            if (keep.test(values)) {
                out.add(values);
            }
        }
        return out;
    }

    /**
     * A readable rendering of case values: strings quoted with escapes, arrays and lists element by element,
     * doubles in full ({@link Double#toString}), anything else by {@code toString}; several values joined by
     * {@code ", "}; cut at {@link #MAX_RENDER} characters with the length left marked.
     *
     * @param values the values
     * @return the rendering
     */
    public static String render(Object... values) {
        String s = Arrays.stream(values).map(Cases::one).collect(Collectors.joining(", "));
        return s.length() <= MAX_RENDER ? s : s.substring(0, MAX_RENDER) + "… (" + s.length() + " chars)";
    }

    private static String one(Object v) {
        if (v instanceof String s) {
            return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n").replace("\r", "\\r")
                    .replace("\t", "\\t") + '"';
        }
        if (v instanceof Object[] a) {
            return "[" + Arrays.stream(a).map(Cases::one).collect(Collectors.joining(", ")) + "]";
        }
        if (v instanceof List<?> l) {
            return "[" + l.stream().map(Cases::one).collect(Collectors.joining(", ")) + "]";
        }
        if (v instanceof long[] a) {
            return Arrays.toString(a);
        }
        if (v instanceof int[] a) {
            return Arrays.toString(a);
        }
        if (v instanceof double[] a) {
            return Arrays.toString(a);
        }
        if (v instanceof byte[] a) {
            return Arrays.toString(a);
        }
        return String.valueOf(v);
    }
}

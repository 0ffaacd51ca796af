package org.snapfit.study;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The parameter values of every sample of a study, as exact decimals; a pure function of the study (seed, method,
 * samples, distributions) and the sample index, the same on every thread and machine. Immutable once built.
 *
 * <ul>
 * <li>Monte Carlo: sample i, parameter j takes the j-th uniform number of stream i of the seed
 * ({@link SplitMix64#stream}) through its distribution.</li>
 * <li>Latin hypercube: parameter j's N strata [k/N, (k+1)/N) are permuted by a Fisher–Yates shuffle drawn from
 * stream −1 − j of the seed; sample i takes a uniform point (stream i, number j) of stratum π_j(i).</li>
 * <li>Grid: each parameter's levels ({@link Distribution#levels}); sample i is the i-th combination in row-major
 * order (the first parameter varies slowest).</li>
 * </ul>
 */
final class Sampler {

    private final StudySpec spec;
    private final long size;
    private final int[][] strata;
    private final List<List<BigDecimal>> grid;

    Sampler(StudySpec spec) {
        this.spec = spec;
        int d = spec.parameters().size();
        switch (spec.method()) {
            case GRID -> {
                grid = new ArrayList<>();
                List<Integer> counts = gridCounts(spec);
                long n = 1;
                for (int j = 0; j < d; j++) {
                    ParameterSpec p = spec.parameters().get(j);
                    List<BigDecimal> levels = p.distribution().levels(counts.get(j), p.digits());
                    grid.add(levels);
                    n = Math.multiplyExact(n, levels.size());
                }
                if (n > StudyReader.MAX_SAMPLES) {
                    throw new IllegalArgumentException("the grid has " + n + " points; at most "
                            + StudyReader.MAX_SAMPLES);
                }
                size = n;
                strata = null;
            }
            case LATIN_HYPERCUBE -> {
                if (spec.samples() > Integer.MAX_VALUE - 8) {
                    throw new IllegalArgumentException("a Latin hypercube of " + spec.samples()
                            + " samples is too large; use monte-carlo");
                }
                int n = (int) spec.samples();
                strata = new int[d][];
                for (int j = 0; j < d; j++) {
                    strata[j] = permutation(n, SplitMix64.stream(spec.seed(), -1L - j));
                }
                size = n;
                grid = null;
            }
            default -> {
                size = spec.samples();
                strata = null;
                grid = null;
            }
        }
    }

    /** The number of grid levels of each parameter: given, its values, or an even share of the samples. */
    static List<Integer> gridCounts(StudySpec spec) {
        long fixed = 1;
        int free = 0;
        for (ParameterSpec p : spec.parameters()) {
            if (p.distribution() instanceof Distribution.Values v) {
                fixed *= v.values().size();
            } else if (p.levels().isPresent()) {
                fixed *= p.levels().get();
            } else {
                free++;
            }
        }
        int share = 1;
        if (free > 0) {
            double per = Math.pow((double) spec.samples() / Math.max(1, fixed), 1.0 / free);
            share = (int) Math.max(1, Math.floor(per + 1e-9));
        }
        List<Integer> out = new ArrayList<>();
        for (ParameterSpec p : spec.parameters()) {
            out.add(p.distribution() instanceof Distribution.Values v ? v.values().size()
                    : p.levels().orElse(share));
        }
        return out;
    }

    private static int[] permutation(int n, SplitMix64 rng) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int k = rng.nextInt(i + 1);
            int t = a[i];
            a[i] = a[k];
            a[k] = t;
        }
        return a;
    }

    /** The number of samples (a grid's is the product of its levels). */
    long size() {
        return size;
    }

    /** The exact values of sample i, in parameter order. */
    List<BigDecimal> values(long i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("sample " + i + " of " + size);
        }
        List<ParameterSpec> ps = spec.parameters();
        List<BigDecimal> out = new ArrayList<>(ps.size());
        if (grid != null) {
            long rest = i;
            BigDecimal[] v = new BigDecimal[ps.size()];
            for (int j = ps.size() - 1; j >= 0; j--) {
                int n = grid.get(j).size();
                v[j] = grid.get(j).get((int) (rest % n));
                rest /= n;
            }
            return List.of(v);
        }
        SplitMix64 rng = SplitMix64.stream(spec.seed(), i);
        for (int j = 0; j < ps.size(); j++) {
            double u = rng.nextDouble();
            if (strata != null) {
                u = (strata[j][(int) i] + u) / size;
            }
            ParameterSpec p = ps.get(j);
            out.add(p.distribution().draw(u, p.digits()));
        }
        return out;
    }
}

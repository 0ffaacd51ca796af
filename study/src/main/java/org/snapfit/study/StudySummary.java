package org.snapfit.study;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import org.apache.commons.statistics.descriptive.Quantile;
import org.apache.commons.statistics.ranking.NaturalRanking;

/**
 * The statistics of a finished study, computed from its rows alone (so recomputable from samples.csv): counts,
 * probabilities with 95 % Wilson intervals, percentiles of the forces, Spearman rank correlations of each output
 * with each parameter, the lock probability per friction bin, and the worst samples. Immutable.
 *
 * @param plan the study
 * @param counts the counts by name ({@link #COUNT_NAMES})
 * @param probabilities the probabilities by name, each over the analysed samples
 * @param percentiles per force column, the percentiles ({@link #PERCENTILES}) and min, max, mean
 * @param sensitivity per output, per parameter path, Spearman's ρ (empty where undefined: a constant column)
 * @param lockByFriction the lock probability per friction bin, if friction is a parameter
 * @param worst the samples with the highest peak insertion force, highest first
 */
public record StudySummary(StudyPlan plan, Map<String, Long> counts, Map<String, Probability> probabilities,
        Map<String, Map<String, Double>> percentiles, Map<String, Map<String, Optional<Double>>> sensitivity,
        List<Bin> lockByFriction, List<SampleRow> worst) {

    /** The percentiles given for each force (nearest rank: the smallest value with at least p % at or below). */
    public static final List<Integer> PERCENTILES = List.of(1, 5, 25, 50, 75, 95, 99);
    /** The names of the counts, in order. */
    public static final List<String> COUNT_NAMES = List.of("samples", "analysed", "failed", "assembles",
            "insertionStops", "insertionJams", "separable", "locks", "stickLocks", "jamLocks");
    /** The outputs whose sensitivity to the parameters is given. */
    public static final List<String> SENSITIVITY_OUTPUTS = List.of("peakInsertion", "peakRetraction", "locks",
            "assembles", "criticalMu", "strainAtPeak");
    /** The sensitivity measure, as the summary names it. */
    public static final String SENSITIVITY_MEASURE = "spearman-rank-correlation";
    /** How many worst samples are listed. */
    public static final int WORST = 5;
    /** Most bins of the lock-probability curve. */
    public static final int MAX_FRICTION_BINS = 20;
    /** The standard normal quantile of a two-sided 95 % interval (dimensionless). */
    static final double Z95 = 1.959963984540054;

    /**
     * Copies.
     *
     * @param plan the plan
     * @param counts the counts
     * @param probabilities the probabilities
     * @param percentiles the percentiles
     * @param sensitivity the sensitivities
     * @param lockByFriction the friction bins
     * @param worst the worst samples
     */
    public StudySummary {
        counts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(counts));
        probabilities = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(probabilities));
        lockByFriction = List.copyOf(lockByFriction);
        worst = List.copyOf(worst);
    }

    /**
     * A probability estimated from k of n samples, with its 95 % Wilson score interval.
     *
     * @param k the samples with the property
     * @param n the samples
     * @param value k / n (NaN when n = 0)
     * @param low the interval's lower end
     * @param high the interval's upper end
     */
    public record Probability(long k, long n, double value, double low, double high) {

        /**
         * The estimate of k successes in n trials.
         *
         * @param k successes
         * @param n trials
         * @return the probability with its interval
         */
        public static Probability of(long k, long n) {
            if (n == 0) {
                return new Probability(0, 0, Double.NaN, Double.NaN, Double.NaN);
            }
            double p = (double) k / n;
            double z2 = Z95 * Z95;
            double centre = (p + z2 / (2.0 * n)) / (1 + z2 / n);
            double half = Z95 / (1 + z2 / n) * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n));
            return new Probability(k, n, p, Math.max(0, centre - half), Math.min(1, centre + half));
        }
    }

    /**
     * One friction bin of the lock-probability curve.
     *
     * @param from the lower end of μ
     * @param to the upper end of μ (inclusive for the last bin)
     * @param lock the lock probability of the analysed samples in the bin
     */
    public record Bin(double from, double to, Probability lock) {
    }

    /**
     * Computes the summary of a study's rows.
     *
     * @param plan the study
     * @param rows the rows, any order
     * @return the summary
     */
    public static StudySummary of(StudyPlan plan, List<SampleRow> rows) {
        List<SampleRow> ok = rows.stream().filter(SampleRow::ok).toList();
        Map<String, Long> c = new LinkedHashMap<>();
        c.put("samples", (long) rows.size());
        c.put("analysed", (long) ok.size());
        c.put("failed", (long) (rows.size() - ok.size()));
        c.put("assembles", count(ok, r -> r.assembles().orElse(false)));
        c.put("insertionStops", count(ok, r -> !r.assembles().orElse(false)));
        c.put("insertionJams", count(ok, r -> r.insertionStop().map(s -> s.startsWith("jam")).orElse(false)));
        c.put("separable", count(ok, r -> r.separable().orElse(false)));
        c.put("locks", count(ok, SampleRow::locks));
        c.put("stickLocks", count(ok, r -> r.lockCause().map("stick"::equals).orElse(false)));
        c.put("jamLocks", count(ok, r -> r.lockCause().map("jam"::equals).orElse(false)));
        long n = ok.size();
        Map<String, Probability> p = new LinkedHashMap<>();
        p.put("lockProbability", Probability.of(c.get("locks"), n));
        p.put("jamProbability", Probability.of(c.get("insertionJams"), n));
        p.put("assemblyFailureProbability", Probability.of(c.get("insertionStops"), n));
        p.put("separableProbability", Probability.of(c.get("separable"), n));
        for (String limit : plan.spec().limits().keySet().stream().sorted().toList()) {
            double max = plan.spec().limits().get(limit);
            Function<SampleRow, Optional<Double>> col = column(limit);
            p.put(limit + "AboveLimit", Probability.of(count(ok, r -> col.apply(r).map(v -> v > max).orElse(false)),
                    n));
        }
        Map<String, Map<String, Double>> pct = new LinkedHashMap<>();
        for (String col : List.of("peakInsertion", "peakRetraction", "strainAtPeak")) {
            double[] v = ok.stream().map(column(col)).flatMap(Optional::stream).mapToDouble(Double::doubleValue)
                    .toArray();
            pct.put(col, percentiles(v));
        }
        Map<String, Map<String, Optional<Double>>> sens = new LinkedHashMap<>();
        for (String out : SENSITIVITY_OUTPUTS) {
            Map<String, Optional<Double>> byParam = new LinkedHashMap<>();
            for (int j = 0; j < plan.spec().parameters().size(); j++) {
                byParam.put(plan.spec().parameters().get(j).path(), spearman(ok, j, column(out)));
            }
            sens.put(out, byParam);
        }
        List<SampleRow> worst = ok.stream().filter(r -> r.peakInsertion().isPresent())
                .sorted(Comparator.comparingDouble((SampleRow r) -> -r.peakInsertion().get())
                        .thenComparingLong(SampleRow::sample))
                .limit(WORST).toList();
        return new StudySummary(plan, c, p, pct, sens, frictionBins(plan, ok), worst);
    }

    private static long count(List<SampleRow> rows, Predicate<SampleRow> p) {
        return rows.stream().filter(p).count();
    }

    /** An output column as a number: forces, critical μ, and 0/1 for the verdicts. */
    static Function<SampleRow, Optional<Double>> column(String name) {
        return switch (name) {
            case "peakInsertion" -> SampleRow::peakInsertion;
            case "peakRetraction" -> SampleRow::peakRetraction;
            case "criticalMu" -> SampleRow::criticalMu;
            case "strainAtPeak" -> SampleRow::strainAtPeak;
            case "locks" -> r -> r.assembles().orElse(false) ? Optional.of(r.locks() ? 1.0 : 0.0) : Optional.empty();
            case "assembles" -> r -> r.assembles().map(a -> a ? 1.0 : 0.0);
            default -> throw new IllegalArgumentException("no output column " + name);
        };
    }

    /** Nearest-rank percentiles, min, max and mean; empty for no values. */
    static Map<String, Double> percentiles(double[] v) {
        Map<String, Double> out = new LinkedHashMap<>();
        if (v.length == 0) {
            return out;
        }
        // Hyndman and Fan's definition 1: the inverse of the empirical distribution function (nearest rank)
        Quantile nearestRank = Quantile.withDefaults().with(Quantile.EstimationMethod.HF1).withCopy(true);
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        double sum = 0;
        for (double x : v) {
            min = Math.min(min, x);
            max = Math.max(max, x);
            sum += x;
        }
        out.put("min", min);
        for (int q : PERCENTILES) {
            out.put("p" + q, nearestRank.evaluate(v, q / 100.0));
        }
        out.put("max", max);
        out.put("mean", sum / v.length);
        return out;
    }

    /** Spearman's ρ of parameter j against an output, over the rows that have the output; empty if undefined. */
    private static Optional<Double> spearman(List<SampleRow> rows, int j, Function<SampleRow, Optional<Double>> out) {
        List<double[]> pairs = new ArrayList<>();
        for (SampleRow r : rows) {
            Optional<Double> y = out.apply(r);
            if (y.isPresent() && !Double.isNaN(y.get())) {
                pairs.add(new double[] {Double.parseDouble(r.values().get(j)), y.get()});
            }
        }
        if (pairs.size() < 3) {
            return Optional.empty();
        }
        double[] x = pairs.stream().mapToDouble(a -> a[0]).toArray();
        double[] y = pairs.stream().mapToDouble(a -> a[1]).toArray();
        if (constant(x) || constant(y)) {
            return Optional.empty();
        }
        // Spearman's ρ: Pearson's correlation of the ranks (ties get their average rank)
        NaturalRanking ranking = new NaturalRanking();
        double rho = pearson(ranking.apply(x), ranking.apply(y));
        return Double.isNaN(rho) ? Optional.empty() : Optional.of(rho);
    }

    /** Pearson's correlation coefficient of two samples of equal length (NaN if either is constant). */
    static double pearson(double[] x, double[] y) {
        double mx = 0;
        double my = 0;
        for (int i = 0; i < x.length; i++) {
            mx += x[i];
            my += y[i];
        }
        mx /= x.length;
        my /= y.length;
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (int i = 0; i < x.length; i++) {
            double dx = x[i] - mx;
            double dy = y[i] - my;
            sxy += dx * dy;
            sxx += dx * dx;
            syy += dy * dy;
        }
        return sxy / Math.sqrt(sxx * syy);
    }

    private static boolean constant(double[] v) {
        for (double x : v) {
            if (Double.compare(x, v[0]) != 0) {
                return false;
            }
        }
        return true;
    }

    /** The lock probability per friction bin: one bin per distinct μ if there are few, else equal-width bins. */
    private static List<Bin> frictionBins(StudyPlan plan, List<SampleRow> ok) {
        int j = -1;
        for (int k = 0; k < plan.spec().parameters().size(); k++) {
            if (plan.spec().parameters().get(k).path().equals("friction")) {
                j = k;
            }
        }
        List<Bin> out = new ArrayList<>();
        if (j < 0 || ok.isEmpty()) {
            return out;
        }
        int col = j;
        double[] mu = ok.stream().mapToDouble(r -> Double.parseDouble(r.values().get(col))).toArray();
        double[] distinct = java.util.Arrays.stream(mu).distinct().sorted().toArray();
        if (distinct.length <= MAX_FRICTION_BINS) {
            for (double d : distinct) {
                long k = 0;
                long n = 0;
                for (int i = 0; i < mu.length; i++) {
                    if (mu[i] == d) {
                        n++;
                        k += ok.get(i).locks() ? 1 : 0;
                    }
                }
                out.add(new Bin(d, d, Probability.of(k, n)));
            }
            return out;
        }
        double lo = distinct[0];
        double hi = distinct[distinct.length - 1];
        int bins = MAX_FRICTION_BINS;
        long[] k = new long[bins];
        long[] n = new long[bins];
        for (int i = 0; i < mu.length; i++) {
            int b = (int) Math.min(bins - 1, Math.floor((mu[i] - lo) / (hi - lo) * bins));
            n[b]++;
            k[b] += ok.get(i).locks() ? 1 : 0;
        }
        for (int b = 0; b < bins; b++) {
            if (n[b] > 0) {
                out.add(new Bin(lo + (hi - lo) * b / bins, lo + (hi - lo) * (b + 1) / bins, Probability.of(k[b], n[b])));
            }
        }
        return out;
    }
}

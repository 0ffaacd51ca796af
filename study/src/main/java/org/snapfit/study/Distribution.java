package org.snapfit.study;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.commons.statistics.distribution.NormalDistribution;
import org.apache.commons.statistics.distribution.TriangularDistribution;
import org.snapfit.algebra.number.Rational;

/**
 * The distribution of one study parameter. A draw maps a uniform number u ∈ [0, 1) to a value by the inverse of the
 * distribution function (double arithmetic), then rounds it to a number of decimal digits: the value a sample
 * analyses is that exact decimal. Immutable.
 */
public sealed interface Distribution {

    /**
     * The value of a uniform number u, rounded half-even to {@code digits} decimals.
     *
     * @param u a number in [0, 1)
     * @param digits decimals kept, &gt;= 0
     * @return the exact decimal
     */
    BigDecimal draw(double u, int digits);

    /**
     * The smallest value a draw can take (before rounding).
     *
     * @return the lower end of the support
     */
    Rational low();

    /**
     * The largest value a draw can take (before rounding).
     *
     * @return the upper end of the support
     */
    Rational high();

    /**
     * The grid levels of this distribution.
     *
     * @param count the number of levels, &gt;= 1 (ignored by {@link Values}: its values are its levels)
     * @param digits decimals kept
     * @return the levels, increasing for the continuous distributions
     */
    List<BigDecimal> levels(int count, int digits);

    /**
     * The distribution as the summary writes it, e.g. {@code uniform [0.1, 0.4]}.
     *
     * @return the text
     */
    String text();

    /** Rounds a double half-even to a number of decimals (exactly: from the double's binary value). */
    private static BigDecimal round(double x, int digits) {
        return new BigDecimal(x).setScale(digits, RoundingMode.HALF_EVEN);
    }

    /** Rounds a rational half-even to a number of decimals. */
    private static BigDecimal round(Rational x, int digits) {
        return new BigDecimal(x.num()).divide(new BigDecimal(x.den()), digits, RoundingMode.HALF_EVEN);
    }

    /** The levels at the midpoints of {@code count} strata of equal probability. */
    /**
     * A drawn value rounded to {@code digits} decimals and clamped to [low, high]; the ends have at most that many
     * decimals (checked when the study is read), so clamping keeps the value exact.
     */
    private static BigDecimal clamped(double x, Rational low, Rational high, int digits) {
        BigDecimal r = round(x, digits);
        BigDecimal lowEnd = round(low, digits);
        BigDecimal highEnd = round(high, digits);
        return r.compareTo(lowEnd) < 0 ? lowEnd : r.compareTo(highEnd) > 0 ? highEnd : r;
    }

    private static List<BigDecimal> quantileLevels(Distribution d, int count, int digits) {
        List<BigDecimal> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(d.draw((i + 0.5) / count, digits));
        }
        return out;
    }

    /**
     * Uniform on [a, b].
     *
     * @param a the lower end
     * @param b the upper end, &gt;= a
     */
    record Uniform(Rational a, Rational b) implements Distribution {

        /**
         * Validates.
         *
         * @param a the lower end
         * @param b the upper end
         * @throws IllegalArgumentException if b &lt; a
         */
        public Uniform {
            if (b.compareTo(a) < 0) {
                throw new IllegalArgumentException("the lower end " + Numbers.exact(a) + " is above the upper end "
                        + Numbers.exact(b));
            }
        }

        @Override
        public BigDecimal draw(double u, int digits) {
            double lo = a.doubleValue();
            double x = lo + u * (b.doubleValue() - lo);
            return clamped(x, a, b, digits);
        }

        @Override
        public Rational low() {
            return a;
        }

        @Override
        public Rational high() {
            return b;
        }

        /** Evenly spaced from a to b, both ends included (one level: the midpoint); computed exactly, then rounded. */
        @Override
        public List<BigDecimal> levels(int count, int digits) {
            List<BigDecimal> out = new ArrayList<>(count);
            if (count == 1) {
                out.add(round(a.add(b).multiply(Rational.HALF), digits));
                return out;
            }
            Rational step = b.subtract(a).divide(Rational.of(count - 1));
            for (int i = 0; i < count; i++) {
                out.add(round(a.add(step.multiply(Rational.of(i))), digits));
            }
            return out;
        }

        @Override
        public String text() {
            return "uniform [" + Numbers.exact(a) + ", " + Numbers.exact(b) + "]";
        }
    }

    /**
     * Normal with a mean and a standard deviation, truncated at {@link #TRUNCATION} standard deviations on each
     * side.
     *
     * @param mean the mean
     * @param sd the standard deviation, &gt; 0
     */
    record Normal(Rational mean, Rational sd) implements Distribution {

        /** Where the normal distribution is cut, in standard deviations from the mean (dimensionless). */
        public static final int TRUNCATION = 4;

        private static final NormalDistribution STANDARD = NormalDistribution.of(0, 1);
        private static final double P_LOW = STANDARD.cumulativeProbability(-TRUNCATION);
        private static final double P_HIGH = STANDARD.cumulativeProbability(TRUNCATION);

        /**
         * Validates.
         *
         * @param mean the mean
         * @param sd the standard deviation
         * @throws IllegalArgumentException if sd &lt;= 0
         */
        public Normal {
            if (sd.signum() <= 0) {
                throw new IllegalArgumentException("the standard deviation " + Numbers.exact(sd) + " must be > 0");
            }
        }

        @Override
        public BigDecimal draw(double u, int digits) {
            double z = STANDARD.inverseCumulativeProbability(P_LOW + u * (P_HIGH - P_LOW));
            z = Math.max(-TRUNCATION, Math.min(TRUNCATION, z));
            return round(mean.doubleValue() + z * sd.doubleValue(), digits);
        }

        @Override
        public Rational low() {
            return mean.subtract(sd.multiply(Rational.of(TRUNCATION)));
        }

        @Override
        public Rational high() {
            return mean.add(sd.multiply(Rational.of(TRUNCATION)));
        }

        @Override
        public List<BigDecimal> levels(int count, int digits) {
            return quantileLevels(this, count, digits);
        }

        @Override
        public String text() {
            return "normal [" + Numbers.exact(mean) + ", " + Numbers.exact(sd) + "] truncated at ±" + TRUNCATION + " sd";
        }
    }

    /**
     * Triangular on [a, b] with its mode c.
     *
     * @param a the lower end
     * @param c the mode, a &lt;= c &lt;= b
     * @param b the upper end, &gt; a
     */
    record Triangular(Rational a, Rational c, Rational b) implements Distribution {

        /**
         * Validates.
         *
         * @param a the lower end
         * @param c the mode
         * @param b the upper end
         * @throws IllegalArgumentException unless a &lt;= c &lt;= b and a &lt; b
         */
        public Triangular {
            if (a.compareTo(c) > 0 || c.compareTo(b) > 0 || a.compareTo(b) >= 0) {
                throw new IllegalArgumentException("[" + Numbers.exact(a) + ", " + Numbers.exact(c) + ", "
                        + Numbers.exact(b) + "] is not [lower, mode, upper] with lower <= mode <= upper and lower < upper");
            }
        }

        @Override
        public BigDecimal draw(double u, int digits) {
            TriangularDistribution t = TriangularDistribution.of(a.doubleValue(), c.doubleValue(), b.doubleValue());
            return clamped(t.inverseCumulativeProbability(u), a, b, digits);
        }

        @Override
        public Rational low() {
            return a;
        }

        @Override
        public Rational high() {
            return b;
        }

        @Override
        public List<BigDecimal> levels(int count, int digits) {
            return quantileLevels(this, count, digits);
        }

        @Override
        public String text() {
            return "triangular [" + Numbers.exact(a) + ", " + Numbers.exact(c) + ", " + Numbers.exact(b) + "]";
        }
    }

    /**
     * Equally likely values, taken as written (not rounded).
     *
     * @param values the values, at least one
     */
    record Values(List<BigDecimal> values) implements Distribution {

        /**
         * Validates and copies.
         *
         * @param values the values
         * @throws IllegalArgumentException if there is none
         */
        public Values {
            values = List.copyOf(Objects.requireNonNull(values, "values"));
            if (values.isEmpty()) {
                throw new IllegalArgumentException("needs at least one value");
            }
        }

        @Override
        public BigDecimal draw(double u, int digits) {
            int i = (int) Math.min(values.size() - 1, Math.floor(u * values.size()));
            return values.get(i);
        }

        @Override
        public Rational low() {
            return values.stream().map(Rational::fromBigDecimal).min(Rational::compareTo).orElseThrow();
        }

        @Override
        public Rational high() {
            return values.stream().map(Rational::fromBigDecimal).max(Rational::compareTo).orElseThrow();
        }

        @Override
        public List<BigDecimal> levels(int count, int digits) {
            return values;
        }

        @Override
        public String text() {
            return "values " + values.stream().map(BigDecimal::toPlainString).toList();
        }
    }
}

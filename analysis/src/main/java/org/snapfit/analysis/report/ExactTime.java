package org.snapfit.analysis.report;

import java.math.BigInteger;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.snapfit.algebra.number.Rational;

/**
 * An exact event time as reported: a decimal with at least 16 significant digits and, where known, the exact
 * algebraic number (an integer polynomial, lowest degree first, and a rational interval holding exactly one root).
 * Immutable as a value. Exactness: the polynomial and interval are Exact; the decimal is a rounding of that value.
 * A time made by {@link #lazy} computes its three parts on first use (at most once per thread that races for it,
 * always to the same value): runs whose times nobody reads, such as the steps of a critical-μ search, never format
 * them. Equality, hash code and text are those of the three parts.
 */
public final class ExactTime {

    /**
     * Width of the isolating interval written for an algebraic time (in the unit of the time): 10⁻²⁰. The interval
     * is the canonical one of that width ({@code RealAlgebraic.canonical}), so that equal inputs give byte-identical
     * documents.
     */
    public static final Rational INTERVAL_WIDTH = Rational.of(BigInteger.ONE, BigInteger.TEN.pow(20));

    /** The three parts, once known (immutable). */
    private record Parts(String decimal, List<String> polynomial, List<String> interval) {
    }

    private volatile Parts parts;
    private volatile Supplier<ExactTime> source;

    /**
     * Validates and copies.
     *
     * @param decimal the decimal text, e.g. {@code "2.9073236140637750"}, not blank
     * @param polynomial integer coefficients, lowest degree first, at least two
     * @param interval the isolating interval {@code [lo, hi]}: exactly two rational texts
     * @throws IllegalArgumentException if a part is missing or malformed
     */
    public ExactTime(String decimal, List<String> polynomial, List<String> interval) {
        if (decimal == null || decimal.isBlank()) {
            throw new IllegalArgumentException("decimal = \"" + decimal + "\"; an exact time needs its decimal text");
        }
        if (polynomial == null || polynomial.size() < 2) {
            throw new IllegalArgumentException("polynomial = " + polynomial + " for t = " + decimal
                    + "; an exact time needs a polynomial of degree >= 1");
        }
        if (interval == null || interval.size() != 2) {
            throw new IllegalArgumentException("interval = " + interval + " for t = " + decimal
                    + "; an isolating interval has exactly two ends");
        }
        this.parts = new Parts(decimal, List.copyOf(polynomial), List.copyOf(interval));
    }

    private ExactTime(Supplier<ExactTime> source) {
        this.source = source;
    }

    /**
     * A time whose parts {@code source} computes on first use (then the supplier is dropped).
     *
     * @param source gives the eager time; called at most once per racing thread, and must give equal times
     * @return the lazy time
     */
    public static ExactTime lazy(Supplier<ExactTime> source) {
        return new ExactTime(Objects.requireNonNull(source, "source"));
    }

    private Parts parts() {
        Parts p = parts;
        if (p == null) {
            Supplier<ExactTime> s = source;
            p = s == null ? parts : s.get().parts();
            parts = p;
            source = null;
        }
        return p;
    }

    /**
     * The decimal text.
     *
     * @return the decimal, e.g. {@code "2.9073236140637750"}
     */
    public String decimal() {
        return parts().decimal();
    }

    /**
     * The integer coefficients, lowest degree first.
     *
     * @return at least two coefficients as text
     */
    public List<String> polynomial() {
        return parts().polynomial();
    }

    /**
     * The isolating interval.
     *
     * @return {@code [lo, hi]} as two rational texts
     */
    public List<String> interval() {
        return parts().interval();
    }

    /**
     * The exact time of a rational value {@code num/den}: polynomial {@code [-num, den]}, interval {@code [v, v]}.
     *
     * @param value the rational value as text ({@code "3"}, {@code "11/8"})
     * @param decimal its decimal text
     * @return the exact time
     * @throws IllegalArgumentException if {@code value} is not an integer or a fraction of integers
     */
    public static ExactTime ofRational(String value, String decimal) {
        String[] parts = value.split("/", -1);
        if (parts.length > 2 || !parts[0].matches("-?\\d+") || parts.length == 2 && !parts[1].matches("\\d+")) {
            throw new IllegalArgumentException("value = \"" + value + "\"; a rational time is n or n/d with integers");
        }
        String num = parts[0];
        String den = parts.length == 2 ? parts[1] : "1";
        String neg = num.startsWith("-") ? num.substring(1) : "-" + num;
        if ("-0".equals(neg)) {
            neg = "0";
        }
        return new ExactTime(decimal, List.of(neg, den), List.of(value, value));
    }

    /**
     * The time as a double (from the decimal text).
     *
     * @return the approximate value
     */
    public double value() {
        return Double.parseDouble(decimal());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ExactTime && parts().equals(((ExactTime) o).parts());
    }

    @Override
    public int hashCode() {
        return parts().hashCode();
    }

    @Override
    public String toString() {
        Parts p = parts();
        return "ExactTime[decimal=" + p.decimal() + ", polynomial=" + p.polynomial() + ", interval=" + p.interval()
                + "]";
    }
}

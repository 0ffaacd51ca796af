package org.snapfit.cli.json;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * JSON document of {@code snapfit roots --json} ({@code snapfit-roots/1}): exact numbers are strings with their plain
 * JSON number beside them ({@code KValue}), keys in declaration order.
 *
 * @param format always {@link #FORMAT}
 * @param polynomials one entry per polynomial read
 */
public record RootsJson(String format, List<PolynomialRoots> polynomials) {

    /** The document format. */
    public static final String FORMAT = "snapfit-roots/1";

    /**
     * Validates the document.
     *
     * @param format the format
     * @param polynomials one entry per polynomial read
     */
    public RootsJson {
        polynomials = List.copyOf(polynomials);
    }

    /**
     * The document of these polynomials.
     *
     * @param polynomials one entry per polynomial read
     */
    public RootsJson(List<PolynomialRoots> polynomials) {
        this(FORMAT, polynomials);
    }

    /**
     * The real roots of one polynomial.
     *
     * @param polynomial the polynomial as read (canonical text)
     * @param source where it came from: "argument" or "file:line"
     * @param roots the distinct real roots, increasing
     */
    public record PolynomialRoots(String polynomial, String source, List<Root> roots) {

        /**
         * Validates the entry.
         *
         * @param polynomial the polynomial as read
         * @param source where it came from
         * @param roots the distinct real roots, increasing
         */
        public PolynomialRoots {
            roots = List.copyOf(roots);
        }
    }

    /**
     * One real root in exact form and as a decimal.
     *
     * @param multiplicity how often the polynomial vanishes there
     * @param coefficients the defining square-free polynomial's integer coefficients, lowest degree first
     * @param lower the isolating interval's lower end (exact rational text)
     * @param upper the isolating interval's upper end (equal to lower for a rational root)
     * @param decimal the value correctly rounded to the requested significant digits
     */
    @JsonPropertyOrder({"multiplicity", "coefficients", "lower", "lowerValue", "upper", "upperValue", "decimal",
        "decimalValue"})
    public record Root(int multiplicity, List<String> coefficients, String lower, String upper, String decimal) {

        /**
         * Validates the root.
         *
         * @param multiplicity how often the polynomial vanishes there
         * @param coefficients lowest degree first
         * @param lower exact lower end
         * @param upper exact upper end
         * @param decimal rounded value
         */
        public Root {
            coefficients = List.copyOf(coefficients);
        }

        /**
         * The lower end as a plain number.
         *
         * @return its nearest double
         */
        @JsonProperty("lowerValue")
        public Double lowerValue() {
            return NumberValues.of(lower);
        }

        /**
         * The upper end as a plain number.
         *
         * @return its nearest double
         */
        @JsonProperty("upperValue")
        public Double upperValue() {
            return NumberValues.of(upper);
        }

        /**
         * The root as a plain number.
         *
         * @return its nearest double
         */
        @JsonProperty("decimalValue")
        public Double decimalValue() {
            return NumberValues.of(decimal);
        }
    }
}

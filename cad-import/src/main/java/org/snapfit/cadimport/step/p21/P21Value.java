package org.snapfit.cadimport.step.p21;

import java.util.List;
import java.util.Objects;

/**
 * One parameter value of an ISO 10303-21 instance. Immutable; exact (the text of numbers is kept).
 */
public sealed interface P21Value {

    /**
     * A reference {@code #id} to another instance.
     *
     * @param id the instance number
     */
    record Ref(long id) implements P21Value {
    }

    /**
     * An integer or real literal; {@code text} is the literal as written, {@code value} its double.
     *
     * @param text the literal, e.g. {@code 1.E-07}
     * @param value the value as a double
     * @param integer whether the literal has no decimal point
     */
    record Num(String text, double value, boolean integer) implements P21Value {
        /**
         * Validates the number.
         *
         * @param text the literal
         * @param value the value
         * @param integer whether the literal is an integer
         */
        public Num {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * A string literal after decoding the {@code ''}, {@code \\}, {@code \S\} and {@code \X2\…\X0\} escapes.
     *
     * @param text the decoded text
     */
    record Str(String text) implements P21Value {
        /**
         * Validates the string.
         *
         * @param text the decoded text
         */
        public Str {
            Objects.requireNonNull(text, "text");
        }
    }

    /**
     * An enumeration value {@code .NAME.} (booleans and logicals {@code .T.}, {@code .F.}, {@code .U.} too).
     *
     * @param name the upper-case name without dots
     */
    record Enum(String name) implements P21Value {
        /**
         * Validates the enumeration.
         *
         * @param name the name
         */
        public Enum {
            Objects.requireNonNull(name, "name");
        }
    }

    /**
     * A binary literal {@code "0F…"}, kept as its hex text.
     *
     * @param hex the hex digits including the leading unused-bit count
     */
    record Binary(String hex) implements P21Value {
        /**
         * Validates the binary.
         *
         * @param hex the hex text
         */
        public Binary {
            Objects.requireNonNull(hex, "hex");
        }
    }

    /** The unset value {@code $}. */
    record Unset() implements P21Value {
    }

    /** The derived value {@code *}. */
    record Derived() implements P21Value {
    }

    /**
     * An aggregate {@code (a, b, …)}, possibly empty.
     *
     * @param items the elements
     */
    record ListValue(List<P21Value> items) implements P21Value {
        /**
         * Copies the elements.
         *
         * @param items the elements
         */
        public ListValue {
            items = List.copyOf(items);
        }
    }

    /**
     * A typed parameter such as {@code LENGTH_MEASURE(1.E-07)}.
     *
     * @param type the upper-case type name
     * @param value the wrapped value
     */
    record Typed(String type, P21Value value) implements P21Value {
        /**
         * Validates the typed parameter.
         *
         * @param type the type name
         * @param value the wrapped value
         */
        public Typed {
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(value, "value");
        }
    }
}

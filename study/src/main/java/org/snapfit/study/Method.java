package org.snapfit.study;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** How a study draws its samples. */
public enum Method {
    /** Independent draws: sample i's values come from the seed and i alone (docs/formats/study.md). */
    MONTE_CARLO("monte-carlo"),
    /** Every combination of each parameter's levels, the first parameter varying slowest. */
    GRID("grid"),
    /** Latin hypercube: each parameter's range cut into N strata of equal probability, one sample in each. */
    LATIN_HYPERCUBE("latin-hypercube");

    private final String text;

    Method(String text) {
        this.text = text;
    }

    /**
     * The name in the study file.
     *
     * @return e.g. {@code "monte-carlo"}
     */
    public String text() {
        return text;
    }

    /**
     * The method of a name in the study file.
     *
     * @param text the name, case-insensitive
     * @return the method, if the name is one
     */
    public static Optional<Method> parse(String text) {
        return Arrays.stream(values()).filter(m -> m.text.equals(text.toLowerCase(Locale.ROOT))).findFirst();
    }
}

package org.snapfit.cli.json;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.snapfit.analysis.report.Texts;

/**
 * The plain JSON numbers of the {@code …Value} convention (docs/formats/README.md) for the documents written by data
 * binding: beside a number text {@code K} stands {@code KValue}, the nearest double, {@code null} when the text is
 * absent or not finite. Stateless.
 */
final class NumberValues {

    private NumberValues() {
    }

    /** The value of a number text, or null. */
    static Double of(String text) {
        if (text == null) {
            return null;
        }
        OptionalDouble x = Texts.value(text);
        return x.isPresent() ? x.getAsDouble() : null;
    }

    /** The values of a list of number texts, or null for a null list. */
    static List<Double> of(List<String> texts) {
        if (texts == null) {
            return null;
        }
        List<Double> out = new ArrayList<>(texts.size());
        texts.forEach(t -> out.add(of(t)));
        return out;
    }
}

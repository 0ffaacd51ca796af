package org.snapfit.study;

import org.snapfit.analysis.report.Texts;

/** Number texts of the study's files. Stateless. */
final class Numbers {

    private Numbers() {
    }

    /** A double as its shortest exact text ({@code +Infinity}, {@code -Infinity}, {@code NaN} for the specials). */
    static String text(double x) {
        return Texts.exactDouble(x);
    }
}

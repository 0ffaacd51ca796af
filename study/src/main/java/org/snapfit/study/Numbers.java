package org.snapfit.study;

import java.math.BigDecimal;
import java.math.BigInteger;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.report.Texts;

/** Number texts of the study's files. Stateless. */
final class Numbers {

    private Numbers() {
    }

    /** A double as its shortest exact text ({@code +Infinity}, {@code -Infinity}, {@code NaN} for the specials). */
    static String text(double x) {
        return Texts.exactDouble(x);
    }

    /** An exact number as a plain decimal when it has one (a denominator of 2s and 5s), else as a fraction. */
    static String exact(Rational q) {
        BigInteger d = q.den();
        int twos = d.getLowestSetBit();
        BigInteger rest = d.shiftRight(twos);
        int fives = 0;
        BigInteger five = BigInteger.valueOf(5);
        while (rest.mod(five).signum() == 0) {
            rest = rest.divide(five);
            fives++;
        }
        if (!rest.equals(BigInteger.ONE)) {
            return q.toString();
        }
        int scale = Math.max(twos, fives);
        BigDecimal v = new BigDecimal(q.num()).divide(new BigDecimal(d)).setScale(scale);
        return v.signum() == 0 ? "0" : v.stripTrailingZeros().toPlainString();
    }
}

package org.snapfit.algebra.poly;

import java.math.BigInteger;
import java.util.TreeMap;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;

/** Recursive-descent reader for {@link IntPoly#parse}: a sum of monomials in one variable. */
final class PolyParser {
    /** Largest exponent accepted, to keep a typo like {@code x^99999999} from exhausting memory. */
    static final int MAX_EXPONENT = 10_000;
    private static final String VARIABLES = "xtuy";

    private final String text;
    private int pos;
    private char var;

    private PolyParser(String text) {
        this.text = text;
    }

    static IntPoly parse(String text) {
        if (text == null) {
            throw new PolynomialSyntaxException("null", 0, "no text");
        }
        return new PolyParser(text).poly();
    }

    private PolynomialSyntaxException error(String rule) {
        return new PolynomialSyntaxException(text, pos, rule);
    }

    private void skip() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private boolean peek(char ch) {
        skip();
        return pos < text.length() && text.charAt(pos) == ch;
    }

    private IntPoly poly() {
        TreeMap<Integer, Rational> terms = new TreeMap<>();
        skip();
        if (pos == text.length()) {
            throw error("empty polynomial");
        }
        boolean first = true;
        while (true) {
            skip();
            int sign = 1;
            if (peek('+') || peek('-')) {
                sign = text.charAt(pos) == '-' ? -1 : 1;
                pos++;
            } else if (!first) {
                throw error("expected '+' or '-' between terms");
            }
            first = false;
            term(terms, sign);
            skip();
            if (pos == text.length()) {
                break;
            }
        }
        Rational[] coeffs = new Rational[terms.isEmpty() ? 0 : terms.lastKey() + 1];
        for (int i = 0; i < coeffs.length; i++) {
            coeffs[i] = terms.getOrDefault(i, Rational.ZERO);
        }
        return IntPoly.fromRationals(coeffs);
    }

    private void term(TreeMap<Integer, Rational> terms, int sign) {
        skip();
        Rational coef = Rational.ONE;
        boolean hasCoef = false;
        if (pos < text.length() && (Character.isDigit(text.charAt(pos)) || text.charAt(pos) == '.')) {
            coef = number();
            hasCoef = true;
            if (peek('*')) {
                pos++;
                skip();
                if (pos == text.length() || VARIABLES.indexOf(text.charAt(pos)) < 0) {
                    throw error("expected a variable (x, t, u or y) after '*'");
                }
            }
        }
        skip();
        int power = 0;
        if (pos < text.length() && VARIABLES.indexOf(text.charAt(pos)) >= 0) {
            char v = text.charAt(pos);
            if (var != 0 && v != var) {
                throw error("second variable '" + v + "' after '" + var + "'; only one variable is allowed");
            }
            var = v;
            pos++;
            power = 1;
            if (peek('^')) {
                pos++;
                skip();
                int start = pos;
                while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                    pos++;
                }
                if (start == pos) {
                    throw error("expected a non-negative integer exponent after '^'");
                }
                BigInteger e = new BigInteger(text.substring(start, pos));
                if (e.compareTo(BigInteger.valueOf(MAX_EXPONENT)) > 0) {
                    pos = start;
                    throw error("exponent " + e + " exceeds " + MAX_EXPONENT);
                }
                power = e.intValue();
            }
        } else if (!hasCoef) {
            throw error(pos == text.length() ? "unexpected end of text; expected a term"
                    : "unexpected character '" + text.charAt(pos) + "'; expected a number or a variable (x, t, u or y)");
        }
        Rational t = sign < 0 ? coef.negate() : coef;
        terms.merge(power, t, Rational::add);
    }

    private Rational number() {
        int start = pos;
        while (pos < text.length() && (Character.isDigit(text.charAt(pos)) || text.charAt(pos) == '.')) {
            pos++;
        }
        if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
            int save = pos;
            pos++;
            if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
                pos++;
            }
            int ds = pos;
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                pos++;
            }
            if (ds == pos) {
                pos = save;
            }
        } else {
            int save = pos;
            skip();
            if (pos < text.length() && text.charAt(pos) == '/') {
                pos++;
                skip();
                int ds = pos;
                while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                    pos++;
                }
                if (ds == pos) {
                    throw error("expected a denominator after '/'");
                }
            } else {
                pos = save;
            }
        }
        try {
            return Rational.parse(text.substring(start, pos).replace(" ", ""));
        } catch (NumberSyntaxException | ArithmeticException e) {
            int end = pos;
            pos = start;
            throw new PolynomialSyntaxException(text, start, "coefficient \"" + text.substring(start, end) + "\" is not an exact number");
        }
    }
}

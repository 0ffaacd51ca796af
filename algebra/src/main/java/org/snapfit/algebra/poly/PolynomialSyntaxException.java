package org.snapfit.algebra.poly;

/**
 * Text that is not a univariate polynomial such as {@code "x^4 - 10*x^2 + 1"} or {@code "3x^2-2"}. The message
 * quotes the text, names the 0-based character position and states what was expected there.
 */
public final class PolynomialSyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String text;
    private final int position;

    /**
     * Creates the exception.
     *
     * @param text the offending text
     * @param position 0-based index of the first character that could not be read
     * @param rule what was expected at that position
     */
    public PolynomialSyntaxException(String text, int position, String rule) {
        super("polynomial \"" + text + "\" at position " + position + ": " + rule
                + "; expected a sum of terms such as x^4 - 10*x^2 + 1, 3x^2-2 or 1/2*x - 0.25");
        this.text = text;
        this.position = position;
    }

    /**
     * The rejected text.
     *
     * @return the text exactly as given
     */
    public String text() {
        return text;
    }

    /**
     * Where reading stopped.
     *
     * @return the 0-based character index
     */
    public int position() {
        return position;
    }
}

package org.snapfit.algebra.number;

/**
 * Text that is not an exact decimal ({@code -12.375}, {@code 1e-3}, {@code 2.5E+2}) or fraction ({@code 3/8}).
 * The message quotes the text and states the accepted forms.
 */
public final class NumberSyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String text;

    /**
     * Creates the exception.
     *
     * @param text the offending text, quoted in the message
     * @param rule why it was rejected
     */
    public NumberSyntaxException(String text, String rule) {
        super("\"" + text + "\" is not an exact number: " + rule
                + "; expected a decimal such as -12.375, 1e-3, 2.5E+2 or a fraction such as 3/8");
        this.text = text;
    }

    /**
     * The rejected text.
     *
     * @return the text exactly as given
     */
    public String text() {
        return text;
    }
}

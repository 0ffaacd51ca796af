package org.snapfit.algebra.number;

/**
 * A broken internal invariant: this is a bug in snapfit, never a consequence of bad input.
 * Bad input is reported with {@link IllegalArgumentException} subclasses or importer diagnostics instead.
 */
public final class SnapfitInternalError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the error.
     *
     * @param message what invariant broke, with the values involved
     */
    public SnapfitInternalError(String message) {
        super("internal error (this is a bug in snapfit): " + message);
    }

    /**
     * Creates the error with a cause.
     *
     * @param message what invariant broke
     * @param cause the underlying failure
     */
    public SnapfitInternalError(String message, Throwable cause) {
        super("internal error (this is a bug in snapfit): " + message, cause);
    }
}

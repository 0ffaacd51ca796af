package org.snapfit.algebra.testing;

import java.util.Iterator;
import java.util.function.Consumer;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * Runs a property body on one case and, when it fails, shrinks the case to a smallest failing one.
 *
 * <pre>{@code
 * @ParameterizedTest
 * @MethodSource("polyTriples")
 * void ringLaws_hold(IntPoly a, IntPoly b, IntPoly c) {
 *     Property.check(List.of(a, b, c), Shrinker.lists(Shrinker.intPolys(), 3), t -> ringLaws(t.get(0), t.get(1), t.get(2)));
 * }
 * }</pre>
 *
 * <p>Shrinking is greedy: the first candidate that still fails the same way (same exception class) replaces the
 * value, and the search restarts from it, until no candidate fails or {@link #MAX_TRIES} candidates were run. The
 * error thrown names the smallest failing value, the original one and the number of steps, followed by the smallest
 * value's failure message, with that failure's stack trace (the first failure is attached as suppressed). Together
 * with the case name ({@link Cases}: index and seed) it is the counterexample to freeze into a named regression
 * test.
 */
public final class Property {

    /** The most candidates one shrink runs before it reports the smallest failing value found so far. */
    public static final int MAX_TRIES = 2000;

    private Property() {
    }

    /**
     * Checks {@code body} on {@code value}; on failure shrinks and throws.
     *
     * @param value the case
     * @param shrinker simpler candidates of a failing value
     * @param body the property: throws {@link AssertionError} (or a runtime exception) when it does not hold
     * @param <T> the value type
     * @throws AssertionError when the property fails, naming the smallest failing value and the original
     */
    public static <T> void check(T value, Shrinker<T> shrinker, Consumer<? super T> body) {
        Throwable first = failure(body, value);
        if (first == null) {
            return;
        }
        T smallest = value;
        Throwable last = first;
        int steps = 0;
        int tries = 0;
        boolean shrunk = true;
        while (shrunk && tries < MAX_TRIES) {
            shrunk = false;
            Iterator<T> it = shrinker.candidates(smallest).iterator();
            while (it.hasNext() && tries < MAX_TRIES) {
                T c = it.next();
                tries++;
                Throwable t = failure(body, c);
                if (t != null && t.getClass() == first.getClass()) {
                    smallest = c;
                    last = t;
                    steps++;
                    shrunk = true;
                    break;
                }
            }
        }
        AssertionError e = withMessage(last, "smallest failing value (" + steps + " shrink steps, " + tries
                + " candidates run): " + Cases.render(smallest) + "\n  original value: " + Cases.render(value) + "\n"
                + last.getMessage());
        if (last != first) {
            e.addSuppressed(first);
        }
        throw e;
    }

    /**
     * An assertion error with a new message and otherwise the failure's content: its stack trace, suppressed
     * exceptions and cause, and expected and actual values when it has them (so an IDE still offers the diff).
     *
     * @param failure the original failure
     * @param message the new message
     * @return the error
     */
    static AssertionError withMessage(Throwable failure, String message) {
        AssertionError e = failure instanceof AssertionFailedError f && f.isExpectedDefined() && f.isActualDefined()
                ? new AssertionFailedError(message, f.getExpected().getValue(), f.getActual().getValue(), f.getCause())
                : new AssertionError(message, failure instanceof AssertionError ? failure.getCause() : failure);
        e.setStackTrace(failure.getStackTrace());
        for (Throwable s : failure.getSuppressed()) {
            e.addSuppressed(s);
        }
        return e;
    }

    private static <T> Throwable failure(Consumer<? super T> body, T value) {
        try {
            body.accept(value);
            return null;
        } catch (AssertionError | RuntimeException e) {
            if (e instanceof TestAbortedException) {
                throw e;
            }
            return e;
        }
    }
}

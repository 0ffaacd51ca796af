package org.snapfit.sweep.engine;

import java.util.concurrent.CancellationException;

/**
 * A run stopped early because its caller asked it to ({@code Simulator.simulate(…, stop)}); it has no result.
 * Unchecked (a {@link CancellationException}).
 */
public final class SweepCancelledException extends CancellationException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param pawl the pawl whose sweep saw the request
     * @param step the number of sweep steps it had taken
     */
    public SweepCancelledException(String pawl, int step) {
        super("sweep of pawl " + pawl + " stopped on request after " + step + " steps");
    }
}

package org.snapfit.cli.progress;

import java.io.PrintWriter;
import java.util.Objects;
import java.util.function.LongSupplier;
import org.snapfit.analysis.progress.Phase;
import org.snapfit.analysis.progress.ProgressListener;

/**
 * Writes {@code snapfit: <message>} lines (e.g. {@code snapfit: mu sweep 3/15}) to standard error, but only once the
 * computation has run longer than a delay, so short runs stay quiet. Mutable (it remembers its start); not
 * thread-safe.
 */
public final class StderrProgress implements ProgressListener {

    /** Default delay before the first line, in milliseconds. */
    public static final long DEFAULT_DELAY_MS = 500;

    private final PrintWriter err;
    private final long delayMs;
    private final LongSupplier clockMs;
    private final long startMs;

    /**
     * Creates a progress writer.
     *
     * @param err where to write (standard error)
     * @param delayMs quiet period in ms, &gt;= 0
     * @param clockMs a millisecond clock ({@code System::currentTimeMillis} in production)
     * @throws IllegalArgumentException if {@code delayMs < 0}
     */
    public StderrProgress(PrintWriter err, long delayMs, LongSupplier clockMs) {
        if (delayMs < 0) {
            throw new IllegalArgumentException("delayMs = " + delayMs + "; the delay must be >= 0");
        }
        this.err = Objects.requireNonNull(err, "err");
        this.delayMs = delayMs;
        this.clockMs = Objects.requireNonNull(clockMs, "clockMs");
        this.startMs = clockMs.getAsLong();
    }

    @Override
    public void progress(Phase phase, double fraction, String message) {
        if (clockMs.getAsLong() - startMs >= delayMs) {
            err.println("snapfit: " + message);
            err.flush();
        }
    }
}

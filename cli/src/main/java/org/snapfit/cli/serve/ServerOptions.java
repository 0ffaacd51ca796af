package org.snapfit.cli.serve;

import java.time.Duration;
import java.util.Objects;

/**
 * The limits of a {@link SnapfitServer}. Immutable.
 *
 * @param port the TCP port on 127.0.0.1, 0 for a free one the system picks
 * @param workers requests computed at the same time (threads), at least 1
 * @param queue requests waiting for a worker beyond those; more are refused with 503, at least 0
 * @param maxRequestBytes the largest request body accepted, bytes; larger ones are refused with 413
 * @param timeout the time one request may take from its arrival; then it is cancelled and answered with 408
 */
public record ServerOptions(int port, int workers, int queue, long maxRequestBytes, Duration timeout) {

    /** The default port: where the FreeCAD client looks first. */
    public static final int DEFAULT_PORT = 7341;
    /** The default largest request body, bytes (1 MiB: an inline mechanism of tens of thousands of vertices). */
    public static final long DEFAULT_MAX_REQUEST_BYTES = 1L << 20;
    /** The default time per request, seconds. */
    public static final long DEFAULT_TIMEOUT_SECONDS = 120;
    /** The default number of requests waiting for a worker. */
    public static final int DEFAULT_QUEUE = 16;

    /**
     * Validates.
     *
     * @param port 0 to 65535
     * @param workers at least 1
     * @param queue at least 0
     * @param maxRequestBytes at least 1
     * @param timeout positive
     * @throws IllegalArgumentException naming the field and its rule
     */
    public ServerOptions {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port = " + port + "; a port is 0 (any free one) to 65535");
        }
        if (workers < 1) {
            throw new IllegalArgumentException("--workers = " + workers + "; must be >= 1");
        }
        if (queue < 0) {
            throw new IllegalArgumentException("--queue = " + queue + "; must be >= 0");
        }
        if (maxRequestBytes < 1) {
            throw new IllegalArgumentException("--max-request-bytes = " + maxRequestBytes + "; must be >= 1");
        }
        Objects.requireNonNull(timeout, "timeout");
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("--timeout = " + timeout.toMillis() / 1000.0 + " s; must be > 0");
        }
    }
}

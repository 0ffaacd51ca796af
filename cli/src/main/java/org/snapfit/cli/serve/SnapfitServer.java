package org.snapfit.cli.serve;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.snapfit.analysis.progress.CancellationToken;
import org.snapfit.cli.CommandInputException;
import org.snapfit.cli.Failure;
import org.snapfit.cli.Invocation;
import org.snapfit.cli.Main;

/**
 * The {@code snapfit serve} server: HTTP/1.1 with JSON bodies on 127.0.0.1 only (docs/server.md). Endpoints:
 * {@code POST /v1/analyze}, {@code /v1/validate}, {@code /v1/simulate}, {@code /v1/inspect} (a request, answered with
 * the command's document, byte-identical to its standard output), {@code GET /v1/health} and
 * {@code POST /v1/shutdown}. Failures are {@code snapfit-error/1} documents with 400 (bad input), 404, 405, 408 (time
 * ran out), 413 (body too large), 500 (internal) or 503 (busy). Thread-safe.
 */
public final class SnapfitServer implements AutoCloseable {

    /** The format of the server's own documents (health, shutdown). */
    public static final String FORMAT = "snapfit-server/1";
    /** Code of a body larger than the limit (HTTP 413). */
    public static final String TOO_LARGE = "too_large";
    /** Code of a request whose time ran out (HTTP 408). */
    public static final String TIMEOUT = "timeout";
    /** Code of a request refused because every worker and queue place is taken (HTTP 503). */
    public static final String BUSY = "busy";
    /** Code of an unknown path (HTTP 404). */
    public static final String NOT_FOUND = "not_found";
    /** Code of a wrong method (HTTP 405). */
    public static final String METHOD_NOT_ALLOWED = "method_not_allowed";

    /** The commands served, by endpoint. */
    static final List<String> COMMANDS = List.of("analyze", "validate", "simulate", "inspect");

    /** Time the HTTP server waits for exchanges in progress when it stops, seconds. */
    private static final int STOP_GRACE_SECONDS = 1;
    /**
     * Bytes of an oversized request body read and dropped before the 413 answer, so the client sees the answer; a
     * larger body is cut off (the connection is closed under it).
     */
    private static final long MAX_DISCARDED_BYTES = 16L << 20;

    private final HttpServer http;
    private final ServerOptions options;
    private final ThreadPoolExecutor workers;
    private final ExecutorService exchanges;
    private final CountDownLatch stopped = new CountDownLatch(1);
    private final AtomicBoolean stopping = new AtomicBoolean();
    private final Map<String, Map<String, Boolean>> commandOptions;

    private SnapfitServer(HttpServer http, ServerOptions options, Map<String, Map<String, Boolean>> commandOptions) {
        this.http = http;
        this.options = options;
        this.commandOptions = commandOptions;
        this.workers = new ThreadPoolExecutor(options.workers(), options.workers(), 0, TimeUnit.MILLISECONDS,
                options.queue() == 0 ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(options.queue()),
                daemons("snapfit-serve-worker"),
                new ThreadPoolExecutor.AbortPolicy());
        // an exchange thread per request in work or in the queue, and two to answer 503 and health at once
        this.exchanges = Executors.newFixedThreadPool(options.workers() + options.queue() + 2,
                daemons("snapfit-serve-http"));
    }

    /**
     * Starts a server on 127.0.0.1.
     *
     * @param options the port and limits
     * @param commandOptions per command, its long option names and whether each is a flag (no value)
     * @return the running server
     * @throws IOException if the port cannot be bound
     */
    public static SnapfitServer start(ServerOptions options, Map<String, Map<String, Boolean>> commandOptions)
            throws IOException {
        HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), options.port()),
                0);
        SnapfitServer s = new SnapfitServer(http, options, commandOptions);
        http.setExecutor(s.exchanges);
        http.createContext("/", s::handle);
        http.start();
        return s;
    }

    /**
     * The bound address (127.0.0.1 and the port, the chosen one when started with port 0).
     *
     * @return the address
     */
    public InetSocketAddress address() {
        return http.getAddress();
    }

    /**
     * The base URL of the server.
     *
     * @return {@code http://127.0.0.1:PORT}
     */
    public String url() {
        return "http://" + address().getAddress().getHostAddress() + ":" + address().getPort();
    }

    /**
     * Blocks until the server has stopped (by {@link #close()} or {@code POST /v1/shutdown}).
     *
     * @throws InterruptedException if interrupted while waiting
     */
    public void awaitStop() throws InterruptedException {
        stopped.await();
    }

    /**
     * Stops the server: no new connections, exchanges in progress get a second, work in progress is interrupted.
     * Idempotent.
     */
    @Override
    public void close() {
        if (!stopping.compareAndSet(false, true)) {
            return;
        }
        http.stop(STOP_GRACE_SECONDS);
        workers.shutdownNow();
        exchanges.shutdownNow();
        stopped.countDown();
    }

    private void handle(HttpExchange ex) throws IOException {
        try {
            String path = ex.getRequestURI().getPath();
            String method = ex.getRequestMethod();
            if ("/v1/health".equals(path)) {
                if (!"GET".equals(method)) {
                    fail(ex, 405, Failure.of(METHOD_NOT_ALLOWED, "GET " + path + " only"));
                    return;
                }
                send(ex, 200, health());
                return;
            }
            if ("/v1/shutdown".equals(path)) {
                if (!"POST".equals(method)) {
                    fail(ex, 405, Failure.of(METHOD_NOT_ALLOWED, "POST " + path + " only"));
                    return;
                }
                send(ex, 200, "{\"format\":\"" + FORMAT + "\",\"status\":\"stopping\"}\n");
                Thread t = new Thread(this::close, "snapfit-serve-shutdown");
                t.setDaemon(true);
                t.start();
                return;
            }
            String command = path.startsWith("/v1/") ? path.substring("/v1/".length()) : "";
            if (!COMMANDS.contains(command)) {
                fail(ex, 404, Failure.of(NOT_FOUND, path + ": no such endpoint; the endpoints are /v1/analyze,"
                        + " /v1/validate, /v1/simulate, /v1/inspect, /v1/health and /v1/shutdown"));
                return;
            }
            if (!"POST".equals(method)) {
                fail(ex, 405, Failure.of(METHOD_NOT_ALLOWED, method + " " + path + ": send the request with POST"));
                return;
            }
            command(ex, command);
        } finally {
            ex.close();
        }
    }

    private void command(HttpExchange ex, String command) throws IOException {
        long start = System.nanoTime();
        Optional<byte[]> body = readBody(ex);
        if (body.isEmpty()) {
            fail(ex, 413, Failure.of(TOO_LARGE, "request: the body is larger than " + options.maxRequestBytes()
                    + " bytes (snapfit serve --max-request-bytes)"));
            return;
        }
        RequestArguments request;
        try {
            request = RequestArguments.parse(command, new String(body.get(), StandardCharsets.UTF_8),
                    commandOptions.get(command));
        } catch (CommandInputException e) {
            fail(ex, 400, Failure.from(e));
            return;
        }
        CancellationToken token = CancellationToken.create();
        Invocation invocation = new Invocation(token, false, request.inlineMechanism());
        Future<Answer> work;
        try {
            work = workers.submit(() -> answer(invocation, request.args()));
        } catch (RejectedExecutionException e) {
            fail(ex, 503, Failure.of(BUSY, "busy: " + options.workers() + " requests in work and " + options.queue()
                    + " waiting; try again later (snapfit serve --workers, --queue)"));
            return;
        }
        long left = options.timeout().toNanos() - (System.nanoTime() - start);
        Answer a;
        try {
            a = work.get(Math.max(0, left), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            token.cancel();
            work.cancel(true);
            fail(ex, 408, Failure.of(TIMEOUT, command + ": the request took longer than "
                    + options.timeout().toMillis() / 1000.0 + " s and was cancelled (snapfit serve --timeout)"));
            return;
        } catch (InterruptedException e) {
            token.cancel();
            Thread.currentThread().interrupt();
            fail(ex, 503, Failure.of(BUSY, "the server is stopping"));
            return;
        } catch (ExecutionException e) {
            fail(ex, 500, Failure.from(e.getCause()));
            return;
        }
        if (a.exitCode() == Main.EXIT_OK) {
            send(ex, 200, a.out());
        } else {
            send(ex, a.exitCode() == Main.EXIT_BAD_INPUT ? status(a.err()) : 500, a.err());
        }
    }

    /** The command's output: standard output, the error document (the last line of standard error), the exit code. */
    private record Answer(int exitCode, String out, String err) {
    }

    private static Answer answer(Invocation invocation, List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), invocation, args.toArray(new String[0]));
        String e = err.toString().strip();
        int nl = e.lastIndexOf('\n');
        return new Answer(code, out.toString(), (nl >= 0 ? e.substring(nl + 1) : e) + "\n");
    }

    /** 408 for a cancelled command (its time ran out while it worked), else 400. */
    private static int status(String errorDocument) {
        return errorDocument.contains("\"code\":\"" + Failure.CANCELLED + "\"") ? 408 : 400;
    }

    /**
     * The body, or empty when it is larger than the limit. An oversized body is still read and discarded, up to
     * {@link #MAX_DISCARDED_BYTES}, before the 413 answer is sent: a client that is still sending when the server
     * answers and closes would otherwise see a reset connection instead of the error document.
     */
    private Optional<byte[]> readBody(HttpExchange ex) throws IOException {
        String length = ex.getRequestHeaders().getFirst("Content-Length");
        long declared = -1;
        if (length != null) {
            try {
                declared = Long.parseLong(length.strip());
            } catch (NumberFormatException e) {
                return Optional.of(new byte[0]);
            }
        }
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        try (InputStream in = ex.getRequestBody()) {
            if (declared > options.maxRequestBytes()) {
                discard(in, chunk, 0);
                return Optional.empty();
            }
            int n;
            while ((n = in.read(chunk)) > 0) {
                buf.write(chunk, 0, n);
                if (buf.size() > options.maxRequestBytes()) {
                    discard(in, chunk, buf.size());
                    return Optional.empty();
                }
            }
        }
        return Optional.of(buf.toByteArray());
    }

    /** Reads and drops what is left of a request body until its end or until {@link #MAX_DISCARDED_BYTES} in all. */
    private static void discard(InputStream in, byte[] chunk, long alreadyRead) throws IOException {
        long total = alreadyRead;
        int n;
        while (total < MAX_DISCARDED_BYTES && (n = in.read(chunk)) > 0) {
            total += n;
        }
    }

    private String health() {
        return "{\"format\":\"" + FORMAT + "\",\"status\":\"ok\",\"version\":\"" + Main.version()
                + "\",\"workers\":" + options.workers() + ",\"queue\":" + options.queue() + ",\"maxRequestBytes\":"
                + options.maxRequestBytes() + ",\"timeoutSeconds\":" + options.timeout().toMillis() / 1000.0 + "}\n";
    }

    private static void fail(HttpExchange ex, int status, Failure f) throws IOException {
        send(ex, status, f.json());
    }

    private static void send(HttpExchange ex, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
        ex.sendResponseHeaders(status, bytes.length);
        try (OutputStream o = ex.getResponseBody()) {
            o.write(bytes);
        }
    }

    private static java.util.concurrent.ThreadFactory daemons(String name) {
        AtomicInteger n = new AtomicInteger();
        Function<Runnable, Thread> make = r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        return make::apply;
    }
}

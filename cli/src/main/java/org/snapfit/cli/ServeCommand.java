package org.snapfit.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.snapfit.cli.serve.ServerOptions;
import org.snapfit.cli.serve.SnapfitServer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code snapfit serve}: the local server for CAD plugin hosts (docs/server.md). Prints
 * {@code listening on http://127.0.0.1:PORT} as its first line, then serves until {@code POST /v1/shutdown},
 * SIGINT or SIGTERM.
 */
@Command(name = "serve",
        header = "Serve analyze, validate, simulate and inspect to CAD plugins over HTTP on the loopback address.",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "A local server for CAD plugins: pays the JVM start once and answers the documents of analyze, validate,",
            "simulate and inspect over HTTP/1.1 + JSON, on 127.0.0.1 only. The first line on standard output is",
            "'listening on http://127.0.0.1:PORT'. Endpoints (docs/server.md):",
            "  POST /v1/analyze, /v1/validate, /v1/simulate, /v1/inspect",
            "       {\"file\": PATH, \"options\": {\"friction\": \"0.3\", …}} or {\"mechanism\": {…}}; analyze also",
            "       takes \"out\": DIR to write its files. The answer is the document the command prints,",
            "       byte for byte; a failure is a snapfit-error/1 document with status 400, 408, 413, 500 or 503.",
            "  GET  /v1/health    POST /v1/shutdown (stops the server, as SIGINT and SIGTERM do)",
            ""},
        footer = {
            "",
            "Examples:",
            "  snapfit serve                         (port " + ServerOptions.DEFAULT_PORT + ")",
            "  snapfit serve --port 0 --workers 2    (a free port, printed on the first line)",
            "  curl -s -X POST http://127.0.0.1:" + ServerOptions.DEFAULT_PORT
                + "/v1/analyze -d '{\"file\": \"test-data/dxf/hook_mechanism.json\"}'",
            "",
            "Exit codes: 0 stopped, 2 bad options or the port is taken, 3 internal error."})
public final class ServeCommand implements Callable<Integer> {

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "" + ServerOptions.DEFAULT_PORT,
            description = "TCP port on 127.0.0.1; 0 picks a free one (default: ${DEFAULT-VALUE}).")
    private int port;

    @Option(names = "--workers", paramLabel = "N", description = "Requests computed at the same time (default: the"
            + " number of processors).")
    private Integer workers;

    @Option(names = "--queue", paramLabel = "N", defaultValue = "" + ServerOptions.DEFAULT_QUEUE,
            description = "Requests that may wait for a worker; more are answered 503 busy (default: ${DEFAULT-VALUE}).")
    private int queue;

    @Option(names = "--max-request-bytes", paramLabel = "BYTES", defaultValue = ""
            + ServerOptions.DEFAULT_MAX_REQUEST_BYTES,
            description = "Largest request body; larger ones are answered 413 (default: ${DEFAULT-VALUE}).")
    private long maxRequestBytes;

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "" + ServerOptions.DEFAULT_TIMEOUT_SECONDS,
            description = "Time per request; then it is cancelled and answered 408 (default: ${DEFAULT-VALUE} s).")
    private double timeoutSeconds;

    @Option(names = Main.JSON_OPTION, description = "Failures to start as a snapfit-error/1 document on standard error.")
    private boolean json;

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    /** Creates the command (picocli instantiates it). */
    public ServeCommand() {
    }

    @Override
    public Integer call() throws InterruptedException {
        System.setProperty("java.awt.headless", "true");
        if (!(timeoutSeconds > 0) || Double.isInfinite(timeoutSeconds)) {
            throw CommandInputException.option("--timeout", "--timeout = " + timeoutSeconds + "; must be > 0 seconds");
        }
        ServerOptions options = new ServerOptions(port, workers != null ? workers
                : Runtime.getRuntime().availableProcessors(), queue, maxRequestBytes,
                Duration.ofNanos(Math.round(timeoutSeconds * 1e9)));
        SnapfitServer server;
        try {
            server = SnapfitServer.start(options, commandOptions());
        } catch (IOException e) {
            throw CommandInputException.option("--port", "--port " + port + ": cannot listen on 127.0.0.1 ("
                    + e.getMessage() + "); choose another port or --port 0");
        }
        Thread hook = new Thread(server::close, "snapfit-serve-signal");
        Runtime.getRuntime().addShutdownHook(hook);
        PrintWriter out = spec.commandLine().getOut();
        out.println("listening on " + server.url());
        out.flush();
        try {
            server.awaitStop();
        } finally {
            server.close();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is already shutting down (SIGINT/SIGTERM): the hook is running
            }
        }
        out.println("stopped");
        out.flush();
        return Main.EXIT_OK;
    }

    /**
     * Per served command, its long options and whether each takes no value: what a request's {@code "options"} may
     * name.
     *
     * @return the options by command
     */
    public static Map<String, Map<String, Boolean>> commandOptions() {
        Map<String, Map<String, Boolean>> m = new LinkedHashMap<>();
        m.put("analyze", options(new AnalyzeCommand()));
        m.put("validate", options(new ValidateCommand()));
        m.put("simulate", options(new SimulateCommand()));
        m.put("inspect", options(new InspectCommand()));
        return m;
    }

    private static Map<String, Boolean> options(Object command) {
        Map<String, Boolean> m = new LinkedHashMap<>();
        for (CommandLine.Model.OptionSpec o : new CommandLine(command).getCommandSpec().options()) {
            m.put(o.longestName(), o.arity().max() == 0);
        }
        return m;
    }
}

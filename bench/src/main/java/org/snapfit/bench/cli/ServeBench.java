package org.snapfit.bench.cli;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.snapfit.cli.ServeCommand;
import org.snapfit.cli.serve.ServerOptions;
import org.snapfit.cli.serve.SnapfitServer;

/**
 * A warm round trip of {@code POST /v1/analyze} to a running {@code snapfit serve}, as a CAD plugin makes it: the
 * request over loopback HTTP, the command line's analyze of the file (read again each time) with {@code --out -}, and
 * the whole {@code snapfit-report/1} document back. Run from the repository root.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ServeBench {

    /** The mechanism file, relative to the repository root. */
    @Param({"test-data/dxf/hook_mechanism.json"})
    public String file;

    private SnapfitServer server;
    private HttpClient client;
    private HttpRequest request;

    /** Creates the benchmark state (JMH instantiates it). */
    public ServeBench() {
    }

    /**
     * Starts a server on a free loopback port.
     *
     * @throws IOException if it cannot listen
     */
    @Setup
    public void start() throws IOException {
        System.setProperty("java.awt.headless", "true");
        server = SnapfitServer.start(new ServerOptions(0, 1, ServerOptions.DEFAULT_QUEUE,
                ServerOptions.DEFAULT_MAX_REQUEST_BYTES, Duration.ofMinutes(2)), ServeCommand.commandOptions());
        client = HttpClient.newHttpClient();
        String body = "{\"file\": \"" + Path.of(file).toAbsolutePath().toString().replace("\\", "\\\\") + "\"}";
        request = HttpRequest.newBuilder(URI.create(server.url() + "/v1/analyze"))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    /** Stops the server. */
    @TearDown
    public void stop() {
        server.close();
    }

    /**
     * One request and its answer.
     *
     * @return the report text (consumed by JMH)
     * @throws Exception if the request fails or is not answered 200
     */
    @Benchmark
    public String analyze() throws Exception {
        HttpResponse<String> r = client.send(request, HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new IllegalStateException("status " + r.statusCode() + ": " + r.body());
        }
        return r.body();
    }
}

package org.snapfit.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ConnectException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.snapfit.cli.Main;
import org.snapfit.cli.ServeCommandAccess;
import org.snapfit.core.testdata.TestData;

class ServeTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private static SnapfitServer server;

    @BeforeAll
    static void start() throws IOException {
        server = SnapfitServer.start(new ServerOptions(0, 2, 16, 64 * 1024, Duration.ofSeconds(120)),
                ServeCommandAccess.commandOptions());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static HttpResponse<String> post(SnapfitServer s, String path, String body) throws Exception {
        return CLIENT.send(HttpRequest.newBuilder(URI.create(s.url() + path)).timeout(Duration.ofSeconds(120))
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    static String cli(String... args) {
        StringWriter out = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(new StringWriter()), args);
        assertThat(code).isZero();
        return out.toString();
    }

    static String q(Object s) {
        return MAPPER.valueToTree(String.valueOf(s)).toString();
    }

    /** A request and the command line whose standard output it must equal byte for byte. */
    record Case(String path, String body, String expected) {
    }

    @Test
    void address_loopbackOnly_notReachableOnOtherAddresses() throws Exception {
        InetSocketAddress a = server.address();
        assertThat(a.getAddress().isLoopbackAddress()).isTrue();
        assertThat(a.getAddress().getHostAddress()).isEqualTo("127.0.0.1");
        // every other address of this machine refuses the connection: the socket is bound to 127.0.0.1 alone
        int tried = 0;
        for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            for (InetAddress ia : Collections.list(ni.getInetAddresses())) {
                if (ia.isLoopbackAddress() || !(ia instanceof Inet4Address)) {
                    continue;
                }
                tried++;
                try (Socket s = new Socket()) {
                    assertThatThrownBy(() -> s.connect(new InetSocketAddress(ia, a.getPort()), 2000))
                            .isInstanceOf(ConnectException.class);
                }
            }
        }
        System.out.println("non-loopback IPv4 addresses refused: " + tried);
    }

    @Test
    void eightConcurrentClients_byteIdenticalToTheCommandLine() throws Exception {
        String hook = TestData.path("dxf", "hook_mechanism.json").toString();
        String s01 = TestData.path("snapfit", "s01-ramp-snap-speed2.json").toString();
        String s08 = TestData.path("snapfit", "s08-two-pawls-one-jams.json").toString();
        String dxf = TestData.path("dxf", "simple_hook_r2000.dxf").toString();
        String step = TestData.path("step", "box_20x10x5_ap214.step").toString();
        List<Case> cases = List.of(
                new Case("/v1/analyze", "{\"file\": " + q(hook) + "}", cli("analyze", hook, "--out", "-")),
                new Case("/v1/analyze", "{\"file\": " + q(s08) + ", \"options\": {\"sampleStep\": \"0.1\"}}",
                        cli("analyze", s08, "--sample-step", "0.1", "--out", "-")),
                new Case("/v1/analyze", "{\"file\": " + q(dxf) + ", \"options\": {\"friction\": 0.3, \"stiffness\":"
                        + " {\"PAWL-1\": \"150\"}, \"intent\": \"permanent\"}}",
                        cli("analyze", dxf, "--friction", "0.3", "--stiffness", "PAWL-1=150", "--intent", "permanent",
                                "--out", "-")),
                new Case("/v1/simulate", "{\"file\": " + q(s01) + ", \"options\": {\"engine\": \"face\"}}",
                        cli("simulate", s01, "--engine", "face")),
                new Case("/v1/validate", "{\"file\": " + q(dxf) + ", \"options\": {\"friction\": \"0.3\"}}",
                        cli("validate", dxf, "--friction", "0.3", "--json")),
                new Case("/v1/inspect", "{\"file\": " + q(step) + "}", cli("inspect", step, "--json")),
                // an inline mechanism gives the simulation of the same document read from its file
                new Case("/v1/simulate", "{\"mechanism\": " + Files.readString(TestData.path("snapfit",
                        "s01-ramp-snap-speed2.json")) + "}", cli("simulate", s01)));
        int clients = 8;
        int perClient = 3;
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        AtomicInteger answered = new AtomicInteger();
        try {
            List<Future<?>> fs = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                int client = c;
                fs.add(pool.submit(() -> {
                    for (int k = 0; k < perClient; k++) {
                        Case x = cases.get((client * perClient + k) % cases.size());
                        HttpResponse<String> r = post(server, x.path(), x.body());
                        assertThat(r.statusCode()).as(x.body() + " -> " + r.body()).isEqualTo(200);
                        assertThat(r.body()).as(x.path() + " " + x.body()).isEqualTo(x.expected());
                        assertThat(r.headers().firstValue("Content-Type")).hasValue("application/json; charset=utf-8");
                        answered.incrementAndGet();
                    }
                    return null;
                }));
            }
            for (Future<?> f : fs) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(answered.get()).isEqualTo(clients * perClient);
    }

    static JsonNode error(HttpResponse<String> r, int status, String code) throws IOException {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(status);
        JsonNode doc = MAPPER.readTree(r.body());
        assertThat(doc.get("format").asText()).isEqualTo("snapfit-error/1");
        assertThat(doc.get("code").asText()).isEqualTo(code);
        assertThat(org.snapfit.cli.DocumentSchemaAccess.schema("error").validate(doc)).isEmpty();
        return doc;
    }

    @Test
    void badRequests_jsonErrorDocumentsWithTheirStatus() throws Exception {
        // one byte over the 64 KiB limit
        error(post(server, "/v1/analyze", "{\"file\": \"" + "x".repeat(64 * 1024) + "\"}"), 413, "too_large");
        // far over the limit: the server reads the rest before answering, so the client gets the document, not a reset
        error(post(server, "/v1/analyze", "{\"file\": \"" + "x".repeat(4 << 20) + "\"}"), 413, "too_large");
        JsonNode malformed = error(post(server, "/v1/analyze", "{\"file\": "), 400, "bad_input");
        assertThat(malformed.get("message").asText()).startsWith("request: not JSON (line 1");
        JsonNode unknown = error(post(server, "/v1/analyze", "{\"file\": \"a.json\", \"options\": {\"frobnicate\": 1}}"),
                400, "bad_input");
        assertThat(unknown.get("field").asText()).isEqualTo("options.frobnicate");
        JsonNode out = error(post(server, "/v1/analyze", "{\"file\": \"a.json\", \"options\": {\"out\": \"/tmp/x\"}}"),
                400, "bad_input");
        assertThat(out.get("field").asText()).isEqualTo("options.out");
        JsonNode missing = error(post(server, "/v1/validate", "{\"file\": \"no-such.dxf\"}"), 400, "bad_input");
        assertThat(missing.get("file").asText()).isEqualTo("no-such.dxf");
        JsonNode noFriction = error(post(server, "/v1/analyze", "{\"file\": " + q(TestData.path("dxf",
                "simple_hook_r2000.dxf")) + "}"), 400, "missing_parameter");
        assertThat(noFriction.get("field").asText()).isEqualTo("--friction");
        error(post(server, "/v1/nothing", "{}"), 404, "not_found");
        error(CLIENT.send(HttpRequest.newBuilder(URI.create(server.url() + "/v1/analyze")).GET().build(),
                HttpResponse.BodyHandlers.ofString()), 405, "method_not_allowed");
        // the same document the command line writes for the same failure
        StringWriter err = new StringWriter();
        Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "validate", "no-such.dxf", "--json");
        assertThat(post(server, "/v1/validate", "{\"file\": \"no-such.dxf\"}").body()).isEqualTo(err.toString());
    }

    @Test
    void timeout_requestCancelledWith408() throws Exception {
        try (SnapfitServer quick = SnapfitServer.start(new ServerOptions(0, 1, 1, 1024, Duration.ofMillis(1)),
                ServeCommandAccess.commandOptions())) {
            // a friction sweep of the two-pawl drawing takes seconds; 1 ms is always exceeded
            error(post(quick, "/v1/analyze", "{\"file\": " + q(TestData.path("dxf", "two_prong_mechanism.json"))
                    + ", \"options\": {\"muRange\": true}}"), 408, "timeout");
        }
    }

    @Test
    void serveCommand_printsItsAddressFirstAndStopsOnShutdown() throws Exception {
        PipedWriter pipe = new PipedWriter();
        BufferedReader lines = new BufferedReader(new PipedReader(pipe, 1 << 16));
        ExecutorService one = Executors.newSingleThreadExecutor();
        try {
            Future<Integer> code = one.submit(() -> Main.run(new PrintWriter(pipe, true),
                    new PrintWriter(new StringWriter()), "serve", "--port", "0", "--workers", "1"));
            String first = lines.readLine();
            assertThat(first).matches("listening on http://127\\.0\\.0\\.1:\\d+");
            String url = first.substring("listening on ".length());
            HttpResponse<String> health = CLIENT.send(HttpRequest.newBuilder(URI.create(url + "/v1/health")).GET()
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(health.statusCode()).isEqualTo(200);
            assertThat(org.snapfit.cli.DocumentSchemaAccess.schema("server").validate(MAPPER.readTree(health.body())))
                    .isEmpty();
            HttpResponse<String> bye = CLIENT.send(HttpRequest.newBuilder(URI.create(url + "/v1/shutdown"))
                    .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(MAPPER.readTree(bye.body()).get("status").asText()).isEqualTo("stopping");
            assertThat(code.get()).isEqualTo(Main.EXIT_OK);
            assertThat(lines.readLine()).isEqualTo("stopped");
        } finally {
            one.shutdownNow();
        }
    }

    @Test
    void requestArguments_optionsBecomeTheCommandLine() {
        RequestArguments r = RequestArguments.parse("analyze", "{\"file\": \"h.json\", \"options\": {\"sampleStep\":"
                + " 0.10, \"muRange\": true, \"stiffness\": {\"PAWL-2\": 90}, \"friction\": \"-1\"}}",
                ServeCommandAccess.commandOptions().get("analyze"));
        // a number's exact decimal value (never a binary double's expansion); a negative value stays a value
        assertThat(r.args()).containsExactly("analyze", "h.json", "--sample-step=0.1", "--mu-range",
                "--stiffness=PAWL-2=90", "--friction=-1", "--out=-", "--json");
        assertThat(RequestArguments.kebab("maxInsertCopies")).isEqualTo("max-insert-copies");
    }
}

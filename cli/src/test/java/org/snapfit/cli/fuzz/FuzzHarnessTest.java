package org.snapfit.cli.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.snapfit.cli.Main;
import org.snapfit.core.testdata.TestData;

/**
 * The fuzzing harness: seeded mutations ({@link Mutator}) of every fixture kind, each run through the command line
 * in-process ({@link CliHarness}), which must end with exit 0 or 2, without an internal error, a stack trace or a raw
 * control character, within the per-case time budget; a refusal (exit 2) must name the input file or an option.
 * The readers: mechanism documents (simulate, validate, analyze), DXF drawings (validate, analyze), STEP, STL and
 * OBJ parts (inspect), arrangement files, insertion paths (clearance), scene files (drape, insert) and polynomials
 * (roots, as an argument and as a file).
 *
 * <p>{@code mvn verify} runs {@value #SHORT_CASES} cases per reader; {@code -Dsnapfit.fuzz.long=true} runs
 * {@value #LONG_CASES} (or {@code -Dsnapfit.fuzz.cases=N}) with the commands' default budgets.
 * {@code -Dsnapfit.fuzz.seed=S} changes the base seed. A failing case prints its seed, its mutation and the command,
 * and its input is kept under {@code cli/target/fuzz-failures/} to be added to {@code test-data/fuzz/}.
 */
class FuzzHarnessTest {

    /** Cases per reader in the short run of {@code mvn verify}. */
    static final int SHORT_CASES = 300;
    /** Cases per reader in the long run. */
    static final int LONG_CASES = 5_000;
    /** The base seed: each case's seed is derived from it, the reader and the case number. */
    static final long BASE_SEED = Long.getLong("snapfit.fuzz.seed", 0x5eed_2026_1128L);

    private static final boolean LONG = Boolean.getBoolean("snapfit.fuzz.long");
    private static final int CASES = Integer.getInteger("snapfit.fuzz.cases", LONG ? LONG_CASES : SHORT_CASES);
    /** Failures reported per reader before the run of that reader stops. */
    private static final int MAX_FAILURES = 10;

    /** What one case runs: the arguments for the mutated file, a fresh folder and the case's chooser. */
    private interface Command {
        String[] args(Path file, Path tmp, Mutator choose);
    }

    /** One reader: its seed files, the file name of a mutated input, its grammar and the command that reads it. */
    enum Reader {
        MECHANISM("case.json", new Mutator.Grammar("[", "]", List.of("{", "}", "[", "]", "\"", ",", ":", "null",
                "\"pawls\": []", "\"shape\": [[]]", "{\"name\": \"x\"}", "\"1/0\"", "\"units\": \"inch\""), false),
                () -> Stream.concat(files("snapfit", ".json"), Stream.of(TestData.path("snapfit-extra",
                        "hook-steps.json"), TestData.path("dxf", "hook_mechanism.json"))).toList(),
                (f, tmp, c) -> {
                    double r = c.uniform();
                    return r < 0.75 ? args("simulate", f) : r < 0.92 ? args("validate", f)
                            : args("analyze", f, "--out", tmp.resolve("out").toString(), "--sample-step", "0.25");
                }),
        DXF("case.dxf", new Mutator.Grammar("0\nBLOCK\n", "0\nENDBLK\n", List.of("0\nSECTION\n", "0\nENDSEC\n",
                "0\nLINE\n8\nPAWL-1\n10\n0\n20\n0\n11\n1\n21\n0\n", "0\nINSERT\n2\nB\n", "0\nARC\n", "70\n1\n",
                "90\n2000000000\n", "40\n1e-300\n", "0\nEOF\n", "8\nOBSTACLE\n", "42\n1e300\n", "9\n$INSUNITS\n70\n99\n"),
                false),
                () -> files("dxf", ".dxf").toList(),
                (f, tmp, c) -> c.uniform() < 0.85 ? args("validate", f, "--friction", "0.3", "--stiffness", "150")
                        : args("analyze", f, "--friction", "0.3", "--stiffness", "150", "--out",
                        tmp.resolve("out").toString(), "--sample-step", "0.25")),
        STEP("case.step", new Mutator.Grammar("(", ")", List.of("#1=", "#99999999=", "(", ")", "'", ";", ",", "$",
                "*", ".T.", "#1", "CARTESIAN_POINT('',(0.,0.,0.));", "B_SPLINE_SURFACE_WITH_KNOTS(", "\\X\\FF",
                "/*", "*/", "ENDSEC;", "DATA;"), false),
                () -> Stream.concat(files("step", ".stp", ".step"), Stream.of(TestData.path("tracking",
                        "sphere_a_ap214.step"))).toList(),
                (f, tmp, c) -> c.uniform() < 0.5 ? args("inspect", f) : args("inspect", "--json", f)),
        STL("case.stl", new Mutator.Grammar("solid a\n", "endsolid a\n", List.of("facet normal 0 0 1\n",
                "outer loop\n", "vertex 1e308 0 0\n", "endloop\n", "endfacet\n", "solid ", "endsolid\n", "nan ",
                "vertex 0 0 0\n"), true),
                () -> files("mesh", ".stl").toList(),
                (f, tmp, c) -> args("inspect", f)),
        OBJ("case.obj", new Mutator.Grammar("g x\n", "\n", List.of("v 0 0 0\n", "f 1 2 3\n", "f 1 2 99999999\n",
                "f -1 -2 -3\n", "f 0 0 0\n", "vt 0 0\n", "vn 0 0 1\n", "f 1/1/1 2/2/2 3/3/3\n", "o x\n",
                "v 1e400 0 0\n", "mtllib x.mtl\n", "f 1//1 2//1\n"), false),
                () -> files(Path.of("fuzz", "seeds"), ".obj").toList(),
                (f, tmp, c) -> args("inspect", f)),
        ARRANGEMENT("case.txt", new Mutator.Grammar("(", ")", List.of("0 0 0 0 0 0\n", "1 0 -1 0 1 0\n",
                "1 2 3 4 5 6 1/2 1/3\n", "inf ", "-inf ", "# c\n", "1/0 ", "\n", " ", "0 1 0 0 0 0 -inf inf\n"),
                false),
                () -> List.of(TestData.path("arrangements", "random_100_s11.txt"), TestData.path("arrangements",
                        "pawl_4_6_s14.txt"), TestData.path("arrangements", "walls_strip.txt"),
                        TestData.path("arrangements", "random_full_60_s13.txt")),
                (f, tmp, c) -> {
                    List<String> a = new ArrayList<>(List.of("arrangement", f.toString(), "--point", "7/1009,13/1013"));
                    if (c.uniform() < 0.15) {
                        a.add("--full");
                    }
                    if (c.uniform() < 0.1) {
                        a.addAll(List.of("--svg", tmp.resolve("svg/face.svg").toString()));
                    }
                    if (!LONG) {
                        a.addAll(List.of("--max-curves", "3000", "--max-full-curves", "200"));
                    }
                    return a.toArray(String[]::new);
                }),
        PATH("case.path.json", new Mutator.Grammar("[", "]", List.of("{", "}", "[", "]", "\"steps\": ", ",",
                "\"from\": {}", "\"rotation\": [0, 0, 0, 0]", "\"translation\": [1e308, 0, 0]", "null"), false),
                () -> List.of(TestData.path("tracking", "pass-by.path.json"), TestData.path("tracking",
                        "static.path.json")),
                (f, tmp, c) -> {
                    List<String> a = new ArrayList<>(List.of("clearance", "sphere:1", "sphere:1.5", "--path",
                            f.toString()));
                    if (c.uniform() < 0.3) {
                        a.add("--json");
                    }
                    if (!LONG) {
                        a.addAll(List.of("--max-path-steps", "200"));
                    }
                    return a.toArray(String[]::new);
                }),
        SCENE("case.scene.json", new Mutator.Grammar("[", "]", List.of("{", "}", "[", "]", "\"", ",", ":", "null",
                "\"particles\": 2000000000", "\"steps\": 2000000000", "\"dt\": 0", "\"obstacles\": []",
                "\"file\": \"/dev/zero\"", "\"cable\": {}", "\"body\": {}", "\"units\": {\"length\": \"in\"}"),
                false),
                () -> files("scenes", ".scene.json").toList(),
                (f, tmp, c) -> {
                    String text = readLenient(f);
                    List<String> a = new ArrayList<>(List.of(text.contains("\"cable\"") ? "drape" : "insert", f.toString(),
                            "--out", tmp.resolve("out").toString(), "--quiet", "--steps", LONG ? "20" : "3"));
                    return a.toArray(String[]::new);
                }),
        POLYNOMIAL("case.poly", new Mutator.Grammar("(", ")", List.of("x", "^", "*", "+", "-", "/", "x^10000",
                "x^300", "(", ")", "1/0", "t", "u", "0*x^9", " "), false),
                FuzzHarnessTest::polynomialSeeds,
                (f, tmp, c) -> {
                    List<String> a = new ArrayList<>();
                    a.add("roots");
                    if (c.uniform() < 0.6) {
                        a.add(readLenient(f));
                    } else {
                        a.addAll(List.of("--file", f.toString()));
                    }
                    if (c.uniform() < 0.3) {
                        a.add("--json");
                    }
                    if (!LONG) {
                        a.addAll(List.of("--max-degree", "40"));
                    }
                    return a.toArray(String[]::new);
                });

        final String fileName;
        final Mutator.Grammar grammar;
        final java.util.function.Supplier<List<Path>> seeds;
        final Command command;

        Reader(String fileName, Mutator.Grammar grammar, java.util.function.Supplier<List<Path>> seeds,
                Command command) {
            this.fileName = fileName;
            this.grammar = grammar;
            this.seeds = seeds;
            this.command = command;
        }
    }

    private static String[] args(Object... xs) {
        return Stream.of(xs).map(Object::toString).toArray(String[]::new);
    }

    private static Stream<Path> files(String folder, String... extensions) {
        return files(Path.of(folder), extensions);
    }

    private static Stream<Path> files(Path folder, String... extensions) {
        Path dir = TestData.path(folder.toString());
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> Stream.of(extensions).anyMatch(e -> p.toString().toLowerCase(Locale.ROOT).endsWith(e)))
                    .filter(p -> p.toFile().length() <= 64 * 1024)
                    .sorted(Comparator.comparing(Path::toString)).toList().stream();
        } catch (IOException e) {
            throw new IllegalStateException("cannot list " + dir, e);
        }
    }

    /** Every polynomial of test-data/algebra, one seed file each. */
    private static List<Path> polynomialSeeds() {
        List<Path> out = new ArrayList<>();
        try {
            Path tmp = Files.createTempDirectory("snapfit-fuzz-poly");
            tmp.toFile().deleteOnExit();
            int k = 0;
            for (Path p : files("algebra", ".txt", ".poly").toList()) {
                for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
                    String t = line.startsWith("polynomial: ") ? line.substring("polynomial: ".length())
                            : !line.isBlank() && !line.startsWith("#") && p.toString().endsWith(".poly") ? line : null;
                    if (t != null) {
                        Path f = tmp.resolve("seed" + (k++) + ".poly");
                        Files.writeString(f, t + "\n", StandardCharsets.UTF_8);
                        f.toFile().deleteOnExit();
                        out.add(f);
                    }
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot prepare the polynomial seeds", e);
        }
        return out;
    }

    /** A mutated polynomial file as a command-line argument (invalid bytes become U+FFFD, as a shell would pass). */
    private static String readLenient(Path f) {
        try {
            String s = new String(Files.readAllBytes(f), StandardCharsets.UTF_8).strip();
            return s.replace("\0", "");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The link, beside every mutated input, to the test-data folder: a file a seed document names (a mechanism's DXF, a
     * scene's part) is rewritten as {@code data/…} relative to test-data, so a seed's bytes, and with them every
     * mutation and case, are the same in every checkout.
     */
    private static final String DATA_LINK = "data";

    private static Path testData() {
        return TestData.root().resolve("test-data").toAbsolutePath().normalize();
    }

    /** A seed file's bytes; the files a JSON document names are reached through {@link #DATA_LINK}. */
    private static byte[] seedBytes(Path p) {
        try {
            byte[] b = Files.readAllBytes(p);
            if (p.toString().endsWith(".json")) {
                String s = new String(b, StandardCharsets.UTF_8);
                Path dir = p.toAbsolutePath().getParent();
                Path data = testData();
                s = Pattern.compile("\"(dxf|file)\"\\s*:\\s*\"([^\"]+)\"").matcher(s).replaceAll(m -> {
                    Path target = dir.resolve(m.group(2)).normalize();
                    String named = target.startsWith(data)
                            ? DATA_LINK + "/" + data.relativize(target).toString().replace('\\', '/') : target.toString();
                    return "\"" + m.group(1) + "\": \"" + java.util.regex.Matcher.quoteReplacement(named) + "\"";
                });
                return s.getBytes(StandardCharsets.UTF_8);
            }
            return b;
        } catch (IOException e) {
            throw new IllegalStateException("cannot read seed " + p, e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Reader.class)
    void mutatedInputs_endCleanlyWithExitZeroOrTwo(Reader reader, @TempDir Path dir) throws IOException {
        List<Path> seedFiles = reader.seeds.get();
        assertThat(seedFiles).as("seed files of " + reader).isNotEmpty();
        List<byte[]> corpus = seedFiles.stream().map(FuzzHarnessTest::seedBytes).toList();
        Path link = Files.createSymbolicLink(dir.resolve(DATA_LINK), testData());
        try {
            runCases(reader, dir, seedFiles, corpus);
        } finally {
            Files.delete(link); // the link only, never what it points to
        }
    }

    private static void runCases(Reader reader, Path dir, List<Path> seedFiles, List<byte[]> corpus) throws IOException {
        List<String> failures = new ArrayList<>();
        int[] exits = new int[4];
        Path file = dir.resolve(reader.fileName);
        for (int i = 0; i < CASES && failures.size() < MAX_FAILURES; i++) {
            long seed = BASE_SEED ^ ((long) reader.ordinal() << 40) ^ (i * 0x9E3779B97F4A7C15L);
            Mutator m = new Mutator(seed, corpus, reader.grammar);
            int which = (int) Math.floorMod(seed, (long) corpus.size());
            Mutator.Mutation mu = m.mutate(corpus.get(which));
            Files.write(file, mu.bytes());
            Path tmp = Files.createDirectories(dir.resolve("case-" + i));
            String[] args = reader.command.args(file, tmp, m);
            String label = reader + " case " + i + " (seed 0x" + Long.toHexString(seed) + ", from "
                    + seedFiles.get(which).getFileName() + ": " + mu.description() + ")";
            try {
                CliHarness.Run r = CliHarness.run(args);
                CliHarness.assertClean(r);
                if (r.code() == Main.EXIT_BAD_INPUT && reader != Reader.POLYNOMIAL) {
                    assertThat(r.err()).as("a refusal names the input file or an option: " + r.describe())
                            .containsAnyOf(reader.fileName, "--");
                }
                exits[r.code()]++;
            } catch (AssertionError e) {
                Path kept = keep(reader, seed, mu.bytes());
                failures.add(label + "\n  input kept as " + kept + "\n  " + e.getMessage().replace("\n", "\n  "));
                if (String.valueOf(e.getMessage()).contains("time budget")) {
                    break; // the runaway case still holds a thread: stop this reader
                }
            }
            deleteTree(tmp);
        }
        System.out.println("fuzz " + reader + ": " + CASES + " cases, exit 0: " + exits[0] + ", exit 2: " + exits[2]
                + ", base seed 0x" + Long.toHexString(BASE_SEED));
        assertThat(failures).as(failures.size() + " failing case(s) of " + reader + ":\n"
                + String.join("\n\n", failures)).isEmpty();
    }

    /** Keeps a failing input for a regression fixture. */
    private static Path keep(Reader reader, long seed, byte[] bytes) {
        try {
            Path d = Files.createDirectories(Path.of("target", "fuzz-failures"));
            if (!Files.exists(d.resolve(DATA_LINK), java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                Files.createSymbolicLink(d.resolve(DATA_LINK), testData()); // a kept input runs where it is kept
            }
            String ext = reader.fileName.substring(reader.fileName.indexOf('.'));
            return Files.write(d.resolve(reader.name().toLowerCase(Locale.ROOT) + "-" + Long.toHexString(seed) + ext),
                    bytes).toAbsolutePath();
        } catch (IOException e) {
            return Path.of("(not kept: " + e.getMessage() + ")");
        }
    }

    private static void deleteTree(Path p) throws IOException {
        try (Stream<Path> s = Files.walk(p)) {
            for (Path q : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(q);
            }
        }
    }
}

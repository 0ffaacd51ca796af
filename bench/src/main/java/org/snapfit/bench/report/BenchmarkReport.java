package org.snapfit.bench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.snapfit.bench.report.BenchmarkCatalog.Area;
import org.snapfit.bench.report.BenchmarkCatalog.Row;

/**
 * The tool behind {@code bench/run.sh}: lists the rows to run, turns JMH JSON results and whole-process timings
 * into figures recorded in a results file ({@code bench/results.tsv}: id, figure, machine, tab-separated), and
 * renders {@code docs/BENCHMARKS.md} from the {@link BenchmarkCatalog} and that file, followed by the before/after
 * record of {@code bench/ab/record.md} (the results file's sibling folder {@code ab/}) when it exists: A/B pairs of
 * two builds measured in the same minutes, which no single row of the catalog can hold.
 *
 * <pre>
 * list [--quick] [--only REGEX]          rows to run: id, kind, arguments (tab-separated)
 * record-jmh RESULTS ID JSON MACHINE     the figure of a JMH run, into the results file
 * record-wall RESULTS ID TIMES MACHINE   the figure of whole-process runs ("seconds maxRssKiB" per line)
 * record-script RESULTS ID LOG MACHINE   the figure of a timing script: its "figure: " lines
 * render RESULTS OUT                     the markdown file
 * </pre>
 */
public final class BenchmarkReport {

    /** The file name of the A/B record in the {@code ab/} folder beside the results file. */
    public static final String AB_RECORD = "record.md";

    /** Runs of a whole-process row in the full mode (the quick mode runs 3). */
    public static final int WALL_RUNS = 5;

    /** Significant digits of a score. */
    private static final int SCORE_DIGITS = 3;

    /** Significant digits of an error bar. */
    private static final int ERROR_DIGITS = 2;

    private static final String[] TIME_UNITS = {"ns", "µs", "ms", "s"};

    private BenchmarkReport() {
    }

    /**
     * Entry point; see the class comment for the commands. Exits with 2 on bad usage.
     *
     * @param args the command and its arguments
     * @throws IOException if a file cannot be read or written
     */
    public static void main(String[] args) throws IOException {
        if (args.length == 0) {
            usage();
            return;
        }
        switch (args[0]) {
            case "list":
                list(Arrays.asList(args).subList(1, args.length), System.out);
                break;
            case "record-jmh":
                need(args, 5);
                record(Path.of(args[1]), args[2], jmhFigure(Files.readString(Path.of(args[3]))), args[4]);
                break;
            case "record-wall":
                need(args, 5);
                record(Path.of(args[1]), args[2], wallFigure(Files.readAllLines(Path.of(args[3]))), args[4]);
                break;
            case "record-script":
                need(args, 5);
                record(Path.of(args[1]), args[2], scriptFigure(Files.readAllLines(Path.of(args[3]))), args[4]);
                break;
            case "render":
                need(args, 3);
                Path resultsFile = Path.of(args[1]);
                Path abRecord = resultsFile.toAbsolutePath().resolveSibling("ab").resolve(AB_RECORD);
                String ab = Files.isRegularFile(abRecord) ? Files.readString(abRecord, StandardCharsets.UTF_8) : "";
                Files.writeString(Path.of(args[2]), render(readResults(resultsFile), ab), StandardCharsets.UTF_8);
                break;
            default:
                usage();
        }
    }

    private static void need(String[] args, int n) {
        if (args.length != n) {
            usage();
        }
    }

    private static void usage() {
        System.err.println("usage: BenchmarkReport list [--quick] [--only REGEX] | record-jmh RESULTS ID JSON MACHINE"
                + " | record-wall RESULTS ID TIMES MACHINE | record-script RESULTS ID LOG MACHINE | render RESULTS OUT");
        System.exit(2);
    }

    /**
     * Prints the rows to run, one a line: id, kind, then the arguments (tab-separated, so a shell can split them
     * without quoting).
     *
     * @param options {@code --quick} (the quick rows with their quick arguments), {@code --only REGEX} (rows whose
     *     id matches)
     * @param out where to print
     */
    static void list(List<String> options, PrintStream out) {
        boolean quick = options.contains("--quick");
        int only = options.indexOf("--only");
        Pattern filter = only >= 0 && only + 1 < options.size() ? Pattern.compile(options.get(only + 1)) : null;
        for (Row r : BenchmarkCatalog.ROWS) {
            if ((quick && !r.quick()) || (filter != null && !filter.matcher(r.id()).find())) {
                continue;
            }
            String a = quick ? r.quickArgs() : r.args();
            out.println(r.id() + "\t" + r.kind() + "\t" + String.join("\t", a.split(" ")));
        }
    }

    /**
     * The figure of a JMH run: every result's score ± its 99.9 % error, in JMH's order, joined by " / ", in a time
     * unit that keeps the score at or above 1 (ns, µs, ms, s); a result with the auxiliary counters {@code cpuNanos}
     * and {@code queries} gets its thread CPU time per query in parentheses.
     *
     * @param json the {@code -rf json} output
     * @return the figure text, e.g. {@code 0.34 ± 0.13 ms / 1.30 ± 0.36 ms}
     */
    static String jmhFigure(String json) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> parts = new ArrayList<>();
        for (JsonNode b : root) {
            JsonNode m = b.get("primaryMetric");
            String unit = m.get("scoreUnit").asText();
            double score = m.get("score").asDouble();
            double error = m.get("scoreError").asDouble();
            String figure = timeFigure(score, Double.isFinite(error) ? error : Double.NaN, unit.split("/")[0]);
            JsonNode aux = b.get("secondaryMetrics");
            if (aux != null && aux.has("cpuNanos") && aux.has("queries")
                    && aux.get("queries").get("score").asDouble() > 0) {
                // a benchmark counting its queries and its thread's CPU time: the CPU time per query beside it
                double perQuery = aux.get("cpuNanos").get("score").asDouble()
                        / aux.get("queries").get("score").asDouble();
                figure += " (" + timeFigure(perQuery, Double.NaN, "ns") + " thread CPU per query)";
            }
            parts.add(figure);
        }
        return parts.isEmpty() ? "no result" : String.join(" / ", parts);
    }

    /**
     * A time with its error in a readable unit.
     *
     * @param score the score in {@code unit}
     * @param error the error in {@code unit}, or NaN when there is none (a single shot)
     * @param unit {@code ns}, {@code us}, {@code ms} or {@code s}
     * @return e.g. {@code 1.42 ± 0.35 µs}; a score below 1 moves to the smaller unit (0.34 ms is 340 µs)
     */
    static String timeFigure(double score, double error, String unit) {
        int u = Arrays.asList("ns", "us", "ms", "s").indexOf(unit);
        if (u < 0) {
            return significant(score, SCORE_DIGITS) + (Double.isNaN(error) ? "" : " ± "
                    + significant(error, ERROR_DIGITS)) + " " + unit;
        }
        while (u < TIME_UNITS.length - 1 && Math.abs(score) >= 1000) {
            score /= 1000;
            error /= 1000;
            u++;
        }
        while (u > 0 && score != 0 && Math.abs(score) < 1) {
            score *= 1000;
            error *= 1000;
            u--;
        }
        String e = Double.isNaN(error) || error == 0 ? "" : " ± " + significant(error, ERROR_DIGITS);
        return significant(score, SCORE_DIGITS) + e + " " + TIME_UNITS[u];
    }

    /**
     * The figure of whole-process runs: median wall time, the range, and the largest resident set.
     *
     * @param lines one run a line: {@code seconds maxRssKiB}
     * @return e.g. {@code median 1.31 s (1.04–1.72 s), 191 MB}
     */
    static String wallFigure(List<String> lines) {
        List<Double> s = new ArrayList<>();
        long rss = 0;
        for (String l : lines) {
            String[] f = l.trim().split("\\s+");
            if (f.length == 2) {
                s.add(Double.parseDouble(f[0]));
                rss = Math.max(rss, Long.parseLong(f[1]));
            }
        }
        if (s.isEmpty()) {
            return "no result";
        }
        s.sort(Double::compare);
        double median = s.size() % 2 == 1 ? s.get(s.size() / 2) : (s.get(s.size() / 2 - 1) + s.get(s.size() / 2)) / 2;
        return String.format(Locale.ROOT, "median %.2f s (%.2f–%.2f s, %d runs), %d MB", median, s.get(0),
                s.get(s.size() - 1), s.size(), Math.round(rss / 1024.0));
    }

    private static String significant(double x, int digits) {
        BigDecimal d = new BigDecimal(x).round(new MathContext(digits, RoundingMode.HALF_EVEN));
        if (d.abs().compareTo(BigDecimal.valueOf(1000)) >= 0) {
            d = d.setScale(0, RoundingMode.HALF_EVEN);
        }
        return d.toPlainString();
    }

    /**
     * Reads the results file: id → {figure, machine}.
     *
     * @param file the tab-separated file
     * @return the entries in file order
     * @throws IOException if it cannot be read
     */
    static Map<String, String[]> readResults(Path file) throws IOException {
        Map<String, String[]> m = new LinkedHashMap<>();
        if (Files.exists(file)) {
            for (String l : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String[] f = l.split("\t", -1);
                if (f.length == 3 && !l.startsWith("#")) {
                    m.put(f[0], new String[] {f[1], f[2]});
                }
            }
        }
        return m;
    }

    /**
     * The figure of a timing script: its output lines that start with {@code figure: }, without that prefix, joined
     * by " / ".
     *
     * @param lines the script's output
     * @return the figure text
     * @throws IllegalArgumentException if no line is a figure
     */
    static String scriptFigure(List<String> lines) {
        List<String> f = lines.stream().filter(l -> l.startsWith("figure: ")).map(l -> l.substring(8).strip())
                .toList();
        if (f.isEmpty()) {
            throw new IllegalArgumentException("the script printed no \"figure: \" line");
        }
        return String.join(" / ", f);
    }

    private static void record(Path file, String id, String figure, String machine) throws IOException {
        Map<String, String[]> m = readResults(file);
        m.put(id, new String[] {figure, machine});
        StringBuilder b = new StringBuilder("# id\tfigure\tmachine (written by bench/run.sh)\n");
        for (Row r : BenchmarkCatalog.ROWS) {
            String[] v = m.get(r.id());
            if (v != null) {
                b.append(r.id()).append('\t').append(v[0]).append('\t').append(v[1]).append('\n');
            }
        }
        Files.writeString(file, b.toString(), StandardCharsets.UTF_8);
    }

    /**
     * Renders the markdown file.
     *
     * @param results id → {figure, machine}
     * @param abRecord the A/B record (markdown starting with its own {@code ##} heading), or empty
     * @return the file's text
     */
    static String render(Map<String, String[]> results, String abRecord) {
        StringBuilder b = new StringBuilder();
        b.append("# Benchmarks\n\n")
            .append("Every speed figure snapfit claims is measured here, by the JMH benchmarks in `bench/` or by timing\n")
            .append("the command line; unit tests never assert timings. This file is generated by `bench/run.sh` from\n")
            .append("the rows of `bench/src/main/java/org/snapfit/bench/report/BenchmarkCatalog.java` and the figures\n")
            .append("recorded in `bench/results.tsv`; edit those, not this file. Each row gives the workload, the figure\n")
            .append("(JMH's mean ± its 99.9 % error, or the median of whole-process runs), the anchor it is compared\n")
            .append("with (a target or an external tool's figure), the command that reproduces it and the machine it was\n")
            .append("measured on, with the load average over the run.\n\n")
            .append("## Reproducing\n\n")
            .append("```bash\n")
            .append("bench/run.sh                 # every row (takes hours), then rewrites this file\n")
            .append("bench/run.sh --only sweep    # the rows whose id matches a regular expression\n")
            .append("bench/run.sh --quick         # a subset with short settings (a few minutes) into bench/target/quick/\n")
            .append("bench/run.sh --render        # this file again from bench/results.tsv, nothing run\n")
            .append("bench/run.sh --no-build ...  # any of the above with the jars as they are\n")
            .append("```\n\n")
            .append("`run.sh` builds `bench/target/benchmarks.jar` and `cli/target/snapfit.jar` first (tests skipped). One\n")
            .append("row by hand: `java -jar bench/target/benchmarks.jar -l` lists the benchmarks; the command column\n")
            .append("runs one. Run from the repository root. Figures taken while other processes share the cores are\n")
            .append("noisy; the machine column says so.\n");
        for (Area a : BenchmarkCatalog.AREAS) {
            b.append("\n## ").append(a.title()).append("\n\n").append(a.intro()).append("\n\n");
            b.append("| workload | figure | anchor | command | machine |\n|---|---|---|---|---|\n");
            for (Row r : BenchmarkCatalog.ROWS) {
                if (!r.area().equals(a.id())) {
                    continue;
                }
                String[] v = results.getOrDefault(r.id(), new String[] {"not measured yet", "—"});
                b.append("| ").append(cell(r.workload())).append(" | ").append(cell(v[0])).append(" | ")
                    .append(cell(r.anchor())).append(" | `").append(r.command().replace("|", "\\|")).append('`')
                    .append(r.kind() == BenchmarkCatalog.Kind.WALL ? " ×" + WALL_RUNS : "")
                    .append(" | ").append(cell(v[1])).append(" |\n");
            }
        }
        if (!abRecord.isBlank()) {
            b.append('\n').append(abRecord.strip()).append('\n');
        }
        return b.toString();
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }
}

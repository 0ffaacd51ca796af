package org.snapfit.study;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.function.LongSupplier;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.snapfit.analysis.Analysis;
import org.snapfit.analysis.json.Json;
import org.snapfit.analysis.progress.CancellationToken;

/**
 * Design studies, as a library call: {@link #plan} reads a study file and its mechanism, {@link #run} analyses
 * every sample on an engine and writes the study's files into a folder:
 *
 * <ul>
 * <li>{@code samples.csv}: one row per sample ({@link StudyPlan#columns()}); appended to as samples finish, and
 * sorted by sample when the study completes;</li>
 * <li>{@code study-manifest.json}: the study's hash and size; a run into a folder with a manifest of the same hash
 * resumes — it keeps the rows there and analyses only the missing samples;</li>
 * <li>{@code summary.json} ({@code snapfit-study-summary/1}), {@code peak-insertion.svg}, {@code lock-vs-mu.svg}
 * and {@code study.html}, written when every sample has its row.</li>
 * </ul>
 *
 * <p>Stateless; a folder holds one run at a time.
 */
public final class Study {

    /** The rows file. */
    public static final String SAMPLES = "samples.csv";
    /** The manifest file. */
    public static final String MANIFEST = "study-manifest.json";
    /** The manifest's format name. */
    public static final String MANIFEST_FORMAT = "snapfit-study-manifest/1";

    /** The CSV dialect of samples.csv: RFC 4180 quoting, LF line ends. */
    static final CSVFormat CSV = CSVFormat.RFC4180.builder().setRecordSeparator("\n").get();


    /** Least time between two progress reports, in ms. */
    static final long PROGRESS_INTERVAL_MS = 1000;

    private Study() {
    }

    /**
     * Reads a study file and its mechanism.
     *
     * @param studyFile the {@code snapfit-study/1} file
     * @return the plan
     * @throws StudyInputException if the study file is bad
     * @throws org.snapfit.analysis.AnalysisInputException if the mechanism cannot be read
     */
    public static StudyPlan plan(Path studyFile) {
        return StudyPlan.load(studyFile);
    }

    /**
     * The engine of a name: {@code local}, or a service of {@link StudyEngine} on the class or module path.
     *
     * @param name the name
     * @return the engine
     * @throws IllegalArgumentException if no engine has that name (the message lists the ones found)
     */
    public static StudyEngine engine(String name) {
        if (LocalEngine.NAME.equals(name)) {
            return new LocalEngine();
        }
        List<String> found = new ArrayList<>(List.of(LocalEngine.NAME));
        for (StudyEngine e : ServiceLoader.load(StudyEngine.class)) {
            if (e.name().equals(name)) {
                return e;
            }
            found.add(e.name());
        }
        throw new IllegalArgumentException("engine \"" + name + "\" is not available (found: " + found + ")"
                + ("spark".equals(name) ? "; the Spark engine is the study-spark module: run through the snapfit"
                        + " launcher, which builds it on first use, or put snapfit-study-spark and Spark on the class"
                        + " path" : ""));
    }

    /**
     * Runs a study into a folder, resuming the rows already there.
     *
     * @param plan the study
     * @param dir the output folder (created if needed)
     * @param engine the engine
     * @param settings the engine's settings
     * @param fresh true to discard the folder's rows and manifest first
     * @param progress receives progress (at most about once a second, and at the end)
     * @param token cancels the run; finished rows stay in samples.csv for a later resume
     * @return the outcome: the sorted rows and the summary
     * @throws StudyInputException if the folder holds rows of another study (and {@code fresh} is false) or a
     *     malformed samples.csv
     * @throws org.snapfit.analysis.progress.AnalysisCancelledException if cancelled
     * @throws UncheckedIOException if a file cannot be read or written
     */
    public static StudyOutcome run(StudyPlan plan, Path dir, StudyEngine engine, EngineSettings settings,
            boolean fresh, StudyProgress progress, CancellationToken token) {
        return run(plan, dir, engine, settings, fresh, progress, token, System::currentTimeMillis);
    }

    static StudyOutcome run(StudyPlan plan, Path dir, StudyEngine engine, EngineSettings settings, boolean fresh,
            StudyProgress progress, CancellationToken token, LongSupplier clockMs) {
        Objects.requireNonNull(plan, "plan");
        try {
            Files.createDirectories(dir);
            Path rows = dir.resolve(SAMPLES);
            Path manifest = dir.resolve(MANIFEST);
            if (fresh) {
                Files.deleteIfExists(rows);
                Files.deleteIfExists(manifest);
            }
            checkManifest(plan, dir, rows, manifest);
            List<SampleRow> existing = readRows(plan, rows, true);
            BitSet done = new BitSet();
            for (SampleRow r : existing) {
                done.set((int) r.sample());
            }
            if (!Files.exists(manifest)) {
                writeManifest(plan, manifest, false);
            }
            boolean header = !Files.exists(rows) || Files.size(rows) == 0;
            List<Long> todo = new ArrayList<>();
            for (long i = 0; i < plan.size(); i++) {
                if (!done.get((int) i)) {
                    todo.add(i);
                }
            }
            if (!todo.isEmpty()) {
                try (Appender out = new Appender(rows, header ? plan.columns() : null, done.cardinality(),
                        plan.size(), todo.size(), progress, clockMs)) {
                    engine.run(plan, todo, settings, out, token);
                }
            }
            List<SampleRow> all = readRows(plan, rows, false);
            all.sort(Comparator.comparingLong(SampleRow::sample));
            writeSorted(plan, rows, all);
            StudySummary summary = StudySummary.of(plan, all);
            StudyFiles.write(dir, summary, all);
            writeManifest(plan, manifest, true);
            if (todo.isEmpty()) {
                progress.progress(plan.size(), plan.size(), 0, 0);
            }
            return new StudyOutcome(all, summary);
        } catch (IOException e) {
            throw new UncheckedIOException(dir + ": " + e.getMessage(), e);
        }
    }

    private static void checkManifest(StudyPlan plan, Path dir, Path rows, Path manifest) throws IOException {
        if (Files.exists(manifest)) {
            JsonNode m;
            try {
                m = Json.reader().readTree(Files.readString(manifest));
            } catch (IOException e) {
                throw new StudyInputException(manifest.toString(), "", "is not a study manifest (" + e.getMessage()
                        + "); use --fresh to start over", e);
            }
            String hash = m == null ? "" : m.path("studyHash").asText("");
            if (!plan.hash().equals(hash)) {
                throw new StudyInputException(manifest.toString(), "studyHash", "the folder holds samples of another"
                        + " study (hash " + abbreviate(hash) + ", this study " + abbreviate(plan.hash())
                        + "); use --fresh to replace them, or another output folder");
            }
        } else if (Files.exists(rows) && Files.size(rows) > 0) {
            throw new StudyInputException(rows.toString(), "", "the folder " + dir + " has samples.csv but no "
                    + MANIFEST + ", so its rows cannot be matched to this study; use --fresh to replace them, or"
                    + " another output folder");
        }
    }

    private static String abbreviate(String hash) {
        return hash.length() > 12 ? hash.substring(0, 12) + "…" : hash.isEmpty() ? "none" : hash;
    }

    private static void writeManifest(StudyPlan plan, Path manifest, boolean complete) throws IOException {
        ObjectNode m = Json.object();
        m.put("format", MANIFEST_FORMAT);
        m.put("studyHash", plan.hash());
        m.put("study", plan.spec().file().getFileName().toString());
        m.put("mechanism", plan.label());
        m.put("samples", plan.size());
        m.put("toolVersion", Analysis.version());
        m.put("complete", complete);
        m.putPOJO("columns", plan.columns());
        Path tmp = manifest.resolveSibling(manifest.getFileName() + ".tmp");
        Files.writeString(tmp, Json.writer().writeValueAsString(m).replace("\r\n", "\n")
                + "\n", StandardCharsets.UTF_8);
        Files.move(tmp, manifest, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * Reads the rows of samples.csv, dropping a last line cut short by a killed run (the file is truncated to its
     * last complete line); the first row of each sample wins.
     */
    static List<SampleRow> readRows(StudyPlan plan, Path rows, boolean repair) throws IOException {
        List<SampleRow> out = new ArrayList<>();
        if (!Files.exists(rows)) {
            return out;
        }
        if (repair) {
            truncateToLastLine(rows);
        }
        int params = plan.spec().parameters().size();
        BitSet seen = new BitSet();
        try (Reader in = Files.newBufferedReader(rows, StandardCharsets.UTF_8);
                CSVParser p = CSV.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)) {
            if (!p.getHeaderNames().isEmpty() && !p.getHeaderNames().equals(plan.columns())) {
                throw new StudyInputException(rows.toString(), "", "the header " + p.getHeaderNames()
                        + " is not this study's " + plan.columns() + "; use --fresh to start over");
            }
            for (CSVRecord r : p) {
                SampleRow row;
                try {
                    row = SampleRow.parse(r.toList(), params);
                } catch (IllegalArgumentException e) {
                    throw new StudyInputException(rows + ":" + (r.getRecordNumber() + 1), "", "row " + e.getMessage()
                            + "; use --fresh to start over", e);
                }
                if (row.sample() >= plan.size()) {
                    throw new StudyInputException(rows + ":" + (r.getRecordNumber() + 1), "sample", "sample "
                            + row.sample() + " is beyond this study's " + plan.size() + " samples");
                }
                if (!seen.get((int) row.sample())) {
                    seen.set((int) row.sample());
                    out.add(row);
                }
            }
        } catch (IllegalStateException | UncheckedIOException e) {
            throw new StudyInputException(rows.toString(), "", "is not a readable samples file (" + e.getMessage()
                    + "); use --fresh to start over", e);
        }
        return out;
    }

    private static void truncateToLastLine(Path rows) throws IOException {
        byte[] all = Files.readAllBytes(rows);
        int end = all.length;
        while (end > 0 && all[end - 1] != '\n') {
            end--;
        }
        if (end < all.length) {
            try (FileChannel ch = FileChannel.open(rows, StandardOpenOption.WRITE)) {
                ch.truncate(end);
            }
        }
    }

    private static void writeSorted(StudyPlan plan, Path rows, List<SampleRow> sorted) throws IOException {
        Path tmp = rows.resolveSibling(rows.getFileName() + ".tmp");
        try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8);
                CSVPrinter p = new CSVPrinter(w, CSV)) {
            p.printRecord(plan.columns());
            for (SampleRow r : sorted) {
                p.printRecord(r.fields());
            }
        }
        Files.move(tmp, rows, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Appends rows to samples.csv as they come (flushed each row) and reports progress. */
    private static final class Appender implements StudyEngine.RowSink, AutoCloseable {
        private final BufferedWriter writer;
        private final CSVPrinter printer;
        private final long total;
        private final long todo;
        private final StudyProgress progress;
        private final LongSupplier clockMs;
        private final long startMs;
        private long done;
        private long fresh;
        private long lastReport;

        Appender(Path rows, List<String> header, long done, long total, long todo, StudyProgress progress,
                LongSupplier clockMs) throws IOException {
            this.writer = Files.newBufferedWriter(rows, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
            this.printer = new CSVPrinter(writer, CSV);
            if (header != null) {
                printer.printRecord(header);
                printer.flush();
            }
            this.done = done;
            this.total = total;
            this.todo = todo;
            this.progress = progress;
            this.clockMs = clockMs;
            this.startMs = clockMs.getAsLong();
            this.lastReport = startMs;
        }

        @Override
        public synchronized void accept(SampleRow row) {
            try {
                printer.printRecord(row.fields());
                printer.flush();
            } catch (IOException e) {
                throw new UncheckedIOException("writing " + SAMPLES + " failed: " + e.getMessage(), e);
            }
            done++;
            fresh++;
            long now = clockMs.getAsLong();
            if (now - lastReport >= PROGRESS_INTERVAL_MS || fresh == todo) {
                lastReport = now;
                double seconds = Math.max(1e-3, (now - startMs) / 1000.0);
                double rate = fresh / seconds;
                progress.progress(done, total, rate, (todo - fresh) / rate);
            }
        }

        @Override
        public synchronized void close() throws IOException {
            printer.close();
        }
    }
}

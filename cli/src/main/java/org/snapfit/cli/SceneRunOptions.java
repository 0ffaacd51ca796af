package org.snapfit.cli;

import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import org.snapfit.analysis.json.Json;
import org.snapfit.cli.scene.SceneFile;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The options and output plumbing that {@code snapfit drape} and {@code snapfit insert} share (a picocli mixin): the
 * scene file, the output folder, the step-count override, progress on standard error, and the header of their
 * {@code scene.json} documents.
 */
final class SceneRunOptions {

    /**
     * The writer of the scene commands' {@code scene.json} documents: the shared mapper of {@link Json} with Jackson's
     * default layout (two-space indent, {@code "key" : value}, an array's elements on its opening line), which these
     * documents have always had.
     */
    static final ObjectWriter WRITER = Json.mapper().writerWithDefaultPrettyPrinter();

    /** Progress is reported on standard error at most this often, in ms. */
    static final long PROGRESS_INTERVAL_MS = 1000;

    @Parameters(index = "0", paramLabel = "SCENE", description = "The snapfit-scene/1 file.")
    Path sceneFile;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Output folder (created if missing).")
    Path out;

    @Option(names = Main.JSON_OPTION, description = {"Print scene.json on standard output instead of the summary (the",
        "files are still written); failures as a snapfit-error/1 document on standard error."})
    boolean json;

    @Option(names = "--steps", paramLabel = "N", description = "Override the scene's step count (>= 1).")
    Integer steps;

    @Option(names = "--quiet", description = "No progress on standard error.")
    boolean quiet;

    @picocli.CommandLine.Mixin
    Limits.InputSize inputSize = new Limits.InputSize();

    private long lastProgress = System.currentTimeMillis();

    /**
     * The step count to run.
     *
     * @param file the scene
     * @return --steps if given, else the scene's
     * @throws IllegalArgumentException if --steps is below 1
     */
    int steps(SceneFile file) {
        int n = steps == null ? file.steps() : steps;
        if (n < 1) {
            throw new IllegalArgumentException("--steps = " + n + "; it must be >= 1");
        }
        return n;
    }

    /**
     * The output folder, checked: a scene writes several files, so {@code --out -} is refused.
     *
     * @return the folder
     * @throws CommandInputException for {@code --out -}
     */
    Path outFolder() {
        SceneCommand.refuseStdout(out);
        return out;
    }

    /**
     * Ends a run: with {@code --json} the document on standard output, else the summary lines.
     *
     * @param o standard output
     * @param document the scene.json text
     * @param summary the summary lines
     * @return {@link Main#EXIT_OK}
     */
    int finish(PrintWriter o, String document, String summary) {
        o.print(json ? document + "\n" : summary);
        o.flush();
        return Main.EXIT_OK;
    }

    /** Reports progress after step done of total, at most once per {@link #PROGRESS_INTERVAL_MS}. */
    void progress(PrintWriter err, String command, int done, int total) {
        long now = System.currentTimeMillis();
        if (!quiet && now - lastProgress >= PROGRESS_INTERVAL_MS) {
            err.printf(Locale.ROOT, "%s: step %d of %d (%.0f %%)%n", command, done, total, 100.0 * done / total);
            err.flush();
            lastProgress = now;
        }
    }

    /** The common head of a scene.json document: format, tool, scene, name, units. */
    static ObjectNode header(String format, SceneFile file) {
        ObjectNode doc = Json.object();
        doc.put("format", format);
        ObjectNode tool = doc.putObject("tool");
        tool.put("name", "snapfit");
        tool.put("version", Main.version());
        doc.put("scene", file.source().toString());
        doc.put("name", file.name());
        ObjectNode units = doc.putObject("units");
        units.put("length", "mm");
        units.put("mass", "kg");
        units.put("time", "s");
        units.put("force", "N");
        units.put("energy", "mJ");
        return doc;
    }
}

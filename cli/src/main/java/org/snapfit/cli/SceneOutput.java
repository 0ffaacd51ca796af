package org.snapfit.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.snapfit.core.io.AtomicOutput;

/**
 * The output folder of a scene command ({@code scene.json}, {@code frames.csv}, {@code final.svg}), written the safe
 * way: the files go into a temporary sibling folder ({@link AtomicOutput#stage}) and are moved into place only by
 * {@link #commit}; closing without a commit (a failed run) removes the temporary folder and leaves the previous
 * output as it was. Not thread-safe.
 */
final class SceneOutput implements AutoCloseable {

    /** The files of a scene's output, in the order they are moved into place. */
    static final List<String> NAMES = List.of("scene.json", "frames.csv", "final.svg");

    private final Path out;
    private final Path staging;
    private boolean committed;

    private SceneOutput(Path out, Path staging) {
        this.out = out;
        this.staging = staging;
    }

    /**
     * Prepares the output.
     *
     * @param out the output folder (created if missing)
     * @return the output being written
     * @throws IOException if {@code out} is a file or a folder stands where one of the files goes (nothing is written)
     */
    static SceneOutput open(Path out) throws IOException {
        return new SceneOutput(out, AtomicOutput.stage(out, NAMES));
    }

    /**
     * Where to write one of the files until the commit.
     *
     * @param name one of {@link #NAMES}
     * @return its path in the temporary folder
     */
    Path file(String name) {
        return staging.resolve(name);
    }

    /**
     * Moves the complete files into the output folder.
     *
     * @throws IOException if a move fails
     */
    void commit() throws IOException {
        AtomicOutput.commit(staging, out, NAMES);
        committed = true;
    }

    /** Removes the temporary folder unless the files were committed. */
    @Override
    public void close() throws IOException {
        if (!committed) {
            AtomicOutput.discard(staging);
        }
    }
}

package org.snapfit.core.testdata;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** Named pipes for tests of readers that must refuse them (made with {@code mkfifo}; shipped in core's test-jar). */
public final class Fifos {
    private Fifos() {
    }

    /**
     * Makes a FIFO.
     *
     * @param path where
     * @return the FIFO, or empty where {@code mkfifo} is missing or fails (the test then skips)
     * @throws InterruptedException if interrupted while waiting for {@code mkfifo}
     */
    public static Optional<Path> make(Path path) throws InterruptedException {
        try {
            Process p = new ProcessBuilder("mkfifo", path.toString()).start();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0 ? Optional.of(path) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}

package org.snapfit.core.testdata;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The one way tests reach files in the repository's {@code test-data/} folder (and, for fixtures that may not be
 * copied, the project's optional shared reference set beside the clone). Shipped in core's test-jar.
 */
public final class TestData {
    private TestData() {
    }

    /**
     * The repository root: the {@code snapfit.root} system property set by the build, else the nearest ancestor
     * of the working directory that holds {@code test-data/}.
     *
     * @return the root folder
     */
    public static Path root() {
        String p = System.getProperty("snapfit.root");
        if (p != null && Files.isDirectory(Paths.get(p, "test-data"))) {
            return Paths.get(p).toAbsolutePath().normalize();
        }
        Path d = Paths.get("").toAbsolutePath();
        while (d != null) {
            if (Files.isDirectory(d.resolve("test-data")) && Files.exists(d.resolve("pom.xml"))) {
                return d;
            }
            d = d.getParent();
        }
        throw new IllegalStateException("cannot find the repository's test-data/ folder from "
                + Paths.get("").toAbsolutePath());
    }

    /**
     * A file or folder under {@code test-data/}.
     *
     * @param first the first path element below {@code test-data/}
     * @param more further elements
     * @return the path (which must exist)
     * @throws IllegalStateException if it does not exist, naming the path
     */
    public static Path path(String first, String... more) {
        Path p = root().resolve("test-data").resolve(Paths.get(first, more));
        if (!Files.exists(p)) {
            throw new IllegalStateException("test data file missing: " + p);
        }
        return p;
    }

    /**
     * A file under the shared folder beside the clone (the project's optional shared reference set), if present.
     *
     * @param first the first element below {@code shared/test-data/}
     * @param more further elements
     * @return the path, or empty if the shared folder is not there
     */
    public static java.util.Optional<Path> shared(String first, String... more) {
        String override = System.getProperty("snapfit.shared");
        Path base = override != null ? Paths.get(override) : root().getParent().resolve("shared");
        Path p = base.resolve("test-data").resolve(Paths.get(first, more));
        return Files.exists(p) ? java.util.Optional.of(p) : java.util.Optional.empty();
    }
}

package org.snapfit.algebra.cspace;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Locates {@code test-data/arrangements/} for algebra's tests (algebra cannot depend on core's test-jar, which
 * holds {@code TestData}; this mirrors {@code TestData.path}: the {@code snapfit.root} property, else the nearest
 * ancestor holding {@code test-data/}).
 */
final class Fixtures {
    private Fixtures() {
    }

    static Path arrangements(String file) {
        String p = System.getProperty("snapfit.root");
        Path root = null;
        if (p != null && Files.isDirectory(Paths.get(p, "test-data"))) {
            root = Paths.get(p);
        } else {
            Path d = Paths.get("").toAbsolutePath();
            while (d != null && root == null) {
                if (Files.isDirectory(d.resolve("test-data")) && Files.exists(d.resolve("pom.xml"))) {
                    root = d;
                }
                d = d.getParent();
            }
        }
        if (root == null) {
            throw new IllegalStateException("cannot find test-data/ from " + Paths.get("").toAbsolutePath());
        }
        return root.resolve("test-data").resolve("arrangements").resolve(file);
    }

    /** CGAL's figure for one instance from expected.json (a tiny reader: the file is flat and machine-written). */
    static int expected(String instance, String key) throws java.io.IOException {
        String json = Files.readString(arrangements("expected.json"));
        int at = json.indexOf("\"" + instance + "\"");
        if (at < 0) {
            throw new IllegalStateException(instance + " not in expected.json");
        }
        int end = json.indexOf("}\n  }", at);
        String block = json.substring(at, end < 0 ? json.length() : end + 5);
        Matcher m = Pattern.compile("\"" + key + "\": (true|false|\\d+)").matcher(block);
        if (!m.find()) {
            throw new IllegalStateException(key + " not found for " + instance);
        }
        String v = m.group(1);
        return v.equals("true") ? 1 : v.equals("false") ? 0 : Integer.parseInt(v);
    }
}

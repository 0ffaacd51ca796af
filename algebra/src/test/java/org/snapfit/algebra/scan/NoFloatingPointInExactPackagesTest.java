package org.snapfit.algebra.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Source scan (docs/architecture.md): no floating-point type appears in the decision logic of the exact packages
 * {@code poly}, {@code real} and {@code number}.
 *
 * <p>What the scan allows: the filter packages {@code interval} (Interval, HornerFilter: certified, derived error
 * bounds) and {@code internal} (DoubleNewton: proposals verified by exact signs) are not scanned; in the exact
 * packages, comments are ignored, {@code Rational.java} is exempt (its {@code fromDouble}/{@code doubleValue} are
 * input/output conversions), and the one output signature {@code public double toDouble()} of RealAlgebraic.
 */
class NoFloatingPointInExactPackagesTest {

    private static final Pattern FLOAT = Pattern.compile("\\b(double|float|Double|Float)\\b");
    private static final Set<String> EXEMPT_FILES = Set.of("Rational.java");
    private static final Set<String> ALLOWED_LINES = Set.of("public double toDouble() {");

    private static Path sources() {
        Path p = Paths.get("src", "main", "java", "org", "snapfit", "algebra");
        if (!Files.isDirectory(p)) {
            p = Paths.get("algebra").resolve(p);
        }
        return p;
    }

    static List<String> violations(Path root, List<String> packages) throws IOException {
        List<String> bad = new ArrayList<>();
        for (String pkg : packages) {
            try (Stream<Path> files = Files.walk(root.resolve(pkg))) {
                for (Path f : files.filter(x -> x.toString().endsWith(".java")).toList()) {
                    if (EXEMPT_FILES.contains(f.getFileName().toString())) {
                        continue;
                    }
                    String code = stripComments(Files.readString(f, StandardCharsets.UTF_8));
                    String[] lines = code.split("\n", -1);
                    for (int i = 0; i < lines.length; i++) {
                        String l = lines[i].strip();
                        if (FLOAT.matcher(l).find() && !ALLOWED_LINES.contains(l)) {
                            bad.add(f.getFileName() + ":" + (i + 1) + ": " + l);
                        }
                    }
                }
            }
        }
        return bad;
    }

    /** Blanks comments but keeps line breaks so line numbers stay right. */
    static String stripComments(String s) {
        StringBuilder b = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            if (s.startsWith("/*", i)) {
                int e = s.indexOf("*/", i + 2);
                e = e < 0 ? s.length() : e + 2;
                for (int k = i; k < e; k++) {
                    if (s.charAt(k) == '\n') {
                        b.append('\n');
                    }
                }
                i = e;
            } else if (s.startsWith("//", i)) {
                int e = s.indexOf('\n', i);
                i = e < 0 ? s.length() : e;
            } else if (s.charAt(i) == '"') {
                int e = i + 1;
                while (e < s.length() && s.charAt(e) != '"') {
                    e += s.charAt(e) == '\\' ? 2 : 1;
                }
                b.append("\"\"");
                i = Math.min(s.length(), e + 1);
            } else {
                b.append(s.charAt(i));
                i++;
            }
        }
        return b.toString();
    }

    @Test
    void exactPackages_haveNoFloatingPointTypes() throws IOException {
        assertThat(violations(sources(), List.of("poly", "real", "number"))).isEmpty();
    }

    @Test
    void scan_detectsADouble_inAPlantedSource(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        // the scan must be able to fail: a planted decision on a double is reported, a comment is not
        Files.createDirectories(dir.resolve("real"));
        Files.writeString(dir.resolve("real").resolve("Bad.java"),
                "class Bad {\n  // double in a comment is fine\n  boolean f(double x) { return x > 0; }\n}\n");
        assertThat(violations(dir, List.of("real"))).containsExactly("Bad.java:3: boolean f(double x) { return x > 0; }");
    }
}

package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.snapfit.core.testdata.TestData;

/**
 * Every module of the reactor has a README whose "Where to find it" table names the five concepts a newcomer asks for
 * first, and every class (or class member) those tables name exists in the sources: a renamed or moved class makes
 * this fail.
 */
class ModuleReadmeTest {

    /** The five concepts, each the start of a row of every module's table (bold or not). */
    private static final List<String> CONCEPTS = List.of("the jam test", "the DXF layer convention",
            "the critical friction search", "the STEP entity mapping", "the KKT residuals");

    /** A dotted Java name in backticks whose first segment is lower case: a package, class or member path. */
    private static final Pattern DOTTED = Pattern.compile("`([a-z][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)+)`");

    private static List<String> modules() throws IOException {
        String pom = Files.readString(TestData.root().resolve("pom.xml"), StandardCharsets.UTF_8);
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("<module>([^<]+)</module>").matcher(pom);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static String table(String module) throws IOException {
        Path readme = TestData.root().resolve(module).resolve("README.md");
        assertThat(readme).as(module + " has a README").exists();
        String text = Files.readString(readme, StandardCharsets.UTF_8);
        int at = text.indexOf("\n## Where to find it");
        assertThat(at).as(module + "/README.md has a 'Where to find it' section").isGreaterThanOrEqualTo(0);
        int end = text.indexOf("\n## ", at + 1);
        return text.substring(at, end < 0 ? text.length() : end);
    }

    /**
     * The source file of the longest prefix of {@code name} that is a class, or the package folder when the whole
     * name is a package; null if neither.
     */
    private static Path source(List<String> modules, String name) {
        String[] parts = name.split("\\.");
        for (int n = parts.length; n >= 1; n--) {
            String rel = String.join("/", Arrays.copyOf(parts, n));
            for (String module : modules) {
                Path dir = TestData.root().resolve(module).resolve("src/main/java");
                if (Files.isRegularFile(dir.resolve(rel + ".java"))) {
                    return dir.resolve(rel + ".java");
                }
                if (n == parts.length && Files.isDirectory(dir.resolve(rel))) {
                    return dir.resolve(rel);
                }
            }
        }
        return null;
    }

    /** A name as written, or relative to the module's base package ({@code engine.TangentCone} in sweep). */
    private static Path resolve(List<String> modules, String module, String name) {
        if (name.startsWith("org.snapfit.")) {
            return source(modules, name);
        }
        for (String base : List.of(module.replace("-", ""), module.replace('-', '.'))) {
            Path p = source(modules, "org.snapfit." + base + "." + name);
            if (p != null) {
                return p;
            }
        }
        return null;
    }

    @Test
    void everyModuleReadme_namesTheFiveConcepts() throws IOException {
        List<String> modules = modules();
        assertThat(modules).contains("algebra", "core", "sweep", "qp", "cli", "bench");
        for (String module : modules) {
            String table = table(module);
            String rows = table.replace("**", "");
            for (String concept : CONCEPTS) {
                assertThat(rows).as(module + "/README.md: a row for " + concept).contains("\n| " + concept);
            }
        }
    }

    @Test
    void everyNamedClassAndMember_exists() throws IOException {
        List<String> modules = modules();
        int named = 0;
        for (String module : modules) {
            Matcher m = DOTTED.matcher(table(module));
            while (m.find()) {
                String name = m.group(1);
                if (name.matches(".*\\.(md|java|json|sh|csv|xml)")) {
                    continue;
                }
                Path src = resolve(modules, module, name);
                assertThat(src).as(module + "/README.md names " + name + ": no such class or package in the sources")
                        .isNotNull();
                String cls = src.getFileName().toString().replace(".java", "");
                int at = name.lastIndexOf(cls);
                String member = Files.isDirectory(src) ? "" : name.substring(at + cls.length());
                if (!member.isEmpty()) {
                    String id = member.substring(member.lastIndexOf('.') + 1);
                    assertThat(Files.readString(src, StandardCharsets.UTF_8)).as(module + "/README.md names " + name
                            + ": " + id + " is not in " + src.getFileName()).containsPattern("\\b" + id + "\\b");
                }
                named++;
            }
        }
        assertThat(named).as("qualified names in the tables").isGreaterThanOrEqualTo(5 * modules.size());
    }
}

package org.snapfit.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.core.testdata.TestData;

/**
 * The Java example that the READMEs show is the file {@link ModulePathExampleIT} compiles and runs: the fenced
 * {@code java} blocks that hold it must equal the files byte for byte.
 */
class ReadmeExampleTest {

    /** The example's folder (a module: module-info.java and example/PeakForce.java). */
    static Path exampleDir() {
        return TestData.root().resolve("analysis/src/test/resources/example");
    }

    /** The bodies of the fenced {@code java} code blocks of a Markdown file, in order. */
    static List<String> javaBlocks(Path markdown) throws IOException {
        List<String> out = new ArrayList<>();
        StringBuilder block = null;
        for (String line : Files.readAllLines(markdown, StandardCharsets.UTF_8)) {
            if (block == null && line.equals("```java")) {
                block = new StringBuilder();
            } else if (block != null && line.equals("```")) {
                out.add(block.toString());
                block = null;
            } else if (block != null) {
                block.append(line).append('\n');
            }
        }
        return out;
    }

    static void assertShown(Path markdown) throws IOException {
        List<String> blocks = javaBlocks(markdown);
        String cls = Files.readString(exampleDir().resolve("example/PeakForce.java"), StandardCharsets.UTF_8);
        String mod = Files.readString(exampleDir().resolve("module-info.java"), StandardCharsets.UTF_8);
        assertThat(blocks).as(markdown + " shows example/PeakForce.java verbatim").contains(cls);
        assertThat(blocks).as(markdown + " shows the example's module-info.java verbatim").contains(mod);
    }

    @Test
    void rootReadme_showsTheExampleVerbatim() throws IOException {
        assertShown(TestData.root().resolve("README.md"));
    }

    @Test
    void analysisReadme_showsTheExampleVerbatim() throws IOException {
        assertShown(TestData.root().resolve("analysis/README.md"));
    }
}

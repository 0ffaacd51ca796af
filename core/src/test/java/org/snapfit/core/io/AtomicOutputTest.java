package org.snapfit.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicOutputTest {

    @TempDir
    Path dir;

    private static Map<String, byte[]> files(String tag) {
        Map<String, byte[]> m = new LinkedHashMap<>();
        m.put("report.json", ("{\"run\": \"" + tag + "\"}").getBytes(StandardCharsets.UTF_8));
        m.put("report.html", ("<p>" + tag + "</p>").getBytes(StandardCharsets.UTF_8));
        return m;
    }

    private List<String> entries(Path d) throws IOException {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writeFolder_newFolder_appearsWithEveryFileAndNoTemporary() throws IOException {
        Path out = dir.resolve("a/b/out");
        List<Path> written = AtomicOutput.writeFolder(out, files("one"));
        assertThat(written).containsExactly(out.resolve("report.json"), out.resolve("report.html"));
        assertThat(Files.readString(out.resolve("report.json"))).isEqualTo("{\"run\": \"one\"}");
        assertThat(entries(out)).containsExactly("report.html", "report.json");
        assertThat(entries(out.getParent())).containsExactly("out");
    }

    @Test
    void writeFolder_existingFolder_replacesItsFilesAndKeepsOthers() throws IOException {
        Path out = Files.createDirectories(dir.resolve("out"));
        Files.writeString(out.resolve("notes.txt"), "mine");
        AtomicOutput.writeFolder(out, files("one"));
        AtomicOutput.writeFolder(out, files("two"));
        assertThat(Files.readString(out.resolve("report.html"))).isEqualTo("<p>two</p>");
        assertThat(Files.readString(out.resolve("notes.txt"))).isEqualTo("mine");
        assertThat(entries(dir)).containsExactly("out");
    }

    @Test
    void writeFolder_aTargetIsAFolder_refusesBeforeWritingAnything() throws IOException {
        Path out = dir.resolve("out");
        AtomicOutput.writeFolder(out, files("old"));
        Files.delete(out.resolve("report.html"));
        Files.createDirectories(out.resolve("report.html").resolve("inner"));
        // report.json comes first in the map: the old code path would have replaced it before failing
        assertThatThrownBy(() -> AtomicOutput.writeFolder(out, files("new")))
                .isInstanceOf(FileSystemException.class)
                .hasMessageContaining("report.html: is a folder and cannot be replaced");
        assertThat(Files.readString(out.resolve("report.json"))).isEqualTo("{\"run\": \"old\"}");
        assertThat(entries(dir)).containsExactly("out");
    }

    @Test
    void writeFolder_targetIsAFile_isRefused() throws IOException {
        Path f = Files.writeString(dir.resolve("out"), "a file");
        assertThatThrownBy(() -> AtomicOutput.writeFolder(f, files("x")))
                .hasMessageContaining("is a file; an output folder was expected");
        assertThat(Files.readString(f)).isEqualTo("a file");
    }

    @Test
    void writeFolder_nameWithAFolderPart_isRejected() {
        Map<String, byte[]> m = Map.of("../escape.txt", new byte[0]);
        assertThatThrownBy(() -> AtomicOutput.writeFolder(dir.resolve("out"), m))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("expected a plain file name");
    }

    @Test
    void stage_writtenThenCommitted_replacesTheFiles_discarded_leavesTheOldOnes() throws IOException {
        Path out = dir.resolve("scene");
        AtomicOutput.writeFolder(out, files("old"));
        Path staging = AtomicOutput.stage(out, List.of("report.json", "report.html"));
        Files.writeString(staging.resolve("report.json"), "half");
        // a failed run: the half-written file never reaches the output folder
        AtomicOutput.discard(staging);
        assertThat(Files.readString(out.resolve("report.json"))).isEqualTo("{\"run\": \"old\"}");
        assertThat(entries(dir)).containsExactly("scene");
        Path again = AtomicOutput.stage(out, List.of("report.json", "report.html"));
        Files.writeString(again.resolve("report.json"), "new json");
        Files.writeString(again.resolve("report.html"), "new html");
        assertThat(AtomicOutput.commit(again, out, List.of("report.json", "report.html")))
                .containsExactly(out.resolve("report.json"), out.resolve("report.html"));
        assertThat(Files.readString(out.resolve("report.html"))).isEqualTo("new html");
        assertThat(entries(dir)).containsExactly("scene");
    }

    @Test
    void writeFile_missingFolder_isCreatedAndTheFileReplacedWhole() throws IOException {
        Path f = dir.resolve("x/y/drawing.svg");
        AtomicOutput.writeFile(f, "<svg/>".getBytes(StandardCharsets.UTF_8));
        AtomicOutput.writeFile(f, "<svg></svg>".getBytes(StandardCharsets.UTF_8));
        assertThat(Files.readString(f)).isEqualTo("<svg></svg>");
        assertThat(entries(f.getParent())).containsExactly("drawing.svg");
    }

    @Test
    void writeFile_symbolicLinkAtTarget_isReplacedNotFollowed() throws IOException {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "keep");
        Path link = Files.createSymbolicLink(dir.resolve("out.svg"), victim);
        AtomicOutput.writeFile(link, "<svg/>".getBytes(StandardCharsets.UTF_8));
        assertThat(Files.readString(victim)).isEqualTo("keep");
        assertThat(Files.isSymbolicLink(link)).isFalse();
        assertThat(Files.readString(link)).isEqualTo("<svg/>");
    }

    @Test
    void writeFile_targetIsAFolder_isRefused() throws IOException {
        Path d = Files.createDirectories(dir.resolve("plot.svg"));
        assertThatThrownBy(() -> AtomicOutput.writeFile(d, new byte[0])).hasMessageContaining("is a folder");
    }
}

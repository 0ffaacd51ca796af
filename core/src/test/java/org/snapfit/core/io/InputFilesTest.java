package org.snapfit.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.snapfit.core.testdata.Fifos;

class InputFilesTest {

    @TempDir
    Path dir;

    @Test
    void readAllBytes_devZero_isRefusedBeforeReading() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "no /dev/zero on this system");
        // an endless device: refused as not a regular file, never opened
        assertThatThrownBy(() -> InputFiles.readAllBytes(zero, InputFiles.DEFAULT_MAX_BYTES))
                .isInstanceOfSatisfying(InputFileException.class,
                        e -> assertThat(e.kind()).isEqualTo(InputFileException.Kind.NOT_REGULAR))
                .hasMessage("/dev/zero: not a regular file (a device, a FIFO or a socket); only regular files are read");
    }

    @Test
    void open_fifo_isRefusedWithoutBlocking() throws Exception {
        Path fifo = dir.resolve("pipe");
        assumeTrue(Fifos.make(fifo).isPresent(), "no mkfifo on this system");
        // opening a FIFO without a writer would block for ever; it is refused before it is opened
        assertThatThrownBy(() -> InputFiles.open(fifo, 10))
                .isInstanceOfSatisfying(InputFileException.class,
                        e -> assertThat(e.kind()).isEqualTo(InputFileException.Kind.NOT_REGULAR))
                .hasMessageContaining("pipe: not a regular file");
    }

    @Test
    void check_folderAndMissingFile_areNamed() {
        assertThatThrownBy(() -> InputFiles.check(dir, 10)).hasMessage(dir + ": is a folder, not a file");
        Path missing = dir.resolve("missing.json");
        assertThatThrownBy(() -> InputFiles.check(missing, 10))
                .isInstanceOfSatisfying(InputFileException.class,
                        e -> assertThat(e.kind()).isEqualTo(InputFileException.Kind.NOT_FOUND))
                .hasMessage(missing + ": no such file");
    }

    @Test
    void readAllBytes_largerThanLimit_isRefusedWithTheLimit() throws IOException {
        Path f = Files.write(dir.resolve("big.bin"), new byte[2048]);
        assertThatThrownBy(() -> InputFiles.readAllBytes(f, 1024))
                .isInstanceOfSatisfying(InputFileException.class, e -> {
                    assertThat(e.kind()).isEqualTo(InputFileException.Kind.TOO_LARGE);
                    assertThat(e.limit()).hasValue(1024);
                })
                .hasMessage(f + ": 2048 bytes (2 KiB) is more than the input size limit of 1024 bytes (1 KiB)");
        // exactly at the limit is accepted
        assertThat(InputFiles.readAllBytes(f, 2048)).hasSize(2048);
    }

    @Test
    void open_streamPastTheLimit_failsWhileReading() throws IOException {
        Path f = Files.write(dir.resolve("grows.bin"), new byte[100]);
        InputStream in = InputFiles.open(f, 100);
        // the file grows after the size check: the stream itself stops at the limit
        Files.write(f, new byte[300]);
        assertThatThrownBy(in::readAllBytes)
                .isInstanceOfSatisfying(InputFileException.class,
                        e -> assertThat(e.kind()).isEqualTo(InputFileException.Kind.TOO_LARGE))
                .hasMessageContaining("more than 100 bytes read");
        in.close();
    }

    @Test
    void decodeUtf8_invalidByte_givesOffsetLineAndColumn() {
        // line 2 = "ab" then 0xFF: offset 6 (after "x y\n" = 4 bytes and "ab"), column 3
        byte[] b = {'x', ' ', 'y', '\n', 'a', 'b', (byte) 0xff, 'c'};
        assertThatThrownBy(() -> InputFiles.decodeUtf8(b, "f.txt"))
                .isInstanceOfSatisfying(InputFileException.class, e -> {
                    assertThat(e.kind()).isEqualTo(InputFileException.Kind.MALFORMED_TEXT);
                    assertThat(e.byteOffset()).hasValue(6);
                })
                .hasMessage("f.txt: invalid UTF-8 at byte 6 (line 2, column 3): 0xFF; the file must be UTF-8 text");
    }

    @Test
    void decodeUtf8_columnCountsCharactersNotBytes() {
        // "é" is two bytes; the bad byte follows it on line 1 at column 2
        byte[] b = {(byte) 0xc3, (byte) 0xa9, (byte) 0xc0, (byte) 0x80};
        assertThatThrownBy(() -> InputFiles.decodeUtf8(b, "f")).hasMessageStartingWith("f: invalid UTF-8 at byte 2"
                + " (line 1, column 2): 0xC0");
    }

    @Test
    void decodeUtf8_truncatedSequenceAtTheEnd_isMalformed() {
        byte[] b = {'o', 'k', (byte) 0xe2, (byte) 0x82};
        assertThatThrownBy(() -> InputFiles.decodeUtf8(b, "f")).hasMessageStartingWith("f: invalid UTF-8 at byte 2");
    }

    @Test
    void decodeUtf8_validTextAcrossChunks_isDecodedAndBomSkipped() throws InputFileException {
        String text = "μ = 0.3, κ = 150 N·mm/rad; ".repeat(5000);
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[body.length + 3];
        withBom[0] = (byte) 0xef;
        withBom[1] = (byte) 0xbb;
        withBom[2] = (byte) 0xbf;
        System.arraycopy(body, 0, withBom, 3, body.length);
        assertThat(InputFiles.decodeUtf8(withBom, "f")).isEqualTo(text);
        assertThat(InputFiles.decodeUtf8(new byte[0], "f")).isEmpty();
    }

    @Test
    void readUtf8_file_roundTrips() throws IOException {
        Path f = Files.writeString(dir.resolve("t.json"), "{\"name\": \"Haken ü\"}", StandardCharsets.UTF_8);
        assertThat(InputFiles.readUtf8(f, 100)).isEqualTo("{\"name\": \"Haken ü\"}");
    }

    @Test
    void check_negativeLimit_isRejected() {
        assertThatThrownBy(() -> InputFiles.check(dir, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxBytes = -1; the limit must be >= 0");
    }

    @Test
    void describeSize_usesBinaryUnits() {
        assertThat(InputFiles.describeSize(1)).isEqualTo("1 byte");
        assertThat(InputFiles.describeSize(1023)).isEqualTo("1023 bytes");
        assertThat(InputFiles.describeSize(1536)).isEqualTo("1.5 KiB");
        assertThat(InputFiles.describeSize(InputFiles.DEFAULT_MAX_BYTES)).isEqualTo("256 MiB");
        assertThat(InputFiles.describeSize(Long.MAX_VALUE)).isEqualTo("8 EiB");
    }
}

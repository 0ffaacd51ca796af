package org.snapfit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class TerminalSafeWriterTest {

    private static String through(String s) throws IOException {
        StringWriter out = new StringWriter();
        try (TerminalSafeWriter w = new TerminalSafeWriter(out)) {
            w.write(s);
        }
        return out.toString();
    }

    @Test
    void write_controlsAndOverrides_becomeVisibleEscapes() throws IOException {
        // ESC (colour, title), BEL, NUL, DEL, C1 CSI, right-to-left override
        assertThat(through("a\u001b[31mred\u001b]0;t\u0007\u0000\u007f\u009b\u202eb"))
                .isEqualTo("a\\u001b[31mred\\u001b]0;t\\u0007\\u0000\\u007f\\u009b\\u202eb");
    }

    @Test
    void write_textTabsAndLineFeeds_passUnchanged() throws IOException {
        String text = "μ = 0.3\tκ = 150 N·mm/rad\n  assembles: yes — ≥ ✓\n";
        assertThat(through(text)).isEqualTo(text);
    }

    @Test
    void write_carriageReturn_onlyBeforeLineFeedOnCrLfPlatforms() throws IOException {
        String crlf = "\r\n".equals(System.lineSeparator()) ? "\r\n" : "\\u000d\n";
        assertThat(through("a\r\nb")).isEqualTo("a" + crlf + "b");
        assertThat(through("progress 10%\rprogress 20%")).isEqualTo("progress 10%\\u000dprogress 20%");
        assertThat(through("end\r")).isEqualTo("end\\u000d");
    }

    @Test
    void write_jsonDocument_keepsItsMeaning() throws IOException {
        ObjectMapper m = new ObjectMapper();
        // Jackson escapes C0 controls itself but writes DEL, C1 and U+202E raw; the escapes are valid JSON
        String json = m.writeValueAsString(java.util.Map.of("name", "hook\u001b\u007f\u0085\u202e1"));
        String safe = through(json);
        assertThat(safe).doesNotContain("\u007f").doesNotContain("\u202e");
        assertThat(m.readTree(safe)).isEqualTo(m.readTree(json));
    }

    @Test
    void escape_isTheSameMapping() {
        assertThat(TerminalSafeWriter.escape("x\u001by\r")).isEqualTo("x\\u001by\\u000d");
    }
}

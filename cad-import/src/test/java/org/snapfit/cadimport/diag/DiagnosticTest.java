package org.snapfit.cadimport.diag;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DiagnosticTest {

    @Test
    void fail_throwsWithFormattedFirstError() {
        ImportReport r = new ImportReport("hook.dxf");
        r.add(12, "LINE 2F", "10", Severity.WARNING, "ignored");
        assertThatThrownBy(() -> r.fail(40, "#17", "radius", "negative radius -1.0"))
                .isInstanceOf(ImportException.class)
                .hasMessage("hook.dxf:40: error: #17 [radius] negative radius -1.0")
                .satisfies(e -> assertThat(((ImportException) e).diagnostics()).hasSize(2));
        assertThat(r.hasErrors()).isTrue();
        assertThat(r.freeze().get(0).entityName()).contains("LINE 2F");
        assertThat(r.file()).isEqualTo("hook.dxf");
    }

    @Test
    void format_withoutLineOrEntity_isShort() {
        Diagnostic d = new Diagnostic("a.stl", 0, "", "", Severity.INFO, "binary STL");
        assertThat(d.format()).isEqualTo("a.stl: info: binary STL");
        assertThat(d.entityName()).isEmpty();
        assertThatThrownBy(() -> new Diagnostic("a", -1, "", "", Severity.INFO, "x"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line = -1");
    }
}

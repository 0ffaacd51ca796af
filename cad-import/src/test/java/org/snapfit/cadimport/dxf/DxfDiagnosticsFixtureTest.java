package org.snapfit.cadimport.dxf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.cadimport.diag.Diagnostic;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.core.testdata.TestData;

/** Declarative: each row of test-data/dxf/expected-diagnostics.tsv names a file and a diagnostic it must produce. */
class DxfDiagnosticsFixtureTest {

    static Stream<String[]> rows() throws IOException {
        Path table = TestData.path("dxf", "expected-diagnostics.tsv");
        List<String> lines = Files.readAllLines(table);
        return lines.stream().filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t", -1));
    }

    @ParameterizedTest(name = "{0}: {5}")
    @MethodSource("rows")
    void read_fixture_producesExpectedDiagnostic(String file, String severity, String line, String entity,
            String field, String message) {
        Path p = TestData.path("dxf", file);
        Severity sev = Severity.valueOf(severity);
        List<Diagnostic> ds;
        if (sev == Severity.ERROR) {
            ImportException e = catchThrowableOfType(ImportException.class,
                    () -> DxfReader.read(p, DxfOptions.defaults()));
            assertThat(e).as("%s must be rejected", file).isNotNull();
            assertThat(e.getMessage()).as("first error of %s", file).contains(message).startsWith(p + ":");
            ds = e.diagnostics();
        } else {
            ds = DxfReader.read(p, DxfOptions.defaults()).diagnostics();
        }
        assertThat(ds).as("diagnostics of %s", file).anySatisfy(d -> {
            assertThat(d.severity()).isEqualTo(sev);
            assertThat(d.line()).isEqualTo(Integer.parseInt(line));
            assertThat(d.entity()).isEqualTo(entity);
            assertThat(d.field()).isEqualTo(field);
            assertThat(d.message()).contains(message);
            assertThat(d.file()).isEqualTo(p.toString());
        });
    }
}

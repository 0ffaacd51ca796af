package org.snapfit.cadimport.step;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.p21.P21File;
import org.snapfit.cadimport.step.p21.P21Instance;
import org.snapfit.cadimport.step.p21.P21Parser;
import org.snapfit.cadimport.step.p21.P21Value;
import org.snapfit.core.testdata.TestData;

class P21ParserTest {

    private static P21File parse(String name) throws Exception {
        Path p = TestData.path("step", name);
        return P21Parser.parse(p, new ImportReport(name));
    }

    @Test
    void parse_everySyntaxFeature_readsValuesAndLines() throws Exception {
        P21File f = parse("syntax_features.stp");
        // values written in the fixture by hand
        assertThat(f.schemas()).containsExactly("automotive_design { 1 0 10303 214 1 1 1 1 }");
        assertThat(f.header()).extracting(p -> p.type()).containsExactly("FILE_DESCRIPTION", "FILE_NAME", "FILE_SCHEMA");
        P21Instance product = f.get(1).orElseThrow();
        assertThat(product.line()).isEqualTo(9);
        assertThat(product.parts().get(0).params().get(0)).isEqualTo(new P21Value.Str("café"));
        assertThat(product.parts().get(0).params().get(1)).isEqualTo(new P21Value.Str("it's å"));
        assertThat(product.parts().get(0).params().get(3)).isEqualTo(new P21Value.ListValue(List.of()));
        P21Instance dir = f.get(2).orElseThrow();
        P21Value.ListValue ratios = (P21Value.ListValue) dir.parts().get(0).params().get(1);
        assertThat(ratios.items()).extracting(v -> ((P21Value.Num) v).value()).containsExactly(1e-7, -0.0, 1.0);
        List<P21Value> ps = f.get(3).orElseThrow().parts().get(0).params();
        assertThat(ps.get(0)).isInstanceOf(P21Value.Unset.class);
        assertThat(ps.get(1)).isInstanceOf(P21Value.Derived.class);
        assertThat(ps.get(2)).isEqualTo(new P21Value.Enum("T"));
        assertThat(ps.get(4)).isEqualTo(new P21Value.Typed("LENGTH_MEASURE", new P21Value.Num("1.E-07", 1e-7, false)));
        assertThat(ps.get(6)).isEqualTo(new P21Value.ListValue(List.of(new P21Value.Ref(1), new P21Value.Ref(2))));
        assertThat(ps.get(7)).isEqualTo(new P21Value.Binary("0F"));
        assertThat(ps.get(8)).isEqualTo(new P21Value.Num("-12", -12, true));
        assertThat(((P21Value.Num) ps.get(9)).value()).isEqualTo(350.0);
        P21Instance unit = f.get(4).orElseThrow();
        assertThat(unit.isComplex()).isTrue();
        assertThat(unit.typeName()).isEqualTo("(LENGTH_UNIT NAMED_UNIT SI_UNIT)");
        assertThat(unit.is("SI_UNIT")).isTrue();
        assertThat(f.get(5).orElseThrow().line()).isEqualTo(14);
        assertThat(f.get(6)).isEmpty();
    }

    @Test
    void parse_unterminatedString_failsWithLine() {
        assertThatThrownBy(() -> parse("unterminated_string.stp")).isInstanceOf(ImportException.class)
                .hasMessageContaining("unterminated_string.stp:6").hasMessageContaining("never closed");
    }

    @Test
    void parse_duplicateId_failsNamingBothLines() {
        assertThatThrownBy(() -> parse("duplicate_id.stp")).isInstanceOf(ImportException.class)
                .hasMessageContaining("duplicate_id.stp:7").hasMessageContaining("#1 is defined twice (first on line 6)");
    }

    @Test
    void parse_malformedSnippets_failWithDiagnostic() {
        String head = "ISO-10303-21;HEADER;FILE_SCHEMA(('X'));ENDSEC;DATA;";
        String[][] cases = {
            {head + "#1=A(1,2;", "expected ',' or ')'"},
            {head + "#1=A(1);", "expected ENDSEC"},
            {head + "#1=A(.T);ENDSEC;END-ISO-10303-21;", "not closed by '.'"},
            {head + "#1=A(1)ENDSEC;", "expected ';'"},
            {head + "#1=A(/* open", "never closed with */"},
            {head + "#1=A(1.2.3E);ENDSEC;END-ISO-10303-21;", "malformed number"},
            {head + "#1=A(\"0G\");", "non-hex"},
            {head + "#1=A('\\X2\\00Z');", "hex digit"},
            {head + "#1=A(B(1,2));ENDSEC;END-ISO-10303-21;", "exactly one"},
            {head + "#1=A(" + "(".repeat(100) + ");", "nested deeper"},
            {head + "#=A();", "instance number"},
            {"HEADER;", "expected ISO-10303-21"},
            {head + "#1=A(@);", "unexpected character '@'"},
        };
        for (String[] c : cases) {
            assertThatThrownBy(() -> P21Parser.parse(new StringReader(c[0]), new ImportReport("s")))
                    .as(c[0]).isInstanceOf(ImportException.class).hasMessageContaining(c[1]);
        }
    }

    @Test
    void parse_severalDataSectionsAndEscapes_areRead() throws Exception {
        String t = "ISO-10303-21;HEADER;FILE_SCHEMA(('x'));ENDSEC;DATA;#1=A('\\X\\41\\\\');ENDSEC;"
                + "DATA;#2=B('\\X4\\0001F600\\X0\\');ENDSEC;END-ISO-10303-21;";
        P21File f = P21Parser.parse(new StringReader(t), new ImportReport("s"));
        // \X\41 is 'A', \\ is one backslash; U+1F600 is a surrogate pair
        assertThat(f.get(1).orElseThrow().parts().get(0).params().get(0)).isEqualTo(new P21Value.Str("A\\"));
        assertThat(((P21Value.Str) f.get(2).orElseThrow().parts().get(0).params().get(0)).text())
                .isEqualTo(new String(Character.toChars(0x1F600)));
    }
}

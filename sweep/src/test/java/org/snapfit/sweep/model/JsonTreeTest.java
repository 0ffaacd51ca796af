package org.snapfit.sweep.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.snapfit.core.testdata.TestData;

/** {@link JsonTree} against the oracle it replaces: {@code ObjectMapper.readTree} with exact number features. */
class JsonTreeTest {

    private static final ObjectMapper ORACLE = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);

    @Test
    void parse_everyMechanismFixture_equalsReadTree() throws IOException {
        // oracle: the data-binding tree of the same text (node equality compares kinds and exact values)
        List<Path> files;
        try (Stream<Path> s = Stream.concat(Files.list(TestData.path("snapfit")), Files.list(TestData.path("dxf")))) {
            files = s.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(10);
        for (Path f : files) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            assertThat(JsonTree.parse(text)).as(f.toString()).isEqualTo(ORACLE.readTree(text));
        }
    }

    @Property(tries = 300)
    void parse_randomDocuments_equalsReadTree(@ForAll("documents") String doc) throws JsonProcessingException {
        // oracle: readTree; the documents mix every token kind, repeated keys and decimals with trailing zeros
        assertThat(JsonTree.parse(doc)).isEqualTo(ORACLE.readTree(doc));
    }

    @Test
    void parse_emptyDocument_isMissingLikeReadTree() throws JsonProcessingException {
        assertThat(JsonTree.parse("  ").isMissingNode()).isTrue();
        assertThat(ORACLE.readTree("  ").isMissingNode()).isTrue();
    }

    @Test
    void parse_exactNumbers_keepEveryDigit() throws JsonProcessingException {
        // closed form: 0.1 and 2^70 are not doubles; the tree must hold them exactly
        JsonNode n = JsonTree.parse("{\"a\": 0.1, \"b\": 1180591620717411303424}");
        assertThat(n.get("a").decimalValue()).isEqualByComparingTo("0.1");
        assertThat(n.get("b").bigIntegerValue()).isEqualTo(java.math.BigInteger.TWO.pow(70));
    }

    @Test
    void parse_malformed_throwsWithLocation() {
        // the unclosed object ends at line 2
        assertThatThrownBy(() -> JsonTree.parse("{\"a\": [1, 2],\n\"b\": "))
                .isInstanceOf(JsonProcessingException.class)
                .satisfies(e -> assertThat(((JsonProcessingException) e).getLocation().getLineNr()).isEqualTo(2));
    }

    @Provide
    Arbitrary<String> documents() {
        return value(3);
    }

    private static Arbitrary<String> value(int depth) {
        Arbitrary<String> leaf = Arbitraries.oneOf(
                Arbitraries.strings().alpha().numeric().ofMaxLength(6).map(s -> "\"" + s + "\""),
                Arbitraries.longs().between(-1_000_000_000_000L, 1_000_000_000_000L).map(String::valueOf),
                Arbitraries.integers().between(-9999, 9999).flatMap(i -> Arbitraries.integers().between(0, 4)
                        .map(z -> (i / 100.0) + "0".repeat(z))),
                Arbitraries.of("true", "false", "null", "1e3", "-2.50E-2", "0.000"));
        if (depth == 0) {
            return leaf;
        }
        Arbitrary<String> child = value(depth - 1);
        Arbitrary<String> array = child.list().ofMaxSize(4).map(l -> "[" + String.join(", ", l) + "]");
        Arbitrary<String> object = Arbitraries.of("a", "b", "c").flatMap(k -> child.map(v -> "\"" + k + "\": " + v))
                .list().ofMaxSize(4).map(l -> "{" + String.join(", ", l) + "}");
        return Arbitraries.oneOf(leaf, array, object);
    }
}

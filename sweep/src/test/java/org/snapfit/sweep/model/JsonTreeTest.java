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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;
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

    static Stream<Arguments> documents() {
        return Cases.of(20261126L, 300, value(3).withEdges("{}", "[]", "\"\"", "0.000", "[[[]]]", "{\"a\": {\"a\": {}}}",
                "{\"a\": 1, \"a\": 2.50}", "[-0, 0.0, -0.0, 1e3, -2.50E-2]", "{\"b\": [null, true, false]}"));
    }

    @ParameterizedTest
    @MethodSource("documents")
    void parse_randomDocuments_equalsReadTree(String doc) throws JsonProcessingException {
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

    private static final String ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

    /**
     * JSON text nested up to {@code depth} levels: leaves are short alphanumeric strings, longs up to 10^12,
     * decimals with two places and up to four trailing zeros, and the literals (with exponents and zeros); arrays
     * and objects have up to four members, object keys repeat ("a", "b", "c").
     */
    private static Gen<String> value(int depth) {
        Gen<Integer> hundredths = Gens.ints(-9999, 9999);
        Gen<String> leaf = Gens.oneOf(
                Gen.of(r -> {
                    StringBuilder b = new StringBuilder("\"");
                    for (int i = r.nextInt(7); i > 0; i--) {
                        b.append(ALPHANUMERIC.charAt(r.nextInt(ALPHANUMERIC.length())));
                    }
                    return b.append('"').toString();
                }),
                Gens.longs(-1_000_000_000_000L, 1_000_000_000_000L).map(String::valueOf),
                Gen.of(r -> (hundredths.next(r) / 100.0) + "0".repeat(r.nextInt(5))),
                Gens.elements("true", "false", "null", "1e3", "-2.50E-2", "0.000")).withoutEdges();
        if (depth == 0) {
            return leaf;
        }
        Gen<String> child = value(depth - 1);
        Gen<String> array = child.list(0, 4).map(l -> "[" + String.join(", ", l) + "]");
        Gen<String> object = Gen.of(r -> "\"" + "abc".charAt(r.nextInt(3)) + "\": " + child.next(r)).list(0, 4)
                .map(l -> "{" + String.join(", ", l) + "}");
        return Gens.oneOf(leaf, array, object).withoutEdges();
    }
}

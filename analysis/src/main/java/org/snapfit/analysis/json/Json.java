package org.snapfit.analysis.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one JSON configuration of the tools above the engines (analysis, cli, studies, the server): how documents are
 * written (two-space indent, {@code "key" : value}, LF line ends on every platform) and how input is read (duplicate
 * keys refused, nesting bounded by {@link #MAX_DEPTH}; numbers either as doubles or, where they feed exact
 * arithmetic, as decimals that never pass through {@code double}). Readers and writers are immutable and thread-safe.
 * Internal to the tools (exported only to cli and study): Jackson types appear in no public API.
 */
public final class Json {

    /** Deepest nesting of arrays and objects accepted in input (levels); snapfit's documents nest a few. */
    public static final int MAX_DEPTH = 64;

    private static final JsonMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build())
            .build();

    private static final ObjectWriter WRITER = MAPPER.writer(new DefaultPrettyPrinter()
            .withObjectIndenter(new DefaultIndenter("  ", "\n")).withArrayIndenter(new DefaultIndenter("  ", "\n")));

    private static final ObjectReader READER = MAPPER.reader();

    private static final ObjectReader EXACT_READER = MAPPER.reader()
            .with(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS, DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);

    private Json() {
    }

    /**
     * Writes documents: indented, LF line ends, keys in the order the tree or type gives them.
     *
     * @return the writer
     */
    public static ObjectWriter writer() {
        return WRITER;
    }

    /**
     * Reads input with numbers as doubles (and integers as int/long): for documents whose numbers are measurements.
     *
     * @return the reader
     */
    public static ObjectReader reader() {
        return READER;
    }

    /**
     * Reads input with every number as a decimal ({@code BigDecimal}/{@code BigInteger}): for documents whose numbers
     * feed exact arithmetic.
     *
     * @return the reader
     */
    public static ObjectReader exactReader() {
        return EXACT_READER;
    }

    /**
     * A new empty object node.
     *
     * @return the node
     */
    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /**
     * The mapper behind the readers and writers, for the few callers that need one (tree conversion, schema
     * validators); never reconfigure it.
     *
     * @return the shared mapper
     */
    public static ObjectMapper mapper() {
        return MAPPER;
    }
}

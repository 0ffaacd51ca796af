package org.snapfit.sweep.model;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;

/**
 * Reads a JSON document into a {@link JsonNode} tree with jackson-core's streaming parser and the node factory,
 * without an {@code ObjectMapper}: building a mapper loads and initialises a few hundred data-binding classes, a
 * tenth of a second of a cold {@code snapfit analyze} spent before the drawing is read. The tree is the one
 * {@code ObjectMapper.readTree} builds with {@code USE_BIG_INTEGER_FOR_INTS} and {@code USE_BIG_DECIMAL_FOR_FLOATS}:
 * integers as big integers and decimals as big decimals (exact, never through {@code double}), a repeated key keeps
 * its last value, an empty document is the missing node, tokens after the first value are ignored. Nesting deeper
 * than {@link #MAX_DEPTH} levels is refused (the tree is built recursively, one level per nesting level).
 */
final class JsonTree {

    /**
     * Deepest nesting of arrays and objects accepted (levels): a mechanism document nests six levels (a pawl's
     * polygon's point's coordinate); deeper input is refused before it can exhaust the stack.
     */
    static final int MAX_DEPTH = 64;

    /**
     * Largest magnitude of a number in a mechanism document (10¹², in the number's own unit: mm, N·mm/rad, or none
     * for μ): the exact geometry has no such limit, but forces, angles and sample positions are evaluated in
     * doubles, which a coordinate or travel of 1e4000 would turn into infinities.
     */
    static final Rational MAX_MAGNITUDE = Rational.of(1_000_000_000_000L);

    /** The rule a number beyond {@link #MAX_MAGNITUDE} breaks, as messages state it. */
    static final String MAGNITUDE_RULE = "beyond ±1e12, the range in which forces are evaluated";

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build()).build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JsonTree() {
    }

    /**
     * Parses a document.
     *
     * @param json the text
     * @return its tree; the missing node for a document without a value
     * @throws JsonProcessingException if the text is not valid JSON (with the location)
     */
    static JsonNode parse(String json) throws JsonProcessingException {
        try (JsonParser p = FACTORY.createParser(json)) {
            try {
                JsonToken t = p.nextToken();
                return t == null ? MissingNode.getInstance() : value(p, t);
            } catch (StreamConstraintsException e) {
                // the constraint's exception carries no location: take the parser's
                JsonLocation at = p.currentLocation();
                throw new JsonParseException(p, "the document is nested deeper than " + MAX_DEPTH + " levels of"
                        + " arrays and objects", at, e);
            }
        } catch (JsonProcessingException e) {
            throw e;
        } catch (IOException e) {
            // a parser over a String does no I/O
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The reader's wording of a parse error: where (line and column, when known) and what.
     *
     * @param e the parser's exception
     * @return e.g. {@code not valid JSON at line 3, column 7: Unexpected character ('}' …)}
     */
    static String describe(JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        String where = at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr() + ", column "
                + at.getColumnNr();
        return "not valid JSON" + where + ": " + e.getOriginalMessage();
    }

    /**
     * The exact value of a JSON number node, refused (like {@link Rational#parse}) when its decimal exponent is beyond
     * ±{@value Rational#MAX_DECIMAL_EXPONENT}, so that {@code 1e999999999} never becomes a billion-digit integer.
     *
     * @param n a number node (read as a big integer or big decimal)
     * @return its value
     * @throws NumberSyntaxException if the exponent is out of range (the message quotes the number)
     */
    static Rational exactNumber(JsonNode n) {
        return Rational.parse(n.decimalValue().toString());
    }

    private static JsonNode value(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case START_OBJECT: {
                ObjectNode o = NODES.objectNode();
                for (JsonToken k = p.nextToken(); k != JsonToken.END_OBJECT; k = p.nextToken()) {
                    String name = p.currentName();
                    o.replace(name, value(p, p.nextToken()));
                }
                return o;
            }
            case START_ARRAY: {
                ArrayNode a = NODES.arrayNode();
                for (JsonToken e = p.nextToken(); e != JsonToken.END_ARRAY; e = p.nextToken()) {
                    a.add(value(p, e));
                }
                return a;
            }
            case VALUE_STRING:
                return NODES.textNode(p.getText());
            case VALUE_NUMBER_INT:
                return NODES.numberNode(p.getBigIntegerValue());
            case VALUE_NUMBER_FLOAT:
                return NODES.numberNode(p.getDecimalValue());
            case VALUE_TRUE:
                return NODES.booleanNode(true);
            case VALUE_FALSE:
                return NODES.booleanNode(false);
            case VALUE_NULL:
                return NODES.nullNode();
            default:
                throw new JsonParseException(p, "unexpected " + t);
        }
    }
}

package org.snapfit.sweep.model;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Reads a JSON document into a {@link JsonNode} tree with jackson-core's streaming parser and the node factory,
 * without an {@code ObjectMapper}: building a mapper loads and initialises a few hundred data-binding classes, a
 * tenth of a second of a cold {@code snapfit analyze} spent before the drawing is read. The tree is the one
 * {@code ObjectMapper.readTree} builds with {@code USE_BIG_INTEGER_FOR_INTS} and {@code USE_BIG_DECIMAL_FOR_FLOATS}:
 * integers as big integers and decimals as big decimals (exact, never through {@code double}), a repeated key keeps
 * its last value, an empty document is the missing node, tokens after the first value are ignored.
 */
final class JsonTree {

    private static final JsonFactory FACTORY = new JsonFactory();
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
            JsonToken t = p.nextToken();
            return t == null ? MissingNode.getInstance() : value(p, t);
        } catch (JsonProcessingException e) {
            throw e;
        } catch (IOException e) {
            // a parser over a String does no I/O
            throw new UncheckedIOException(e);
        }
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

package org.snapfit.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import org.snapfit.analysis.json.Json;

/**
 * Reads the command line's own JSON inputs (insertion paths, scene files) into a tree, refusing nesting deeper than
 * {@link #MAX_DEPTH} and a key repeated within one object, and wording every parse error with the file and, when
 * known, the line and column. Stateless and thread-safe.
 */
public final class JsonInput {

    /** Deepest nesting of arrays and objects accepted (levels); the documents read here nest a few. */
    public static final int MAX_DEPTH = Json.MAX_DEPTH;


    private JsonInput() {
    }

    /**
     * Parses a document.
     *
     * @param text the text
     * @param source the file, for messages
     * @return the tree (the missing node for an empty document)
     * @throws IllegalArgumentException if the text is not JSON or nests too deep: {@code FILE: not valid JSON at
     *     line L, column C: …} or {@code FILE: the document is nested deeper than 64 levels …}
     */
    public static JsonNode parse(String text, String source) {
        try {
            return Json.reader().readTree(text);
        } catch (StreamConstraintsException e) {
            throw new IllegalArgumentException(source + ": the document is nested deeper than " + MAX_DEPTH
                    + " levels of arrays and objects", e);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr() + ", column "
                    + at.getColumnNr();
            throw new IllegalArgumentException(source + ": not valid JSON" + where + ": " + e.getOriginalMessage(), e);
        }
    }
}

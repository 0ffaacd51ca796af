package org.snapfit.cli;

import com.networknt.schema.JsonSchema;

/** Test access to the schemas of docs/schemas/. */
public final class DocumentSchemaAccess {

    private DocumentSchemaAccess() {
    }

    /**
     * A schema by name.
     *
     * @param name e.g. {@code error}
     * @return the schema
     */
    public static JsonSchema schema(String name) {
        return DocumentSchemaTest.schema(name);
    }
}

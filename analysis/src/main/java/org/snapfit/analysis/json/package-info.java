/**
 * The {@code snapfit-report/1} JSON document of an analysis (package-private DTOs streamed through Jackson's
 * generator), and {@link org.snapfit.analysis.json.Json}, the one JSON configuration (writers and readers) of the tools
 * above the engines.
 *
 * <p><b>Semantics.</b> Guarantees: keys appear in a fixed, documented order (docs/formats/report.md, JSON Schema
 * docs/schemas/report.schema.json); exact values are strings (rationals as {@code "n/d"}, decimals, or integers) so no exact
 * value passes through {@code double}; the same report gives byte-identical text. Jackson stays inside this package (exported only to cli and study):
 * no Jackson annotations on the report model. Depends on {@code report}.
 */
package org.snapfit.analysis.json;

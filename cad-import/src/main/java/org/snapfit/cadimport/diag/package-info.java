/**
 * Importer diagnostics: what every reader reports about the file it read.
 *
 * <p><b>Semantics.</b> A reader never throws a stack trace at the user: it collects
 * {@link org.snapfit.cadimport.diag.Diagnostic}s naming the file, line, entity and field. Unsupported but harmless
 * input gives a {@link org.snapfit.cadimport.diag.Severity#WARNING}; input the reader cannot turn into a correct
 * result gives an {@link org.snapfit.cadimport.diag.Severity#ERROR}, and the reader then throws
 * {@link org.snapfit.cadimport.diag.ImportException} carrying all diagnostics so far. Depends on java.base only.
 */
package org.snapfit.cadimport.diag;

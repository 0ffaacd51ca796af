/**
 * snapfit cli: the snapfit command line: picocli commands, JSON documents, reports and plots.
 *
 * <p><b>Semantics.</b> See the module's cli/README.md for what it accepts and guarantees.
 */
package org.snapfit.cli;

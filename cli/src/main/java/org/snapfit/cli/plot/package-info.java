/**
 * Plots written by the command line (SVG, no third-party drawing library).
 *
 * <p><b>Semantics.</b> Plots take finite data series and write a self-contained SVG document; empty series give an
 * empty frame. Exactness kind: Approximate (presentation only).
 */
package org.snapfit.cli.plot;

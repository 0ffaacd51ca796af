/**
 * The plots of the command line's other commands: the (t, u) plane of a simulation and the clearance along an
 * insertion path (JFreeChart, written as SVG by the analysis module's {@code SvgGraphics2D}), and the stem plots of
 * the numeric scenes (hand-written SVG). The analysis report's charts belong to the {@code org.snapfit.analysis}
 * module.
 *
 * <p><b>Semantics.</b> Input: finite data series. Guarantees: SVG output is deterministic; empty series give an
 * empty frame. Exactness kind: Approximate (drawing only; no value here feeds a decision).
 */
package org.snapfit.cli.plot;

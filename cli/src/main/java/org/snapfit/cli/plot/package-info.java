/**
 * Charts and drawings: force–travel and θ–travel charts of an analysis (JFreeChart, written as SVG by
 * {@link org.snapfit.cli.plot.SvgGraphics2D} and as PNG), the mechanism drawn at its key instants (SVG), and the small hand-written SVG plots of the numeric
 * scenes.
 *
 * <p><b>Semantics.</b> Input: an {@link org.snapfit.cli.report.AnalysisReport} or finite data series. Guarantees: the
 * x axis of every analysis chart is the position along the insertion travel in mm (a retraction sample at retraction
 * distance s is drawn at S − s, S the insertion's end distance), so both runs share one axis; unbounded one-sided
 * limits (W → +∞) are not drawn as points but marked by a label; SVG output is deterministic; empty series give an
 * empty frame. Exactness kind: Approximate (drawing only; no value here feeds a decision). No third-party type
 * appears in this package's API.
 */
package org.snapfit.cli.plot;

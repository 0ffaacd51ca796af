/**
 * The charts and drawing of an analysis: force–travel and θ–travel charts (JFreeChart, written as SVG with JFreeSVG
 * and as PNG) and the mechanism drawn at its key instants (SVG).
 *
 * <p><b>Semantics.</b> Input: an {@link org.snapfit.analysis.report.AnalysisReport}. Guarantees: the x axis of every
 * chart is the position along the insertion travel in mm (a retraction sample at retraction distance s is drawn at
 * S − s, S the insertion's end distance), so both runs share one axis; unbounded one-sided limits (W → +∞) are not
 * drawn as points but marked by a label; SVG output is deterministic. Exactness kind: Approximate (drawing only; no
 * value here feeds a decision). No third-party type appears in this package's API. Depends on {@code report}.
 */
package org.snapfit.analysis.plot;

/**
 * Watching and stopping a running analysis: the {@link org.snapfit.analysis.progress.ProgressListener} (phase,
 * fraction, message) and the {@link org.snapfit.analysis.progress.CancellationToken}.
 *
 * <p><b>Semantics.</b> A listener never affects results: the same request gives the same report whatever listener
 * watches it. A cancelled token ends the run with an {@link org.snapfit.analysis.progress.AnalysisCancelledException}
 * at the next check (between exact runs, sweep points and bisection steps, and at every sweep step inside a run);
 * nothing half-finished is returned. Exactness: not applicable (no numbers are computed here). Depends on
 * {@code java.base} only; the bottom package of the module.
 */
package org.snapfit.analysis.progress;

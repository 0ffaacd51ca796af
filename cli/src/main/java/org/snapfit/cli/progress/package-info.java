/**
 * Progress of long runs (μ sweeps, bisections) shown to the user on standard error.
 *
 * <p><b>Semantics.</b> Inputs: the analysis's progress reports (phase, fraction, message). Guarantees: {@link
 * org.snapfit.cli.progress.StderrProgress} never affects results, writes at most one line per report and nothing
 * for runs shorter than its delay. Exactness: not applicable (no numbers are computed here).
 */
package org.snapfit.cli.progress;

/**
 * Progress of long runs (μ sweeps, bisections, big files) reported to the user.
 *
 * <p><b>Semantics.</b> Inputs: phase names and step counts. Guarantees: a {@link
 * org.snapfit.cli.progress.ProgressListener} never affects results; {@link org.snapfit.cli.progress.StderrProgress}
 * writes at most one line per completed step and nothing for runs shorter than its delay. Exactness: not applicable
 * (no numbers are computed here).
 */
package org.snapfit.cli.progress;

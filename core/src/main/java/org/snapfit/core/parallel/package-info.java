/**
 * Small shared pieces for running independent work on parallel threads.
 *
 * <p><b>Semantics.</b> {@link org.snapfit.core.parallel.DaemonPool} holds a lazily created fixed pool of daemon
 * threads (they never keep the JVM alive) and runs a list of tasks on it, rethrowing the first failure as it was
 * thrown. Callers keep results deterministic by collecting them in task order. Exactness: not applicable (no numbers).
 */
package org.snapfit.core.parallel;

/**
 * Reading input files within a size limit and writing output files so that a failed run leaves no half-written
 * result in place of a good one.
 *
 * <p><b>Semantics.</b> {@link org.snapfit.core.io.InputFiles} reads regular files only (a device such as
 * {@code /dev/zero}, a FIFO or a folder is refused before it is opened) and never more than a stated number of
 * bytes; text is decoded as strict UTF-8, and invalid bytes are reported with their byte offset, line and column.
 * Every refusal is an {@link org.snapfit.core.io.InputFileException} whose message names the file.
 * {@link org.snapfit.core.io.AtomicOutput} writes a file or a folder of files into a temporary sibling first and moves
 * the result into place by renaming. Exactness: not applicable (no numbers).
 */
package org.snapfit.core.io;

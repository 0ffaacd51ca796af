/**
 * The STEP application-protocol layer: the typed entity graph over a Part 21 file (reference resolution, cycle
 * detection) and the units of representation contexts for AP203, AP214 and AP242.
 *
 * <p><b>Semantics.</b> Accepts any {@link org.snapfit.cadimport.step.p21.P21File}. Unresolved references and
 * reference cycles are reported as errors (with line and {@code #id}) and mark the instances broken; nothing throws
 * for malformed content. Unit factors are Approximate (double): SI prefixes are powers of ten, conversion-based
 * units use the factor the file gives.
 */
package org.snapfit.cadimport.step.ap;

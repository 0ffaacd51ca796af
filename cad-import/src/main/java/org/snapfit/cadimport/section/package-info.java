/**
 * The section source: a STEP assembly or an STL/OBJ file cut by a plane into the named planar profiles the
 * snap-fit model needs, one per part.
 *
 * <p><b>Semantics.</b> Input: a file, an exact {@link org.snapfit.core.section.SectionPlane} and options. Every
 * occurrence of the assembly tree is placed (nested assemblies, mapped items, units) before it is cut; parts are
 * named as CAD trees show them. Output: a {@link org.snapfit.core.body.ProfileSet} with one layer per part (closed
 * outlines, exact pin circles), its parts and the diagnostics (file, line, entity, field). Exact where the file's
 * decimals, the placements and the plane are (see {@code core.section}); otherwise approximated within a stated
 * bound. Errors (an open or self-intersecting section loop, a budget exceeded, malformed input) end the reading with
 * an {@link org.snapfit.cadimport.diag.ImportException} carrying every diagnostic.
 */
package org.snapfit.cadimport.section;

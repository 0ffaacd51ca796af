/**
 * STL (ASCII and binary) and Wavefront OBJ readers producing core triangle meshes.
 *
 * <p><b>Semantics.</b> Accepts ASCII and binary STL (told apart by content, not by name) and OBJ vertex/face
 * records (polygons are fanned into triangles; texture and normal indices ignored). Vertices with bit-identical
 * coordinates are shared. Malformed input gives an {@link org.snapfit.cadimport.diag.ImportException} naming the
 * line (ASCII) or byte offset (binary); nothing else escapes. Approximate (float or double coordinates as stored).
 */
package org.snapfit.cadimport.mesh;

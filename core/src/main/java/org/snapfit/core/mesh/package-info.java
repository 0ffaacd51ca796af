/**
 * Triangle meshes: indexed, with shared vertices.
 *
 * <p><b>Semantics.</b> Approximate (double). A {@link org.snapfit.core.mesh.TriangleMesh} is immutable after
 * construction; its constructor rejects out-of-range indices and non-finite coordinates, naming the triangle or
 * vertex.
 */
package org.snapfit.core.mesh;

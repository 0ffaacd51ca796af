/**
 * snapfit core: the geometry kernel: exact and floating 2D/3D points and vectors, predicates, poses, polygons, parametric curves and surfaces, bodies, contacts.
 *
 * <p><b>Semantics.</b> See the module's core/README.md for what it accepts and guarantees.
 */
package org.snapfit.core;

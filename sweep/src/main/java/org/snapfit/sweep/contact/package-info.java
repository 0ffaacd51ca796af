/**
 * The contacts of the snap-fastener model as results name them: a {@link org.snapfit.sweep.contact.VertexEdgeContact} (type A:
 * an obstacle vertex on a pawl edge; type B: a pawl vertex on an obstacle edge, in the paper's terms) with its
 * label, and the numeric {@link org.snapfit.sweep.contact.ContactGeometry} the force evaluator uses.
 *
 * <p><b>Semantics.</b> Inputs: the exact vertices and edges of a validated mechanism. Guarantees: immutable values;
 * a contact's label is a deterministic text of its exact coordinates. Exactness kind: Exact for {@code VertexEdgeContact}
 * (rational coordinates), Approximate for {@code ContactGeometry} (doubles for force evaluation). Depends on
 * {@code core.geom} only; the bottom package of the module's contact vocabulary.
 */
package org.snapfit.sweep.contact;

/**
 * Contacts between bodies: witness point, unit normal, signed distance and the features that touch.
 *
 * <p><b>Semantics.</b> A {@link org.snapfit.core.contact.Contact} is an immutable, approximate (double) record
 * produced by numeric detectors such as {@link org.snapfit.core.geom.ConvexPolygon2#signedDistance}. Its normal is a
 * unit vector pointing from the other body towards the body that owns the contact; a negative signed distance means
 * penetration. Detectors document which feature pairs they report. Depends on {@code core.geom}. Exactness kind:
 * Approximate.
 */
package org.snapfit.core.contact;

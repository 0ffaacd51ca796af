/**
 * Rigid poses in 3D: unit quaternions for rotation, composition and inverse.
 *
 * <p><b>Semantics.</b> Immutable, approximate (double). A {@link org.snapfit.core.transform.Pose3} maps a point
 * p to R p + t: it rotates about the body's own origin, then translates.
 */
package org.snapfit.core.transform;

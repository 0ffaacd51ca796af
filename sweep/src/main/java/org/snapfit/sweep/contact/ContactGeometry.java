package org.snapfit.sweep.contact;

/**
 * The numbers the force model needs for one contact (double precision; forces are evaluated numerically at exact
 * configurations, docs/model.md "Forces"). Immutable.
 *
 * @param kind the contact kind
 * @param px type B: the pawl vertex relative to the hinge (body frame, mm); type A: the obstacle vertex (world)
 * @param py second coordinate of {@code px}
 * @param nx type B: the obstacle edge's outward normal (unnormalised); type A: the pawl edge's outward normal in the
 *     body frame (unnormalised)
 * @param ny second coordinate of {@code nx}
 */
public record ContactGeometry(ContactKind kind, double px, double py, double nx, double ny) {
}

package org.snapfit.impulse.model;

import java.util.List;
import java.util.Objects;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec2;
import org.snapfit.impulse.engine.ImpulseUnits;

/**
 * A planar serial chain of revolute joints, in mm, kg, s: link 0 is attached at the base point (a pin for a
 * {@link Base#FIXED} base; a {@link Base#FLOATING} base adds the x, y translation of joint 0 as two coordinates) and
 * link k + 1 at the end of link k. Generalised coordinates q: for a floating base (x mm, y mm, θ₀ rad, ..., θₙ₋₁ rad),
 * for a fixed base (θ₀, ..., θₙ₋₁) rad, θ_k relative to link k − 1 (link 0: to the world x axis); q̇ in mm/s and rad/s
 * accordingly. So the inertia matrix D(q) has kg in its translation block, kg&middot;mm between a translation and an
 * angle and kg&middot;mm&sup2; in its angle block; an impulse on a coordinate is N&middot;s on x, y and
 * N&middot;mm&middot;s on an angle, and J_cᵀp likewise. Gravity acts along −y. Immutable; the dynamics run in the
 * module's SI engine.
 */
public final class PlanarLinkage {

    /** How link 0 is attached. */
    public enum Base {
        /** Pinned at the base point: only the joint angles move. */
        FIXED,
        /** Free: joint 0 translates in x, y as well. */
        FLOATING
    }

    private final List<Link> links;
    private final Base base;
    private final Vec2 basePoint;
    private final double gravity;

    private PlanarLinkage(List<Link> links, Base base, Vec2 basePoint, double gravity) {
        this.links = List.copyOf(links);
        this.base = Objects.requireNonNull(base, "base");
        this.basePoint = Objects.requireNonNull(basePoint, "basePoint");
        this.gravity = gravity;
        Require.nonNegative("gravity (mm/s²)", gravity);
        ImpulseUnits.linkage(this);
    }

    /**
     * A linkage.
     *
     * @param links the links from the base, at least one
     * @param base how link 0 is attached
     * @param basePoint the pin of a fixed base (mm); ignored for a floating base
     * @param gravity the gravitational acceleration along −y (mm/s&sup2;), {@code >= 0}
     * @return the linkage
     * @throws IllegalArgumentException if there is no link or gravity is negative or not finite
     */
    public static PlanarLinkage of(List<Link> links, Base base, Vec2 basePoint, double gravity) {
        return new PlanarLinkage(links, base, basePoint, gravity);
    }

    /**
     * A free rigid body in the plane: one link of length 0 on a floating base (q = (x mm, y mm, θ rad)).
     *
     * @param mass m (kg), {@code > 0}
     * @param inertia I about the centre of mass (kg&middot;mm&sup2;), {@code > 0}
     * @param gravity along −y (mm/s&sup2;), {@code >= 0}
     * @return the body
     */
    public static PlanarLinkage freeBody(double mass, double inertia, double gravity) {
        return of(List.of(Link.of(0, mass, inertia, Vec2.ZERO)), Base.FLOATING, Vec2.ZERO, gravity);
    }

    /**
     * The links.
     *
     * @return the links from the base
     */
    public List<Link> links() {
        return links;
    }

    /**
     * The base.
     *
     * @return how link 0 is attached
     */
    public Base base() {
        return base;
    }

    /**
     * The pin of a fixed base.
     *
     * @return the point (mm)
     */
    public Vec2 basePoint() {
        return basePoint;
    }

    /**
     * The gravitational acceleration along −y.
     *
     * @return g (mm/s&sup2;)
     */
    public double gravity() {
        return gravity;
    }

    /**
     * The number of links.
     *
     * @return n
     */
    public int linkCount() {
        return links.size();
    }

    /**
     * The number of degrees of freedom: n, plus 2 for a floating base.
     *
     * @return the length of q
     */
    public int dof() {
        return links.size() + lengthCoordinates();
    }

    /**
     * The number of leading coordinates of q that are lengths (mm): 2 for a floating base, 0 for a fixed one.
     *
     * @return 2 or 0
     */
    public int lengthCoordinates() {
        return base == Base.FLOATING ? 2 : 0;
    }

    @Override
    public String toString() {
        return "PlanarLinkage[" + links.size() + " links, " + base + " base, g = " + gravity + " mm/s²]";
    }
}

package org.snapfit.impulse.engine.model;

import java.util.List;
import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec2;
import org.snapfit.impulse.model.PlanarPose;

/**
 * A planar serial linkage with revolute joints, with a fixed or a free-floating base; a free rigid body in the
 * plane is the one-link floating case ({@link #freeBody}). Immutable and thread-safe; approximate; SI units;
 * gravity acts along −y.
 *
 * <p><b>Coordinates.</b> Floating base: q = (x₀, y₀, θ₁, …, θ_n), fixed base: q = (θ₁, …, θ_n), where (x₀, y₀) is
 * joint 1, θ₁ is link 1's absolute angle and θ_k (k ≥ 2) the relative angle of joint k. SiLink k's frame has its
 * origin at joint k and angle φ_k = θ₁ + … + θ_k; joint k + 1 is at joint k + L_k (cos φ_k, sin φ_k).
 *
 * <p><b>Dynamics.</b> With J_k the 2 × d Jacobian of link k's centre of mass and j_k the row with ∂φ_k/∂q:
 * D = Σ m_k J_kᵀJ_k + I_k j_kᵀj_k; B = Σ m_k J_kᵀ a_k with the velocity-product acceleration
 * a_k = −Σ_{i &lt; k} L_i φ̇_i² u(φ_i) − φ̇_k² R(φ_k) c_k (planar links have no gyroscopic term); G = Σ m_k g J_kᵀ ŷ.
 */
public final class SiPlanarLinkage implements PlanarSystem {

    /** How the first joint is held. */
    public enum Base {
        /** Joint 1 is pinned at a fixed world point. */
        FIXED,
        /** Joint 1 moves freely: two translational coordinates come first. */
        FLOATING
    }

    private final List<SiLink> links;
    private final Base base;
    private final Vec2 basePoint;
    private final double gravity;
    private final int offset;
    private final int dof;

    private SiPlanarLinkage(List<SiLink> links, Base base, Vec2 basePoint, double gravity) {
        this.links = List.copyOf(links);
        this.base = base;
        this.basePoint = basePoint;
        this.gravity = gravity;
        this.offset = base == Base.FLOATING ? 2 : 0;
        this.dof = offset + links.size();
    }

    /**
     * A linkage.
     *
     * @param links the links from the base outwards, at least one
     * @param base fixed or floating
     * @param basePoint the pinned point of a fixed base (ignored for a floating base) (m)
     * @param gravity the gravitational acceleration along −y (m/s²), {@code >= 0}
     * @return the linkage
     * @throws IllegalArgumentException if there are no links or gravity is negative or not finite
     */
    public static SiPlanarLinkage of(List<SiLink> links, Base base, Vec2 basePoint, double gravity) {
        if (links.isEmpty()) {
            throw new IllegalArgumentException("links is empty; a linkage needs at least one link");
        }
        Require.nonNegative("gravity", gravity);
        return new SiPlanarLinkage(links, base, basePoint, gravity);
    }

    /**
     * A free rigid body in the plane: q = (x, y, θ) with (x, y) its centre of mass, D = diag(m, m, I).
     *
     * @param mass the mass (kg), {@code > 0}
     * @param inertia the moment of inertia about the centre of mass (kg·m²), {@code > 0}
     * @param gravity the gravitational acceleration along −y (m/s²), {@code >= 0}
     * @return the body
     * @throws IllegalArgumentException if a value is out of range
     */
    public static SiPlanarLinkage freeBody(double mass, double inertia, double gravity) {
        return of(List.of(new SiLink(0, mass, inertia, Vec2.ZERO)), Base.FLOATING, Vec2.ZERO, gravity);
    }

    /**
     * The links.
     *
     * @return the links from the base outwards
     */
    public List<SiLink> links() {
        return links;
    }

    /**
     * The base kind.
     *
     * @return fixed or floating
     */
    public Base base() {
        return base;
    }

    @Override
    public int dof() {
        return dof;
    }

    @Override
    public int configurationSize() {
        return dof;
    }

    @Override
    public int linkCount() {
        return links.size();
    }

    /** Joint positions P_1..P_{n+1} and absolute angles φ_1..φ_n. */
    private Vec2[] joints(double[] q, double[] phi) {
        int n = links.size();
        Vec2[] p = new Vec2[n + 1];
        p[0] = base == Base.FLOATING ? new Vec2(q[0], q[1]) : basePoint;
        double angle = 0;
        for (int k = 0; k < n; k++) {
            angle += q[offset + k];
            phi[k] = angle;
            p[k + 1] = p[k].add(new Vec2(Math.cos(angle), Math.sin(angle)).scale(links.get(k).length()));
        }
        return p;
    }

    @Override
    public PlanarPose linkPose(double[] q, int link) {
        Require.allFinite("configuration q", q, dof);
        Require.index("link", link, links.size());
        double[] phi = new double[links.size()];
        Vec2[] p = joints(q, phi);
        return new PlanarPose(p[link].x(), p[link].y(), phi[link]);
    }

    @Override
    public double[][] pointJacobian(double[] q, int link, Vec2 worldPoint) {
        Require.allFinite("configuration q", q, dof);
        Require.index("link", link, links.size());
        double[] phi = new double[links.size()];
        return jacobian(joints(q, phi), link, worldPoint);
    }

    private double[][] jacobian(Vec2[] p, int link, Vec2 point) {
        double[][] j = new double[2][dof];
        if (base == Base.FLOATING) {
            j[0][0] = 1;
            j[1][1] = 1;
        }
        for (int i = 0; i <= link; i++) {
            Vec2 r = point.subtract(p[i]);
            j[0][offset + i] = -r.y();
            j[1][offset + i] = r.x();
        }
        return j;
    }

    private Vec2 centreOfMass(Vec2[] p, double[] phi, int k) {
        return p[k].add(links.get(k).centreOfMass().rotate(phi[k]));
    }

    @Override
    public double[][] inertia(double[] q) {
        Require.allFinite("configuration q", q, dof);
        double[] phi = new double[links.size()];
        Vec2[] p = joints(q, phi);
        double[][] d = new double[dof][dof];
        for (int k = 0; k < links.size(); k++) {
            SiLink link = links.get(k);
            double[][] j = jacobian(p, k, centreOfMass(p, phi, k));
            for (int a = 0; a < dof; a++) {
                for (int b = 0; b < dof; b++) {
                    d[a][b] += link.mass() * (j[0][a] * j[0][b] + j[1][a] * j[1][b]);
                }
            }
            for (int a = 0; a <= k; a++) {
                for (int b = 0; b <= k; b++) {
                    d[offset + a][offset + b] += link.inertia();
                }
            }
        }
        return d;
    }

    @Override
    public double[] coriolis(double[] q, double[] qd) {
        Require.allFinite("configuration q", q, dof);
        Require.allFinite("velocity q̇", qd, dof);
        int n = links.size();
        double[] phi = new double[n];
        Vec2[] p = joints(q, phi);
        double[] phid = new double[n];
        double s = 0;
        for (int k = 0; k < n; k++) {
            s += qd[offset + k];
            phid[k] = s;
        }
        double[] b = new double[dof];
        Vec2 chain = Vec2.ZERO;
        for (int k = 0; k < n; k++) {
            SiLink link = links.get(k);
            Vec2 acc = chain.subtract(link.centreOfMass().rotate(phi[k]).scale(phid[k] * phid[k]));
            double[][] j = jacobian(p, k, centreOfMass(p, phi, k));
            for (int a = 0; a < dof; a++) {
                b[a] += link.mass() * (j[0][a] * acc.x() + j[1][a] * acc.y());
            }
            chain = chain.subtract(new Vec2(Math.cos(phi[k]), Math.sin(phi[k])).scale(link.length() * phid[k] * phid[k]));
        }
        return b;
    }

    @Override
    public double[] gravity(double[] q) {
        Require.allFinite("configuration q", q, dof);
        double[] phi = new double[links.size()];
        Vec2[] p = joints(q, phi);
        double[] g = new double[dof];
        for (int k = 0; k < links.size(); k++) {
            double[][] j = jacobian(p, k, centreOfMass(p, phi, k));
            for (int a = 0; a < dof; a++) {
                g[a] += links.get(k).mass() * gravity * j[1][a];
            }
        }
        return g;
    }

    @Override
    public double[] advance(double[] q, double[] qd, double dt) {
        Require.allFinite("configuration q", q, dof);
        Require.allFinite("velocity q̇", qd, dof);
        double[] out = new double[dof];
        for (int i = 0; i < dof; i++) {
            out[i] = q[i] + dt * qd[i];
        }
        return out;
    }

    /**
     * The potential energy Σ m_k g y_k of the centres of mass (J), with G = ∂V/∂q.
     *
     * @param q the configuration
     * @return V(q)
     * @throws IllegalArgumentException if q is invalid
     */
    public double potentialEnergy(double[] q) {
        Require.allFinite("configuration q", q, dof);
        double[] phi = new double[links.size()];
        Vec2[] p = joints(q, phi);
        double v = 0;
        for (int k = 0; k < links.size(); k++) {
            v += links.get(k).mass() * gravity * centreOfMass(p, phi, k).y();
        }
        return v;
    }

    @Override
    public String toString() {
        return "SiPlanarLinkage[" + base + ", " + links.size() + " links, d = " + dof + "]";
    }
}

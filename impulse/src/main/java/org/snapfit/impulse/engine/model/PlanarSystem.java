package org.snapfit.impulse.engine.model;

import org.snapfit.core.check.Require;
import org.snapfit.core.geom.Vec2;
import org.snapfit.impulse.model.PlanarPose;

/**
 * A planar system of rigid links (a free body is one link). Immutable and thread-safe; approximate; SI units.
 */
public interface PlanarSystem extends MechanicalSystem {

    /**
     * The number of rigid links.
     *
     * @return the link count, {@code >= 1}
     */
    int linkCount();

    /**
     * The pose of a link's body frame.
     *
     * @param q the configuration
     * @param link the link index
     * @return the pose
     * @throws IllegalArgumentException if q is invalid or the link index is out of range
     */
    PlanarPose linkPose(double[] q, int link);

    /**
     * The Jacobian J of a material point of a link, currently at a world position: its velocity is J q̇.
     *
     * @param q the configuration
     * @param link the link that carries the point
     * @param worldPoint the point's current world position (m)
     * @return a fresh 2 × d matrix
     * @throws IllegalArgumentException if q is invalid or the link index is out of range
     */
    double[][] pointJacobian(double[] q, int link, Vec2 worldPoint);

    /**
     * The velocity of a material point of a link.
     *
     * @param q the configuration
     * @param qd the generalised velocity
     * @param link the link
     * @param worldPoint the point's current world position
     * @return J q̇ (m/s)
     * @throws IllegalArgumentException if q, q̇ or the link index is invalid
     */
    default Vec2 pointVelocity(double[] q, double[] qd, int link, Vec2 worldPoint) {
        double[][] j = pointJacobian(q, link, worldPoint);
        Require.allFinite("velocity q̇", qd, dof());
        double vx = 0;
        double vy = 0;
        for (int k = 0; k < qd.length; k++) {
            vx += j[0][k] * qd[k];
            vy += j[1][k] * qd[k];
        }
        return new Vec2(vx, vy);
    }
}

package org.snapfit.impulse.solver;

import static org.snapfit.core.check.Require.finite;

import java.util.Arrays;

/**
 * One collision state to resolve (Constantinescu et al., eqs. 9 and 14): the configuration-space inertia D, the
 * collision Jacobian J_c (one row n_iᵀJ_i per colliding contact; a self-collision gives one row on each link,
 * eqs. 12–13), the pre-collision velocity q̇₀ and the common coefficient of restitution e. Immutable and
 * thread-safe (arrays are copied in and out); approximate.
 *
 * <p>Shape and value checks happen here; positive definiteness of D is checked by the solver's Cholesky
 * factorisation.
 */
public final class CollisionProblem {

    private final int dof;
    private final int contacts;
    private final double[] inertia;
    private final double[] jacobian;
    private final double[] velocity;
    private final double restitution;

    private CollisionProblem(int dof, int contacts, double[] inertia, double[] jacobian, double[] velocity,
            double restitution) {
        this.dof = dof;
        this.contacts = contacts;
        this.inertia = inertia;
        this.jacobian = jacobian;
        this.velocity = velocity;
        this.restitution = restitution;
    }

    /**
     * Creates a problem.
     *
     * @param inertia D, d × d, symmetric positive definite
     * @param jacobian J_c, c × d (c may be 0)
     * @param velocity q̇₀, length d
     * @param restitution e ∈ [0, 1]
     * @return the problem
     * @throws IllegalArgumentException if D is empty or not square, a Jacobian row does not have d entries, q̇₀
     *     does not have d entries, an entry is NaN or infinite, or e is outside [0, 1] (the message names the
     *     quantity, the index and the value)
     */
    public static CollisionProblem of(double[][] inertia, double[][] jacobian, double[] velocity, double restitution) {
        int d = inertia.length;
        if (d == 0) {
            throw new IllegalArgumentException("inertia D has 0 rows; a system needs at least one degree of freedom");
        }
        double[] dFlat = new double[d * d];
        for (int i = 0; i < d; i++) {
            if (inertia[i].length != d) {
                throw new IllegalArgumentException("inertia D row " + i + " has " + inertia[i].length
                        + " entries; D must be square (" + d + " × " + d + ")");
            }
            for (int k = 0; k < d; k++) {
                dFlat[i * d + k] = finite("inertia D[" + i + "][" + k + "]", inertia[i][k]);
            }
        }
        int c = jacobian.length;
        double[] jFlat = new double[c * d];
        for (int i = 0; i < c; i++) {
            if (jacobian[i].length != d) {
                throw new IllegalArgumentException("jacobian J_c row " + i + " has " + jacobian[i].length
                        + " entries; every row needs d = " + d + " entries (one per degree of freedom)");
            }
            for (int k = 0; k < d; k++) {
                jFlat[i * d + k] = finite("jacobian J_c[" + i + "][" + k + "]", jacobian[i][k]);
            }
        }
        if (velocity.length != d) {
            throw new IllegalArgumentException("velocity q̇₀ has " + velocity.length + " entries; it needs d = " + d);
        }
        double[] v = velocity.clone();
        for (int k = 0; k < d; k++) {
            finite("velocity q̇₀[" + k + "]", v[k]);
        }
        if (!(restitution >= 0 && restitution <= 1)) {
            throw new IllegalArgumentException("restitution e = " + restitution + "; it must lie in [0, 1]");
        }
        return new CollisionProblem(d, c, dFlat, jFlat, v, restitution);
    }


    /**
     * The number of degrees of freedom d.
     *
     * @return d
     */
    public int dof() {
        return dof;
    }

    /**
     * The number of colliding contacts c.
     *
     * @return c
     */
    public int contacts() {
        return contacts;
    }

    /**
     * D as a fresh d × d array.
     *
     * @return a copy of the inertia
     */
    public double[][] inertia() {
        return unflatten(inertia, dof, dof);
    }

    /**
     * J_c as a fresh c × d array.
     *
     * @return a copy of the collision Jacobian
     */
    public double[][] jacobian() {
        return unflatten(jacobian, contacts, dof);
    }

    /**
     * q̇₀ as a fresh array.
     *
     * @return a copy of the pre-collision velocity
     */
    public double[] velocity() {
        return velocity.clone();
    }

    /**
     * The coefficient of restitution.
     *
     * @return e ∈ [0, 1]
     */
    public double restitution() {
        return restitution;
    }

    double[] inertiaFlat() {
        return inertia;
    }

    double[] jacobianFlat() {
        return jacobian;
    }

    double[] velocityFlat() {
        return velocity;
    }

    static double[][] unflatten(double[] flat, int rows, int cols) {
        double[][] out = new double[rows][cols];
        for (int i = 0; i < rows; i++) {
            System.arraycopy(flat, i * cols, out[i], 0, cols);
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CollisionProblem p && dof == p.dof && contacts == p.contacts
                && Arrays.equals(inertia, p.inertia) && Arrays.equals(jacobian, p.jacobian)
                && Arrays.equals(velocity, p.velocity) && Double.compare(restitution, p.restitution) == 0;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(new int[] {dof, contacts, Arrays.hashCode(inertia), Arrays.hashCode(jacobian),
            Arrays.hashCode(velocity), Double.hashCode(restitution)});
    }

    @Override
    public String toString() {
        return "CollisionProblem[d=" + dof + ", c=" + contacts + ", e=" + restitution + "]";
    }
}

package org.snapfit.qp.engine.model;

import org.snapfit.core.geom.Vec3;
import org.snapfit.qp.problem.SymmetricBandMatrix;

/**
 * The linearised implicit (backward) Euler step of Baraff and Witkin for a {@link SiParticleSystem}: the system
 * K &Delta;v = b of Raghupathi and Faure's eqs. (1)&ndash;(2). Stateless and thread-safe; approximate.
 *
 * <p><b>Derivation of eq. (1)</b> (the printed right-hand side has &part;f/&part;v where &part;f/&part;x belongs).
 * Backward Euler asks M &Delta;v = h f(x + h(v + &Delta;v), v + &Delta;v). One Newton step about (x, v):
 * f(&hellip;) &asymp; f + &part;f/&part;x h(v + &Delta;v) + &part;f/&part;v &Delta;v, hence
 * <pre>
 *   (M - h df/dv - h^2 df/dx) dv = h (f + h df/dx v).
 * </pre>
 * The new velocity is v + &Delta;v and the new position x + h(v + &Delta;v).
 *
 * <p><b>SiSpring Jacobian.</b> For a spring with u = (x<sub>j</sub> &minus; x<sub>i</sub>)/l,
 * &part;f<sub>i</sub>/&part;x<sub>j</sub> = k [u u&#7488; + max(0, 1 &minus; l<sub>0</sub>/l)(I &minus; u u&#7488;)]: the
 * transverse term is clamped at 0 for a compressed spring (Choi and Ko 2002), which keeps &minus;&part;f/&part;x
 * positive semidefinite and K positive definite. The damping Jacobian is c u u&#7488; (the dependence of u on x in
 * the damping force is neglected, as in Baraff and Witkin). Drag &minus;&alpha; m v adds h &alpha; m to the
 * diagonal.
 */
public final class ImplicitEuler {
    private ImplicitEuler() {
    }

    /**
     * K and b of eq. (2).
     *
     * @param k the system matrix K (symmetric positive definite, banded)
     * @param b the right-hand side b in N&middot;s
     */
    public record Linearisation(SymmetricBandMatrix k, double[] b) {
        /**
         * Copies b.
         *
         * @param k the matrix
         * @param b the right-hand side
         */
        public Linearisation {
            b = b.clone();
        }

        /**
         * A copy of b.
         *
         * @return b
         */
        @Override
        public double[] b() {
            return b.clone();
        }
    }

    /**
     * Assembles K and b for one step.
     *
     * @param system the model
     * @param state the state at the start of the step (same particle count)
     * @param dt the time step h in s, finite and &gt; 0
     * @return the linearisation
     * @throws IllegalArgumentException if dt is not positive and finite, the state has another particle count, or
     *     a spring has zero length (the message names the spring)
     */
    public static Linearisation assemble(SiParticleSystem system, SiState state, double dt) {
        checkStep(dt);
        int n = system.size();
        if (state.size() != n) {
            throw new IllegalArgumentException("state has " + state.size() + " particles but the system has " + n);
        }
        SymmetricBandMatrix.Builder kb = SymmetricBandMatrix.builder(3 * n, system.halfBandwidth());
        double[] b = new double[3 * n];
        Vec3 g = system.gravity();
        double[] gv = {g.x(), g.y(), g.z()};
        for (int i = 0; i < n; i++) {
            double m = system.mass(i);
            for (int a = 0; a < 3; a++) {
                kb.add(3 * i + a, 3 * i + a, m + dt * system.drag() * m);
                b[3 * i + a] += dt * (m * gv[a] - system.drag() * m * state.v(3 * i + a));
            }
        }
        double[] h = new double[9];
        double[] d = new double[9];
        double[] u = new double[3];
        double[] kk = new double[9];
        for (SiSpring s : system.springs()) {
            int i = s.i();
            int j = s.j();
            double l = 0;
            for (int a = 0; a < 3; a++) {
                u[a] = state.x(3 * j + a) - state.x(3 * i + a);
                l += u[a] * u[a];
            }
            l = Math.sqrt(l);
            if (!(l > 0)) {
                throw new IllegalArgumentException("spring (" + i + ", " + j + ") has length 0; its end points"
                        + " must be distinct");
            }
            double rel = 0;
            for (int a = 0; a < 3; a++) {
                u[a] /= l;
                rel += (state.v(3 * j + a) - state.v(3 * i + a)) * u[a];
            }
            double fmag = s.stiffness() * (l - s.restLength()) + s.damping() * rel;
            double trans = Math.max(0, 1 - s.restLength() / l);
            for (int a = 0; a < 3; a++) {
                for (int c = 0; c < 3; c++) {
                    double uu = u[a] * u[c];
                    h[3 * a + c] = s.stiffness() * (uu + trans * ((a == c ? 1 : 0) - uu));
                    d[3 * a + c] = s.damping() * uu;
                }
            }
            for (int a = 0; a < 3; a++) {
                double f = fmag * u[a];
                double hv = 0;
                for (int c = 0; c < 3; c++) {
                    hv += h[3 * a + c] * (state.v(3 * j + c) - state.v(3 * i + c));
                }
                // b = h (f + h df/dx v): (df/dx v)_i = H (v_j - v_i), (df/dx v)_j = -H (v_j - v_i)
                b[3 * i + a] += dt * (f + dt * hv);
                b[3 * j + a] -= dt * (f + dt * hv);
                for (int c = 0; c < 3; c++) {
                    kk[3 * a + c] = dt * dt * h[3 * a + c] + dt * d[3 * a + c];
                }
            }
            // K_ii += kk, K_jj += kk, K_ij = K_ji -= kk (kk is symmetric)
            kb.addSpringBlock(i, j, kk);
        }
        return new Linearisation(kb.build(), b);
    }

    /**
     * Validates a time step.
     *
     * @param dt the step in s
     * @return dt
     * @throws IllegalArgumentException if dt is not finite and &gt; 0
     */
    public static double checkStep(double dt) {
        if (!(dt > 0) || Double.isInfinite(dt)) {
            throw new IllegalArgumentException("dt = " + dt + " s; the time step must be finite and > 0");
        }
        return dt;
    }

    /**
     * Kinetic energy &frac12; &Sigma; m |v|&sup2;.
     *
     * @param system the model
     * @param state the state
     * @return the energy in J
     */
    public static double kineticEnergy(SiParticleSystem system, SiState state) {
        double e = 0;
        for (int i = 0; i < system.size(); i++) {
            double vx = state.v(3 * i);
            double vy = state.v(3 * i + 1);
            double vz = state.v(3 * i + 2);
            e += 0.5 * system.mass(i) * (vx * vx + vy * vy + vz * vz);
        }
        return e;
    }

    /**
     * Potential energy: gravity &minus;&Sigma; m g&middot;x plus &Sigma; &frac12; k (l &minus; l<sub>0</sub>)&sup2;.
     *
     * @param system the model
     * @param state the state
     * @return the energy in J
     */
    public static double potentialEnergy(SiParticleSystem system, SiState state) {
        double e = 0;
        Vec3 g = system.gravity();
        for (int i = 0; i < system.size(); i++) {
            e -= system.mass(i) * (g.x() * state.x(3 * i) + g.y() * state.x(3 * i + 1) + g.z() * state.x(3 * i + 2));
        }
        for (SiSpring s : system.springs()) {
            double dx = state.x(3 * s.j()) - state.x(3 * s.i());
            double dy = state.x(3 * s.j() + 1) - state.x(3 * s.i() + 1);
            double dz = state.x(3 * s.j() + 2) - state.x(3 * s.i() + 2);
            double l = Math.sqrt(dx * dx + dy * dy + dz * dz);
            e += 0.5 * s.stiffness() * (l - s.restLength()) * (l - s.restLength());
        }
        return e;
    }
}

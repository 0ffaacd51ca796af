package org.snapfit.tracking.tracker;

import org.snapfit.tracking.model.Integrator;

/** Allocation-free explicit Runge–Kutta steps on a state of dimension ≤ 4. */
final class Stepper {

    /** Right-hand side x' = F(τ, x). */
    interface Rhs {
        void eval(double tau, double[] x, double[] dx);
    }

    private final double[] k1 = new double[4];
    private final double[] k2 = new double[4];
    private final double[] k3 = new double[4];
    private final double[] k4 = new double[4];
    private final double[] xt = new double[4];

    /**
     * One step of size h from τ, overwriting x.
     */
    void step(Integrator method, Rhs f, double tau, double h, double[] x, int n) {
        switch (method) {
            case EULER -> euler(f, tau, h, x, n);
            case RK2 -> midpoint(f, tau, h, x, n);
            case RK4 -> rk4(f, tau, h, x, n);
            default -> throw new org.snapfit.algebra.number.SnapfitInternalError("unknown integrator " + method);
        }
    }

    private void euler(Rhs f, double tau, double h, double[] x, int n) {
        f.eval(tau, x, k1);
        addScaled(x, k1, h, n);
    }

    private void midpoint(Rhs f, double tau, double h, double[] x, int n) {
        f.eval(tau, x, k1);
        stage(x, k1, h / 2, n);
        f.eval(tau + h / 2, xt, k2);
        addScaled(x, k2, h, n);
    }

    private void rk4(Rhs f, double tau, double h, double[] x, int n) {
        f.eval(tau, x, k1);
        stage(x, k1, h / 2, n);
        f.eval(tau + h / 2, xt, k2);
        stage(x, k2, h / 2, n);
        f.eval(tau + h / 2, xt, k3);
        stage(x, k3, h, n);
        f.eval(tau + h, xt, k4);
        for (int i = 0; i < n; i++) {
            x[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
        }
    }

    /** The stage state xt = x + c·k. */
    private void stage(double[] x, double[] k, double c, int n) {
        for (int i = 0; i < n; i++) {
            xt[i] = x[i] + c * k[i];
        }
    }

    /** x += c·k. */
    private static void addScaled(double[] x, double[] k, double c, int n) {
        for (int i = 0; i < n; i++) {
            x[i] += c * k[i];
        }
    }
}

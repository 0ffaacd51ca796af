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
            case EULER -> {
                f.eval(tau, x, k1);
                for (int i = 0; i < n; i++) {
                    x[i] += h * k1[i];
                }
            }
            case RK2 -> {
                f.eval(tau, x, k1);
                for (int i = 0; i < n; i++) {
                    xt[i] = x[i] + h / 2 * k1[i];
                }
                f.eval(tau + h / 2, xt, k2);
                for (int i = 0; i < n; i++) {
                    x[i] += h * k2[i];
                }
            }
            case RK4 -> {
                f.eval(tau, x, k1);
                for (int i = 0; i < n; i++) {
                    xt[i] = x[i] + h / 2 * k1[i];
                }
                f.eval(tau + h / 2, xt, k2);
                for (int i = 0; i < n; i++) {
                    xt[i] = x[i] + h / 2 * k2[i];
                }
                f.eval(tau + h / 2, xt, k3);
                for (int i = 0; i < n; i++) {
                    xt[i] = x[i] + h * k3[i];
                }
                f.eval(tau + h, xt, k4);
                for (int i = 0; i < n; i++) {
                    x[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
                }
            }
            default -> throw new org.snapfit.algebra.number.SnapfitInternalError("unknown integrator " + method);
        }
    }
}

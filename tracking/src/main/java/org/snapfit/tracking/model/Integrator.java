package org.snapfit.tracking.model;

import org.snapfit.core.check.Require;

/**
 * Explicit fixed-step integrators for the tracking loop, with their stability polynomials and the largest stable
 * gain.
 *
 * <p><b>Gain bound.</b> Under feedback linearisation the projection errors obey Ψ' = −KΨ (K &gt; 0, scalar gain on
 * every component). An explicit Runge–Kutta method with stability polynomial R maps Ψ_{n+1} = R(−Kh) Ψ_n, so the
 * discrete closed loop has its (single, real) pole at R(−Kh) and is asymptotically stable exactly when
 * |R(−x)| &lt; 1 with x = Kh &gt; 0. For these methods the set of such x is an interval (0, x*):
 * <ul>
 *   <li>Euler, R(z) = 1 + z: |1 − x| &lt; 1 ⇔ 0 &lt; x &lt; 2, so x* = 2.</li>
 *   <li>RK2 midpoint, R(z) = 1 + z + z²/2: R(−x) − 1 = x(x/2 − 1) &lt; 0 ⇔ x &lt; 2, while R(−x) + 1 =
 *       (x − 1)²/2 + 3/2 &gt; 0 always; x* = 2.</li>
 *   <li>RK4, R(z) = 1 + z + z²/2 + z³/6 + z⁴/24: R(−x) = 1 ⇔ x(x³ − 4x² + 12x − 24) = 0, whose real root is
 *       x* ≈ 2.785293563405 (Cardano, computed below); R(−x) &gt; −1 for all real x because the minimum of R on the
 *       real axis is positive (≈ 0.27).</li>
 * </ul>
 * Hence K_max(h) = x* / h (1/s); a gain at or above it leaves the pole on or outside the unit circle.
 */
public enum Integrator {
    /** Explicit Euler. */
    EULER(2),
    /** Explicit midpoint (RK2). */
    RK2(2),
    /** Classical fourth-order Runge–Kutta. */
    RK4(rk4Boundary());

    private final double boundary;

    Integrator(double boundary) {
        this.boundary = boundary;
    }

    /**
     * The real root of x³ − 4x² + 12x − 24 by Cardano's formula (one real root: the discriminant is positive).
     */
    private static double rk4Boundary() {
        // x = y + 4/3 gives y³ + p y + q with p = 20/3, q = −344/27
        double p = 20.0 / 3;
        double q = -344.0 / 27;
        double d = Math.sqrt(q * q / 4 + p * p * p / 27);
        return Math.cbrt(-q / 2 + d) + Math.cbrt(-q / 2 - d) + 4.0 / 3;
    }

    /**
     * The stability boundary x* on the negative real axis: |R(−x)| &lt; 1 exactly for 0 &lt; x &lt; x*.
     *
     * @return x* (dimensionless)
     */
    public double stabilityBoundary() {
        return boundary;
    }

    /**
     * The one-step amplification R(−x) of the method on ψ' = −Kψ with x = Kh.
     *
     * @param kh the product K h (dimensionless)
     * @return R(−kh)
     */
    public double amplification(double kh) {
        double z = -kh;
        return switch (this) {
            case EULER -> 1 + z;
            case RK2 -> 1 + z + z * z / 2;
            case RK4 -> 1 + z * (1 + z * (0.5 + z * (1.0 / 6 + z / 24)));
            default -> throw new org.snapfit.algebra.number.SnapfitInternalError("unknown integrator " + this);
        };
    }

    /**
     * The largest stable gain K_max(h) = x* / h: gains 0 &lt; K &lt; K_max are stable, K ≥ K_max is not.
     *
     * @param step the step h (s), finite and positive
     * @return K_max (1/s)
     * @throws IllegalArgumentException if the step is not finite and positive
     */
    public double maxStableGain(double step) {
        requireStep(step);
        return boundary / step;
    }

    /**
     * Checks a gain against the bound.
     *
     * @param gain the gain K (1/s)
     * @param step the step h (s)
     * @throws IllegalArgumentException if the step is not finite and positive, the gain is not finite and positive,
     *     or the gain is at or above K_max(h) (the message names both numbers)
     */
    public void checkGain(double gain, double step) {
        double kMax = maxStableGain(step);
        Require.positive("gain K", gain);
        if (gain >= kMax) {
            throw new IllegalArgumentException("gain K = " + gain + " 1/s is at or above K_max(h = " + step + " s, "
                    + this + ") = " + kMax + " 1/s; the discretised loop would not be stable");
        }
    }

    private static void requireStep(double step) {
        Require.positive("step h", step);
    }
}

package org.snapfit.core.surface;

import org.snapfit.core.transform.Frame3;

/** Shared evaluation helper for surfaces given in local frame coordinates. */
final class FrameSurfaces {
    private FrameSurfaces() {
    }

    /**
     * Maps local (x, y, z) values of S, Su, Sv, Suu, Suv, Svv (18 doubles in {@code local}) to world coordinates.
     * {@code local} and {@code out} may be the same array (each triple is read before it is written), so surfaces
     * evaluate in place without a scratch array.
     */
    static void toWorld(Frame3 f, double[] local, double[] out) {
        for (int k = 0; k < 6; k++) {
            double a = local[3 * k];
            double b = local[3 * k + 1];
            double c = local[3 * k + 2];
            out[3 * k] = a * f.x().x() + b * f.y().x() + c * f.z().x() + (k == 0 ? f.origin().x() : 0);
            out[3 * k + 1] = a * f.x().y() + b * f.y().y() + c * f.z().y() + (k == 0 ? f.origin().y() : 0);
            out[3 * k + 2] = a * f.x().z() + b * f.y().z() + c * f.z().z() + (k == 0 ? f.origin().z() : 0);
        }
    }

    /** The angle of (x, y) in [0, 2π) (a negative zero made positive). */
    static double angle(double y, double x) {
        double a = Math.atan2(y, x);
        return a < 0 ? a + 2 * Math.PI : a + 0.0;
    }

    /** Local values of a surface of revolution about z with profile (rho(v), h(v)) and its derivatives. */
    static void radial(double rho, double rho1, double rho2, double h, double h1, double h2, double u, double[] l) {
        double c = Math.cos(u);
        double s = Math.sin(u);
        l[0] = rho * c;
        l[1] = rho * s;
        l[2] = h;
        l[3] = -rho * s;
        l[4] = rho * c;
        l[5] = 0;
        l[6] = rho1 * c;
        l[7] = rho1 * s;
        l[8] = h1;
        l[9] = -rho * c;
        l[10] = -rho * s;
        l[11] = 0;
        l[12] = -rho1 * s;
        l[13] = rho1 * c;
        l[14] = 0;
        l[15] = rho2 * c;
        l[16] = rho2 * s;
        l[17] = h2;
    }
}

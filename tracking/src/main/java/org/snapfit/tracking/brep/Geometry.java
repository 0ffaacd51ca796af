package org.snapfit.tracking.brep;

import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;

/**
 * One feature's geometry with 0, 1 or 2 parameters in a box, evaluated in the part frame: a vertex (point), an
 * edge (curve piece) or a face (surface on its parameter box). Evaluation writes the point and its first and second
 * derivatives in the layout of {@link ParametricSurface#evaluate} (point, then d/dx_i, then d²/dx_i dx_j for
 * i ≤ j). Immutable and thread-safe when the underlying curve or surface is.
 */
abstract class Geometry {

    /** Values written by {@link #evaluate}: point (3), two first derivatives (6), three second derivatives (9). */
    static final int LENGTH = 18;
    /** A box at least (1 − this) periods wide (dimensionless) spans the whole period. */
    static final double WHOLE_PERIOD = 1e-9;

    /**
     * Number of parameters.
     *
     * @return 0, 1 or 2
     */
    abstract int dim();

    /**
     * Lower bound of parameter i.
     *
     * @param i the parameter index
     * @return the bound
     */
    abstract double lo(int i);

    /**
     * Upper bound of parameter i.
     *
     * @param i the parameter index
     * @return the bound
     */
    abstract double hi(int i);

    /**
     * The period of parameter i where the box spans a whole period of a periodic parameter (the bound is then no
     * boundary: the parameter wraps instead of stopping), else 0.
     *
     * @param i the parameter index
     * @return the period, or 0
     */
    double period(int i) {
        return 0;
    }

    /**
     * Writes the point and derivatives at parameters x[off..off+dim).
     *
     * @param x the parameters
     * @param off where this feature's parameters start
     * @param out at least {@link #LENGTH} values
     */
    abstract void evaluate(double[] x, int off, double[] out);

    /** A vertex. */
    static final class Point extends Geometry {
        private final double px;
        private final double py;
        private final double pz;

        Point(Vec3 p) {
            px = p.x();
            py = p.y();
            pz = p.z();
        }

        @Override
        int dim() {
            return 0;
        }

        @Override
        double lo(int i) {
            throw new IndexOutOfBoundsException(i);
        }

        @Override
        double hi(int i) {
            throw new IndexOutOfBoundsException(i);
        }

        @Override
        void evaluate(double[] x, int off, double[] out) {
            out[0] = px;
            out[1] = py;
            out[2] = pz;
        }
    }

    /** A piece [t0, t1] of a curve. */
    static final class Curve extends Geometry {
        private final ParametricCurve3 curve;
        private final double t0;
        private final double t1;
        private final double period;

        Curve(ParametricCurve3 curve, double t0, double t1) {
            this.curve = curve;
            this.t0 = Math.min(t0, t1);
            this.t1 = Math.max(t0, t1);
            double p = curve.period();
            this.period = p > 0 && this.t1 - this.t0 >= p * (1 - WHOLE_PERIOD) ? p : 0;
        }

        /** The curve. */
        ParametricCurve3 curve() {
            return curve;
        }

        @Override
        int dim() {
            return 1;
        }

        @Override
        double lo(int i) {
            return t0;
        }

        @Override
        double hi(int i) {
            return t1;
        }

        @Override
        double period(int i) {
            return period;
        }

        @Override
        void evaluate(double[] x, int off, double[] out) {
            curve.evaluate(x[off], out);
            out[9] = out[6];
            out[10] = out[7];
            out[11] = out[8];
        }
    }

    /** A surface on a parameter box. */
    static final class Surface extends Geometry {
        private final ParametricSurface surface;
        private final double[] box;
        private final double uPeriod;
        private final double vPeriod;

        Surface(ParametricSurface surface, double u0, double u1, double v0, double v1) {
            this.surface = surface;
            this.box = new double[] {u0, u1, v0, v1};
            double pu = surface.uPeriod();
            double pv = surface.vPeriod();
            uPeriod = pu > 0 && u1 - u0 >= pu * (1 - WHOLE_PERIOD) ? pu : 0;
            vPeriod = pv > 0 && v1 - v0 >= pv * (1 - WHOLE_PERIOD) ? pv : 0;
        }

        @Override
        int dim() {
            return 2;
        }

        @Override
        double lo(int i) {
            return box[2 * i];
        }

        @Override
        double hi(int i) {
            return box[2 * i + 1];
        }

        @Override
        double period(int i) {
            return i == 0 ? uPeriod : vPeriod;
        }

        @Override
        void evaluate(double[] x, int off, double[] out) {
            surface.evaluate(x[off], x[off + 1], out);
        }
    }
}

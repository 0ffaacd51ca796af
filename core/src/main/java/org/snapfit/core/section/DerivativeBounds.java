package org.snapfit.core.section;

import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Ellipse3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.OffsetSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.PosedSurface;
import org.snapfit.core.surface.SurfaceOfRevolution;
import org.snapfit.core.surface.ToroidalSurface;

/**
 * Certified bounds of a surface's first and second derivatives over a parameter box: what the marcher needs to
 * certify a chord ({@link ContourMarcher}) and the island search to drop boxes the plane cannot meet
 * ({@link EnclosureCells}). Implementations: B-spline surfaces from Bézier nets ({@link SurfaceBounds}), tori in
 * closed form ({@link TorusBounds}), offsets of B-spline surfaces, linear extrusions and surfaces of
 * revolution from their base's third derivatives ({@link OffsetBounds}), surfaces of revolution from bounds of their profile curve ({@link
 * RevolutionBounds}, {@link CurveBounds}), and any of them moved by a rigid pose. A periodic direction (a torus's
 * two angles, a revolution's angle) accepts any interval: the bounds are those of the angle's whole range, so a box
 * across the seam needs no splitting. Certified up to floating-point rounding; engine-internal.
 */
interface DerivativeBounds {

    /**
     * Derivative bounds over a box.
     *
     * @param suMin least n̂·S_u (mm per parameter unit)
     * @param suMax largest n̂·S_u
     * @param svMin least n̂·S_v
     * @param svMax largest n̂·S_v
     * @param su largest |S_u|
     * @param sv largest |S_v|
     * @param suu largest |S_uu| (mm per parameter unit squared)
     * @param suv largest |S_uv|
     * @param svv largest |S_vv|
     * @param nuu largest |n̂·S_uu| (at most suu)
     * @param nuv largest |n̂·S_uv| (at most suv)
     * @param nvv largest |n̂·S_vv| (at most svv)
     */
    record Bounds(double suMin, double suMax, double svMin, double svMax, double su, double sv, double suu, double suv,
            double svv, double nuu, double nuv, double nvv) {

        /**
         * Bounds whose normal components of the second derivatives are bounded by their magnitudes.
         *
         * @param suMin least n̂·S_u (mm per parameter unit)
         * @param suMax largest n̂·S_u
         * @param svMin least n̂·S_v
         * @param svMax largest n̂·S_v
         * @param su largest |S_u|
         * @param sv largest |S_v|
         * @param suu largest |S_uu| (mm per parameter unit squared)
         * @param suv largest |S_uv|
         * @param svv largest |S_vv|
         */
        Bounds(double suMin, double suMax, double svMin, double svMax, double su, double sv, double suu, double suv,
                double svv) {
            this(suMin, suMax, svMin, svMax, su, sv, suu, suv, svv, suu, suv, svv);
        }

        /**
         * The largest of the second derivatives.
         *
         * @return max(|S_uu|, |S_uv|, |S_vv|)
         */
        double second() {
            return Math.max(suu, Math.max(suv, svv));
        }

        /**
         * The bounds over the union of two boxes.
         *
         * @param o the other box's bounds
         * @return bounds valid over both
         */
        Bounds union(Bounds o) {
            return new Bounds(Math.min(suMin, o.suMin), Math.max(suMax, o.suMax), Math.min(svMin, o.svMin),
                    Math.max(svMax, o.svMax), Math.max(su, o.su), Math.max(sv, o.sv), Math.max(suu, o.suu),
                    Math.max(suv, o.suv), Math.max(svv, o.svv), Math.max(nuu, o.nuu), Math.max(nuv, o.nuv),
                    Math.max(nvv, o.nvv));
        }
    }

    /**
     * The bounds over the box [u0, u1] × [v0, v1] with n̂·S_u and n̂·S_v for the given unit normal. The box lies in
     * the domain [{@link #uMin()}, {@link #uMax()}] × [{@link #vMin()}, {@link #vMax()}].
     *
     * @param u0 box start in u
     * @param u1 box end in u, &gt; u0
     * @param v0 box start in v
     * @param v1 box end in v, &gt; v0
     * @param n the unit normal
     * @return the bounds
     */
    Bounds over(double u0, double u1, double v0, double v1, Vec3 n);

    /**
     * Start of the u domain of the bounds (by default −∞ or +∞: a periodic direction, any interval accepted).
     *
     * @return the start
     */
    default double uMin() {
        return Double.NEGATIVE_INFINITY;
    }

    /**
     * End of the u domain of the bounds (by default −∞ or +∞: a periodic direction, any interval accepted).
     *
     * @return the end
     */
    default double uMax() {
        return Double.POSITIVE_INFINITY;
    }

    /**
     * Start of the v domain of the bounds (by default −∞ or +∞: a periodic direction, any interval accepted).
     *
     * @return the start
     */
    default double vMin() {
        return Double.NEGATIVE_INFINITY;
    }

    /**
     * End of the v domain of the bounds (by default −∞ or +∞: a periodic direction, any interval accepted).
     *
     * @return the end
     */
    default double vMax() {
        return Double.POSITIVE_INFINITY;
    }

    /**
     * The bounds of a surface, or null where none are available (an offset surface whose base is not a B-spline
     * surface, a linear extrusion or a surface of revolution: its second derivatives need the base's third; a B-spline
     * surface or a revolution profile with a degree 0 or an interior knot repeated beyond its degree).
     *
     * @param s the surface
     * @return the bounds, or null
     */
    static DerivativeBounds of(ParametricSurface s) {
        if (s instanceof BSplineSurface b) {
            return SurfaceBounds.of(b);
        }
        if (s instanceof ToroidalSurface t) {
            return new TorusBounds(t);
        }
        if (s instanceof SurfaceOfRevolution r) {
            CurveBounds c = CurveBounds.of(r.profile());
            return c == null ? null : new RevolutionBounds(r, c);
        }
        if (s instanceof OffsetSurface o) {
            return OffsetBounds.of(o);
        }
        if (s instanceof PosedSurface p) {
            DerivativeBounds base = of(p.base());
            return base == null ? null : posed(base, p);
        }
        return null;
    }

    private static DerivativeBounds posed(DerivativeBounds base, PosedSurface p) {
        return new DerivativeBounds() {
            @Override
            public Bounds over(double u0, double u1, double v0, double v1, Vec3 n) {
                return base.over(u0, u1, v0, v1, p.pose().rotation().inverse().rotate(n));
            }

            @Override
            public double uMin() {
                return base.uMin();
            }

            @Override
            public double uMax() {
                return base.uMax();
            }

            @Override
            public double vMin() {
                return base.vMin();
            }

            @Override
            public double vMax() {
                return base.vMax();
            }
        };
    }

    /**
     * Whether bounds exist for a curve type (used in messages).
     *
     * @param c the curve
     * @return true for lines, circles, ellipses and B-spline curves
     */
    static boolean bounded(ParametricCurve3 c) {
        return c instanceof Line3 || c instanceof Circle3 || c instanceof Ellipse3 || c instanceof BSplineCurve3;
    }
}

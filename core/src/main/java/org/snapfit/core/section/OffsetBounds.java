package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.OffsetSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.PosedSurface;
import org.snapfit.core.surface.SurfaceOfLinearExtrusion;
import org.snapfit.core.surface.SurfaceOfRevolution;
import org.snapfit.core.surface.ToroidalSurface;

/**
 * Derivative bounds of an offset surface S = B + δ n̂ (n̂ = N/|N|, N = B_u × B_v) over a parameter box, from the
 * magnitudes of the base's derivatives up to the third: {@link SurfaceBounds#jets} for a B-spline base, rational or
 * not, and for a linear extrusion of a B-spline curve (the B-spline surface of degree 1 in v through the curve's
 * control points and the same points moved by the extrusion vector); from the curve's bounds ({@link CurveBounds},
 * up to |c'''|) for a linear extrusion c(u) + v·e of a line or conic (|B_u| = |c'|, |B_v| = |e|, |B_uu| = |c''|,
 * |B_uuu| = |c'''|, every other derivative zero) and for a surface of revolution A + R_u(c(v) − A) of any profile
 * with bounds (a u-derivative rotates the profile's part off the axis: |B_u|, |B_uu|, |B_uuu| ≤ max|d × (c − A)|,
 * |B_v|, |B_uv|, |B_uuv| ≤ max|c'|, |B_vv|, |B_uvv| ≤ max|c''|, |B_vvv| ≤ max|c'''|; a torus is the revolution of
 * its tube circle, so over the whole torus these are R + r and r). With N_u = B_uu × B_v + B_u × B_uv and the like
 * (|N_u| ≤ N₁ᵤ, |N_uu| ≤ N₂ᵤᵤ, …) and ρ = |N| ≥ L over the box (L = |N(c)| − N₁ᵤΔu/2 − N₁ᵥΔv/2 from the box's centre
 * c, which must be &gt; 0), differentiating n̂ρ = N gives |n̂_u| ≤ N₁ᵤ/L, |n̂_uu| ≤ (N₂ᵤᵤ + 3N₁ᵤ²/L)/L,
 * |n̂_uv| ≤ (N₂ᵤᵥ + 3N₁ᵤN₁ᵥ/L)/L, and so |S_uu| ≤ |B_uu| + |δ||n̂_uu| and so on. The first derivatives (n̂·S_u and
 * |S_u|) are the tighter of the exact values at the centre widened by the second-derivative bounds times the half
 * box and |B_u| + |δ||n̂_u|. Where L ≤ 0 (the base's normal may vanish in the box) every bound is infinite: nothing
 * over that box is certified. Certified up to floating-point rounding; engine-internal.
 */
final class OffsetBounds implements DerivativeBounds {

    /** The largest magnitudes of a base's derivatives up to the third over a box, in {@link SurfaceBounds#jets}' order. */
    @FunctionalInterface
    private interface Jets {
        double[] over(double u0, double u1, double v0, double v1);
    }

    private final OffsetSurface s;
    private final ParametricSurface base;
    private final Jets jets;
    private final double[] domain;

    private OffsetBounds(OffsetSurface s, Jets jets, double uMin, double uMax, double vMin, double vMax) {
        this.s = s;
        this.base = s.base();
        this.jets = jets;
        this.domain = new double[] {uMin, uMax, vMin, vMax};
    }

    /**
     * The bounds of an offset surface, or null where its base has no third-derivative bounds (a base other than a
     * B-spline surface, a linear extrusion of a line, conic or B-spline curve or a surface of revolution of such a
     * profile, possibly moved by a rigid pose; a B-spline of degree 0 or with an interior knot repeated beyond its
     * degree).
     *
     * @param s the offset surface
     * @return the bounds, or null
     */
    static OffsetBounds of(OffsetSurface s) {
        ParametricSurface b = s.base();
        while (b instanceof PosedSurface p) {
            b = p.base(); // magnitudes of derivatives do not change under a rigid motion
        }
        if (b instanceof BSplineSurface bs) {
            SurfaceBounds j = SurfaceBounds.of(bs);
            return j == null ? null : new OffsetBounds(s, j::jets, j.uMin(), j.uMax(), j.vMin(), j.vMax());
        }
        if (b instanceof SurfaceOfLinearExtrusion e && e.curve() instanceof BSplineCurve3 c) {
            // the derivatives do not depend on v: the jets of the ruled patch over v in [0, 1]
            SurfaceBounds j = SurfaceBounds.of(ruled(c, e.direction()));
            return j == null ? null : new OffsetBounds(s, (u0, u1, v0, v1) -> j.jets(u0, u1, 0, 1), j.uMin(), j.uMax(),
                    Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        if (b instanceof SurfaceOfLinearExtrusion e) {
            CurveBounds c = CurveBounds.of(e.curve());
            if (c == null) {
                return null;
            }
            double en = e.direction().norm() * (1 + CurveBounds.ROUNDING);
            boolean periodic = e.curve().period() > 0;
            return new OffsetBounds(s, (u0, u1, v0, v1) -> {
                CurveBounds.Range r = c.over(u0, u1, Vec3.ZERO, e.direction().normalize(), NONE, NONE);
                return new double[] {r.d1(), en, r.d2(), 0, 0, r.d3(), 0, 0, 0};
            }, periodic ? Double.NEGATIVE_INFINITY : e.uMin(), periodic ? Double.POSITIVE_INFINITY : e.uMax(),
                    Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        if (b instanceof ToroidalSurface t) {
            // a torus is the revolution of its tube circle (radius r, centre at R from the axis): the bounds of a
            // revolution over the whole surface, which hold over any box (both angles periodic)
            double far = (t.majorRadius() + t.minorRadius()) * (1 + CurveBounds.ROUNDING);
            double r = t.minorRadius() * (1 + CurveBounds.ROUNDING);
            double[] whole = {far, r, far, r, r, far, r, r, r};
            return new OffsetBounds(s, (u0, u1, v0, v1) -> whole, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY,
                    Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        if (b instanceof SurfaceOfRevolution r) {
            CurveBounds c = CurveBounds.of(r.profile());
            if (c == null) {
                return null;
            }
            boolean periodic = r.profile().period() > 0;
            return new OffsetBounds(s, (u0, u1, v0, v1) -> {
                CurveBounds.Range p = c.over(v0, v1, r.axisPoint(), r.axisDirection(), NONE, NONE);
                return new double[] {p.cross(), p.d1(), p.cross(), p.d1(), p.d2(), p.cross(), p.d1(), p.d2(), p.d3()};
            }, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, periodic ? Double.NEGATIVE_INFINITY : r.vMin(),
                    periodic ? Double.POSITIVE_INFINITY : r.vMax());
        }
        return null;
    }

    /** No functionals asked of a curve's bounds: only the magnitudes are used. */
    private static final Vec3[] NONE = new Vec3[0];

    /** The surface c(u) + v·d for v in [0, 1] as a B-spline surface of degree 1 in v. */
    private static BSplineSurface ruled(BSplineCurve3 c, Vec3 d) {
        int n = c.controlPointCount();
        List<List<Vec3>> net = new ArrayList<>();
        double[][] w = new double[n][2];
        for (int i = 0; i < n; i++) {
            Vec3 q = c.controlPoint(i);
            net.add(List.of(q, q.add(d)));
            w[i][0] = c.weight(i);
            w[i][1] = c.weight(i);
        }
        return BSplineSurface.of(c.basis().degree(), 1, c.basis().knots(), new double[] {0, 0, 1, 1}, net,
                c.isRational() ? w : null);
    }

    @Override
    public double uMin() {
        return domain[0];
    }

    @Override
    public double uMax() {
        return domain[1];
    }

    @Override
    public double vMin() {
        return domain[2];
    }

    @Override
    public double vMax() {
        return domain[3];
    }

    @Override
    public Bounds over(double u0, double u1, double v0, double v1, Vec3 n) {
        double[] j = jets.over(u0, u1, v0, v1);
        double bu = j[0];
        double bv = j[1];
        double buu = j[2];
        double buv = j[3];
        double bvv = j[4];
        double n1u = buu * bv + bu * buv;
        double n1v = buv * bv + bu * bvv;
        double n2uu = j[5] * bv + 2 * buu * buv + bu * j[6];
        double n2uv = j[6] * bv + buu * bvv + bu * j[7];
        double n2vv = j[7] * bv + 2 * buv * bvv + bu * j[8];
        double hu = (u1 - u0) / 2;
        double hv = (v1 - v0) / 2;
        double uc = u0 + hu;
        double vc = v0 + hv;
        double[] o = new double[18];
        base.evaluate(uc, vc, o);
        double nc = Math.sqrt(sq(o[4] * o[8] - o[5] * o[7]) + sq(o[5] * o[6] - o[3] * o[8])
                + sq(o[3] * o[7] - o[4] * o[6]));
        double lo = (nc * (1 - CurveBounds.ROUNDING) - n1u * hu - n1v * hv) * (1 - CurveBounds.ROUNDING);
        if (!(lo > 0)) {
            double inf = Double.POSITIVE_INFINITY;
            return new Bounds(-inf, inf, -inf, inf, inf, inf, inf, inf, inf);
        }
        double d = Math.abs(s.distance());
        double up = 1 + CurveBounds.ROUNDING;
        double suu = (buu + d * (n2uu + 3 * n1u * n1u / lo) / lo) * up;
        double suv = (buv + d * (n2uv + 3 * n1u * n1v / lo) / lo) * up;
        double svv = (bvv + d * (n2vv + 3 * n1v * n1v / lo) / lo) * up;
        s.evaluate(uc, vc, o);
        double reachU = (suu * hu + suv * hv) * up;
        double reachV = (suv * hu + svv * hv) * up;
        double su = Math.min((bu + d * n1u / lo) * up, Math.sqrt(o[3] * o[3] + o[4] * o[4] + o[5] * o[5]) * up + reachU);
        double sv = Math.min((bv + d * n1v / lo) * up, Math.sqrt(o[6] * o[6] + o[7] * o[7] + o[8] * o[8]) * up + reachV);
        double nu = n.x() * o[3] + n.y() * o[4] + n.z() * o[5];
        double nv = n.x() * o[6] + n.y() * o[7] + n.z() * o[8];
        double eu = reachU + CurveBounds.ROUNDING * su;
        double ev = reachV + CurveBounds.ROUNDING * sv;
        return new Bounds(Math.max(-su, nu - eu), Math.min(su, nu + eu), Math.max(-sv, nv - ev), Math.min(sv, nv + ev),
                su, sv, suu, suv, svv);
    }

    private static double sq(double x) {
        return x * x;
    }
}

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

/**
 * Derivative bounds of an offset surface S = B + δ n̂ (n̂ = N/|N|, N = B_u × B_v) over a parameter box, from the
 * magnitudes of the base's derivatives up to the third ({@link SurfaceBounds#jets}; a B-spline base, rational or not,
 * or a linear extrusion of a B-spline curve, which is the B-spline surface of degree 1 in v through the curve's
 * control points and the same points moved by the extrusion vector). With N_u = B_uu × B_v + B_u × B_uv and the like
 * (|N_u| ≤ N₁ᵤ, |N_uu| ≤ N₂ᵤᵤ, …) and ρ = |N| ≥ L over the box (L = |N(c)| − N₁ᵤΔu/2 − N₁ᵥΔv/2 from the box's centre
 * c, which must be &gt; 0), differentiating n̂ρ = N gives |n̂_u| ≤ N₁ᵤ/L, |n̂_uu| ≤ (N₂ᵤᵤ + 3N₁ᵤ²/L)/L,
 * |n̂_uv| ≤ (N₂ᵤᵥ + 3N₁ᵤN₁ᵥ/L)/L, and so |S_uu| ≤ |B_uu| + |δ||n̂_uu| and so on. The first derivatives (n̂·S_u and
 * |S_u|) are the tighter of the exact values at the centre widened by the second-derivative bounds times the half
 * box and |B_u| + |δ||n̂_u|. Where L ≤ 0 (the base's normal may vanish in the box) every bound is infinite: nothing
 * over that box is certified. Certified up to floating-point rounding; engine-internal.
 */
final class OffsetBounds implements DerivativeBounds {

    private final OffsetSurface s;
    private final ParametricSurface base;
    private final SurfaceBounds jets;
    /** Whether the base is an extrusion (its derivatives do not depend on v: the jets are taken over v in [0, 1]). */
    private final boolean extrusion;

    private OffsetBounds(OffsetSurface s, ParametricSurface base, SurfaceBounds jets, boolean extrusion) {
        this.s = s;
        this.base = base;
        this.jets = jets;
        this.extrusion = extrusion;
    }

    /**
     * The bounds of an offset surface, or null where its base has no third-derivative bounds (a base other than a
     * B-spline surface or a linear extrusion of a B-spline curve, possibly moved by a rigid pose).
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
            return j == null ? null : new OffsetBounds(s, s.base(), j, false);
        }
        if (b instanceof SurfaceOfLinearExtrusion e && e.curve() instanceof BSplineCurve3 c) {
            SurfaceBounds j = SurfaceBounds.of(ruled(c, e.direction()));
            return j == null ? null : new OffsetBounds(s, s.base(), j, true);
        }
        return null;
    }

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
        return jets.uMin();
    }

    @Override
    public double uMax() {
        return jets.uMax();
    }

    @Override
    public double vMin() {
        return extrusion ? Double.NEGATIVE_INFINITY : jets.vMin();
    }

    @Override
    public double vMax() {
        return extrusion ? Double.POSITIVE_INFINITY : jets.vMax();
    }

    @Override
    public Bounds over(double u0, double u1, double v0, double v1, Vec3 n) {
        double[] j = extrusion ? jets.jets(u0, u1, 0, 1) : jets.jets(u0, u1, v0, v1);
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

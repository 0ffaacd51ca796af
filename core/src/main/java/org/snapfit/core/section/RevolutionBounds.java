package org.snapfit.core.section;

import org.snapfit.algebra.interval.Interval;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.SurfaceOfRevolution;

/**
 * Derivative bounds of a surface of revolution S(u, v) = A + R_u(c(v) − A) (R_u the rotation by u about the unit
 * axis d) from bounds of its profile c over the v interval ({@link CurveBounds}) and cos and sin ranges of the u
 * interval ({@link AngleRanges}). With w = c − A and n_d = n̂·d: S_u = R_u(d × w), so
 * n̂·S_u = cos u (n̂ × d)·w − sin u (n̂ − n_d d)·w and |S_u| = |d × w|; S_v = R_u c', so
 * n̂·S_v = n_d d·c' + cos u (n̂ − n_d d)·c' − sin u (d × n̂)·c' and |S_v| = |c'|; |S_uu| = |d × w|,
 * |S_uv| ≤ |c'|, |S_vv| = |c''|. The angle is periodic: any u interval is accepted (and any v interval when the profile is a
 * full circle or ellipse). Engine-internal.
 */
final class RevolutionBounds implements DerivativeBounds {

    private final SurfaceOfRevolution s;
    private final CurveBounds profile;

    RevolutionBounds(SurfaceOfRevolution s, CurveBounds profile) {
        this.s = s;
        this.profile = profile;
    }

    @Override
    public Bounds over(double u0, double u1, double v0, double v1, Vec3 n) {
        Vec3 d = s.axisDirection();
        double nd = n.dot(d);
        Vec3 k1 = n.cross(d);
        Vec3 k2 = n.subtract(d.scale(nd));
        Vec3 k3 = d.cross(n);
        CurveBounds.Range r = profile.over(v0, v1, s.axisPoint(), d, new Vec3[] {k1, k2}, new Vec3[] {d, k2, k3});
        Interval cu = AngleRanges.cos(u0, u1);
        Interval su = AngleRanges.sin(u0, u1);
        Interval nu = cu.multiply(r.pos()[0]).subtract(su.multiply(r.pos()[1]));
        Interval nv = AngleRanges.of(nd).multiply(r.der()[0]).add(cu.multiply(r.der()[1]))
                .subtract(su.multiply(r.der()[2]));
        return new Bounds(nu.lo(), nu.hi(), nv.lo(), nv.hi(), r.cross(), r.d1(), r.cross(), r.d1(), r.d2());
    }

    @Override
    public double vMin() {
        return s.profile().period() > 0 ? Double.NEGATIVE_INFINITY : s.vMin();
    }

    @Override
    public double vMax() {
        return s.profile().period() > 0 ? Double.POSITIVE_INFINITY : s.vMax();
    }
}

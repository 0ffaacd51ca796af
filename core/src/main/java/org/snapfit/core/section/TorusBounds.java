package org.snapfit.core.section;

import org.snapfit.algebra.interval.Interval;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ToroidalSurface;
import org.snapfit.core.transform.Frame3;

/**
 * Derivative bounds of a torus S = O + (R + r cos v)(cos u x + sin u y) + r sin v z in closed form:
 * n̂·S_u = (R + r cos v)(−a sin u + b cos u), n̂·S_v = r(c cos v − sin v (a cos u + b sin u)) with a, b, c the
 * components of n̂ in the torus frame, |S_u| = |R + r cos v|, |S_v| = r, |S_uu| = |R + r cos v|,
 * |S_uv| = r |sin v|, |S_vv| = r, over cos and sin ranges of the box's angle intervals ({@link AngleRanges}).
 * Both directions are periodic: any box is accepted. Engine-internal.
 */
final class TorusBounds implements DerivativeBounds {

    private final Frame3 frame;
    private final double big;
    private final double r;

    TorusBounds(ToroidalSurface t) {
        this.frame = t.frame();
        this.big = t.majorRadius();
        this.r = t.minorRadius();
    }

    @Override
    public Bounds over(double u0, double u1, double v0, double v1, Vec3 n) {
        Interval a = AngleRanges.of(n.dot(frame.x()));
        Interval b = AngleRanges.of(n.dot(frame.y()));
        Interval c = AngleRanges.of(n.dot(frame.z()));
        Interval cu = AngleRanges.cos(u0, u1);
        Interval su = AngleRanges.sin(u0, u1);
        Interval cv = AngleRanges.cos(v0, v1);
        Interval sv = AngleRanges.sin(v0, v1);
        Interval rho = AngleRanges.of(big).add(AngleRanges.of(r).multiply(cv));
        Interval nu = rho.multiply(b.multiply(cu).subtract(a.multiply(su)));
        Interval radial = a.multiply(cu).add(b.multiply(su));
        Interval nv = AngleRanges.of(r).multiply(c.multiply(cv).subtract(sv.multiply(radial)));
        double rhoMax = AngleRanges.mag(rho);
        double suv = Math.nextUp(r * AngleRanges.mag(sv));
        return new Bounds(nu.lo(), nu.hi(), nv.lo(), nv.hi(), rhoMax, r, rhoMax, suv, r);
    }
}

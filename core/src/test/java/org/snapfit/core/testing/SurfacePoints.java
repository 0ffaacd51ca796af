package org.snapfit.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Uv;

/**
 * Points on parametric surfaces for property tests of the point inversion: parameters drawn as fractions of the
 * domain, many of them on or just beside the sides of the box (seams, poles, axes, apexes), and the check that
 * {@link ParametricSurface#closestParameter(Vec3)} maps such a point back.
 */
public final class SurfacePoints {

    /** Half-width (parameter units) of the part of an unbounded direction the points are drawn from. */
    public static final double RANGE = 20;

    /** Distance (parameter fraction, dimensionless) from a side within which two draws in three fall. */
    public static final double BESIDE = 1e-6;

    private SurfacePoints() {
    }

    /**
     * A fraction of a parameter range: uniform, or (two draws in three) within {@link #BESIDE} of either end.
     *
     * @return the generator
     */
    public static Gen<Double> fraction() {
        return Gens.oneOf(Gens.doubles(0, 1), Gens.doubles(0, BESIDE), Gens.doubles(1 - BESIDE, 1));
    }

    /**
     * Asserts the invariant that the distance from a point of the surface to the surface is 0: for the point at
     * fractions (fu, fv) of the domain (unbounded directions cut to ±{@link #RANGE}), the global point inversion
     * returns parameters inside the domain whose point lies within {@link ParametricSurface#ON_SURFACE} of it.
     *
     * @param what the surface's name for the message
     * @param s the surface
     * @param fu the fraction of the u range
     * @param fv the fraction of the v range
     */
    public static void assertMapsBack(String what, ParametricSurface s, double fu, double fv) {
        double u = at(s.uMin(), s.uMax(), fu);
        double v = at(s.vMin(), s.vMax(), fv);
        Vec3 p = s.point(u, v);
        Uv q = s.closestParameter(p);
        assertThat(s.point(q.u(), q.v()).distance(p)).as("%s (%s) at (%s, %s): found %s", what, s.kind().key(), u, v,
                q).isLessThanOrEqualTo(ParametricSurface.ON_SURFACE);
        assertThat(q.u()).as("%s: u of %s", what, q).isBetween(s.uMin(), s.uMax());
        assertThat(q.v()).as("%s: v of %s", what, q).isBetween(s.vMin(), s.vMax());
    }

    private static double at(double lo, double hi, double f) {
        double a = Math.max(lo, -RANGE);
        double b = Math.min(hi, RANGE);
        return a + (b - a) * f;
    }
}

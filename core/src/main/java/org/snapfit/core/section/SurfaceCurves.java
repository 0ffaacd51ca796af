package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.snapfit.algebra.interval.Interval;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Ellipse3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ConicalSurface;
import org.snapfit.core.surface.CylindricalSurface;
import org.snapfit.core.surface.OffsetSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Plane;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.surface.SurfaceOfLinearExtrusion;
import org.snapfit.core.surface.SurfaceOfRevolution;
import org.snapfit.core.surface.ToroidalSurface;
import org.snapfit.core.transform.Frame3;

/**
 * The closed forms of surface ∩ plane: for each elementary surface (cylinder, cone — its two rulings when the plane
 * passes through the apex —, sphere, torus in the two symmetric positions, surfaces of revolution cut across the
 * axis, linear extrusions, offset planes) the list of curve components, and for offsets of planes, cylinders,
 * cones, spheres and ring tori the analytic surface they are ({@link #analytic}). {@link #of} returns null where no closed
 * form is used (B-spline and other offset surfaces, tori and revolutions in general position): the engine then
 * marches. Engine-internal; approximate except for the exact circle data of a pin cut across its axis or a sphere.
 */
final class SurfaceCurves {

    /**
     * Cosine below which an axis counts as parallel to the plane (dimensionless), when the exact data cannot decide.
     */
    static final double PARALLEL_COSINE = 1e-12;

    /**
     * Step of the central differences that give the derivative of a parametrised section curve: radians for a cone's
     * angle, a fraction of the span for an extruded curve's parameter.
     */
    static final double DIFFERENCE_STEP = 1e-7;

    /** A tangency found while building the components (the plane touches the surface without cutting it). */
    interface TangentSink {
        void tangent(String what);
    }

    private SurfaceCurves() {
    }

    /**
     * The components, or null if the surface is to be marched.
     *
     * @param s the surface
     * @param f the plane in the body's coordinates
     * @param axis the exact axis of the surface, if known
     * @param grid the chord rule (for rounding inexact circle data)
     * @param sink receives tangencies
     * @return the components (possibly empty: the plane misses the surface)
     */
    static List<SectionCurve> of(ParametricSurface s, CutFrame f, Optional<ExactAxis> axis,
            org.snapfit.core.curve.ChordRule grid, TangentSink sink) {
        if (s instanceof Plane p) {
            return plane(p, f, sink);
        }
        if (s instanceof CylindricalSurface c) {
            return cylinder(c, f, axis, grid, sink);
        }
        if (s instanceof SphericalSurface sp) {
            return sphere(sp, f, axis, grid, sink);
        }
        if (s instanceof ConicalSurface k) {
            return cone(k, f, sink);
        }
        if (s instanceof ToroidalSurface t) {
            return torus(t, f, axis, sink);
        }
        if (s instanceof SurfaceOfRevolution r) {
            return revolution(r, f);
        }
        if (s instanceof SurfaceOfLinearExtrusion e) {
            return extrusion(e, f);
        }
        return null;
    }

    /**
     * The analytic surface an offset surface is, where its base is one whose offset is again of its kind: a plane
     * moved by δ along its normal, a cone (the cone of radius r ± δ/cos α on the nappe of the face), a cylinder
     * of radius r (natural normal outwards) offset by δ is the coaxial cylinder of radius r + δ, a sphere the
     * concentric sphere of radius r + δ, a ring torus (R &gt; r) the torus of minor radius r + δ; null otherwise
     * (another base, or a radius that would not stay positive, or a torus that would stop being a ring torus).
     *
     * @param o the offset surface
     * @param onFace a point of the face (on the offset surface), which tells a cone's nappe; null if none is known
     * @return the equivalent surface, or null
     */
    static ParametricSurface analytic(OffsetSurface o, Vec3 onFace) {
        double d = o.distance();
        if (o.base() instanceof ConicalSurface k && onFace != null) {
            // base normal ρ(cos α e_r − sin α z)/|ρ|: on the nappe ρ > 0 the offset is the cone of radius r + δ/cos α
            // (same frame, angle; v shifted by −δ sin α), on the nappe ρ < 0 the cone of radius r − δ/cos α
            double t = Math.tan(k.semiAngle());
            double rho = k.radius() + o.closestParameter(onFace).v() * t;
            double radius = k.radius() + Math.signum(rho) * d / Math.cos(k.semiAngle());
            if (rho != 0 && radius >= 0) {
                return new ConicalSurface(k.frame(), radius, k.semiAngle());
            }
        }
        if (o.base() instanceof Plane p) {
            Frame3 fr = p.frame();
            return new Plane(new Frame3(fr.origin().add(fr.z().scale(d)), fr.x(), fr.y(), fr.z()));
        }
        if (o.base() instanceof CylindricalSurface c && c.radius() + d > 0) {
            return new CylindricalSurface(c.frame(), c.radius() + d);
        }
        if (o.base() instanceof SphericalSurface sp && sp.radius() + d > 0) {
            return new SphericalSurface(sp.frame(), sp.radius() + d);
        }
        if (o.base() instanceof ToroidalSurface t && t.minorRadius() + d > 0
                && t.minorRadius() + d < t.majorRadius()) {
            return new ToroidalSurface(t.frame(), t.majorRadius(), t.minorRadius() + d);
        }
        return null;
    }

    /**
     * The line where a plane surface (an offset of a plane; planar faces themselves are cut exactly elsewhere) meets
     * the cutting plane: along n_s × n through the point of both nearest the surface's origin; none when the planes are
     * parallel (a tangency when they coincide).
     */
    private static List<SectionCurve> plane(Plane p, CutFrame f, TangentSink sink) {
        Vec3 ns = p.frame().z();
        Vec3 n = f.normal();
        Vec3 dir = ns.cross(n);
        double s2 = dir.normSq();
        double h = n.dot(p.frame().origin().subtract(f.origin()));
        List<SectionCurve> out = new ArrayList<>();
        if (s2 <= PARALLEL_COSINE * PARALLEL_COSINE) {
            if (h == 0) {
                sink.tangent("the plane contains this face");
            }
            return out;
        }
        // from the surface's origin o, move within the surface plane (along n − (n·n_s) n_s) onto the cutting plane
        Vec3 inPlane = n.subtract(ns.scale(n.dot(ns)));
        Vec3 q = p.frame().origin().subtract(inPlane.scale(h / inPlane.dot(n)));
        out.add(new SectionCurve.Line(q, dir));
        return out;
    }

    /** Whether the axis is exactly (or, without exact data, within {@link #PARALLEL_COSINE}) parallel to the plane. */
    private static boolean axisInPlane(double c, CutFrame f, Optional<ExactAxis> axis) {
        if (axis.isPresent() && f.exactNormal().isPresent()) {
            return axis.get().direction().dot(f.exactNormal().get()).isZero();
        }
        return Math.abs(c) <= PARALLEL_COSINE;
    }

    /** Whether the axis is exactly (or within the tolerance) along the normal. */
    private static boolean axisAlongNormal(double a, double b, CutFrame f, Optional<ExactAxis> axis) {
        if (axis.isPresent() && f.exactNormal().isPresent()) {
            return axis.get().direction().cross(f.exactNormal().get()).isZero();
        }
        return Math.hypot(a, b) <= PARALLEL_COSINE;
    }

    private static List<SectionCurve> cylinder(CylindricalSurface cyl, CutFrame f, Optional<ExactAxis> axis,
            org.snapfit.core.curve.ChordRule grid, TangentSink sink) {
        Frame3 fr = cyl.frame();
        Vec3 n = f.normal();
        double r = cyl.radius();
        double a = n.dot(fr.x());
        double b = n.dot(fr.y());
        double c = n.dot(fr.z());
        double d = n.dot(fr.origin().subtract(f.origin()));
        List<SectionCurve> out = new ArrayList<>();
        if (axisInPlane(c, f, axis)) {
            // rulings: d + r (a cos u + b sin u) = 0
            double rho = Math.hypot(a, b);
            double q = -d / (r * rho);
            if (Math.abs(q) > 1) {
                return out;
            }
            double phi = Math.atan2(b, a);
            double delta = Math.acos(q);
            if (delta == 0 || delta == Math.PI) {
                sink.tangent("the plane touches the cylinder along a line");
                return out;
            }
            for (double u : new double[] {phi - delta, phi + delta}) {
                out.add(new SectionCurve.Line(fr.origin().add(fr.x().scale(r * Math.cos(u))).add(fr.y().scale(r
                        * Math.sin(u))), fr.z()));
            }
            return out;
        }
        Vec3 centre = fr.origin().subtract(fr.z().scale(d / c));
        SectionCurve.Conic k = new SectionCurve.Conic(centre, fr.x().subtract(fr.z().scale(a / c)).scale(r),
                fr.y().subtract(fr.z().scale(b / c)).scale(r));
        if (axisAlongNormal(a, b, f, axis)) {
            k.circle = circle(f, axis, centre, r, grid);
        }
        out.add(k);
        return out;
    }

    /** The circle data of a section circle: exact when the axis, its radius and the plane's frame are exact. */
    private static SectionLoop.Circle circle(CutFrame f, Optional<ExactAxis> axis, Vec3 centre, double r,
            org.snapfit.core.curve.ChordRule grid) {
        if (axis.isPresent() && axis.get().radius().isPresent() && f.hasExactCoordinates()) {
            ExactAxis ax = axis.get();
            ExactPoint3 n = f.exactNormal().get();
            ExactPoint3 o = f.exactOrigin().get();
            Rational t = n.dot(o.subtract(ax.location())).divide(n.dot(ax.direction()));
            ExactPoint3 c3 = ax.location().add(ax.direction().scale(t));
            return new SectionLoop.Circle(f.toSection(c3).get(), ax.radius().get(), true);
        }
        double[] c2 = f.toSection(centre);
        return new SectionLoop.Circle(grid.round(c2[0], c2[1]), grid.round(r), false);
    }

    private static List<SectionCurve> sphere(SphericalSurface sp, CutFrame f, Optional<ExactAxis> axis,
            org.snapfit.core.curve.ChordRule grid, TangentSink sink) {
        Vec3 n = f.normal();
        Vec3 c = sp.frame().origin();
        double r = sp.radius();
        double d = n.dot(c.subtract(f.origin()));
        List<SectionCurve> out = new ArrayList<>();
        if (Math.abs(d) >= r) {
            if (Math.abs(d) == r) {
                sink.tangent("the plane touches the sphere at a point");
            }
            return out;
        }
        double rho = Math.sqrt(r * r - d * d);
        Vec3 centre = c.subtract(n.scale(d));
        SectionCurve.Conic k = new SectionCurve.Conic(centre, f.xAxis().scale(rho), f.yAxis().scale(rho));
        k.circle = sphereCircle(f, axis, centre, rho, grid);
        out.add(k);
        return out;
    }

    private static SectionLoop.Circle sphereCircle(CutFrame f, Optional<ExactAxis> axis, Vec3 centre, double rho,
            org.snapfit.core.curve.ChordRule grid) {
        if (axis.isPresent() && axis.get().radius().isPresent() && f.hasExactCoordinates()) {
            ExactPoint3 n = f.exactNormal().get();
            ExactPoint3 s = axis.get().location();
            Rational nn = n.dot(n);
            Rational level = n.dot(s.subtract(f.exactOrigin().get()));
            Rational r = axis.get().radius().get();
            Optional<Rational> rad = r.multiply(r).subtract(level.multiply(level).divide(nn)).sqrt();
            if (rad.isPresent()) {
                ExactPoint3 c3 = s.subtract(n.scale(level.divide(nn)));
                ExactPoint2 c2 = f.toSection(c3).get();
                return new SectionLoop.Circle(c2, rad.get(), true);
            }
        }
        double[] c2 = f.toSection(centre);
        return new SectionLoop.Circle(grid.round(c2[0], c2[1]), grid.round(rho), false);
    }

    private static List<SectionCurve> cone(ConicalSurface k, CutFrame f, TangentSink sink) {
        Frame3 fr = k.frame();
        Vec3 n = f.normal();
        double a = n.dot(fr.x());
        double b = n.dot(fr.y());
        double c = n.dot(fr.z());
        double d = n.dot(fr.origin().subtract(f.origin()));
        double t = Math.tan(k.semiAngle());
        double big = k.radius();
        List<SectionCurve> out = new ArrayList<>();
        double apexV = -big / t;
        if (Math.abs(d + c * apexV) <= PARALLEL_COSINE * (Math.abs(d) + Math.abs(c * apexV) + big)) {
            return apexRulings(fr, a, b, c, t, apexV, sink);
        }
        if (Math.hypot(a, b) <= PARALLEL_COSINE) {
            double v = -d / c;
            double rho = big + v * t;
            if (rho <= 0) {
                return out;
            }
            Vec3 centre = fr.origin().add(fr.z().scale(v));
            out.add(new SectionCurve.Conic(centre, fr.x().scale(rho), fr.y().scale(rho)));
            return out;
        }
        java.util.function.DoubleFunction<Vec3> p = u -> {
            double w = a * Math.cos(u) + b * Math.sin(u);
            double v = -(d + big * w) / (t * w + c);
            double rho = big + v * t;
            return fr.origin().add(fr.x().scale(rho * Math.cos(u))).add(fr.y().scale(rho * Math.sin(u)))
                    .add(fr.z().scale(v));
        };
        java.util.function.ToDoubleFunction<Vec3> inv = q -> k.closestParameter(q).u();
        double step = DIFFERENCE_STEP;
        java.util.function.DoubleBinaryOperator curvature = (u0, u1) -> coneCurvature(a, b, c, d, big, t, u0, u1);
        // poles of v(u): t (a cos u + b sin u) + c = 0
        double rho = t * Math.hypot(a, b);
        if (rho <= Math.abs(c)) {
            out.add(new SectionCurve.Param(p, inv, 2 * Math.PI, 0, 2 * Math.PI, step, curvature));
            return out;
        }
        double phi = Math.atan2(b, a);
        double delta = Math.acos(-c / rho);
        double p1 = phi - delta;
        double p2 = phi + delta;
        out.add(new SectionCurve.Param(p, inv, 0, p1, p2, step, curvature));
        out.add(new SectionCurve.Param(p, inv, 0, p2, p1 + 2 * Math.PI, step, curvature));
        return out;
    }

    /**
     * The section of a cone by a plane through its apex: the rulings at the angles u where t (a cos u + b sin u) + c = 0
     * (the ruling's direction t e_r(u) + z lies in the plane), two of them, each a whole line through the apex. On
     * each nappe the two half-lines form one curve turning at the apex ({@link SectionCurve.Vee}), so a face that
     * holds the apex is crossed from one ruling to the other through it. A plane that meets the cone only at its
     * apex, or touches it along one ruling, is a tangency.
     */
    private static List<SectionCurve> apexRulings(Frame3 fr, double a, double b, double c, double t, double apexV,
            TangentSink sink) {
        List<SectionCurve> out = new ArrayList<>();
        double rho = Math.abs(t) * Math.hypot(a, b);
        double q = rho == 0 ? Double.POSITIVE_INFINITY : -c / (t * Math.hypot(a, b));
        if (!(Math.abs(q) < 1)) {
            sink.tangent(Math.abs(q) == 1 ? "the plane touches the cone along a ruling"
                    : "the plane meets the cone only at its apex");
            return out;
        }
        double phi = Math.atan2(b, a);
        double delta = Math.acos(q);
        Vec3 apex = fr.origin().add(fr.z().scale(apexV));
        Vec3[] g = new Vec3[2];
        for (int i = 0; i < 2; i++) {
            double u = i == 0 ? phi - delta : phi + delta;
            g[i] = fr.x().scale(t * Math.cos(u)).add(fr.y().scale(t * Math.sin(u))).add(fr.z());
        }
        out.add(new SectionCurve.Vee(apex, g[0], g[1]));
        out.add(new SectionCurve.Vee(apex, g[0].negate(), g[1].negate()));
        return out;
    }

    /**
     * The largest |p''| over [u0, u1] of the cone section p(u) = O + ρ e_r(u) + v z with w = a cos u + b sin u,
     * D = t w + c, v = −(d + R w)/D, ρ = R + t v: with K = R c − d t, v' = −K w'/D², v'' = −K (w'' D − 2t w'²)/D³,
     * ρ' = t v', ρ'' = t v'' and |p''|² = (ρ'' − ρ)² + 4ρ'² + v''², by interval arithmetic over the cos and sin
     * ranges of the interval; NaN where D may vanish on it (a pole of the branch).
     */
    static double coneCurvature(double a, double b, double c, double d, double big, double t, double u0, double u1) {
        Interval cu = AngleRanges.cos(u0, u1);
        Interval su = AngleRanges.sin(u0, u1);
        Interval ia = AngleRanges.of(a);
        Interval ib = AngleRanges.of(b);
        Interval w = ia.multiply(cu).add(ib.multiply(su));
        Interval w1 = ib.multiply(cu).subtract(ia.multiply(su));
        Interval w2 = w.multiply(AngleRanges.of(-1));
        Interval it = AngleRanges.of(t);
        Interval dd = it.multiply(w).add(AngleRanges.of(c));
        if (dd.containsZero()) {
            return Double.NaN;
        }
        Interval inv = reciprocal(dd);
        Interval k = AngleRanges.of(big).multiply(AngleRanges.of(c)).subtract(AngleRanges.of(d).multiply(it));
        Interval v = AngleRanges.of(d).add(AngleRanges.of(big).multiply(w)).multiply(inv).multiply(AngleRanges.of(-1));
        Interval v1 = k.multiply(w1).multiply(inv).multiply(inv).multiply(AngleRanges.of(-1));
        Interval v2 = k.multiply(w2.multiply(dd).subtract(AngleRanges.of(2).multiply(it).multiply(w1).multiply(w1)))
                .multiply(inv).multiply(inv).multiply(inv).multiply(AngleRanges.of(-1));
        Interval rho = AngleRanges.of(big).add(it.multiply(v));
        Interval rho1 = it.multiply(v1);
        Interval rho2 = it.multiply(v2);
        double radial = AngleRanges.mag(rho2.subtract(rho));
        double tangential = 2 * AngleRanges.mag(rho1);
        double axial = AngleRanges.mag(v2);
        return Math.nextUp(Math.sqrt(radial * radial + tangential * tangential + axial * axial)
                * (1 + CurveBounds.ROUNDING));
    }

    /** 1/x over an interval that excludes 0, rounded outwards. */
    private static Interval reciprocal(Interval x) {
        return new Interval(Math.nextDown(1 / x.hi()), Math.nextUp(1 / x.lo()));
    }

    private static List<SectionCurve> torus(ToroidalSurface tor, CutFrame f, Optional<ExactAxis> axis,
            TangentSink sink) {
        Frame3 fr = tor.frame();
        Vec3 n = f.normal();
        double a = n.dot(fr.x());
        double b = n.dot(fr.y());
        double c = n.dot(fr.z());
        double d = n.dot(fr.origin().subtract(f.origin()));
        double big = tor.majorRadius();
        double r = tor.minorRadius();
        List<SectionCurve> out = new ArrayList<>();
        if (axisAlongNormal(a, b, f, axis)) {
            double q = -d / (c * r);
            if (Math.abs(q) > 1) {
                return out;
            }
            if (Math.abs(q) == 1) {
                sink.tangent("the plane touches the torus along a circle");
                return out;
            }
            double v1 = Math.asin(q);
            for (double v : new double[] {v1, Math.PI - v1}) {
                double rho = big + r * Math.cos(v);
                if (rho > 0) {
                    Vec3 centre = fr.origin().add(fr.z().scale(r * Math.sin(v)));
                    out.add(new SectionCurve.Conic(centre, fr.x().scale(rho), fr.y().scale(rho)));
                }
            }
            return out;
        }
        boolean containsAxis = axisInPlane(c, f, axis) && Math.abs(d) <= PARALLEL_COSINE * (big + r);
        if (axis.isPresent() && f.exactNormal().isPresent()) {
            containsAxis = axis.get().direction().dot(f.exactNormal().get()).isZero()
                    && f.exactNormal().get().dot(axis.get().location().subtract(f.exactOrigin().get())).isZero();
        }
        if (containsAxis) {
            double phi = Math.atan2(b, a);
            for (double u : new double[] {phi + Math.PI / 2, phi - Math.PI / 2}) {
                Vec3 radial = fr.x().scale(Math.cos(u)).add(fr.y().scale(Math.sin(u)));
                out.add(new SectionCurve.Conic(fr.origin().add(radial.scale(big)), radial.scale(r), fr.z().scale(r)));
            }
            return out;
        }
        return null;
    }

    private static List<SectionCurve> revolution(SurfaceOfRevolution rev, CutFrame f) {
        Vec3 dir = rev.axisDirection();
        Vec3 n = f.normal();
        if (n.cross(dir).norm() > PARALLEL_COSINE) {
            return null;
        }
        // across the axis: a circle through every point where the profile meets the plane
        List<SectionCurve> out = new ArrayList<>();
        ParametricCurve3 prof = rev.profile();
        for (double v : EdgeRoots.roots(prof, prof.tMin(), prof.tMax(), f)) {
            Vec3 p = prof.point(v);
            Vec3 w = p.subtract(rev.axisPoint());
            Vec3 centre = rev.axisPoint().add(dir.scale(dir.dot(w)));
            Vec3 e1 = w.subtract(dir.scale(dir.dot(w)));
            if (e1.norm() > 0) {
                out.add(new SectionCurve.Conic(centre, e1, dir.cross(w)));
            }
        }
        return out;
    }

    private static List<SectionCurve> extrusion(SurfaceOfLinearExtrusion ext, CutFrame f) {
        ParametricCurve3 base = ext.curve();
        Vec3 d = ext.direction();
        Vec3 n = f.normal();
        double nd = n.dot(d);
        List<SectionCurve> out = new ArrayList<>();
        if (Math.abs(nd) <= PARALLEL_COSINE * d.norm()) {
            for (double u : EdgeRoots.roots(base, Math.max(base.tMin(), -ParametricCurve3.INVERSION_RANGE),
                    Math.min(base.tMax(), ParametricCurve3.INVERSION_RANGE), f)) {
                out.add(new SectionCurve.Line(base.point(u), d));
            }
            return out;
        }
        // project the base curve along d onto the plane: an affine image of the base curve
        java.util.function.UnaryOperator<Vec3> proj = q -> q.subtract(d.scale(f.distance(q) / nd));
        if (base instanceof Line3 l) {
            out.add(new SectionCurve.Line(proj.apply(l.origin()), l.direction().subtract(d.scale(n.dot(l.direction())
                    / nd))));
            return out;
        }
        if (base instanceof Circle3 || base instanceof Ellipse3) {
            Frame3 fr = base instanceof Circle3 c3 ? c3.frame() : ((Ellipse3) base).frame();
            double sa = base instanceof Circle3 c3 ? c3.radius() : ((Ellipse3) base).semiAxis1();
            double sb = base instanceof Circle3 c3 ? c3.radius() : ((Ellipse3) base).semiAxis2();
            Vec3 mx = fr.x().scale(sa);
            Vec3 my = fr.y().scale(sb);
            out.add(new SectionCurve.Conic(proj.apply(fr.origin()), mx.subtract(d.scale(n.dot(mx) / nd)),
                    my.subtract(d.scale(n.dot(my) / nd))));
            return out;
        }
        double lo = base.tMin();
        double hi = base.tMax();
        boolean closed = base.point(lo).distance(base.point(hi)) <= PARALLEL_COSINE * (1 + base.point(lo).norm());
        // q'' = P c'' with P the projection along d onto the plane, whose norm is |d| / |n·d|
        CurveBounds cb = CurveBounds.of(base);
        double norm = d.norm() / Math.abs(nd) * (1 + CurveBounds.ROUNDING);
        java.util.function.DoubleBinaryOperator curvature = cb == null ? null
                : (a, b) -> norm * cb.over(a, b, Vec3.ZERO, Vec3.Z, new Vec3[0], new Vec3[0]).d2();
        out.add(new SectionCurve.Param(u -> proj.apply(base.point(u)), q -> ext.closestParameter(q).u(),
                closed ? hi - lo : 0, lo, hi, (hi - lo) * DIFFERENCE_STEP, curvature));
        return out;
    }
}

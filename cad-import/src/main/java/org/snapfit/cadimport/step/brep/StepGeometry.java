package org.snapfit.cadimport.step.brep;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.step.p21.P21Instance;
import org.snapfit.cadimport.step.p21.P21Part;
import org.snapfit.cadimport.step.p21.P21Value;
import org.snapfit.core.curve.BSplineBasis;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Ellipse3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.section.ExactAxis;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.ConicalSurface;
import org.snapfit.core.surface.CylindricalSurface;
import org.snapfit.core.surface.OffsetSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Plane;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.surface.SurfaceOfLinearExtrusion;
import org.snapfit.core.surface.SurfaceOfRevolution;
import org.snapfit.core.surface.ToroidalSurface;
import org.snapfit.core.transform.ExactRigid3;
import org.snapfit.core.transform.Frame3;


/**
 * Geometry mapping of one STEP reading: CARTESIAN_POINT, DIRECTION and placements, curves (lines, conics,
 * B-splines, surface and trimmed curves) and surfaces (elementary, B-spline, revolution, extrusion, offset) as core
 * types in millimetres, with the exact twins of points, directions, elementary surface axes and placements where the
 * file's decimals allow. Lengths and angles are scaled by the units of the representation being read
 * ({@link #use(Units)}). Not thread-safe (part of one reader run).
 */
final class StepGeometry extends StepEntities {

    /**
     * The units in which entities are read.
     *
     * @param length millimetres per file length unit
     * @param angle radians per file plane-angle unit
     * @param exactLength the exact millimetres per file length unit, or null if it has no exact value
     */
    record Units(double length, double angle, Rational exactLength) {
    }

    private final Map<Long, ExactPoint3> exactPoints = new HashMap<>();
    private double scale = 1;
    private Rational exactScale = Rational.ONE;
    private double angle = 1;

    StepGeometry(Context context) {
        super(context);
    }

    /** The units entities are read in now. */
    Units units() {
        return new Units(scale, angle, exactScale);
    }

    /** Reads entities in these units from now on (restore the previous ones with another call). */
    void use(Units u) {
        scale = u.length();
        angle = u.angle();
        exactScale = u.exactLength();
    }

    /** A placement read with another length unit (mm per file unit), the current units unchanged after. */
    Frame3 frameOf(long id, P21Instance from, double unitScale) {
        double s = scale;
        scale = unitScale;
        try {
            return frame(id, from);
        } finally {
            scale = s;
        }
    }

    Vec3 point(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "point");
            P21Part p = part(i, "CARTESIAN_POINT");
            double[] c = numbers(i, list(i, p, 1, "coordinates"), "coordinates");
            if (c.length < 2 || c.length > 3) {
                throw bad(i, "coordinates", "CARTESIAN_POINT has " + c.length + " coordinates; need 3");
            }
            return new Vec3(c[0] * scale, c[1] * scale, (c.length == 3 ? c[2] : 0) * scale);
        });
    }

    private Vec3 direction(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "direction");
            P21Part p = part(i, "DIRECTION");
            double[] c = numbers(i, list(i, p, 1, "direction_ratios"), "direction_ratios");
            if (c.length < 2 || c.length > 3) {
                throw bad(i, "direction_ratios", "DIRECTION has " + c.length + " ratios; need 3");
            }
            Vec3 v = new Vec3(c[0], c[1], c.length == 3 ? c[2] : 0);
            if (v.norm() == 0) {
                throw bad(i, "direction_ratios", "DIRECTION is the zero vector");
            }
            return v.normalize();
        });
    }

    /** The exact position of a CARTESIAN_POINT (scaled by the exact unit factor), or null if not exact. */
    ExactPoint3 exactPoint(long id) {
        if (exactScale == null) {
            return null;
        }
        return exactPoints.computeIfAbsent(id, k -> {
            Optional<Rational[]> c = exactRatios(k, "CARTESIAN_POINT");
            if (c.isEmpty()) {
                return null;
            }
            Rational[] v = c.get();
            return new ExactPoint3(v[0].multiply(exactScale), v[1].multiply(exactScale),
                    (v.length == 3 ? v[2] : Rational.ZERO).multiply(exactScale));
        });
    }

    /** The exact ratios of a DIRECTION with rounding noise (see {@link StepReader#DIRECTION_NOISE}) read as 0, or null. */
    private ExactPoint3 exactDirection(long id) {
        Optional<Rational[]> c = exactRatios(id, "DIRECTION");
        if (c.isEmpty()) {
            return null;
        }
        Rational[] v = c.get();
        Rational big = Rational.ZERO;
        for (Rational x : v) {
            big = big.max(x.abs());
        }
        Rational noise = big.multiply(Rational.fromDouble(StepReader.DIRECTION_NOISE));
        Rational[] w = new Rational[3];
        for (int k = 0; k < 3; k++) {
            Rational x = k < v.length ? v[k] : Rational.ZERO;
            w[k] = x.abs().compareTo(noise) <= 0 ? Rational.ZERO : x;
        }
        ExactPoint3 d = new ExactPoint3(w[0], w[1], w[2]);
        return d.isZero() ? null : d;
    }

    private Optional<Rational[]> exactRatios(long id, String type) {
        Optional<P21Instance> o = g.get(id);
        if (o.isEmpty() || !o.get().is(type) || o.get().parts().get(0).params().size() < 2
                || !(o.get().parts().get(0).params().get(1) instanceof P21Value.ListValue l)
                || l.items().size() < 2 || l.items().size() > 3) {
            return Optional.empty();
        }
        Rational[] out = new Rational[l.items().size()];
        for (int k = 0; k < out.length; k++) {
            P21Value v = l.items().get(k);
            while (v instanceof P21Value.Typed t) {
                v = t.value();
            }
            if (!(v instanceof P21Value.Num n)) {
                return Optional.empty();
            }
            try {
                out[k] = Rational.parse(n.text());
            } catch (NumberSyntaxException e) {
                return Optional.empty();
            }
        }
        return Optional.of(out);
    }

    /** An exact number parameter scaled by the exact unit factor, or null. */
    private Rational exactLength(P21Instance i, P21Part p, int k) {
        if (exactScale == null || k >= p.params().size()) {
            return null;
        }
        P21Value v = p.params().get(k);
        while (v instanceof P21Value.Typed t) {
            v = t.value();
        }
        if (!(v instanceof P21Value.Num n)) {
            return null;
        }
        try {
            return Rational.parse(n.text()).multiply(exactScale);
        } catch (NumberSyntaxException e) {
            return null;
        }
    }

    /** The exact axis of an elementary surface's AXIS2_PLACEMENT_3D, recorded in the twins. */
    private void exactAxis(ParametricSurface s, P21Instance i, P21Part p, int radiusIndex) {
        try {
            P21Instance a = inst(ref(i, p, 1, "position"), i, "position");
            P21Part ap = part(a, "AXIS2_PLACEMENT_3D");
            ExactPoint3 loc = exactPoint(ref(a, ap, 1, "location"));
            Optional<Long> ax = optRef(a, ap, 2, "axis");
            ExactPoint3 dir = ax.isPresent() ? exactDirection(ax.get()) : ExactPoint3.of(0, 0, 1);
            if (loc == null || dir == null) {
                return;
            }
            Rational r = radiusIndex < 0 ? null : exactLength(i, p, radiusIndex);
            twins.axis(s, new ExactAxis(loc, dir, Optional.ofNullable(r).filter(x -> x.signum() > 0)));
        } catch (MappingException e) {
            // the floating-point mapping reports the problem
        }
    }

    /** The exact rigid motion of an AXIS2_PLACEMENT_3D in a context with the given exact unit factor. */
    Optional<ExactRigid3> exactFrame(long id, Rational unitScale) {
        Rational save = exactScale;
        exactScale = unitScale;
        try {
            Optional<P21Instance> o = g.get(id);
            if (unitScale == null || o.isEmpty() || !o.get().is("AXIS2_PLACEMENT_3D")) {
                return Optional.empty();
            }
            P21Instance a = o.get();
            P21Part ap = a.parts().get(0);
            if (ap.params().size() < 4 || !(ap.params().get(1) instanceof P21Value.Ref lr)) {
                return Optional.empty();
            }
            ExactPoint3 loc = exactPoint(lr.id());
            ExactPoint3 axis = ap.params().get(2) instanceof P21Value.Ref ar ? exactDirection(ar.id())
                    : ExactPoint3.of(0, 0, 1);
            Optional<ExactPoint3> rd = Optional.empty();
            if (ap.params().get(3) instanceof P21Value.Ref rr) {
                ExactPoint3 x = exactDirection(rr.id());
                if (x == null) {
                    return Optional.empty();
                }
                rd = Optional.of(x);
            }
            if (loc == null || axis == null) {
                return Optional.empty();
            }
            return ExactRigid3.fromAxes(loc, axis, rd);
        } finally {
            exactScale = save;
        }
    }

    Frame3 frame(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "position");
            if (i.is("AXIS2_PLACEMENT_2D")) {
                // a placement in a pcurve's parameter plane: z is the plane's normal
                P21Part p2 = part(i, "AXIS2_PLACEMENT_2D");
                Optional<Long> rd2 = optRef(i, p2, 2, "ref_direction");
                return Frame3.of(point(ref(i, p2, 1, "location"), i), Vec3.Z, rd2.map(a -> direction(a, i)).orElse(null));
            }
            P21Part p = part(i, "AXIS2_PLACEMENT_3D");
            Vec3 o = point(ref(i, p, 1, "location"), i);
            Optional<Long> ax = optRef(i, p, 2, "axis");
            Optional<Long> rd = optRef(i, p, 3, "ref_direction");
            Vec3 z = ax.map(a -> direction(a, i)).orElse(Vec3.Z);
            Vec3 x = rd.map(a -> direction(a, i)).orElse(null);
            return Frame3.of(o, z, x);
        });
    }

    ParametricCurve3 curve(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "curve");
            enter(i);
            try {
                return curveNow(i);
            } finally {
                leave();
            }
        });
    }

    private ParametricCurve3 curveNow(P21Instance i) {
        if (i.is("LINE")) {
            P21Part p = part(i, "LINE");
            Vec3 o = point(ref(i, p, 1, "pnt"), i);
            P21Instance vi = inst(ref(i, p, 2, "dir"), i, "dir");
            P21Part vp = part(vi, "VECTOR");
            Vec3 d = direction(ref(vi, vp, 1, "orientation"), vi).scale(real(vi, vp, 2, "magnitude") * scale);
            if (d.norm() == 0) {
                throw bad(vi, "magnitude", "VECTOR magnitude is 0");
            }
            return new Line3(o, d);
        }
        if (i.is("CIRCLE")) {
            P21Part p = part(i, "CIRCLE");
            return checked(i, () -> new Circle3(frame(ref(i, p, 1, "position"), i), real(i, p, 2, "radius") * scale));
        }
        if (i.is("ELLIPSE")) {
            P21Part p = part(i, "ELLIPSE");
            return checked(i, () -> new Ellipse3(frame(ref(i, p, 1, "position"), i), real(i, p, 2, "semi_axis_1")
                    * scale, real(i, p, 3, "semi_axis_2") * scale));
        }
        if (i.is("SURFACE_CURVE") || i.is("SEAM_CURVE")) {
            P21Part p = part(i, i.is("SEAM_CURVE") ? "SEAM_CURVE" : "SURFACE_CURVE");
            return curve(ref(i, p, 1, "curve_3d"), i);
        }
        if (i.is("TRIMMED_CURVE")) {
            P21Part p = part(i, "TRIMMED_CURVE");
            return curve(ref(i, p, 1, "basis_curve"), i);
        }
        if (i.is("B_SPLINE_CURVE") || i.is("B_SPLINE_CURVE_WITH_KNOTS") || i.is("QUASI_UNIFORM_CURVE")
                || i.is("UNIFORM_CURVE") || i.is("BEZIER_CURVE")) {
            return bsplineCurve(i);
        }
        unsupported(i, "curve");
        return null;
    }

    <T> T checked(P21Instance i, java.util.function.Supplier<T> f) {
        try {
            return f.get();
        } catch (MappingException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw bad(i, "", i.typeName() + ": " + e.getMessage());
        }
    }

    private String splineType(P21Instance i, String... names) {
        for (String n : names) {
            if (i.is(n)) {
                return n;
            }
        }
        return names[0];
    }

    private ParametricCurve3 bsplineCurve(P21Instance i) {
        String head = i.isComplex() ? "B_SPLINE_CURVE" : splineType(i, "B_SPLINE_CURVE_WITH_KNOTS",
                "QUASI_UNIFORM_CURVE", "UNIFORM_CURVE", "BEZIER_CURVE");
        P21Part p = part(i, head);
        int o = i.isComplex() ? -1 : 0;
        int deg = integer(i, p, 1 + o, "degree");
        List<P21Value> pts = list(i, p, 2 + o, "control_points_list");
        List<Vec3> cps = new ArrayList<>();
        for (P21Value v : pts) {
            if (!(v instanceof P21Value.Ref r)) {
                throw bad(i, "control_points_list", "control points must be references but one is " + kind(v));
            }
            cps.add(point(r.id(), i));
        }
        double[] knots = knots(i, deg, cps.size(), "B_SPLINE_CURVE_WITH_KNOTS", 6, "QUASI_UNIFORM_CURVE",
                "UNIFORM_CURVE", "BEZIER_CURVE", head.equals("B_SPLINE_CURVE_WITH_KNOTS") ? 6 : -1);
        double[] w = null;
        if (i.is("RATIONAL_B_SPLINE_CURVE")) {
            P21Part rp = i.part("RATIONAL_B_SPLINE_CURVE").get();
            w = numbers(i, list(i, rp, rp.params().size() - 1, "weights_data"), "weights_data");
        }
        double[] fw = w;
        return checked(i, () -> BSplineCurve3.of(deg, knots, cps, fw));
    }

    /** The full knot vector of a B-spline entity (explicit knots, quasi-uniform, uniform or Bézier). */
    private double[] knots(P21Instance i, int deg, int n, String withKnots, int simpleOffset, String quasi,
            String uniform, String bezier, int simpleIndex) {
        if (i.is(withKnots)) {
            P21Part kp = i.part(withKnots).get();
            int off = simpleIndex >= 0 ? simpleIndex : 0;
            int[] mult = ints(i, numbers(i, list(i, kp, off, "knot_multiplicities"), "knot_multiplicities"));
            double[] kv = numbers(i, list(i, kp, off + 1, "knots"), "knots");
            return checked(i, () -> BSplineBasis.expand(kv, mult));
        }
        if (i.is(quasi) || i.is(bezier)) {
            return quasiUniform(deg, n);
        }
        if (i.is(uniform)) {
            double[] k = new double[n + deg + 1];
            for (int j = 0; j < k.length; j++) {
                k[j] = j - deg;
            }
            return k;
        }
        throw bad(i, "knots", i.typeName() + " has no knot information");
    }

    private static double[] quasiUniform(int deg, int n) {
        double[] k = new double[n + deg + 1];
        int inner = n - deg;
        for (int j = 0; j < k.length; j++) {
            k[j] = Math.max(0, Math.min(inner, j - deg));
        }
        return k;
    }

    private int[] ints(P21Instance i, double[] d) {
        int[] r = new int[d.length];
        for (int k = 0; k < d.length; k++) {
            if (d[k] != Math.rint(d[k]) || Math.abs(d[k]) > BSplineBasis.MAX_MULTIPLICITY) {
                throw bad(i, "knot_multiplicities", "knot multiplicity " + d[k] + " is not a small integer");
            }
            r[k] = (int) d[k];
        }
        return r;
    }

    ParametricSurface surface(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "face_geometry");
            enter(i);
            try {
                return surfaceNow(i);
            } finally {
                leave();
            }
        });
    }

    private ParametricSurface surfaceNow(P21Instance i) {
        if (i.is("PLANE")) {
            P21Part p = part(i, "PLANE");
            return new Plane(frame(ref(i, p, 1, "position"), i));
        }
        if (i.is("CYLINDRICAL_SURFACE")) {
            P21Part p = part(i, "CYLINDRICAL_SURFACE");
            ParametricSurface s = checked(i, () -> new CylindricalSurface(frame(ref(i, p, 1, "position"), i),
                    real(i, p, 2, "radius") * scale));
            exactAxis(s, i, p, 2);
            return s;
        }
        if (i.is("CONICAL_SURFACE")) {
            P21Part p = part(i, "CONICAL_SURFACE");
            ParametricSurface s = checked(i, () -> new ConicalSurface(frame(ref(i, p, 1, "position"), i),
                    real(i, p, 2, "radius") * scale, real(i, p, 3, "semi_angle") * angle));
            exactAxis(s, i, p, -1);
            return s;
        }
        if (i.is("SPHERICAL_SURFACE")) {
            P21Part p = part(i, "SPHERICAL_SURFACE");
            ParametricSurface s = checked(i, () -> new SphericalSurface(frame(ref(i, p, 1, "position"), i),
                    real(i, p, 2, "radius") * scale));
            exactAxis(s, i, p, 2);
            return s;
        }
        if (i.is("TOROIDAL_SURFACE")) {
            P21Part p = part(i, "TOROIDAL_SURFACE");
            ParametricSurface s = checked(i, () -> new ToroidalSurface(frame(ref(i, p, 1, "position"), i),
                    real(i, p, 2, "major_radius") * scale, real(i, p, 3, "minor_radius") * scale));
            exactAxis(s, i, p, -1);
            return s;
        }
        if (i.is("SURFACE_OF_REVOLUTION")) {
            P21Part p = part(i, "SURFACE_OF_REVOLUTION");
            ParametricCurve3 c = curve(ref(i, p, 1, "swept_curve"), i);
            P21Instance ai = inst(ref(i, p, 2, "axis_position"), i, "axis_position");
            P21Part ap = part(ai, "AXIS1_PLACEMENT");
            Vec3 o = point(ref(ai, ap, 1, "location"), ai);
            Vec3 d = optRef(ai, ap, 2, "axis").map(a -> direction(a, ai)).orElse(Vec3.Z);
            return new SurfaceOfRevolution(c, o, d);
        }
        if (i.is("SURFACE_OF_LINEAR_EXTRUSION")) {
            P21Part p = part(i, "SURFACE_OF_LINEAR_EXTRUSION");
            ParametricCurve3 c = curve(ref(i, p, 1, "swept_curve"), i);
            P21Instance vi = inst(ref(i, p, 2, "extrusion_axis"), i, "extrusion_axis");
            P21Part vp = part(vi, "VECTOR");
            Vec3 d = direction(ref(vi, vp, 1, "orientation"), vi).scale(real(vi, vp, 2, "magnitude") * scale);
            return checked(i, () -> new SurfaceOfLinearExtrusion(c, d));
        }
        if (i.is("OFFSET_SURFACE")) {
            P21Part p = part(i, "OFFSET_SURFACE");
            // an offset of an offset surface is flattened into one offset of its base (OffsetSurface.of)
            return checked(i, () -> OffsetSurface.of(surface(ref(i, p, 1, "basis_surface"), i),
                    real(i, p, 2, "distance") * scale));
        }
        if (i.is("B_SPLINE_SURFACE") || i.is("B_SPLINE_SURFACE_WITH_KNOTS") || i.is("QUASI_UNIFORM_SURFACE")
                || i.is("UNIFORM_SURFACE") || i.is("BEZIER_SURFACE")) {
            return bsplineSurface(i);
        }
        unsupported(i, "surface");
        return null;
    }

    private ParametricSurface bsplineSurface(P21Instance i) {
        String head = i.isComplex() ? "B_SPLINE_SURFACE" : splineType(i, "B_SPLINE_SURFACE_WITH_KNOTS",
                "QUASI_UNIFORM_SURFACE", "UNIFORM_SURFACE", "BEZIER_SURFACE");
        P21Part p = part(i, head);
        int o = i.isComplex() ? -1 : 0;
        int du = integer(i, p, 1 + o, "u_degree");
        int dv = integer(i, p, 2 + o, "v_degree");
        List<List<Vec3>> net = new ArrayList<>();
        for (P21Value row : list(i, p, 3 + o, "control_points_list")) {
            if (!(row instanceof P21Value.ListValue l)) {
                throw bad(i, "control_points_list", "control_points_list rows must be lists but one is " + kind(row));
            }
            List<Vec3> r = new ArrayList<>();
            for (P21Value v : l.items()) {
                if (!(v instanceof P21Value.Ref ref)) {
                    throw bad(i, "control_points_list", "control points must be references but one is " + kind(v));
                }
                r.add(point(ref.id(), i));
            }
            net.add(r);
        }
        if (net.isEmpty()) {
            throw bad(i, "control_points_list", "control_points_list is empty");
        }
        int nu = net.size();
        int nv = net.get(0).size();
        double[] ku;
        double[] kv;
        if (i.is("B_SPLINE_SURFACE_WITH_KNOTS")) {
            P21Part kp = i.part("B_SPLINE_SURFACE_WITH_KNOTS").get();
            int off = head.equals("B_SPLINE_SURFACE_WITH_KNOTS") ? 8 : 0;
            int[] mu = ints(i, numbers(i, list(i, kp, off, "u_multiplicities"), "u_multiplicities"));
            int[] mv = ints(i, numbers(i, list(i, kp, off + 1, "v_multiplicities"), "v_multiplicities"));
            double[] uk = numbers(i, list(i, kp, off + 2, "u_knots"), "u_knots");
            double[] vk = numbers(i, list(i, kp, off + 3, "v_knots"), "v_knots");
            ku = checked(i, () -> BSplineBasis.expand(uk, mu));
            kv = checked(i, () -> BSplineBasis.expand(vk, mv));
        } else if (i.is("UNIFORM_SURFACE")) {
            ku = new double[nu + du + 1];
            kv = new double[nv + dv + 1];
            for (int j = 0; j < ku.length; j++) {
                ku[j] = j - du;
            }
            for (int j = 0; j < kv.length; j++) {
                kv[j] = j - dv;
            }
        } else {
            ku = quasiUniform(du, nu);
            kv = quasiUniform(dv, nv);
        }
        double[][] w = null;
        if (i.is("RATIONAL_B_SPLINE_SURFACE")) {
            P21Part rp = i.part("RATIONAL_B_SPLINE_SURFACE").get();
            List<P21Value> rows = list(i, rp, rp.params().size() - 1, "weights_data");
            w = new double[rows.size()][];
            for (int r = 0; r < rows.size(); r++) {
                if (!(rows.get(r) instanceof P21Value.ListValue l)) {
                    throw bad(i, "weights_data", "weights_data rows must be lists");
                }
                w[r] = numbers(i, l.items(), "weights_data");
            }
        }
        double[][] fw = w;
        return checked(i, () -> BSplineSurface.of(du, dv, ku, kv, net, fw));
    }

    // ---------------------------------------------------------------- topology
}

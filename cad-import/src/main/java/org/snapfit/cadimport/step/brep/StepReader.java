package org.snapfit.cadimport.step.brep;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.snapfit.algebra.number.NumberSyntaxException;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.step.ap.StepGraph;
import org.snapfit.cadimport.step.ap.StepUnits;
import org.snapfit.cadimport.step.p21.P21File;
import org.snapfit.cadimport.step.p21.P21Instance;
import org.snapfit.cadimport.step.p21.P21Parser;
import org.snapfit.cadimport.step.p21.P21Part;
import org.snapfit.cadimport.step.p21.P21Value;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.body.Shell;
import org.snapfit.core.body.Vertex;
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
import org.snapfit.core.transform.Pose3;

/**
 * Maps a STEP file (AP203, AP214, AP242) to core B-rep bodies and an assembly tree. The entities it understands
 * are listed in {@code cad-import/README-step.md}; every other entity reached from a shape is skipped with a
 * warning naming its {@code #id} and line. A wrong arity or a parameter of the wrong type is an error naming the
 * line, {@code #id} and field, and the solid containing it is skipped. Not thread-safe per instance (an engine);
 * the static entry points are thread-safe.
 */
public final class StepReader {
    /** Arity of each simple entity this reader maps (checked before use). */
    private static final Map<String, Integer> ARITY = Map.ofEntries(
            Map.entry("CARTESIAN_POINT", 2), Map.entry("DIRECTION", 2), Map.entry("VECTOR", 3),
            Map.entry("AXIS2_PLACEMENT_3D", 4), Map.entry("AXIS1_PLACEMENT", 3), Map.entry("LINE", 3),
            Map.entry("CIRCLE", 3), Map.entry("ELLIPSE", 4), Map.entry("B_SPLINE_CURVE_WITH_KNOTS", 9),
            Map.entry("QUASI_UNIFORM_CURVE", 6), Map.entry("UNIFORM_CURVE", 6), Map.entry("BEZIER_CURVE", 6),
            Map.entry("SURFACE_CURVE", 4), Map.entry("SEAM_CURVE", 4), Map.entry("TRIMMED_CURVE", 6),
            Map.entry("PLANE", 2), Map.entry("CYLINDRICAL_SURFACE", 3), Map.entry("CONICAL_SURFACE", 4),
            Map.entry("SPHERICAL_SURFACE", 3), Map.entry("TOROIDAL_SURFACE", 4),
            Map.entry("B_SPLINE_SURFACE_WITH_KNOTS", 13), Map.entry("QUASI_UNIFORM_SURFACE", 8),
            Map.entry("UNIFORM_SURFACE", 8), Map.entry("BEZIER_SURFACE", 8),
            Map.entry("SURFACE_OF_REVOLUTION", 3), Map.entry("SURFACE_OF_LINEAR_EXTRUSION", 3),
            Map.entry("OFFSET_SURFACE", 4), Map.entry("VERTEX_POINT", 2), Map.entry("EDGE_CURVE", 5),
            Map.entry("ORIENTED_EDGE", 5), Map.entry("EDGE_LOOP", 2), Map.entry("VERTEX_LOOP", 2),
            Map.entry("FACE_BOUND", 3), Map.entry("FACE_OUTER_BOUND", 3), Map.entry("ADVANCED_FACE", 4),
            Map.entry("FACE_SURFACE", 4), Map.entry("CLOSED_SHELL", 2), Map.entry("OPEN_SHELL", 2),
            Map.entry("ORIENTED_CLOSED_SHELL", 4), Map.entry("MANIFOLD_SOLID_BREP", 2),
            Map.entry("BREP_WITH_VOIDS", 3), Map.entry("SHELL_BASED_SURFACE_MODEL", 2));

    /**
     * Direction ratios whose magnitude is at most this fraction of the largest ratio of the same DIRECTION are read
     * as 0 for the exact twins (dimensionless): rounding noise such as {@code 2.22044604925E-16} for cos 90°, far
     * below the 12 significant digits CAD systems write.
     */
    public static final double DIRECTION_NOISE = 1e-14;

    /** Deepest chain of geometry references followed (SURFACE_CURVE, TRIMMED_CURVE, OFFSET_SURFACE, …). */
    public static final int MAX_GEOMETRY_DEPTH = 64;

    private final StepGraph g;
    private final ImportReport report;
    private final StepOptions options;
    private final Map<Long, Object> cache = new HashMap<>();
    private final Map<Long, ExactPoint3> exactPoints = new HashMap<>();
    private final Set<Long> warned = new HashSet<>();
    private final StepTwins twins = new StepTwins();
    private double scale = 1;
    private Rational exactScale = Rational.ONE;
    private double angle = 1;
    private int geometryDepth;

    private StepReader(StepGraph g, ImportReport report, StepOptions options) {
        this.g = g;
        this.report = report;
        this.options = options;
    }

    /**
     * Reads a STEP file.
     *
     * @param file the file
     * @param report receives diagnostics
     * @return the model
     * @throws IOException if the file cannot be read
     * @throws ImportException if the Part 21 syntax is broken (diagnostic with line)
     */
    public static StepModel read(Path file, ImportReport report) throws IOException {
        return read(file, report, StepOptions.defaults());
    }

    /**
     * Reads a STEP file within budgets.
     *
     * @param file the file
     * @param report receives diagnostics
     * @param options the budgets (occurrences, nesting depth)
     * @return the model
     * @throws IOException if the file cannot be read
     * @throws ImportException if the Part 21 syntax is broken, or the product structure exceeds a budget (the
     *     message names the limit and how to raise it)
     */
    public static StepModel read(Path file, ImportReport report, StepOptions options) throws IOException {
        return map(P21Parser.parse(file, report), report, options);
    }

    /**
     * Reads STEP text.
     *
     * @param text the text
     * @param report receives diagnostics
     * @return the model
     * @throws IOException if reading fails
     * @throws ImportException if the Part 21 syntax is broken (diagnostic with line)
     */
    public static StepModel read(Reader text, ImportReport report) throws IOException {
        return map(P21Parser.parse(text, report), report);
    }

    /**
     * Maps a parsed file.
     *
     * @param file the parsed file
     * @param report receives diagnostics
     * @return the model
     */
    public static StepModel map(P21File file, ImportReport report) {
        return map(file, report, StepOptions.defaults());
    }

    /**
     * Maps a parsed file within budgets.
     *
     * @param file the parsed file
     * @param report receives diagnostics
     * @param options the budgets
     * @return the model
     * @throws ImportException if the product structure exceeds a budget
     */
    public static StepModel map(P21File file, ImportReport report, StepOptions options) {
        StepGraph g = StepGraph.of(file, report);
        try {
            return new StepReader(g, report, options).run();
        } catch (MappingException e) {
            throw report.fail(e.line, "#" + e.id, e.field, e.getMessage());
        } catch (RuntimeException e) {
            if (e instanceof ImportException ie) {
                throw ie;
            }
            throw report.fail(0, "", "", "the product structure cannot be mapped: " + e);
        }
    }

    // ---------------------------------------------------------------- access helpers

    private MappingException bad(P21Instance i, String field, String msg) {
        return new MappingException(i.line(), i.id(), field, msg);
    }

    private P21Instance inst(long id, P21Instance from, String field) {
        Optional<P21Instance> o = g.get(id);
        if (o.isEmpty()) {
            throw bad(from, field, "refers to #" + id + ", which is not defined");
        }
        if (g.isBroken(id)) {
            throw bad(o.get(), "", o.get().typeName() + " is broken (see the earlier error)");
        }
        return o.get();
    }

    private P21Part part(P21Instance i, String type) {
        P21Part p = i.part(type).orElseThrow(() -> bad(i, "", "expected " + type + " but found " + i.typeName()));
        Integer n = ARITY.get(type);
        if (n != null && !i.isComplex() && p.params().size() != n) {
            throw bad(i, "", type + " has " + p.params().size() + " parameters; expected " + n);
        }
        return p;
    }

    private static P21Value at(P21Instance i, P21Part p, int k, String field, StepReader r) {
        if (k >= p.params().size()) {
            throw r.bad(i, field, p.type() + " has " + p.params().size() + " parameters; expected at least " + (k + 1));
        }
        return p.params().get(k);
    }

    private double real(P21Instance i, P21Part p, int k, String field) {
        P21Value v = at(i, p, k, field, this);
        while (v instanceof P21Value.Typed t) {
            v = t.value();
        }
        if (v instanceof P21Value.Num n) {
            return n.value();
        }
        throw bad(i, field, p.type() + "." + field + " must be a number but is " + kind(v));
    }

    private int integer(P21Instance i, P21Part p, int k, String field) {
        double d = real(i, p, k, field);
        if (d != Math.rint(d) || Math.abs(d) > 1e6) {
            throw bad(i, field, p.type() + "." + field + " = " + d + " must be an integer");
        }
        return (int) d;
    }

    private long ref(P21Instance i, P21Part p, int k, String field) {
        P21Value v = at(i, p, k, field, this);
        if (v instanceof P21Value.Ref r) {
            return r.id();
        }
        throw bad(i, field, p.type() + "." + field + " must be a reference but is " + kind(v));
    }

    private Optional<Long> optRef(P21Instance i, P21Part p, int k, String field) {
        P21Value v = at(i, p, k, field, this);
        if (v instanceof P21Value.Unset || v instanceof P21Value.Derived) {
            return Optional.empty();
        }
        return Optional.of(ref(i, p, k, field));
    }

    private List<P21Value> list(P21Instance i, P21Part p, int k, String field) {
        P21Value v = at(i, p, k, field, this);
        if (v instanceof P21Value.ListValue l) {
            return l.items();
        }
        throw bad(i, field, p.type() + "." + field + " must be a list but is " + kind(v));
    }

    private boolean bool(P21Instance i, P21Part p, int k, String field) {
        P21Value v = at(i, p, k, field, this);
        if (v instanceof P21Value.Enum e && (e.name().equals("T") || e.name().equals("F"))) {
            return e.name().equals("T");
        }
        throw bad(i, field, p.type() + "." + field + " must be .T. or .F. but is " + kind(v));
    }

    private static String str(P21Part p, int k) {
        return k < p.params().size() && p.params().get(k) instanceof P21Value.Str s ? s.text() : "";
    }

    private static String kind(P21Value v) {
        if (v instanceof P21Value.Ref r) {
            return "#" + r.id();
        } else if (v instanceof P21Value.Num n) {
            return "the number " + n.text();
        } else if (v instanceof P21Value.Str s) {
            return "the string '" + s.text() + "'";
        } else if (v instanceof P21Value.Enum e) {
            return "." + e.name() + ".";
        } else if (v instanceof P21Value.ListValue) {
            return "a list";
        } else if (v instanceof P21Value.Unset) {
            return "$";
        }
        return v.getClass().getSimpleName();
    }

    private double[] numbers(P21Instance i, List<P21Value> vs, String field) {
        double[] out = new double[vs.size()];
        for (int k = 0; k < vs.size(); k++) {
            P21Value v = vs.get(k);
            while (v instanceof P21Value.Typed t) {
                v = t.value();
            }
            if (!(v instanceof P21Value.Num n)) {
                throw bad(i, field + "[" + k + "]", field + "[" + k + "] must be a number but is " + kind(v));
            }
            out[k] = n.value();
        }
        return out;
    }

    private void unsupported(P21Instance i, String what) {
        if (warned.add(i.id())) {
            report.add(i.line(), "#" + i.id(), "", Severity.WARNING, "unsupported " + what + " " + i.typeName()
                    + "; skipped");
        }
        throw new MappingException(i.line(), i.id(), "", "skip");
    }

    @SuppressWarnings("unchecked")
    private <T> T cached(long id, java.util.function.Supplier<T> f) {
        Object o = cache.get(id);
        if (o != null) {
            return (T) o;
        }
        T t = f.get();
        cache.put(id, t);
        return t;
    }

    // ---------------------------------------------------------------- geometry

    private Vec3 point(long id, P21Instance from) {
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
    private ExactPoint3 exactPoint(long id) {
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

    /** The exact ratios of a DIRECTION with rounding noise (see {@link #DIRECTION_NOISE}) read as 0, or null. */
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
        Rational noise = big.multiply(Rational.fromDouble(DIRECTION_NOISE));
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
    private Optional<ExactRigid3> exactFrame(long id, Rational unitScale) {
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

    /** Counts one level of geometry nesting; an error beyond {@link #MAX_GEOMETRY_DEPTH}. */
    private void enter(P21Instance i) {
        if (++geometryDepth > MAX_GEOMETRY_DEPTH) {
            geometryDepth--;
            throw bad(i, "", i.typeName() + " is nested more than " + MAX_GEOMETRY_DEPTH + " levels deep through "
                    + "curves, surfaces or shells; such a chain is not a real model");
        }
    }

    private Frame3 frame(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "position");
            P21Part p = part(i, "AXIS2_PLACEMENT_3D");
            Vec3 o = point(ref(i, p, 1, "location"), i);
            Optional<Long> ax = optRef(i, p, 2, "axis");
            Optional<Long> rd = optRef(i, p, 3, "ref_direction");
            Vec3 z = ax.map(a -> direction(a, i)).orElse(Vec3.Z);
            Vec3 x = rd.map(a -> direction(a, i)).orElse(null);
            return Frame3.of(o, z, x);
        });
    }

    private ParametricCurve3 curve(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "curve");
            enter(i);
            try {
                return curveNow(i);
            } finally {
                geometryDepth--;
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

    private <T> T checked(P21Instance i, java.util.function.Supplier<T> f) {
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

    private ParametricSurface surface(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "face_geometry");
            enter(i);
            try {
                return surfaceNow(i);
            } finally {
                geometryDepth--;
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
            return checked(i, () -> new OffsetSurface(surface(ref(i, p, 1, "basis_surface"), i),
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

    private Vertex vertex(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "vertex");
            P21Part p = part(i, "VERTEX_POINT");
            long pid = ref(i, p, 1, "vertex_geometry");
            Vertex v = new Vertex(point(pid, i));
            ExactPoint3 e = exactPoint(pid);
            if (e != null) {
                twins.vertex(v, e);
            }
            twins.entity(v, ref(i));
            return v;
        });
    }

    /** An EDGE_CURVE as a core edge in its curve's direction, plus whether it runs against the STEP edge. */
    private Object[] edge(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "edge_element");
            P21Part p = part(i, "EDGE_CURVE");
            long v1id = ref(i, p, 1, "edge_start");
            long v2id = ref(i, p, 2, "edge_end");
            Vertex v1 = vertex(v1id, i);
            Vertex v2 = vertex(v2id, i);
            ParametricCurve3 c = curve(ref(i, p, 3, "edge_geometry"), i);
            boolean same = bool(i, p, 4, "same_sense");
            Vertex a = same ? v1 : v2;
            Vertex b = same ? v2 : v1;
            double ta = c.closestParameter(a.point());
            double tb = c.closestParameter(b.point());
            boolean closed = v1id == v2id || a.point().equals(b.point());
            if (c.period() > 0) {
                if (closed) {
                    tb = ta + c.period();
                } else if (tb <= ta) {
                    tb += c.period();
                }
            } else if (closed && c instanceof BSplineCurve3) {
                ta = c.tMin();
                tb = c.tMax();
            }
            if (!(ta < tb)) {
                throw bad(i, "edge_geometry", "EDGE_CURVE vertices map to curve parameters " + ta + " and " + tb
                        + "; the edge runs backwards or is degenerate");
            }
            Edge edge = new Edge(c, ta, tb, a, b);
            twins.entity(edge, ref(i));
            return new Object[] {edge, same};
        });
    }

    private Loop loop(long id, P21Instance from) {
        P21Instance i = inst(id, from, "bound");
        if (i.is("VERTEX_LOOP")) {
            P21Part p = part(i, "VERTEX_LOOP");
            return new Loop(List.of(), Optional.of(vertex(ref(i, p, 1, "loop_vertex"), i)));
        }
        if (!i.is("EDGE_LOOP")) {
            unsupported(i, "loop");
        }
        P21Part p = part(i, "EDGE_LOOP");
        List<OrientedEdge> es = new ArrayList<>();
        for (P21Value v : list(i, p, 1, "edge_list")) {
            if (!(v instanceof P21Value.Ref r)) {
                throw bad(i, "edge_list", "edge_list elements must be references but one is " + kind(v));
            }
            P21Instance oi = inst(r.id(), i, "edge_list");
            P21Part op = part(oi, "ORIENTED_EDGE");
            Object[] e = edge(ref(oi, op, 3, "edge_element"), oi);
            boolean orient = bool(oi, op, 4, "orientation");
            es.add(new OrientedEdge((Edge) e[0], orient == (Boolean) e[1]));
        }
        if (es.isEmpty()) {
            throw bad(i, "edge_list", "EDGE_LOOP has no edges");
        }
        return Loop.of(es);
    }

    private Face face(long id, P21Instance from) {
        return cached(id, () -> {
            P21Instance i = inst(id, from, "cfs_faces");
            String t = i.is("ADVANCED_FACE") ? "ADVANCED_FACE" : "FACE_SURFACE";
            if (!i.is(t)) {
                unsupported(i, "face");
            }
            P21Part p = part(i, t);
            List<Loop> loops = new ArrayList<>();
            for (P21Value v : list(i, p, 1, "bounds")) {
                if (!(v instanceof P21Value.Ref r)) {
                    throw bad(i, "bounds", "bounds elements must be references but one is " + kind(v));
                }
                P21Instance bi = inst(r.id(), i, "bounds");
                P21Part bp = part(bi, bi.is("FACE_OUTER_BOUND") ? "FACE_OUTER_BOUND" : "FACE_BOUND");
                Loop l = loop(ref(bi, bp, 1, "bound"), bi);
                loops.add(bool(bi, bp, 2, "orientation") ? l : l.reversed());
            }
            ParametricSurface s = surface(ref(i, p, 2, "face_geometry"), i);
            Face f = new Face(s, bool(i, p, 3, "same_sense"), loops);
            twins.entity(f, ref(i));
            return f;
        });
    }

    private Shell shell(long id, P21Instance from) {
        P21Instance i = inst(id, from, "shell");
        if (i.is("ORIENTED_CLOSED_SHELL")) {
            P21Part p = part(i, "ORIENTED_CLOSED_SHELL");
            enter(i);
            Shell base;
            try {
                base = shell(ref(i, p, 2, "closed_shell_element"), i);
            } finally {
                geometryDepth--;
            }
            boolean o = bool(i, p, 3, "orientation");
            if (o) {
                return base;
            }
            List<Face> flipped = new ArrayList<>();
            for (Face f : base.faces()) {
                Face r = f.flipped();
                twins.entity(f).ifPresent(e -> twins.entity(r, e));
                flipped.add(r);
            }
            return new Shell(flipped, base.closed());
        }
        String t = i.is("CLOSED_SHELL") ? "CLOSED_SHELL" : "OPEN_SHELL";
        if (!i.is(t)) {
            unsupported(i, "shell");
        }
        P21Part p = part(i, t);
        List<Face> faces = new ArrayList<>();
        for (P21Value v : list(i, p, 1, "cfs_faces")) {
            if (!(v instanceof P21Value.Ref r)) {
                throw bad(i, "cfs_faces", "cfs_faces elements must be references but one is " + kind(v));
            }
            faces.add(face(r.id(), i));
        }
        return new Shell(faces, t.equals("CLOSED_SHELL"));
    }

    private void diagnose(MappingException e) {
        if (!"skip".equals(e.getMessage())) {
            report.add(e.line, "#" + e.id, e.field, Severity.ERROR, e.getMessage());
        }
    }

    /** Maps a shape item to a body, or empty (with a diagnostic) if it is not a body or cannot be mapped. */
    private Optional<Body> body(P21Instance i) {
        return cached(i.id(), () -> {
            geometryDepth = 0;
            try {
                String name = i.parts().get(0).params().isEmpty() ? "" : str(i.parts().get(0), 0);
                if (i.is("MANIFOLD_SOLID_BREP")) {
                    P21Part p = part(i, "MANIFOLD_SOLID_BREP");
                    return Optional.of(registered(new Body(name, List.of(shell(ref(i, p, 1, "outer"), i)), true), i));
                }
                if (i.is("BREP_WITH_VOIDS")) {
                    P21Part p = part(i, "BREP_WITH_VOIDS");
                    List<Shell> shells = new ArrayList<>();
                    shells.add(shell(ref(i, p, 1, "outer"), i));
                    for (P21Value v : list(i, p, 2, "voids")) {
                        if (v instanceof P21Value.Ref r) {
                            shells.add(shell(r.id(), i));
                        }
                    }
                    return Optional.of(registered(new Body(name, shells, true), i));
                }
                if (i.is("SHELL_BASED_SURFACE_MODEL")) {
                    P21Part p = part(i, "SHELL_BASED_SURFACE_MODEL");
                    List<Shell> shells = new ArrayList<>();
                    for (P21Value v : list(i, p, 1, "sbsm_boundary")) {
                        if (v instanceof P21Value.Ref r) {
                            shells.add(shell(r.id(), i));
                        }
                    }
                    return Optional.of(registered(new Body(name, shells, false), i));
                }
                return Optional.<Body>empty();
            } catch (MappingException e) {
                diagnose(e);
                return Optional.<Body>empty();
            } catch (RuntimeException e) {
                // geometry the kernel rejects (degenerate axes, non-finite values after scaling, …)
                report.add(i.line(), "#" + i.id(), "", Severity.ERROR, i.typeName() + " cannot be mapped: " + e);
                return Optional.<Body>empty();
            }
        });
    }

    private Body registered(Body b, P21Instance i) {
        twins.entity(b, ref(i));
        return b;
    }

    private static EntityRef ref(P21Instance i) {
        return new EntityRef(i.id(), i.typeName(), i.line());
    }

    // ---------------------------------------------------------------- product structure

    private static final Set<String> BODY_TYPES = Set.of("MANIFOLD_SOLID_BREP", "BREP_WITH_VOIDS",
            "SHELL_BASED_SURFACE_MODEL");
    private static final Set<String> IGNORED_ITEMS = Set.of("AXIS2_PLACEMENT_3D", "STYLED_ITEM",
            "GEOMETRIC_CURVE_SET", "GEOMETRIC_SET", "CARTESIAN_POINT");

    private final Map<Long, List<Long>> repLinks = new HashMap<>();
    private final Map<Long, List<Long>> pdReps = new HashMap<>();
    private final Map<Long, Assembly> nodes = new HashMap<>();
    private final Map<Long, List<long[]>> nauoChildren = new LinkedHashMap<>();

    private StepModel run() {
        Map<String, Integer> census = new TreeMap<>();
        String schema = g.file().schemas().isEmpty() ? "" : g.file().schemas().get(0);
        StepUnits firstUnits = null;
        List<Long> pds = new ArrayList<>();
        Set<Long> childPds = new HashSet<>();
        for (P21Instance i : g.file().instances().values()) {
            census.merge(i.typeName(), 1, Integer::sum);
            if (g.isBroken(i.id())) {
                continue;
            }
            try {
                if (i.is("PRODUCT_DEFINITION") || i.is("PRODUCT_DEFINITION_WITH_ASSOCIATED_DOCUMENTS")) {
                    pds.add(i.id());
                } else if (i.is("SHAPE_DEFINITION_REPRESENTATION")) {
                    P21Part p = part(i, "SHAPE_DEFINITION_REPRESENTATION");
                    P21Instance pds0 = inst(ref(i, p, 0, "definition"), i, "definition");
                    if (pds0.is("PRODUCT_DEFINITION_SHAPE")) {
                        long pd = ref(pds0, pds0.part("PRODUCT_DEFINITION_SHAPE").get(), 2, "definition");
                        pdReps.computeIfAbsent(pd, k -> new ArrayList<>()).add(ref(i, p, 1, "used_representation"));
                    }
                } else if ((i.is("SHAPE_REPRESENTATION_RELATIONSHIP") || i.is("REPRESENTATION_RELATIONSHIP"))
                        && !i.is("REPRESENTATION_RELATIONSHIP_WITH_TRANSFORMATION")) {
                    P21Part p = i.part("REPRESENTATION_RELATIONSHIP").orElse(i.part(
                            "SHAPE_REPRESENTATION_RELATIONSHIP").get());
                    long a = ref(i, p, 2, "rep_1");
                    long b = ref(i, p, 3, "rep_2");
                    repLinks.computeIfAbsent(a, k -> new ArrayList<>()).add(b);
                    repLinks.computeIfAbsent(b, k -> new ArrayList<>()).add(a);
                } else if (i.is("NEXT_ASSEMBLY_USAGE_OCCURRENCE")) {
                    P21Part p = part(i, "NEXT_ASSEMBLY_USAGE_OCCURRENCE");
                    long parent = ref(i, p, 3, "relating_product_definition");
                    long child = ref(i, p, 4, "related_product_definition");
                    nauoChildren.computeIfAbsent(parent, k -> new ArrayList<>()).add(new long[] {i.id(), child});
                    childPds.add(child);
                } else if (firstUnits == null && i.is("GLOBAL_UNIT_ASSIGNED_CONTEXT")) {
                    firstUnits = g.units(i.id());
                }
            } catch (MappingException e) {
                diagnose(e);
            }
        }
        Map<Long, Long> cdsrByNauo = new HashMap<>();
        for (P21Instance i : g.file().instances().values()) {
            if (!g.isBroken(i.id()) && i.is("CONTEXT_DEPENDENT_SHAPE_REPRESENTATION")) {
                try {
                    P21Part p = part(i, "CONTEXT_DEPENDENT_SHAPE_REPRESENTATION");
                    P21Instance pds0 = inst(ref(i, p, 1, "represented_product_relation"), i, "represented_product_relation");
                    long nauo = ref(pds0, pds0.parts().get(0), 2, "definition");
                    cdsrByNauo.put(nauo, ref(i, p, 0, "representation_relation"));
                } catch (MappingException e) {
                    diagnose(e);
                }
            }
        }
        this.cdsr = cdsrByNauo;
        List<Long> rootPds = new ArrayList<>();
        for (long pd : pds) {
            if (!childPds.contains(pd)) {
                rootPds.add(pd);
            }
        }
        checkProductGraph(rootPds);
        List<Assembly> roots = new ArrayList<>();
        for (long pd : rootPds) {
            roots.add(node(pd));
        }
        if (roots.isEmpty()) {
            // no product structure: every body item of every representation, in one anonymous root
            List<Body> bodies = new ArrayList<>();
            for (P21Instance i : g.file().instances().values()) {
                if (!g.isBroken(i.id()) && BODY_TYPES.stream().anyMatch(i::is)) {
                    withUnits(i.id(), () -> body(i).ifPresent(bodies::add));
                }
            }
            roots.add(new Assembly("", bodies, List.of()));
        }
        checkAssemblies(roots);
        return new StepModel(schema, firstUnits == null ? StepUnits.DEFAULT : firstUnits, roots, census,
                report.freeze(), twins);
    }

    private Map<Long, Long> cdsr = Map.of();

    private void withUnits(long bodyId, Runnable r) {
        r.run();
    }

    private String productName(long pd) {
        try {
            P21Instance i = inst(pd, g.get(pd).get(), "product_definition");
            P21Instance f = inst(ref(i, i.parts().get(0), 2, "formation"), i, "formation");
            P21Instance pr = inst(ref(f, f.parts().get(0), 2, "of_product"), f, "of_product");
            String n = str(pr.parts().get(0), 1);
            return n.isEmpty() ? str(pr.parts().get(0), 0) : n;
        } catch (MappingException e) {
            return "#" + pd;
        }
    }

    /** All representations linked to a product definition (its SDR representations and their plain relations). */
    private Set<Long> reps(long pd) {
        Set<Long> out = new java.util.LinkedHashSet<>();
        java.util.ArrayDeque<Long> q = new java.util.ArrayDeque<>(pdReps.getOrDefault(pd, List.of()));
        while (!q.isEmpty()) {
            long r = q.poll();
            if (out.add(r)) {
                q.addAll(repLinks.getOrDefault(r, List.of()));
            }
        }
        return out;
    }

    /**
     * Checks the product graph against the budgets before anything is built: its nesting depth (iterative
     * depth-first search) and the number of occurrences it expands to (each shared sub-graph counted once, by
     * dynamic programming, saturating).
     */
    private void checkProductGraph(List<Long> rootPds) {
        Map<Long, Long> occurrences = new HashMap<>();
        long total = 0;
        for (long root : rootPds) {
            java.util.Deque<long[]> stack = new java.util.ArrayDeque<>();
            Set<Long> onStack = new HashSet<>();
            stack.push(new long[] {root, 0, -1});
            onStack.add(root);
            while (!stack.isEmpty()) {
                long[] top = stack.peek();
                List<long[]> kids = nauoChildren.getOrDefault(top[0], List.of());
                if (top[1] < kids.size()) {
                    long[] nc = kids.get((int) top[1]++);
                    if (!occurrences.containsKey(nc[1]) && !onStack.contains(nc[1])) {
                        if (stack.size() >= options.maxDepth()) {
                            P21Instance ni = g.get(nc[0]).get();
                            throw report.fail(ni.line(), "#" + nc[0], "", "the product structure is nested more than "
                                    + options.maxDepth() + " levels deep: NEXT_ASSEMBLY_USAGE_OCCURRENCE #" + nc[0]
                                    + " is level " + (stack.size() + 1) + " below root product '" + productName(root)
                                    + "'; snapfit reads assemblies nested at most " + options.maxDepth() + " levels");
                        }
                        stack.push(new long[] {nc[1], 0, nc[0]});
                        onStack.add(nc[1]);
                    }
                    continue;
                }
                stack.pop();
                onStack.remove(top[0]);
                long n = 1;
                for (long[] nc : kids) {
                    n = saturatingAdd(n, occurrences.getOrDefault(nc[1], 0L));
                }
                occurrences.put(top[0], n);
            }
            total = saturatingAdd(total, occurrences.get(root));
        }
        if (total > options.maxOccurrences()) {
            throw tooMany(total);
        }
    }

    private ImportException tooMany(long total) {
        return report.fail(0, "", "", "the assembly expands to " + (total == Long.MAX_VALUE ? "more than 9.2e18"
                : String.valueOf(total)) + " product occurrences, more than the limit of " + options.maxOccurrences()
                + " (sub-assemblies used several times multiply the parts under them); if the file is genuine,"
                + " raise the limit with --max-occurrences N on the command line or StepOptions.withMaxOccurrences"
                + " in the API");
    }

    private static long saturatingAdd(long a, long b) {
        long r = a + b;
        return r < 0 || r < a ? Long.MAX_VALUE : r;
    }

    /** The built tree (assembly usages and mapped items together) against the budgets. */
    private void checkAssemblies(List<Assembly> roots) {
        long total = 0;
        for (Assembly r : roots) {
            int depth = Assembly.depth(r);
            if (depth > options.maxDepth()) {
                throw report.fail(0, "", "", "the product structure of '" + r.name() + "' is nested " + depth
                        + " levels deep (assembly usages and mapped items together); snapfit reads assemblies nested at"
                        + " most " + options.maxDepth() + " levels");
            }
            total = saturatingAdd(total, Assembly.occurrences(r));
        }
        if (total > options.maxOccurrences()) {
            throw tooMany(total);
        }
    }

    /** Builds the node of a product and, first, of every product below it (iterative post-order). */
    private Assembly node(long root) {
        java.util.Deque<long[]> stack = new java.util.ArrayDeque<>();
        Set<Long> onStack = new HashSet<>();
        stack.push(new long[] {root, 0});
        onStack.add(root);
        while (!stack.isEmpty()) {
            long[] top = stack.peek();
            if (nodes.containsKey(top[0])) {
                stack.pop();
                onStack.remove(top[0]);
                continue;
            }
            List<long[]> kids = nauoChildren.getOrDefault(top[0], List.of());
            if (top[1] < kids.size()) {
                long child = kids.get((int) top[1]++)[1];
                if (!nodes.containsKey(child) && !onStack.contains(child)) {
                    stack.push(new long[] {child, 0});
                    onStack.add(child);
                }
                continue;
            }
            stack.pop();
            onStack.remove(top[0]);
            nodes.put(top[0], build(top[0], onStack));
        }
        return nodes.get(root);
    }

    /** One product's node; its children are built already, except those on the current path (a cycle). */
    private Assembly build(long pd, Set<Long> path) {
        String name = productName(pd);
        Set<Long> myReps = reps(pd);
        List<Body> bodies = new ArrayList<>();
        List<Assembly.Instance> kids = new ArrayList<>();
        for (long r : myReps) {
            collect(r, bodies, kids, 0);
        }
        for (long[] nc : nauoChildren.getOrDefault(pd, List.of())) {
            P21Instance ni = g.get(nc[0]).get();
            Assembly child = nodes.get(nc[1]);
            if (child == null || path.contains(nc[1]) || nc[1] == pd) {
                report.add(ni.line(), "#" + nc[0], "", Severity.ERROR, "assembly cycle: product " + productName(nc[1])
                        + " contains itself through NEXT_ASSEMBLY_USAGE_OCCURRENCE #" + nc[0] + "; this use is dropped");
                continue;
            }
            Pose3 place = Pose3.IDENTITY;
            Optional<ExactRigid3> exact = Optional.of(ExactRigid3.IDENTITY);
            Long rr = cdsr.get(nc[0]);
            if (rr == null) {
                report.add(ni.line(), "#" + nc[0], "", Severity.WARNING, "NEXT_ASSEMBLY_USAGE_OCCURRENCE has no "
                        + "CONTEXT_DEPENDENT_SHAPE_REPRESENTATION; placed at the identity");
            } else {
                try {
                    Set<Long> childReps = reps(nc[1]);
                    place = relationPlacement(rr, childReps, ni);
                    exact = relationPlacementExact(rr, childReps);
                } catch (MappingException e) {
                    diagnose(e);
                    exact = Optional.empty();
                }
            }
            String iname = str(ni.parts().get(0), 1);
            Assembly.Instance inst = new Assembly.Instance(iname.isEmpty() ? str(ni.parts().get(0), 0) : iname, child,
                    place);
            exact.ifPresent(x -> twins.placement(inst, x));
            kids.add(inst);
        }
        return new Assembly(name, bodies, kids);
    }

    /** The exact child→parent placement of a REPRESENTATION_RELATIONSHIP_WITH_TRANSFORMATION, if exact. */
    private Optional<ExactRigid3> relationPlacementExact(long rrId, Set<Long> childReps) {
        Optional<P21Instance> rro = g.get(rrId);
        if (rro.isEmpty()) {
            return Optional.empty();
        }
        P21Instance rr = rro.get();
        Optional<P21Part> base = rr.part("REPRESENTATION_RELATIONSHIP");
        Optional<P21Part> wt = rr.part("REPRESENTATION_RELATIONSHIP_WITH_TRANSFORMATION");
        if (base.isEmpty() || wt.isEmpty() || base.get().params().size() < 3 || wt.get().params().isEmpty()
                || !(base.get().params().get(2) instanceof P21Value.Ref r1)
                || !(wt.get().params().get(0) instanceof P21Value.Ref tr) || g.get(tr.id()).isEmpty()) {
            return Optional.empty();
        }
        Optional<P21Part> tp = g.get(tr.id()).get().part("ITEM_DEFINED_TRANSFORMATION");
        if (tp.isEmpty() || tp.get().params().size() < 4 || !(tp.get().params().get(2) instanceof P21Value.Ref i1)
                || !(tp.get().params().get(3) instanceof P21Value.Ref i2)) {
            return Optional.empty();
        }
        Rational sc = repExactScale(r1.id());
        Optional<ExactRigid3> p1 = exactFrame(i1.id(), sc);
        Optional<ExactRigid3> p2 = exactFrame(i2.id(), sc);
        if (p1.isEmpty() || p2.isEmpty()) {
            return Optional.empty();
        }
        ExactRigid3 childToParent = p2.get().compose(p1.get().inverse());
        return Optional.of(childReps.contains(r1.id()) || childReps.isEmpty() ? childToParent
                : childToParent.inverse());
    }

    /** The exact millimetres per length unit of a representation's context (1 if it has none), or null. */
    private Rational repExactScale(long repId) {
        Optional<P21Instance> r = g.get(repId);
        if (r.isPresent()) {
            for (P21Part p : r.get().parts()) {
                if (p.params().size() >= 3 && p.params().get(2) instanceof P21Value.Ref c && g.get(c.id()).isPresent()) {
                    return g.units(c.id()).exactMillimetresPerUnit().orElse(null);
                }
            }
        }
        return Rational.ONE;
    }

    /** Placement child→parent from a REPRESENTATION_RELATIONSHIP_WITH_TRANSFORMATION. */
    private Pose3 relationPlacement(long rrId, Set<Long> childReps, P21Instance from) {
        P21Instance rr = inst(rrId, from, "representation_relation");
        P21Part base = rr.part("REPRESENTATION_RELATIONSHIP").orElseThrow(() -> bad(rr, "",
                "expected REPRESENTATION_RELATIONSHIP but found " + rr.typeName()));
        P21Part wt = rr.part("REPRESENTATION_RELATIONSHIP_WITH_TRANSFORMATION").orElseThrow(() -> bad(rr, "",
                "expected REPRESENTATION_RELATIONSHIP_WITH_TRANSFORMATION in " + rr.typeName()));
        long rep1 = ref(rr, base, 2, "rep_1");
        P21Instance t = inst(ref(rr, wt, 0, "transformation_operator"), rr, "transformation_operator");
        P21Part tp = t.part("ITEM_DEFINED_TRANSFORMATION").orElseThrow(() -> bad(t, "",
                "unsupported transformation " + t.typeName()));
        double sc = repScale(rep1);
        Pose3 p1 = frameOf(ref(t, tp, 2, "transform_item_1"), t, sc).toPose();
        Pose3 p2 = frameOf(ref(t, tp, 3, "transform_item_2"), t, sc).toPose();
        Pose3 childToParent = p2.compose(p1.inverse());
        return childReps.contains(rep1) || childReps.isEmpty() ? childToParent : childToParent.inverse();
    }

    /** The millimetres per length unit of a representation's context (1 if it has none). */
    private double repScale(long repId) {
        Optional<P21Instance> r = g.get(repId);
        if (r.isPresent()) {
            for (P21Part p : r.get().parts()) {
                if (p.params().size() >= 3 && p.params().get(2) instanceof P21Value.Ref c && g.get(c.id()).isPresent()) {
                    return g.units(c.id()).millimetresPerUnit();
                }
            }
        }
        return 1;
    }

    private Frame3 frameOf(long id, P21Instance from, double unitScale) {
        double s = scale;
        scale = unitScale;
        try {
            return frame(id, from);
        } finally {
            scale = s;
        }
    }

    private void collect(long repId, List<Body> bodies, List<Assembly.Instance> kids, int depth) {
        Optional<P21Instance> ro = g.get(repId);
        if (ro.isEmpty() || g.isBroken(repId)) {
            return;
        }
        P21Instance rep = ro.get();
        if (depth >= options.maxDepth()) {
            throw report.fail(rep.line(), "#" + repId, "", "mapped items nest more than " + options.maxDepth()
                    + " levels deep: " + rep.typeName() + " #" + repId + " is reached through " + depth
                    + " MAPPED_ITEMs; snapfit reads product structures nested at most " + options.maxDepth() + " levels");
        }
        P21Part rp = rep.parts().get(0);
        for (P21Part p : rep.parts()) {
            if (p.type().endsWith("REPRESENTATION") && p.params().size() >= 3) {
                rp = p;
            }
        }
        if (rp.params().size() < 3) {
            return;
        }
        double saveScale = scale;
        double saveAngle = angle;
        Rational saveExact = exactScale;
        if (rp.params().get(2) instanceof P21Value.Ref c) {
            StepUnits u = g.units(c.id());
            scale = u.millimetresPerUnit();
            angle = u.radiansPerUnit();
            exactScale = u.exactMillimetresPerUnit().orElse(null);
        }
        mappedPath.add(repId);
        try {
            if (!(rp.params().get(1) instanceof P21Value.ListValue items)) {
                return;
            }
            for (P21Value v : items.items()) {
                if (!(v instanceof P21Value.Ref r) || g.get(r.id()).isEmpty() || g.isBroken(r.id())) {
                    continue;
                }
                P21Instance it = g.get(r.id()).get();
                if (BODY_TYPES.stream().anyMatch(it::is)) {
                    body(it).ifPresent(bodies::add);
                } else if (it.is("MAPPED_ITEM")) {
                    mapped(it, kids, depth);
                } else if (IGNORED_ITEMS.stream().noneMatch(it::is) && warned.add(it.id())) {
                    report.add(it.line(), "#" + it.id(), "", Severity.WARNING, "unsupported representation item "
                            + it.typeName() + "; skipped");
                }
            }
        } finally {
            scale = saveScale;
            angle = saveAngle;
            exactScale = saveExact;
            mappedPath.remove(repId);
        }
    }

    /** The representations on the current chain of mapped items (to find cycles). */
    private final Set<Long> mappedPath = new HashSet<>();

    private void mapped(P21Instance it, List<Assembly.Instance> kids, int depth) {
        try {
            P21Part p = part(it, "MAPPED_ITEM");
            P21Instance map = inst(ref(it, p, 1, "mapping_source"), it, "mapping_source");
            P21Part mp = part(map, "REPRESENTATION_MAP");
            long rep = ref(map, mp, 1, "mapped_representation");
            if (mappedPath.contains(rep)) {
                report.add(it.line(), "#" + it.id(), "mapping_source", Severity.ERROR, "mapped item cycle: MAPPED_ITEM #"
                        + it.id() + " maps representation #" + rep + ", which contains it; this item is dropped");
                return;
            }
            long originId = ref(map, mp, 0, "mapping_origin");
            long targetId = ref(it, p, 2, "mapping_target");
            Pose3 origin = frameOf(originId, map, repScale(rep)).toPose();
            Pose3 target = frameOf(targetId, it, scale).toPose();
            Optional<ExactRigid3> eo = exactFrame(originId, repExactScale(rep));
            Optional<ExactRigid3> et = exactFrame(targetId, exactScale);
            Assembly node = nodes.get(-rep);
            if (node == null) {
                List<Body> b = new ArrayList<>();
                List<Assembly.Instance> k = new ArrayList<>();
                collect(rep, b, k, depth + 1);
                String n = g.get(rep).map(x -> str(x.parts().get(0), 0)).orElse("");
                node = new Assembly(n.isEmpty() ? "#" + rep : n, b, k);
                nodes.put(-rep, node);
            }
            Assembly.Instance inst = new Assembly.Instance(str(p, 0), node, target.compose(origin.inverse()));
            if (eo.isPresent() && et.isPresent()) {
                twins.placement(inst, et.get().compose(eo.get().inverse()));
            }
            kids.add(inst);
        } catch (MappingException e) {
            diagnose(e);
        }
    }
}

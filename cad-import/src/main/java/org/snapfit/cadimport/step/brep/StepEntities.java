package org.snapfit.cadimport.step.brep;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.step.ap.StepGraph;
import org.snapfit.cadimport.step.p21.P21Instance;
import org.snapfit.cadimport.step.p21.P21Part;
import org.snapfit.cadimport.step.p21.P21Value;

/**
 * Entity decoding shared by the stages of one STEP reading (geometry, topology, product structure): typed access to
 * an instance's parameters that turns a missing reference, a wrong arity or a parameter of the wrong type into a
 * {@link MappingException} naming the line, {@code #id} and field; the one-warning-per-entity report of unsupported
 * entities; the cache of mapped entities; and the geometry nesting count. The stages share one {@link Context}.
 * Not thread-safe (part of one reader run).
 */
abstract class StepEntities {
    /** Arity of each simple entity the reader maps (checked before use). */
    private static final Map<String, Integer> ARITY = Map.ofEntries(
            Map.entry("CARTESIAN_POINT", 2), Map.entry("DIRECTION", 2), Map.entry("VECTOR", 3),
            Map.entry("AXIS2_PLACEMENT_3D", 4), Map.entry("AXIS2_PLACEMENT_2D", 3), Map.entry("AXIS1_PLACEMENT", 3), Map.entry("LINE", 3),
            Map.entry("CIRCLE", 3), Map.entry("ELLIPSE", 4), Map.entry("B_SPLINE_CURVE_WITH_KNOTS", 9),
            Map.entry("QUASI_UNIFORM_CURVE", 6), Map.entry("UNIFORM_CURVE", 6), Map.entry("BEZIER_CURVE", 6),
            Map.entry("SURFACE_CURVE", 4), Map.entry("SEAM_CURVE", 4), Map.entry("PCURVE", 3),
            Map.entry("DEFINITIONAL_REPRESENTATION", 3), Map.entry("TRIMMED_CURVE", 6),
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

    /** The state the stages of one reading share. */
    static final class Context {
        final StepGraph g;
        final ImportReport report;
        final StepOptions options;
        final StepTwins twins = new StepTwins();
        final Map<Long, Object> cache = new java.util.HashMap<>();
        final Set<Long> warned = new java.util.HashSet<>();
        int geometryDepth;

        Context(StepGraph g, ImportReport report, StepOptions options) {
            this.g = g;
            this.report = report;
            this.options = options;
        }
    }

    final Context context;
    final StepGraph g;
    final ImportReport report;
    final StepOptions options;
    final StepTwins twins;
    final Set<Long> warned;

    StepEntities(Context context) {
        this.context = context;
        this.g = context.g;
        this.report = context.report;
        this.options = context.options;
        this.twins = context.twins;
        this.warned = context.warned;
    }

    final MappingException bad(P21Instance i, String field, String msg) {
        return new MappingException(i.line(), i.id(), field, msg);
    }

    final P21Instance inst(long id, P21Instance from, String field) {
        Optional<P21Instance> o = g.get(id);
        if (o.isEmpty()) {
            throw bad(from, field, "refers to #" + id + ", which is not defined");
        }
        if (g.isBroken(id)) {
            throw bad(o.get(), "", o.get().typeName() + " is broken (see the earlier error)");
        }
        return o.get();
    }

    final P21Part part(P21Instance i, String type) {
        P21Part p = i.part(type).orElseThrow(() -> bad(i, "", "expected " + type + " but found " + i.typeName()));
        Integer n = ARITY.get(type);
        if (n != null && !i.isComplex() && p.params().size() != n) {
            throw bad(i, "", type + " has " + p.params().size() + " parameters; expected " + n);
        }
        return p;
    }

    private static P21Value at(P21Instance i, P21Part p, int k, String field, StepEntities r) {
        if (k >= p.params().size()) {
            throw r.bad(i, field, p.type() + " has " + p.params().size() + " parameters; expected at least " + (k + 1));
        }
        return p.params().get(k);
    }

    final double real(P21Instance i, P21Part p, int k, String field) {
        P21Value v = at(i, p, k, field, this);
        while (v instanceof P21Value.Typed t) {
            v = t.value();
        }
        if (v instanceof P21Value.Num n) {
            return n.value();
        }
        throw bad(i, field, p.type() + "." + field + " must be a number but is " + kind(v));
    }

    final int integer(P21Instance i, P21Part p, int k, String field) {
        double d = real(i, p, k, field);
        if (d != Math.rint(d) || Math.abs(d) > 1e6) {
            throw bad(i, field, p.type() + "." + field + " = " + d + " must be an integer");
        }
        return (int) d;
    }

    final long ref(P21Instance i, P21Part p, int k, String field) {
        P21Value v = at(i, p, k, field, this);
        if (v instanceof P21Value.Ref r) {
            return r.id();
        }
        throw bad(i, field, p.type() + "." + field + " must be a reference but is " + kind(v));
    }

    final Optional<Long> optRef(P21Instance i, P21Part p, int k, String field) {
        P21Value v = at(i, p, k, field, this);
        if (v instanceof P21Value.Unset || v instanceof P21Value.Derived) {
            return Optional.empty();
        }
        return Optional.of(ref(i, p, k, field));
    }

    final List<P21Value> list(P21Instance i, P21Part p, int k, String field) {
        P21Value v = at(i, p, k, field, this);
        if (v instanceof P21Value.ListValue l) {
            return l.items();
        }
        throw bad(i, field, p.type() + "." + field + " must be a list but is " + kind(v));
    }

    final boolean bool(P21Instance i, P21Part p, int k, String field) {
        P21Value v = at(i, p, k, field, this);
        if (v instanceof P21Value.Enum e && (e.name().equals("T") || e.name().equals("F"))) {
            return e.name().equals("T");
        }
        throw bad(i, field, p.type() + "." + field + " must be .T. or .F. but is " + kind(v));
    }

    static String str(P21Part p, int k) {
        return k < p.params().size() && p.params().get(k) instanceof P21Value.Str s ? s.text() : "";
    }

    static String kind(P21Value v) {
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

    final double[] numbers(P21Instance i, List<P21Value> vs, String field) {
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

    final void unsupported(P21Instance i, String what) {
        if (warned.add(i.id())) {
            report.add(i.line(), "#" + i.id(), "", Severity.WARNING, "unsupported " + what + " " + i.typeName()
                    + "; skipped");
        }
        throw new MappingException(i.line(), i.id(), "", "skip");
    }

    @SuppressWarnings("unchecked")
    final <T> T cached(long id, java.util.function.Supplier<T> f) {
        Object o = context.cache.get(id);
        if (o != null) {
            return (T) o;
        }
        T t = f.get();
        context.cache.put(id, t);
        return t;
    }

    // ---------------------------------------------------------------- geometry

    /** Counts one level of geometry nesting; an error beyond {@link StepReader#MAX_GEOMETRY_DEPTH}. */
    final void enter(P21Instance i) {
        if (++context.geometryDepth > StepReader.MAX_GEOMETRY_DEPTH) {
            context.geometryDepth--;
            throw bad(i, "", i.typeName() + " is nested more than " + StepReader.MAX_GEOMETRY_DEPTH + " levels deep"
                    + " through curves, surfaces or shells; such a chain is not a real model");
        }
    }

    /** Leaves one level of geometry nesting (the counterpart of {@link #enter}). */
    final void leave() {
        context.geometryDepth--;
    }

    /** Starts the nesting count of a new shape item. */
    final void resetDepth() {
        context.geometryDepth = 0;
    }

    /** Reports a mapping error (a skipped entity has been reported already). */
    final void diagnose(MappingException e) {
        if (!"skip".equals(e.getMessage())) {
            report.add(e.line, "#" + e.id, e.field, Severity.ERROR, e.getMessage());
        }
    }

    /** The instance with the given id, for diagnostics. */
    final Optional<P21Instance> instance(long id) {
        return g.get(id);
    }

    /** Adds a warning naming an entity. */
    final void warn(P21Instance i, String field, String message) {
        report.add(i.line(), "#" + i.id(), field, Severity.WARNING, message);
    }

    /** The reference of an entity for the model's twins. */
    static EntityRef ref(P21Instance i) {
        return new EntityRef(i.id(), i.typeName(), i.line());
    }
}

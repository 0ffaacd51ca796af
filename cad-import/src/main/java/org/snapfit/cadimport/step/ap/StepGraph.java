package org.snapfit.cadimport.step.ap;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.step.p21.P21File;
import org.snapfit.cadimport.step.p21.P21Instance;
import org.snapfit.cadimport.step.p21.P21Part;
import org.snapfit.cadimport.step.p21.P21Value;

/**
 * The typed entity graph of a Part 21 file: reference resolution (every {@code #id} must exist) and cycle
 * detection (an instance may not reach itself through references), with the unit contexts of AP203, AP214 and
 * AP242. Immutable after construction; diagnostics go to the {@link ImportReport} given at construction.
 *
 * <p>A reference to a missing instance is an error naming the referring instance and its line; the referring
 * instance is then marked broken and its dependants are skipped by the mappers. A reference cycle is an error
 * naming the instances on it; the instances on the cycle are marked broken.
 */
public final class StepGraph {
    private final P21File file;
    private final ImportReport report;
    private final java.util.Set<Long> broken = new java.util.HashSet<>();
    private final Map<Long, StepUnits> unitsCache = new HashMap<>();

    private StepGraph(P21File file, ImportReport report) {
        this.file = file;
        this.report = report;
    }

    /**
     * Resolves and checks the graph.
     *
     * @param file the parsed file
     * @param report receives the diagnostics
     * @return the graph
     */
    public static StepGraph of(P21File file, ImportReport report) {
        StepGraph g = new StepGraph(file, report);
        g.resolve();
        g.detectCycles();
        return g;
    }

    /**
     * The parsed file.
     *
     * @return the file
     */
    public P21File file() {
        return file;
    }

    /**
     * Whether an instance had an unresolved reference or lies on a reference cycle.
     *
     * @param id the instance number
     * @return true if broken
     */
    public boolean isBroken(long id) {
        return broken.contains(id);
    }

    /**
     * The instance with the given number.
     *
     * @param id the number
     * @return the instance, if present
     */
    public Optional<P21Instance> get(long id) {
        return file.get(id);
    }

    private static void refs(P21Value v, List<Long> out) {
        if (v instanceof P21Value.Ref r) {
            out.add(r.id());
        } else if (v instanceof P21Value.ListValue l) {
            for (P21Value x : l.items()) {
                refs(x, out);
            }
        } else if (v instanceof P21Value.Typed t) {
            refs(t.value(), out);
        }
    }

    /**
     * The instance numbers an instance refers to, in parameter order.
     *
     * @param inst the instance
     * @return the referenced ids
     */
    public static List<Long> references(P21Instance inst) {
        List<Long> out = new ArrayList<>();
        for (P21Part p : inst.parts()) {
            for (P21Value v : p.params()) {
                refs(v, out);
            }
        }
        return out;
    }

    private void resolve() {
        for (P21Instance inst : file.instances().values()) {
            for (long r : references(inst)) {
                if (!file.instances().containsKey(r)) {
                    report.add(inst.line(), "#" + inst.id(), "", Severity.ERROR, inst.typeName()
                            + " refers to #" + r + ", which is not defined");
                    broken.add(inst.id());
                }
            }
        }
    }

    /** Iterative three-colour depth-first search; reports each cycle once. */
    private void detectCycles() {
        Map<Long, Integer> colour = new HashMap<>();
        for (long start : file.instances().keySet()) {
            if (colour.containsKey(start)) {
                continue;
            }
            Deque<long[]> stack = new ArrayDeque<>();
            Deque<Long> path = new ArrayDeque<>();
            colour.put(start, 1);
            path.push(start);
            stack.push(new long[] {start, 0});
            Map<Long, List<Long>> kids = new HashMap<>();
            while (!stack.isEmpty()) {
                long[] top = stack.peek();
                List<Long> ks = kids.computeIfAbsent(top[0], id -> references(file.instances().get(id)).stream()
                        .filter(file.instances()::containsKey).toList());
                if (top[1] < ks.size()) {
                    long k = ks.get((int) top[1]++);
                    Integer c = colour.get(k);
                    if (c == null) {
                        colour.put(k, 1);
                        path.push(k);
                        stack.push(new long[] {k, 0});
                    } else if (c == 1) {
                        List<Long> cyc = new ArrayList<>();
                        for (long p : path) {
                            cyc.add(0, p);
                            if (p == k) {
                                break;
                            }
                        }
                        broken.addAll(cyc);
                        P21Instance at = file.instances().get(top[0]);
                        report.add(at.line(), "#" + at.id(), "", Severity.ERROR, "reference cycle: "
                                + String.join(" -> ", cyc.stream().map(x -> "#" + x).toList()) + " -> #" + k);
                    }
                } else {
                    colour.put(top[0], 2);
                    kids.remove(top[0]);
                    stack.pop();
                    path.pop();
                }
            }
        }
    }

    /**
     * The units of a representation context (GLOBAL_UNIT_ASSIGNED_CONTEXT and
     * GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT): SI units with prefixes, conversion-based units (inch, degree, …) through
     * their measure-with-unit. Unknown or missing units give a warning and millimetre/radian.
     *
     * @param contextId the context instance number
     * @return the units
     */
    public StepUnits units(long contextId) {
        return unitsCache.computeIfAbsent(contextId, this::computeUnits);
    }

    private StepUnits computeUnits(long contextId) {
        Optional<P21Instance> ctx = get(contextId);
        if (ctx.isEmpty()) {
            return StepUnits.DEFAULT;
        }
        String lengthName = "mm";
        double mm = 1;
        Optional<Rational> mmExact = Optional.of(Rational.ONE);
        double rad = 1;
        Optional<Double> unc = Optional.empty();
        Optional<P21Part> gu = ctx.get().part("GLOBAL_UNIT_ASSIGNED_CONTEXT");
        if (gu.isPresent() && !gu.get().params().isEmpty() && gu.get().params().get(0) instanceof P21Value.ListValue l) {
            for (P21Value v : l.items()) {
                if (!(v instanceof P21Value.Ref r) || get(r.id()).isEmpty()) {
                    continue;
                }
                P21Instance u = get(r.id()).get();
                if (u.is("LENGTH_UNIT")) {
                    Optional<double[]> f = unitFactor(u, 1000, 0);
                    if (f.isPresent()) {
                        mm = f.get()[0];
                        lengthName = lengthName(u, mm);
                        mmExact = exactFactor(u, Rational.of(1000), 0);
                    }
                } else if (u.is("PLANE_ANGLE_UNIT")) {
                    Optional<double[]> f = unitFactor(u, 1, 0);
                    if (f.isPresent()) {
                        rad = f.get()[0];
                    }
                }
            }
        } else {
            report.add(ctx.get().line(), "#" + contextId, "units", Severity.WARNING,
                    "representation context declares no units; assuming millimetre and radian");
        }
        Optional<P21Part> gc = ctx.get().part("GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT");
        if (gc.isPresent() && !gc.get().params().isEmpty() && gc.get().params().get(0) instanceof P21Value.ListValue l) {
            for (P21Value v : l.items()) {
                if (v instanceof P21Value.Ref r && get(r.id()).isPresent()) {
                    Optional<P21Part> m = get(r.id()).get().part("UNCERTAINTY_MEASURE_WITH_UNIT");
                    if (m.isPresent() && !m.get().params().isEmpty()) {
                        Optional<Double> x = number(m.get().params().get(0));
                        if (x.isPresent() && unc.isEmpty()) {
                            unc = x;
                        }
                    }
                }
            }
        }
        return new StepUnits(lengthName, mm, rad, unc, mmExact);
    }

    /**
     * The exact factor of a unit (SI prefixes are exact powers of ten; a conversion factor is exact when its text
     * is), or empty.
     */
    private Optional<Rational> exactFactor(P21Instance u, Rational base, int depth) {
        if (depth > 8) {
            return Optional.empty();
        }
        Optional<P21Part> si = u.part("SI_UNIT");
        if (si.isPresent()) {
            List<P21Value> ps = si.get().params();
            if (!ps.isEmpty() && ps.get(0) instanceof P21Value.Enum e) {
                Optional<Double> pf = StepUnits.prefixFactor(e.name());
                if (pf.isEmpty()) {
                    return Optional.of(base);
                }
                int exp = (int) Math.round(Math.log10(pf.get()));
                return Optional.of(base.multiply(Rational.of(10).pow(exp)));
            }
            return Optional.of(base);
        }
        Optional<P21Part> cb = u.part("CONVERSION_BASED_UNIT");
        if (cb.isPresent() && cb.get().params().size() >= 2 && cb.get().params().get(1) instanceof P21Value.Ref r) {
            Optional<P21Instance> m = get(r.id());
            if (m.isPresent() && !m.get().parts().isEmpty()) {
                P21Part mp = m.get().part("MEASURE_WITH_UNIT").orElse(m.get().parts().get(0));
                if (mp.params().size() >= 2 && mp.params().get(1) instanceof P21Value.Ref ur && get(ur.id()).isPresent()) {
                    Optional<Rational> x = exactNumber(mp.params().get(0));
                    if (x.isPresent()) {
                        return exactFactor(get(ur.id()).get(), base, depth + 1).map(x.get()::multiply);
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Rational> exactNumber(P21Value v) {
        if (v instanceof P21Value.Num n) {
            try {
                return Optional.of(Rational.parse(n.text()));
            } catch (org.snapfit.algebra.number.NumberSyntaxException e) {
                return Optional.empty();
            }
        }
        if (v instanceof P21Value.Typed t) {
            return exactNumber(t.value());
        }
        return Optional.empty();
    }

    private static String lengthName(P21Instance u, double mm) {
        Optional<P21Part> cb = u.part("CONVERSION_BASED_UNIT");
        if (cb.isPresent() && !cb.get().params().isEmpty() && cb.get().params().get(0) instanceof P21Value.Str s) {
            return s.text().toLowerCase(java.util.Locale.ROOT);
        }
        if (mm == 1) {
            return "mm";
        } else if (mm == 10) {
            return "cm";
        } else if (mm == 1000) {
            return "m";
        } else if (mm == 1e-3) {
            return "um";
        }
        return Double.toString(mm) + " mm";
    }

    /**
     * The factor of a unit instance to the base (mm for length: base = 1000 per metre; rad for angle: base = 1).
     */
    private Optional<double[]> unitFactor(P21Instance u, double base, int depth) {
        if (depth > 8) {
            return Optional.empty();
        }
        Optional<P21Part> si = u.part("SI_UNIT");
        if (si.isPresent()) {
            List<P21Value> ps = si.get().params();
            double f = base;
            if (!ps.isEmpty() && ps.get(0) instanceof P21Value.Enum e) {
                Optional<Double> pf = StepUnits.prefixFactor(e.name());
                if (pf.isEmpty()) {
                    report.add(u.line(), "#" + u.id(), "prefix", Severity.WARNING, "unknown SI prefix ." + e.name()
                            + ".; ignored");
                } else {
                    f *= pf.get();
                }
            }
            return Optional.of(new double[] {f});
        }
        Optional<P21Part> cb = u.part("CONVERSION_BASED_UNIT");
        if (cb.isPresent() && cb.get().params().size() >= 2 && cb.get().params().get(1) instanceof P21Value.Ref r) {
            Optional<P21Instance> m = get(r.id());
            if (m.isPresent() && !m.get().parts().isEmpty()) {
                P21Part mp = m.get().part("MEASURE_WITH_UNIT").orElse(m.get().parts().get(0));
                if (mp.params().size() >= 2) {
                    Optional<Double> x = number(mp.params().get(0));
                    if (x.isPresent() && mp.params().get(1) instanceof P21Value.Ref ur && get(ur.id()).isPresent()) {
                        Optional<double[]> inner = unitFactor(get(ur.id()).get(), base, depth + 1);
                        if (inner.isPresent()) {
                            return Optional.of(new double[] {x.get() * inner.get()[0]});
                        }
                    }
                }
            }
        }
        report.add(u.line(), "#" + u.id(), "units", Severity.WARNING, "unit " + u.typeName()
                + " not understood; assuming millimetre/radian");
        return Optional.empty();
    }

    private static Optional<Double> number(P21Value v) {
        if (v instanceof P21Value.Num n) {
            return Optional.of(n.value());
        }
        if (v instanceof P21Value.Typed t) {
            return number(t.value());
        }
        return Optional.empty();
    }
}

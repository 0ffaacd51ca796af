package org.snapfit.cadimport.step.brep;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.step.ap.StepUnits;
import org.snapfit.cadimport.step.p21.P21Instance;
import org.snapfit.cadimport.step.p21.P21Part;
import org.snapfit.cadimport.step.p21.P21Value;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.transform.ExactRigid3;
import org.snapfit.core.transform.Pose3;

/**
 * Product structure of one STEP reading: product definitions and their shape representations, assembly usages
 * (NEXT_ASSEMBLY_USAGE_OCCURRENCE with CONTEXT_DEPENDENT_SHAPE_REPRESENTATION placements, exact where the file's
 * decimals allow), MAPPED_ITEMs, the units of each representation, and the budgets on nesting depth and occurrences
 * (checked on the product graph before anything is built, and on the built tree). A file without product structure
 * gives one anonymous root holding every body. Not thread-safe (part of one reader run).
 */
final class StepAssemblies extends StepEntities {

    private final StepGeometry geometry;
    private final StepTopology topology;

    StepAssemblies(Context context) {
        super(context);
        this.geometry = new StepGeometry(context);
        this.topology = new StepTopology(context, geometry);
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

    /**
     * Maps the whole file.
     *
     * @return the model
     */
    StepModel run() {
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
                    topology.body(i).ifPresent(bodies::add);
                }
            }
            roots.add(new Assembly("", bodies, List.of()));
        }
        checkAssemblies(roots);
        return new StepModel(schema, firstUnits == null ? StepUnits.DEFAULT : firstUnits, roots, census,
                report.freeze(), twins);
    }

    private Map<Long, Long> cdsr = Map.of();

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
        Optional<ExactRigid3> p1 = geometry.exactFrame(i1.id(), sc);
        Optional<ExactRigid3> p2 = geometry.exactFrame(i2.id(), sc);
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
        Pose3 p1 = geometry.frameOf(ref(t, tp, 2, "transform_item_1"), t, sc).toPose();
        Pose3 p2 = geometry.frameOf(ref(t, tp, 3, "transform_item_2"), t, sc).toPose();
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
        StepGeometry.Units save = geometry.units();
        if (rp.params().get(2) instanceof P21Value.Ref c) {
            StepUnits u = g.units(c.id());
            geometry.use(new StepGeometry.Units(u.millimetresPerUnit(), u.radiansPerUnit(),
                    u.exactMillimetresPerUnit().orElse(null)));
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
                    topology.body(it).ifPresent(bodies::add);
                } else if (it.is("MAPPED_ITEM")) {
                    mapped(it, kids, depth);
                } else if (IGNORED_ITEMS.stream().noneMatch(it::is) && warned.add(it.id())) {
                    report.add(it.line(), "#" + it.id(), "", Severity.WARNING, "unsupported representation item "
                            + it.typeName() + "; skipped");
                }
            }
        } finally {
            geometry.use(save);
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
            Pose3 origin = geometry.frameOf(originId, map, repScale(rep)).toPose();
            Pose3 target = geometry.frameOf(targetId, it, geometry.units().length()).toPose();
            Optional<ExactRigid3> eo = geometry.exactFrame(originId, repExactScale(rep));
            Optional<ExactRigid3> et = geometry.exactFrame(targetId, geometry.units().exactLength());
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

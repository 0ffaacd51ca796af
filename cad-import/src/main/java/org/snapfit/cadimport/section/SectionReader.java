package org.snapfit.cadimport.section;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.cadimport.mesh.MeshReader;
import org.snapfit.cadimport.step.brep.EntityRef;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.cadimport.step.brep.StepTwins;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.LayerRole;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileCircle;
import org.snapfit.core.body.ProfileOutline;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.core.body.ProfileSource;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.section.BodySection;
import org.snapfit.core.section.BrepSectioner;
import org.snapfit.core.section.CutFrame;
import org.snapfit.core.section.MeshSectioner;
import org.snapfit.core.section.Regions;
import org.snapfit.core.section.SectionIssue;
import org.snapfit.core.section.SectionLoop;
import org.snapfit.core.transform.ExactRigid3;
import org.snapfit.core.transform.Pose3;

/**
 * Cuts a STEP assembly or an STL/OBJ file by a plane into one planar profile per part. Stateless and thread-safe.
 *
 * <p><b>Parts and names.</b> The assembly tree is walked occurrence by occurrence (iteratively; the STEP reader has
 * already refused trees beyond its budgets). A body belongs to the part named by the nearest name above it, from
 * the body up to the root, that is a layer-convention name ({@code ROOT}, {@code PAWL-n}, {@code HINGE-n},
 * {@code OBSTACLE*}) or one of the request's part names; at every level the occurrence's own name is tried before
 * its product's name. A body with no such name above it is a part of its own, named by its occurrence. So a FreeCAD
 * {@code App::Part} labelled {@code PAWL-1} holding a body {@code pawl_body} gives the part {@code PAWL-1}, and
 * every linked copy of a product is its own occurrence with its own label. Parts in STL/OBJ files are ASCII STL
 * {@code solid NAME} blocks and OBJ {@code o}/{@code g} groups.
 *
 * <p><b>Placement.</b> Each occurrence's placement (composed through nested assemblies and mapped items, lengths
 * converted to mm) is applied before cutting, by expressing the plane in the body's coordinates: exactly when every
 * placement on the way is an exact rigid motion (translations, quarter turns; see
 * {@link StepTwins#exactPlacement}), else in floating point (the section is then approximated).
 *
 * <p><b>Diagnostics.</b> INFO per part (exact or approximated and the bound; not cut), the section's approximations
 * per face and its tangencies (WARNING), and as errors open or self-intersecting loops and inconsistent faces,
 * each with the file, line, entity ({@code ADVANCED_FACE #17}) and a field. Any error ends the reading with an
 * {@link ImportException} carrying every diagnostic.
 */
public final class SectionReader {

    private SectionReader() {
    }

    /**
     * Reads and cuts a file: STL and OBJ by extension, anything else as STEP.
     *
     * @param file the file
     * @param request the plane and options
     * @return the sectioned parts and profiles
     * @throws IOException if the file cannot be read, or is larger than {@link SectionRequest#maxInputBytes()} (an
     *     {@link org.snapfit.core.io.InputFileException} naming the file, its size and the limit)
     * @throws ImportException for malformed input, an exceeded budget, or a section error (every diagnostic)
     */
    public static SectionImport read(Path file, SectionRequest request) throws IOException {
        String name = file.toString();
        String lower = name.toLowerCase(Locale.ROOT);
        ImportReport report = new ImportReport(name);
        Collector c = new Collector(name, request, report);
        String format;
        if (lower.endsWith(".stl") || lower.endsWith(".obj")) {
            format = lower.endsWith(".stl") ? "stl" : "obj";
            for (MeshReader.MeshPart p : MeshReader.readParts(file, report, request.maxInputBytes())) {
                c.mesh(p);
            }
        } else {
            format = "step";
            StepModel m = StepReader.read(file, report, request.stepOptions(), request.maxInputBytes());
            c.step(m);
        }
        return c.finish(format);
    }

    /** One part being gathered. */
    private static final class Group {
        final String name;
        final String occurrence;
        final List<ProfileOutline> outlines = new ArrayList<>();
        final List<ProfileCircle> circles = new ArrayList<>();
        final List<String> entities = new ArrayList<>();
        int bodies;
        int loops;
        boolean exact = true;
        double bound;

        Group(String name, String occurrence) {
            this.name = name;
            this.occurrence = occurrence;
        }
    }

    /** One level of an occurrence path: the occurrence's name and its product's name. */
    private record Level(String occurrence, String product) {
    }

    private static final class Collector {
        private final String file;
        private final SectionRequest request;
        private final ImportReport report;
        private final CutFrame world;
        private final Map<String, Group> groups = new LinkedHashMap<>();
        private final Set<String> usedNames = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        private final Set<String> partNames = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);

        Collector(String file, SectionRequest request, ImportReport report) {
            this.file = file;
            this.request = request;
            this.report = report;
            this.world = CutFrame.of(request.plane());
            for (String n : request.partNames()) {
                partNames.add(LayerRole.normalise(n));
            }
        }

        private boolean names(String n) {
            return !n.isBlank() && (partNames.contains(LayerRole.normalise(n)) || LayerRole.conventional(n).isPresent());
        }

        /** The part a body occurrence belongs to (see the class comment). */
        private Group group(List<Level> path, String bodyName) {
            if (!bodyName.isBlank() && names(bodyName)) {
                return groupFor(pathText(path) + "|" + bodyName, bodyName, pathText(path));
            }
            for (int k = path.size() - 1; k >= 0; k--) {
                Level l = path.get(k);
                for (String n : new String[] {l.occurrence(), l.product()}) {
                    if (names(n)) {
                        String prefix = pathText(path.subList(0, k + 1));
                        return groupFor(prefix + "|" + n, n.strip(), prefix);
                    }
                }
            }
            Level leaf = path.get(path.size() - 1);
            String n = leaf.occurrence().isBlank() ? leaf.product() : leaf.occurrence();
            return groupFor(pathText(path), n.isBlank() ? "part" : n.strip(), pathText(path));
        }

        private static String pathText(List<Level> path) {
            StringBuilder b = new StringBuilder();
            for (Level l : path) {
                if (b.length() > 0) {
                    b.append('/');
                }
                b.append(l.occurrence().isBlank() ? l.product() : l.occurrence());
            }
            return b.toString();
        }

        private Group groupFor(String key, String name, String occurrence) {
            Group g = groups.get(key);
            if (g != null) {
                return g;
            }
            String unique = name;
            for (int k = 2; usedNames.contains(unique); k++) {
                unique = name + "#" + k;
            }
            if (!unique.equals(name)) {
                report.add(0, "", "", Severity.WARNING, "two parts are named " + name + " (" + occurrence + " is the"
                        + " second); it is called " + unique + " here; give occurrences distinct names in the CAD tree");
            }
            usedNames.add(unique);
            g = new Group(unique, occurrence);
            groups.put(key, g);
            return g;
        }

        // ---------------------------------------------------------------- STEP

        /** An occurrence on the walk: node, placement (floating and, when the chain is exact, exact), path. */
        private record Occ(Assembly node, Pose3 pose, ExactRigid3 exact, List<Level> path) {
        }

        void step(StepModel m) {
            StepTwins twins = m.twins();
            Deque<Occ> stack = new ArrayDeque<>();
            for (int r = m.roots().size() - 1; r >= 0; r--) {
                Assembly root = m.roots().get(r);
                stack.push(new Occ(root, Pose3.IDENTITY, ExactRigid3.IDENTITY, List.of(new Level("", root.name()))));
            }
            while (!stack.isEmpty()) {
                Occ o = stack.pop();
                for (Body b : o.node().bodies()) {
                    body(b, o, twins);
                }
                List<Assembly.Instance> kids = o.node().children();
                for (int k = kids.size() - 1; k >= 0; k--) {
                    Assembly.Instance i = kids.get(k);
                    Optional<ExactRigid3> e = twins.exactPlacement(i);
                    ExactRigid3 ex = o.exact() != null && e.isPresent() ? o.exact().compose(e.get()) : null;
                    List<Level> path = new ArrayList<>(o.path());
                    path.add(new Level(i.name(), i.product().name()));
                    stack.push(new Occ(i.product(), o.pose().compose(i.placement()), ex, path));
                }
            }
        }

        private void body(Body b, Occ o, StepTwins twins) {
            Group g = group(o.path(), b.name());
            CutFrame local = o.exact() != null ? world.inBodyOf(o.exact()) : world.inBodyOf(o.pose());
            BodySection s = BrepSectioner.cut(b, local, twins, request.options());
            Optional<EntityRef> ref = twins.entity(b);
            String entity = ref.map(EntityRef::describe).orElse("body");
            int line = ref.map(EntityRef::line).orElse(0);
            g.bodies++;
            g.entities.add(entity);
            for (SectionIssue i : s.issues()) {
                Optional<EntityRef> fr = i.feature().flatMap(twins::entity);
                report.add(fr.map(EntityRef::line).orElse(line), fr.map(EntityRef::describe).orElse(entity),
                        field(i), severity(i), "part " + g.name + " (" + pathText(o.path()) + "): " + i.message());
            }
            if (o.exact() == null && !s.loops().isEmpty()) {
                report.add(line, entity, "placement", Severity.INFO, "part " + g.name + " (" + pathText(o.path())
                        + "): the occurrence's placement is not an exact rigid motion (a rotation that is not a quarter"
                        + " turn, or inexact units); its section is computed in floating point and rounded");
            }
            add(g, s, new ProfileSource(file, line, "section of " + entity + " (" + pathText(o.path()) + ")", g.name));
        }

        private static String field(SectionIssue i) {
            Object f = i.feature().orElse(null);
            if (i.kind() == SectionIssue.Kind.OPEN_LOOP || i.kind() == SectionIssue.Kind.SELF_INTERSECTING
                    || i.kind() == SectionIssue.Kind.INCONSISTENT) {
                return "bounds";
            }
            if (f instanceof org.snapfit.core.body.Edge) {
                return "edge_geometry";
            }
            if (f instanceof org.snapfit.core.body.Vertex) {
                return "vertex_geometry";
            }
            return f instanceof Integer ? "triangle" : "face_geometry";
        }

        private static Severity severity(SectionIssue i) {
            return switch (i.level()) {
                case INFO -> Severity.INFO;
                case WARNING -> Severity.WARNING;
                default -> Severity.ERROR;
            };
        }

        private void add(Group g, BodySection s, ProfileSource src) {
            List<List<ExactPoint2>> loops = new ArrayList<>();
            boolean exact = true;
            double bound = 0;
            for (SectionLoop l : s.loops()) {
                loops.add(l.vertices());
                exact &= !l.approximated();
                bound = Math.max(bound, l.errorBound());
                l.circle().ifPresent(c -> g.circles.add(new ProfileCircle(c.centre(), c.radius(), src)));
            }
            g.loops += loops.size();
            g.exact &= exact;
            g.bound = Math.max(g.bound, bound);
            if (loops.isEmpty()) {
                return;
            }
            Regions.Result r;
            try {
                r = Regions.simplePieces(loops);
            } catch (IllegalArgumentException e) {
                report.add(src.line(), src.entity(), "section", Severity.ERROR, "part " + g.name + ": the section loops"
                        + " of one body cannot be joined into a region: " + e.getMessage());
                return;
            }
            for (List<ExactPoint2> piece : r.pieces()) {
                g.outlines.add(new ProfileOutline(piece, !exact, src));
            }
            if (r.holes() > 0) {
                report.add(src.line(), src.entity(), "section", Severity.INFO, "part " + g.name + ": the section has "
                        + r.holes() + " hole(s); it is delivered as " + r.pieces().size() + " simple outlines whose union"
                        + " is the section (they meet along horizontal cut lines)");
            }
            for (List<ExactPoint2> h : r.orphanHoles()) {
                report.add(src.line(), src.entity(), "section", Severity.ERROR, "part " + g.name + ": a clockwise section"
                        + " loop at " + h.get(0) + " lies in no outer loop (the solid is inside out there)");
            }
        }

        // ---------------------------------------------------------------- meshes

        void mesh(MeshReader.MeshPart p) {
            Group g = groupFor(p.name() + "|" + groups.size(), p.name(), p.name());
            BodySection s = MeshSectioner.cut(p.mesh(), p.exactVertices(), world, request.options());
            g.bodies++;
            g.entities.add("mesh '" + p.name() + "'");
            for (SectionIssue i : s.issues()) {
                report.add(p.line(), "triangle " + i.feature().orElse("?"), field(i), severity(i), "part " + g.name + ": "
                        + i.message());
            }
            if (!s.loops().isEmpty()) {
                report.add(p.line(), "mesh '" + p.name() + "'", "vertex", Severity.INFO, "part " + g.name + ": vertices"
                        + " are exact " + (p.float32() ? "float32 values of the binary STL" : "decimals of the file")
                        + "; the section's vertices are computed from them exactly");
            }
            add(g, s, new ProfileSource(file, p.line(), "section of mesh '" + p.name() + "'", g.name));
        }

        // ---------------------------------------------------------------- result

        SectionImport finish(String format) {
            List<PlanarProfile> layers = new ArrayList<>();
            List<SectionedPart> parts = new ArrayList<>();
            for (Group g : groups.values()) {
                if (g.loops == 0) {
                    report.add(0, String.join(", ", g.entities), "section", Severity.INFO, "part " + g.name + " ("
                            + g.occurrence + ") is not cut by the plane " + request.plane().describe());
                } else {
                    report.add(0, String.join(", ", g.entities), "section", Severity.INFO, "part " + g.name + " ("
                            + g.occurrence + "): " + g.loops + " section loop(s), " + (g.exact ? "exact"
                            : "approximated within " + (g.bound) + " mm"));
                }
                layers.add(new PlanarProfile(g.name, g.outlines, List.of(), List.of(), g.circles));
                parts.add(new SectionedPart(g.name, g.occurrence, g.bodies, g.loops, g.outlines.size(),
                        g.exact && g.loops > 0, g.exact ? 0 : g.bound, g.entities));
            }
            if (report.hasErrors()) {
                throw new ImportException(report.freeze());
            }
            return new SectionImport(file, format, request.plane(), new ProfileSet(file, layers), parts,
                    report.freeze());
        }
    }
}

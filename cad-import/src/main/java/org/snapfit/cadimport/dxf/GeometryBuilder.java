package org.snapfit.cadimport.dxf;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.diag.Severity;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileCircle;
import org.snapfit.core.body.ProfileOutline;
import org.snapfit.core.body.ProfilePath;
import org.snapfit.core.body.ProfilePoint;
import org.snapfit.core.body.ProfileSource;
import org.snapfit.core.geom.ExactPoint2;

/** Turns raw entities into per-layer profile elements under an exact affine map; an engine used once per file. */
final class GeometryBuilder {

    /** Bits of the dyadic tan(φ/2) used for rotations that are not multiples of 90° (angle error <= 2^-40 rad). */
    static final int ROTATION_BITS = 40;

    /** Deepest INSERT nesting accepted (dimensionless). */
    static final int MAX_NESTING = 32;

    /** Entities built between two progress calls (dimensionless). */
    static final int PROGRESS_ENTITIES = 1 << 14;

    /** A full ellipse spans 2π up to this many radians (the file's parameters are rounded decimals). */
    static final double FULL_ELLIPSE_SLACK_RAD = 1e-9;

    private final String file;
    private final DxfOptions options;
    private final ImportReport report;
    private final Map<String, DxfBlock> blocks;
    private final Map<String, LayerData> layers = new LinkedHashMap<>();
    private final Map<String, Skipped> skipped = new LinkedHashMap<>();
    private final Map<String, Skipped> skimmed = new LinkedHashMap<>();
    private final DxfProgress progress;
    private final long expected;
    private long built;

    GeometryBuilder(String file, DxfOptions options, ImportReport report, Map<String, DxfBlock> blocks,
            DxfProgress progress, long expected) {
        this.file = file;
        this.options = options;
        this.report = report;
        this.blocks = blocks;
        this.progress = progress;
        this.expected = expected;
    }

    /** The per-layer elements collected so far. */
    private static final class LayerData {
        final String name;
        final List<ProfileOutline> outlines = new ArrayList<>();
        final List<LoopChainer.Piece> open = new ArrayList<>();
        final List<ProfilePoint> points = new ArrayList<>();
        final List<ProfileCircle> circles = new ArrayList<>();

        LayerData(String name) {
            this.name = name;
        }
    }

    /** An entity type skipped: count and first occurrence. */
    private record Skipped(int count, int line, String label) {
    }

    private LayerData layer(String name) {
        return layers.computeIfAbsent(name.toUpperCase(Locale.ROOT), k -> new LayerData(name));
    }

    /**
     * Converts one entity.
     *
     * @param e the entity
     * @param xf the map from the entity's (block) coordinates to world millimetres
     * @param inherited the layer that entities on layer 0 take (the INSERT's layer), if inside a block
     * @param depth the INSERT nesting depth
     * @param stack the block names being expanded (cycle check)
     * @param context the INSERT chain, e.g. {@code "in INSERT #F4 > INSERT #D7"}, or empty at top level
     */
    void entity(DxfEntity e, Affine2 xf, Optional<String> inherited, int depth, List<String> stack, String context) {
        e.setContext(context);
        String lay = e.layer();
        if ("0".equals(lay) && inherited.isPresent()) {
            lay = inherited.get();
        }
        if (depth == 0 && e.integer(67, 0) == 1) {
            skip(e, "PAPER SPACE " + e.type());
            return;
        }
        if (!"INSERT".equals(e.type())) {
            if (!options.layers().accepts(lay)) {
                skimmed.merge(lay, new Skipped(1, e.line(), e.label(lay)), (a, b) -> new Skipped(a.count + 1, a.line, a.label));
                return;
            }
            if (++built % PROGRESS_ENTITIES == 0) {
                progress.step("building DXF entities", Math.min(built, expected), expected);
            }
        }
        switch (e.type()) {
            case "LINE" -> line(e, xf, lay);
            case "POINT" -> point(e, xf, lay);
            case "CIRCLE", "ARC" -> circleOrArc(e, xf, lay);
            case "LWPOLYLINE" -> lwpolyline(e, xf, lay);
            case "POLYLINE" -> polyline(e, xf, lay);
            case "ELLIPSE" -> ellipse(e, xf, lay);
            case "SPLINE" -> spline(e, xf, lay);
            case "INSERT" -> insert(e, xf, lay, depth, stack);
            default -> skip(e, e.type());
        }
    }

    private void skip(DxfEntity e, String kind) {
        skipped.merge(kind, new Skipped(1, e.line(), e.label(e.layer())),
                (a, b) -> new Skipped(a.count + 1, a.line, a.label));
    }

    private ProfileSource source(DxfEntity e, String lay) {
        return new ProfileSource(file, e.line(), e.label(), lay);
    }

    private ExactPoint2 point(DxfEntity e, int xCode) {
        return new ExactPoint2(e.number(xCode, Rational.ZERO), e.number(xCode + 10, Rational.ZERO));
    }

    /** The OCS to WCS map from the extrusion (210/220/230), or empty (with a warning) if not along ±Z. */
    private Optional<Affine2> ocs(DxfEntity e, String lay) {
        Rational nx = e.number(210, Rational.ZERO);
        Rational ny = e.number(220, Rational.ZERO);
        Rational nz = e.number(230, Rational.ONE);
        if (nx.isZero() && ny.isZero() && !nz.isZero()) {
            return Optional.of(nz.signum() > 0 ? Affine2.IDENTITY : Affine2.MIRROR_X);
        }
        report.add(e.line(), e.label(lay), "group 210", Severity.WARNING, "extrusion = (" + nx + ", " + ny + ", " + nz
                + ") is not along ±Z: the entity does not lie in the XY plane of the drawing; skipped");
        return Optional.empty();
    }

    private Polygoniser polygoniser(Affine2 xf, DxfEntity e, String lay) {
        double stretch = xf.stretchBound();
        return new Polygoniser(options.chordTolerance().value() / stretch);
    }

    private void approximated(DxfEntity e, String lay, String field, int vertices) {
        report.add(e.line(), e.label(lay), field, Severity.INFO, e.type() + " polygonised into " + vertices
                + " vertices within " + options.chordTolerance());
    }

    private List<ExactPoint2> map(Affine2 xf, List<ExactPoint2> pts) {
        List<ExactPoint2> out = new ArrayList<>(pts.size());
        for (ExactPoint2 p : pts) {
            out.add(xf.apply(p));
        }
        return out;
    }

    private void addOpen(DxfEntity e, String lay, List<ExactPoint2> pts, boolean approx) {
        List<ExactPoint2> v = new ArrayList<>(pts);
        LoopChainer.dedupe(v, false);
        if (v.size() < 2) {
            report.add(e.line(), e.label(lay), "", Severity.WARNING, e.type() + " has zero length; skipped");
            return;
        }
        layer(lay).open.add(new LoopChainer.Piece(v, approx, e.label(), e.line()));
    }

    private void addClosed(DxfEntity e, String lay, List<ExactPoint2> pts, boolean approx) {
        List<ExactPoint2> v = new ArrayList<>(pts);
        LoopChainer.dedupe(v, true);
        if (v.size() < 3) {
            report.add(e.line(), e.label(lay), "", Severity.WARNING, "closed " + e.type() + " has " + v.size()
                    + " distinct vertices; an outline needs 3; skipped");
            return;
        }
        layer(lay).outlines.add(new ProfileOutline(v, approx, source(e, lay)));
    }

    private void line(DxfEntity e, Affine2 xf, String lay) {
        addOpen(e, lay, map(xf, List.of(point(e, 10), point(e, 11))), false);
    }

    private void point(DxfEntity e, Affine2 xf, String lay) {
        layer(lay).points.add(new ProfilePoint(xf.apply(point(e, 10)), source(e, lay)));
    }

    private Rational positive(DxfEntity e, int code, String what, String lay) {
        Rational r = e.required(code, what);
        if (r.signum() <= 0) {
            throw report.fail(e.first(code).map(DxfGroup::line).orElse(e.line()), e.label(lay),
                    DxfEntity.groupName(code, what), what + " = " + r + "; it must be > 0");
        }
        return r;
    }

    /** CIRCLE (full turn, also kept exactly) and ARC (counter-clockwise from group 50 to group 51, degrees). */
    private void circleOrArc(DxfEntity e, Affine2 xf, String lay) {
        Optional<Affine2> om = ocs(e, lay).map(xf::compose);
        if (om.isEmpty()) {
            return;
        }
        Affine2 m = om.get();
        ExactPoint2 c = point(e, 10);
        Rational r = positive(e, 40, "radius", lay);
        boolean isCircle = "CIRCLE".equals(e.type());
        Rational start = isCircle ? Rational.ZERO : e.number(50, Rational.ZERO);
        Rational sweep = isCircle ? ExactTransforms.FULL_TURN
                : ExactTransforms.mod360(e.number(51, ExactTransforms.FULL_TURN).subtract(start));
        Rational sw = sweep.isZero() ? ExactTransforms.FULL_TURN : sweep;
        List<ExactPoint2> pts = curve(e, lay, () -> polygoniser(m, e, lay).arc(c, r, start, sw));
        approximated(e, lay, "group 40 radius", pts.size());
        if (!sw.equals(ExactTransforms.FULL_TURN)) {
            addOpen(e, lay, map(m, pts), true);
            return;
        }
        addClosed(e, lay, map(m, pts), true);
        if (!isCircle) {
            return;
        }
        Optional<Rational> s = ExactTransforms.similarityScale(m);
        if (s.isPresent()) {
            layer(lay).circles.add(new ProfileCircle(m.apply(c), r.multiply(s.get()), source(e, lay)));
        } else {
            report.add(e.line(), e.label(lay), "", Severity.INFO, "the circle is scaled non-uniformly (an ellipse) or"
                    + " by an irrational factor; it is kept as a polygon only");
        }
    }

    /** Runs a polygonisation, turning "too many segments" into an error naming the entity. */
    private List<ExactPoint2> curve(DxfEntity e, String lay, java.util.function.Supplier<List<ExactPoint2>> f) {
        try {
            return f.get();
        } catch (Polygoniser.TooFineException ex) {
            throw report.fail(e.line(), e.label(lay), "", e.type() + " would need " + ex.segments()
                    + " segments at " + options.chordTolerance() + " (more than " + Polygoniser.MAX_SEGMENTS
                    + "); raise the chord tolerance");
        }
    }

    /** Vertices with bulges to a point list (in OCS); closes back to the first vertex when asked. */
    private List<ExactPoint2> withBulges(DxfEntity e, String lay, Affine2 m, List<ExactPoint2> v, List<Rational> bulges,
            boolean closed, boolean[] approx) {
        List<ExactPoint2> pts = new ArrayList<>();
        int n = v.size();
        int segs = closed ? n : n - 1;
        for (int i = 0; i < segs; i++) {
            ExactPoint2 p = v.get(i);
            ExactPoint2 q = v.get((i + 1) % n);
            Rational b = bulges.get(i);
            if (b.isZero() || p.equals(q)) {
                pts.add(p);
            } else {
                List<ExactPoint2> arc = curve(e, lay, () -> polygoniser(m, e, lay).bulge(p, q, b));
                pts.addAll(arc.subList(0, arc.size() - 1));
                approx[0] = true;
            }
        }
        if (!closed && n > 0) {
            pts.add(v.get(n - 1));
        }
        return pts;
    }

    private void lwpolyline(DxfEntity e, Affine2 xf, String lay) {
        Optional<Affine2> om = ocs(e, lay).map(xf::compose);
        if (om.isEmpty()) {
            return;
        }
        Affine2 m = om.get();
        List<ExactPoint2> v = new ArrayList<>();
        List<Rational> bulges = new ArrayList<>();
        Rational x = null;
        for (DxfGroup g : e.groups()) {
            if (g.code() == 10) {
                x = e.parse(g);
            } else if (g.code() == 20) {
                if (x == null) {
                    throw report.fail(g.line(), e.label(lay), "group 20", "a y coordinate without its x (group 10)"
                            + " before it; LWPOLYLINE vertices are 10/20 pairs");
                }
                v.add(new ExactPoint2(x, e.parse(g)));
                bulges.add(Rational.ZERO);
                x = null;
            } else if (g.code() == 42 && !bulges.isEmpty()) {
                bulges.set(bulges.size() - 1, e.parse(g));
            }
        }
        finishPolyline(e, lay, m, v, bulges, (e.integer(70, 0) & 1) != 0);
    }

    private void finishPolyline(DxfEntity e, String lay, Affine2 m, List<ExactPoint2> v, List<Rational> bulges,
            boolean closedFlag) {
        if (v.isEmpty()) {
            report.add(e.line(), e.label(lay), "", Severity.WARNING, e.type() + " has no vertices; skipped");
            return;
        }
        boolean closed = closedFlag || (v.size() > 2 && v.get(0).equals(v.get(v.size() - 1))
                && bulges.get(bulges.size() - 1).isZero());
        if (closed && !closedFlag) {
            v = new ArrayList<>(v.subList(0, v.size() - 1));
        }
        boolean[] approx = {false};
        List<ExactPoint2> pts = withBulges(e, lay, m, v, bulges, closed, approx);
        if (approx[0]) {
            approximated(e, lay, "group 42 bulge", pts.size());
        }
        if (closed) {
            addClosed(e, lay, map(m, pts), approx[0]);
        } else {
            addOpen(e, lay, map(m, pts), approx[0]);
        }
    }

    private void polyline(DxfEntity e, Affine2 xf, String lay) {
        int flags = e.integer(70, 0);
        if ((flags & (16 | 64)) != 0) {
            report.add(e.line(), e.label(lay), "group 70", Severity.WARNING, "POLYLINE flags = " + flags
                    + ((flags & 64) != 0 ? " (polyface mesh)" : " (3D polygon mesh)")
                    + " is a surface, not a planar profile; skipped");
            return;
        }
        boolean is3d = (flags & 8) != 0;
        Affine2 m = xf;
        if (!is3d) {
            Optional<Affine2> o = ocs(e, lay);
            if (o.isEmpty()) {
                return;
            }
            m = xf.compose(o.get());
        }
        List<ExactPoint2> v = new ArrayList<>();
        List<Rational> bulges = new ArrayList<>();
        boolean zVaries = false;
        Rational z0 = null;
        for (DxfEntity vert : e.children()) {
            int vf = vert.integer(70, 0);
            if ((vf & 16) != 0) {
                continue; // spline frame control point: the fitted vertices follow
            }
            v.add(new ExactPoint2(vert.required(10, "x"), vert.required(20, "y")));
            bulges.add(is3d ? Rational.ZERO : vert.number(42, Rational.ZERO));
            Rational z = vert.number(30, Rational.ZERO);
            zVaries |= z0 != null && !z.equals(z0);
            z0 = z0 == null ? z : z0;
        }
        if (is3d && zVaries) {
            report.add(e.line(), e.label(lay), "group 30", Severity.WARNING,
                    "3D POLYLINE with varying z: projected onto the XY plane");
        }
        finishPolyline(e, lay, m, v, bulges, (flags & 1) != 0);
    }

    private void ellipse(DxfEntity e, Affine2 xf, String lay) {
        Rational nx = e.number(210, Rational.ZERO);
        Rational ny = e.number(220, Rational.ZERO);
        Rational nz = e.number(230, Rational.ONE);
        if (!nx.isZero() || !ny.isZero() || nz.isZero()) {
            ocs(e, lay);
            return;
        }
        ExactPoint2 c = point(e, 10);
        ExactPoint2 major = point(e, 11);
        Rational ratio = positive(e, 40, "axis ratio", lay);
        if (major.equals(ExactPoint2.ORIGIN)) {
            throw report.fail(e.line(), e.label(lay), "group 11", "major axis = (0, 0); an ELLIPSE needs a non-zero"
                    + " major axis");
        }
        // minor = ratio * (N x major), N = (0, 0, sign(nz))
        ExactPoint2 perp = new ExactPoint2(major.y().negate(), major.x());
        ExactPoint2 minor = perp.scale(nz.signum() > 0 ? ratio : ratio.negate());
        double t0 = e.number(41, Rational.ZERO).doubleValue();
        double t1 = e.number(42, Rational.of(2)).doubleValue();
        if (e.first(42).isEmpty()) {
            t1 = 2 * Math.PI;
        }
        while (t1 <= t0) {
            t1 += 2 * Math.PI;
        }
        boolean full = Math.abs(t1 - t0 - 2 * Math.PI) <= FULL_ELLIPSE_SLACK_RAD;
        double s0 = t0;
        double s1 = full ? t0 + 2 * Math.PI : t1;
        List<ExactPoint2> pts = curve(e, lay, () -> polygoniser(xf, e, lay).ellipse(c, major, minor, s0, s1, full));
        approximated(e, lay, "group 40 axis ratio", pts.size());
        if (full) {
            addClosed(e, lay, map(xf, pts), true);
        } else {
            addOpen(e, lay, map(xf, pts), true);
        }
    }

    private void spline(DxfEntity e, Affine2 xf, String lay) {
        SplineGroups g = SplineGroups.read(e);
        if (g.controlPoints().isEmpty()) {
            if (g.fitPoints().size() < 2) {
                report.add(e.line(), e.label(lay), "group 10", Severity.WARNING, "SPLINE has neither control points nor"
                        + " two fit points; skipped");
                return;
            }
            report.add(e.line(), e.label(lay), "group 11", Severity.WARNING, "SPLINE given by fit points only: the fit"
                    + " points are joined by straight lines (not within the chord tolerance)");
            addSpline(e, lay, map(xf, g.fitPoints()), g.closed());
            return;
        }
        double[] k = g.checkedKnots(e, lay, report);
        double[] w = g.checkedWeights(e, lay, report);
        List<ExactPoint2> pts = curve(e, lay, () -> polygoniser(xf, e, lay).spline(g.degree(), k, g.controlPoints(),
                w));
        approximated(e, lay, "group 40 knots", pts.size());
        addSpline(e, lay, map(xf, pts), g.closed());
    }

    private void addSpline(DxfEntity e, String lay, List<ExactPoint2> pts, boolean closedFlag) {
        boolean closed = closedFlag || (pts.size() > 3 && pts.get(0).equals(pts.get(pts.size() - 1)));
        if (closed) {
            addClosed(e, lay, pts, true);
        } else {
            addOpen(e, lay, pts, true);
        }
    }

    private void insert(DxfEntity e, Affine2 xf, String lay, int depth, List<String> stack) {
        String name = e.text(2).orElse("");
        DxfBlock block = blocks.get(name.toUpperCase(Locale.ROOT));
        if (block == null) {
            report.add(e.line(), e.label(lay), "group 2", Severity.WARNING, "block '" + name
                    + "' is not defined in the BLOCKS section; INSERT skipped");
            return;
        }
        if (stack.contains(name.toUpperCase(Locale.ROOT)) || depth >= MAX_NESTING) {
            throw report.fail(e.line(), e.label(lay), "group 2", "block '" + name + "' inserts itself (through "
                    + String.join(" > ", stack) + ") or nesting exceeds " + MAX_NESTING + " levels");
        }
        Optional<Affine2> o = ocs(e, lay);
        if (o.isEmpty()) {
            return;
        }
        Rational sx = e.number(41, Rational.ONE);
        Rational sy = e.number(42, Rational.ONE);
        if (sx.isZero() || sy.isZero()) {
            report.add(e.line(), e.label(lay), sx.isZero() ? "group 41" : "group 42", Severity.WARNING,
                    "scale = (" + sx + ", " + sy + ") collapses the block; INSERT skipped");
            return;
        }
        Affine2 rot = ExactTransforms.insertRotation(e, lay, report);
        ExactPoint2 ins = point(e, 10);
        int cols = e.integer(70, 1);
        int rows = e.integer(71, 1);
        Rational dx = e.number(44, Rational.ZERO);
        Rational dy = e.number(45, Rational.ZERO);
        cols = Math.max(1, cols);
        rows = Math.max(1, rows);
        Affine2 local = Affine2.scaling(sx, sy).compose(Affine2.translation(block.baseX().negate(), block.baseY().negate()));
        List<String> inner = new ArrayList<>(stack);
        inner.add(name.toUpperCase(Locale.ROOT));
        String childContext = e.label().contains(" in INSERT ")
                ? e.label().substring(e.label().indexOf(" in INSERT ") + 1) + " > INSERT #" + e.handle()
                : "in INSERT #" + e.handle();
        for (int c = 0; c < cols; c++) {
            for (int r = 0; r < rows; r++) {
                Affine2 cell = Affine2.translation(dx.multiply(Rational.of(c)), dy.multiply(Rational.of(r)));
                Affine2 m = xf.compose(o.get()).compose(Affine2.translation(ins.x(), ins.y())).compose(rot)
                        .compose(cell).compose(local);
                for (DxfEntity child : block.entities()) {
                    entity(child, m, Optional.of(lay), depth + 1, inner, childContext);
                }
            }
        }
    }

    /** Chains open pieces per layer and freezes the profiles. */
    List<PlanarProfile> finish() {
        for (Map.Entry<String, Skipped> s : skipped.entrySet()) {
            Skipped k = s.getValue();
            report.add(k.line, k.label, "", Severity.WARNING, k.count + " " + s.getKey() + " entit"
                    + (k.count == 1 ? "y" : "ies") + " skipped (not planar profile geometry); first one shown");
        }
        for (Map.Entry<String, Skipped> s : skimmed.entrySet()) {
            Skipped k = s.getValue();
            report.add(k.line, k.label, "group 8", Severity.INFO, k.count + " entit" + (k.count == 1 ? "y" : "ies")
                    + " inside blocks on layer " + s.getKey() + " not built: the reading keeps "
                    + options.layers().description() + "; first one shown");
        }
        LoopChainer chainer = new LoopChainer(options.chainTolerance().value());
        OutlineValidity validity = new OutlineValidity();
        List<PlanarProfile> out = new ArrayList<>();
        int layerIndex = 0;
        for (LayerData d : layers.values()) {
            progress.step("chaining DXF pieces", layerIndex++, layers.size());
            List<ProfileOutline> outlines = new ArrayList<>(d.outlines);
            List<ProfilePath> paths = new ArrayList<>();
            LoopChainer.Result r = chainer.chain(d.open);
            for (LoopChainer.Piece p : r.loops()) {
                ProfileSource src = new ProfileSource(file, p.line(), p.entities(), d.name);
                outlines.add(new ProfileOutline(p.vertices(), p.approximated(), src));
                if (p.entities().contains(" + ")) {
                    report.add(p.line(), p.entities() + " on layer " + d.name, "", Severity.INFO, "pieces chained into"
                            + " a closed outline of " + p.vertices().size() + " vertices within " + options.chainTolerance());
                }
            }
            for (ProfileOutline o : outlines) {
                validity.problem(o.vertices()).ifPresent(problem -> report.add(o.source().line(),
                        o.source().entity() + " on layer " + d.name, "outline", Severity.WARNING,
                        "the closed outline of " + o.vertices().size() + " vertices is not a simple polygon: " + problem
                                + " (found by JTS in double precision)"));
            }
            for (LoopChainer.Piece p : r.open()) {
                ProfileSource src = new ProfileSource(file, p.line(), p.entities(), d.name);
                paths.add(new ProfilePath(p.vertices(), p.approximated(), src));
                report.add(p.line(), p.entities() + " on layer " + d.name, "", Severity.INFO, "open path from "
                        + p.start() + " to " + p.end() + " (the ring is not closed): its ends are not within "
                        + options.chainTolerance() + " of another piece");
            }
            for (String b : r.branches()) {
                report.add(0, "layer " + d.name, "", Severity.WARNING, "more than two piece ends meet at " + b
                        + "; the chaining into loops took the first in file order");
            }
            out.add(new PlanarProfile(d.name, outlines, paths, d.points, d.circles));
        }
        return out;
    }
}

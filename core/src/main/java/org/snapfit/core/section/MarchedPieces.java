package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.snapfit.core.body.Face;
import org.snapfit.core.curve.ChordRule;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.OffsetSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.PosedSurface;
import org.snapfit.core.surface.SurfaceOfLinearExtrusion;
import org.snapfit.core.surface.Uv;

/**
 * The section on faces without a closed-form section curve (B-spline, offset, general revolution and torus faces):
 * the pieces from each exit crossing of the face's boundary to the entry the marcher reaches ({@link ContourMarcher}),
 * and the closed curves inside the face that meet none of its edges ({@link PlaneSignCells} on B-spline faces,
 * {@link EnclosureCells} on tori, surfaces of revolution and offsets of B-spline surfaces and of surfaces of
 * revolution, one seed on offsets of linear extrusions, a grid of the parameter box on the others, which the
 * diagnostic then says). Each face's approximation is reported with its bound. Not thread-safe (part of one
 * section); engine-internal.
 */
final class MarchedPieces {

    /**
     * A section point where the sine of the angle between the surface normal and the plane normal is at most this is
     * a touch, not a crossing (dimensionless): Newton's corrector reaches a tangent point only to within about the
     * square root of its residual, where the sine is still of the order 1e-7.
     */
    static final double TOUCH_SINE = 1e-6;

    /** Grid per direction on which a non-B-spline face met by no edge is searched for a closed section curve (count). */
    static final int CLOSED_GRID = 32;

    /** Receives the section's issues. */
    interface Issues {
        /**
         * Adds an issue.
         *
         * @param level how serious
         * @param kind what it is
         * @param feature the face, edge or vertex it concerns
         * @param message the text
         */
        void add(SectionIssue.Level level, SectionIssue.Kind kind, Object feature, String message);
    }

    private final CutFrame frame;
    private final ChordRule rule;
    private final double size;
    private final Issues issues;

    MarchedPieces(CutFrame frame, ChordRule rule, double size, Issues issues) {
        this.frame = frame;
        this.rule = rule;
        this.size = size;
        this.issues = issues;
    }

    /**
     * The pieces of a face without a closed form: from every exit crossing to the entry it reaches, then the
     * closed curves that meet no edge.
     */
    void pieces(Face f, List<EdgeCrossing.Use> uses, List<BrepSectioner.Piece> out) {
        ContourMarcher marcher = new ContourMarcher(f.surface(), f.sameSense(), frame, rule, size);
        List<EdgeCrossing.Use> entries = new ArrayList<>();
        for (EdgeCrossing.Use u : uses) {
            if (!u.exit) {
                entries.add(u);
            }
        }
        List<ContourMarcher.Target> targets = new ArrayList<>();
        for (EdgeCrossing.Use u : entries) {
            targets.add(() -> u.crossing.point);
        }
        Set<Integer> taken = new java.util.HashSet<>();
        List<List<Vec3>> traced = new ArrayList<>();
        boolean certified = true;
        double bound = 0;
        int segments = 0;
        for (EdgeCrossing.Use e : uses) {
            if (!e.exit) {
                continue;
            }
            if (Double.isNaN(e.u)) {
                Uv uv = f.surface().closestParameter(e.crossing.point);
                e.u = uv.u();
                e.v = uv.v();
            }
            ContourMarcher.Target self = null;
            for (int i = 0; i < entries.size(); i++) {
                if (entries.get(i).crossing == e.crossing) {
                    self = targets.get(i);
                }
            }
            List<Vec3> interior = new ArrayList<>();
            int r = marcher.trace(e.u, e.v, targets, self, interior);
            if (r < 0) {
                issues.add(SectionIssue.Level.ERROR, SectionIssue.Kind.INCONSISTENT, f, "the section curve leaving this "
                        + BrepSectioner.kind(f) + " face's boundary at " + e.crossing.point + " cannot be followed: "
                        + marcher.failure);
                continue;
            }
            if (!taken.add(r)) {
                issues.add(SectionIssue.Level.ERROR, SectionIssue.Kind.INCONSISTENT, f, "two section curves on this face"
                        + " end at the same crossing " + entries.get(r).crossing.point);
                continue;
            }
            bound = Math.max(bound, marcher.deviation);
            certified &= marcher.certified;
            segments += interior.size() + 1;
            out.add(new BrepSectioner.Piece(f, e, entries.get(r), interior, marcher.deviation, null));
            List<Vec3> line = new ArrayList<>(interior);
            line.add(0, e.crossing.point);
            line.add(entries.get(r).crossing.point);
            traced.add(line);
        }
        boolean searched = closedMarch(f, marcher, out, traced, uses.isEmpty());
        if (segments > 0) {
            issues.add(SectionIssue.Level.INFO, SectionIssue.Kind.APPROXIMATED, f, "the section curve on this " + BrepSectioner.kind(f)
                    + " face is polygonised by marching: " + segments + " segments, chord error " + how(certified, f)
                    + " <= " + bound + " mm (chord tolerance " + rule.tolerance() + " mm)" + (searched ? ""
                    : "; closed section curves inside the face that meet none of its edges are not searched for"
                    + " (no derivative bounds for this surface)"));
        }
    }

    /**
     * The closed section curves inside a face that meet none of its edges. On a B-spline face every cell where
     * the plane may pass ({@link PlaneSignCells}; on tori, surfaces of revolution and offsets of B-spline surfaces
     * and of surfaces of revolution {@link EnclosureCells}; on offsets of linear extrusions the one seed of
     * {@link #extrusionSeed}) seeds the marcher unless its section point lies on a curve traced already, so no closed curve is missed however
     * small; on other faces met by no edge one closed curve is looked for on a grid of the parameter box. Returns
     * whether the search had that guarantee.
     */
    private boolean closedMarch(Face f, ContourMarcher marcher, List<BrepSectioner.Piece> out, List<List<Vec3>> traced,
            boolean noCrossing) {
        if (f.surface() instanceof BSplineSurface b) {
            PlaneSignCells.Result cells = PlaneSignCells.of(b, frame, size);
            if (cells != null) {
                islands(f, marcher, cells, out, traced);
                return true;
            }
        } else if (offsetOfExtrusion(f.surface())) {
            islands(f, marcher, extrusionSeed(f.surface()), out, traced);
            return true;
        } else {
            DerivativeBounds bounds = DerivativeBounds.of(f.surface());
            PlaneSignCells.Result cells = bounds == null ? null : EnclosureCells.of(f.surface(), bounds, frame, size);
            if (cells != null) {
                islands(f, marcher, cells, out, traced);
                return true;
            }
        }
        if (!noCrossing) {
            return false;
        }
        ParametricSurface s = f.surface();
        double u0 = Math.max(s.uMin(), -ParametricSurface.INVERSION_RANGE);
        double u1 = Math.min(s.uMax(), ParametricSurface.INVERSION_RANGE);
        double v0 = Math.max(s.vMin(), -ParametricSurface.INVERSION_RANGE);
        double v1 = Math.min(s.vMax(), ParametricSurface.INVERSION_RANGE);
        int n = CLOSED_GRID;
        double[][] g = new double[n + 1][n + 1];
        for (int i = 0; i <= n; i++) {
            for (int j = 0; j <= n; j++) {
                g[i][j] = frame.distance(s.point(u0 + (u1 - u0) * i / n, v0 + (v1 - v0) * j / n));
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j <= n; j++) {
                if ((g[i][j] < 0) != (g[i + 1][j] < 0)) {
                    double u = u0 + (u1 - u0) * (i + 0.5) / n;
                    double v = v0 + (v1 - v0) * j / n;
                    Vec3 p = s.point(u, v);
                    if (!FaceLocator.contains(f, p)) {
                        continue;
                    }
                    List<Vec3> interior = new ArrayList<>();
                    if (marcher.trace(u, v, List.of(), null, interior) == -1) {
                        interior.add(0, p);
                        out.add(new BrepSectioner.Piece(f, null, null, interior, marcher.deviation, null));
                        issues.add(SectionIssue.Level.INFO, SectionIssue.Kind.APPROXIMATED, f, "a closed section curve"
                                + " inside this " + BrepSectioner.kind(f) + " face is polygonised by marching: "
                                + interior.size() + " segments, chord error " + how(marcher.certified, f)
                                + " <= " + marcher.deviation + " mm (found on a " + CLOSED_GRID + " x " + CLOSED_GRID
                                + " grid of the parameter box: a smaller closed curve may be missed)");
                    }
                    return false;
                }
            }
        }
        return false;
    }

    /** Whether a surface is an offset of a linear extrusion (possibly moved by rigid poses). */
    private static boolean offsetOfExtrusion(ParametricSurface s) {
        while (s instanceof PosedSurface p) {
            s = p.base();
        }
        if (!(s instanceof OffsetSurface o)) {
            return false;
        }
        ParametricSurface b = o.base();
        while (b instanceof PosedSurface p) {
            b = p.base();
        }
        return b instanceof SurfaceOfLinearExtrusion;
    }

    /**
     * The seed of the island search on an offset of a linear extrusion S = c(u) + v·d + δ n̂(u) (n̂ ⟂ d does not depend
     * on v, so S_v = d): the plane's distance is h(u, 0) + v (n·d). If n·d = 0 the section is rulings u = const,
     * straight lines that leave the face at its edges: no closed curve. Otherwise every u has exactly one section
     * point, so the section is one curve, a graph over u, and a closed section curve that meets no edge is the whole
     * graph and passes through the middle of the u domain: that one point seeds the marcher.
     */
    private PlaneSignCells.Result extrusionSeed(ParametricSurface s) {
        double um = (s.uMin() + s.uMax()) / 2;
        double[] o = new double[18];
        s.evaluate(um, 0, o);
        Vec3 n = frame.normal();
        double nd = n.x() * o[6] + n.y() * o[7] + n.z() * o[8];
        double d = Math.sqrt(o[6] * o[6] + o[7] * o[7] + o[8] * o[8]);
        if (Math.abs(nd) <= SurfaceCurves.PARALLEL_COSINE * d) {
            return new PlaneSignCells.Result(List.of(), true);
        }
        double h = frame.distance(new Vec3(o[0], o[1], o[2]));
        return new PlaneSignCells.Result(List.<double[]>of(new double[] {um, -h / nd}), true);
    }

    /** Seeds the marcher from every undecided cell whose section point is not on a curve found already. */
    private void islands(Face f, ContourMarcher marcher, PlaneSignCells.Result cells, List<BrepSectioner.Piece> out,
            List<List<Vec3>> traced) {
        List<List<Vec3>> found = new ArrayList<>(traced);
        double tol = rule.tolerance();
        // the face's parameter-plane loops (every edge sampled and inverted onto the surface) cost more than the
        // whole search when every seed lands on a curve traced already: built at the first seed that needs them
        FaceLocator.UvTest inside = null;
        for (double[] c : cells.centres()) {
            double[] q = marcher.onPlane(c[0], c[1]);
            if (q == null) {
                continue;
            }
            Vec3 p = new Vec3(q[2], q[3], q[4]);
            if (onAny(p, found, tol)) {
                continue;
            }
            if (inside == null) {
                inside = FaceLocator.inside(f);
            }
            if (!inside.test(q[0], q[1])) {
                continue;
            }
            if (q[5] <= TOUCH_SINE) {
                found.add(List.of(p));
                issues.add(SectionIssue.Level.WARNING, SectionIssue.Kind.TANGENT, f, "the plane touches this " + BrepSectioner.kind(f)
                        + " face at " + p + " without crossing it (the section curve shrinks to this point);"
                        + " nothing is cut there");
                continue;
            }
            List<Vec3> interior = new ArrayList<>();
            if (marcher.trace(q[0], q[1], List.of(), null, interior) != -1) {
                found.add(List.of(p));
                issues.add(SectionIssue.Level.ERROR, SectionIssue.Kind.INCONSISTENT, f, "the closed section curve"
                        + " through " + p + " inside this " + BrepSectioner.kind(f) + " face cannot be followed: "
                        + marcher.failure);
                continue;
            }
            interior.add(0, p);
            List<Vec3> ring = new ArrayList<>(interior);
            ring.add(p);
            found.add(ring);
            out.add(new BrepSectioner.Piece(f, null, null, interior, marcher.deviation, null));
            issues.add(SectionIssue.Level.INFO, SectionIssue.Kind.APPROXIMATED, f, "a closed section curve inside this "
                    + BrepSectioner.kind(f) + " face is polygonised by marching: " + interior.size() + " segments, chord error "
                    + how(marcher.certified, f) + " <= " + marcher.deviation + " mm");
        }
        if (!cells.complete()) {
            issues.add(SectionIssue.Level.WARNING, SectionIssue.Kind.INCONSISTENT, f, "the plane may pass through more"
                    + " than " + PlaneSignCells.MAX_CELLS + " cells of this " + BrepSectioner.kind(f) + " face (it nearly"
                    + " contains the face); closed section curves beyond them may be missed");
        }
    }

    /** How a marched chord error is known: certified on every segment, or checked at every segment's middle. */
    private static String how(boolean certified, Face f) {
        if (certified) {
            return "certified";
        }
        if (DerivativeBounds.of(f.surface()) != null) {
            return "checked at every segment's middle";
        }
        return "checked at every segment's middle (not certified: " + (f.surface() instanceof OffsetSurface
                ? "the derivative bounds of an offset surface need its base's third derivatives, which are bounded"
                + " only for B-spline surfaces, linear extrusions, surfaces of revolution and tori"
                : "no derivative bounds for this surface") + ")";
    }

    /** Whether p is within tol of one of the polylines (a single point: within tol of it). */
    private static boolean onAny(Vec3 p, List<List<Vec3>> polylines, double tol) {
        for (List<Vec3> line : polylines) {
            if (line.size() == 1 && line.get(0).distance(p) <= tol) {
                return true;
            }
            for (int i = 0; i + 1 < line.size(); i++) {
                if (BrepSectioner.dist(p, line.get(i), line.get(i + 1)) <= tol) {
                    return true;
                }
            }
        }
        return false;
    }
}

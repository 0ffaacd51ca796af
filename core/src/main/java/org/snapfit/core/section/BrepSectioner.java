package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.curve.ChordRule;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.OffsetSurface;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Plane;

/**
 * The section of a B-rep body by a plane: closed loops in section coordinates, exact where the data are exact.
 * Stateless and thread-safe (each call builds its own engine).
 *
 * <p><b>Method.</b> (1) Every vertex gets a side of the plane: exactly (from its {@link ExactData} twin and an exact
 * {@link CutFrame}) or within {@link SectionOptions#onPlane()}; a vertex on the plane counts as lying on the positive
 * side (symbolic perturbation: the plane moved by an infinitesimal ε towards −n), so every decision below is
 * consistent across faces. (2) Every edge gets its crossings: a straight edge with exact ends crosses at the exact
 * rational point A + (B − A)·f(A)/(f(A) − f(B)); a curved edge by the closed forms of {@link EdgeRoots}. (3) On
 * each face the section curve runs along T = N × n (N the outward face normal), which leaves the face's part below
 * the plane on its left; so each piece starts where the face's boundary loop leaves the negative side (an exit) and
 * ends at the next crossing along T, which must be an entry. On planes the crossings are ordered along the line
 * (exactly for exact crossings, ties at an on-plane vertex broken by the ε-perturbation); on cylinders, cones,
 * spheres, tori (across or through the axis), surfaces of revolution (across the axis), linear extrusions and
 * offsets of planes, cylinders, cones, spheres and ring tori along their closed-form curves ({@link SurfaceCurves}); on other
 * surfaces by marching ({@link MarchedPieces},
 * {@link ContourMarcher}). Closed curves that meet no edge are kept when {@link FaceLocator} finds them inside the
 * face. (4) Pieces are
 * chained through their shared crossings into loops, which are reversed so that outer boundaries run
 * counter-clockwise seen from +n, and checked to be simple.
 *
 * <p><b>Exactness.</b> Section vertices on straight edges whose ends are exact are exact rationals (given an exact
 * plane with a rational frame). Points on curves are computed in floating point and rounded to the chord rule's
 * dyadic grid; arcs are polygonised within the chord tolerance by {@link ChordRule} (conics: certified by the
 * bound of |c''|; marching on B-spline, torus and revolution faces: certified by derivative bounds; other
 * closed-form parametrisations and marching: checked at interior points). Each loop says whether it is exact and
 * its error bound.
 */
public final class BrepSectioner {

    private BrepSectioner() {
    }

    /**
     * Cuts a body.
     *
     * @param body the body, in its own coordinates
     * @param frame the plane in the body's coordinates
     * @param exact the exact twins of the body's geometry ({@link ExactData#NONE} if none)
     * @param options tolerances
     * @return the loops and issues; loops that cannot be closed or are not simple are left out with an error issue
     */
    public static BodySection cut(Body body, CutFrame frame, ExactData exact, SectionOptions options) {
        return new Engine(body, frame, exact, options).run();
    }

    /** The side of a vertex. */
    private record Side(int sign, boolean on, ExactPoint3 exact, Rational level, double distance) {
    }

    /** A piece of the section on one face, from an exit crossing to an entry crossing (or a closed curve). */
    static final class Piece {
        final Face face;
        final EdgeCrossing.Use from;
        final EdgeCrossing.Use to;
        final List<Vec3> interior;
        final double bound;
        final SectionLoop.Circle circle;

        Piece(Face face, EdgeCrossing.Use from, EdgeCrossing.Use to, List<Vec3> interior, double bound, SectionLoop.Circle circle) {
            this.face = face;
            this.from = from;
            this.to = to;
            this.interior = interior;
            this.bound = bound;
            this.circle = circle;
        }
    }

    /** The distance from p to the segment ab (mm). */
    static double dist(Vec3 p, Vec3 a, Vec3 b) {
        Vec3 ab = b.subtract(a);
        double l2 = ab.normSq();
        double t = l2 == 0 ? 0 : Math.max(0, Math.min(1, p.subtract(a).dot(ab) / l2));
        return p.distance(a.add(ab.scale(t)));
    }

    /** Ties at an on-plane vertex: the order of the ε-perturbed crossings along t. */
    static int compareOffsets(EdgeCrossing.Use x, EdgeCrossing.Use y, Vec3 t, ExactPoint3 te) {
        EdgeCrossing a = x.crossing;
        EdgeCrossing b = y.crossing;
        if (a.offsetExact != null && b.offsetExact != null) {
            return a.offsetExact.dot(te).compareTo(b.offsetExact.dot(te));
        }
        double oa = a.offset == null ? 0 : a.offset.dot(t);
        double ob = b.offset == null ? 0 : b.offset.dot(t);
        return Double.compare(oa, ob);
    }

    /** A face's surface kind in lower case, for messages. */
    static String kind(Face f) {
        return f.surface().kind().name().toLowerCase(java.util.Locale.ROOT);
    }

    private static final class Engine {
        private final Body body;
        private final CutFrame frame;
        private final ExactData exact;
        private final SectionOptions options;
        private final ChordRule rule;
        private final Map<Vertex, Side> sides = new IdentityHashMap<>();
        private final Map<Edge, List<EdgeCrossing>> crossings = new IdentityHashMap<>();
        private final Map<EdgeCrossing, ExactPoint2> points2 = new IdentityHashMap<>();
        private final List<SectionIssue> issues = new ArrayList<>();
        private final double size;
        private final double rounding;
        private boolean roundedAny;
        private final MarchedPieces marched;
        private final CurvePieces curves;

        Engine(Body body, CutFrame frame, ExactData exact, SectionOptions options) {
            this.body = body;
            this.frame = frame;
            this.exact = exact;
            this.options = options;
            this.rule = ChordRule.of(options.chordTolerance().value());
            this.rounding = rule.grid() * Math.sqrt(0.5);
            double s = 0;
            for (Face fc : body.faces()) {
                for (Loop l : fc.loops()) {
                    for (OrientedEdge e : l.edges()) {
                        s = Math.max(s, e.edge().start().point().norm());
                    }
                }
            }
            this.size = Math.max(1, 2 * s);
            this.marched = new MarchedPieces(frame, rule, size, this::issue);
            this.curves = new CurvePieces(frame, rule, size, this::issue);
        }

        BodySection run() {
            List<Piece> pieces = new ArrayList<>();
            for (Face f : body.faces()) {
                try {
                    facePieces(f, pieces);
                } catch (ChordRule.TooFineException e) {
                    issue(SectionIssue.Level.ERROR, SectionIssue.Kind.APPROXIMATED, f, "the section curve on this "
                            + kind(f) + " face " + e.getMessage() + " at chord tolerance " + rule.tolerance()
                            + " mm; raise the chord tolerance");
                }
            }
            return new BodySection(chain(pieces), issues);
        }

        private void issue(SectionIssue.Level level, SectionIssue.Kind kind, Object feature, String message) {
            issues.add(new SectionIssue(level, kind, Optional.ofNullable(feature), message));
        }


        // ------------------------------------------------------------------ sides and crossings

        private Side side(Vertex v) {
            return sides.computeIfAbsent(v, k -> {
                Optional<ExactPoint3> e = frame.isExact() ? exact.vertex(k) : Optional.empty();
                if (e.isPresent()) {
                    Rational lvl = frame.exactLevel(e.get());
                    double nn = frame.exactNormal().get().toVec3().norm();
                    return new Side(lvl.signum() >= 0 ? 1 : -1, lvl.isZero(), e.get(), lvl, lvl.doubleValue() / nn);
                }
                double d = frame.distance(k.point());
                boolean on = Math.abs(d) <= options.onPlane().value();
                return new Side(on || d > 0 ? 1 : -1, on, null, null, on ? 0 : d);
            });
        }

        private List<EdgeCrossing> crossings(Edge e) {
            List<EdgeCrossing> cs = crossings.get(e);
            if (cs == null) {
                cs = e.curve() instanceof Line3 ? lineCrossing(e) : curveCrossings(e);
                crossings.put(e, cs);
            }
            return cs;
        }

        private List<EdgeCrossing> lineCrossing(Edge e) {
            Side a = side(e.start());
            Side b = side(e.end());
            if (a.sign == b.sign) {
                if (a.on && b.on) {
                    issue(SectionIssue.Level.WARNING, SectionIssue.Kind.TANGENT, e, "the plane contains this edge");
                }
                return List.of();
            }
            Vertex at = a.on ? e.start() : b.on ? e.end() : null;
            if (a.exact != null && b.exact != null) {
                Rational lam = a.level.divide(a.level.subtract(b.level));
                ExactPoint3 p = a.exact.add(b.exact.subtract(a.exact).scale(lam));
                ExactPoint3 off = null;
                if (at == e.start()) {
                    off = b.exact.subtract(a.exact).scale(b.level.negate().reciprocal());
                } else if (at == e.end()) {
                    off = a.exact.subtract(b.exact).scale(a.level.negate().reciprocal());
                }
                double t = e.t0() + (e.t1() - e.t0()) * lam.doubleValue();
                return List.of(new EdgeCrossing(e, t, p.toVec3(), p, a.sign < b.sign, at, off == null ? null : off.toVec3(),
                        off));
            }
            double lam = at == e.start() ? 0 : at == e.end() ? 1 : a.distance / (a.distance - b.distance);
            Vec3 pa = e.start().point();
            Vec3 pb = e.end().point();
            Vec3 p = at == e.start() ? pa : at == e.end() ? pb : pa.add(pb.subtract(pa).scale(lam));
            Vec3 off = at == e.start() ? pb.subtract(pa).scale(1 / -b.distance)
                    : at == e.end() ? pa.subtract(pb).scale(1 / -a.distance) : null;
            return List.of(new EdgeCrossing(e, e.t0() + (e.t1() - e.t0()) * lam, p, null, a.sign < b.sign, at, off, null));
        }

        private List<EdgeCrossing> curveCrossings(Edge e) {
            Side a = side(e.start());
            Side b = side(e.end());
            double t0 = e.t0();
            double t1 = e.t1();
            double eps = END_ROOT * (t1 - t0);
            List<Double> roots = new ArrayList<>();
            for (double r : EdgeRoots.roots(e.curve(), t0, t1, frame)) {
                if (r > t0 + eps && r < t1 - eps) {
                    roots.add(r);
                }
            }
            int k = roots.size();
            int[] signs = new int[k + 3];
            signs[0] = a.sign;
            signs[k + 2] = b.sign;
            for (int i = 0; i <= k; i++) {
                double lo = i == 0 ? t0 : roots.get(i - 1);
                double hi = i == k ? t1 : roots.get(i);
                double g = frame.distance(e.curve().point((lo + hi) / 2));
                signs[i + 1] = g >= 0 ? 1 : -1;
            }
            List<EdgeCrossing> out = new ArrayList<>();
            for (int i = 0; i <= k + 1; i++) {
                if (signs[i] == signs[i + 1]) {
                    if (i >= 1 && i <= k) {
                        issue(SectionIssue.Level.WARNING, SectionIssue.Kind.TANGENT, e, "the plane touches this edge at "
                                + e.curve().point(roots.get(i - 1)));
                    }
                    continue;
                }
                boolean rising = signs[i] < signs[i + 1];
                if (i == 0 || i == k + 1) {
                    boolean startEnd = i == 0;
                    Vertex v = startEnd ? e.start() : e.end();
                    Side sv = startEnd ? a : b;
                    double t = startEnd ? t0 : t1;
                    Vec3 tau = e.curve().derivatives(t).d1();
                    if (!startEnd) {
                        tau = tau.negate();
                    }
                    double rate = Math.abs(frame.normal().dot(tau));
                    Vec3 off = rate > 0 ? tau.scale(1 / rate) : tau;
                    out.add(new EdgeCrossing(e, t, v.point(), sv.on ? sv.exact : null, rising, sv.on ? v : null, off, null));
                } else {
                    double t = roots.get(i - 1);
                    out.add(new EdgeCrossing(e, t, e.curve().point(t), null, rising, null, null, null));
                }
            }
            return out;
        }

        // ------------------------------------------------------------------ faces

        private void facePieces(Face f, List<Piece> out) {
            List<EdgeCrossing.Use> uses = new ArrayList<>();
            for (Loop l : f.loops()) {
                for (OrientedEdge oe : l.edges()) {
                    List<EdgeCrossing> cs = crossings(oe.edge());
                    for (int i = 0; i < cs.size(); i++) {
                        EdgeCrossing c = cs.get(oe.forward() ? i : cs.size() - 1 - i);
                        uses.add(new EdgeCrossing.Use(c, c.rising == oe.forward()));
                    }
                }
            }
            ParametricSurface s = f.surface();
            if (s instanceof Plane) {
                if (uses.isEmpty()) {
                    checkCoplanar(f);
                } else {
                    planarPieces(f, uses, out);
                }
                return;
            }
            ParametricSurface analytic = s instanceof OffsetSurface o ? SurfaceCurves.analytic(o, pointOf(f)) : null;
            List<SectionCurve> comps = analytic != null ? SurfaceCurves.of(analytic, frame, Optional.empty(), rule,
                    what -> issue(SectionIssue.Level.WARNING, SectionIssue.Kind.TANGENT, f, what))
                    : SurfaceCurves.of(s, frame, exact.axis(s), rule,
                    what -> issue(SectionIssue.Level.WARNING, SectionIssue.Kind.TANGENT, f, what));
            if (comps != null) {
                curves.pieces(f, uses, comps, out);
            } else {
                marched.pieces(f, uses, out);
            }
        }

        /** A point of a face: the middle of its first edge, or its vertex loop's vertex; null if it has neither. */
        private static Vec3 pointOf(Face f) {
            for (Loop l : f.loops()) {
                if (!l.edges().isEmpty()) {
                    Edge e = l.edges().get(0).edge();
                    return e.curve().point((e.t0() + e.t1()) / 2);
                }
                if (l.vertex().isPresent()) {
                    return l.vertex().get().point();
                }
            }
            return null;
        }

        private void checkCoplanar(Face f) {
            boolean all = true;
            boolean any = false;
            for (Loop l : f.loops()) {
                for (OrientedEdge e : l.edges()) {
                    any = true;
                    all &= side(e.edge().start()).on && side(e.edge().end()).on;
                }
            }
            if (any && all) {
                issue(SectionIssue.Level.WARNING, SectionIssue.Kind.TANGENT, f, "the plane contains this planar face;"
                        + " the section follows the side of the solid below it (move the plane off the face to be sure)");
            }
        }

        private void planarPieces(Face f, List<EdgeCrossing.Use> uses, List<Piece> out) {
            Vec3 n = ((Plane) f.surface()).frame().z();
            Vec3 t = (f.sameSense() ? n : n.negate()).cross(frame.normal());
            if (t.norm() <= SurfaceCurves.PARALLEL_COSINE) {
                issue(SectionIssue.Level.ERROR, SectionIssue.Kind.INCONSISTENT, f, "the face is parallel to the plane but"
                        + " its boundary crosses it; the face is not planar within the file's precision");
                return;
            }
            boolean exactKeys = uses.stream().allMatch(u -> u.crossing.exact != null);
            ExactPoint3 te = ExactPoint3.fromVec3(t);
            for (EdgeCrossing.Use u : uses) {
                if (exactKeys) {
                    u.exactKey = u.crossing.exact.dot(te);
                } else {
                    u.key = u.crossing.point.dot(t);
                }
            }
            List<EdgeCrossing.Use> sorted = new ArrayList<>(uses);
            sorted.sort((x, y) -> {
                int c = exactKeys ? x.exactKey.compareTo(y.exactKey) : Double.compare(x.key, y.key);
                return c != 0 ? c : compareOffsets(x, y, t, te);
            });
            if (!alternates(sorted)) {
                issue(SectionIssue.Level.ERROR, SectionIssue.Kind.INCONSISTENT, f, "the crossings of this face's"
                        + " boundary with the plane do not alternate in and out along the section line; the face is"
                        + " skipped");
                return;
            }
            for (int i = 0; i + 1 < sorted.size(); i += 2) {
                out.add(new Piece(f, sorted.get(i), sorted.get(i + 1), List.of(), 0, null));
            }
        }

        private static boolean alternates(List<EdgeCrossing.Use> sorted) {
            if (sorted.size() % 2 != 0) {
                return false;
            }
            for (int i = 0; i < sorted.size(); i++) {
                if (sorted.get(i).exit != (i % 2 == 0)) {
                    return false;
                }
            }
            return true;
        }

        // ------------------------------------------------------------------ loops

        private ExactPoint2 point2(EdgeCrossing c) {
            return points2.computeIfAbsent(c, k -> {
                if (k.exact != null && frame.hasExactCoordinates()) {
                    return frame.toSection(k.exact).get();
                }
                roundedAny = true;
                double[] xy = frame.toSection(k.point);
                return rule.round(xy[0], xy[1]);
            });
        }

        private ExactPoint2 round(Vec3 p) {
            roundedAny = true;
            double[] xy = frame.toSection(p);
            return rule.round(xy[0], xy[1]);
        }

        private List<SectionLoop> chain(List<Piece> pieces) {
            Map<EdgeCrossing, Piece> byStart = new IdentityHashMap<>();
            for (Piece p : pieces) {
                if (p.from != null && byStart.put(p.from.crossing, p) != null) {
                    issue(SectionIssue.Level.ERROR, SectionIssue.Kind.INCONSISTENT, p.face, "two section pieces start at"
                            + " the crossing " + p.from.crossing.point + " (the edge is shared by more than two faces)");
                }
            }
            Set<Piece> done = Collections.newSetFromMap(new IdentityHashMap<>());
            List<SectionLoop> loops = new ArrayList<>();
            for (Piece first : pieces) {
                if (done.contains(first)) {
                    continue;
                }
                List<Piece> chain = new ArrayList<>();
                Piece cur = first;
                boolean closed = false;
                while (true) {
                    chain.add(cur);
                    done.add(cur);
                    if (cur.from == null) {
                        closed = true;
                        break;
                    }
                    Piece next = byStart.get(cur.to.crossing);
                    if (next == first) {
                        closed = true;
                        break;
                    }
                    if (next == null || done.contains(next)) {
                        Face where = cur.face;
                        issue(SectionIssue.Level.ERROR, SectionIssue.Kind.OPEN_LOOP, where, "the section loop is open at "
                                + cur.to.crossing.point + ": no face continues it across edge "
                                + "(the shell is open there or a face was skipped)");
                        break;
                    }
                    cur = next;
                }
                if (closed) {
                    loop(chain).ifPresent(loops::add);
                }
            }
            return loops;
        }

        private Optional<SectionLoop> loop(List<Piece> chain) {
            roundedAny = false;
            List<ExactPoint2> pts = new ArrayList<>();
            Set<Face> faces = new LinkedHashSet<>();
            double bound = 0;
            for (Piece p : chain) {
                faces.add(p.face);
                if (p.from != null) {
                    pts.add(point2(p.from.crossing));
                }
                for (Vec3 q : p.interior) {
                    pts.add(round(q));
                }
                bound = Math.max(bound, p.bound);
            }
            List<ExactPoint2> clean = Regions.withoutRepeats(pts);
            Face first = chain.get(0).face;
            if (clean.size() < 3) {
                issue(SectionIssue.Level.WARNING, SectionIssue.Kind.TANGENT, first, "a section loop of " + clean.size()
                        + " point(s) at " + (clean.isEmpty() ? "?" : clean.get(0)) + " is degenerate (the plane only"
                        + " touches the body there); it is left out");
                return Optional.empty();
            }
            Collections.reverse(clean);
            boolean approx = roundedAny;
            double err = approx ? bound + rounding : bound;
            try {
                ExactPolygon2.of(clean);
            } catch (IllegalArgumentException e) {
                issue(SectionIssue.Level.ERROR, SectionIssue.Kind.SELF_INTERSECTING, first, "the section loop through "
                        + faces.size() + " face(s) is not a simple polygon: " + e.getMessage());
                return Optional.empty();
            }
            SectionLoop.Circle circle = chain.size() == 1 ? chain.get(0).circle : null;
            return Optional.of(new SectionLoop(clean, approx, err, new ArrayList<>(faces), Optional.ofNullable(circle)));
        }
    }

    /**
     * A root of n·c(t) within this fraction of an edge's parameter span from an end is the end vertex's crossing
     * (dimensionless; the vertex's side decides it).
     */
    static final double END_ROOT = 1e-12;

    /**
     * Parameter offset at which the normal of a surface is taken when it is singular at a crossing (a pole, a cone's
     * apex), in the surface's parameter units (radians or mm).
     */
    static final double SINGULAR_OFFSET = 1e-7;

    /**
     * A boundary crossing may lie this many chord tolerances off its surface's section curve before the face is
     * reported inconsistent (dimensionless; the edges of a file lie on its surfaces within its uncertainty).
     */
    static final double OFF_CURVE_CHORDS = 1e3;

    /** The same, relative to the body's size (dimensionless): whichever is larger applies. */
    static final double OFF_CURVE_SIZE = 1e-6;

    /**
     * Two parameters of a section curve closer than this (relative to max(1, |s|), dimensionless) are the same point:
     * their order is then decided by the symbolic perturbation.
     */
    static final double TIE = 1e-12;

    /** Depth limit of the adaptive subdivision of closed-form parametrisations (dimensionless). */
    static final int ADAPTIVE_DEPTH = 24;

}

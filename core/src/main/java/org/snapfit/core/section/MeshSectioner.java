package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.curve.ChordRule;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.mesh.TriangleMesh;

/**
 * The section of a triangle mesh by a plane: each triangle that straddles the plane contributes a segment from
 * the edge where its boundary rises through the plane to the edge where it falls (so the part below the plane lies
 * on the segment's left seen from +n, as for B-rep faces), and segments are chained through the shared edges into
 * loops. Vertices on the plane count as above it (a symbolic perturbation), so touching triangles are decided
 * consistently. With exact vertex coordinates (the file's decimals, or the exact value of binary STL's float32)
 * and a plane with a rational frame, every section vertex is an exact rational; sides are decided by a floating
 * filter with an exact fallback. Without exact coordinates the vertices are rounded to the chord rule's grid.
 * Section vertices that lie exactly on the line through their neighbours (where the plane crosses a triangulation
 * diagonal of a flat side) are dropped.
 * Stateless and thread-safe.
 *
 * <p>Issues name triangles by index ({@link Integer}). An edge used by more than two triangles, or by one only, leaves
 * the loop through it open (an error).
 */
public final class MeshSectioner {

    /**
     * Relative error bound of the floating filter n·(p − o) with every input rounded once (dimensionless, a
     * generous multiple of 2⁻⁵³ for the seven roundings and the three products and sums).
     */
    static final double FILTER_BOUND = 32 * 0x1p-53;

    private MeshSectioner() {
    }

    /**
     * Cuts a mesh.
     *
     * @param mesh the mesh (mm)
     * @param exactVertices the exact vertex coordinates, index for index, or null if none
     * @param frame the plane in the mesh's coordinates
     * @param options tolerances (the chord rule's grid rounds inexact vertices)
     * @return the loops (outer counter-clockwise, holes clockwise) and issues
     * @throws IllegalArgumentException if {@code exactVertices} has the wrong size
     */
    public static BodySection cut(TriangleMesh mesh, List<ExactPoint3> exactVertices, CutFrame frame,
            SectionOptions options) {
        if (exactVertices != null && exactVertices.size() != mesh.vertexCount()) {
            throw new IllegalArgumentException("exactVertices has " + exactVertices.size() + " points; the mesh has "
                    + mesh.vertexCount() + " vertices");
        }
        ChordRule rule = ChordRule.of(options.chordTolerance().value());
        boolean exact = exactVertices != null && frame.isExact();
        int nv = mesh.vertexCount();
        int[] side = new int[nv];
        boolean[] on = new boolean[nv];
        Vec3 nd = exact ? frame.exactNormal().get().toVec3() : frame.normal();
        Vec3 od = exact ? frame.exactOrigin().get().toVec3() : frame.origin();
        double nAbs = Math.abs(nd.x()) + Math.abs(nd.y()) + Math.abs(nd.z());
        for (int i = 0; i < nv; i++) {
            Vec3 p = mesh.vertex(i);
            double d = nd.dot(p.subtract(od));
            if (exact) {
                double bound = FILTER_BOUND * nAbs * (p.norm() + od.norm() + Double.MIN_NORMAL);
                if (Math.abs(d) <= bound) {
                    int s = frame.exactSide(exactVertices.get(i)).intValue();
                    on[i] = s == 0;
                    side[i] = s >= 0 ? 1 : -1;
                    continue;
                }
                side[i] = d > 0 ? 1 : -1;
            } else {
                on[i] = Math.abs(d) <= options.onPlane().value();
                side[i] = on[i] || d > 0 ? 1 : -1;
            }
        }
        List<SectionIssue> issues = new ArrayList<>();
        Map<Long, ExactPoint2> cross = new HashMap<>();
        Map<Long, Integer> byStart = new HashMap<>();
        List<Piece> pieces = new ArrayList<>();
        boolean[] rounded = {false};
        for (int t = 0; t < mesh.triangleCount(); t++) {
            int[] v = {mesh.corner(t, 0), mesh.corner(t, 1), mesh.corner(t, 2)};
            if (side[v[0]] == side[v[1]] && side[v[1]] == side[v[2]]) {
                continue;
            }
            long exitKey = -1;
            long entryKey = -1;
            for (int k = 0; k < 3; k++) {
                int a = v[k];
                int b = v[(k + 1) % 3];
                if (side[a] == side[b]) {
                    continue;
                }
                long key = key(a, b, nv);
                if (!cross.containsKey(key)) {
                    cross.put(key, crossing(mesh, exactVertices, exact, frame, rule, a, b, on, rounded));
                }
                if (side[a] < side[b]) {
                    exitKey = key;
                } else {
                    entryKey = key;
                }
            }
            pieces.add(new Piece(exitKey, entryKey, t));
            if (byStart.put(exitKey, pieces.size() - 1) != null) {
                issues.add(new SectionIssue(SectionIssue.Level.ERROR, SectionIssue.Kind.INCONSISTENT, Optional.of(t),
                        "an edge of this triangle is shared by more than two triangles"));
            }
        }
        List<SectionLoop> loops = new ArrayList<>();
        boolean[] done = new boolean[pieces.size()];
        for (int f = 0; f < pieces.size(); f++) {
            if (done[f]) {
                continue;
            }
            List<ExactPoint2> pts = new ArrayList<>();
            int cur = f;
            boolean closed = false;
            while (true) {
                done[cur] = true;
                Piece pc = pieces.get(cur);
                pts.add(cross.get(pc.start));
                Integer next = byStart.get(pc.end);
                if (next != null && next == f) {
                    closed = true;
                    break;
                }
                if (next == null || done[next]) {
                    issues.add(new SectionIssue(SectionIssue.Level.ERROR, SectionIssue.Kind.OPEN_LOOP,
                            Optional.of(pc.triangle), "the section loop is open at an edge of this triangle: the mesh is"
                            + " not closed there"));
                    break;
                }
                cur = next;
            }
            if (closed) {
                loop(pts, rounded[0], rule, issues, pieces.get(f).triangle).ifPresent(loops::add);
            }
        }
        return new BodySection(loops, issues);
    }

    /** A triangle's segment: from the crossing on its rising edge to the one on its falling edge. */
    private record Piece(long start, long end, int triangle) {
    }

    private static long key(int a, int b, int n) {
        return (long) Math.min(a, b) * n + Math.max(a, b);
    }

    private static ExactPoint2 crossing(TriangleMesh mesh, List<ExactPoint3> ev, boolean exact, CutFrame frame,
            ChordRule rule, int a, int b, boolean[] on, boolean[] rounded) {
        if (exact && frame.hasExactCoordinates()) {
            ExactPoint3 pa = ev.get(a);
            ExactPoint3 pb = ev.get(b);
            Rational la = frame.exactLevel(pa);
            Rational lb = frame.exactLevel(pb);
            ExactPoint3 p = la.isZero() ? pa : lb.isZero() ? pb : pa.add(pb.subtract(pa).scale(la.divide(la.subtract(lb))));
            return frame.toSection(p).get();
        }
        rounded[0] = true;
        Vec3 pa = mesh.vertex(a);
        Vec3 pb = mesh.vertex(b);
        double da = frame.distance(pa);
        double db = frame.distance(pb);
        Vec3 p = on[a] ? pa : on[b] ? pb : pa.add(pb.subtract(pa).scale(da / (da - db)));
        double[] xy = frame.toSection(p);
        return rule.round(xy[0], xy[1]);
    }

    private static Optional<SectionLoop> loop(List<ExactPoint2> pts, boolean rounded, ChordRule rule,
            List<SectionIssue> issues, int triangle) {
        List<ExactPoint2> clean = Regions.withoutRepeats(pts);
        // triangulation artefacts: vertices exactly on the straight line through their neighbours
        boolean changed = true;
        while (changed && clean.size() >= 3) {
            changed = false;
            for (int i = 0; i < clean.size() && clean.size() >= 3; i++) {
                ExactPoint2 a = clean.get((i + clean.size() - 1) % clean.size());
                ExactPoint2 b = clean.get(i);
                ExactPoint2 c = clean.get((i + 1) % clean.size());
                if (b.subtract(a).cross(c.subtract(b)).isZero()) {
                    clean.remove(i);
                    changed = true;
                    i--;
                }
            }
        }
        if (clean.size() < 3) {
            issues.add(new SectionIssue(SectionIssue.Level.WARNING, SectionIssue.Kind.TANGENT, Optional.of(triangle),
                    "a degenerate section loop (the plane only touches the mesh here) is left out"));
            return Optional.empty();
        }
        Collections.reverse(clean);
        try {
            ExactPolygon2.of(clean);
        } catch (IllegalArgumentException e) {
            issues.add(new SectionIssue(SectionIssue.Level.ERROR, SectionIssue.Kind.SELF_INTERSECTING,
                    Optional.of(triangle), "the section loop is not a simple polygon: " + e.getMessage()));
            return Optional.empty();
        }
        return Optional.of(new SectionLoop(clean, rounded, rounded ? rule.grid() * Math.sqrt(0.5) : 0, List.of(),
                Optional.empty()));
    }
}

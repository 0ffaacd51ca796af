package org.snapfit.cli.scene;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.snapfit.core.geom.Vec3;

/**
 * The convex hull of a point set in space by the incremental (beneath–beyond) method: a starting tetrahedron, then
 * every point outside the current hull by more than the tolerance replaces the faces it sees by a fan to their
 * horizon. O(n h) for n points and h hull faces, enough for the parts of a scene. Faces are triangles oriented
 * counter-clockwise seen from outside; coplanar points within the tolerance are left out. Approximate (double).
 * Stateless.
 */
final class ConvexHull {

    /** Points closer than this fraction of the points' extent to a face plane count as on it (dimensionless). */
    static final double RELATIVE_TOLERANCE = 1e-9;

    private ConvexHull() {
    }

    /**
     * The hull.
     *
     * @param vertices the hull's vertices (a subset of the points)
     * @param faces outward triangles as index triples into vertices
     */
    record Hull(List<Vec3> vertices, List<int[]> faces) {
    }

    /**
     * Computes the hull of the points.
     *
     * @param points at least four points not all in one plane
     * @return the hull
     * @throws IllegalArgumentException if the points are (nearly) coplanar
     */
    static Hull of(List<Vec3> points) {
        int n = points.size();
        double extent = 0;
        for (Vec3 p : points) {
            extent = Math.max(extent, p.subtract(points.get(0)).norm());
        }
        double eps = RELATIVE_TOLERANCE * extent;
        int[] tet = startTetrahedron(points, eps);
        List<int[]> faces = new ArrayList<>();
        int a = tet[0];
        int b = tet[1];
        int c = tet[2];
        int d = tet[3];
        // orient abc so that d lies below it
        if (side(points, a, b, c, points.get(d)) > 0) {
            int t = b;
            b = c;
            c = t;
        }
        faces.add(new int[] {a, b, c});
        faces.add(new int[] {a, d, b});
        faces.add(new int[] {b, d, c});
        faces.add(new int[] {c, d, a});
        for (int p = 0; p < n; p++) {
            if (p == tet[0] || p == tet[1] || p == tet[2] || p == tet[3]) {
                continue;
            }
            Vec3 q = points.get(p);
            List<int[]> visible = new ArrayList<>();
            List<int[]> kept = new ArrayList<>();
            for (int[] f : faces) {
                if (side(points, f[0], f[1], f[2], q) > eps) {
                    visible.add(f);
                } else {
                    kept.add(f);
                }
            }
            if (visible.isEmpty()) {
                continue;
            }
            // the horizon: directed edges of visible faces whose reverse is not an edge of a visible face
            Map<Long, int[]> edges = new HashMap<>();
            for (int[] f : visible) {
                for (int k = 0; k < 3; k++) {
                    int u = f[k];
                    int v = f[(k + 1) % 3];
                    edges.put(key(u, v), new int[] {u, v});
                }
            }
            for (int[] e : edges.values()) {
                if (!edges.containsKey(key(e[1], e[0]))) {
                    kept.add(new int[] {e[0], e[1], p});
                }
            }
            faces = kept;
        }
        // renumber the used points
        Map<Integer, Integer> index = new HashMap<>();
        List<Vec3> verts = new ArrayList<>();
        List<int[]> out = new ArrayList<>();
        for (int[] f : faces) {
            int[] g = new int[3];
            for (int k = 0; k < 3; k++) {
                Integer id = index.get(f[k]);
                if (id == null) {
                    id = verts.size();
                    verts.add(points.get(f[k]));
                    index.put(f[k], id);
                }
                g[k] = id;
            }
            out.add(g);
        }
        return new Hull(verts, out);
    }

    private static long key(int u, int v) {
        return ((long) u << 32) | (v & 0xffffffffL);
    }

    /** Signed distance of q above the plane of the triangle (a, b, c), counter-clockwise seen from above. */
    private static double side(List<Vec3> pts, int a, int b, int c, Vec3 q) {
        Vec3 pa = pts.get(a);
        Vec3 n = pts.get(b).subtract(pa).cross(pts.get(c).subtract(pa));
        double len = n.norm();
        return len == 0 ? 0 : n.dot(q.subtract(pa)) / len;
    }

    /** Four affinely independent points: the extremes along x, then farthest from the line, then from the plane. */
    private static int[] startTetrahedron(List<Vec3> pts, double eps) {
        int n = pts.size();
        if (n < 4) {
            throw new IllegalArgumentException("a solid needs at least 4 points; the part has " + n);
        }
        int i0 = 0;
        int i1 = 0;
        for (int i = 1; i < n; i++) {
            if (pts.get(i).x() < pts.get(i0).x()) {
                i0 = i;
            }
            if (pts.get(i).x() > pts.get(i1).x()) {
                i1 = i;
            }
        }
        if (i0 == i1) {
            i1 = i0 == 0 ? 1 : 0;
        }
        Vec3 dir = pts.get(i1).subtract(pts.get(i0));
        int i2 = -1;
        double best = eps;
        for (int i = 0; i < n; i++) {
            double dist = pts.get(i).subtract(pts.get(i0)).cross(dir).norm() / Math.max(dir.norm(), Double.MIN_VALUE);
            if (dist > best) {
                best = dist;
                i2 = i;
            }
        }
        if (i2 < 0) {
            throw new IllegalArgumentException("the part's points lie on one line; it has no volume");
        }
        int i3 = -1;
        best = eps;
        for (int i = 0; i < n; i++) {
            double dist = Math.abs(side(pts, i0, i1, i2, pts.get(i)));
            if (dist > best) {
                best = dist;
                i3 = i;
            }
        }
        if (i3 < 0) {
            throw new IllegalArgumentException("the part's points lie in one plane; it has no volume");
        }
        return new int[] {i0, i1, i2, i3};
    }
}

package org.snapfit.cli.scene;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.geom.Vec3;

/**
 * Ear-clipping triangulation of a simple planar polygon in space (Meisters' two-ears theorem; O(n&sup2;)), used to
 * tessellate planar CAD faces. Approximate (double). Stateless.
 */
final class Polygons {

    private Polygons() {
    }

    /**
     * Triangulates a simple polygon lying in a plane with the given normal; the triangles are oriented
     * counter-clockwise about the normal whatever the polygon's own orientation.
     *
     * @param ring the vertices in order (no repeated closing vertex), at least 3
     * @param normal the plane's normal (the side the triangles face)
     * @return the triangles as index triples into ring
     * @throws IllegalArgumentException if the polygon is degenerate or not simple (no ear can be found)
     */
    static List<int[]> earClip(List<Vec3> ring, Vec3 normal) {
        int n = ring.size();
        if (n < 3) {
            throw new IllegalArgumentException("a face boundary has " + n + " points; a polygon needs at least 3");
        }
        // 2D coordinates in the plane: e1, e2 with e1 × e2 = normal
        Vec3 nn = normal.normalize();
        Vec3 helper = Math.abs(nn.x()) < 0.9 ? new Vec3(1, 0, 0) : new Vec3(0, 1, 0);
        Vec3 e1 = helper.subtract(nn.scale(helper.dot(nn))).normalize();
        Vec3 e2 = nn.cross(e1);
        double[] x = new double[n];
        double[] y = new double[n];
        double area = 0;
        for (int i = 0; i < n; i++) {
            x[i] = ring.get(i).dot(e1);
            y[i] = ring.get(i).dot(e2);
        }
        for (int i = 0, j = n - 1; i < n; j = i++) {
            area += x[j] * y[i] - x[i] * y[j];
        }
        List<Integer> idx = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            idx.add(area >= 0 ? i : n - 1 - i);
        }
        List<int[]> out = new ArrayList<>();
        int guard = 0;
        int i = 0;
        while (idx.size() > 3) {
            int m = idx.size();
            int a = idx.get((i + m - 1) % m);
            int b = idx.get(i % m);
            int c = idx.get((i + 1) % m);
            if (isEar(x, y, idx, a, b, c)) {
                out.add(new int[] {a, b, c});
                idx.remove(i % m);
                guard = 0;
            } else {
                i++;
                if (++guard > 2 * m) {
                    throw new IllegalArgumentException("a face boundary of " + n + " points is not a simple polygon"
                            + " (no ear found)");
                }
            }
        }
        out.add(new int[] {idx.get(0), idx.get(1), idx.get(2)});
        return out;
    }

    private static boolean isEar(double[] x, double[] y, List<Integer> idx, int a, int b, int c) {
        double cross = (x[b] - x[a]) * (y[c] - y[a]) - (y[b] - y[a]) * (x[c] - x[a]);
        if (!(cross > 0)) {
            return false;
        }
        for (int p : idx) {
            if (p == a || p == b || p == c) {
                continue;
            }
            if (inside(x, y, a, b, c, p)) {
                return false;
            }
        }
        return true;
    }

    private static boolean inside(double[] x, double[] y, int a, int b, int c, int p) {
        double d1 = (x[b] - x[a]) * (y[p] - y[a]) - (y[b] - y[a]) * (x[p] - x[a]);
        double d2 = (x[c] - x[b]) * (y[p] - y[b]) - (y[c] - y[b]) * (x[p] - x[b]);
        double d3 = (x[a] - x[c]) * (y[p] - y[c]) - (y[a] - y[c]) * (x[p] - x[c]);
        return d1 >= 0 && d2 >= 0 && d3 >= 0;
    }
}

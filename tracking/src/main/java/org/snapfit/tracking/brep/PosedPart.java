package org.snapfit.tracking.brep;

import java.util.Arrays;
import org.snapfit.core.transform.Pose3;
import org.snapfit.core.transform.RigidMotion;

/**
 * One part of a {@link BrepDistance} at the current query's pose: the pose as a matrix, the world boxes of its
 * faces, and the world samples, sample clusters and boxes of its faces and edges, each moved on first use in a
 * query (a stamp per entry). Mutable; one per part and query object, not thread-safe.
 */
final class PosedPart {

    /** The part. */
    final BrepPart part;
    /** {r00, r01, …, r22, tx, ty, tz} of the part's world placement in this query. */
    final double[] pose = new double[12];
    private final double[] next = new double[12];
    /** World boxes of the faces, {min x, y, z, max x, y, z}, moved by {@link #pose} in {@link #place}. */
    final double[][] faceBox;
    private final double[][] edgeBox;
    private final double[][] faceSamples;
    private final double[][] faceClusters;
    private final double[][] edgeSamples;
    private final double[][] edgeClusters;
    private final int[] stampFace;
    private final int[] stampEdge;
    private final int[] stampFaceClusters;
    private final int[] stampEdgeClusters;
    /** Per face, part frame: {centre x, y, z, radius} of a sphere holding every sample cluster's sphere. */
    private final double[][] faceSphere;
    private final int[] stampEdgeBox;
    private final double[][] worldSphere;
    private final int[] stampSphere;
    /** World Taylor cells and tree nodes, per face then per edge (faces first), moved on first use. */
    private final double[][] cells;
    private final double[][] blocks;
    /** Per feature and leaf node: the stamp of the query that moved the node's cells. */
    private final int[][] blockStamp;
    /** Per feature and node: the stamp of the query that moved the node. */
    private final int[][] nodeStamp;
    private final int[] stampCells;
    private int stamp;

    PosedPart(BrepPart part) {
        this.part = part;
        int nf = part.faces.length;
        int ne = part.edges.length;
        faceBox = new double[nf][6];
        edgeBox = new double[ne][6];
        faceSamples = new double[nf][];
        faceClusters = new double[nf][];
        edgeSamples = new double[ne][];
        edgeClusters = new double[ne][];
        stampFace = new int[nf];
        stampEdge = new int[ne];
        stampFaceClusters = new int[nf];
        stampEdgeClusters = new int[ne];
        faceSphere = new double[nf][];
        for (int f = 0; f < nf; f++) {
            faceSphere[f] = enclosing(part.faceClusters[f]);
        }
        stampEdgeBox = new int[ne];
        worldSphere = new double[nf][4];
        stampSphere = new int[nf];
        cells = new double[nf + ne][];
        blocks = new double[nf + ne][];
        blockStamp = new int[nf + ne][];
        nodeStamp = new int[nf + ne][];
        stampCells = new int[nf + ne];
    }

    /**
     * The Taylor cells of feature k (faces 0 … F − 1, then edges F + e), in the part frame.
     *
     * @param k the feature
     * @return its cells
     */
    TaylorCells taylor(int k) {
        return k < faceBox.length ? part.faceCells[k] : part.edgeCells[k - faceBox.length];
    }

    /**
     * The world tree nodes of feature k ({@link TaylorCells#nodes}); node x is valid once {@link #node} has moved it
     * in this query.
     */
    double[] nodes(int k) {
        if (stampCells[k] != stamp) {
            TaylorCells c = taylor(k);
            if (cells[k] == null) {
                blocks[k] = c.nodes.clone();
                // the values a pose does not change (remainders, parameters, spreads, reaches) copied once
                cells[k] = c.cells.clone();
                blockStamp[k] = new int[c.nodeCount()];
                nodeStamp[k] = new int[c.nodeCount()];
            }
            stampCells[k] = stamp;
        }
        return blocks[k];
    }

    /** Moves node x of feature k (after {@link #nodes}), once a query. */
    void node(int k, int x) {
        if (nodeStamp[k][x] != stamp) {
            TaylorCells c = taylor(k);
            movedCells(c.nodes, x * c.stride, (x + 1) * c.stride, c.stride, pose, blocks[k]);
            nodeStamp[k][x] = stamp;
        }
    }

    /**
     * The world cells of feature k; those of a leaf node are valid once {@link #leaf} has moved them in this query.
     *
     * @param k the feature
     * @return the cells
     */
    double[] cells(int k) {
        nodes(k);
        return cells[k];
    }

    /** Moves the cells of leaf node b of feature k (after {@link #nodes}), once a query. */
    void leaf(int k, int b) {
        if (blockStamp[k][b] != stamp) {
            TaylorCells c = taylor(k);
            movedCells(c.cells, c.first[b] * c.stride, c.end[b] * c.stride, c.stride, pose, cells[k]);
            blockStamp[k][b] = stamp;
        }
    }

    /**
     * Taylor cells moved by m into {@code out} (which holds their other values already): the centres placed, the
     * step vectors and normals turned.
     */
    private static double[] movedCells(double[] c, int from, int to, int stride, double[] m, double[] out) {
        double[] o = out != null ? out : c.clone();
        int vectors = stride == TaylorCells.FACE_STRIDE ? 4 : 2;
        for (int i = from; i < to; i += stride) {
            for (int v = 0; v < vectors; v++) {
                rotate(m, c, i + 3 * v, o);
            }
            o[i] += m[9];
            o[i + 1] += m[10];
            o[i + 2] += m[11];
        }
        return o;
    }

    /**
     * Places the part for a new query: pose after the part's placement; the face boxes are moved now, samples and
     * edge boxes on first use.
     */
    void place(Pose3 p) {
        matrix(p.compose(part.placement()), next);
        if (stamp > 0 && Arrays.equals(next, pose)) {
            // the same pose as in the previous query (a part that stays put): everything moved then still holds
            return;
        }
        stamp++;
        System.arraycopy(next, 0, pose, 0, 12);
        for (int f = 0; f < faceBox.length; f++) {
            worldBox(part.faceBoxes[f], pose, faceBox[f]);
        }
    }

    /** The world box of edge e. */
    double[] edgeBox(int e) {
        if (stampEdgeBox[e] != stamp) {
            worldBox(part.edgeBoxes[e], pose, edgeBox[e]);
            stampEdgeBox[e] = stamp;
        }
        return edgeBox[e];
    }

    /** The world samples of face f (x, y, z, u, v each). */
    double[] faceSamples(int f) {
        if (stampFace[f] != stamp) {
            faceSamples[f] = moved(part.faceSamples[f], 5, pose, faceSamples[f]);
            stampFace[f] = stamp;
        }
        return faceSamples[f];
    }

    /** The world sample clusters of face f ({first, end, centre x, y, z, radius} each). */
    double[] faceClusters(int f) {
        if (stampFaceClusters[f] != stamp) {
            faceClusters[f] = movedClusters(part.faceClusters[f], pose, faceClusters[f]);
            stampFaceClusters[f] = stamp;
        }
        return faceClusters[f];
    }

    /**
     * A lower bound on the distance between face f of this part and face g of another (mm): the gap between the
     * spheres holding their sample clusters, less both faces' cover radii (every face point lies within its cover
     * radius of a sample).
     */
    double faceGap(int f, PosedPart other, int g) {
        double[] s = faceSphere[f];
        double[] t = other.faceSphere[g];
        double[] m = pose;
        double[] n = other.pose;
        double dx = m[0] * s[0] + m[1] * s[1] + m[2] * s[2] + m[9] - (n[0] * t[0] + n[1] * t[1] + n[2] * t[2] + n[9]);
        double dy = m[3] * s[0] + m[4] * s[1] + m[5] * s[2] + m[10] - (n[3] * t[0] + n[4] * t[1] + n[5] * t[2]
                + n[10]);
        double dz = m[6] * s[0] + m[7] * s[1] + m[8] * s[2] + m[11] - (n[6] * t[0] + n[7] * t[1] + n[8] * t[2]
                + n[11]);
        return Math.sqrt(dx * dx + dy * dy + dz * dz) - s[3] - t[3] - part.faceCover[f] - other.part.faceCover[g];
    }

    /** The world sphere {centre x, y, z, radius} holding every sample cluster sphere of face f. */
    double[] worldFaceSphere(int f) {
        if (stampSphere[f] != stamp) {
            double[] s = faceSphere[f];
            double[] m = pose;
            double[] o = worldSphere[f];
            o[0] = m[0] * s[0] + m[1] * s[1] + m[2] * s[2] + m[9];
            o[1] = m[3] * s[0] + m[4] * s[1] + m[5] * s[2] + m[10];
            o[2] = m[6] * s[0] + m[7] * s[1] + m[8] * s[2] + m[11];
            o[3] = s[3];
            stampSphere[f] = stamp;
        }
        return worldSphere[f];
    }

    /** The world samples of edge e (x, y, z, t each). */
    double[] edgeSamples(int e) {
        if (stampEdge[e] != stamp) {
            edgeSamples[e] = moved(part.edgeSamples[e], 4, pose, edgeSamples[e]);
            stampEdge[e] = stamp;
        }
        return edgeSamples[e];
    }

    /** The world sample clusters of edge e. */
    double[] edgeClusters(int e) {
        if (stampEdgeClusters[e] != stamp) {
            edgeClusters[e] = movedClusters(part.edgeClusters[e], pose, edgeClusters[e]);
            stampEdgeClusters[e] = stamp;
        }
        return edgeClusters[e];
    }

    /** {centre, radius} of a sphere holding every cluster sphere (centre: their centres' box centre). */
    private static double[] enclosing(double[] c) {
        double[] box = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int k = 0; k < c.length; k += 6) {
            for (int i = 0; i < 3; i++) {
                box[i] = Math.min(box[i], c[k + 2 + i]);
                box[i + 3] = Math.max(box[i + 3], c[k + 2 + i]);
            }
        }
        double[] s = {(box[0] + box[3]) / 2, (box[1] + box[4]) / 2, (box[2] + box[5]) / 2, 0};
        for (int k = 0; k < c.length; k += 6) {
            double dx = c[k + 2] - s[0];
            double dy = c[k + 3] - s[1];
            double dz = c[k + 4] - s[2];
            s[3] = Math.max(s[3], Math.sqrt(dx * dx + dy * dy + dz * dz) + c[k + 5]);
        }
        return s;
    }

    /**
     * out[at..at+2] = R·in[at..at+2], R the rotation part of m = {r00, …, r22, …} (out may alias in).
     *
     * @param m the matrix
     * @param in the vectors
     * @param at the vector's offset in both arrays
     * @param out the rotated vectors
     */
    static void rotate(double[] m, double[] in, int at, double[] out) {
        double x = in[at];
        double y = in[at + 1];
        double z = in[at + 2];
        out[at] = m[0] * x + m[1] * y + m[2] * z;
        out[at + 1] = m[3] * x + m[4] * y + m[5] * z;
        out[at + 2] = m[6] * x + m[7] * y + m[8] * z;
    }

    /** out = R·p + t of the first three values of p (out may alias p). */
    void placed(double[] p, double[] out) {
        transform(pose, p, out);
    }

    /** out = R·p + t of the first three values of p, with m = {r00, …, r22, tx, ty, tz} (out may alias p). */
    static void transform(double[] m, double[] p, double[] out) {
        double x0 = p[0];
        double y0 = p[1];
        double z0 = p[2];
        out[0] = m[0] * x0 + m[1] * y0 + m[2] * z0 + m[9];
        out[1] = m[3] * x0 + m[4] * y0 + m[5] * z0 + m[10];
        out[2] = m[6] * x0 + m[7] * y0 + m[8] * z0 + m[11];
    }

    private static double[] movedClusters(double[] c, double[] m, double[] out) {
        double[] o = out != null && out.length == c.length ? out : c.clone();
        for (int k = 0; k < c.length; k += 6) {
            double x = c[k + 2];
            double y = c[k + 3];
            double z = c[k + 4];
            o[k + 2] = m[0] * x + m[1] * y + m[2] * z + m[9];
            o[k + 3] = m[3] * x + m[4] * y + m[5] * z + m[10];
            o[k + 4] = m[6] * x + m[7] * y + m[8] * z + m[11];
        }
        return o;
    }

    private static double[] moved(double[] s, int stride, double[] m, double[] out) {
        double[] o = out != null && out.length == s.length ? out : new double[s.length];
        for (int k = 0; k + stride <= s.length; k += stride) {
            double x = s[k];
            double y = s[k + 1];
            double z = s[k + 2];
            o[k] = m[0] * x + m[1] * y + m[2] * z + m[9];
            o[k + 1] = m[3] * x + m[4] * y + m[5] * z + m[10];
            o[k + 2] = m[6] * x + m[7] * y + m[8] * z + m[11];
            for (int c = 3; c < stride; c++) {
                o[k + c] = s[k + c];
            }
        }
        return o;
    }

    /** {r00, r01, …, r22, tx, ty, tz} of a pose. */
    static void matrix(Pose3 p, double[] m) {
        double[] q = {p.rotation().w(), p.rotation().x(), p.rotation().y(), p.rotation().z()};
        RigidMotion.rotationMatrix(q, m);
        m[9] = p.translation().x();
        m[10] = p.translation().y();
        m[11] = p.translation().z();
    }

    /** The axis-aligned box of a part-frame box moved by m. */
    static void worldBox(double[] box, double[] m, double[] out) {
        double cx = (box[0] + box[3]) / 2;
        double cy = (box[1] + box[4]) / 2;
        double cz = (box[2] + box[5]) / 2;
        double ex = (box[3] - box[0]) / 2;
        double ey = (box[4] - box[1]) / 2;
        double ez = (box[5] - box[2]) / 2;
        for (int r = 0; r < 3; r++) {
            double c = m[3 * r] * cx + m[3 * r + 1] * cy + m[3 * r + 2] * cz + m[9 + r];
            double e = Math.abs(m[3 * r]) * ex + Math.abs(m[3 * r + 1]) * ey + Math.abs(m[3 * r + 2]) * ez;
            out[r] = c - e;
            out[r + 3] = c + e;
        }
    }

    /** Distance between two axis-aligned boxes (0 where they overlap). */
    static double boxDistance(double[] p, double[] q) {
        double s = 0;
        for (int c = 0; c < 3; c++) {
            double g = Math.max(0, Math.max(p[c] - q[c + 3], q[c] - p[c + 3]));
            s += g * g;
        }
        return Math.sqrt(s);
    }
}

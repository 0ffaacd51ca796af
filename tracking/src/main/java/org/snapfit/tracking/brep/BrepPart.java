package org.snapfit.tracking.brep;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.FaceDomain;
import org.snapfit.core.body.FaceIntegrator;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.surface.Uv;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.core.transform.Pose3;

/**
 * A CAD solid prepared for minimum-distance queries: its trimmed faces (every surface kind of the kernel, each with
 * its parameter region {@link FaceDomain}), its edges (curve pieces) and vertices, numbered in the order the body
 * lists them ({@code face0}, {@code edge0}, {@code vertex0}, …), with point samples and bounding boxes in the part
 * frame for the broad phase and the Newton seeds.
 *
 * <p>Each face is one piece of the part (its own convex-or-not patch, tracked against the other part's pieces under
 * the bounding-box broad phase of {@link BrepDistance}), so convex and non-convex parts are treated alike; the part
 * also records whether it is convex (every sample on the inner side of every face's tangent planes, to
 * {@link #CONVEXITY}) and, if not, names the face and the point that fail. Immutable after construction.
 */
public final class BrepPart {

    /**
     * Sample and Taylor-cell grid per face direction (the trimmed region keeps the grid points inside it, and the
     * cells it meets).
     */
    public static final int FACE_GRID = 12;
    /**
     * Safety factor (dimensionless) on what probes measure between samples: the cover radius (points between probes
     * bulge slightly farther from the samples on curved faces) and a Taylor cell's second derivatives and normal
     * spread.
     */
    public static final double COVER_FACTOR = 1.25;
    /** Grid cells per side of a sample block (a cluster of the broad phase) and of a Taylor-cell tree's leaf node. */
    public static final int BLOCK = 3;
    /** Every how many boundary nodes of a face's parameter polygon one is kept as a sample. */
    public static final int EDGE_NODE_STRIDE = 8;
    /** Samples and Taylor cells per edge. */
    public static final int EDGE_SAMPLES = 16;
    /** Speed probes per step between edge samples, for the edge's cover radius. */
    public static final int EDGE_SPEED_PROBES = 8;
    /**
     * Convexity check: a sample may lie outside a face's tangent plane by this fraction of the part's bounding-box
     * diagonal (dimensionless) and still count as convex.
     */
    public static final Tolerance CONVEXITY = Tolerance.of("convexity", 1e-7, Unit.DIMENSIONLESS);
    /**
     * Margin added to every sampled face or edge box, as a multiple of the largest distance between neighbouring
     * samples of that feature (dimensionless): covers the bulge of the surface between samples.
     */
    public static final double BOX_MARGIN = 0.5;

    private final String name;
    private final Pose3 placement;
    final Geometry[] faces;
    final FaceDomain[] domains;
    final String[] faceKinds;
    final int[][] faceEdges;
    /** Per face: whether its normal is S_u × S_v. */
    final boolean[] faceSense;
    /** Per face, per edge use (loop order): the use, and the index of its edge. */
    final OrientedEdge[][] faceUses;
    final int[][] useEdge;
    final Geometry[] edges;
    /** Per edge: its end vertices {at the low parameter, at the high one}. */
    final int[][] edgeVertices;
    /** Per edge: the faces it bounds. */
    final int[][] edgeFaces;
    final Geometry[] vertices;
    /** Per vertex: the edges meeting there. */
    final int[][] vertexEdges;
    /** Per face: samples {x, y, z, u, v} flattened, in the body frame. */
    final double[][] faceSamples;
    /** Per edge: samples {x, y, z, t} flattened. */
    final double[][] edgeSamples;
    /**
     * Per face and per edge: clusters of consecutive samples, {first sample, end sample (exclusive), centre x, y, z,
     * radius} flattened (6 values a cluster), body frame: the seed search skips a pair of clusters whose spheres are
     * farther apart than the best seeds so far.
     */
    final double[][] faceClusters;
    final double[][] edgeClusters;
    /** Per face and per edge: its {@link TaylorCells}. */
    final TaylorCells[] faceCells;
    final TaylorCells[] edgeCells;
    /** Per face, per edge: {minX, minY, minZ, maxX, maxY, maxZ} in the body frame. */
    final double[][] faceBoxes;
    final double[][] edgeBoxes;
    /**
     * Per face: a cover radius of its samples (mm) — the largest distance from a sample to its nearest other sample,
     * taken as the farthest any point of the face lies from a sample (the samples are a grid of cell centres plus
     * boundary nodes).
     */
    final double[] faceCover;
    /** Per edge: a cover radius of its samples (mm), every point of the edge lies within it of a sample. */
    final double[] edgeCover;
    /** The features' names ({@code face0}, {@code edge0}, {@code vertex0}, …), made once for the results. */
    final String[] faceNames;
    final String[] edgeNames;
    final String[] vertexNames;
    /** Centre (body frame) and radius of a sphere holding the whole body (mm). */
    final double[] centre = new double[3];
    final double radius;
    private final boolean convex;
    private final String convexity;

    private BrepPart(String name, Body body, Pose3 placement) {
        this.name = name;
        this.placement = placement;
        List<Face> fs = body.faces();
        int nf = fs.size();
        faces = new Geometry[nf];
        domains = new FaceDomain[nf];
        faceKinds = new String[nf];
        faceEdges = new int[nf][];
        faceSense = new boolean[nf];
        faceUses = new OrientedEdge[nf][];
        useEdge = new int[nf][];
        List<List<Integer>> edgeFaceList = new ArrayList<>();
        faceSamples = new double[nf][];
        faceBoxes = new double[nf][];
        List<List<int[]>> faceRanges = new ArrayList<>();
        Map<Edge, Integer> edgeIndex = new IdentityHashMap<>();
        Map<Vertex, Integer> vertexIndex = new IdentityHashMap<>();
        List<Edge> edgeList = new ArrayList<>();
        List<Vertex> vertexList = new ArrayList<>();
        for (int f = 0; f < nf; f++) {
            Face face = fs.get(f);
            FaceDomain d = FaceIntegrator.domain(face);
            domains[f] = d;
            faceKinds[f] = face.surface().kind().key();
            faceSense[f] = face.sameSense();
            faces[f] = new Geometry.Surface(d.surface(), d.uMin(), d.uMax(), d.vMin(), d.vMax());
            List<Integer> own = new ArrayList<>();
            List<OrientedEdge> uses = new ArrayList<>();
            for (Loop l : face.loops()) {
                for (OrientedEdge oe : l.edges()) {
                    Edge e = oe.edge();
                    Integer k = edgeIndex.get(e);
                    if (k == null) {
                        k = edgeList.size();
                        edgeIndex.put(e, k);
                        edgeList.add(e);
                        edgeFaceList.add(new ArrayList<>());
                        for (Vertex v : new Vertex[] {e.start(), e.end()}) {
                            if (!vertexIndex.containsKey(v)) {
                                vertexIndex.put(v, vertexList.size());
                                vertexList.add(v);
                            }
                        }
                    }
                    if (!own.contains(k)) {
                        own.add(k);
                        edgeFaceList.get(k).add(f);
                    }
                    uses.add(oe);
                }
            }
            faceEdges[f] = own.stream().mapToInt(Integer::intValue).toArray();
            faceUses[f] = uses.toArray(new OrientedEdge[0]);
            useEdge[f] = uses.stream().mapToInt(u -> edgeIndex.get(u.edge())).toArray();
            List<int[]> ranges = new ArrayList<>();
            faceSamples[f] = PartSamples.face(face, d, ranges);
            faceRanges.add(ranges);
        }
        int ne = edgeList.size();
        edges = new Geometry[ne];
        edgeVertices = new int[ne][];
        edgeFaces = new int[ne][];
        List<List<Integer>> vertexEdgeList = new ArrayList<>();
        for (int v = 0; v < vertexList.size(); v++) {
            vertexEdgeList.add(new ArrayList<>());
        }
        edgeSamples = new double[ne][];
        edgeBoxes = new double[ne][];
        edgeCover = new double[ne];
        for (int e = 0; e < ne; e++) {
            Edge ed = edgeList.get(e);
            edges[e] = new Geometry.Curve(ed.curve(), ed.t0(), ed.t1());
            boolean forward = ed.t0() <= ed.t1();
            edgeVertices[e] = new int[] {vertexIndex.get(forward ? ed.start() : ed.end()),
                vertexIndex.get(forward ? ed.end() : ed.start())};
            edgeFaces[e] = edgeFaceList.get(e).stream().mapToInt(Integer::intValue).toArray();
            vertexEdgeList.get(edgeVertices[e][0]).add(e);
            if (edgeVertices[e][1] != edgeVertices[e][0]) {
                vertexEdgeList.get(edgeVertices[e][1]).add(e);
            }
            edgeSamples[e] = PartSamples.edge(ed);
            edgeCover[e] = PartSamples.edgeCover(ed);
            edgeBoxes[e] = PartSamples.box(edgeSamples[e], 4);
        }
        vertices = new Geometry[vertexList.size()];
        vertexEdges = new int[vertexList.size()][];
        for (int v = 0; v < vertices.length; v++) {
            vertices[v] = new Geometry.Point(vertexList.get(v).point());
            vertexEdges[v] = vertexEdgeList.get(v).stream().mapToInt(Integer::intValue).toArray();
        }
        for (int f = 0; f < nf; f++) {
            double[] b = PartSamples.box(faceSamples[f], 5);
            for (int e : faceEdges[f]) {
                double[] eb = edgeBoxes[e];
                for (int k = 0; k < 3; k++) {
                    b[k] = Math.min(b[k], eb[k]);
                    b[k + 3] = Math.max(b[k + 3], eb[k + 3]);
                }
            }
            faceBoxes[f] = b;
        }
        faceClusters = new double[nf][];
        for (int f = 0; f < nf; f++) {
            faceClusters[f] = PartSamples.clusters(faceSamples[f], 5, faceRanges.get(f));
        }
        edgeClusters = new double[ne][];
        for (int e = 0; e < ne; e++) {
            int count = edgeSamples[e].length / 4;
            List<int[]> ranges = new ArrayList<>();
            for (int i = 0; i < count; i += BLOCK * BLOCK / 2) {
                ranges.add(new int[] {i, Math.min(count, i + BLOCK * BLOCK / 2)});
            }
            edgeClusters[e] = PartSamples.clusters(edgeSamples[e], 4, ranges);
        }
        faceCells = new TaylorCells[nf];
        for (int f = 0; f < nf; f++) {
            int[] local = new int[useEdge[f].length];
            for (int u = 0; u < local.length; u++) {
                for (int k = 0; k < faceEdges[f].length; k++) {
                    if (faceEdges[f][k] == useEdge[f][u]) {
                        local[u] = k;
                    }
                }
            }
            faceCells[f] = TaylorCells.face(domains[f], local);
        }
        edgeCells = new TaylorCells[ne];
        for (int e = 0; e < ne; e++) {
            edgeCells[e] = TaylorCells.edge(edgeList.get(e));
        }
        faceCover = new double[nf];
        double[] all = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (int f = 0; f < nf; f++) {
            faceCover[f] = PartSamples.cover(fs.get(f), domains[f], faceSamples[f]);
            for (int k = 0; k < 3; k++) {
                all[k] = Math.min(all[k], faceBoxes[f][k]);
                all[k + 3] = Math.max(all[k + 3], faceBoxes[f][k + 3]);
            }
        }
        double rr = 0;
        for (int k = 0; k < 3; k++) {
            centre[k] = (all[k] + all[k + 3]) / 2;
            rr += (all[k + 3] - all[k]) * (all[k + 3] - all[k]) / 4;
        }
        radius = Math.sqrt(rr);
        faceNames = names("face", nf);
        edgeNames = names("edge", ne);
        vertexNames = names("vertex", vertices.length);
        String failure = convexityFailure(fs);
        convex = failure == null;
        convexity = failure;
    }

    private static String[] names(String kind, int n) {
        String[] out = new String[n];
        for (int i = 0; i < n; i++) {
            out[i] = kind + i;
        }
        return out;
    }

    /**
     * Prepares a body.
     *
     * @param name the part's name (used in messages and results)
     * @param body the body (a closed solid for a meaningful distance)
     * @param placement where the body sits in the part frame (for example its place in an assembly)
     * @return the part
     * @throws IllegalArgumentException if the body has no face
     */
    public static BrepPart of(String name, Body body, Pose3 placement) {
        if (body.faces().isEmpty()) {
            throw new IllegalArgumentException("part " + name + ": body '" + body.name() + "' has no face");
        }
        return new BrepPart(name, body, placement);
    }

    /**
     * The part's name.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * Where the body sits in the part frame.
     *
     * @return the placement
     */
    public Pose3 placement() {
        return placement;
    }

    /**
     * Number of faces.
     *
     * @return the count
     */
    public int faceCount() {
        return faces.length;
    }

    /**
     * Number of distinct edges.
     *
     * @return the count
     */
    public int edgeCount() {
        return edges.length;
    }

    /**
     * Surface kind of a face ({@code plane}, {@code cylinder}, {@code bspline}, …).
     *
     * @param face the face index
     * @return the kind key
     */
    public String faceKind(int face) {
        return faceKinds[face];
    }

    /**
     * Whether a face's normal is its surface's S_u × S_v (else the opposite).
     *
     * @param face the face index
     * @return the face's same-sense flag
     */
    public boolean faceSense(int face) {
        return faceSense[face];
    }

    /**
     * The faces an edge bounds.
     *
     * @param edge the edge index
     * @return the face indices (a copy)
     */
    public int[] facesOfEdge(int edge) {
        return edgeFaces[edge].clone();
    }

    /**
     * The parameters on a face of the point at parameter t of one of its edges: read off the edge use's pcurve
     * where it has one, else by inverting the point onto the surface; the representative nearest the middle of the
     * face's parameter box, clamped to the box.
     *
     * @param face the face index
     * @param edge the edge index (an edge the face uses)
     * @param t the edge parameter
     * @param out receives {u, v}
     * @throws IllegalArgumentException if the face does not use the edge
     */
    public void faceParameters(int face, int edge, double t, double[] out) {
        FaceDomain d = domains[face];
        ParametricSurface s = d.surface();
        for (int k = 0; k < useEdge[face].length; k++) {
            if (useEdge[face][k] != edge) {
                continue;
            }
            OrientedEdge use = faceUses[face][k];
            if (use.pcurve().isPresent()) {
                double[] p = new double[6];
                use.pcurve().get().evaluate(t, p);
                out[0] = p[0];
                out[1] = p[1];
            } else {
                Uv uv = s.closestParameter(use.edge().curve().point(t));
                out[0] = uv.u();
                out[1] = uv.v();
            }
            out[0] = Math.max(d.uMin(), Math.min(d.uMax(), nearest(out[0], 0.5 * (d.uMin() + d.uMax()),
                    s.uPeriod())));
            out[1] = Math.max(d.vMin(), Math.min(d.vMax(), nearest(out[1], 0.5 * (d.vMin() + d.vMax()),
                    s.vPeriod())));
            return;
        }
        throw new IllegalArgumentException("face" + face + " of part " + name + " does not use edge" + edge);
    }

    private static double nearest(double x, double near, double period) {
        return period > 0 ? x + period * Math.rint((near - x) / period) : x;
    }

    /**
     * Whether the sampled convexity check passed.
     *
     * @return true for a convex part
     */
    public boolean convex() {
        return convex;
    }

    /**
     * How the part is treated, for reports: "convex, N faces tracked as N pieces" or "not convex (face K: …),
     * N faces tracked as N pieces under the bounding-box broad phase".
     *
     * @return one line
     */
    public String treatment() {
        String pieces = faces.length + " face" + (faces.length == 1 ? "" : "s") + " (" + kinds() + ") as "
                + faces.length + " piece" + (faces.length == 1 ? "" : "s") + " under the bounding-box broad phase";
        return convex ? "convex; " + pieces : "not convex (" + convexity + "); " + pieces;
    }

    /**
     * Why the part is not convex, naming the face.
     *
     * @return the reason, or empty for a convex part
     */
    public java.util.Optional<String> nonConvexity() {
        return java.util.Optional.ofNullable(convexity);
    }

    private String kinds() {
        Map<String, Integer> count = new java.util.TreeMap<>();
        for (String k : faceKinds) {
            count.merge(k, 1, Integer::sum);
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Integer> e : count.entrySet()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(e.getValue()).append(' ').append(e.getKey());
        }
        return sb.toString();
    }

    /** The first face whose tangent plane has a sample of the part outside it, or null. */
    private String convexityFailure(List<Face> fs) {
        double[] lo = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY};
        double[] hi = {Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        List<double[]> all = new ArrayList<>();
        for (double[] s : faceSamples) {
            for (int k = 0; k < s.length; k += 5) {
                all.add(new double[] {s[k], s[k + 1], s[k + 2]});
            }
        }
        for (double[] s : edgeSamples) {
            for (int k = 0; k < s.length; k += 4) {
                all.add(new double[] {s[k], s[k + 1], s[k + 2]});
            }
        }
        for (double[] p : all) {
            for (int c = 0; c < 3; c++) {
                lo[c] = Math.min(lo[c], p[c]);
                hi[c] = Math.max(hi[c], p[c]);
            }
        }
        double diag = Math.sqrt((hi[0] - lo[0]) * (hi[0] - lo[0]) + (hi[1] - lo[1]) * (hi[1] - lo[1])
                + (hi[2] - lo[2]) * (hi[2] - lo[2]));
        double tol = CONVEXITY.value() * diag;
        double[] o = new double[18];
        for (int f = 0; f < fs.size(); f++) {
            Face face = fs.get(f);
            double[] s = faceSamples[f];
            for (int k = 0; k < s.length; k += 5) {
                domains[f].surface().evaluate(s[k + 3], s[k + 4], o);
                double nx = o[4] * o[8] - o[5] * o[7];
                double ny = o[5] * o[6] - o[3] * o[8];
                double nz = o[3] * o[7] - o[4] * o[6];
                double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
                if (!(len > 0)) {
                    continue;
                }
                double sg = face.sameSense() ? 1 / len : -1 / len;
                for (double[] p : all) {
                    double out = ((p[0] - o[0]) * nx + (p[1] - o[1]) * ny + (p[2] - o[2]) * nz) * sg;
                    if (out > tol) {
                        return String.format(Locale.ROOT, "face%d (%s): a point of the part lies %.3g mm outside "
                                + "its tangent plane at (%.4g, %.4g, %.4g); %s", f, faceKinds[f], out, o[0], o[1],
                                o[2], CONVEXITY);
                    }
                }
            }
        }
        return null;
    }
}

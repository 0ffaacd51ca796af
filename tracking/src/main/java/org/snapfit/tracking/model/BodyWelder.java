package org.snapfit.tracking.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.snapfit.core.geom.Vec3;

/**
 * The welding step of {@link SpatialBody}'s construction: patch sides whose end and mid points coincide within
 * {@link SpatialBody#WELD_TOLERANCE} (relative to the body's size) become shared edges, patch corners become
 * vertices; a side whose three points coincide (a pole) is no edge. Stateless.
 */
final class BodyWelder {

    private BodyWelder() {
    }

    /**
     * The welded topology.
     *
     * @param edges the edges
     * @param vertices the vertices
     * @param sideEdge per patch side (4 per patch, in {@link EdgeFeature.Side} order) its edge, −1 if degenerate
     * @param cornerVertex per patch corner (4 per patch) its vertex
     */
    record Topology(List<SpatialBody.BodyEdge> edges, List<SpatialBody.BodyVertex> vertices, int[] sideEdge,
            int[] cornerVertex) {
    }

    private static final EdgeFeature.Side[] SIDES = EdgeFeature.Side.values();

    /** Corner index (0 = (u0, v0), 1 = (u1, v0), 2 = (u0, v1), 3 = (u1, v1)) at the lower/upper end of a side. */
    private static int corner(EdgeFeature.Side side, boolean upperEnd) {
        return switch (side) {
            case U0 -> upperEnd ? 2 : 0;
            case U1 -> upperEnd ? 3 : 1;
            case V0 -> upperEnd ? 1 : 0;
            default -> upperEnd ? 3 : 2;
        };
    }

    private static Vec3 cornerPoint(PatchFeature p, int corner) {
        return p.surface().point((corner & 1) == 0 ? p.u0() : p.u1(), (corner & 2) == 0 ? p.v0() : p.v1());
    }

    /**
     * Welds the patches' sides and corners into shared edges and vertices.
     *
     * @param name the body's name (vertices are named {@code name.vK})
     * @param list the patches
     * @param diagonal the diagonal of the samples' bounding box (mm); the weld distance is relative to it
     * @return the edges, vertices and the side and corner maps
     */
    static Topology weld(String name, List<PatchFeature> list, double diagonal) {
        double weld = SpatialBody.WELD_TOLERANCE.value() * Math.max(diagonal, Double.MIN_NORMAL);
        List<Vec3> vertexPoints = new ArrayList<>();
        List<List<Integer>> vertexPatches = new ArrayList<>();
        int[] cornerVertex = new int[4 * list.size()];
        for (int i = 0; i < list.size(); i++) {
            for (int c = 0; c < 4; c++) {
                Vec3 q = cornerPoint(list.get(i), c);
                int found = -1;
                for (int k = 0; k < vertexPoints.size() && found < 0; k++) {
                    if (vertexPoints.get(k).distance(q) <= weld) {
                        found = k;
                    }
                }
                if (found < 0) {
                    found = vertexPoints.size();
                    vertexPoints.add(q);
                    vertexPatches.add(new ArrayList<>());
                }
                if (!vertexPatches.get(found).contains(i)) {
                    vertexPatches.get(found).add(i);
                }
                cornerVertex[4 * i + c] = found;
            }
        }
        int[] sideEdge = new int[4 * list.size()];
        Arrays.fill(sideEdge, -1);
        List<List<EdgeFeature>> edgeSides = new ArrayList<>();
        List<List<Integer>> edgePatches = new ArrayList<>();
        List<Vec3> edgeMid = new ArrayList<>();
        List<int[]> edgeEnds = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            PatchFeature p = list.get(i);
            for (EdgeFeature.Side side : SIDES) {
                EdgeFeature e = new EdgeFeature(p.name() + "." + side, p, side);
                int start = cornerVertex[4 * i + corner(side, false)];
                int end = cornerVertex[4 * i + corner(side, true)];
                double[] mid = e.patchParameters(0.5 * (e.lower(0) + e.upper(0)));
                Vec3 m = p.surface().point(mid[0], mid[1]);
                if (start == end && m.distance(vertexPoints.get(start)) <= weld) {
                    continue;
                }
                int found = -1;
                for (int k = 0; k < edgeMid.size() && found < 0; k++) {
                    int[] ends = edgeEnds.get(k);
                    boolean sameEnds = (ends[0] == start && ends[1] == end) || (ends[0] == end && ends[1] == start);
                    if (sameEnds && edgeMid.get(k).distance(m) <= weld) {
                        found = k;
                    }
                }
                if (found < 0) {
                    found = edgeMid.size();
                    edgeMid.add(m);
                    edgeEnds.add(new int[] {start, end});
                    edgeSides.add(new ArrayList<>());
                    edgePatches.add(new ArrayList<>());
                }
                edgeSides.get(found).add(e);
                edgePatches.get(found).add(i);
                sideEdge[4 * i + side.ordinal()] = found;
            }
        }
        List<SpatialBody.BodyEdge> edges = new ArrayList<>();
        List<List<Integer>> vertexEdges = new ArrayList<>();
        for (int k = 0; k < vertexPoints.size(); k++) {
            vertexEdges.add(new ArrayList<>());
        }
        for (int k = 0; k < edgeMid.size(); k++) {
            int[] ends = edgeEnds.get(k);
            edges.add(new SpatialBody.BodyEdge(edgeSides.get(k).get(0), edgeSides.get(k), edgePatches.get(k), ends[0], ends[1]));
            vertexEdges.get(ends[0]).add(k);
            if (ends[1] != ends[0]) {
                vertexEdges.get(ends[1]).add(k);
            }
        }
        List<SpatialBody.BodyVertex> vertices = new ArrayList<>();
        for (int k = 0; k < vertexPoints.size(); k++) {
            vertices.add(new SpatialBody.BodyVertex(new PointFeature(name + ".v" + k, vertexPoints.get(k)), vertexEdges.get(k),
                    vertexPatches.get(k)));
        }
        return new Topology(List.copyOf(edges), List.copyOf(vertices), sideEdge, cornerVertex);
    }
}

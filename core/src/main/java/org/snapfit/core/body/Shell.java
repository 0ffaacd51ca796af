package org.snapfit.core.body;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A connected set of faces; closed when it bounds a volume. Immutable.
 *
 * @param faces the faces
 * @param closed whether the source declared it closed (CLOSED_SHELL)
 */
public record Shell(List<Face> faces, boolean closed) {
    /**
     * Copies.
     *
     * @param faces the faces
     * @param closed whether closed
     */
    public Shell {
        faces = List.copyOf(faces);
    }

    /**
     * Edge–face adjacency: for each edge (by identity) the indices of the faces that use it, one entry per use.
     *
     * @return the adjacency map
     */
    public Map<Edge, List<Integer>> edgeUses() {
        Map<Edge, List<Integer>> m = new IdentityHashMap<>();
        for (int f = 0; f < faces.size(); f++) {
            for (Loop l : faces.get(f).loops()) {
                for (OrientedEdge e : l.edges()) {
                    m.computeIfAbsent(e.edge(), k -> new ArrayList<>()).add(f);
                }
            }
        }
        return m;
    }

    /**
     * Whether every edge is used exactly twice, once in each direction (a closed 2-manifold boundary).
     *
     * @return true if topologically watertight
     */
    public boolean isWatertight() {
        Map<Edge, int[]> m = new IdentityHashMap<>();
        for (Face f : faces) {
            for (Loop l : f.loops()) {
                for (OrientedEdge e : l.edges()) {
                    int[] c = m.computeIfAbsent(e.edge(), k -> new int[2]);
                    c[e.forward() ? 0 : 1]++;
                }
            }
        }
        return !m.isEmpty() && m.values().stream().allMatch(c -> c[0] == 1 && c[1] == 1);
    }
}

package org.snapfit.tracking.brep;

/**
 * The Lin–Canny region margins of one side of a feature pair: how far a feature's witness lies inside the feature's
 * region with respect to the other part's closest point, negative once it has left. On a face, the signed distance
 * in the parameter plane from the unconstrained Newton foot of the other point to the trimmed boundary (positive
 * inside: the polygons {@code FaceDomain.contains} reads); on an edge, the distance (mm) of the unconstrained foot
 * to the nearer end, and minus how far the other point's foot on each adjacent face lies inside that face; at a
 * vertex, minus the largest component of the vector to the other point along an edge leaving the vertex. Feet are
 * polished to {@link SwitchFinder#END_TOLERANCE} of their box. Used by {@link SwitchFinder}; mutable buffers, not
 * thread-safe.
 */
final class RegionMargin {

    private final double[] probe = new double[Geometry.LENGTH];
    private final double[] vec = new double[3];
    private final double[] vec2 = new double[3];
    private final double[] trial = new double[4];
    private final double[] su = new double[3];
    private final double[] sv = new double[3];
    private final double[] uv = new double[2];

    /**
     * The margin of one side: part p placed by m, the named feature (a face when {@code face}, else an edge or, by
     * its name, a vertex) with its parameters at x[off..], its witness {@code own} and the other part's witness
     * {@code other}.
     */
    double side(BrepPart p, double[] m, String name, double[] x, int off, boolean face, int feature,
            double[] own, double[] other) {
        if (face) {
            return faceMargin(p, m, feature, x[off], x[off + 1], other);
        }
        if (name.startsWith("vertex")) {
            return vertexMargin(p, m, Integer.parseInt(name.substring(6)), other);
        }
        return Math.min(endMargin(p.edges[feature], m, x[off], other), wedgeMargin(p, m, feature, x[off], other));
    }

    /**
     * The edge region's side planes: minus how far the other point's foot on each adjacent face lies inside that
     * face (a point whose foot lies inside an adjacent face is in that face's region, not the edge's).
     */
    private double wedgeMargin(BrepPart p, double[] m, int e, double t, double[] q) {
        double worst = Double.POSITIVE_INFINITY;
        int[] faces = p.edgeFaces[e];
        for (int k = 0; k < faces.length; k++) {
            if (k > 0 && faces[k] == faces[k - 1]) {
                continue;
            }
            p.faceParameters(faces[k], e, t, uv);
            worst = Math.min(worst, -faceMargin(p, m, faces[k], uv[0], uv[1], q));
        }
        return worst;
    }

    /**
     * Signed distance in the parameter plane from the foot of q on the face's surface to the face's trimmed
     * boundary (positive inside). The foot is Newton's unconstrained point from (u, v) (the surface evaluated at
     * the parameters clamped to its box, the step taken from there), polished to {@link SwitchFinder#END_TOLERANCE} of the
     * box: a foot held at the box by a bounded solve still shows how far out it lies.
     */
    private double faceMargin(BrepPart p, double[] m, int f, double u0, double v0, double[] q) {
        Geometry g = p.faces[f];
        double u = u0;
        double v = v0;
        boolean wrapU = g.period(0) > 0;
        boolean wrapV = g.period(1) > 0;
        double wu = g.hi(0) - g.lo(0);
        double wv = g.hi(1) - g.lo(1);
        for (int it = 0; it < SwitchFinder.END_ITERATIONS; it++) {
            trial[0] = wrapU ? u : Math.max(g.lo(0), Math.min(g.hi(0), u));
            trial[1] = wrapV ? v : Math.max(g.lo(1), Math.min(g.hi(1), v));
            g.evaluate(trial, 0, probe);
            FeatureIdentity.placeVector(m, probe, 0, vec);
            double rx = vec[0] + m[9] - q[0];
            double ry = vec[1] + m[10] - q[1];
            double rz = vec[2] + m[11] - q[2];
            FeatureIdentity.placeVector(m, probe, 3, su);
            FeatureIdentity.placeVector(m, probe, 6, sv);
            FeatureIdentity.placeVector(m, probe, 9, vec);
            double huu = dot(su, su) + rx * vec[0] + ry * vec[1] + rz * vec[2];
            FeatureIdentity.placeVector(m, probe, 12, vec);
            double huv = dot(su, sv) + rx * vec[0] + ry * vec[1] + rz * vec[2];
            FeatureIdentity.placeVector(m, probe, 15, vec);
            double hvv = dot(sv, sv) + rx * vec[0] + ry * vec[1] + rz * vec[2];
            double gu = rx * su[0] + ry * su[1] + rz * su[2];
            double gv = rx * sv[0] + ry * sv[1] + rz * sv[2];
            double det = huu * hvv - huv * huv;
            if (!(det > 0 && huu > 0)) {
                break;
            }
            double du = -(hvv * gu - huv * gv) / det;
            double dv = -(huu * gv - huv * gu) / det;
            double nu = trial[0] + du;
            double nv = trial[1] + dv;
            boolean done = Math.abs(nu - u) <= SwitchFinder.END_TOLERANCE * wu && Math.abs(nv - v) <= SwitchFinder.END_TOLERANCE * wv;
            u = nu;
            v = nv;
            if (done) {
                break;
            }
        }
        double d = p.domains[f].boundaryDistance(u, v);
        return p.domains[f].contains(u, v) ? d : -d;
    }

    private static double dot(double[] x, double[] y) {
        return x[0] * y[0] + x[1] * y[1] + x[2] * y[2];
    }
    /**
     * Distance (mm, along the tangent) of the unconstrained Newton point of an edge parameter to the nearer end:
     * negative when the distance to the other point still falls past the end. +∞ for a closed edge.
     */
    private double endMargin(Geometry e, double[] m, double t0, double[] q) {
        if (e.period(0) > 0) {
            return Double.POSITIVE_INFINITY;
        }
        double lo = e.lo(0);
        double hi = e.hi(0);
        double t = t0;
        double speed = 0;
        for (int it = 0; it < SwitchFinder.END_ITERATIONS; it++) {
            double te = Math.max(lo, Math.min(hi, t));
            trial[0] = te;
            e.evaluate(trial, 0, probe);
            FeatureIdentity.placeVector(m, probe, 0, vec);
            double rx = vec[0] + m[9] - q[0];
            double ry = vec[1] + m[10] - q[1];
            double rz = vec[2] + m[11] - q[2];
            FeatureIdentity.placeVector(m, probe, 3, vec);
            FeatureIdentity.placeVector(m, probe, 9, vec2);
            speed = Math.sqrt(vec[0] * vec[0] + vec[1] * vec[1] + vec[2] * vec[2]);
            double g = rx * vec[0] + ry * vec[1] + rz * vec[2];
            double h = speed * speed + rx * vec2[0] + ry * vec2[1] + rz * vec2[2];
            if (!(h > 0)) {
                break;
            }
            double next = te - g / h;
            boolean done = Math.abs(next - t) <= SwitchFinder.END_TOLERANCE * (hi - lo);
            t = next;
            if (done || next < lo || next > hi) {
                break;
            }
        }
        if (speed == 0) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.min(t - lo, hi - t) * speed;
    }

    /**
     * Minus the largest component (mm) of the vector from the vertex (its own position, not the candidate's
     * witness, which slides off along an edge once free) to the other point along the unit tangent of an edge
     * leaving the vertex: negative once the other point has crossed one of the vertex region's planes.
     */
    private double vertexMargin(BrepPart p, double[] m, int v, double[] other) {
        p.vertices[v].evaluate(trial, 0, probe);
        FeatureIdentity.placeVector(m, probe, 0, vec2);
        double ox = other[0] - vec2[0] - m[9];
        double oy = other[1] - vec2[1] - m[10];
        double oz = other[2] - vec2[2] - m[11];
        double worst = Double.POSITIVE_INFINITY;
        for (int e : p.vertexEdges[v]) {
            Geometry g = p.edges[e];
            for (int end = 0; end < 2; end++) {
                if (p.edgeVertices[e][end] != v) {
                    continue;
                }
                trial[0] = end == 0 ? g.lo(0) : g.hi(0);
                g.evaluate(trial, 0, probe);
                FeatureIdentity.placeVector(m, probe, 3, vec);
                double len = Math.sqrt(vec[0] * vec[0] + vec[1] * vec[1] + vec[2] * vec[2]);
                if (len == 0) {
                    continue;
                }
                double s = (ox * vec[0] + oy * vec[1] + oz * vec[2]) / len * (end == 0 ? 1 : -1);
                worst = Math.min(worst, -s);
            }
        }
        return worst;
    }
}

package org.snapfit.tracking.model;

import java.util.ArrayList;
import java.util.List;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;

/**
 * A convex spatial body made of tiled surface patches, in body coordinates (mm), with its features — patches
 * (faces), boundary curves (edges) and vertices — their adjacency and exterior Voronoi-region tests. Immutable.
 *
 * <p><b>Construction.</b> {@link #of} welds patch sides whose end and mid points coincide within
 * {@link #WELD_TOLERANCE} (relative to the body's size) into shared edges, and patch corners into vertices. A side
 * whose three points coincide (a pole of a latitude–longitude patch) is degenerate: it is no edge, its corners form
 * one vertex. Each patch gets an outward orientation (sign of Su × Sv pointing away from the centroid of the
 * samples).
 *
 * <p><b>Convexity check</b> ({@link #checkConvexPatch}, run by {@link #of}). Samples: the centres of a
 * {@link #CONVEXITY_GRID} × {@link #CONVEXITY_GRID} grid of cells of the parameter box (never its boundary, so a
 * pole on the boundary is not sampled). A patch passes when (1) no sample is degenerate (|Su × Sv| ≤
 * {@link #DEGENERACY_TOLERANCE} |Su||Sv|); (2) its Gauss map lies in an open hemisphere: every sampled unit normal
 * has cosine &gt; {@link #HEMISPHERE_MARGIN} with the normalised mean normal (a sufficient test; a patch whose
 * normals are in a hemisphere not centred on their mean may be rejected — tile it finer); (3) it is locally
 * convex: with L = Suu·n, M = Suv·n, N = Svv·n, LN − M² ≥ −{@link #CURVATURE_TOLERANCE} (L² + 2M² + N²) and
 * L + N has one sign at all samples. The body passes when every patch does and every sampled point of every patch
 * lies on the inner side of every other sample's tangent plane: (q − S)·n_out ≤ {@link #SUPPORT_TOLERANCE} × the
 * diagonal of the samples' bounding box. Each failure is an {@link IllegalArgumentException} naming the patch.
 * A whole sphere or ellipsoid is one patch whose Gauss map is the whole sphere: tile it into at least two patches
 * ({@link #sphere} and {@link #ellipsoid} use 8 octants).
 *
 * <p><b>Roles.</b> This class is the body's facade: its features, adjacency, outward directions and Voronoi-region
 * tests. The convexity check, the welding of sides and corners, and the projection of a point on a feature live in
 * package-private classes of their own ({@code ConvexityCheck}, {@code BodyWelder}, {@code FeatureProjection}).
 */
public final class SpatialBody {

    /** Cells per direction of the convexity sample grid (samples at cell centres). */
    public static final int CONVEXITY_GRID = 8;

    /** Weld distance for edges and vertices, relative to the body's sample bounding-box diagonal. */
    public static final Tolerance WELD_TOLERANCE = Tolerance.of("weldTolerance", 1e-9, Unit.DIMENSIONLESS);

    /** |Su × Sv| / (|Su||Sv|) at or below which a sample counts as degenerate (zero normal). */
    public static final Tolerance DEGENERACY_TOLERANCE = Tolerance.of("degeneracyTolerance", 1e-9, Unit.DIMENSIONLESS);

    /** Smallest cosine between a sampled normal and the mean normal for the open-hemisphere rule. */
    public static final Tolerance HEMISPHERE_MARGIN = Tolerance.of("hemisphereMargin", 1e-6, Unit.DIMENSIONLESS);

    /** Relative slack on the sign of the Gaussian curvature numerator LN − M². */
    public static final Tolerance CURVATURE_TOLERANCE = Tolerance.of("curvatureTolerance", 1e-9, Unit.DIMENSIONLESS);

    /** Largest height of a sample above another sample's tangent plane, relative to the body's diagonal. */
    public static final Tolerance SUPPORT_TOLERANCE = Tolerance.of("supportTolerance", 1e-9, Unit.DIMENSIONLESS);

    /** Relative slack (of |x − feature point|) of the Voronoi-region plane tests. */
    public static final Tolerance REGION_TOLERANCE = Tolerance.of("regionTolerance", 1e-9, Unit.DIMENSIONLESS);

    /** Largest number of Newton iterations of the projection of a point on a feature. */
    public static final int PROJECTION_ITERATIONS = 60;

    /**
     * The projection's Newton iteration stops once no parameter moves by more than this many units in the last
     * place of the larger magnitude of its box bounds (dimensionless): the iterate has reached rounding level.
     */
    public static final int PROJECTION_ULPS = 4;

    /** Kinds of feature. */
    public enum Kind {
        /** A patch (face). */
        PATCH,
        /** A boundary curve (edge) shared by one or two patches. */
        EDGE,
        /** A vertex (patch corners welded together). */
        VERTEX
    }

    /**
     * A reference to a feature of this body.
     *
     * @param kind the kind
     * @param index index into {@link #patches()}, {@link #edges()} or {@link #vertices()}
     */
    public record FeatureRef(Kind kind, int index) {
        /**
         * Validates the reference.
         *
         * @param kind the kind, not null
         * @param index the index, ≥ 0
         * @throws IllegalArgumentException if the kind is null or the index negative
         */
        public FeatureRef {
            if (kind == null || index < 0) {
                throw new IllegalArgumentException("feature ref (" + kind + ", " + index
                        + "); the kind must be given and the index >= 0");
            }
        }
    }

    /**
     * An edge: its representative curve (the side of the first patch), the sides of every adjacent patch, the
     * adjacent patch indices (same order) and its end vertices (at the lower and upper end of the curve).
     *
     * @param feature the representative curve
     * @param sides the side of each adjacent patch
     * @param patches the adjacent patch indices
     * @param startVertex vertex at the lower parameter end
     * @param endVertex vertex at the upper parameter end
     */
    public record BodyEdge(EdgeFeature feature, List<EdgeFeature> sides, List<Integer> patches, int startVertex,
            int endVertex) {
        /**
         * Copies the lists.
         *
         * @param feature the curve
         * @param sides the sides
         * @param patches the patches
         * @param startVertex the start vertex
         * @param endVertex the end vertex
         */
        public BodyEdge {
            sides = List.copyOf(sides);
            patches = List.copyOf(patches);
        }
    }

    /**
     * A vertex with its incident edges and patches.
     *
     * @param feature the point
     * @param edges incident edge indices
     * @param patches incident patch indices
     */
    public record BodyVertex(PointFeature feature, List<Integer> edges, List<Integer> patches) {
        /**
         * Copies the lists.
         *
         * @param feature the point
         * @param edges the edges
         * @param patches the patches
         */
        public BodyVertex {
            edges = List.copyOf(edges);
            patches = List.copyOf(patches);
        }
    }

    private final String name;
    private final List<PatchFeature> patches;
    private final int[] orientation;
    private final List<BodyEdge> edges;
    private final List<BodyVertex> vertices;
    private final int[] sideEdge;
    private final int[] cornerVertex;
    private final double diagonal;

    private SpatialBody(String name, List<PatchFeature> patches, int[] orientation, List<BodyEdge> edges,
            List<BodyVertex> vertices, int[] sideEdge, int[] cornerVertex, double diagonal) {
        this.name = name;
        this.patches = patches;
        this.orientation = orientation;
        this.edges = edges;
        this.vertices = vertices;
        this.sideEdge = sideEdge;
        this.cornerVertex = cornerVertex;
        this.diagonal = diagonal;
    }

    /**
     * Builds a body from patches, checking that each patch and the body are convex (see the class comment).
     *
     * @param name the body's name
     * @param patches the patches (at least one), with distinct names
     * @return the body
     * @throws IllegalArgumentException naming the patch if a patch is degenerate or not convex, or if the body is
     *     not convex; naming the argument if the name is blank or the list empty
     */
    public static SpatialBody of(String name, List<PatchFeature> patches) {
        Features.requireName(name);
        if (patches == null || patches.isEmpty()) {
            throw new IllegalArgumentException("patches of body '" + name + "' is empty; a body needs patches");
        }
        List<PatchFeature> list = List.copyOf(patches);
        for (PatchFeature p : list) {
            checkConvexPatch(p);
        }
        ConvexityCheck.Samples s = ConvexityCheck.Samples.of(list);
        int[] orientation = s.orientation();
        ConvexityCheck.support(name, list, s, orientation);
        BodyWelder.Topology t = BodyWelder.weld(name, list, s.diagonal());
        return new SpatialBody(name, list, orientation, t.edges(), t.vertices(), t.sideEdge(), t.cornerVertex(),
                s.diagonal());
    }

    /**
     * A sphere of radius r centred at the origin, tiled into 8 octant patches (u in quarter turns, v in
     * [−π/2, 0] and [0, π/2]).
     *
     * @param name the body's name
     * @param radius the radius (mm), finite and &gt; 0
     * @return the body
     * @throws IllegalArgumentException if the radius is not finite and positive
     */
    public static SpatialBody sphere(String name, double radius) {
        return octants(name, new EllipsoidSurface(Vec3.ZERO, radius, radius, radius));
    }

    /**
     * The ellipsoid with semi-axes a, b, c along x, y, z centred at the origin, tiled into 8 octant patches.
     *
     * @param name the body's name
     * @param a semi-axis along x (mm)
     * @param b semi-axis along y (mm)
     * @param c semi-axis along z (mm)
     * @return the body
     * @throws IllegalArgumentException naming the semi-axis if one is not finite and positive
     */
    public static SpatialBody ellipsoid(String name, double a, double b, double c) {
        return octants(name, new EllipsoidSurface(Vec3.ZERO, a, b, c));
    }

    /**
     * Tiles a latitude–longitude surface (domain [0, 2π] × [−π/2, π/2]) into 8 octant patches named
     * {@code name.o0} … {@code name.o7}.
     *
     * @param name the body's name
     * @param surface the surface
     * @return the body
     * @throws IllegalArgumentException as {@link #of}
     */
    public static SpatialBody octants(String name, ParametricSurface surface) {
        Features.requireName(name);
        List<PatchFeature> list = new ArrayList<>();
        double q = Math.PI / 2;
        for (int k = 0; k < 4; k++) {
            list.add(new PatchFeature(name + ".o" + k, surface, k * q, (k + 1) * q, 0, q));
            list.add(new PatchFeature(name + ".o" + (k + 4), surface, k * q, (k + 1) * q, -q, 0));
        }
        return of(name, list);
    }

    /**
     * Checks one patch for convexity (degeneracy, open-hemisphere Gauss map, local convexity; see the class
     * comment).
     *
     * @param patch the patch
     * @throws IllegalArgumentException naming the patch and the first failing sample
     */
    public static void checkConvexPatch(PatchFeature patch) {
        ConvexityCheck.patch(patch);
    }

    /**
     * The body's name.
     *
     * @return the name
     */
    public String name() {
        return name;
    }

    /**
     * The patches.
     *
     * @return the patches (unmodifiable)
     */
    public List<PatchFeature> patches() {
        return patches;
    }

    /**
     * The edges.
     *
     * @return the edges (unmodifiable)
     */
    public List<BodyEdge> edges() {
        return edges;
    }

    /**
     * The vertices.
     *
     * @return the vertices (unmodifiable)
     */
    public List<BodyVertex> vertices() {
        return vertices;
    }

    /**
     * The diagonal of the bounding box of the convexity samples, a size scale.
     *
     * @return the diagonal (mm)
     */
    public double diagonal() {
        return diagonal;
    }

    /**
     * The outward orientation of a patch: +1 if Su × Sv points out of the body, −1 otherwise.
     *
     * @param patch the patch index
     * @return ±1
     */
    public int orientation(int patch) {
        return orientation[patch];
    }

    /**
     * The edge on a side of a patch, if that side is not degenerate.
     *
     * @param patch the patch index
     * @param side the side
     * @return the edge index, or −1 for a degenerate side (collapsed to a vertex)
     */
    public int edgeOf(int patch, EdgeFeature.Side side) {
        return sideEdge[4 * patch + side.ordinal()];
    }

    /**
     * The vertex at a corner of a patch.
     *
     * @param patch the patch index
     * @param upperU whether the corner has u = u1 (else u0)
     * @param upperV whether the corner has v = v1 (else v0)
     * @return the vertex index
     */
    public int vertexOf(int patch, boolean upperU, boolean upperV) {
        return cornerVertex[4 * patch + (upperU ? 1 : 0) + (upperV ? 2 : 0)];
    }

    /**
     * The trackable feature behind a reference.
     *
     * @param ref the reference
     * @return the patch, the edge's representative curve or the vertex point
     * @throws IndexOutOfBoundsException if the index is out of range
     */
    public ParametricFeature feature(FeatureRef ref) {
        return switch (ref.kind()) {
            case PATCH -> patches.get(ref.index());
            case EDGE -> edges.get(ref.index()).feature();
            default -> vertices.get(ref.index()).feature();
        };
    }

    /**
     * The parameters of the point of a feature closest to {@code x} (projected Newton from the best of a 5 × 5
     * grid of seeds, inside the feature's box; at most {@link #PROJECTION_ITERATIONS} iterations, stopping when
     * a step moves no parameter by more than {@link #PROJECTION_ULPS} ulps of its bounds). Approximate.
     *
     * @param f the feature
     * @param x the point, body coordinates
     * @return the parameters (length = the feature's dimension)
     */
    public static double[] project(ParametricFeature f, Vec3 x) {
        double[] best = new double[f.dimension()];
        project(f, x.x(), x.y(), x.z(), best, new double[ParametricFeature.EVALUATION_LENGTH]);
        return best;
    }

    /**
     * {@link #project(ParametricFeature, Vec3)} without allocation: the parameters go to {@code out}.
     *
     * @param f the feature
     * @param px x of the point, body coordinates
     * @param py y of the point
     * @param pz z of the point
     * @param out receives the parameters (length at least the feature's dimension)
     * @param o scratch of length at least {@link ParametricFeature#EVALUATION_LENGTH}
     */
    public static void project(ParametricFeature f, double px, double py, double pz, double[] out, double[] o) {
        FeatureProjection.project(f, px, py, pz, out, o);
    }

    /**
     * The outward unit normal of a patch at (u, v).
     *
     * @param patch the patch index
     * @param u first parameter
     * @param v second parameter
     * @return the outward unit normal
     */
    public Vec3 outwardNormal(int patch, double u, double v) {
        return patches.get(patch).surface().normal(u, v).scale(orientation[patch]);
    }

    /**
     * The sum of the outward normals of the patches adjacent to a feature at its point with the given
     * parameters (for a patch its own normal), normalised: the body's outward direction there.
     *
     * @param ref the feature
     * @param params its parameters
     * @return the outward unit direction
     */
    public Vec3 outwardDirection(FeatureRef ref, double[] params) {
        switch (ref.kind()) {
            case PATCH:
                return outwardNormal(ref.index(), params[0], params[1]);
            case EDGE: {
                BodyEdge e = edges.get(ref.index());
                Vec3 q = pointOf(e.feature(), params);
                Vec3 sum = Vec3.ZERO;
                for (int k = 0; k < e.patches().size(); k++) {
                    int pi = e.patches().get(k);
                    double[] uv = project(patches.get(pi), q);
                    sum = sum.add(outwardNormal(pi, uv[0], uv[1]));
                }
                return sum.normalize();
            }
            default: {
                BodyVertex v = vertices.get(ref.index());
                Vec3 sum = Vec3.ZERO;
                for (int pi : v.patches()) {
                    double[] uv = project(patches.get(pi), v.feature().point());
                    sum = sum.add(outwardNormal(pi, uv[0], uv[1]));
                }
                return sum.normalize();
            }
        }
    }

    /**
     * The point of a feature at the given parameters, body coordinates.
     *
     * @param f the feature
     * @param params its parameters
     * @return the point
     */
    public static Vec3 pointOf(ParametricFeature f, double[] params) {
        double[] o = new double[ParametricFeature.EVALUATION_LENGTH];
        f.evaluate(params.length > 0 ? params[0] : 0, params.length > 1 ? params[1] : 0, o);
        return new Vec3(o[0], o[1], o[2]);
    }

    /**
     * Unit tangent at an edge point, in the plane of an adjacent patch, perpendicular to the edge and pointing
     * into that patch.
     *
     * @param side the edge as a side of the adjacent patch
     * @param point the edge point, body coordinates
     * @return the inward tangent
     */
    public static Vec3 inwardTangent(EdgeFeature side, Vec3 point) {
        PatchFeature p = side.patch();
        // the point lies on this side's curve: a 1-D projection on the side gives its patch parameters
        double[] uv = side.patchParameters(project(side, point)[0]);
        double[] o = new double[ParametricFeature.EVALUATION_LENGTH];
        p.evaluate(uv[0], uv[1], o);
        Vec3 su = new Vec3(o[3], o[4], o[5]);
        Vec3 sv = new Vec3(o[6], o[7], o[8]);
        Vec3 along = side.side().holdsU() ? sv : su;
        Vec3 across = side.side().holdsU() ? su : sv;
        Vec3 t = along.normalize();
        Vec3 d = across.subtract(t.scale(across.dot(t))).normalize();
        return side.side().atUpper() ? d.negate() : d;
    }

    /**
     * d·{@link #inwardTangent}(side, point) without allocation.
     *
     * @param side the edge as a side of the adjacent patch
     * @param point the edge point, body coordinates (3 values)
     * @param d the direction (3 values)
     * @param param scratch of length at least 1 (receives the side parameter of the point)
     * @param o scratch of length at least {@link ParametricFeature#EVALUATION_LENGTH}
     * @return the component of d along the inward tangent
     */
    public static double inwardTangentDot(EdgeFeature side, double[] point, double[] d, double[] param, double[] o) {
        project(side, point[0], point[1], point[2], param, o);
        double t = param[0];
        boolean holdsU = side.side().holdsU();
        side.patch().evaluate(holdsU ? side.held() : t, holdsU ? t : side.held(), o);
        int ia = holdsU ? 6 : 3;
        int ic = holdsU ? 3 : 6;
        double ax = o[ia];
        double ay = o[ia + 1];
        double az = o[ia + 2];
        double an = Math.sqrt(ax * ax + ay * ay + az * az);
        ax /= an;
        ay /= an;
        az /= an;
        double k = o[ic] * ax + o[ic + 1] * ay + o[ic + 2] * az;
        double cx = o[ic] - k * ax;
        double cy = o[ic + 1] - k * ay;
        double cz = o[ic + 2] - k * az;
        double dot = (d[0] * cx + d[1] * cy + d[2] * cz) / Math.sqrt(cx * cx + cy * cy + cz * cz);
        return side.side().atUpper() ? -dot : dot;
    }

    /**
     * d·{@link #outgoingTangent}(edge, vertex) without allocation.
     *
     * @param edge the edge index
     * @param vertex the vertex index (an end of the edge)
     * @param d the direction (3 values)
     * @param o scratch of length at least {@link ParametricFeature#EVALUATION_LENGTH}
     * @return the component of d along the outgoing tangent
     */
    public double outgoingTangentDot(int edge, int vertex, double[] d, double[] o) {
        BodyEdge e = edges.get(edge);
        boolean atStart = e.startVertex() == vertex;
        e.feature().evaluate(atStart ? e.feature().lower(0) : e.feature().upper(0), 0, o);
        double dot = (d[0] * o[3] + d[1] * o[4] + d[2] * o[5]) / Math.sqrt(o[3] * o[3] + o[4] * o[4] + o[5] * o[5]);
        return atStart ? dot : -dot;
    }

    /**
     * Unit tangent of an edge at one of its end vertices, pointing along the edge away from the vertex.
     *
     * @param edge the edge index
     * @param vertex the vertex index (an end of the edge)
     * @return the outgoing tangent
     */
    public Vec3 outgoingTangent(int edge, int vertex) {
        BodyEdge e = edges.get(edge);
        boolean atStart = e.startVertex() == vertex;
        double t = atStart ? e.feature().lower(0) : e.feature().upper(0);
        double[] o = new double[ParametricFeature.EVALUATION_LENGTH];
        e.feature().evaluate(t, 0, o);
        Vec3 d = new Vec3(o[3], o[4], o[5]).normalize();
        return atStart ? d : d.negate();
    }

    /**
     * Exterior Voronoi-region test: whether {@code x} (body coordinates, outside the body) has its closest point
     * of the body on this feature. Patch: the projection of x is interior to the box and x is on the outer side.
     * Edge: the projection is interior to the edge, (x − E)·d ≤ {@link #REGION_TOLERANCE}·|x − E| for the inward
     * tangent d of each adjacent patch, and (x − E) points outwards. Vertex: (x − V)·e ≤ tolerance·|x − V| for
     * every outgoing edge tangent e and (x − V) points outwards (the planes of Lin and Canny, with the tangents
     * of curved edges at the feature point). Approximate.
     *
     * @param ref the feature
     * @param x the point, body coordinates
     * @return whether x lies in the feature's exterior Voronoi region
     */
    public boolean inVoronoiRegion(FeatureRef ref, Vec3 x) {
        ParametricFeature f = feature(ref);
        double[] p = project(f, x);
        for (int i = 0; i < p.length; i++) {
            if (p[i] <= f.lower(i) || p[i] >= f.upper(i)) {
                return false;
            }
        }
        Vec3 q = pointOf(f, p);
        Vec3 d = x.subtract(q);
        double slack = REGION_TOLERANCE.value() * d.norm();
        if (d.dot(outwardDirection(ref, p)) < -slack) {
            return false;
        }
        if (ref.kind() == Kind.EDGE) {
            for (EdgeFeature side : edges.get(ref.index()).sides()) {
                if (d.dot(inwardTangent(side, q)) > slack) {
                    return false;
                }
            }
        } else if (ref.kind() == Kind.VERTEX) {
            for (int e : vertices.get(ref.index()).edges()) {
                if (d.dot(outgoingTangent(e, ref.index())) > slack) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether a point lies strictly inside the body: for a convex body every tangent plane supports it, so x is
     * inside iff (x − q)·n_out(q) &lt; −slack for the projection q of x on every patch (if x is outside, the
     * patch holding its closest point gives a positive value). Approximate (sampled Newton projections).
     *
     * @param x the point, body coordinates
     * @param slack the margin (mm), ≥ 0
     * @return whether x is inside by more than the margin
     */
    public boolean contains(Vec3 x, double slack) {
        for (int i = 0; i < patches.size(); i++) {
            double[] uv = project(patches.get(i), x);
            Vec3 q = patches.get(i).surface().point(uv[0], uv[1]);
            if (x.subtract(q).dot(outwardNormal(i, uv[0], uv[1])) >= -slack) {
                return false;
            }
        }
        return true;
    }
}

package org.snapfit.core.body;

import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.SeamedSurface;

/**
 * Area and volume of trimmed faces and bodies by Gauss–Legendre quadrature, reduced to boundary integrals.
 *
 * <p><b>Method.</b> For a face on S(u, v) with parameter region D, ∬_D f du dv = ∮_∂D F(u, v) dv with
 * F(u, v) = ∫_{u_ref}^{u} f(s, v) ds (Green's theorem). The boundary ∂D is the image in (u, v) of the face's
 * edges, traced by {@code BoundaryTrace}: each edge is split at its knots into pieces, each piece gets {@link #NODES}
 * Gauss–Legendre nodes, and every node's (u, v) and dv/dt are read off the edge's pcurve where the file gives one,
 * else found by inverting the node onto the surface (closed form for analytic surfaces, Newton continuation
 * otherwise) with dv/dt from C'(t) = S_u u' + S_v v' (least squares). F is itself a Gauss–Legendre integral split at
 * the surface's knots. Area uses f = |S_u × S_v|; volume uses the divergence theorem, V = ⅓ Σ_faces ∬ (S − O)·n dA
 * with f = (S − O)·(S_u × S_v). On surfaces periodic in u — or closed in u, as B-spline walls of holes are
 * ({@link SeamedSurface}) — seam edges (used twice by one face) sit on the side of the period that keeps the face on
 * the left, each loop is traced from a seam edge where it has one (so the result does not depend on where the file
 * starts the loop), and loops that wind around the period (k turns) add −k ∫_{v_ref}^{v_0} R(v) dv with R the
 * integral over a full period; a face on a sphere whose winding loops enclose a pole is completed with the
 * whole-surface integral.
 *
 * <p><b>Accuracy.</b> The integrands are analytic on each piece, so the quadrature error falls geometrically with
 * {@link #NODES}: for planes, cylinders, cones, spheres and tori bounded by lines and circles it is at rounding level
 * (≈1e-13 relative, checked against closed forms in the tests). For B-spline faces the error is dominated by how far
 * the file's 3D edges lie from the surface (typically the file's uncertainty, ~1e-6 relative). Not exact.
 * Stateless and thread-safe.
 *
 * <p><b>Roles.</b> This class is the facade (the quadrature rule, body properties, bounding boxes, face regions);
 * the integration of one face — the boundary trace, seams, winding loops and whole-domain completions — is the
 * package-private {@code FaceQuadrature}.
 */
public final class FaceIntegrator {

    /**
     * Newton step (dimensionless, on [-1, 1]) below which a Gauss–Legendre node is taken as converged: below the
     * spacing of doubles near 1 (2.2e-16), so the nodes are accurate to rounding.
     */
    private static final double NODE_NEWTON_STEP = 1e-16;
    /** Gauss–Legendre nodes per piece. */
    public static final int NODES = 16;
    /** Minimum number of pieces per edge. */
    public static final int EDGE_PIECES = 4;
    /** Pieces per period of the inner integral on periodic surfaces. */
    public static final int PERIOD_PIECES = 8;
    /** Samples per edge for the bounding box. */
    public static final int BOX_SAMPLES = 64;
    /**
     * Distance (relative to the parameter span, dimensionless) within which a boundary node counts as lying on the
     * border of the surface's parameter domain: a face whose one loop lies on that border is the whole domain.
     */
    public static final double DOMAIN_BORDER = 1e-7;
    /**
     * |S_u| below this fraction of |S_v| (dimensionless) marks a degenerate point (a pole), where u is undetermined.
     */
    public static final double DEGENERATE_SIDE = 1e-9;
    /** Gauss–Legendre pieces per knot span in each direction of a whole-domain B-spline integral. */
    public static final int SPAN_PIECES = 4;

    /** Gauss–Legendre nodes on [−1, 1] (decreasing) and their weights. */
    static final double[] X;
    static final double[] W;

    static {
        X = new double[NODES];
        W = new double[NODES];
        int n = NODES;
        for (int i = 0; i < n; i++) {
            double x = Math.cos(Math.PI * (i + 0.75) / (n + 0.5));
            double dp = 0;
            for (int it = 0; it < 100; it++) {
                double p0 = 1;
                double p1 = x;
                for (int k = 2; k <= n; k++) {
                    double p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
                    p0 = p1;
                    p1 = p2;
                }
                dp = n * (x * p1 - p0) / (x * x - 1);
                double dx = p1 / dp;
                x -= dx;
                if (Math.abs(dx) < NODE_NEWTON_STEP) {
                    break;
                }
            }
            X[i] = x;
            W[i] = 2 / ((1 - x * x) * dp * dp);
        }
    }

    private FaceIntegrator() {
    }

    /**
     * Gauss–Legendre quadrature of a function over [a, b] with {@link #NODES} nodes (exact for polynomials of
     * degree &lt; 2·NODES).
     *
     * @param f the integrand
     * @param a lower limit
     * @param b upper limit
     * @return the integral
     */
    public static double integrate(java.util.function.DoubleUnaryOperator f, double a, double b) {
        double h = (b - a) / 2;
        double m = (a + b) / 2;
        double s = 0;
        for (int i = 0; i < NODES; i++) {
            s += W[i] * f.applyAsDouble(m + h * X[i]);
        }
        return s * h;
    }

    /**
     * Area and volume contribution of one face.
     *
     * @param face the face
     * @param origin the reference point O of the volume integral (any point; the body's first vertex is a good
     *     choice to limit cancellation)
     * @return {area, flux} where flux = ∬ (S − O)·n_face dA (one third of it is the face's volume share)
     */
    public static double[] integrate(Face face, Vec3 origin) {
        return new FaceQuadrature(face, origin).run();
    }

    /**
     * Area, volume and bounding box of a body.
     *
     * @param body the body
     * @return the properties; volume 0 for a sheet body
     */
    public static MassProperties properties(Body body) {
        Vec3 o = origin(body);
        double area = 0;
        double flux = 0;
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (Face f : body.faces()) {
            FaceQuadrature e = new FaceQuadrature(f, o);
            double[] r = e.run();
            area += r[0];
            flux += r[1];
            edgeSamples(f, b);
            e.sampleUvBox(b);
        }
        BoundingBox box = b[0] > b[3] ? new BoundingBox(o, o)
                : new BoundingBox(new Vec3(b[0], b[1], b[2]), new Vec3(b[3], b[4], b[5]));
        return new MassProperties(area, body.solid() ? flux / 3 : 0, box);
    }

    private static Vec3 origin(Body body) {
        for (Face f : body.faces()) {
            for (Loop l : f.loops()) {
                if (!l.edges().isEmpty()) {
                    return l.edges().get(0).edge().start().point();
                }
                if (l.vertex().isPresent()) {
                    return l.vertex().get().point();
                }
            }
        }
        return Vec3.ZERO;
    }

    /**
     * The bounding box of a body: of its edges sampled at {@link #BOX_SAMPLES} points each and of points of each
     * face's surface sampled over the parameter box of its boundary. Approximate (sampling).
     *
     * @param body the body
     * @return the box, empty for a body without edges or vertices
     */
    public static java.util.Optional<BoundingBox> box(Body body) {
        double[] b = {Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (Face f : body.faces()) {
            edgeSamples(f, b);
            new FaceQuadrature(f, Vec3.ZERO).sampleInterior(b);
        }
        if (b[0] > b[3]) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new BoundingBox(new Vec3(b[0], b[1], b[2]), new Vec3(b[3], b[4], b[5])));
    }

    /**
     * The parameter region of a face (its boundary polygons in (u, v) and a membership test).
     *
     * @param face the face
     * @return the region
     */
    public static FaceDomain domain(Face face) {
        FaceQuadrature e = new FaceQuadrature(face, Vec3.ZERO);
        e.run();
        return e.domain();
    }

    private static void edgeSamples(Face f, double[] b) {
        double[] o = new double[9];
        for (Loop l : f.loops()) {
            l.vertex().ifPresent(v -> grow(b, v.point().x(), v.point().y(), v.point().z()));
            for (OrientedEdge e : l.edges()) {
                Edge ed = e.edge();
                for (int i = 0; i <= BOX_SAMPLES; i++) {
                    ed.curve().evaluate(ed.t0() + (ed.t1() - ed.t0()) * i / BOX_SAMPLES, o);
                    grow(b, o[0], o[1], o[2]);
                }
            }
        }
    }

    static void grow(double[] b, double x, double y, double z) {
        b[0] = Math.min(b[0], x);
        b[1] = Math.min(b[1], y);
        b[2] = Math.min(b[2], z);
        b[3] = Math.max(b[3], x);
        b[4] = Math.max(b[4], y);
        b[5] = Math.max(b[5], z);
    }
}

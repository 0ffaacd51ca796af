package org.snapfit.tracking.brep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.FaceDomain;
import org.snapfit.core.body.FaceIntegrator;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.curve.BSplineCurve3;
import org.snapfit.core.curve.Circle3;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.curve.ParametricCurve3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;
import org.snapfit.core.surface.Plane;
import org.snapfit.core.surface.SphericalSurface;
import org.snapfit.core.surface.ToroidalSurface;
import org.snapfit.core.transform.Frame3;

/**
 * The Taylor cells are enclosures (the invariant every cell bound rests on), checked on seeded faces of several kinds
 * — a sphere, a torus, a cubic-by-quadratic B-spline patch, the same patch rational with random weights, and a
 * plane trimmed to an L — and seeded B-spline and arc edges: every point of the face (of its trimmed region) at
 * 3000 random parameters lies in a kept grid cell, and within the remainder q of that cell's Taylor step
 * s + αa + βb, and of every node of the cell tree holding it (α, β its parameters in each cell's half-widths); its normal
 * lies within the cell's spread ω of the cell's normal. The same for edges (end cells, which hold the vertices, have
 * no spread). The failing seed, face and point are printed.
 */
class TaylorCellsTest {

    private static final double ROUNDING = 1e-12;

    static LongStream seeds() {
        return LongStream.range(1, 9);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyPointOfAFace_liesInItsCellAndEveryTreeNodeHoldingIt(long seed) {
        Random rnd = new Random(seed);
        for (Face face : faces(rnd)) {
            FaceDomain d = FaceIntegrator.domain(face);
            TaylorCells cells = TaylorCells.face(d, identity(d.useCount()));
            String what = "seed " + seed + ", " + face.surface().kind().key();
            int n = BrepPart.FACE_GRID;
            double hu = (d.uMax() - d.uMin()) / n;
            double hv = (d.vMax() - d.vMin()) / n;
            double[] o = new double[Geometry.LENGTH];
            int tested = 0;
            while (tested < 3000) {
                double u = d.uMin() + (d.uMax() - d.uMin()) * rnd.nextDouble();
                double v = d.vMin() + (d.vMax() - d.vMin()) * rnd.nextDouble();
                if (!d.contains(u, v)) {
                    continue;
                }
                tested++;
                d.surface().evaluate(u, v, o);
                int i = Math.min(n - 1, (int) ((u - d.uMin()) / hu));
                int j = Math.min(n - 1, (int) ((v - d.vMin()) / hv));
                int cell = find(cells, d.uMin() + hu * (i + 0.5), d.vMin() + hv * (j + 0.5));
                String at = what + String.format(", point (%.6f, %.6f)", u, v);
                assertThat(cell).as(at + ": no kept cell holds it").isGreaterThanOrEqualTo(0);
                assertInside(cells.cells, cell * TaylorCells.FACE_STRIDE, u, v, hu / 2, hv / 2, o, at + ", cell");
                int holding = 0;
                for (int k = 0; k < cells.nodeCount(); k++) {
                    double nu = cells.half[2 * k];
                    double nv = cells.half[2 * k + 1];
                    int nAt = k * TaylorCells.FACE_STRIDE;
                    if (Math.abs(u - cells.nodes[nAt + TaylorCells.FACE_PARAM]) <= nu
                            && Math.abs(v - cells.nodes[nAt + TaylorCells.FACE_PARAM + 1]) <= nv) {
                        holding++;
                        assertInside(cells.nodes, nAt, u, v, nu, nv, o, at + ", node " + k);
                    }
                }
                // the root, a quarter, a block of cells
                assertThat(holding).as(at + ": nodes holding it").isGreaterThanOrEqualTo(3);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyPointOfAnEdge_liesInItsCellAndEveryTreeNodeHoldingIt(long seed) {
        Random rnd = new Random(seed);
        List<Edge> edges = new ArrayList<>();
        List<Vec3> cp = new ArrayList<>();
        int m = 4 + rnd.nextInt(5);
        for (int k = 0; k < m; k++) {
            cp.add(Vec3.of(10 * rnd.nextDouble(), 10 * rnd.nextDouble(), 10 * rnd.nextDouble()));
        }
        double[] knots = new double[m + 4];
        for (int k = 0; k < knots.length; k++) {
            knots[k] = Math.max(0, Math.min(m - 3, k - 3));
        }
        edges.add(edge(BSplineCurve3.of(3, knots, cp, null), 0, m - 3));
        double r = 1 + 5 * rnd.nextDouble();
        double t0 = rnd.nextDouble();
        edges.add(edge(new Circle3(Frame3.of(Vec3.of(1, 2, 3), Vec3.of(0, 0, 1), Vec3.of(1, 0, 0)), r), t0,
                t0 + 0.5 + 5 * rnd.nextDouble()));
        for (Edge e : edges) {
            TaylorCells cells = TaylorCells.edge(e);
            int n = BrepPart.EDGE_SAMPLES;
            double h = (e.t1() - e.t0()) / n / 2;
            double[] o = new double[Geometry.LENGTH];
            for (int k = 0; k < 2000; k++) {
                double t = e.t0() + (e.t1() - e.t0()) * rnd.nextDouble();
                e.curve().evaluate(t, o);
                int i = Math.min(n - 1, (int) ((t - e.t0()) / (2 * h)));
                String at = String.format("seed %d, %s, t %.6f", seed, e.curve().getClass().getSimpleName(), t);
                assertInsideEdge(cells.cells, i * TaylorCells.EDGE_STRIDE, t, h, o, at + ", cell");
                int holding = 0;
                for (int node = 0; node < cells.nodeCount(); node++) {
                    double nh = cells.half[2 * node];
                    int nAt = node * TaylorCells.EDGE_STRIDE;
                    if (Math.abs(t - cells.nodes[nAt + TaylorCells.EDGE_PARAM]) <= Math.abs(nh)) {
                        holding++;
                        assertInsideEdge(cells.nodes, nAt, t, nh, o, at + ", node " + node);
                    }
                }
                assertThat(holding).as(at + ": nodes holding it").isGreaterThanOrEqualTo(3);
            }
        }
    }

    /**
     * The edge marks: every point of each of the L-shaped face's six edges (their own curves, 400 points each)
     * lies in a kept cell marked with that edge, and in tree nodes marked with it — what lets a face–face search say
     * which boundary edges can be near the other face.
     */
    @ParameterizedTest
    @MethodSource("seeds")
    void everyPointOfABoundaryEdge_liesInACellAndNodesMarkedWithThatEdge(long seed) {
        Face face = lPlane(new Random(seed));
        FaceDomain d = FaceIntegrator.domain(face);
        TaylorCells cells = TaylorCells.face(d, identity(d.useCount()));
        int n = BrepPart.FACE_GRID;
        double hu = (d.uMax() - d.uMin()) / n;
        double hv = (d.vMax() - d.vMin()) / n;
        List<OrientedEdge> uses = face.loops().get(0).edges();
        for (int k = 0; k < uses.size(); k++) {
            Edge e = uses.get(k).edge();
            for (int m = 0; m <= 400; m++) {
                // the plane's parameters are the world x and y (frame at z = 1 along x)
                Vec3 p = e.curve().point(e.t0() + (e.t1() - e.t0()) * m / 400);
                int i = Math.max(0, Math.min(n - 1, (int) Math.floor((p.x() - d.uMin()) / hu)));
                int j = Math.max(0, Math.min(n - 1, (int) Math.floor((p.y() - d.vMin()) / hv)));
                int cell = find(cells, d.uMin() + hu * (i + 0.5), d.vMin() + hv * (j + 0.5));
                String at = String.format("seed %d, edge %d, point %d (%.6f, %.6f)", seed, k, m, p.x(), p.y());
                assertThat(cell).as(at + ": its cell is kept").isGreaterThanOrEqualTo(0);
                assertThat(cells.cellEdges[cell] >>> k & 1).as(at + ": its cell's mark").isEqualTo(1L);
                for (int node = 0; node < cells.nodeCount(); node++) {
                    int nAt = node * TaylorCells.FACE_STRIDE;
                    if (Math.abs(p.x() - cells.nodes[nAt + TaylorCells.FACE_PARAM]) < cells.half[2 * node]
                            && Math.abs(p.y() - cells.nodes[nAt + TaylorCells.FACE_PARAM + 1]) < cells.half[2 * node + 1]) {
                        assertThat(cells.nodeEdges[node] >>> k & 1).as(at + ": node " + node).isEqualTo(1L);
                    }
                }
            }
        }
    }

    /** Each use its own edge (the faces here have distinct edges). */
    private static int[] identity(int uses) {
        int[] out = new int[uses];
        for (int k = 0; k < uses; k++) {
            out[k] = k;
        }
        return out;
    }

    /** The kept cell whose centre has these parameters, or −1. */
    private static int find(TaylorCells c, double u, double v) {
        for (int k = 0; k < c.cells.length / c.stride; k++) {
            int at = k * c.stride;
            if (Math.abs(c.cells[at + TaylorCells.FACE_PARAM] - u) < 1e-9
                    && Math.abs(c.cells[at + TaylorCells.FACE_PARAM + 1] - v) < 1e-9) {
                return k;
            }
        }
        return -1;
    }

    /** |S − s − αa − βb| ≤ q and the normal within ω, for the point o = S(u, v) of a cell of half-widths hu, hv. */
    private static void assertInside(double[] c, int at, double u, double v, double hu, double hv, double[] o,
            String what) {
        double al = (u - c[at + TaylorCells.FACE_PARAM]) / hu;
        double be = (v - c[at + TaylorCells.FACE_PARAM + 1]) / hv;
        assertThat(Math.abs(al)).as(what + ": α").isLessThanOrEqualTo(1 + ROUNDING);
        assertThat(Math.abs(be)).as(what + ": β").isLessThanOrEqualTo(1 + ROUNDING);
        double r = 0;
        for (int k = 0; k < 3; k++) {
            double e = o[k] - c[at + k] - al * c[at + 3 + k] - be * c[at + 6 + k];
            r += e * e;
        }
        assertThat(Math.sqrt(r)).as(what + ": remainder").isLessThanOrEqualTo(c[at + TaylorCells.FACE_Q] + ROUNDING);
        Vec3 normal = Vec3.of(o[3], o[4], o[5]).cross(Vec3.of(o[6], o[7], o[8]));
        if (normal.norm() > 0 && c[at + TaylorCells.FACE_OMEGA] < Double.POSITIVE_INFINITY) {
            double cos = normal.normalize().dot(Vec3.of(c[at + 9], c[at + 10], c[at + 11]));
            assertThat(Math.acos(Math.max(-1, Math.min(1, cos)))).as(what + ": normal")
                    .isLessThanOrEqualTo(c[at + TaylorCells.FACE_OMEGA] + 1e-9);
        }
    }

    private static void assertInsideEdge(double[] c, int at, double t, double h, double[] o, String what) {
        double al = (t - c[at + TaylorCells.EDGE_PARAM]) / h;
        assertThat(Math.abs(al)).as(what + ": α").isLessThanOrEqualTo(1 + ROUNDING);
        double r = 0;
        for (int k = 0; k < 3; k++) {
            double e = o[k] - c[at + k] - al * c[at + 3 + k];
            r += e * e;
        }
        assertThat(Math.sqrt(r)).as(what + ": remainder").isLessThanOrEqualTo(c[at + TaylorCells.EDGE_Q] + ROUNDING);
        Vec3 tangent = Vec3.of(o[3], o[4], o[5]);
        if (c[at + TaylorCells.EDGE_OMEGA] < Double.POSITIVE_INFINITY) {
            double cos = Math.abs(tangent.normalize().dot(Vec3.of(c[at + 3], c[at + 4], c[at + 5]).normalize()));
            assertThat(Math.acos(Math.min(1, cos))).as(what + ": tangent")
                    .isLessThanOrEqualTo(c[at + TaylorCells.EDGE_OMEGA] + 1e-9);
        }
    }

    /** A sphere, a torus, a B-spline patch (plain and rational) and an L-shaped trimmed plane, seeded. */
    static List<Face> faces(Random rnd) {
        List<Face> out = new ArrayList<>();
        Frame3 frame = Frame3.of(Vec3.of(rnd.nextDouble(), rnd.nextDouble(), rnd.nextDouble()),
                Vec3.of(rnd.nextGaussian(), rnd.nextGaussian(), rnd.nextGaussian()).normalize(), null);
        out.add(new Face(new SphericalSurface(frame, 0.5 + 5 * rnd.nextDouble()), true, List.of()));
        double minor = 0.5 + 2 * rnd.nextDouble();
        out.add(new Face(new ToroidalSurface(frame, minor + 0.5 + 5 * rnd.nextDouble(), minor), true, List.of()));
        out.add(new Face(patch(rnd, false), true, List.of()));
        out.add(new Face(patch(rnd, true), true, List.of()));
        out.add(lPlane(rnd));
        return out;
    }

    /** A 5 × 4 net, cubic in u (one interior knot) and quadratic in v, over [0, 2] × [0, 1]. */
    static BSplineSurface patch(Random rnd, boolean rational) {
        List<List<Vec3>> net = new ArrayList<>();
        double[][] w = rational ? new double[5][4] : null;
        for (int i = 0; i < 5; i++) {
            List<Vec3> row = new ArrayList<>();
            for (int j = 0; j < 4; j++) {
                row.add(Vec3.of(3 * i + rnd.nextDouble(), 3 * j + rnd.nextDouble(), 4 * rnd.nextDouble()));
                if (rational) {
                    w[i][j] = 0.5 + 1.5 * rnd.nextDouble();
                }
            }
            net.add(row);
        }
        return BSplineSurface.of(3, 2, new double[] {0, 0, 0, 0, 1, 2, 2, 2, 2}, new double[] {0, 0, 0, 0.5, 1, 1, 1},
                net, w);
    }

    /** A plane face trimmed to an L of random arm lengths (six line edges). */
    static Face lPlane(Random rnd) {
        double a = 2 + 6 * rnd.nextDouble();
        double b = 2 + 6 * rnd.nextDouble();
        double t = 0.5 + rnd.nextDouble();
        double[][] xy = {{0, 0}, {a, 0}, {a, t}, {t, t}, {t, b}, {0, b}};
        Vertex[] v = new Vertex[xy.length];
        for (int k = 0; k < xy.length; k++) {
            v[k] = new Vertex(Vec3.of(xy[k][0], xy[k][1], 1));
        }
        List<OrientedEdge> loop = new ArrayList<>();
        for (int k = 0; k < xy.length; k++) {
            Vertex s = v[k];
            Vertex e = v[(k + 1) % xy.length];
            Vec3 dir = e.point().subtract(s.point());
            loop.add(new OrientedEdge(new Edge(new Line3(s.point(), dir.normalize()), 0, dir.norm(), s, e), true));
        }
        return new Face(new Plane(Frame3.of(Vec3.of(0, 0, 1), Vec3.of(0, 0, 1), Vec3.of(1, 0, 0))), true,
                List.of(Loop.of(loop)));
    }

    private static Edge edge(ParametricCurve3 c, double t0, double t1) {
        return new Edge(c, t0, t1, new Vertex(c.point(t0)), new Vertex(c.point(t1)));
    }
}

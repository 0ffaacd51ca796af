package org.snapfit.core.section;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.body.Body;
import org.snapfit.core.body.Edge;
import org.snapfit.core.body.Face;
import org.snapfit.core.body.Loop;
import org.snapfit.core.body.OrientedEdge;
import org.snapfit.core.body.Shell;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.curve.BSplineBasis;
import org.snapfit.core.curve.Line3;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.geom.Vec3;
import org.snapfit.core.surface.BSplineSurface;

/**
 * The island search on a B-spline face that the plane also crosses at its edges: a bicubic height field over
 * [0, 10]² with {@code spans} × {@code spans} knot spans, z = 0.15·x plus seeded bumps (zero on the boundary, so the
 * four edges are straight lines), cut by z = 0.75 (the plane crosses two edges and, between bumps, leaves closed
 * curves inside). {@code cut}: the whole section of the face (marching from the edge crossings, the sign cells of
 * the plane's distance and the marcher seeded from every undecided cell); {@code signCells}: the sign cells alone
 * (Bézier extraction and de Casteljau subdivision). In the package of the engine so that the engine-internal
 * cells can be timed on their own.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class IslandSearchBench {

    /** Knot spans per direction. */
    @Param({"3", "12"})
    public int spans;

    private static final double SIDE = 10;
    private static final double SLOPE = 0.15;
    private static final long SEED = 20_261_129L;

    private BSplineSurface surface;
    private Body body;
    private CutFrame frame;

    /** Creates the benchmark state (JMH instantiates it). */
    public IslandSearchBench() {
    }

    /** Builds the face and the plane. */
    @Setup
    public void setUp() {
        int p = 3;
        int n = spans + p;
        double[] distinct = new double[spans + 1];
        int[] mult = new int[spans + 1];
        for (int i = 0; i <= spans; i++) {
            distinct[i] = i;
            mult[i] = i == 0 || i == spans ? p + 1 : 1;
        }
        double[] knots = BSplineBasis.expand(distinct, mult);
        Random r = new Random(SEED);
        List<List<Vec3>> net = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            List<Vec3> row = new ArrayList<>();
            double x = SIDE * greville(knots, i, p) / spans;
            for (int j = 0; j < n; j++) {
                double y = SIDE * greville(knots, j, p) / spans;
                boolean inner = i > 0 && i < n - 1 && j > 0 && j < n - 1;
                row.add(new Vec3(x, y, SLOPE * x + (inner ? 1.2 * (r.nextDouble() - 0.5) : 0)));
            }
            net.add(row);
        }
        surface = BSplineSurface.of(p, p, knots, knots, net, null);
        Vec3[] c = {surface.point(0, 0), surface.point(spans, 0), surface.point(spans, spans), surface.point(0, spans)};
        Vertex[] v = new Vertex[4];
        for (int i = 0; i < 4; i++) {
            v[i] = new Vertex(c[i]);
        }
        List<OrientedEdge> loop = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Vertex a = v[i];
            Vertex b = v[(i + 1) % 4];
            loop.add(new OrientedEdge(new Edge(new Line3(a.point(), b.point().subtract(a.point())), 0, 1, a, b), true));
        }
        body = new Body("field", List.of(new Shell(List.of(new Face(surface, true, List.of(Loop.of(loop)))), false)),
                false);
        frame = CutFrame.of(new SectionPlane(new ExactPoint3(Rational.ZERO, Rational.ZERO, Rational.of(3, 4)),
                ExactPoint3.of(0, 0, 1), ExactPoint3.of(1, 0, 0)));
    }

    /** The Greville abscissa of control point i: the mean of knots i + 1 … i + p (x(u) is then linear). */
    private static double greville(double[] knots, int i, int p) {
        double s = 0;
        for (int k = 1; k <= p; k++) {
            s += knots[i + k];
        }
        return s / p;
    }

    /**
     * The whole section of the face.
     *
     * @return the section (returned so JMH keeps it)
     */
    @Benchmark
    public BodySection cut() {
        return BrepSectioner.cut(body, frame, ExactData.NONE, SectionOptions.defaults());
    }

    /**
     * The sign cells of the plane's distance alone.
     *
     * @return the cells (returned so JMH keeps them)
     */
    @Benchmark
    public PlaneSignCells.Result signCells() {
        return PlaneSignCells.of(surface, frame, 2 * SIDE);
    }
}

package org.snapfit.algebra.arrangement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.snapfit.algebra.cspace.HorizontalFixtures.line;
import static org.snapfit.algebra.cspace.HorizontalFixtures.none;
import static org.snapfit.algebra.cspace.HorizontalFixtures.r;
import static org.snapfit.algebra.cspace.HorizontalFixtures.randomSegments;
import static org.snapfit.algebra.cspace.HorizontalFixtures.randomVerticals;
import static org.snapfit.algebra.cspace.HorizontalFixtures.segment;
import static org.snapfit.algebra.cspace.HorizontalFixtures.vertical;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.cspace.Arc;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.ArcTraits;
import org.snapfit.algebra.cspace.Arcs;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.cspace.HorizontalArc;
import org.snapfit.algebra.cspace.KernelArcs;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;

/**
 * Horizontal arcs of t-independent constraints (vertical segments x = u0 in the builder's frame) in the full
 * arrangement: closed-form counts derived by hand (each case says how), the sweep against the eager path, Euler
 * (checkInvariants) and point location on and beside the vertical edges.
 */
class VerticalArcsTest {

    /** The line t = p·u + q (a = −(p·u + q), b = 1) over the whole u-axis. */

    /** The segment of t = p·u + q over [u0, u1]. */

    /** The horizontal arc u = c (a = u − c, b = 0) over t in [tMin, tMax] (empty = unbounded). */

    private static ArcPoint pt(ArcTraits tr, long u, long t) {
        return tr.point(RealAlgebraic.of(Rational.of(u)), Rational.of(t));
    }

    private static ArcPoint pt(ArcTraits tr, Rational u, Rational t) {
        return tr.point(RealAlgebraic.of(u), t);
    }

    /** Builds with the sweep and the eager path; both must satisfy the invariants and agree everywhere. */
    private static Arrangement<Arc, ArcPoint> build(CurveKernel k, List<Arc> arcs) {
        Arrangement<Arc, ArcPoint> sweep = new ArrangementBuilder<>(new ArcTraits(k)).addAll(arcs).build();
        Arrangement<Arc, ArcPoint> eager = new ArrangementBuilder<>(new ArcTraits(k)).addAll(arcs).buildEager();
        sweep.checkInvariants(); // includes Euler V - E + F = 1 + C with the vertices at infinity
        eager.checkInvariants();
        // oracle: two independent ways to find the common points and place the holes
        assertThat(sweep.counts()).isEqualTo(eager.counts());
        for (int f = 0; f < eager.faceCount(); f++) {
            assertThat(sweep.summary(f)).isEqualTo(eager.summary(f));
            assertThat(sweep.faceCycles(f)).isEqualTo(eager.faceCycles(f));
        }
        return sweep;
    }

    @Test
    void build_twoVerticalLinesAndTwoDiagonals_countsByHand() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = new ArrayList<>();
        arcs.addAll(line(k, 1, 0));
        arcs.addAll(line(k, -1, 0));
        arcs.add(vertical(k, 0, none(), none()));
        arcs.add(vertical(k, 1, none(), none()));
        Arrangement<Arc, ArcPoint> a = build(k, arcs);
        // by hand: vertices (0,0) (three lines), (1,1), (1,-1); edges: t=u and t=-u 3 each, u=0 2, u=1 3;
        // faces of 4 lines = 1 + n + sum over points (lines through it - 1) = 1 + 4 + (2 + 1 + 1) = 9, of which
        // only the triangle (0,0),(1,1),(1,-1) is bounded
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(3, 11, 9, 8));
        ArcTraits tr = (ArcTraits) a.traits();
        Location inside = a.locate(pt(tr, Rational.of(1, 2), Rational.ZERO));
        assertThat(inside).isInstanceOf(Location.InFace.class);
        // the triangle: 3 outer half-edges, bounded
        assertThat(a.summary(((Location.InFace) inside).face())).isEqualTo(new FaceSummary(false, 3, 0, 0));
        // (1, 0) lies on the vertical edge u = 1 between (1,-1) and (1,1)
        Location on = a.locate(pt(tr, 1, 0));
        assertThat(on).isInstanceOf(Location.OnEdge.class);
        assertThat(a.edgeCurve(((Location.OnEdge) on).edge())).isInstanceOf(HorizontalArc.class);
        // (0, 0) is the triple vertex
        assertThat(a.locate(pt(tr, 0, 0))).isInstanceOf(Location.OnVertex.class);
        // (1, 5) lies on the upper ray of u = 1, (0, -7) on the lower ray of u = 0
        assertThat(a.locate(pt(tr, 1, 5))).isInstanceOf(Location.OnEdge.class);
        assertThat(a.locate(pt(tr, 0, -7))).isInstanceOf(Location.OnEdge.class);
        // a strip point between the lines: (1/2, 5) is above t = u and t = -u, so in the unbounded strip face
        // bounded by u = 0 (upper ray), t = u (0..1) and u = 1 (upper ray): 3 outer half-edges, unbounded
        Location strip = a.locate(pt(tr, Rational.of(1, 2), Rational.of(5)));
        assertThat(a.summary(((Location.InFace) strip).face())).isEqualTo(new FaceSummary(true, 3, 0, 0));
    }

    @Test
    void build_verticalLineAlone_splitsPlaneInTwo() {
        CurveKernel k = new CurveKernel();
        Arrangement<Arc, ArcPoint> a = build(k, List.of(vertical(k, 0, none(), none())));
        // a line: no vertex, one edge, two unbounded half-planes
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(0, 1, 2, 2));
        ArcTraits tr = (ArcTraits) a.traits();
        Location left = a.locate(pt(tr, -1, 0));
        Location right = a.locate(pt(tr, 1, 0));
        assertThat(left).isNotEqualTo(right); // the line separates them
        assertThat(a.locate(pt(tr, 0, 3))).isInstanceOf(Location.OnEdge.class);
    }

    @Test
    void build_boundedSegmentInAFace_isAHole() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = new ArrayList<>();
        arcs.addAll(segment(k, 0, 0, -5, 5));   // t = 0 on [-5, 5]
        arcs.addAll(segment(k, 0, 10, -5, 5));  // t = 10 on [-5, 5]
        arcs.add(vertical(k, -5, r(0), r(10)));
        arcs.add(vertical(k, 5, r(0), r(10)));
        arcs.add(vertical(k, 0, r(2), r(3)));   // a free-floating segment inside the square
        Arrangement<Arc, ArcPoint> a = build(k, arcs);
        // by hand: square 4 corners + 2 ends of the inner segment = 6 vertices; 4 + 1 edges; faces: the unbounded
        // outside and the square's inside (with one hole of 2 half-edges)
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(6, 5, 2, 1));
        ArcTraits tr = (ArcTraits) a.traits();
        Location in = a.locate(pt(tr, 1, 1));
        assertThat(a.summary(((Location.InFace) in).face())).isEqualTo(new FaceSummary(false, 4, 1, 2));
        // directly above the inner segment's top end: same face
        assertThat(a.locate(pt(tr, 0, 5))).isEqualTo(in);
        assertThat(a.locate(pt(tr, Rational.ZERO, Rational.of(5, 2)))).isInstanceOf(Location.OnEdge.class);
    }

    @Test
    void build_verticalThroughArcEndAndCrossing_sharesTheVertices() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = new ArrayList<>();
        arcs.addAll(line(k, 1, 0));            // t = u
        arcs.addAll(line(k, -1, 0));           // t = -u, crossing t = u at (0, 0)
        arcs.addAll(segment(k, 0, 3, 0, 4));    // t = 3 on [0, 4]: end (0, 3) on u = 0, crosses t = u at (3, 3)
        arcs.add(vertical(k, 0, r(-1), r(3)));  // u = 0, t in [-1, 3]: through the crossing, ends on the segment's end
        Arrangement<Arc, ArcPoint> a = build(k, arcs);
        // by hand: vertices (0,-1) free end, (0,0) crossing of 3, (0,3) shared end, (3,3), (4,3) segment end = 5;
        // edges: t=u 3 (split at 0, 3), t=-u 2, segment 2 ((0,3)-(3,3)-(4,3)), vertical 2 = 9;
        // one component, no holes: V - E + F = 1 => F = 1 + 9 - 5 = 5 (Euler for a connected plane graph with
        // unbounded edges counted through the vertices at infinity: checked by checkInvariants too)
        assertThat(a.counts().vertices()).isEqualTo(5);
        assertThat(a.counts().edges()).isEqualTo(9);
        // faces: the 4 wedges of the two lines, the wedge above (between t=u and t=-u, u>0 side... ) is split by
        // the vertical (0..3) and the segment: the wedge t > |u| is cut along u = 0 from (0,0) to (0,3), which
        // does not disconnect it (the vertical ends at (0,3) where the segment goes right, leaving u = 0 above 3
        // open): faces = 4 wedges + the bounded triangle (0,0),(3,3),(0,3) = 5
        assertThat(a.counts().faces()).isEqualTo(5);
        ArcTraits tr = (ArcTraits) a.traits();
        Location tri = a.locate(pt(tr, Rational.of(1), Rational.of(2)));
        assertThat(a.summary(((Location.InFace) tri).face())).isEqualTo(new FaceSummary(false, 3, 0, 0));
    }

    @Test
    void build_verticalLineThroughArcEnds_makesThemVerticesOfTheLine() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = new ArrayList<>();
        arcs.addAll(segment(k, 0, 1, 0, 2));     // t = 1 on [0, 2]: starts on the line at (0, 1)
        arcs.addAll(segment(k, 0, -1, -2, 0));   // t = -1 on [-2, 0]: ends on the line at (0, -1)
        arcs.add(vertical(k, 0, none(), none())); // the whole line u = 0
        Arrangement<Arc, ArcPoint> a = build(k, arcs);
        // by hand: vertices (0,1), (2,1), (0,-1), (-2,-1); edges: the two segments (one each) and the line cut at
        // t = -1 and t = 1 into 3 = 5; faces: the line splits the plane in two, the segments are antennas: 2
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(4, 5, 2, 2));
        ArcTraits tr = (ArcTraits) a.traits();
        Location right = a.locate(pt(tr, 1, 0));
        // the right half-plane: line pieces (-inf,-1), (-1,1), (1,inf) and the antenna t = 1 twice = 5 half-edges
        assertThat(a.summary(((Location.InFace) right).face())).isEqualTo(new FaceSummary(true, 5, 0, 0));
    }

    @Test
    void build_verticalThroughPole_meetsNothing() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = new ArrayList<>();
        // t = 1/u: a = -1, b = u; pole at u = 0, two branches
        arcs.addAll(Arcs.graph(k, k.curve(new long[] {-1}, new long[] {0, 1}), none(), none()));
        arcs.add(vertical(k, 0, none(), none()));
        Arrangement<Arc, ArcPoint> a = build(k, arcs);
        // by hand: the vertical asymptote line meets neither branch at a finite point: no vertex, 3 edges, and 4
        // faces (each branch cuts its half-plane in two), all unbounded
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(0, 3, 4, 4));
        ArcTraits tr = (ArcTraits) a.traits();
        // (1/2, 1) lies below the branch t = 1/u (t = 2 there): the region {u > 0, t < 1/u}, bounded by the whole
        // line u = 0 (as u -> 0+ the branch goes to +inf) and the branch: 2 outer half-edges; (1/2, 3) lies above
        // it: {u > 0, t > 1/u}, bounded by the branch alone (the line does not touch it): 1 outer half-edge
        Location p = a.locate(pt(tr, Rational.of(1, 2), Rational.ONE));
        Location q = a.locate(pt(tr, Rational.of(1, 2), Rational.of(3)));
        assertThat(a.summary(((Location.InFace) p).face())).isEqualTo(new FaceSummary(true, 2, 0, 0));
        assertThat(a.summary(((Location.InFace) q).face())).isEqualTo(new FaceSummary(true, 1, 0, 0));
    }

    @Test
    void build_overlappingAndTouchingVerticals_mergeIntoOneChain() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = new ArrayList<>();
        arcs.add(vertical(k, 0, r(0), r(2)));
        arcs.add(vertical(k, 0, r(1), r(3)));   // overlaps [1, 2]
        arcs.add(vertical(k, 0, r(3), r(4)));   // touches end to end at 3
        arcs.add(vertical(k, 2, r(0), r(4)));   // a different line, disjoint
        Arrangement<Arc, ArcPoint> a = build(k, arcs);
        // by hand: on u = 0 vertices at t = 0, 1, 2, 3, 4 and edges [0,1], [1,2] (twice, one edge), [2,3], [3,4];
        // on u = 2 two vertices and one edge; one face (the plane) with two holes
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(7, 5, 1, 1));
        ArcTraits tr = (ArcTraits) a.traits();
        Location on = a.locate(pt(tr, Rational.ZERO, Rational.of(3, 2)));
        assertThat(a.edgeMultiplicity(((Location.OnEdge) on).edge())).isEqualTo(2); // the overlap [1, 2]
        assertThat(a.summary(0)).isEqualTo(new FaceSummary(true, 0, 2, 2 * 4 + 2 * 1));
    }

    @Test
    void build_segmentEndOnGraphArc_isOneVertex() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = new ArrayList<>();
        arcs.addAll(line(k, 0, 0));              // t = 0
        arcs.add(vertical(k, 1, r(0), r(2)));    // from (1, 0) on the line up to (1, 2)
        arcs.add(vertical(k, 2, none(), r(0)));  // a ray from below ending on the line at (2, 0)
        Arrangement<Arc, ArcPoint> a = build(k, arcs);
        // by hand: vertices (1,0), (1,2), (2,0); edges: the line 3, the segment 1, the ray 1 = 5; faces: above and
        // below the line, the lower one cut by the ray into two = 3, all unbounded
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(3, 5, 3, 3));
        ArcTraits tr = (ArcTraits) a.traits();
        Location above = a.locate(pt(tr, 1, 5));
        // the upper half-plane: its boundary runs along the line and around the antenna (1,0)-(1,2): the finite
        // outer half-edges are line(-inf,1), antenna up, antenna down, line(1,2), line(2,inf) = 5
        assertThat(a.summary(((Location.InFace) above).face())).isEqualTo(new FaceSummary(true, 5, 0, 0));
    }

    /**
     * The CGAL instances with walls: pawl_4_6_s14 and random_100_s11 plus vertical lines, rays and segments at
     * u = 0, 1/3, -1/2 (and a wall at a crossing's u when one is rational): sweep against eager path (inside build)
     * and the invariants; the walls must add at least one vertex per line they cross.
     */
    @Test
    void build_cgalInstancesWithWalls_sweepEqualsEager() throws java.io.IOException {
        for (String file : List.of("pawl_4_6_s14.txt", "random_100_s11.txt")) {
            CurveKernel k = new CurveKernel();
            java.nio.file.Path path = SweepVersusEagerTest.arrangements(file);
            List<Arc> arcs = new ArrayList<>(org.snapfit.algebra.cspace.ArcInstance.read(path, k).graphArcs(k));
            Arrangement<Arc, ArcPoint> base = build(k, arcs);
            arcs.add(verticalAt(k, Rational.ZERO, none(), none()));
            arcs.add(verticalAt(k, Rational.of(1, 3), none(), r(0)));
            arcs.add(verticalAt(k, Rational.of(-1, 2), r(-1), r(1)));
            Arrangement<Arc, ArcPoint> with = build(k, arcs);
            // each wall adds its finite ends and crossings as vertices (the segment at u = -1/2 alone adds 2) and at
            // least one edge each, plus one more per crossing on a wall
            assertThat(with.counts().vertices()).isGreaterThan(base.counts().vertices());
            assertThat(with.counts().edges()).isGreaterThan(base.counts().edges() + 3);
        }
    }

    private static HorizontalArc verticalAt(CurveKernel k, Rational c, Optional<Rational> lo, Optional<Rational> hi) {
        CSpaceCurve h = k.curve(new Rational[] {c.negate(), Rational.ONE}, new Rational[] {Rational.ZERO});
        return Arcs.horizontal(k, h, lo, hi).get(0);
    }

    @Test
    void compareCurvesAtX_verticalArc_throwsNamingTheArc() {
        CurveKernel k = new CurveKernel();
        ArcTraits tr = new ArcTraits(k);
        HorizontalArc v = vertical(k, 0, none(), none());
        Arc g = line(k, 1, 0).get(0);
        assertThatThrownBy(() -> tr.compareCurvesAtX(v, g, pt(tr, 0, 0)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is vertical in the (u, t) frame");
        assertThatThrownBy(() -> tr.endPoint(v, ArcEnd.MIN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is unbounded");
    }

    /** Random full curves with small coefficients (lines, parabolas, hyperbolas with poles): every arc reaches
     *  infinity, so every connected component of their arrangement touches the boundary. */
    static List<Arc> randomFullCurves(CurveKernel k, RandomGenerator rnd) {
        List<Arc> arcs = new ArrayList<>();
        int n = 1 + rnd.nextInt(5);
        for (int i = 0; i < n; i++) {
            long[] a;
            long[] b;
            if (rnd.nextInt(3) > 0) {
                a = new long[] {rnd.nextInt(5) - 2, rnd.nextInt(5) - 2}; // lines t = -(a0 + a1 u)
                b = new long[] {1};
            } else {
                a = new long[] {rnd.nextInt(5) - 2, rnd.nextInt(3) - 1, rnd.nextInt(3) - 1};
                b = new long[] {rnd.nextInt(3) - 1, rnd.nextInt(3) - 1};
                if (b[0] == 0 && b[1] == 0) {
                    b[0] = 1;
                }
            }
            CSpaceCurve c;
            try {
                c = k.curve(a, b);
            } catch (IllegalArgumentException zero) {
                continue;
            }
            if (!c.isHorizontal()) {
                arcs.addAll(Arcs.graph(k, c, none(), none()));
            }
        }
        return arcs;
    }

    /** Vertical positions with many coincidences: crossings and poles of the small curves sit at such u. */
    private static final Rational[] POSITIONS = {Rational.of(-2), Rational.MINUS_ONE, Rational.of(-1, 2), Rational.ZERO,
        Rational.of(1, 2), Rational.ONE, Rational.of(2), Rational.of(1, 3)};

    /**
     * Random full curves and 1–3 distinct vertical positions from {@link #POSITIONS}.
     *
     * @param curves the full curves with their kernel
     * @param positions the u of the vertical lines
     */
    record CurvesAndVerticals(KernelArcs<Arc> curves, List<Rational> positions) {
    }

    private static final Gen<CurvesAndVerticals> CURVES_AND_VERTICALS = Gen.of(rnd -> {
        CurveKernel k = new CurveKernel();
        List<Arc> graphs = randomFullCurves(k, rnd);
        List<Rational> cs = new ArrayList<>();
        int m = 1 + rnd.nextInt(3);
        for (int i = 0; i < m; i++) {
            Rational c = POSITIONS[rnd.nextInt(POSITIONS.length)];
            if (!cs.contains(c)) {
                cs.add(c);
            }
        }
        return new CurvesAndVerticals(new KernelArcs<>(k, graphs), List.copyOf(cs));
    });

    static Stream<Arguments> curvesAndVerticals() {
        return Cases.of(20261126L, 120, CURVES_AND_VERTICALS);
    }

    /**
     * The oracle: adding a full vertical line L (x = c) to an arrangement A in which every component reaches
     * infinity. L meets each edge at most once (edges are x-monotone), at an interior point exactly when c lies in
     * the edge's open x-range (k_e such edges), and passes through the k_v vertices of A with x = c. So L adds
     * k_e vertices, splits k_e edges (+k_e) and is itself cut into k_v + k_e + 1 edges; every new piece joins
     * two points of the boundary of one face that lie on one connected component (all components reach infinity,
     * where the unbounded pieces of L end), so each piece splits its face: +k_v + k_e + 1 faces. Distinct vertical
     * lines do not meet, so their contributions add.
     */
    @ParameterizedTest
    @MethodSource("curvesAndVerticals")
    void build_verticalLinesOverFullCurves_matchCountOracle(CurvesAndVerticals instance) {
        CurveKernel k = instance.curves().kernel();
        List<Arc> graphs = instance.curves().arcs();
        Arrangement<Arc, ArcPoint> base = build(k, graphs);
        List<Rational> cs = instance.positions();
        int dv = 0;
        int de = 0;
        int df = 0;
        for (Rational c : cs) {
            RealAlgebraic u = RealAlgebraic.of(c);
            int kv = 0;
            for (int v = 0; v < base.vertexCount(); v++) {
                if (base.vertexPoint(v).u().compare(u) == Comparison.EQUAL) {
                    kv++;
                }
            }
            int ke = 0;
            for (int e = 0; e < base.edgeCount(); e++) {
                if (inOpenURange(base, e, u)) {
                    ke++;
                }
            }
            dv += ke;
            de += 2 * ke + kv + 1;
            df += kv + ke + 1;
        }
        List<Arc> all = new ArrayList<>(graphs);
        for (Rational c : cs) {
            // u = c as the root of a = den*u - num, all t
            CSpaceCurve h = k.curve(new Rational[] {c.negate(), Rational.ONE}, new Rational[] {Rational.ZERO});
            all.addAll(Arcs.horizontal(k, h, none(), none()));
        }
        Arrangement<Arc, ArcPoint> with = build(k, all);
        ArrangementCounts b = base.counts();
        assertThat(with.counts().vertices()).isEqualTo(b.vertices() + dv);
        assertThat(with.counts().edges()).isEqualTo(b.edges() + de);
        assertThat(with.counts().faces()).isEqualTo(b.faces() + df);
    }

    /** Whether u lies strictly inside the x-range of edge e of an arrangement of graph arcs (a pole end at u: no). */
    private static boolean inOpenURange(Arrangement<Arc, ArcPoint> a, int e, RealAlgebraic u) {
        GraphArc g = (GraphArc) a.edgeCurve(e);
        Optional<Integer> l = a.edgeLeftVertex(e);
        Optional<Integer> r = a.edgeRightVertex(e);
        Optional<RealAlgebraic> lo = l.isPresent() ? Optional.of(a.vertexPoint(l.get()).u()) : g.uMin();
        Optional<RealAlgebraic> hi = r.isPresent() ? Optional.of(a.vertexPoint(r.get()).u()) : g.uMax();
        return (lo.isEmpty() || lo.get().compare(u) == Comparison.SMALLER)
                && (hi.isEmpty() || hi.get().compare(u) == Comparison.LARGER);
    }

    private static final Gen<KernelArcs<Arc>> SEGMENTS_WITH_VERTICALS = Gen.of(rnd -> {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = randomSegments(k, rnd);
        if (rnd.nextBoolean()) {
            arcs.addAll(randomFullCurves(k, rnd));
        }
        arcs.addAll(randomVerticals(k, rnd));
        return new KernelArcs<>(k, arcs);
    });

    static Stream<Arguments> segmentsWithVerticals() {
        return Cases.of(20261126L, 120, SEGMENTS_WITH_VERTICALS);
    }

    /**
     * Random segments and lines on a small grid with random horizontal arcs (bounded, rays, lines; many on the same
     * u, overlapping or touching, with ends on the graph arcs): the sweep against the eager path (inside build),
     * the DCEL invariants with Euler, and every vertex located on itself.
     */
    @ParameterizedTest
    @MethodSource("segmentsWithVerticals")
    void build_randomSegmentsWithVerticals_sweepEqualsEager(KernelArcs<Arc> instance) {
        CurveKernel k = instance.kernel();
        List<Arc> arcs = instance.arcs();
        Arrangement<Arc, ArcPoint> a = build(k, arcs);
        for (int v = 0; v < a.vertexCount(); v++) {
            // a vertex locates on itself (exact equality of points)
            assertThat(a.locate(a.vertexPoint(v))).isEqualTo(new Location.OnVertex(v));
        }
    }
}

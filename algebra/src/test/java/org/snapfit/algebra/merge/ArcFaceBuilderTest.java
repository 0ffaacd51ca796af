package org.snapfit.algebra.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.snapfit.algebra.cspace.HorizontalFixtures.line;
import static org.snapfit.algebra.cspace.HorizontalFixtures.none;
import static org.snapfit.algebra.cspace.HorizontalFixtures.r;
import static org.snapfit.algebra.cspace.HorizontalFixtures.randomSegments;
import static org.snapfit.algebra.cspace.HorizontalFixtures.randomVerticals;
import static org.snapfit.algebra.cspace.HorizontalFixtures.vertical;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.arrangement.Arrangement;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.arrangement.ArrangementTraits;
import org.snapfit.algebra.arrangement.FaceSummary;
import org.snapfit.algebra.arrangement.Location;
import org.snapfit.algebra.cspace.Arc;
import org.snapfit.algebra.cspace.ArcInstance;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.ArcTraits;
import org.snapfit.algebra.cspace.Arcs;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.HorizontalArc;
import org.snapfit.algebra.cspace.KernelArcs;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;

/**
 * The single face with horizontal arcs (t-independent constraints, vertical edges in CGAL's frame): against the
 * face of the full arrangement ({@link FreeFace#ofArcs}, the oracle), closed forms for strip faces, starts on a
 * horizontal arc with a free side, and the sweep queries with vertical edges.
 */
class ArcFaceBuilderTest {

    /** The point (u, t). */
    private static ArcPoint at(CurveKernel k, Rational u, Rational t) {
        return new ArcPoint(RealAlgebraic.of(u), k.curve(new Rational[] {t}, new Rational[] {Rational.MINUS_ONE}));
    }

    private static Arrangement<Arc, ArcPoint> full(CurveKernel k, List<Arc> arcs) {
        return new ArrangementBuilder<Arc, ArcPoint>(new ArcTraits(k)).addAll(arcs).build();
    }

    /** Two vertical lines u = 0, u = 1 and the lines t = u, t = -u. */
    private static List<Arc> strip(CurveKernel k) {
        List<Arc> arcs = new ArrayList<>();
        arcs.addAll(line(k, 1, 0));
        arcs.addAll(line(k, -1, 0));
        arcs.add(vertical(k, 0, none(), none()));
        arcs.add(vertical(k, 1, none(), none()));
        return arcs;
    }

    private static int verticalCount(List<FaceEdge> edges) {
        int n = 0;
        for (FaceEdge e : edges) {
            if (e instanceof VerticalEdge) {
                n++;
            }
        }
        return n;
    }

    @Test
    void face_stripAboveTheLines_hasTwoVerticalEdges() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = strip(k);
        ArcPoint z = at(k, Rational.of(1, 2), Rational.of(5));
        for (ArcFaceBuilder b : List.of(new ArcFaceBuilder(k), new ArcFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES),
                new ArcFaceBuilder(k, MergeStrategy.GSS), new ArcFaceBuilder(k, MergeStrategy.RESTRICTED))) {
            FreeFace f = b.face(arcs, z);
            // closed form: {0 < u < 1, t > u}: the upper ray of u = 0 (down, face at larger u), t = u on [0, 1]
            // (face above), the upper ray of u = 1 (up, face at smaller u): unbounded, 3 outer half-edges
            assertThat(f.summary()).isEqualTo(new FaceSummary(true, 3, 0, 0));
            assertThat(verticalCount(f.edgeCycles().get(0))).isEqualTo(2);
            assertThat(f.outer()).hasSize(1); // graph edges only
            for (FaceEdge e : f.edgeCycles().get(0)) {
                if (e instanceof VerticalEdge v) {
                    // the face lies between the lines: left of u = 1 (upwards), right of u = 0 (downwards)
                    assertThat(v.freeAtSmallerU()).isEqualTo(v.u().equals(RealAlgebraic.of(1)));
                    assertThat(v.top()).isEmpty();
                }
            }
            // oracle: the face of the full arrangement
            assertThat(f.sameBoundaryAs(FreeFace.ofArcs(full(k, arcs), z))).isTrue();
        }
    }

    @Test
    void face_startOnVerticalLine_sideChoosesTheFace() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = strip(k);
        ArcPoint z = at(k, Rational.ONE, Rational.of(5)); // on the upper ray of u = 1
        FreeFace right = new ArcFaceBuilder(k).face(arcs, z, FreeSide.LARGER_U);
        FreeFace left = new ArcFaceBuilder(k).face(arcs, z, FreeSide.SMALLER_U);
        // closed form: right of u = 1 at t = 5 > u: {u > 1, t > u}, bounded by the ray of u = 1 above (1, 1) and
        // t = u for u > 1: 2 outer half-edges; left: the strip face above t = u: 3
        assertThat(right.summary()).isEqualTo(new FaceSummary(true, 2, 0, 0));
        assertThat(left.summary()).isEqualTo(new FaceSummary(true, 3, 0, 0));
        assertThat(right.startLocation()).isEqualTo(StartLocation.ON_EDGE);
        assertThat(right.freeSide()).contains(FreeSide.LARGER_U);
        Arrangement<Arc, ArcPoint> a = full(k, arcs);
        assertThat(right.sameBoundaryAs(FreeFace.ofArcs(a, z, FreeSide.LARGER_U))).isTrue();
        assertThat(left.sameBoundaryAs(FreeFace.ofArcs(a, z, FreeSide.SMALLER_U))).isTrue();
        // without a side a start on the line is an error naming the start
        assertThatThrownBy(() -> new ArcFaceBuilder(k).face(arcs, z))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("needs its free side");
        assertThatThrownBy(() -> FreeFace.ofArcs(a, z))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("lies on a constraint curve");
    }

    @Test
    void face_startOnVertexOfVerticalLine_isVertexAndWedge() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = strip(k);
        ArcPoint z = at(k, Rational.ONE, Rational.ONE); // (1, 1): u = 1 meets t = u
        FreeFace f = new ArcFaceBuilder(k, MergeStrategy.GSS).face(arcs, z, FreeSide.LARGER_U);
        // closed form: along t = 1 to the right, t < u: {u > 1, -u < t < u}, bounded by u = 1 between (1,-1) and
        // (1,1) and the rays of t = u and t = -u beyond: 3 outer half-edges
        assertThat(f.startLocation()).isEqualTo(StartLocation.ON_VERTEX);
        assertThat(f.summary()).isEqualTo(new FaceSummary(true, 3, 0, 0));
        assertThat(f.sameBoundaryAs(FreeFace.ofArcs(full(k, arcs), z, FreeSide.LARGER_U))).isTrue();
    }

    @Test
    void queries_verticalEdges_seenByEdgeHitsNotByGraphHits() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = strip(k);
        FreeFace strip = new ArcFaceBuilder(k).face(arcs, at(k, Rational.of(1, 2), Rational.of(5)));
        RealAlgebraic t5 = RealAlgebraic.of(Rational.of(5));
        RealAlgebraic half = RealAlgebraic.of(Rational.of(1, 2));
        // at t = 5 the strip face's boundary is met by the two vertical rays only (t = u is at u = 5, outside)
        List<FreeFace.FaceHit> hits = strip.edgeHitsAt(k, t5);
        assertThat(hits).extracting(FreeFace.FaceHit::u).containsExactly(RealAlgebraic.of(0), RealAlgebraic.of(1));
        assertThat(strip.edgeAbove(k, t5, half).orElseThrow().u()).isEqualTo(RealAlgebraic.of(1));
        assertThat(strip.edgeBelow(k, t5, half).orElseThrow().u()).isEqualTo(RealAlgebraic.of(0));
        assertThat(strip.arcAbove(k, t5, half)).isEmpty(); // graph edges only
        // a query on the vertical line u = 1 itself does not see that edge (strictly above)
        assertThat(strip.edgeAbove(k, t5, RealAlgebraic.of(1))).isEmpty();
        assertThat(strip.edgeBelow(k, t5, RealAlgebraic.of(1)).orElseThrow().u()).isEqualTo(RealAlgebraic.of(0));
        // along an upper ray t increases to infinity: no event
        assertThat(FreeFace.nextEventRight(k, hits.get(1))).isEmpty();
        // the triangle (0,0), (1,1), (1,-1): at t = 0 the vertical edge u = 1 (t in [-1, 1]) is met at u = 1, and
        // its next event in +t is its top (1, 1), at u = 1; at t = 1 the hit is that top itself: no event beyond
        FreeFace tri = new ArcFaceBuilder(k).face(arcs, at(k, Rational.of(1, 2), Rational.ZERO));
        FreeFace.FaceHit side = tri.edgeAbove(k, RealAlgebraic.of(0), half).orElseThrow();
        assertThat(side.edge()).isInstanceOf(VerticalEdge.class);
        assertThat(FreeFace.nextEventRight(k, side)).contains(RealAlgebraic.of(1));
        FreeFace.FaceHit atTop = tri.edgeHitsAt(k, RealAlgebraic.of(1)).stream()
                .filter(h -> h.edge() instanceof VerticalEdge).findFirst().orElseThrow();
        assertThat(FreeFace.nextEventRight(k, atTop)).isEmpty();
        // a graph hit goes through the graph rule: t = u from (1/2, 1/2) rises to the vertex (1, 1)
        FreeFace.FaceHit graph = tri.edgeHitsAt(k, RealAlgebraic.of(half.toRational().orElseThrow())).stream()
                .filter(h -> h.edge() instanceof BoundaryEdge).findFirst().orElseThrow();
        assertThat(FreeFace.nextEventRight(k, graph)).contains(RealAlgebraic.of(1));
    }

    @Test
    void face_boundedSegmentInsideAFace_isAHoleWithTwoVerticalEdges() {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = new ArrayList<>(line(k, 0, 0));  // t = 0
        arcs.add(vertical(k, 0, r(2), r(3)));               // a free-floating segment above the line
        FreeFace f = new ArcFaceBuilder(k).face(arcs, at(k, Rational.ONE, Rational.ONE));
        // closed form: the upper half-plane, outer boundary the line (1 half-edge), one hole of 2 half-edges
        assertThat(f.summary()).isEqualTo(new FaceSummary(true, 1, 1, 2));
        assertThat(verticalCount(f.edgeCycles().get(1))).isEqualTo(2);
        assertThat(f.holes().get(0)).isEmpty(); // graph edges only
    }

    /**
     * The CGAL instances with walls near the query point (t, u) = (7/1009, 13/1013): the line u = 0 just below it
     * (in u), a ray u = 1/3 for t ≤ 1 and a segment u = -1/2 for t in [-1, 1]. Oracle: the face of the full
     * arrangement; the planned default, FULL_BOUNDARIES and GSS must give the same cycles and exact vertices.
     */
    @ParameterizedTest
    @ValueSource(strings = {"pawl_4_6_s14.txt", "random_100_s11.txt"})
    void face_cgalInstancesWithWalls_equalsFullArrangementFace(String file) throws java.io.IOException {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = new ArrayList<>(ArcInstance.read(RestrictedMergeTest.arrangements(file), k).graphArcs(k));
        arcs.add(wall(k, Rational.ZERO, none(), none()));
        arcs.add(wall(k, Rational.of(1, 3), none(), r(1)));
        arcs.add(wall(k, Rational.of(-1, 2), r(-1), r(1)));
        ArcPoint z = at(k, Rational.of(13, 1013), Rational.of(7, 1009));
        FreeFace oracle = FreeFace.ofArcs(full(k, arcs), z);
        // the wall u = 0 lies just below z in u (13/1013 > 0) and bounds the face: a vertical edge on it
        assertThat(oracle.allFaceEdges()).anyMatch(e -> e instanceof VerticalEdge v && v.u().equals(RealAlgebraic.of(0)));
        for (ArcFaceBuilder b : List.of(new ArcFaceBuilder(k), new ArcFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES),
                new ArcFaceBuilder(k, MergeStrategy.GSS))) {
            assertThat(b.face(arcs, z).sameBoundaryAs(oracle)).isTrue();
        }
    }

    private static HorizontalArc wall(CurveKernel k, Rational c, Optional<Rational> lo, Optional<Rational> hi) {
        CSpaceCurve h = k.curve(new Rational[] {c.negate(), Rational.ONE}, new Rational[] {Rational.ZERO});
        return Arcs.horizontal(k, h, lo, hi).get(0);
    }

    @Test
    void verticalEdge_badInput_throwsNamingTheField() {
        CurveKernel k = new CurveKernel();
        RealAlgebraic zero = RealAlgebraic.of(0);
        ArcPoint low = at(k, Rational.ZERO, Rational.ZERO);
        ArcPoint high = at(k, Rational.ZERO, Rational.ONE);
        assertThatThrownBy(() -> new VerticalEdge(null, none0(), none0(), true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("u = null");
        assertThatThrownBy(() -> new VerticalEdge(RealAlgebraic.of(1), Optional.of(low), none0(), true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not lie on the line u = 1");
        assertThatThrownBy(() -> new VerticalEdge(zero, Optional.of(high), Optional.of(low), true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("needs bottom below top");
        assertThat(new VerticalEdge(zero, Optional.of(low), Optional.of(high), false).freeAtSmallerU()).isFalse();
        assertThatThrownBy(() -> new FreeFace.FaceHit(null, zero, zero))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a hit needs all three");
    }

    private static Optional<ArcPoint> none0() {
        return Optional.empty();
    }

    @Test
    void ofArcs_foreignTraits_throwsForAStartOnACurve() {
        CurveKernel k = new CurveKernel();
        ArcTraits real = new ArcTraits(k);
        @SuppressWarnings("unchecked")
        ArrangementTraits<Arc, ArcPoint> foreign = (ArrangementTraits<Arc, ArcPoint>) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {ArrangementTraits.class}, (proxy, m, args) -> {
                    try {
                        return m.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        List<Arc> arcs = List.of(vertical(k, 0, none(), none()));
        Arrangement<Arc, ArcPoint> a = new ArrangementBuilder<>(foreign).addAll(arcs).build();
        assertThatThrownBy(() -> FreeFace.ofArcs(a, at(k, Rational.ZERO, Rational.ONE), FreeSide.LARGER_U))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("needs an arrangement built with ArcTraits");
    }

    /**
     * Arcs with their kernel and two starts: one anywhere near the arcs, one in the dense middle (more bounded
     * faces and holes there).
     *
     * @param arcs the arcs, the last one horizontal
     * @param starts the two starts
     */
    record ArcsAndStarts(KernelArcs<Arc> arcs, List<ArcPoint> starts) {
    }

    private static final Gen<ArcsAndStarts> ARCS_AND_STARTS = Gen.of(rnd -> {
        CurveKernel k = new CurveKernel();
        List<Arc> arcs = randomSegments(k, rnd);
        if (rnd.nextInt(3) == 0) {
            // t = 1/(u - c): a pole at an integer c, maybe on a vertical line
            arcs.addAll(Arcs.graph(k, k.curve(new long[] {-1}, new long[] {-(rnd.nextInt(3) - 1), 1}), none(), none()));
        }
        arcs.addAll(randomVerticals(k, rnd));
        List<ArcPoint> starts = List.of(at(k, Rational.of(rnd.nextInt(41) - 20, 8), Rational.of(rnd.nextInt(41) - 20, 7)),
                at(k, Rational.of(rnd.nextInt(17) - 8, 9), Rational.of(rnd.nextInt(17) - 8, 11)));
        return new ArcsAndStarts(new KernelArcs<>(k, arcs), starts);
    });

    static Stream<Arguments> arcsAndStarts() {
        return Cases.of(20261126L, 60, ARCS_AND_STARTS);
    }

    /**
     * Random small instances: segments and lines with small integer coefficients, sometimes full curves with
     * poles, and 1–3 horizontal arcs (lines, rays, segments; some on the same u), a random rational start. The
     * single face (planned default, FULL_BOUNDARIES, GSS) must equal the full arrangement's face of the start
     * (the oracle: same cycles, same exact vertices), the full arrangement must pass its invariants (Euler), and
     * the start must lie in that face (its location is the face whose summary we compare).
     */
    @ParameterizedTest
    @MethodSource("arcsAndStarts")
    void face_randomInstancesWithHorizontals_equalsFullArrangementFace(ArcsAndStarts instance) {
        CurveKernel k = instance.arcs().kernel();
        List<Arc> arcs = instance.arcs().arcs();
        Arrangement<Arc, ArcPoint> a = full(k, arcs);
        a.checkInvariants();
        List<ArcPoint> starts = instance.starts();
        for (ArcPoint z : starts) {
            if (!(a.locate(z) instanceof Location.InFace in)) {
                continue; // a start on an arc: covered by the side tests below
            }
            FreeFace oracle = FreeFace.ofArcs(a, z);
            assertThat(oracle.summary()).isEqualTo(a.summary(in.face())); // z inside the face extracted
            for (ArcFaceBuilder b : List.of(new ArcFaceBuilder(k), new ArcFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES),
                    new ArcFaceBuilder(k, MergeStrategy.GSS), new ArcFaceBuilder(k, MergeStrategy.RESTRICTED))) {
                FreeFace f = b.face(arcs, z);
                assertThat(f.sameBoundaryAs(oracle)).as("start %s", z).isTrue();
                assertThat(f.summary()).isEqualTo(oracle.summary());
            }
        }
        // a start on a horizontal arc, both sides, against the full arrangement's face on that side
        HorizontalArc h = (HorizontalArc) arcs.get(arcs.size() - 1);
        Rational t = h.tMin().map(x -> x.add(Rational.of(1, 3))).orElse(h.tMax().map(x -> x.subtract(Rational.of(1, 3)))
                .orElse(Rational.of(1, 3)));
        ArcPoint onH = new ArcPoint(h.u(), k.curve(new Rational[] {t}, new Rational[] {Rational.MINUS_ONE}));
        for (FreeSide s : FreeSide.values()) {
            FreeFace f = new ArcFaceBuilder(k).face(arcs, onH, s);
            assertThat(f.sameBoundaryAs(FreeFace.ofArcs(a, onH, s))).as("side %s", s).isTrue();
            assertThat(f.startLocation()).isNotEqualTo(StartLocation.INTERIOR);
        }
    }
}

package org.snapfit.algebra.arrangement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.arrangement.LineTraits.Line;
import org.snapfit.algebra.arrangement.LineTraits.Pt;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Property;
import org.snapfit.algebra.testing.Shrinker;

class ArrangementBuilderTest {

    private static Arrangement<Line, Pt> build(Line... lines) {
        Arrangement<Line, Pt> a = new ArrangementBuilder<>(new LineTraits()).addAll(List.of(lines)).build();
        a.checkInvariants();
        return a;
    }

    private static Line seg(long x1, long y1, long x2, long y2) {
        return Line.segment(Pt.of(x1, y1), Pt.of(x2, y2));
    }

    private static int faceAt(Arrangement<Line, Pt> a, long x, long y) {
        Location loc = a.locate(Pt.of(x, y));
        assertThat(loc).isInstanceOf(Location.InFace.class);
        return ((Location.InFace) loc).face();
    }

    @Test
    void build_empty_oneUnboundedFace() {
        Arrangement<Line, Pt> a = build();
        // the empty plane: one face, unbounded, no boundary
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(0, 0, 1, 1));
        assertThat(a.summary(0)).isEqualTo(new FaceSummary(true, 0, 0, 0));
    }

    @Test
    void build_crossingSegments_fiveVerticesFourEdges() {
        Arrangement<Line, Pt> a = build(seg(0, 0, 2, 2), seg(0, 2, 2, 0));
        // an X: 4 ends + 1 crossing, 4 edges, one face whose single hole has 8 half-edges
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(5, 4, 1, 1));
        assertThat(a.summary(0)).isEqualTo(new FaceSummary(true, 0, 1, 8));
    }

    @Test
    void build_triangleWithAntenna_boundedFaceAndHole() {
        Arrangement<Line, Pt> a = build(seg(0, 0, 4, 0), seg(4, 0, 0, 4), seg(0, 0, 1, 4));
        // (0,0)-(1,4) crosses (4,0)-(0,4) at (4/5, 16/5): V = 4 ends + 1 crossing, E = 5, F = 2
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(5, 5, 2, 1));
        int inside = faceAt(a, 1, 1);
        int outside = faceAt(a, 10, 10);
        // inside: the triangle (0,0),(4,0),(4/5,16/5): 3 half-edges
        assertThat(a.summary(inside)).isEqualTo(new FaceSummary(false, 3, 0, 0));
        // outside: one hole = 3 triangle sides + 2 sides of each of the two antennas = 3 + 2 + 2
        assertThat(a.summary(outside)).isEqualTo(new FaceSummary(true, 0, 1, 7));
    }

    @Test
    void build_nestedTriangles_holeInsideBoundedFace() {
        Arrangement<Line, Pt> a = build(seg(0, 0, 12, 0), seg(12, 0, 6, 12), seg(0, 0, 6, 12),
                seg(4, 2, 8, 2), seg(8, 2, 6, 6), seg(4, 2, 6, 6));
        // two disjoint triangles: V = 6, E = 6, F = 3 (outside, ring, inner)
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(6, 6, 3, 1));
        int ring = faceAt(a, 6, 1);
        int inner = faceAt(a, 6, 3);
        int outside = faceAt(a, -5, 0);
        assertThat(a.summary(ring)).isEqualTo(new FaceSummary(false, 3, 1, 3));
        assertThat(a.summary(inner)).isEqualTo(new FaceSummary(false, 3, 0, 0));
        assertThat(a.summary(outside)).isEqualTo(new FaceSummary(true, 0, 1, 3));
    }

    @Test
    void build_overlappingSegments_mergedEdge() {
        Arrangement<Line, Pt> a = build(seg(0, 0, 2, 2), seg(1, 1, 3, 3));
        // pieces [0,1], [1,2] (twice, merged), [2,3]: V = 4, E = 3
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(4, 3, 1, 1));
        Location mid = a.locate(new Pt(Rational.of(3, 2), Rational.of(3, 2)));
        assertThat(mid).isInstanceOf(Location.OnEdge.class);
        assertThat(a.edgeMultiplicity(((Location.OnEdge) mid).edge())).isEqualTo(2);
    }

    @Test
    void build_twoCrossingLines_fourUnboundedFaces() {
        Arrangement<Line, Pt> a = build(Line.line(1, 0), Line.line(-1, 0));
        // two lines through the origin: 1 vertex, 4 rays, 4 unbounded quadrants
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(1, 4, 4, 4));
        int top = faceAt(a, 0, 5);
        // the top wedge: two real half-edges on its outer boundary (plus fictitious ones)
        assertThat(a.summary(top)).isEqualTo(new FaceSummary(true, 2, 0, 0));
        assertThat(a.locate(Pt.of(0, 0))).isEqualTo(new Location.OnVertex(0));
    }

    @Test
    void build_parallelLines_threeStrips() {
        Arrangement<Line, Pt> a = build(Line.line(0, 0), Line.line(0, 2));
        // two parallel lines: no vertex, 2 edges, 3 unbounded faces
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(0, 2, 3, 3));
        assertThat(a.summary(faceAt(a, 0, 1))).isEqualTo(new FaceSummary(true, 2, 0, 0));
        assertThat(faceAt(a, 0, 5)).isNotEqualTo(faceAt(a, 0, -5));
    }

    @Test
    void build_segmentInsideLineStrip_holeOfUnboundedFace() {
        Arrangement<Line, Pt> a = build(Line.line(0, 0), seg(0, 2, 2, 3));
        // a line and a segment above it: V = 2, E = 2, F = 2 (above with the segment as hole, below)
        assertThat(a.counts()).isEqualTo(new ArrangementCounts(2, 2, 2, 2));
        assertThat(a.summary(faceAt(a, 1, 10))).isEqualTo(new FaceSummary(true, 1, 1, 2));
    }

    @Test
    void build_twice_throwsIllegalState() {
        ArrangementBuilder<Line, Pt> b = new ArrangementBuilder<>(new LineTraits());
        b.build();
        assertThatThrownBy(b::build).isInstanceOf(IllegalStateException.class).hasMessageContaining("build() called twice");
        assertThatThrownBy(() -> b.add(seg(0, 0, 1, 1))).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("after build()");
    }

    /** 2 to 10 non-vertical segments with ends on the grid [0, 6]²: shared ends, overlaps and crossings are frequent. */
    private static final Gen<List<Line>> GRID_SEGMENTS = Gen.of(rnd -> {
        int n = 2 + rnd.nextInt(9);
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long x1 = rnd.nextInt(7);
            long x2 = rnd.nextInt(7);
            if (x1 == x2) {
                x2 = x1 + 1;
            }
            lines.add(seg(x1, rnd.nextInt(7), x2, rnd.nextInt(7)));
        }
        return List.copyOf(lines);
    });

    static Stream<Arguments> gridSegments() {
        return Cases.of(20261126L, 60, GRID_SEGMENTS);
    }

    @ParameterizedTest
    @MethodSource("gridSegments")
    void build_randomSegments_invariantsAndVertexCount(List<Line> segments) {
        // a failure is shrunk by dropping segments
        Property.check(segments, Shrinker.lists(Shrinker.none(), 1), ArrangementBuilderTest::invariantsAndVertexCount);
    }

    private static void invariantsAndVertexCount(List<Line> lines) {
        int n = lines.size();
        Arrangement<Line, Pt> a = build(lines.toArray(new Line[0]));
        // oracle for V: distinct end points and pairwise common points, computed independently here
        List<Pt> pts = new ArrayList<>();
        LineTraits tr = new LineTraits();
        for (int i = 0; i < n; i++) {
            pts.add(tr.endPoint(lines.get(i), ArcEnd.MIN));
            pts.add(tr.endPoint(lines.get(i), ArcEnd.MAX));
            for (int j = i + 1; j < n; j++) {
                pts.addAll(tr.intersect(lines.get(i), lines.get(j)));
            }
        }
        assertThat(a.vertexCount()).isEqualTo((int) pts.stream().distinct().count());
        // every face's cycles are closed and each real half-edge is in exactly one face cycle (DCEL invariant)
        int total = 0;
        for (int f = 0; f < a.faceCount(); f++) {
            for (List<Integer> cyc : a.faceCycles(f)) {
                total += cyc.size();
                for (int h : cyc) {
                    assertThat(a.faceOfHalfEdge(h)).isEqualTo(f);
                }
            }
        }
        assertThat(total).isEqualTo(2 * a.edgeCount());
    }
}

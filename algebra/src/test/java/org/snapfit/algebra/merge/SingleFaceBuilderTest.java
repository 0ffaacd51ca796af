package org.snapfit.algebra.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.arrangement.FaceSummary;
import org.snapfit.algebra.cspace.ArcInstance;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.Arcs;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CSpaceTraits;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;

class SingleFaceBuilderTest {

    private static ArcPoint point(CurveKernel k, Rational t, Rational u) {
        CSpaceCurve probe = k.curve(new Rational[] {t}, new Rational[] {Rational.MINUS_ONE});
        return new ArcPoint(RealAlgebraic.of(u), probe);
    }

    private static FreeFace oracle(CurveKernel k, List<GraphArc> arcs, ArcPoint z) {
        return FreeFace.of(new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(arcs).build(), z);
    }

    private static Path fixture(String name) {
        Path d = Paths.get("").toAbsolutePath();
        while (d != null && !Files.isDirectory(d.resolve("test-data").resolve("arrangements"))) {
            d = d.getParent();
        }
        return d.resolve("test-data").resolve("arrangements").resolve(name);
    }

    @ParameterizedTest
    @ValueSource(strings = {"pawl_4_6_s14.txt", "random_100_s11.txt"})
    void face_sharedInstance_equalsFullArrangementFace(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = ArcInstance.read(fixture(file), k).graphArcs(k);
        ArcPoint z = point(k, Rational.of(7, 1009), Rational.of(13, 1013));
        FreeFace single = new SingleFaceBuilder(k).face(arcs, z);
        FreeFace full = oracle(k, arcs, z);
        // oracle: the face extracted from the full arrangement (itself checked against CGAL's counts)
        assertThat(single.sameBoundaryAs(full)).isTrue();
        assertThat(single.summary()).isEqualTo(full.summary());
    }

    /**
     * 10 to 24 arcs of curves with small coefficients over u-ranges with quarter ends (a fifth unbounded on each
     * side), the start (7/1009, 13/1013), and the full arrangement's face there (the oracle; an instance whose
     * arcs pass through the start has none and is drawn again).
     *
     * @param instance the arcs and the start
     * @param full the full arrangement's face of the start
     */
    record SmallInstance(RestrictedMergeTest.Instance instance, FreeFace full) {
        @Override
        public String toString() {
            return instance.toString();
        }
    }

    private static final Gen<SmallInstance> SMALL_INSTANCES = Gen.<SmallInstance>of(rnd -> {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = new ArrayList<>();
        int n = 10 + rnd.nextInt(15);
        for (int i = 0; i < n; i++) {
            long[] a = {rnd.nextInt(7) - 3, rnd.nextInt(7) - 3, rnd.nextInt(7) - 3};
            long[] b = {rnd.nextInt(5) - 2, rnd.nextInt(5) - 2, rnd.nextInt(3) - 1};
            if (b[0] == 0 && b[1] == 0 && b[2] == 0) {
                b[0] = 1;
            }
            CSpaceCurve c = k.curve(a, b);
            int lo = rnd.nextInt(12) - 6;
            int w = 1 + rnd.nextInt(6);
            Optional<Rational> umin = rnd.nextInt(5) == 0 ? Optional.empty() : Optional.of(Rational.of(lo, 4));
            Optional<Rational> umax = rnd.nextInt(5) == 0 ? Optional.empty() : Optional.of(Rational.of(lo + w, 4));
            arcs.addAll(Arcs.graph(k, c, umin, umax));
        }
        ArcPoint z = point(k, Rational.of(7, 1009), Rational.of(13, 1013));
        try {
            return new SmallInstance(new RestrictedMergeTest.Instance(k, arcs, z), oracle(k, arcs, z));
        } catch (IllegalArgumentException onCurve) {
            return null;
        }
    }).filter(i -> i != null);

    static Stream<Arguments> smallInstances() {
        return Cases.of(20261126L, 25, SMALL_INSTANCES);
    }

    @ParameterizedTest
    @MethodSource("smallInstances")
    void face_randomSmallInstances_equalsFullArrangementFace(SmallInstance small) {
        CurveKernel k = small.instance().kernel();
        List<GraphArc> arcs = small.instance().arcs();
        ArcPoint z = small.instance().start();
        FreeFace full = small.full();
        FreeFace single = new SingleFaceBuilder(k).face(arcs, z);
        // oracle: the full arrangement's face (same cycles, same exact vertices)
        assertThat(single.sameBoundaryAs(full)).isTrue();
        assertThat(single.summary()).isEqualTo(full.summary());
    }

    @Test
    void face_startOnCurve_throwsNamingStart() {
        CurveKernel k = new CurveKernel();
        CSpaceCurve c = k.curve(new long[] {0, -1}, new long[] {1});   // t = u
        List<GraphArc> arcs = Arcs.graph(k, c, Optional.empty(), Optional.empty());
        assertThatThrownBy(() -> new SingleFaceBuilder(k).face(arcs, point(k, Rational.ONE, Rational.ONE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("lies on a constraint curve");
    }

    @Test
    void queries_belowParabola_hitsAndTangencyEvent() {
        CurveKernel k = new CurveKernel();
        CSpaceCurve c = k.curve(new long[] {-1, 0, 1}, new long[] {1});   // t = 1 - u^2
        List<GraphArc> arcs = Arcs.graph(k, c, Optional.empty(), Optional.empty());
        FreeFace f = new SingleFaceBuilder(k).face(arcs, point(k, Rational.ZERO, Rational.ZERO));
        // z = (t, u) = (0, 0) lies below the parabola: one unbounded face whose boundary is the parabola, free side
        // at smaller t
        assertThat(f.summary()).isEqualTo(new FaceSummary(true, 1, 0, 0));
        assertThat(f.allEdges()).hasSize(1);
        assertThat(f.allEdges().get(0).freeAtLargerT()).isFalse();
        // the sweep line t = 0 meets 1 - u^2 = 0 at u = -1 and u = 1
        assertThat(f.arcAbove(k, Rational.ZERO, RealAlgebraic.of(0)).orElseThrow().u()).isEqualTo(RealAlgebraic.of(1));
        assertThat(f.arcBelow(k, Rational.ZERO, RealAlgebraic.of(0)).orElseThrow().u()).isEqualTo(RealAlgebraic.of(-1));
        assertThat(f.arcAbove(k, Rational.of(2), RealAlgebraic.of(0))).isEmpty();
        // moving in +t along the parabola from u = 1 heads to u = 0, where t turns back (vertical tangency)
        BoundaryEdge e = f.allEdges().get(0);
        assertThat(FreeFace.nextEventRight(k, e, RealAlgebraic.of(1))).contains(RealAlgebraic.of(0));
        assertThat(FreeFace.nextEventRight(k, e, RealAlgebraic.of(-1))).contains(RealAlgebraic.of(0));
    }
}

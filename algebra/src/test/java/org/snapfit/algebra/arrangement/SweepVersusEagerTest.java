package org.snapfit.algebra.arrangement;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.arrangement.LineTraits.Line;
import org.snapfit.algebra.arrangement.LineTraits.Pt;
import org.snapfit.algebra.cspace.ArcInstance;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.Arcs;
import org.snapfit.algebra.cspace.CSpaceCurve;
import org.snapfit.algebra.cspace.CSpaceTraits;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;

/**
 * The lazy Bentley–Ottmann sweep ({@link ArrangementBuilder#build()}, with hole placement from the sweep status)
 * against the eager all-pairs path with hole placement by scanning ({@code buildEager()}): two independent ways to
 * find the common points and the face below each component, so every count, every face summary and every face
 * cycle must agree. The eager path is itself checked against CGAL's counts elsewhere.
 */
class SweepVersusEagerTest {

    static Path arrangements(String file) {
        Path d = Paths.get("").toAbsolutePath();
        while (d != null && !Files.isDirectory(d.resolve("test-data").resolve("arrangements"))) {
            d = d.getParent();
        }
        if (d == null) {
            throw new IllegalStateException("cannot find test-data/arrangements from " + Paths.get("").toAbsolutePath());
        }
        return d.resolve("test-data").resolve("arrangements").resolve(file);
    }

    private static <C, P> void assertSame(Arrangement<C, P> sweep, Arrangement<C, P> eager) {
        sweep.checkInvariants();
        // oracle: the eager path (all-pairs intersections, O(C*E) hole scan)
        assertThat(sweep.counts()).isEqualTo(eager.counts());
        for (int f = 0; f < eager.faceCount(); f++) {
            assertThat(sweep.summary(f)).as("face %d", f).isEqualTo(eager.summary(f));
            assertThat(sweep.faceCycles(f)).as("face %d", f).isEqualTo(eager.faceCycles(f));
        }
    }

    private static void compareOnCSpace(Function<CurveKernel, List<GraphArc>> arcs) {
        CurveKernel k1 = new CurveKernel();
        Arrangement<GraphArc, ArcPoint> sweep = new ArrangementBuilder<>(new CSpaceTraits(k1)).addAll(arcs.apply(k1))
                .build();
        CurveKernel k2 = new CurveKernel();
        Arrangement<GraphArc, ArcPoint> eager = new ArrangementBuilder<>(new CSpaceTraits(k2))
                .addAll(arcs.apply(k2)).buildEager();
        assertSame(sweep, eager);
    }

    private static List<GraphArc> read(String file, CurveKernel k) {
        try {
            return ArcInstance.read(arrangements(file), k).graphArcs(k);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"pawl_4_6_s14.txt", "random_100_s11.txt"})
    void build_smallSharedInstances_sameAsEager(String file) {
        compareOnCSpace(k -> read(file, k));
    }

    static Stream<String> cgalRandom() throws IOException {
        return Files.readAllLines(arrangements("cgal-random/cgal-counts.tsv")).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank()).map(l -> l.split("\t")[0]);
    }

    @ParameterizedTest
    @MethodSource("cgalRandom")
    void build_cgalRandomInstances_sameAsEager(String file) {
        compareOnCSpace(k -> read("cgal-random/" + file, k));
    }

    @ParameterizedTest
    @ValueSource(strings = {"random_full_60_s13.txt", "pawl_8_40_s15.txt", "random_1000_s16.txt", "random_1000_s12.txt"})
    @EnabledIfSystemProperty(named = "snapfit.slow", matches = "true")
    void build_largeSharedInstances_sameAsEager(String file) {
        compareOnCSpace(k -> read(file, k));
    }

    /** Random arcs with poles, unbounded ends, repeated curves (overlaps) and shared rational end points. */
    private static List<GraphArc> randomArcs(CurveKernel k, RandomGenerator rnd) {
        List<GraphArc> arcs = new ArrayList<>();
        List<CSpaceCurve> used = new ArrayList<>();
        int n = 6 + rnd.nextInt(14);
        for (int i = 0; i < n; i++) {
            CSpaceCurve c;
            if (!used.isEmpty() && rnd.nextInt(4) == 0) {
                c = used.get(rnd.nextInt(used.size()));
            } else {
                long[] a = {rnd.nextInt(7) - 3, rnd.nextInt(7) - 3, rnd.nextInt(5) - 2};
                long[] b = {rnd.nextInt(5) - 2, rnd.nextInt(5) - 2, rnd.nextInt(3) - 1};
                if (b[0] == 0 && b[1] == 0 && b[2] == 0) {
                    b[0] = 1;
                }
                c = k.curve(a, b);
                if (c.isHorizontal()) {
                    continue;
                }
                used.add(c);
            }
            int lo = rnd.nextInt(12) - 6;
            int w = 1 + rnd.nextInt(6);
            Optional<Rational> umin = rnd.nextInt(5) == 0 ? Optional.empty() : Optional.of(Rational.of(lo, 2));
            Optional<Rational> umax = rnd.nextInt(5) == 0 ? Optional.empty() : Optional.of(Rational.of(lo + w, 2));
            arcs.addAll(Arcs.graph(k, c, umin, umax));
        }
        return arcs;
    }

    /**
     * The arcs of {@link #randomArcs} for one seed, built again in each kernel that asks (the sweep and the eager
     * path must not share a kernel's caches); shown as the arcs themselves.
     */
    record RandomArcs(long seed) {
        List<GraphArc> in(CurveKernel k) {
            return randomArcs(k, new SplittableRandom(seed));
        }

        @Override
        public String toString() {
            return in(new CurveKernel()).toString();
        }
    }

    static Stream<Arguments> randomCSpaceArcs() {
        return Cases.of(20261126L, 80, Gen.of(r -> new RandomArcs(r.nextLong())));
    }

    @ParameterizedTest
    @MethodSource("randomCSpaceArcs")
    void build_randomCSpaceArcs_sameAsEager(RandomArcs arcs) {
        compareOnCSpace(arcs::in);
    }

    /** 2 to 13 pieces: segments on the grid [0, 5]² (shared ends, concurrent and overlapping) and a sixth full lines. */
    private static final Gen<List<Line>> SEGMENTS_AND_LINES = Gen.of(rnd -> {
        int n = 2 + rnd.nextInt(12);
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (rnd.nextInt(6) == 0) {
                lines.add(Line.line(rnd.nextInt(5) - 2, rnd.nextInt(7) - 3));
                continue;
            }
            long x1 = rnd.nextInt(6);
            long x2 = rnd.nextInt(6);
            if (x1 == x2) {
                x2 = x1 + 1;
            }
            lines.add(Line.segment(Pt.of(x1, rnd.nextInt(6)), Pt.of(x2, rnd.nextInt(6))));
        }
        return List.copyOf(lines);
    });

    static Stream<Arguments> segmentsAndLines() {
        return Cases.of(20261126L, 150, SEGMENTS_AND_LINES);
    }

    @ParameterizedTest
    @MethodSource("segmentsAndLines")
    void build_randomSegmentsAndLines_sameAsEager(List<Line> lines) {
        assertSame(new ArrangementBuilder<>(new LineTraits()).addAll(lines).build(),
                new ArrangementBuilder<>(new LineTraits()).addAll(lines).buildEager());
    }
}

package org.snapfit.algebra.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
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

/**
 * The restricted merge against the unrestricted one (the oracle kept in {@link SingleFaceBuilder}) and against the
 * full arrangement's face: same cycles, same exact vertices, on every instance we have.
 */
class RestrictedMergeTest {

    static Path arrangements(String file) {
        Path d = Paths.get("").toAbsolutePath();
        while (d != null && !Files.isDirectory(d.resolve("test-data").resolve("arrangements"))) {
            d = d.getParent();
        }
        return d.resolve("test-data").resolve("arrangements").resolve(file);
    }

    static ArcPoint query(CurveKernel k) {
        return new ArcPoint(RealAlgebraic.of(Rational.of(13, 1013)),
                k.curve(new Rational[] {Rational.of(7, 1009)}, new Rational[] {Rational.MINUS_ONE}));
    }

    /** Restricted, unrestricted and full-arrangement faces of one instance; asserts they agree exactly. */
    private static void assertAllAgree(CurveKernel k, List<GraphArc> arcs, ArcPoint z) {
        assertAllAgree(k, arcs, z, MergeStrategy.RESTRICTED);
    }

    /** The faces by a strategy, by the unrestricted merge and by the full arrangement; asserts they agree exactly. */
    static void assertAllAgree(CurveKernel k, List<GraphArc> arcs, ArcPoint z, MergeStrategy strategy) {
        FreeFace restricted = new SingleFaceBuilder(k, strategy).face(arcs, z);
        FreeFace unrestricted = new SingleFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES).face(arcs, z);
        FreeFace full = FreeFace.of(new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(arcs).build(), z);
        // oracles: the unrestricted merge and the full arrangement's face (CGAL-checked counts)
        assertThat(restricted.sameBoundaryAs(unrestricted)).isTrue();
        assertThat(restricted.sameBoundaryAs(full)).isTrue();
        assertThat(restricted.summary()).isEqualTo(full.summary());
    }

    @ParameterizedTest
    @ValueSource(strings = {"pawl_4_6_s14.txt", "random_100_s11.txt"})
    void merge_sharedInstance_equalsOracle(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        assertAllAgree(k, ArcInstance.read(arrangements(file), k).graphArcs(k), query(k));
    }

    @ParameterizedTest
    @ValueSource(strings = {"random_full_60_s13.txt", "pawl_8_40_s15.txt", "random_1000_s16.txt", "random_1000_s12.txt"})
    @EnabledIfSystemProperty(named = "snapfit.slow", matches = "true")
    void merge_largeSharedInstance_equalsOracle(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        assertAllAgree(k, ArcInstance.read(arrangements(file), k).graphArcs(k), query(k));
    }

    static Stream<String> cgalFiles() throws IOException {
        return Files.readAllLines(arrangements("cgal-random/cgal-counts.tsv")).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank()).map(l -> l.split("\t")[0]);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cgalFiles")
    void merge_cgalRandomInstance_equalsUnrestricted(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = ArcInstance.read(arrangements("cgal-random/" + file), k).graphArcs(k);
        ArcPoint z = query(k);
        // oracle: the unrestricted merge (CgalRandomInstancesTest compares the restricted one with CGAL and the full
        // arrangement on the same files)
        FreeFace restricted = new SingleFaceBuilder(k, MergeStrategy.RESTRICTED).face(arcs, z);
        assertThat(restricted.sameBoundaryAs(new SingleFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES).face(arcs, z))).isTrue();
    }

    /** The arcs of one random instance rich in degeneracies (see the property below), 12 to 27 or a few more. */
    static List<GraphArc> degenerateArcs(RandomGenerator rnd, CurveKernel k) {
        List<GraphArc> arcs = new ArrayList<>();
        int n = 12 + rnd.nextInt(16);
        while (arcs.size() < n) {
            int kind = rnd.nextInt(5);
            long c = rnd.nextInt(9) - 4;
            long d = rnd.nextInt(9) - 4;
            if (kind == 0) {
                // lens: t = (u-c)^2 + d - 1 and t = -(u-c)^2 + d + 1 meet at u = c -+ 1: a closed hole
                CSpaceCurve up = k.curve(new long[] {-(c * c + d - 1), 2 * c, -1}, new long[] {1});
                CSpaceCurve dn = k.curve(new long[] {c * c - d - 1, -2 * c, 1}, new long[] {1});
                arcs.addAll(Arcs.graph(k, up, Optional.of(Rational.of(c - 1)), Optional.of(Rational.of(c + 1))));
                arcs.addAll(Arcs.graph(k, dn, Optional.of(Rational.of(c - 1)), Optional.of(Rational.of(c + 1))));
            } else if (kind == 1) {
                // parabola t = (u-c)^2 + d and its tangent line t = d at u = c
                CSpaceCurve p = k.curve(new long[] {-(c * c + d), 2 * c, -1}, new long[] {1});
                CSpaceCurve l = k.curve(new long[] {-d}, new long[] {1});
                arcs.addAll(Arcs.graph(k, p, Optional.of(Rational.of(c - 2)), Optional.of(Rational.of(c + 2))));
                arcs.addAll(Arcs.graph(k, l, Optional.of(Rational.of(c - 3)), Optional.of(Rational.of(c + 1))));
            } else if (kind == 2) {
                // one line in pieces: overlapping and end to end
                CSpaceCurve l = k.curve(new long[] {-d, -rnd.nextInt(3) + 1}, new long[] {1});
                arcs.addAll(Arcs.graph(k, l, Optional.of(Rational.of(c - 2)), Optional.of(Rational.of(c))));
                arcs.addAll(Arcs.graph(k, l, Optional.of(Rational.of(c - 1)), Optional.of(Rational.of(c + 1))));
                arcs.addAll(Arcs.graph(k, l, Optional.of(Rational.of(c + 1)), Optional.of(Rational.of(c + 3))));
            } else if (kind == 3) {
                // hyperbola t = 1/(u - c) + d: a pole at u = c, unbounded or cut
                CSpaceCurve h = k.curve(new long[] {-1 + c * d, -d}, new long[] {-c, 1});
                Optional<Rational> lo = rnd.nextBoolean() ? Optional.empty() : Optional.of(Rational.of(c - 3));
                Optional<Rational> hi = rnd.nextBoolean() ? Optional.empty() : Optional.of(Rational.of(c + 2));
                arcs.addAll(Arcs.graph(k, h, lo, hi));
            } else {
                // a random quadratic arc
                long[] a = {rnd.nextInt(7) - 3, rnd.nextInt(7) - 3, rnd.nextInt(5) - 2};
                long[] b = {rnd.nextInt(5) - 2, rnd.nextInt(3) - 1, rnd.nextInt(3) - 1};
                if (b[0] == 0 && b[1] == 0 && b[2] == 0) {
                    b[0] = 1;
                }
                arcs.addAll(Arcs.graph(k, k.curve(a, b), Optional.of(Rational.of(c - 3, 2)),
                        Optional.of(Rational.of(c + 3, 2))));
            }
        }
        return arcs;
    }

    /**
     * Arcs with the kernel that owns them and a start.
     *
     * @param kernel the kernel
     * @param arcs the arcs
     * @param start the start
     */
    record Instance(CurveKernel kernel, List<GraphArc> arcs, ArcPoint start) {
        @Override
        public String toString() {
            return "start " + start + ", arcs " + arcs;
        }
    }

    /** Whether z lies off every arc: the full arrangement's face extraction rejects a start on an arc. */
    static boolean offArcs(Instance i) {
        try {
            FreeFace.of(new ArrangementBuilder<>(new CSpaceTraits(i.kernel())).addAll(i.arcs()).build(), i.start());
            return true;
        } catch (IllegalArgumentException onCurve) {
            return false;
        }
    }

    /**
     * Instances of {@link #degenerateArcs} with a start drawn after the arcs, off every arc (drawn again when it
     * falls on one: such starts are the start-location tests' subject).
     *
     * @param start the start for the kernel, from the same random source
     * @return the generator
     */
    static Gen<Instance> degenerateInstances(BiFunction<CurveKernel, RandomGenerator, ArcPoint> start) {
        return Gen.<Instance>of(rnd -> {
            CurveKernel k = new CurveKernel();
            List<GraphArc> arcs = degenerateArcs(rnd, k);
            return new Instance(k, arcs, start.apply(k, rnd));
        }).filter(RestrictedMergeTest::offArcs);
    }

    /** The start (1/7, 1/3). */
    static ArcPoint fixedStart(CurveKernel k, RandomGenerator unused) {
        return new ArcPoint(RealAlgebraic.of(Rational.of(1, 7)),
                k.curve(new Rational[] {Rational.of(1, 3)}, new Rational[] {Rational.MINUS_ONE}));
    }

    static Stream<Arguments> degenerateInstances() {
        return Cases.of(20261126L, 60, degenerateInstances(RestrictedMergeTest::fixedStart));
    }

    /**
     * Random instances rich in degeneracies: lenses (two arcs with shared end points: holes), parabolas tangent to
     * lines, pieces of one curve overlapping or meeting end to end, hyperbolas with poles, unbounded arcs.
     */
    @ParameterizedTest
    @MethodSource("degenerateInstances")
    void merge_randomDegenerateInstances_equalsOracle(Instance instance) {
        assertAllAgree(instance.kernel(), instance.arcs(), instance.start());
    }
}

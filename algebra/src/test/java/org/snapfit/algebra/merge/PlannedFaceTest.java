package org.snapfit.algebra.merge;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.cspace.ArcInstance;
import org.snapfit.algebra.cspace.ArcPoint;
import org.snapfit.algebra.cspace.Arcs;
import org.snapfit.algebra.cspace.CSpaceTraits;
import org.snapfit.algebra.cspace.CurveKernel;
import org.snapfit.algebra.cspace.GraphArc;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;

/**
 * The planned face (sample filters, full build of a sparse arrangement, divide and conquer) against the full
 * arrangement's face and the plain divide and conquer: same cycles, same exact vertices. Small thresholds make the
 * small instances take every plan step; {@link #planSteps_overAllInstances_eachStepTaken} checks they did.
 */
class PlannedFaceTest {
    /** Plan steps taken over this class's instances: full builds, shrinking filters, divisions. */
    private static final int[] STEPS = new int[3];
    /** A low full-build ratio (common points per arc): small instances then mix full builds and divisions. */
    private static final double LOW_RATIO = 1;

    /** The planned face with small thresholds, compared with both oracles. */
    private static void assertPlannedAgrees(CurveKernel k, List<GraphArc> arcs, ArcPoint z, int directBelow, int sampleMax,
            double fullRatio) {
        SingleFaceBuilder planned = new SingleFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES, true, directBelow, sampleMax,
                fullRatio);
        FreeFace f = planned.face(arcs, z);
        for (int i = 0; i < STEPS.length; i++) {
            STEPS[i] += planned.planSteps[i];
        }
        // oracles: the full arrangement's face (CGAL-checked counts) and the plain divide and conquer
        FreeFace full = FreeFace.of(new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(arcs).build(), z);
        assertThat(f.sameBoundaryAs(full)).isTrue();
        assertThat(f.summary()).isEqualTo(full.summary());
        assertThat(f.sameBoundaryAs(new SingleFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES).face(arcs, z))).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"pawl_4_6_s14.txt", "random_100_s11.txt"})
    void face_sharedInstanceSmallThresholds_equalsOracles(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = ArcInstance.read(RestrictedMergeTest.arrangements(file), k).graphArcs(k);
        for (int sample : new int[] {4, 8, 16}) {
            for (double ratio : new double[] {SingleFaceBuilder.FULL_RATIO, LOW_RATIO, 0}) {
                assertPlannedAgrees(k, arcs, RestrictedMergeTest.query(k), 8, sample, ratio);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.snapfit.algebra.merge.RestrictedMergeTest#cgalFiles")
    void face_cgalRandomInstanceSmallThresholds_equalsOracles(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = ArcInstance.read(RestrictedMergeTest.arrangements("cgal-random/" + file), k).graphArcs(k);
        assertPlannedAgrees(k, arcs, RestrictedMergeTest.query(k), 8, 4, LOW_RATIO);
    }

    /** Degenerate instances with a start near the centre, (k/7, j/3) for k in [−3, 3] and j in [−4, 4], off every arc. */
    private static final Gen<RestrictedMergeTest.Instance> NEAR_CENTRE = RestrictedMergeTest.degenerateInstances(
            (k, rnd) -> new ArcPoint(RealAlgebraic.of(Rational.of(rnd.nextInt(7) - 3, 7)),
                    k.curve(new Rational[] {Rational.of(rnd.nextInt(9) - 4, 3)}, new Rational[] {Rational.MINUS_ONE})));

    /** An instance, a sample bound in [2, 4] and a full-build ratio (the default, {@link #LOW_RATIO}, or 0). */
    static Stream<Arguments> degenerateInstances() {
        return Cases.of(20261126L, 60, NEAR_CENTRE, Gens.ints(2, 4),
                Gens.elements(SingleFaceBuilder.FULL_RATIO, LOW_RATIO, 0.0));
    }

    @ParameterizedTest
    @MethodSource("degenerateInstances")
    void face_randomDegenerateInstances_equalsOracles(RestrictedMergeTest.Instance instance, int sampleMax, double fullRatio) {
        assertPlannedAgrees(instance.kernel(), instance.arcs(), instance.start(), 8, sampleMax, fullRatio);
    }

    /**
     * A cage around the start: horizontal segments t = j/4 and steep lines t = 40u − 10j (j = −20…20, j ≠ 0),
     * interleaved so that every stride sample holds both kinds: the samples' faces are bounded cells, so the
     * filter drops the far lines before the face is built.
     */
    @Test
    void face_cageAroundStart_filterShrinksAndEqualsOracles() {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = new ArrayList<>();
        for (int j = -20; j <= 20; j++) {
            if (j == 0) {
                continue;
            }
            arcs.addAll(Arcs.graph(k, k.curve(new long[] {-j}, new long[] {4}), Optional.of(Rational.of(-10)),
                    Optional.of(Rational.of(10))));
            arcs.addAll(Arcs.graph(k, k.curve(new long[] {10L * j, -40}, new long[] {1}), Optional.empty(), Optional.empty()));
        }
        SingleFaceBuilder planned = new SingleFaceBuilder(k, MergeStrategy.FULL_BOUNDARIES, true, 8, 16,
                SingleFaceBuilder.FULL_RATIO);
        ArcPoint z = RestrictedMergeTest.query(k);
        FreeFace f = planned.face(arcs, z);
        // invariant of the design: the sample's bounded cell dropped far lines at least once
        assertThat(planned.planSteps[1]).isPositive();
        STEPS[1] += planned.planSteps[1];
        // closed form: z = (t, u) = (7/1009, 13/1013) lies in the cell -1/4 < t < 1/4 between the steep lines j = 0
        // (absent) ... the cell between t = 40u - 10 (j = 1) and t = 40u + 10 (j = -1): four edges, bounded
        assertThat(f.isUnbounded()).isFalse();
        assertThat(f.summary().outerHalfEdges()).isEqualTo(4);
        assertThat(f.sameBoundaryAs(FreeFace.of(new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(arcs).build(), z)))
                .isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"random_full_60_s13.txt", "pawl_8_40_s15.txt", "random_1000_s16.txt", "random_1000_s12.txt"})
    @EnabledIfSystemProperty(named = "snapfit.slow", matches = "true")
    void face_largeSharedInstanceDefaultThresholds_equalsFullArrangement(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        List<GraphArc> arcs = ArcInstance.read(RestrictedMergeTest.arrangements(file), k).graphArcs(k);
        ArcPoint z = RestrictedMergeTest.query(k);
        FreeFace f = new SingleFaceBuilder(k).face(arcs, z);
        // oracle: the full arrangement's face (its counts reproduce CGAL's on these files)
        FreeFace full = FreeFace.of(new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(arcs).build(), z);
        assertThat(f.sameBoundaryAs(full)).isTrue();
    }

    @Test
    void planSteps_overAllInstances_eachStepTaken() throws IOException {
        // runs one instance of each kind itself so the check holds in any test order
        CurveKernel k = new CurveKernel();
        for (String file : new String[] {"pawl_4_6_s14.txt", "random_100_s11.txt"}) {
            List<GraphArc> arcs = ArcInstance.read(RestrictedMergeTest.arrangements(file), k).graphArcs(k);
            assertPlannedAgrees(k, arcs, RestrictedMergeTest.query(k), 8, 4, SingleFaceBuilder.FULL_RATIO);
            assertPlannedAgrees(k, arcs, RestrictedMergeTest.query(k), 8, 4, 0);
        }
        face_cageAroundStart_filterShrinksAndEqualsOracles();
        // invariant of the test design: the thresholds above are small enough that each plan step ran
        assertThat(STEPS[0]).isPositive();
        assertThat(STEPS[1]).isPositive();
        assertThat(STEPS[2]).isPositive();
    }
}

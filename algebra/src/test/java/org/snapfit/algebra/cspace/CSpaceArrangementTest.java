package org.snapfit.algebra.cspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.arrangement.Arrangement;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.arrangement.ArrangementCounts;
import org.snapfit.algebra.arrangement.FaceSummary;
import org.snapfit.algebra.arrangement.Location;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;

/**
 * The full arrangement against CGAL 5.5.1's counts in {@code test-data/arrangements/expected.json}. The small
 * instances run by default; the large ones only with {@code -Dsnapfit.slow=true} (they run in the benchmark).
 */
class CSpaceArrangementTest {

    static void checkAgainstCgal(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        ArcInstance inst = ArcInstance.read(Fixtures.arrangements(file), k);
        Arrangement<GraphArc, ArcPoint> arr = new ArrangementBuilder<>(new CSpaceTraits(k)).addAll(inst.graphArcs(k))
                .build();
        arr.checkInvariants();
        // oracle: CGAL's Arr_rational_function_traits_2 counts (expected.json)
        assertThat(inst.curves()).hasSize(Fixtures.expected(file, "curves"));
        assertThat(arr.counts()).isEqualTo(new ArrangementCounts(Fixtures.expected(file, "vertices"),
                Fixtures.expected(file, "edges"), Fixtures.expected(file, "faces"),
                Fixtures.expected(file, "unboundedFaces")));
        Location loc = arr.locate(queryPoint(k));
        assertThat(loc).isInstanceOf(Location.InFace.class);
        FaceSummary s = arr.summary(((Location.InFace) loc).face());
        assertThat(s).isEqualTo(new FaceSummary(Fixtures.expected(file, "unbounded") == 1,
                Fixtures.expected(file, "outerHalfEdges"), Fixtures.expected(file, "holes"),
                Fixtures.expected(file, "holeHalfEdges")));
    }

    /** The query point (t, u) = (7/1009, 13/1013) of expected.json, on the horizontal probe curve t = 7/1009. */
    static ArcPoint queryPoint(CurveKernel k) {
        CSpaceCurve probe = k.curve(new Rational[] {Rational.of(7, 1009)}, new Rational[] {Rational.MINUS_ONE});
        return new ArcPoint(RealAlgebraic.of(Rational.of(13, 1013)), probe);
    }

    @ParameterizedTest
    @ValueSource(strings = {"pawl_4_6_s14.txt", "random_100_s11.txt"})
    void build_smallSharedInstances_matchCgal(String file) throws IOException {
        checkAgainstCgal(file);
    }

    @ParameterizedTest
    @ValueSource(strings = {"random_full_60_s13.txt", "pawl_8_40_s15.txt", "random_1000_s16.txt"})
    @EnabledIfSystemProperty(named = "snapfit.slow", matches = "true")
    void build_largeSharedInstances_matchCgal(String file) throws IOException {
        checkAgainstCgal(file);
    }
}

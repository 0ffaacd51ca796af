package org.snapfit.algebra.cspace;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.arrangement.ArrangementBuilder;
import org.snapfit.algebra.arrangement.ArrangementCounts;
import org.snapfit.algebra.real.ExactContext;

/**
 * 60 ordinary random arcs with one coefficient replaced by a 7-digit or a 19-digit integer
 * ({@code test-data/arrangements/big_coefficient_60_s13_d7.txt}, {@code _d19.txt}). Both match CGAL's counts, and
 * the 19-digit instance costs less than twice the exact work of the 7-digit one: its larger coefficients add bits to
 * the numbers a comparison must separate, and separating k bits takes O(log k) refinement rounds (measured: 6591
 * against 3933 refinement steps). Comparisons used to refine a quadratic irrational by 64 closed-form bits per
 * bisection step of the other number, which here cost minutes; {@code BigCoefficientBench} times both.
 */
class BigCoefficientArrangementTest {

    private static ExactContext.WorkCounts build(String file) throws IOException {
        CurveKernel k = new CurveKernel();
        ArcInstance inst = ArcInstance.read(Fixtures.arrangements(file), k);
        List<Arc> arcs = inst.arcs(k);
        ArrangementCounts c = new ArrangementBuilder<Arc, ArcPoint>(new ArcTraits(k)).addAll(arcs).build().counts();
        // oracle: CGAL 5.5.1's Arr_rational_function_traits_2 (expected.json)
        assertThat(c).as(file).isEqualTo(new ArrangementCounts(Fixtures.expected(file, "vertices"),
                Fixtures.expected(file, "edges"), Fixtures.expected(file, "faces"),
                Fixtures.expected(file, "unboundedFaces")));
        return k.exactContext().work();
    }

    @Test
    void build_nineteenDigitCoefficient_matchesCgalWithinTwiceTheSevenDigitWork() throws IOException {
        ExactContext.WorkCounts seven = build("big_coefficient_60_s13_d7.txt");
        ExactContext.WorkCounts nineteen = build("big_coefficient_60_s13_d19.txt");
        System.out.println("7 digits: " + seven + "; 19 digits: " + nineteen);
        assertThat(nineteen.refinementSteps()).isLessThan(2 * seven.refinementSteps());
        assertThat(nineteen.slowComparisons()).isLessThan(2 * seven.slowComparisons());
    }

    @Test
    void build_graphArcsAndStartFace_bothInstancesMatchCgal() throws IOException {
        CSpaceArrangementTest.checkAgainstCgal("big_coefficient_60_s13_d7.txt");
        CSpaceArrangementTest.checkAgainstCgal("big_coefficient_60_s13_d19.txt");
    }
}

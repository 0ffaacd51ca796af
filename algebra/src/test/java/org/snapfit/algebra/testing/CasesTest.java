package org.snapfit.algebra.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

/** The case stream of {@link Cases}: counts, edges first, seeds that reproduce a case alone, names, reruns. */
class CasesTest {

    @AfterEach
    void clearProperties() {
        System.clearProperty(Cases.CASE);
        System.clearProperty(Cases.FACTOR);
    }

    private static String name(Arguments a) {
        return ((Arguments.ArgumentSet) a).getName();
    }

    private static List<Arguments> cases(long seed, int count, Gen<?>... gens) {
        return Cases.of(seed, count, gens).collect(Collectors.toList());
    }

    @Test
    void of_count_thatManyCasesEdgesFirstAtMostAQuarter() {
        // ints(0, 100) has the edges 0, 1, 2, 100, 99 (five); a count of 40 leaves room for ten: all five come first
        List<Arguments> cs = cases(1, 40, Gens.ints(0, 100));
        assertThat(cs).hasSize(40);
        assertThat(cs.subList(0, 5)).extracting(a -> a.get()[0]).containsExactly(0, 1, 2, 100, 99);
        assertThat(name(cs.get(0))).isEqualTo("edge case: 0");
        assertThat(name(cs.get(5))).matches("seed 0x[0-9a-f]{16}: \\d+");
        // a count of 8 allows two edge combinations only
        assertThat(cases(1, 8, Gens.ints(0, 100)).stream().filter(a -> name(a).startsWith("edge"))).hasSize(2);
    }

    @Test
    void of_randomCase_reproducedByItsSeedAlone() {
        // the name's seed regenerates the same values with a fresh source: the rerun contract
        Gen<List<Long>> g = Gens.longs(-1000, 1000).list(0, 5);
        for (Arguments a : cases(20261126L, 30, g, Gens.booleans()).subList(10, 30)) {
            long s = Long.parseUnsignedLong(name(a).substring("seed 0x".length(), "seed 0x".length() + 16), 16);
            SplittableRandom r = new SplittableRandom(s);
            assertThat(new Object[] {g.next(r), Gens.booleans().next(r)}).isEqualTo(a.get());
        }
        // and the same property seed gives the same cases
        assertThat(cases(20261126L, 30, g).stream().map(CasesTest::name).toList())
                .isEqualTo(cases(20261126L, 30, g).stream().map(CasesTest::name).toList());
    }

    @Test
    void of_caseProperty_selectsOneCaseBySeedOrIndex() {
        List<Arguments> all = cases(5, 20, Gens.ints(-50, 50));
        String seed = name(all.get(12)).substring("seed ".length(), "seed ".length() + 18);
        System.setProperty(Cases.CASE, seed);
        List<Arguments> bySeed = cases(5, 20, Gens.ints(-50, 50));
        assertThat(bySeed).hasSize(1);
        assertThat(bySeed.get(0).get()).isEqualTo(all.get(12).get());
        System.setProperty(Cases.CASE, "3");
        List<Arguments> byIndex = cases(5, 20, Gens.ints(-50, 50));
        assertThat(byIndex).hasSize(1);
        assertThat(name(byIndex.get(0))).isEqualTo("case 3 " + name(all.get(2)));
        System.setProperty(Cases.CASE, "21");
        assertThatThrownBy(() -> cases(5, 20, Gens.ints(-50, 50))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("snapfit.case = 21 is outside the cases [1, 20]");
        System.setProperty(Cases.CASE, "0xg");
        assertThatThrownBy(() -> cases(5, 20, Gens.ints(-50, 50))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("snapfit.case = \"0xg\"; a seed is 0x and up to 16 hex digits");
        System.setProperty(Cases.CASE, "x");
        assertThatThrownBy(() -> cases(5, 20, Gens.ints(-50, 50))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("snapfit.case = \"x\"");
    }

    @Test
    void of_factor_multipliesTheCountKeepingTheFirstCases() {
        List<Arguments> once = cases(9, 10, Gens.ints(0, 1000));
        System.setProperty(Cases.FACTOR, "3");
        List<Arguments> thrice = cases(9, 10, Gens.ints(0, 1000));
        assertThat(thrice).hasSize(30);
        // the edge cases depend on the count, not the factor, and the random seeds continue the same sequence
        assertThat(thrice.subList(0, 10).stream().map(CasesTest::name).toList())
                .isEqualTo(once.stream().map(CasesTest::name).toList());
        System.setProperty(Cases.FACTOR, "0");
        assertThatThrownBy(() -> cases(9, 10, Gens.ints(0, 1000))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("expected a whole number >= 1");
    }

    @Test
    void filtered_assumption_holdsForEdgesAndRandomCases() {
        // a + b even: odd edge combinations are left out and random cases are drawn again
        List<Arguments> cs = Cases.filtered(3, 100, v -> ((int) v[0] + (int) v[1]) % 2 == 0, Gens.ints(0, 9),
                Gens.ints(0, 9)).toList();
        assertThat(cs).hasSize(100).allSatisfy(a -> assertThat(((int) a.get()[0] + (int) a.get()[1]) % 2).isZero());
        assertThat(cs).anySatisfy(a -> assertThat(name(a)).startsWith("edge case"));
        assertThatThrownBy(() -> Cases.filtered(3, 5, v -> false, Gens.ints(0, 9)).toList())
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("rejected 10000 cases in a row");
        assertThatThrownBy(() -> cases(3, 0, Gens.ints(0, 9))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("count = 0");
    }

    @Test
    void render_valuesReadable_andCut() {
        assertThat(Cases.render("a\"b\n", new long[] {1, 2}, List.of("x", 3), 0.1, null, new Object[] {"y"}))
                .isEqualTo("\"a\\\"b\\n\", [1, 2], [\"x\", 3], 0.1, null, [\"y\"]");
        String longText = "z".repeat(500);
        assertThat(Cases.render(longText)).hasSize(Cases.MAX_RENDER + "… (502 chars)".length())
                .endsWith("… (502 chars)");
        assertThat(Cases.hex(-1)).isEqualTo("0xffffffffffffffff");
    }
}

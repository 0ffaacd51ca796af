package org.snapfit.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;

class SamplingTest {

    static Stream<Arguments> seeds() {
        return Cases.of(20261128L, 200, Gens.longs());
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void splitMix64_equalsTheJdkSplittableRandomSequence(long seed) {
        // oracle: java.util.SplittableRandom(seed) is SplitMix64 with the golden gamma and the variant-13 mix
        SplitMix64 mine = new SplitMix64(seed);
        SplittableRandom jdk = new SplittableRandom(seed);
        for (int i = 0; i < 16; i++) {
            assertThat(mine.nextLong()).as("output %d", i).isEqualTo(jdk.nextLong());
        }
    }

    static StudySpec spec(String method, long samples, long seed, String params) {
        String text = "{\"format\": \"snapfit-study/1\", \"mechanism\": \"m.json\", \"method\": \"" + method
                + "\", \"samples\": " + samples + ", \"seed\": " + seed + ", \"parameters\": {" + params + "}}";
        return StudyReader.parse(text, Path.of("study.json"));
    }

    static Stream<Arguments> studies() {
        return Cases.of(20261128L, 60, Gens.longs(), Gens.ints(1, 300), Gens.ints(0, 6));
    }

    @ParameterizedTest
    @MethodSource("studies")
    void monteCarlo_valuesAreExactDecimalsInsideTheSupport_andDependOnSeedAndIndexOnly(long seed, int n, int digits) {
        StudySpec s = spec("monte-carlo", n, seed, "\"a\": {\"uniform\": [\"-1\", \"2\"], \"digits\": " + digits
                + "}, \"b\": {\"normal\": [\"10\", \"0.5\"], \"digits\": " + digits + "}, \"c\": {\"triangular\": "
                + "[\"0\", \"1\", \"4\"], \"digits\": " + digits + "}, \"d\": {\"values\": [\"0.1\", \"0.25\", \"7\"]}");
        Sampler a = new Sampler(s);
        Sampler b = new Sampler(s);
        for (long i = n - 1; i >= 0; i--) {
            List<BigDecimal> v = a.values(i);
            assertThat(v).isEqualTo(b.values(i));
            for (int j = 0; j < 3; j++) {
                assertThat(v.get(j).stripTrailingZeros().scale()).isLessThanOrEqualTo(Math.max(0, digits));
            }
            assertThat(v.get(0)).isBetween(new BigDecimal("-1"), new BigDecimal("2"));
            assertThat(v.get(1)).isBetween(new BigDecimal("7.99").subtract(new BigDecimal("0.5")),
                    new BigDecimal("12.01"));
            assertThat(v.get(2)).isBetween(BigDecimal.ZERO, new BigDecimal("4"));
            assertThat(v.get(3)).isIn(new BigDecimal("0.1"), new BigDecimal("0.25"), new BigDecimal("7"));
        }
    }

    @ParameterizedTest
    @MethodSource("studies")
    void latinHypercube_putsOneSampleInEveryStratumOfEveryParameter(long seed, int n, int unused) {
        StudySpec s = spec("latin-hypercube", n, seed, "\"a\": {\"uniform\": [\"0\", \"1\"], \"digits\": 15}, "
                + "\"b\": {\"uniform\": [\"0\", \"1\"], \"digits\": 15}");
        Sampler sampler = new Sampler(s);
        for (int j = 0; j < 2; j++) {
            Set<Integer> strata = new HashSet<>();
            for (long i = 0; i < n; i++) {
                double u = sampler.values(i).get(j).doubleValue();
                strata.add((int) Math.min(n - 1, Math.floor(u * n)));
            }
            assertThat(strata).as("parameter %d", j).hasSize(n);
        }
    }

    @Test
    void grid_uniformLevelsAreExactAndTheFirstParameterVariesSlowest() {
        StudySpec s = spec("grid", 12, 0, "\"friction\": {\"uniform\": [\"0.05\", \"0.15\"], \"levels\": 11, "
                + "\"digits\": 2}, \"k\": {\"values\": [\"100\", \"200\"]}");
        Sampler sampler = new Sampler(s);
        assertThat(sampler.size()).isEqualTo(22);
        List<String> first = new ArrayList<>();
        for (long i = 0; i < sampler.size(); i += 2) {
            first.add(StudyPlan.text(sampler.values(i).get(0)));
        }
        assertThat(first).containsExactly("0.05", "0.06", "0.07", "0.08", "0.09", "0.1", "0.11", "0.12", "0.13",
                "0.14", "0.15");
        assertThat(sampler.values(0)).containsExactly(new BigDecimal("0.05"), new BigDecimal("100"));
        assertThat(sampler.values(1)).containsExactly(new BigDecimal("0.05"), new BigDecimal("200"));
        assertThat(StudyPlan.text(sampler.values(3).get(1))).isEqualTo("200");
    }

    @Test
    void grid_withoutLevels_sharesTheSamplesEvenly() {
        StudySpec s = spec("grid", 30, 0, "\"a\": {\"uniform\": [\"0\", \"1\"]}, \"b\": {\"uniform\": [\"0\", \"1\"]}");
        assertThat(Sampler.gridCounts(s)).containsExactly(5, 5);
        assertThat(new Sampler(s).size()).isEqualTo(25);
    }

    @Test
    void distributions_matchTheirClosedForms() {
        // uniform: a + u (b - a); triangular [0, 1, 4]: F(x) = x^2/4 below the mode, so u = 0.2 gives x = sqrt(0.8)
        assertThat(new Distribution.Uniform(q("1"), q("3")).draw(0.25, 6)).isEqualByComparingTo("1.5");
        assertThat(new Distribution.Triangular(q("0"), q("1"), q("4")).draw(0.2, 9))
                .isEqualByComparingTo(new BigDecimal(Math.sqrt(0.8)).setScale(9, java.math.RoundingMode.HALF_EVEN));
        // normal: the median is the mean, and u -> 0 gives the truncation at mean - 4 sd
        Distribution.Normal n = new Distribution.Normal(q("10"), q("0.5"));
        assertThat(n.draw(0.5, 6)).isEqualByComparingTo("10");
        assertThat(n.draw(0.0, 6)).isEqualByComparingTo("8");
        // Φ(1) = 0.841344746…: u with Φ(-4) + u (Φ(4) - Φ(-4)) = Φ(1) gives mean + sd
        double pLow = 3.167124183311992e-5;
        double u = (0.8413447460685429 - pLow) / (1 - 2 * pLow);
        assertThat(n.draw(u, 6)).isEqualByComparingTo("10.5");
        assertThat(n.low()).isEqualTo(q("8"));
    }

    private static org.snapfit.algebra.number.Rational q(String s) {
        return org.snapfit.algebra.number.Rational.parse(s);
    }
}

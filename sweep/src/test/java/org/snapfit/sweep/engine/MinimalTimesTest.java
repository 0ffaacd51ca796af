package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;

/**
 * Every engine reports an algebraic time by its minimal polynomial: on every reference case (insertion, and the
 * retraction when it completes) the three engines give each event and the termination the same exact time with the
 * same polynomial — primitive, positive leading coefficient, and irreducible by an independent certificate
 * ({@link Irreducibility}). The random mechanisms that compare engines check equal polynomials too
 * ({@link FilteredEngineEquivalenceProperties#assertSameRun}).
 */
class MinimalTimesTest {

    static Stream<String> fixtures() {
        return Stream.of("snapfit/s01-ramp-snap-speed2", "snapfit/s02-oblique-snap-landing",
                "snapfit/s03-nonconvex-concave-corner", "snapfit/s04-typeA-friction-lock",
                "snapfit/s05-pullout-jam-single", "snapfit/s06-flush-then-typeA", "snapfit/s07-finger-tangency-snap",
                "snapfit/s08-two-pawls-one-jams", "snapfit/s09-cantilever-limit", "snapfit-extra/hook-dxf",
                "snapfit-extra/hook-steps");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fixtures")
    void simulate_everyEngine_sameMinimalPolynomials(String fixture) throws IOException {
        String[] p = fixture.split("/");
        Mechanism m = MechanismJson.read(TestData.path(p[0], p[1] + ".json"));
        List<SimulationResult> runs = new ArrayList<>();
        for (Engine e : Engine.values()) {
            runs.add(Simulator.simulate(m, e));
        }
        assertSameMinimalTimes(fixture, runs);
        if (runs.get(0).termination().cause() == TerminationCause.COMPLETE) {
            List<SimulationResult> back = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                back.add(Simulator.simulate(m, Direction.RETRACTION, runs.get(i).finalStates(), m.motion().travel(),
                        m.motion().travel(), Engine.values()[i]));
            }
            assertSameMinimalTimes(fixture + " retraction", back);
        }
    }

    private static void assertSameMinimalTimes(String what, List<SimulationResult> runs) {
        SimulationResult first = runs.get(0);
        assertMinimal(what + " termination", first.termination().t());
        for (SweepEvent e : first.events()) {
            assertMinimal(what + " " + e.kind().wireName(), e.t());
        }
        for (SimulationResult r : runs.subList(1, runs.size())) {
            assertThat(r.events()).as(what).hasSameSizeAs(first.events());
            assertThat(r.termination().t().polynomial()).as(what + " termination")
                    .isEqualTo(first.termination().t().polynomial());
            for (int i = 0; i < r.events().size(); i++) {
                RealAlgebraic a = first.events().get(i).t();
                RealAlgebraic b = r.events().get(i).t();
                assertThat(b.compare(a)).as(what + " event " + i).isEqualTo(Comparison.EQUAL);
                assertThat(b.polynomial()).as(what + " event " + i).isEqualTo(a.polynomial());
            }
        }
    }

    private static void assertMinimal(String what, RealAlgebraic t) {
        assertThat(t.polynomial().leadingCoeff().signum()).as(what).isPositive();
        assertThat(t.polynomial().content()).as(what).isEqualTo(java.math.BigInteger.ONE);
        assertThat(t.polynomial().degree()).as(what + ": " + t).isBetween(1, 4);
        assertThat(Irreducibility.certified(t.polynomial())).as(what + ": " + t + " irreducible").isTrue();
    }
}

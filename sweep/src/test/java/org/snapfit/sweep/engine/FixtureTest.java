package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.force.RootForces;
import org.snapfit.sweep.force.LimitSide;
import org.snapfit.sweep.force.PawlForce;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.traits.Approx;

/**
 * The acceptance core: every shared reference case (test-data/snapfit, independently derived expected values,
 * see its README) through the exact engine. Kinds and termination exactly; times as exact algebraic numbers
 * (root of the expected polynomial inside the expected interval) and to 1e-9; θ to 1e-9; forces to 1e-6 relative.
 */
class FixtureTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @ParameterizedTest
    @ValueSource(strings = {"s01-ramp-snap-speed2", "s02-oblique-snap-landing", "s03-nonconvex-concave-corner",
        "s04-typeA-friction-lock", "s05-pullout-jam-single", "s06-flush-then-typeA", "s07-finger-tangency-snap",
        "s08-two-pawls-one-jams", "s09-cantilever-limit"})
    void simulate_referenceCase_matchesExpected(String id) throws IOException {
        Mechanism m = MechanismJson.read(TestData.path("snapfit", id + ".json"));
        JsonNode ex = JSON.readTree(TestData.path("snapfit", "expected", id + ".expected.json").toFile());
        double tTol = Double.parseDouble(ex.get("tolerances").get("t_abs").asText());
        double thTol = Double.parseDouble(ex.get("tolerances").get("theta_abs").asText());
        double fTol = Double.parseDouble(ex.get("tolerances").get("force_rel").asText());

        SimulationResult r = Simulator.simulate(m);

        JsonNode term = ex.get("termination");
        assertThat(r.termination().cause().wireName()).as(id + " termination").isEqualTo(term.get("cause").asText());
        assertExactTime(r.termination().t(), term.get("t"), tTol, id + " termination t");
        JsonNode evs = ex.get("events");
        List<SweepEvent> got = r.events();
        assertThat(got).as(id + " events " + got).hasSize(evs.size());
        for (int i = 0; i < evs.size(); i++) {
            JsonNode e = evs.get(i);
            SweepEvent g = got.get(i);
            String what = id + " event " + (i + 1) + " " + e.get("kind").asText();
            assertThat(g.kind().wireName()).as(what).isEqualTo(e.get("kind").asText());
            assertThat(g.kind().paperEvent()).as(what).isEqualTo(e.get("paperEvent").asText());
            assertThat(g.pawl()).as(what).isEqualTo(e.get("pawl").asText());
            assertExactTime(g.t(), e.get("t"), tTol, what + " t");
            assertThat(g.data().thetaBefore()).as(what + " thetaBefore")
                    .isCloseTo(Double.parseDouble(e.get("thetaBefore").asText()), org.assertj.core.data.Offset.offset(thTol));
            assertThat(g.data().thetaAfter()).as(what + " thetaAfter")
                    .isCloseTo(Double.parseDouble(e.get("thetaAfter").asText()), org.assertj.core.data.Offset.offset(thTol));
            if (e.has("contactAfter") && g.data().contactAfter().isPresent()) {
                assertThat(g.data().contactAfter().get().label()).as(what + " contactAfter")
                        .isEqualTo(e.get("contactAfter").asText());
            }
        }
        JsonNode force = ex.get("force");
        JsonNode peak = force.get("peak");
        RootForces p = r.peak().sample();
        String pw = peak.get("W").asText();
        if (pw.equals("+Infinity")) {
            assertThat(p.w()).as(id + " peak W").isEqualTo(Double.POSITIVE_INFINITY);
        } else {
            assertRel(p.w(), Double.parseDouble(pw), fTol, id + " peak W");
            assertRel(p.lateral(), Double.parseDouble(peak.get("lateral").asText()), fTol, id + " peak lateral");
        }
        assertThat(p.side().wireName()).as(id + " peak limit").isEqualTo(peak.get("limit").asText());
        for (JsonNode s : force.get("samples")) {
            double t = Rational.parse(s.get("t").asText()).doubleValue();
            RootForces f = r.at(t);
            PawlForce pf = f.pawls().stream().filter(x -> x.pawl().equals(s.get("pawl").asText())).findFirst()
                    .orElseThrow();
            // the expected samples are per pawl (the field "pawl"); the sum is checked by the peak
            assertRel(pf.force().w(), Double.parseDouble(s.get("W").asText()), fTol, id + " W at t=" + s.get("t").asText());
            assertRel(pf.force().lateral(), Double.parseDouble(s.get("lateral").asText()), fTol, id + " lateral");
            double th = pf.theta();
            assertThat(th).as(id + " theta at t=" + s.get("t").asText())
                    .isCloseTo(Double.parseDouble(s.get("theta").asText()), org.assertj.core.data.Offset.offset(thTol));
        }
    }

    static void assertRel(double got, double want, double tol, String what) {
        assertThat(Math.abs(got - want)).as(what + ": got " + got + ", want " + want)
                .isLessThanOrEqualTo(tol * Math.abs(want));
    }

    /** The engine's exact time is the root of the expected polynomial in the expected interval, and ≈ decimal. */
    static void assertExactTime(RealAlgebraic t, JsonNode ej, double tol, String what) {
        assertThat(Approx.of(t)).as(what).isCloseTo(Double.parseDouble(ej.get("decimal").asText()),
                org.assertj.core.data.Offset.offset(tol));
        JsonNode ex = ej.get("exact");
        java.math.BigInteger[] c = new java.math.BigInteger[ex.get("polynomial").size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = new java.math.BigInteger(ex.get("polynomial").get(i).asText());
        }
        assertThat(t.signOf(IntPoly.of(c))).as(what + " is a root of " + ex.get("polynomial"))
                .isEqualTo(org.snapfit.algebra.number.Sign.ZERO);
        Rational lo = Rational.parse(ex.get("interval").get(0).asText());
        Rational hi = Rational.parse(ex.get("interval").get(1).asText());
        assertThat(t.compare(lo)).as(what + " >= " + lo).isNotEqualTo(Comparison.SMALLER);
        assertThat(t.compare(hi)).as(what + " <= " + hi).isNotEqualTo(Comparison.LARGER);
        assertThat(LimitSide.LEFT.wireName()).isEqualTo("left");
    }
}

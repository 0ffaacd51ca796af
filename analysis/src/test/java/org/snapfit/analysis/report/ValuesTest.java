package org.snapfit.analysis.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.analysis.engine.RunOutcome;
import org.snapfit.analysis.engine.Synthetic;
import org.snapfit.core.geom.Vec2;

class ValuesTest {

    @Test
    void exactTime_ofRational_linearPolynomialAndPointInterval() {
        // 11/8 is the root of 8t − 11: coefficients lowest degree first
        ExactTime t = ExactTime.ofRational("11/8", "1.375");
        assertThat(t.polynomial()).containsExactly("-11", "8");
        assertThat(t.interval()).containsExactly("11/8", "11/8");
        assertThat(ExactTime.ofRational("-3", "-3").polynomial()).containsExactly("3", "1");
        assertThat(ExactTime.ofRational("0", "0").polynomial()).containsExactly("0", "1");
        assertThat(t.value()).isEqualTo(1.375);
    }

    @Test
    void exactTime_lazy_computedOnceOnFirstRead_andEqualToTheEagerTime() {
        java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();
        ExactTime lazy = ExactTime.lazy(() -> {
            calls.incrementAndGet();
            return ExactTime.ofRational("11/8", "1.375");
        });
        assertThat(calls).hasValue(0);
        assertThat(lazy.interval()).containsExactly("11/8", "11/8");
        assertThat(lazy).isEqualTo(ExactTime.ofRational("11/8", "1.375")).hasSameHashCodeAs(
                ExactTime.ofRational("11/8", "1.375"));
        assertThat(lazy.toString()).isEqualTo(ExactTime.ofRational("11/8", "1.375").toString())
                .isEqualTo("ExactTime[decimal=1.375, polynomial=[-11, 8], interval=[11/8, 11/8]]");
        assertThat(lazy.decimal()).isEqualTo("1.375");
        assertThat(calls).hasValue(1);
        assertThat(lazy).isNotEqualTo(ExactTime.ofRational("3", "3"));
    }

    @Test
    void exactTime_bad_messagesNameTheField() {
        assertThatThrownBy(() -> ExactTime.ofRational("1.5", "1.5")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("value = \"1.5\"");
        assertThatThrownBy(() -> new ExactTime(" ", List.of("1", "1"), List.of("0", "1")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("decimal");
        assertThatThrownBy(() -> new ExactTime("1", List.of("1"), List.of("0", "1")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("polynomial = [1]");
        assertThatThrownBy(() -> new ExactTime("1", List.of("1", "1"), List.of("0")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("interval = [0]");
    }

    @Test
    void runReport_eventsOutOfOrder_rejected() {
        RunReport ok = Synthetic.insertion(0.1);
        assertThatThrownBy(() -> new RunReport(ok.direction(), ok.termination(), ok.pawls(),
                List.of(ok.events().get(1)), ok.samples(), ok.peak(), ok.lateralPeak(), ok.work(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("events[0].seq = 2");
        assertThatThrownBy(() -> new RunReport(ok.direction(), ok.termination(), ok.pawls(), ok.events(),
                List.of(ok.samples().get(2), ok.samples().get(1)), ok.peak(), ok.lateralPeak(), ok.work(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("samples[1].s = 1/2 < samples[0].s = 1");
        assertThatThrownBy(() -> new RunReport(ok.direction(), ok.termination(), List.of(), ok.events(),
                ok.samples(), ok.peak(), ok.lateralPeak(), ok.work(), List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("pawls = []");
    }

    @Test
    void runOutcome_retractionWithoutCompletion_rejected() {
        assertThatThrownBy(() -> new RunOutcome(Synthetic.stuckInsertion(0.5),
                Optional.of(Synthetic.retraction(0.5, false))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("retraction present = true");
        assertThatThrownBy(() -> new RunOutcome(Synthetic.retraction(0.5, false), Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("insertion.direction = RETRACTION");
    }

    @Test
    void pawlSummary_degreesAndTorque_closedForm() {
        // π/6 rad = 30°, torque κ|θ| = 3·π/6
        PawlSummary p = new PawlSummary("p", 3, -Math.PI / 6, 1);
        assertThat(p.thetaMaxDegrees()).isCloseTo(-30, org.assertj.core.api.Assertions.within(1e-12));
        assertThat(p.peakTorque()).isCloseTo(Math.PI / 2, org.assertj.core.api.Assertions.within(1e-12));
        assertThatThrownBy(() -> new PawlSummary("p", 0, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("stiffness of pawl \"p\" = 0.0");
    }

    @Test
    void records_badFields_messagesNameThem() {
        assertThatThrownBy(() -> new ForceSample("1", 1, 1, Double.NaN, 0, Map.of(), Map.of(), Limit.AT))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("W = NaN");
        assertThatThrownBy(() -> new Warning("Bad Code", "x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("code = \"Bad Code\"");
        assertThatThrownBy(() -> new Lock("slip", "stick_friction", 1, "p", Optional.empty(), Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cause = \"slip\"");
        assertThatThrownBy(() -> new MuBracket(Rational.ONE, Rational.HALF)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("[lo, hi] = [1, 1/2]");
        assertThatThrownBy(() -> new MuTransition("x", true, false, new MuBracket(Rational.ZERO, Rational.ONE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("verdict = \"x\"");
        assertThatThrownBy(() -> new MuTransition("separable", true, true, new MuBracket(Rational.ZERO, Rational.ONE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("below = above = true");
        assertThatThrownBy(() -> new ReportEvent(0, "k", "", "p", ExactTime.ofRational("1", "1"), 0, 0, 0,
                Optional.empty(), Optional.empty())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("seq = 0");
        assertThatThrownBy(() -> new Click("p", 1, -1, 0, 0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("s = -1.0");
        // a lock with a retraction that releases, and a pull-out force for a lock: both contradict the retention
        assertThatThrownBy(() -> new Verdict(true, "r", Optional.empty(), Optional.of(Retention.RELEASES),
                Optional.of("r"), 1, Optional.empty(), Optional.empty(), Optional.of(new Lock("jam", "jam_kinematic",
                        1, "p", Optional.empty(), Optional.empty())), Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("retention = Optional[RELEASES]");
        assertThatThrownBy(() -> new Verdict(true, "r", Optional.empty(), Optional.of(Retention.LOCKS),
                Optional.of("r"), 1, Optional.of(0.0), Optional.empty(), Optional.of(new Lock("jam", "jam_kinematic",
                        1, "p", Optional.empty(), Optional.empty())), Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("only a retraction that releases has a pull-out force");
    }

    @Test
    void mechanismView_duplicatePawlNames_rejected() {
        MechanismView.PawlView p = new MechanismView.PawlView("p", Vec2.ZERO, 1, List.of());
        assertThatThrownBy(() -> new MechanismView("m", "f", "0", new Vec2(1, 0), "1", List.of(p, p), List.of(),
                List.of(), List.of())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pawls = [p, p]; pawl names must be distinct");
        assertThatThrownBy(() -> new MechanismView("m", "f", "0", Vec2.ZERO, "1", List.of(p), List.of(),
                List.of(), List.of())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the root must move");
    }

    @Test
    void texts_numbers_shortestAndRounded() {
        // Double.toString digits, trailing ".0" removed, exponent lower-case
        assertThat(Texts.exactDouble(0.1)).isEqualTo("0.1");
        assertThat(Texts.exactDouble(2.0)).isEqualTo("2");
        assertThat(Texts.exactDouble(-0.0)).isEqualTo("0");
        assertThat(Texts.exactDouble(1.5e-9)).isEqualTo("1.5e-9");
        assertThat(Texts.exactDouble(Double.POSITIVE_INFINITY)).isEqualTo("+Infinity");
        assertThat(Texts.exactDouble(Double.NEGATIVE_INFINITY)).isEqualTo("-Infinity");
        assertThat(Rational.parse(Texts.exactDouble(0.018212951489289645)).doubleValue())
                .isEqualTo(0.018212951489289645);
        assertThat(Texts.num(0.0182129514892896)).isEqualTo("0.018213");
        assertThat(Texts.num(Double.POSITIVE_INFINITY)).isEqualTo("+∞");
        assertThat(Texts.num(1234567.0)).isEqualTo("1234570");
        assertThat(Texts.cause("jam_kinematic")).contains("wedged");
    }
}

package org.snapfit.sweep.brute;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.core.testdata.TestData;
import org.snapfit.sweep.brute.BruteForceSimulator.End;
import org.snapfit.sweep.brute.BruteForceSimulator.Event;
import org.snapfit.sweep.brute.BruteForceSimulator.Kind;
import org.snapfit.sweep.brute.BruteForceSimulator.Run;
import org.snapfit.sweep.engine.Direction;
import org.snapfit.sweep.engine.PawlState;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.event.EventKind;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.traits.Approx;

/**
 * The exact engine against the brute-force simulator ({@link BruteForceSimulator}, an independent numerical oracle
 * that knows nothing of constraint curves) on every shared reference case, the DXF hook and the retraction runs of
 * the cases that complete: equal termination, and every event time matched within {@link #EVENT_TIME_TOL_S} by a
 * brute-force event of the same kind class and pawl, and every brute-force event explained by an exact event.
 */
class BruteForceOracleTest {

    /**
     * Asserted bound on |t_exact − t_brute|, s. The brute-force error is about CONTACT_TOL_MM / (normal approach
     * speed) + T_TOL_S ≈ 1e-10 / 0.1 + 1e-13 ≈ 1e-9 for the approach speeds of these cases (≥ 0.1 mm/s), plus the
     * push-out and relaxation resolutions (1e-12 mm); 1e-6 leaves three orders of margin for slow, grazing approaches.
     */
    static final double EVENT_TIME_TOL_S = 1e-6;

    /** Asserted bound on |θ_exact − θ_brute| just before and after a matched event, rad (same reasoning). */
    static final double EVENT_THETA_TOL_RAD = 1e-6;

    /** Every shared reference case (test-data/snapfit, all nine). */
    private static final String[] CASES = {"s01-ramp-snap-speed2", "s02-oblique-snap-landing", "s03-nonconvex-concave-corner",
        "s04-typeA-friction-lock", "s05-pullout-jam-single", "s06-flush-then-typeA", "s07-finger-tangency-snap",
        "s08-two-pawls-one-jams", "s09-cantilever-limit"};

    /** The brute-force kind that sees an exact event kind. */
    static Kind classOf(EventKind k) {
        return switch (k) {
            case TRANSLATIONAL_COLLISION, GRAZING_CONTACT_BEGIN -> Kind.COLLISION;
            case BREAK_CONTACT_AT_REST, GRAZING_CONTACT_END -> Kind.BREAK;
            case CONSTRAINT_CHANGE -> Kind.CHANGE;
            case SNAP_FREE_TANGENCY, SNAP_FREE_FROM_VERTEX -> Kind.SNAP;
            case JAM_KINEMATIC, JAM_SINGLE_CONSTRAINT -> Kind.JAM;
            case STICKING -> Kind.STICK;
            default -> throw new IllegalArgumentException("kind = " + k + ": no brute-force class");
        };
    }

    static End endOf(TerminationCause c) {
        return switch (c) {
            case COMPLETE -> End.COMPLETE;
            case JAM_KINEMATIC, JAM_SINGLE_CONSTRAINT -> End.JAM;
            case STICK_FRICTION -> End.STICK;
            default -> throw new IllegalArgumentException("cause = " + c + ": no brute-force end");
        };
    }

    /** Compares one exact run with one brute-force run; returns the largest time difference found. */
    static double compare(String what, SimulationResult exact, Run brute) {
        String log = what + "\n  exact: " + describe(exact.events()) + " end " + exact.termination().cause() + " "
                + Approx.of(exact.termination().t()) + "\n  brute: " + brute.events() + " end " + brute.end() + " "
                + brute.tEnd();
        double worst = 0;
        double worstTheta = 0;
        // termination: same cause class, same time
        assertThat(brute.end()).as(log).isEqualTo(endOf(exact.termination().cause()));
        double dEnd = Math.abs(Approx.of(exact.termination().t()) - brute.tEnd());
        assertThat(dEnd).as(log + "\n  termination time").isLessThanOrEqualTo(EVENT_TIME_TOL_S);
        worst = Math.max(worst, dEnd);
        // every exact event has a brute-force event of its class, same pawl, within the bound
        for (SweepEvent e : exact.events()) {
            double te = Approx.of(e.t());
            Kind k = classOf(e.kind());
            boolean atRest = e.kind() == EventKind.GRAZING_CONTACT_BEGIN || e.kind() == EventKind.GRAZING_CONTACT_END
                    || e.kind() == EventKind.BREAK_CONTACT_AT_REST || e.kind() == EventKind.TRANSLATIONAL_COLLISION;
            double best = Double.POSITIVE_INFINITY;
            Event match = null;
            for (Event b : brute.events()) {
                // a grazing contact carries no force at rest but is in the brute force's contact set: where a
                // ride-down reaches rest exactly as a grazing contact begins, or a collision comes while one lasts,
                // the brute force records one CHANGE for the exact pair (break_contact_at_rest or
                // translational_collision with grazing_contact_begin/_end at the same time); times still must match
                boolean sameClass = b.kind() == k || atRest && b.kind() == Kind.CHANGE;
                if (b.pawl().equals(e.pawl()) && sameClass && Math.abs(b.t() - te) < best) {
                    best = Math.abs(b.t() - te);
                    match = b;
                }
            }
            String ew = log + "\n  exact " + e.kind().wireName() + " of " + e.pawl() + " at " + te;
            assertThat(best).as(ew).isLessThanOrEqualTo(EVENT_TIME_TOL_S);
            worst = Math.max(worst, best);
            // the angles around the event agree too (the brute force's θ error is its time error times |θ̇|)
            assertThat(match.thetaBefore()).as(ew + " thetaBefore").isCloseTo(e.data().thetaBefore(),
                    within(EVENT_THETA_TOL_RAD));
            worstTheta = Math.max(worstTheta, Math.max(Math.abs(match.thetaBefore() - e.data().thetaBefore()),
                    Math.abs(match.thetaAfter() - e.data().thetaAfter())));
            assertThat(match.thetaAfter()).as(ew + " thetaAfter").isCloseTo(e.data().thetaAfter(),
                    within(EVENT_THETA_TOL_RAD));
        }
        // every brute-force event is explained by an exact event of the same pawl at the same time
        for (Event b : brute.events()) {
            double best = Double.POSITIVE_INFINITY;
            for (SweepEvent e : exact.events()) {
                if (b.pawl().equals(e.pawl())) {
                    best = Math.min(best, Math.abs(b.t() - Approx.of(e.t())));
                }
            }
            assertThat(best).as(log + "\n  brute " + b).isLessThanOrEqualTo(EVENT_TIME_TOL_S);
        }
        System.out.printf(Locale.ROOT, "brute-force oracle %-40s events %d/%d  max |dt| = %.3e  max |dtheta| = %.3e%n",
                what, exact.events().size(), brute.events().size(), worst, worstTheta);
        return worst;
    }

    private static String describe(List<SweepEvent> ev) {
        List<String> out = new ArrayList<>();
        for (SweepEvent e : ev) {
            out.add(e.kind().wireName() + "(" + e.pawl() + ", " + Approx.of(e.t()) + ")");
        }
        return out.toString();
    }

    static String[] cases() {
        return CASES.clone();
    }

    @ParameterizedTest
    @MethodSource("cases")
    void simulate_referenceCase_matchesBruteForce(String id) throws IOException {
        Mechanism m = MechanismJson.read(TestData.path("snapfit", id + ".json"));
        compare(id, Simulator.simulate(m), BruteForceSimulator.simulate(m));
    }

    @ParameterizedTest
    @ValueSource(strings = {"hook-dxf", "hook-steps"})
    void simulate_extraCase_matchesBruteForce(String id) throws IOException {
        // hook-steps: the snap lands on an edge parallel to the motion (a t-independent constraint)
        Mechanism m = MechanismJson.read(TestData.path("snapfit-extra", id + ".json"));
        compare(id, Simulator.simulate(m), BruteForceSimulator.simulate(m));
    }

    @Test
    void compare_rampShiftedBy1e5mm_detectsTheShift() throws IOException {
        // control: the ramp of s01 moved 1e-5 mm along the motion (speed 2) shifts every event by 5e-6 s > 1e-6 s,
        // so the comparison must fail; unshifted it passes (simulate_referenceCase_matchesBruteForce[1])
        Mechanism m = MechanismJson.read(TestData.path("snapfit", "s01-ramp-snap-speed2.json"));
        Rational dx = Rational.of(1, 100_000);
        List<Obstacle> moved = new ArrayList<>();
        for (Obstacle o : m.obstacles()) {
            List<ExactPolygon2> ps = new ArrayList<>();
            for (ExactPolygon2 p : o.shape()) {
                ps.add(ExactPolygon2.of(p.vertices().stream().map(v -> v.add(ExactPoint2.of(dx, Rational.ZERO))).toList()));
            }
            moved.add(new Obstacle(o.name(), ps));
        }
        Mechanism shifted = new Mechanism(m.name(), m.friction(), m.motion(), m.pawls(), moved, m.rootShape());
        SimulationResult exact = Simulator.simulate(m);
        Run brute = BruteForceSimulator.simulate(shifted);
        assertThatThrownBy(() -> compare("s01 control", exact, brute)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("translational_collision");
        // the shifted brute-force collision is 5e-6 s late (closed form: dx / |v|), to the oracle's precision
        assertThat(brute.events().get(0).t() - 11.0 / 8).isCloseTo(5e-6, within(1e-9));
    }

    @ParameterizedTest
    @ValueSource(strings = {"s01-ramp-snap-speed2", "s02-oblique-snap-landing", "s03-nonconvex-concave-corner",
        "s06-flush-then-typeA", "s07-finger-tangency-snap", "s09-cantilever-limit", "hook-dxf", "hook-steps"})
    void simulate_retractionOfCompleteRun_matchesBruteForce(String id) throws IOException {
        Mechanism m = MechanismJson.read(id.startsWith("hook-") ? TestData.path("snapfit-extra", id + ".json")
                : TestData.path("snapfit", id + ".json"));
        SimulationResult in = Simulator.simulate(m);
        assertThat(in.termination().cause()).as(id + " insertion completes").isEqualTo(TerminationCause.COMPLETE);
        SimulationResult back = Simulator.simulate(m, Direction.RETRACTION, in.finalStates(), m.motion().travel());
        double[] theta = new double[m.pawls().size()];
        for (int i = 0; i < theta.length; i++) {
            PawlState s = in.finalStates().get(i);
            theta[i] = 2 * Math.atan(Approx.of(s.u()));
        }
        compare(id + " retraction", back,
                BruteForceSimulator.simulate(m, Direction.RETRACTION, theta, m.motion().travel().doubleValue()));
    }
}

package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.sweep.event.SweepEvent;
import org.snapfit.sweep.event.TerminationCause;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismException;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.trajectory.PawlTrajectory;
import org.snapfit.sweep.trajectory.TrajectoryPiece;

/**
 * The sweep with its {@code Reach} box filter against the plain naive engine (every constraint's roots isolated at
 * every step): both are exact, so on every random mechanism they must give the same events (kind, exact time,
 * pawl, contacts, configuration), the same trajectory pieces and the same termination — for the insertion and, when
 * it completes, the retraction from its final state. 1000 random mechanisms per build: hook-like pawls (one or
 * two) over serrated racks with random teeth (gentle or undercut backs, so runs snap, ride down, stick and jam), a random second obstacle, random friction and velocity.
 */
public class FilteredEngineEquivalenceProperties {

    /** JUnit instantiates the class; public so that the brute-force oracle can reuse {@link #random}. */
    public FilteredEngineEquivalenceProperties() {
    }

    /**
     * A hook-like pawl whose tip (non-convex outline) points down, hinge at (hx, 0).
     *
     * @param name the pawl's name
     * @param hx the hinge's x
     * @param r the random source
     * @return the pawl
     */
    public static Pawl hook(String name, int hx, RandomGenerator r) {
        int tipX = hx + 5 + r.nextInt(4);
        int depth = 1 + r.nextInt(3);
        List<ExactPoint2> h = new ArrayList<>(List.of(ExactPoint2.of(hx, 0), ExactPoint2.of(tipX - 1, 0),
                ExactPoint2.of(tipX, -depth), r.nextBoolean() ? ExactPoint2.of(Rational.of(2 * tipX + 1, 2),
                        Rational.of(-depth, 2)) : ExactPoint2.of(Rational.of(tipX), Rational.of(-depth, 2))));
        if (r.nextBoolean()) {
            h.add(ExactPoint2.of(tipX + 1, 0));
        }
        h.add(ExactPoint2.of(tipX + 1, 1));
        h.add(ExactPoint2.of(hx, 1));
        return new Pawl(name, ExactPoint2.of(hx, 0), Rational.of(1 + r.nextInt(5), 1 + r.nextInt(3)),
                List.of(ExactPolygon2.of(h)));
    }

    /** A rack below y = −1 with 1–4 teeth of random rational heights and widths. */
    private static ExactPolygon2 rack(int x0, RandomGenerator r) {
        List<ExactPoint2> v = new ArrayList<>();
        v.add(ExactPoint2.of(x0, -8));
        int teeth = 1 + r.nextInt(4);
        int x = x0;
        int end = x0;
        List<ExactPoint2> top = new ArrayList<>();
        for (int i = 0; i < teeth; i++) {
            int w = 2 + r.nextInt(3);
            Rational peak = Rational.of(-4 + r.nextInt(3), 1).add(Rational.of(r.nextInt(4), 4));
            Rational xp = Rational.of(x, 1).add(Rational.of(w * (1 + r.nextInt(3)), 4));
            top.add(ExactPoint2.of(Rational.of(x, 1), Rational.of(-5)));
            top.add(ExactPoint2.of(xp, peak));
            if (r.nextBoolean()) {
                // an undercut back (down and slightly back, as the ramp of fixture s01): the pawl snaps off the peak
                top.add(ExactPoint2.of(xp.subtract(Rational.of(1, 4)), Rational.of(-5)));
                x = xp.floor().intValue() + 1;
            } else {
                x += w;
            }
            end = x;
        }
        top.add(ExactPoint2.of(end, -5));
        v.add(ExactPoint2.of(end, -8));
        for (int i = top.size() - 1; i >= 0; i--) {
            v.add(top.get(i));
        }
        return ExactPolygon2.of(v);
    }

    /**
     * One random mechanism (see the class comment).
     *
     * @param r the random source
     * @return the mechanism (the constructor rejects it with {@code MechanismException} if a pawl overlaps the rack)
     */
    public static Mechanism random(RandomGenerator r) {
        List<Pawl> pawls = new ArrayList<>();
        pawls.add(hook("P", 0, r));
        if (r.nextInt(3) == 0) {
            pawls.add(hook("Q", -12, r));
        }
        List<Obstacle> obs = new ArrayList<>();
        obs.add(new Obstacle("rack", List.of(rack(12 + r.nextInt(3), r))));
        if (r.nextBoolean()) {
            int x = 24 + r.nextInt(4);
            obs.add(new Obstacle("block", List.of(ExactPolygon2.of(List.of(ExactPoint2.of(x, 3), ExactPoint2.of(x + 3, 3),
                    ExactPoint2.of(Rational.of(x + 2), Rational.of(3, 2)))))));
        }
        ExactPoint2 v = r.nextBoolean() ? ExactPoint2.of(1, 0) : ExactPoint2.of(Rational.of(2), Rational.of(-1, 8));
        return new Mechanism("random", Rational.of(r.nextInt(5), 10), new Motion(v, Rational.of(24)), pawls, obs,
                List.of());
    }

    /**
     * The mechanisms of {@link #random}; a draw whose rack overlaps a pawl at t = 0 is not a valid mechanism and is
     * drawn again.
     */
    static final Gen<Mechanism> MECHANISMS = Gen.rejecting(MechanismException.class,
            FilteredEngineEquivalenceProperties::random);

    static Stream<Arguments> mechanisms() {
        return Cases.of(20261126L, 1000, MECHANISMS);
    }

    @ParameterizedTest
    @MethodSource("mechanisms")
    void simulate_filteredAndNaive_sameRun(Mechanism m) {
        List<PawlState> rest = new ArrayList<>();
        for (int i = 0; i < m.pawls().size(); i++) {
            rest.add(PawlState.rest());
        }
        Rational travel = m.motion().travel();
        SimulationResult fast = Simulator.simulate(m, Direction.INSERTION, rest, travel, travel, true);
        SimulationResult naive = Simulator.simulate(m, Direction.INSERTION, rest, travel, travel, false);
        assertSameRun(fast, naive);
        if (fast.termination().cause() == TerminationCause.COMPLETE) {
            SimulationResult fr = Simulator.simulate(m, Direction.RETRACTION, fast.finalStates(), travel, travel, true);
            SimulationResult nr = Simulator.simulate(m, Direction.RETRACTION, naive.finalStates(), travel, travel,
                    false);
            assertSameRun(fr, nr);
        }
    }

    static void assertSameRun(SimulationResult a, SimulationResult b) {
        assertSameRun("", a, b);
    }

    /**
     * The two runs agree exactly: termination, events (kind, pawl, exact t and u, contacts), pieces; and every
     * reported time (events, termination) by the same polynomial — the minimal one, whatever the engine.
     */
    static void assertSameRun(String what, SimulationResult a, SimulationResult b) {
        assertThat(a.termination().cause()).as(what).isEqualTo(b.termination().cause());
        assertThat(a.termination().pawl()).isEqualTo(b.termination().pawl());
        assertSame(a.termination().t(), b.termination().t());
        assertThat(a.termination().t().polynomial()).as(what + " termination").isEqualTo(b.termination().t().polynomial());
        assertThat(a.events()).as(what).hasSameSizeAs(b.events());
        for (int i = 0; i < a.events().size(); i++) {
            SweepEvent x = a.events().get(i);
            SweepEvent y = b.events().get(i);
            assertThat(x.kind()).as(what + " event " + i).isEqualTo(y.kind());
            assertThat(x.pawl()).isEqualTo(y.pawl());
            assertSame(x.t(), y.t());
            assertThat(x.t().polynomial()).as(what + " event " + i).isEqualTo(y.t().polynomial());
            assertSame(x.data().uBefore(), y.data().uBefore());
            assertSame(x.data().uAfter(), y.data().uAfter());
            assertThat(x.data().contactBefore()).isEqualTo(y.data().contactBefore());
            assertThat(x.data().contactAfter()).isEqualTo(y.data().contactAfter());
            assertThat(x.data().coincident()).as(what + " event " + i).isEqualTo(y.data().coincident());
        }
        assertThat(a.pawls()).hasSameSizeAs(b.pawls());
        for (int p = 0; p < a.pawls().size(); p++) {
            PawlTrajectory pa = a.pawls().get(p);
            PawlTrajectory pb = b.pawls().get(p);
            assertThat(pa.pieces()).hasSameSizeAs(pb.pieces());
            for (int i = 0; i < pa.pieces().size(); i++) {
                TrajectoryPiece qa = pa.pieces().get(i);
                TrajectoryPiece qb = pb.pieces().get(i);
                assertThat(qa.getClass()).isEqualTo(qb.getClass());
                assertSame(qa.tFrom(), qb.tFrom());
                assertSame(qa.tTo(), qb.tTo());
                if (qa instanceof TrajectoryPiece.Follow fa && qb instanceof TrajectoryPiece.Follow fb) {
                    assertThat(fa.constraint().contact()).isEqualTo(fb.constraint().contact());
                    assertSame(fa.uFrom(), fb.uFrom());
                    assertSame(fa.uTo(), fb.uTo());
                }
            }
        }
    }

    private static void assertSame(RealAlgebraic x, RealAlgebraic y) {
        assertThat(x.compare(y)).isEqualTo(Comparison.EQUAL);
    }
}

package org.snapfit.sweep.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.Comparison;
import org.snapfit.algebra.number.Rational;
import org.snapfit.algebra.poly.IntPoly;
import org.snapfit.algebra.real.RealAlgebraic;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;
import org.snapfit.sweep.traits.CPoint;
import org.snapfit.sweep.traits.CSpace;
import org.snapfit.sweep.traits.Constraint;
import org.snapfit.sweep.traits.Roots;
import org.snapfit.sweep.traits.TuPoly;

/**
 * The time index of large C-spaces ({@link ConstraintIndex}), the certified time enclosure ({@link TimeEnclosure})
 * and the C-space cache of {@link Simulator}: each must leave the exact run unchanged.
 */
class ConstraintIndexTest {

    /** A hook pawl of FilteredEngineEquivalenceProperties over a rack of {@code teeth} undercut teeth. */
    static Mechanism longRack(int teeth, RandomGenerator r) {
        Pawl p = FilteredEngineEquivalenceProperties.hook("P", 0, r);
        List<ExactPoint2> top = new ArrayList<>();
        for (int i = 0; i < teeth; i++) {
            int x = 12 + 3 * i;
            top.add(ExactPoint2.of(x, -5));
            top.add(new ExactPoint2(Rational.of(x + 2), Rational.of(-4).add(Rational.of(r.nextInt(4), 4))));
            top.add(new ExactPoint2(Rational.of(7 + 4 * x, 4), Rational.of(-5)));
        }
        int end = 12 + 3 * teeth;
        List<ExactPoint2> v = new ArrayList<>(List.of(ExactPoint2.of(12, -8), ExactPoint2.of(end, -8),
                ExactPoint2.of(end, -5)));
        for (int i = top.size() - 1; i >= 0; i--) {
            v.add(top.get(i));
        }
        ExactPoint2 vel = r.nextBoolean() ? ExactPoint2.of(1, 0) : ExactPoint2.of(Rational.of(2), Rational.of(-1, 8));
        return new Mechanism("long rack", Rational.of(r.nextInt(4), 10), new Motion(vel, Rational.of(end - 8)),
                List.of(p), List.of(new Obstacle("rack", List.of(ExactPolygon2.of(v)))), List.of());
    }

    @Test
    void simulate_longRacksAboveTheIndexThreshold_filteredEqualsNaive() {
        // 10 seeded racks of 16 teeth: 51 rack edges against a 6–7-edge pawl, above MIN_INDEXED constraints, so the
        // filtered run uses the index; the naive engine (no filter, no index) is the oracle
        for (int seed = 0; seed < 10; seed++) {
            Mechanism m = longRack(16, new Random(seed));
            assertThat(CSpace.of(m.pawls().get(0), m.pawls().get(0).hinge(), m.motion().velocity(), m.obstacles(),
                    m.friction()).constraints().size()).isGreaterThanOrEqualTo(256);
            FilteredEngineEquivalenceProperties.assertSameRun("seed " + seed, Simulator.simulate(m, Engine.FILTERED),
                    Simulator.simulate(m, Engine.NAIVE));
        }
    }

    static Stream<Arguments> mechanisms() {
        return Cases.of(20261126L, 150, FilteredEngineEquivalenceProperties.MECHANISMS);
    }

    @ParameterizedTest
    @MethodSource("mechanisms")
    void simulate_indexForcedOnSmallMechanisms_filteredEqualsNaive(Mechanism m) {
        SweepContext indexed = SweepContext.create().withIndexThreshold(0);
        FilteredEngineEquivalenceProperties.assertSameRun("index forced",
                Simulator.simulate(m, Engine.FILTERED, indexed, Simulator.NEVER), Simulator.simulate(m, Engine.NAIVE));
    }

    /**
     * A long rack of 4 to 13 teeth and a time window [t1, t2] in [−10, 55] (half of them a single time).
     *
     * @param rack the mechanism
     * @param t1 the window's start
     * @param t2 the window's end
     */
    record RackWindow(Mechanism rack, double t1, double t2) {
    }

    private static final Gen<RackWindow> RACK_WINDOWS = Gen.of(r -> {
        Mechanism m = longRack(4 + r.nextInt(10), r);
        double t1 = -10 + 60 * r.nextDouble();
        return new RackWindow(m, t1, t1 + (r.nextBoolean() ? 0 : 5 * r.nextDouble()));
    });

    static Stream<Arguments> rackWindows() {
        return Cases.of(20261126L, 100, RACK_WINDOWS);
    }

    @ParameterizedTest
    @MethodSource("rackWindows")
    void query_everyConstraintWhoseRangeMeetsTheWindow_inIdOrder(RackWindow w) {
        Mechanism m = w.rack();
        Pawl p = m.pawls().get(0);
        List<Constraint> all = CSpace.of(p, p.hinge(), m.motion().velocity(), m.obstacles(), m.friction()).constraints();
        ConstraintIndex index = ConstraintIndex.of(all);
        double t1 = w.t1();
        double t2 = w.t2();
        List<Constraint> got = index.query(t1, t2, null);
        // oracle: a linear scan of the time ranges (the index must return exactly these, in id order, or decline)
        List<Constraint> want = new ArrayList<>();
        for (Constraint c : all) {
            double[] tr = c.reach().timeRange();
            if (tr[0] <= t2 && tr[1] >= t1) {
                want.add(c);
            }
        }
        if (got != null) {
            assertThat(got).containsExactlyElementsOf(want);
        }
    }

    /**
     * A constraint curve a(u) + t·b(u) = 0 with quadratic a and b (coefficients up to 20, b(0) ≥ 1) and a monic
     * quartic q whose real roots are the u of the times.
     *
     * @param g the curve
     * @param q the quartic
     */
    record CurveAndRoots(TuPoly g, IntPoly q) {
    }

    private static final Gen<CurveAndRoots> CURVES_AND_ROOTS = Gen.of(r -> new CurveAndRoots(
            new TuPoly(IntPoly.of(r.nextInt(41) - 20, r.nextInt(41) - 20, r.nextInt(41) - 20),
                    IntPoly.of(1 + r.nextInt(20), r.nextInt(41) - 20, r.nextInt(7) - 3)),
            IntPoly.of(r.nextInt(41) - 20, r.nextInt(41) - 20, r.nextInt(41) - 20, r.nextInt(9) - 4, 1)));

    static Stream<Arguments> curvesAndRoots() {
        return Cases.of(20261126L, 200, CURVES_AND_ROOTS);
    }

    @ParameterizedTest
    @MethodSource("curvesAndRoots")
    void timeEnclosure_holdsTheExactTime(CurveAndRoots c) {
        TuPoly g = c.g();
        IntPoly q = c.q();
        for (RealAlgebraic u : Roots.of(q)) {
            if (u.signOf(g.b()) == org.snapfit.algebra.number.Sign.ZERO) {
                continue;
            }
            double[] tt = TimeEnclosure.of(u, g, 1e-9);
            if (tt == null) {
                continue;
            }
            // oracle: the exact time −a(u)/b(u) as a real algebraic number, compared exactly with the double ends
            RealAlgebraic t = new CPoint(u, g).t();
            assertThat(t.compare(Rational.fromDouble(tt[0]))).isNotEqualTo(Comparison.SMALLER);
            assertThat(t.compare(Rational.fromDouble(tt[1]))).isNotEqualTo(Comparison.LARGER);
        }
    }

    @Test
    void simulate_sameObjectsOtherFriction_equalsFreshMechanism() {
        // the C-space cache is keyed by the pawl's shape list and the obstacle list objects and the friction value: a
        // run with the same objects but another μ (the same shape, other friction polynomials) must equal a run of a
        // freshly built copy (no shared cache entry)
        Mechanism m = longRack(3, new Random(7));
        Simulator.simulate(m, Engine.FILTERED);
        Mechanism other = new Mechanism(m.name(), Rational.of(1, 2), m.motion(), m.pawls(), m.obstacles(), List.of());
        Pawl p = m.pawls().get(0);
        Mechanism fresh = new Mechanism(m.name(), Rational.of(1, 2), m.motion(),
                List.of(new Pawl(p.name(), p.hinge(), p.stiffness(), p.shape())),
                List.of(new Obstacle("rack", m.obstacles().get(0).shape())), List.of());
        FilteredEngineEquivalenceProperties.assertSameRun("other friction", Simulator.simulate(other, Engine.FILTERED),
                Simulator.simulate(fresh, Engine.NAIVE));
        FilteredEngineEquivalenceProperties.assertSameRun("repeat", Simulator.simulate(m, Engine.FILTERED),
                Simulator.simulate(m, Engine.NAIVE));
    }
}

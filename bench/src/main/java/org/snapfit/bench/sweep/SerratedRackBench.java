package org.snapfit.bench.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.algebra.number.Rational;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.geom.ExactPolygon2;
import org.snapfit.sweep.engine.Engine;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.engine.SweepContext;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.Motion;
import org.snapfit.sweep.model.Obstacle;
import org.snapfit.sweep.model.Pawl;

/**
 * The scaling case of the sweep: a pawl of 64 edges (a hook whose lead and back faces are 30-edge polylines) pushed
 * over a serrated rack of {@code teeth} sawtooth teeth (front slope 3/4 over 3/2, undercut back), so the pawl
 * rides up and snaps off every tooth. Rack edges = 3·teeth + 3; vertex–edge pairs ≈ 64 × rack edges. Full exact
 * insertion run (events only), single shot.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SerratedRackBench {

    /** Number of teeth (rack edges = 3·teeth + 3). */
    @Param({"10", "41", "82", "333"})
    public int teeth;

    /** The engine ({@link Engine} name): FILTERED (the default) or FACE (free-face pruning first). */
    @Param({"FILTERED", "FACE"})
    public String engine;

    private Mechanism mechanism;

    /**
     * The sweep's caches, kept for the whole trial (like an analysis that runs one mechanism many times): the
     * algebra's memos stay warm between shots, while the new mechanism object of each shot misses the C-space cache.
     */
    private final SweepContext context = SweepContext.create();

    /** Creates the benchmark state (JMH instantiates it). */
    public SerratedRackBench() {
    }

    /**
     * Builds the mechanism before every shot (not timed): a new mechanism object each time, so that the simulator's
     * C-space cache never serves a shot and every figure includes building what the run needs of the C-space.
     */
    @Setup(Level.Invocation)
    public void build() {
        mechanism = rack(teeth);
    }

    /**
     * The mechanism with the given number of teeth.
     *
     * @param teeth number of teeth, ≥ 1
     * @return the mechanism
     */
    public static Mechanism rack(int teeth) {
        List<ExactPoint2> p = new ArrayList<>();
        p.add(ExactPoint2.of(0, 0));
        p.add(ExactPoint2.of(8, 0));
        int k = 30;
        for (int i = 1; i <= k; i++) {
            Rational s = Rational.of(i, k);
            p.add(new ExactPoint2(Rational.of(8).add(s), s.multiply(s).negate()));
        }
        for (int i = 1; i <= k; i++) {
            Rational s = Rational.of(i, k);
            p.add(new ExactPoint2(Rational.of(9).add(s.multiply(Rational.of(1, 4))), Rational.of(-1).add(s)));
        }
        p.add(ExactPoint2.of(10, 1));
        p.add(ExactPoint2.of(0, 1));
        Pawl pawl = new Pawl("P", ExactPoint2.of(0, 0), Rational.of(1), List.of(ExactPolygon2.of(p)));
        List<ExactPoint2> top = new ArrayList<>();
        int x0 = 12;
        for (int i = 0; i < teeth; i++) {
            Rational x = Rational.of(x0 + 2 * i);
            top.add(new ExactPoint2(x, Rational.of(-3, 2)));
            top.add(new ExactPoint2(x.add(Rational.of(3, 2)), Rational.of(-3, 4)));
            top.add(new ExactPoint2(x.add(Rational.of(5, 4)), Rational.of(-3, 2)));
        }
        Rational end = Rational.of(x0 + 2 * teeth);
        List<ExactPoint2> r = new ArrayList<>();
        r.add(ExactPoint2.of(x0, -3));
        r.add(new ExactPoint2(end, Rational.of(-3)));
        r.add(new ExactPoint2(end, Rational.of(-3, 2)));
        for (int i = top.size() - 1; i >= 0; i--) {
            r.add(top.get(i));
        }
        Obstacle o = new Obstacle("rack", List.of(ExactPolygon2.of(r)));
        return new Mechanism("rack", Rational.of(1, 10), new Motion(ExactPoint2.of(1, 0), end.subtract(Rational.of(6))),
                List.of(pawl), List.of(o), List.of());
    }

    /**
     * One full insertion run.
     *
     * @return the result (consumed by JMH)
     */
    @Benchmark
    public SimulationResult simulate() {
        return Simulator.simulate(mechanism, Engine.valueOf(engine), context, () -> false);
    }
}

package org.snapfit.bench.sweep;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
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
import org.snapfit.sweep.engine.Engine;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.engine.SweepContext;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;
import org.snapfit.sweep.model.Pawl;

/**
 * Full exact simulation (events only, no force sampling; engine FILTERED or FACE) of the shared reference mechanisms
 * in {@code test-data/snapfit/} (run from the repository root).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SweepBench {

    /** The reference case id. */
    @Param({"s01-ramp-snap-speed2", "s08-two-pawls-one-jams"})
    public String id;

    /** The engine ({@link Engine} name): FILTERED (the default) or FACE (free-face pruning first). */
    @Param({"FILTERED", "FACE"})
    public String engine;

    /**
     * CACHED: every invocation simulates the same mechanism object in one {@link SweepContext}, so its C-space cache
     * (keyed by the pawls' shape lists and the obstacle list object) hands back the polynomials earlier invocations
     * built; FRESH: each invocation gets a copy with new pawl objects and shape lists (made outside the timed
     * region), so its C-space is built from scratch (the context's algebraic memos stay warm in both).
     */
    @Param({"CACHED", "FRESH"})
    public String cspace;

    private Mechanism mechanism;
    private Mechanism run;
    private final SweepContext context = SweepContext.create();

    /** Creates the benchmark state (JMH instantiates it). */
    public SweepBench() {
    }

    /**
     * Loads the mechanism.
     *
     * @throws java.io.IOException if the file cannot be read
     */
    @Setup
    public void load() throws java.io.IOException {
        Path p = Paths.get("test-data", "snapfit", id + ".json");
        mechanism = MechanismJson.parse(Files.readString(p), p.toString());
    }

    /**
     * One full insertion run.
     *
     * @return the result (consumed by JMH)
     */
    @Benchmark
    public SimulationResult simulate() {
        return Simulator.simulate(run, Engine.valueOf(engine), context, () -> false);
    }

    /** The mechanism of the next invocation: the loaded one, or a copy with new pawls and shape lists (not timed). */
    @Setup(Level.Invocation)
    public void next() {
        if (!"FRESH".equals(cspace)) {
            run = mechanism;
            return;
        }
        List<Pawl> pawls = new ArrayList<>();
        for (Pawl p : mechanism.pawls()) {
            pawls.add(new Pawl(p.name(), p.hinge(), p.stiffness(), new ArrayList<>(p.shape())));
        }
        run = new Mechanism(mechanism.name(), mechanism.friction(), mechanism.motion(), pawls, mechanism.obstacles(),
                mechanism.rootShape());
    }
}

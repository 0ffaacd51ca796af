package org.snapfit.bench.sweep;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.sweep.engine.Engine;
import org.snapfit.sweep.engine.SimulationResult;
import org.snapfit.sweep.engine.Simulator;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismJson;

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

    private Mechanism mechanism;

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
        return Simulator.simulate(mechanism, Engine.valueOf(engine));
    }
}

package org.snapfit.bench.cadimport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.cadimport.dxf.DxfImport;
import org.snapfit.cadimport.dxf.DxfOptions;
import org.snapfit.cadimport.dxf.DxfReader;

/**
 * Reading a DXF drawing into exact profiles (tokenise, parse, polygonise, chain), from bytes already in memory.
 * Run from the repository root (the fixtures are read from {@code test-data/dxf/}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class DxfReadBenchmark {

    /** The fixture under {@code test-data/dxf/}. */
    @Param({"simple_hook_r2000.dxf", "all_entities_r2000.dxf", "insert_bricscad_level_1.dxf"})
    public String file;

    private byte[] content;

    /** Creates the benchmark state (JMH instantiates it). */
    public DxfReadBenchmark() {
    }

    /** Loads the fixture once. */
    @Setup
    public void load() {
        try {
            content = Files.readAllBytes(Path.of("test-data", "dxf", file));
        } catch (IOException e) {
            throw new UncheckedIOException("run the benchmark from the repository root", e);
        }
    }

    /**
     * Reads the drawing with the default options.
     *
     * @return the import (returned so JMH keeps it)
     */
    @Benchmark
    public DxfImport read() {
        return DxfReader.read(file, content, DxfOptions.defaults());
    }
}

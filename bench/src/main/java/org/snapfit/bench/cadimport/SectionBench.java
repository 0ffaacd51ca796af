package org.snapfit.bench.cadimport;

import java.io.IOException;
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
import org.snapfit.cadimport.section.SectionImport;
import org.snapfit.cadimport.section.SectionReader;
import org.snapfit.cadimport.section.SectionRequest;
import org.snapfit.core.section.SectionPlane;

/**
 * Reading a FreeCAD-made STEP assembly and cutting it into the snap-fit's planar profiles (Part 21 parse, B-rep
 * mapping with the exact twins, the occurrence walk with placements, the section of every body, the split of
 * holes), from the file in the page cache. Run from the repository root (the fixtures are read from
 * {@code test-data/section/}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SectionBench {

    /** The fixture under {@code test-data/section/}: four prisms; two pawls and arcs; a round lead-in, nested. */
    @Param({"hook.step", "two_prong.step", "e2e_round.step"})
    public String file;

    private Path path;
    private SectionRequest request;

    /** Creates the benchmark state (JMH instantiates it). */
    public SectionBench() {
    }

    /** Resolves the fixture and the plane (z = 2 cuts the e2e parts, z = 2.5 the others, all mid-thickness). */
    @Setup
    public void setUp() {
        path = Path.of("test-data", "section", file);
        request = SectionRequest.of(SectionPlane.parse(file.startsWith("e2e") ? "z=2" : "z=2.5"));
    }

    /**
     * Reads and cuts the model.
     *
     * @return the section (returned so JMH keeps it)
     * @throws IOException if the fixture cannot be read (run from the repository root)
     */
    @Benchmark
    public SectionImport readAndCut() throws IOException {
        return SectionReader.read(path, request);
    }
}

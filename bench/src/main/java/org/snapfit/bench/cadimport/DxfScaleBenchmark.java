package org.snapfit.bench.cadimport;

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
import org.snapfit.cadimport.dxf.LayerFilter;
import org.snapfit.cadimport.dxf.scale.DxfScaleFixtures;

/**
 * The DXF reader at scale, from bytes in memory, reading only the mechanism layers: a small mechanism plus 10^6 LINEs
 * on an unrelated layer (skimmed), and a small mechanism plus 25 000 unit squares drawn as 10^5 shuffled loose LINEs
 * on an obstacle layer (parsed, built and chained into 25 000 loops, each checked by JTS).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DxfScaleBenchmark {

    /** Which generated drawing. */
    @Param({"irrelevant-lines-1e6", "loose-lines-1e5"})
    public String drawing;

    private byte[] content;
    private final DxfOptions options = DxfOptions.defaults().withLayers(LayerFilter.mechanismLayers());

    /** Creates the benchmark state (JMH instantiates it). */
    public DxfScaleBenchmark() {
    }

    /** Generates the drawing once. */
    @Setup
    public void generate() {
        content = "irrelevant-lines-1e6".equals(drawing) ? DxfScaleFixtures.irrelevantLines(1_000_000)
                : DxfScaleFixtures.looseSquares(25_000, 7);
    }

    /**
     * Reads the drawing.
     *
     * @return the import (returned so JMH keeps it)
     */
    @Benchmark
    public DxfImport read() {
        return DxfReader.read(drawing, content, options);
    }
}

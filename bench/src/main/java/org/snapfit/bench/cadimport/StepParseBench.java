package org.snapfit.bench.cadimport;

import java.io.IOException;
import java.io.StringReader;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.cadimport.step.p21.P21File;
import org.snapfit.cadimport.step.p21.P21Parser;

/** Parse, and parse + map to B-rep bodies, of a 10 MB STEP file (target ≤ 2 s). Run from the repository root. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class StepParseBench {
    /** Size of the generated file in characters. */
    public static final int SIZE = 10 * 1024 * 1024;
    private String text;

    /**
     * Builds the file once.
     *
     * @throws IOException if the template is missing
     */
    @Setup(Level.Trial)
    public void build() throws IOException {
        text = BigStepFile.build(SIZE);
    }

    /**
     * Part 21 parse only.
     *
     * @return the parsed file
     * @throws IOException never (in-memory reader)
     */
    @Benchmark
    public P21File parse10MB() throws IOException {
        return P21Parser.parse(new StringReader(text), new ImportReport("big.stp"));
    }

    /**
     * Parse, resolve, and map every product to bodies and assemblies.
     *
     * @return the model
     * @throws IOException never (in-memory reader)
     */
    @Benchmark
    public StepModel parseAndMap10MB() throws IOException {
        return StepReader.read(new StringReader(text), new ImportReport("big.stp"));
    }
}

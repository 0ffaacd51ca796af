package org.snapfit.bench.cadimport;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.step.brep.StepModel;
import org.snapfit.cadimport.step.brep.StepReader;

/**
 * Peak heap of parsing and mapping the 10 MB file from disk (streaming): prints file size, time of one cold run and
 * the peak of the heap pools during it. Not a JMH benchmark: memory, not speed.
 */
public final class StepFootprint {
    private StepFootprint() {
    }

    /**
     * Runs the measurement.
     *
     * @param args unused
     * @throws Exception on I/O failure
     */
    public static void main(String[] args) throws Exception {
        Path f = Files.createTempFile("snapfit-big", ".stp");
        Files.writeString(f, BigStepFile.build(StepParseBench.SIZE));
        for (int round = 0; round < 3; round++) {
            System.gc();
            long base = 0;
            for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
                if (p.getType() == MemoryType.HEAP) {
                    p.resetPeakUsage();
                    base += p.getUsage().getUsed();
                }
            }
            long t0 = System.nanoTime();
            StepModel m = StepReader.read(f, new ImportReport(f.toString()));
            long t1 = System.nanoTime();
            long peak = 0;
            for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans()) {
                if (p.getType() == MemoryType.HEAP) {
                    peak += p.getPeakUsage().getUsed();
                }
            }
            System.out.printf("round %d: file %d bytes, %d roots, %.0f ms, peak heap %d MiB (base %d MiB)%n", round,
                    Files.size(f), m.roots().size(), (t1 - t0) / 1e6, peak >> 20, base >> 20);
        }
        Files.delete(f);
    }
}

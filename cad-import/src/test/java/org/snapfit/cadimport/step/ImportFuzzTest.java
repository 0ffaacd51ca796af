package org.snapfit.cadimport.step;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.diag.ImportReport;
import org.snapfit.cadimport.mesh.MeshReader;
import org.snapfit.cadimport.step.brep.StepReader;
import org.snapfit.core.testdata.TestData;

/**
 * Fuzz test: thousands of mutated STEP and STL files (truncations, byte flips, deleted and duplicated records,
 * inserted syntax characters). The only exception allowed to escape is the documented {@link ImportException};
 * every run terminates (the readers are single-pass) and memory stays bounded by the input (nesting is capped).
 */
class ImportFuzzTest {
    private static final int STEP_CASES = 2000;
    private static final int STL_CASES = 1500;
    private static final String SPECIAL = "#=();,'$*./\\\"\n0-E";

    static String mutate(String s, Random r) {
        switch (r.nextInt(6)) {
            case 0:
                return s.substring(0, r.nextInt(s.length()));
            case 1: {
                char[] c = s.toCharArray();
                for (int k = 0; k < 1 + r.nextInt(4); k++) {
                    int i = r.nextInt(c.length);
                    c[i] = (char) (c[i] ^ (1 << r.nextInt(7)));
                }
                return new String(c);
            }
            case 2: {
                String[] lines = s.split("\n", -1);
                StringBuilder b = new StringBuilder();
                int skip = r.nextInt(lines.length);
                for (int i = 0; i < lines.length; i++) {
                    if (i != skip) {
                        b.append(lines[i]).append('\n');
                    }
                }
                return b.toString();
            }
            case 3: {
                int i = r.nextInt(s.length());
                return s.substring(0, i) + SPECIAL.charAt(r.nextInt(SPECIAL.length())) + s.substring(i);
            }
            case 4: {
                String[] lines = s.split("\n", -1);
                int i = r.nextInt(lines.length);
                return s + "\n" + lines[i];
            }
            default: {
                int i = r.nextInt(s.length());
                int j = Math.min(s.length(), i + r.nextInt(40));
                return s.substring(0, i) + s.substring(j);
            }
        }
    }

    @Test
    void mutatedStep_onlyImportExceptionEscapes() throws Exception {
        String box = Files.readString(TestData.path("step", "cylinder_r5_h20_ap214.step"));
        Random r = new Random(20261125L);
        int rejected = 0;
        int accepted = 0;
        for (int k = 0; k < STEP_CASES; k++) {
            String m = mutate(box, r);
            try {
                StepReader.read(new StringReader(m), new ImportReport("fuzz" + k));
                accepted++;
            } catch (ImportException e) {
                // the documented failure: it must carry at least one diagnostic
                assertThat(e.diagnostics()).as("case " + k).isNotEmpty();
                rejected++;
            }
        }
        // both outcomes occur, so the mutations reach the parser and the mapper
        assertThat(rejected).isPositive();
        assertThat(accepted).isPositive();
    }

    @Test
    void mutatedStl_onlyImportExceptionEscapes() throws Exception {
        byte[] ascii = Files.readAllBytes(TestData.path("mesh", "box_20x10x5_ascii.stl"));
        byte[] binary = Files.readAllBytes(TestData.path("mesh", "cylinder_r5_h20_binary.stl"));
        Random r = new Random(7L);
        int rejected = 0;
        for (int k = 0; k < STL_CASES; k++) {
            byte[] src = k % 2 == 0 ? ascii : binary;
            byte[] m;
            if (r.nextBoolean()) {
                m = java.util.Arrays.copyOf(src, r.nextInt(src.length));
            } else {
                m = src.clone();
                for (int j = 0; j < 1 + r.nextInt(8); j++) {
                    m[r.nextInt(m.length)] ^= (byte) (1 << r.nextInt(8));
                }
            }
            try {
                MeshReader.readStl(m, new ImportReport("fuzz" + k));
            } catch (ImportException e) {
                assertThat(e.getMessage()).isNotEmpty();
                rejected++;
            }
        }
        assertThat(rejected).isPositive();
        assertThat(new String(ascii, 0, 5, StandardCharsets.US_ASCII)).isEqualTo("solid");
    }
}

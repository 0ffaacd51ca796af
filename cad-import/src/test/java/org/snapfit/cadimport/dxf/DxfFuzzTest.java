package org.snapfit.cadimport.dxf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.From;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.constraints.IntRange;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.core.testdata.TestData;

/**
 * Invariant: truncations and byte flips of real fixtures either read or fail with an {@link ImportException} whose
 * diagnostics come from the reader's own checks, never from its internal-error safety net.
 */
class DxfFuzzTest {

    private static final String[] FIXTURES = {"simple_hook_r2000.dxf", "slot_and_pin_r12.dxf", "all_entities_r2000.dxf",
        "polyline_flavours_r12.dxf"};

    @Provide
    Arbitrary<String> fixture() {
        return Arbitraries.of(FIXTURES);
    }

    private static byte[] load(String name) {
        try {
            return Files.readAllBytes(TestData.path("dxf", name));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void check(byte[] content) {
        try {
            DxfReader.read("fuzz.dxf", content, DxfOptions.defaults());
        } catch (ImportException e) {
            assertThat(e.diagnostics()).isNotEmpty();
            assertThat(e.getMessage()).startsWith("fuzz.dxf").doesNotContain("internal error");
        }
    }

    @Property(tries = 150, seed = "20261125")
    void read_truncatedFixture_neverEscapes(@ForAll("fixture") String name,
            @ForAll @IntRange(min = 0, max = 1_000_000) int cut) {
        byte[] all = load(name);
        check(Arrays.copyOf(all, cut % (all.length + 1)));
    }

    @Property(tries = 200, seed = "20261125")
    void read_byteFlippedFixture_neverEscapes(@ForAll("fixture") String name,
            @ForAll @IntRange(min = 0, max = 1_000_000) int where, @ForAll byte value,
            @ForAll @From("flips") int count) {
        byte[] all = load(name);
        java.util.Random rnd = new java.util.Random(where);
        for (int i = 0; i < count; i++) {
            all[(where + rnd.nextInt(all.length)) % all.length] = (byte) (value + i);
        }
        check(all);
    }

    @Provide
    Arbitrary<Integer> flips() {
        return Arbitraries.integers().between(1, 8);
    }
}

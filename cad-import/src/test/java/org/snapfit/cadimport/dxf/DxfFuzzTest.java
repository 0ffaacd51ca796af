package org.snapfit.cadimport.dxf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gen;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.core.testdata.TestData;

/**
 * Invariant: truncations and byte flips of real fixtures either read or fail with an {@link ImportException} whose
 * diagnostics come from the reader's own checks, never from its internal-error safety net.
 */
class DxfFuzzTest {

    private static final String[] FIXTURES = {"simple_hook_r2000.dxf", "slot_and_pin_r12.dxf", "all_entities_r2000.dxf",
        "polyline_flavours_r12.dxf"};

    private static final Gen<String> FIXTURE = Gens.elements(FIXTURES);

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

    /** A fixture and a cut position (taken modulo the file's length + 1). */
    static Stream<Arguments> truncations() {
        return Cases.of(20261125L, 150, FIXTURE, Gens.ints(0, 1_000_000));
    }

    @ParameterizedTest
    @MethodSource("truncations")
    void read_truncatedFixture_neverEscapes(String name, int cut) {
        byte[] all = load(name);
        check(Arrays.copyOf(all, cut % (all.length + 1)));
    }

    /** A fixture, a position seed, a byte value and 1 to 8 flipped bytes. */
    static Stream<Arguments> byteFlips() {
        return Cases.of(20261125L, 200, FIXTURE, Gens.ints(0, 1_000_000), Gens.bytes(), Gens.ints(1, 8));
    }

    @ParameterizedTest
    @MethodSource("byteFlips")
    void read_byteFlippedFixture_neverEscapes(String name, int where, byte value, int count) {
        byte[] all = load(name);
        java.util.Random rnd = new java.util.Random(where);
        for (int i = 0; i < count; i++) {
            all[(where + rnd.nextInt(all.length)) % all.length] = (byte) (value + i);
        }
        check(all);
    }
}

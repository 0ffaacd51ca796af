package org.snapfit.cadimport.dxf.scale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.snapfit.algebra.number.Rational;
import org.snapfit.cadimport.diag.ImportException;
import org.snapfit.cadimport.dxf.DxfImport;
import org.snapfit.cadimport.dxf.DxfOptions;
import org.snapfit.cadimport.dxf.DxfReader;
import org.snapfit.cadimport.dxf.LayerFilter;
import org.snapfit.core.body.PlanarProfile;
import org.snapfit.core.body.ProfileOutline;
import org.snapfit.core.geom.ExactPoint2;
import org.snapfit.core.testdata.TestData;

/**
 * The reader at scale and with budgets. Counts are closed forms of the generated drawings (see
 * {@link DxfScaleFixtures}); no timing is asserted here (timings: the JMH benchmark DxfScaleBenchmark).
 */
class DxfScaleTest {

    private static final DxfOptions MECHANISM = DxfOptions.defaults().withLayers(LayerFilter.mechanismLayers());

    @Test
    void fixtures_committedFilesAreTheGeneratorsOutput() throws Exception {
        assertThat(Files.readString(TestData.path("dxf", "scale", "insert_2pow24.dxf")))
                .isEqualTo(DxfScaleFixtures.nestedArrays(12, 2, 2));
        assertThat(Files.readString(TestData.path("dxf", "scale", "insert_1e8.dxf")))
                .isEqualTo(DxfScaleFixtures.nestedArrays(4, 10, 10));
    }

    @Test
    void insert2pow24_refusedBeforeExpanding_namingLimitAndFlag() {
        Path f = TestData.path("dxf", "scale", "insert_2pow24.dxf");
        // copies: 1 + sum_{k=1..12} 4^k = 1 + (4^13 - 4) / 3 = 22369621 > 10^6
        assertThatThrownBy(() -> DxfReader.read(f, DxfOptions.defaults())).isInstanceOf(ImportException.class)
                .hasMessageContaining("INSERTs place 22369621 block copies")
                .hasMessageContaining("more than the INSERT copy budget of 1000000")
                .hasMessageContaining("INSERT #FF on layer OBSTACLE (block 'B12')")
                .hasMessageContaining("--max-insert-copies 22369621");
        // with the copies allowed, the entity budget refuses: 4^12 = 16777216 LINEs > 2 * 10^6
        assertThatThrownBy(() -> DxfReader.read(f, DxfOptions.defaults().withMaxInsertCopies(30_000_000)))
                .isInstanceOf(ImportException.class)
                .hasMessageContaining("the drawing expands to 16777216 entities")
                .hasMessageContaining("--max-entities 16777216");
    }

    @Test
    void insert1e8_refusedBeforeExpanding() {
        Path f = TestData.path("dxf", "scale", "insert_1e8.dxf");
        // 1 + 100 + 100^2 + 100^3 + 100^4 = 101010101 copies; 100^4 = 10^8 LINEs
        assertThatThrownBy(() -> DxfReader.read(f, DxfOptions.defaults())).isInstanceOf(ImportException.class)
                .hasMessageContaining("INSERTs place 101010101 block copies");
        assertThatThrownBy(() -> DxfReader.read(f, DxfOptions.defaults().withMaxInsertCopies(Long.MAX_VALUE)))
                .hasMessageContaining("the drawing expands to 100000000 entities");
    }

    @Test
    void nestedArraysWithinBudget_expandExactly() {
        // 3 levels of 2 x 2: 64 LINEs from (0,0)-(1,0) shifted by multiples of 2 in x and y per level
        DxfImport r = DxfReader.read("n.dxf", DxfScaleFixtures.nestedArrays(3, 2, 2).getBytes(), DxfOptions.defaults());
        PlanarProfile p = r.profiles().layer("OBSTACLE").orElseThrow();
        // copies sit 2 mm apart (spacing 2 at every level): lines (x..x+1, y) never touch, each stays an open path
        assertThat(p.paths()).hasSize(64);
        assertThat(p.paths()).extracting(q -> q.vertices().get(0)).doesNotHaveDuplicates()
                .contains(ExactPoint2.of(0, 0), ExactPoint2.of(14, 14));
    }

    @Test
    void millionIrrelevantLines_skimmed_onlyMechanismLayersBuilt() {
        int n = 1_000_000;
        List<String> phases = new ArrayList<>();
        DxfImport r = DxfReader.read("big.dxf", DxfScaleFixtures.irrelevantLines(n), MECHANISM,
                (phase, done, total) -> {
                    if (phases.isEmpty() || !phases.get(phases.size() - 1).equals(phase)) {
                        phases.add(phase);
                    }
                    assertThat(done).isBetween(0L, total);
                });
        assertThat(r.profiles().layer("NOTES")).isEmpty();
        assertThat(r.profiles().layer("PAWL-1")).isPresent();
        assertThat(r.profiles().layer("OBSTACLE").orElseThrow().outlines()).hasSize(1);
        assertThat(r.modelSpaceCounts()).containsEntry("LINE", n + 1);
        assertThat(r.diagnostics()).anyMatch(d -> d.message().startsWith(n + " entities on layer NOTES not built"));
        assertThat(phases).contains("reading DXF", "chaining DXF pieces");
    }

    @Test
    void hundredThousandLooseLines_chainedIntoSquares() {
        int squares = 25_000;
        DxfImport r = DxfReader.read("grid.dxf", DxfScaleFixtures.looseSquares(squares, 7), MECHANISM);
        PlanarProfile grid = r.profiles().layer("OBSTACLE-GRID").orElseThrow();
        assertThat(grid.paths()).isEmpty();
        assertThat(grid.outlines()).hasSize(squares);
        for (ProfileOutline o : grid.outlines()) {
            assertThat(o.vertices()).hasSize(4);
            assertThat(area(o.vertices()).abs()).isEqualTo(Rational.ONE);
        }
        assertThat(r.diagnostics()).noneMatch(d -> d.message().contains("more than two piece ends"));
        assertThat(r.diagnostics()).noneMatch(d -> "outline".equals(d.field()));
    }

    private static Rational area(List<ExactPoint2> v) {
        Rational twice = Rational.ZERO;
        for (int i = 0; i < v.size(); i++) {
            ExactPoint2 a = v.get(i);
            ExactPoint2 b = v.get((i + 1) % v.size());
            twice = twice.add(a.x().multiply(b.y()).subtract(b.x().multiply(a.y())));
        }
        return twice.multiply(Rational.HALF);
    }

    @Test
    void budgets_outOfRange_refused() {
        assertThatThrownBy(() -> DxfOptions.defaults().withMaxEntities(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxEntities = 0");
        assertThatThrownBy(() -> DxfOptions.defaults().withMaxInsertCopies(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxInsertCopies = -1");
        assertThat(LayerFilter.mechanismLayers().accepts("pawl_2")).isTrue();
        assertThat(LayerFilter.mechanismLayers().accepts("Obstacle-left")).isTrue();
        assertThat(LayerFilter.mechanismLayers().accepts("BEAM")).isTrue();
        assertThat(LayerFilter.mechanismLayers().accepts("0")).isFalse();
        assertThat(LayerFilter.mechanismLayers().accepts("PAWLS")).isFalse();
        assertThat(LayerFilter.of("odd", l -> l.length() % 2 == 1).accepts("ABC")).isTrue();
        assertThat(LayerFilter.all().acceptsAll()).isTrue();
    }
}

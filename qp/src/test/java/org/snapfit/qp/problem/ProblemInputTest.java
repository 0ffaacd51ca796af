package org.snapfit.qp.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProblemInputTest {

    private static ConstraintRow row(int[] idx, double[] val, double c) {
        return ConstraintRow.of("r", ConstraintKind.INEQUALITY, idx, val, c, 0);
    }

    @Test
    void multiply_tridiagonal_matchesDenseProduct() {
        SymmetricBandMatrix k = SymmetricBandMatrix.builder(3, 1).add(0, 0, 2).add(1, 1, 3).add(2, 2, 4)
                .add(1, 0, -1).add(2, 1, 0.5).build();
        // dense [[2,-1,0],[-1,3,0.5],[0,0.5,4]] times (1, 2, 3) = (0, 6.5, 13)
        assertThat(k.multiply(new double[] {1, 2, 3})).containsExactly(0, 6.5, 13);
        assertThat(k.get(0, 1)).isEqualTo(-1);
        assertThat(k.get(0, 2)).isZero();
        assertThat(k.dimension()).isEqualTo(3);
        assertThat(k.halfBandwidth()).isEqualTo(1);
    }

    @Test
    void objective_identity_isHalfNormSquaredMinusLinear() {
        SymmetricBandMatrix k = SymmetricBandMatrix.builder(2, 0).add(0, 0, 1).add(1, 1, 1).build();
        QpProblem qp = QpProblem.of(k, new double[] {1, 2}, List.of());
        // ½(9 + 16) − (3 + 8) = 1.5
        assertThat(qp.objective(new double[] {3, 4})).isEqualTo(1.5);
        assertThat(qp.withRegularisation(0.5).rows()).isEmpty();
    }

    @Test
    void addSpringBlock_anyPointOrder_equalsTheTwentySevenSingleAdds() {
        double[] blk = {4, 1, 2, 1, 5, 3, 2, 3, 6};
        for (int[] ij : new int[][] {{0, 1}, {2, 1}}) {
            SymmetricBandMatrix.Builder one = SymmetricBandMatrix.builder(9, 5);
            SymmetricBandMatrix.Builder many = SymmetricBandMatrix.builder(9, 5);
            one.addSpringBlock(ij[0], ij[1], blk);
            int i = ij[0];
            int j = ij[1];
            for (int a = 0; a < 3; a++) {
                for (int c = 0; c < 3; c++) {
                    if (a >= c) {
                        many.add(3 * i + a, 3 * i + c, blk[3 * a + c]).add(3 * j + a, 3 * j + c, blk[3 * a + c]);
                    }
                    many.add(3 * i + a, 3 * j + c, -blk[3 * a + c]);
                }
            }
            // the same element pattern entered entry by entry (the definition of the block call): equal bit for bit
            assertThat(one.build()).isEqualTo(many.build());
        }
    }

    @Test
    void addSpringBlock_samePoint_throws() {
        SymmetricBandMatrix.Builder b = SymmetricBandMatrix.builder(9, 5);
        assertThatThrownBy(() -> b.addSpringBlock(1, 1, new double[9])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("i = j = 1; the two points must differ");
    }

    @Test
    void addSpringBlock_outsideBand_throws() {
        SymmetricBandMatrix.Builder b = SymmetricBandMatrix.builder(9, 3);
        assertThatThrownBy(() -> b.addSpringBlock(0, 1, new double[9])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("entry (5, 0) is outside the half-bandwidth 3");
    }

    @Test
    void builder_entryOutsideBand_throws() {
        SymmetricBandMatrix.Builder b = SymmetricBandMatrix.builder(4, 1);
        assertThatThrownBy(() -> b.add(3, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("entry (3, 0) is outside the half-bandwidth 1");
    }

    @Test
    void builder_nanEntry_throwsNamingEntry() {
        SymmetricBandMatrix.Builder b = SymmetricBandMatrix.builder(2, 1);
        assertThatThrownBy(() -> b.add(1, 0, Double.NaN)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("K(1, 0) = NaN");
    }

    @Test
    void builder_badSizes_throw() {
        assertThatThrownBy(() -> SymmetricBandMatrix.builder(0, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("n = 0");
        assertThatThrownBy(() -> SymmetricBandMatrix.builder(3, 3)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("halfBandwidth = 3 is outside [0, 2]");
        SymmetricBandMatrix m = SymmetricBandMatrix.builder(2, 1).build();
        assertThatThrownBy(() -> m.get(2, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("i = 2; it must lie in [0, 1]");
        assertThatThrownBy(() -> m.multiply(new double[3])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("x.length = 3");
    }

    @Test
    void build_twice_throwsIllegalState() {
        SymmetricBandMatrix.Builder b = SymmetricBandMatrix.builder(1, 0);
        b.build();
        assertThatThrownBy(b::build).isInstanceOf(IllegalStateException.class).hasMessageContaining("already");
    }

    @Test
    void constraintRow_badInput_throwsNamingRowAndField() {
        assertThatThrownBy(() -> row(new int[] {0, 0}, new double[] {1, 1}, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("indices[1] = 0 repeats indices[0]");
        assertThatThrownBy(() -> row(new int[] {-1}, new double[] {1}, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("indices[0] = -1");
        assertThatThrownBy(() -> row(new int[] {0}, new double[] {0}, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no nonzero coefficient");
        assertThatThrownBy(() -> row(new int[] {0}, new double[] {Double.NaN}, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("row 'r' values[0] = NaN");
        assertThatThrownBy(() -> row(new int[] {0}, new double[] {1}, Double.POSITIVE_INFINITY))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("row 'r' rhs = Infinity");
        assertThatThrownBy(() -> row(new int[] {0, 1}, new double[] {1}, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("indices.length = 2");
        assertThatThrownBy(() -> ConstraintRow.of(" ", ConstraintKind.INEQUALITY, new int[] {0}, new double[] {1}, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("label is blank");
        assertThatThrownBy(() -> ConstraintRow.of("e", ConstraintKind.EQUALITY, new int[] {0}, new double[] {1}, 0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("equality rows take no regularisation");
        assertThatThrownBy(() -> row(new int[] {0}, new double[] {1}, 0).withRegularisation(-1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("regularisation = -1.0");
    }

    @Test
    void constraintRow_accessors_andExactEquals() {
        ConstraintRow r = row(new int[] {2, 0}, new double[] {3, 4}, 1);
        // |(3, 4)| = 5, dot with (1, 0, 2) = 3·2 + 4·1 = 10
        assertThat(r.norm()).isEqualTo(5);
        assertThat(r.dot(new double[] {1, 0, 2})).isEqualTo(10);
        assertThat(r.maxIndex()).isEqualTo(2);
        assertThat(r.withRhs(1)).isEqualTo(r).hasSameHashCodeAs(r);
        assertThat(r.withRhs(2)).isNotEqualTo(r);
        assertThat(r.toString()).contains("INEQUALITY");
    }

    @Test
    void qpProblem_badInput_throws() {
        SymmetricBandMatrix k = SymmetricBandMatrix.builder(2, 0).add(0, 0, 1).add(1, 1, 1).build();
        assertThatThrownBy(() -> QpProblem.of(k, new double[3], List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("b.length = 3");
        assertThatThrownBy(() -> QpProblem.of(k, new double[] {0, Double.NaN}, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("b[1] = NaN");
        assertThatThrownBy(() -> QpProblem.of(k, new double[2], List.of(row(new int[] {5}, new double[] {1}, 0))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("uses variable 5");
    }
}

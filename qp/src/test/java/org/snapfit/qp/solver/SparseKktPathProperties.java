package org.snapfit.qp.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.qp.problem.ConstraintKind;
import org.snapfit.qp.problem.ConstraintRow;
import org.snapfit.qp.problem.QpProblem;
import org.snapfit.qp.problem.SymmetricBandMatrix;

/**
 * The block path on the sparse (banded, interleaved) KKT factorisation against the dense Schur-complement path
 * ({@code withSparseKkt(false)}) on random small strictly convex QPs shaped like the cable steps: banded K, rows
 * touching a few neighbouring variables (contacts, strain limits) and a few single-variable equalities (fixed
 * particles).
 */
class SparseKktPathProperties {
    /**
     * Relative agreement of the two objective values. A strictly convex QP has one optimum; both paths stop at KKT
     * points whose relative stationarity is at most 1e-10 (asserted below) and whose primal violation and
     * complementarity are at the 1e-13 feasibility tolerance, and the objective is stationary at the optimum, so the
     * two values differ by those residuals times the size of the problem data: 1e-9 relative (the figure the ojAlgo
     * oracle test uses) leaves a factor 10 for the problem scale.
     */
    static final Tolerance OBJECTIVE_AGREEMENT = Tolerance.of("objectiveAgreement", 1e-9, Unit.DIMENSIONLESS);
    /**
     * Relative agreement of the two solutions x (per coordinate, against max(1, |x|∞)). With the same active set
     * both paths solve the same nonsingular KKT system to a relative residual of at most 1e-10; the generated K has
     * smallest eigenvalue at least 0.5 and largest at most 2 × its largest diagonal (Gershgorin), about 30, so its
     * condition number is below 100; 1e-7 allows a further factor 10 for the conditioning of the random rows.
     */
    static final Tolerance SOLUTION_AGREEMENT = Tolerance.of("solutionAgreement", 1e-7, Unit.DIMENSIONLESS);

    /** A random cable-like QP, feasible by construction (a known point satisfies every row). */
    static QpProblem cableLike(long seed, int n, boolean duplicates) {
        Random rnd = new Random(seed);
        int p = 1 + rnd.nextInt(Math.min(4, n - 1));
        SymmetricBandMatrix.Builder kb = SymmetricBandMatrix.builder(n, p);
        double[] rowSum = new double[n];
        double[][] off = new double[n][p + 1];
        for (int i = 0; i < n; i++) {
            for (int k = 1; k <= p && k <= i; k++) {
                off[i][k] = rnd.nextGaussian();
                rowSum[i] += Math.abs(off[i][k]);
                rowSum[i - k] += Math.abs(off[i][k]);
            }
        }
        for (int i = 0; i < n; i++) {
            for (int k = 1; k <= p && k <= i; k++) {
                kb.add(i, i - k, off[i][k]);
            }
            // diagonal dominance by at least 0.5: λmin(K) >= 0.5 (Gershgorin)
            kb.add(i, i, rowSum[i] + 0.5 + rnd.nextDouble());
        }
        double[] b = new double[n];
        double[] feasible = new double[n];
        for (int i = 0; i < n; i++) {
            b[i] = 10 * rnd.nextGaussian();
            feasible[i] = rnd.nextGaussian();
        }
        List<ConstraintRow> rows = new ArrayList<>();
        int eq = rnd.nextInt(3);
        for (int r = 0; r < eq; r++) {
            int v = rnd.nextInt(n);
            if (rows.stream().noneMatch(row -> row.index(0) == v)) {
                rows.add(ConstraintRow.of("eq" + r, ConstraintKind.EQUALITY, new int[] {v}, new double[] {1},
                        feasible[v], 0));
            }
        }
        int ineq = 1 + rnd.nextInt(n);
        for (int r = 0; r < ineq; r++) {
            int width = 1 + rnd.nextInt(Math.min(3, n));
            int start = rnd.nextInt(n - width + 1);
            int[] idx = new int[width];
            double[] val = new double[width];
            double dot = 0;
            for (int k = 0; k < width; k++) {
                idx[k] = start + k;
                val[k] = rnd.nextGaussian();
                dot += val[k] * feasible[idx[k]];
            }
            double c = dot + (rnd.nextInt(4) == 0 ? 0 : rnd.nextDouble());
            rows.add(ConstraintRow.of("ineq" + r, ConstraintKind.INEQUALITY, idx, val, c, 0));
            if (duplicates && rnd.nextInt(4) == 0) {
                // the same contact seen twice (Fig. 1 of the paper): an exactly dependent row
                rows.add(ConstraintRow.of("dup" + r, ConstraintKind.INEQUALITY, idx, val, c, 0));
            }
        }
        return QpProblem.of(kb.build(), b, rows);
    }

    private static void assertKkt(QpResult r) {
        // the solver's contract on a solvable strictly convex QP (QpProblem's sign convention)
        assertThat(r.status()).isEqualTo(QpStatus.OPTIMAL);
        assertThat(r.stationarity()).isLessThanOrEqualTo(1e-10);
        assertThat(r.primalViolation()).isLessThanOrEqualTo(1e-12);
        assertThat(r.complementarity()).isLessThanOrEqualTo(1e-10);
        assertThat(r.minMultiplier().orElse(0)).isGreaterThanOrEqualTo(0);
    }

    private static void assertSameOptimum(QpProblem qp, QpResult a, QpResult b) {
        double oa = qp.objective(a.solution());
        double ob = qp.objective(b.solution());
        assertThat(Math.abs(oa - ob)).isLessThanOrEqualTo(OBJECTIVE_AGREEMENT.value() * Math.max(1, Math.abs(ob)));
        double scale = 1;
        for (double v : b.solution()) {
            scale = Math.max(scale, Math.abs(v));
        }
        for (int i = 0; i < qp.dimension(); i++) {
            assertThat(Math.abs(a.solution()[i] - b.solution()[i]))
                    .as("x[%d]", i).isLessThanOrEqualTo(SOLUTION_AGREEMENT.value() * scale);
        }
    }

    /** A problem seed (any long) and a size n in [3, 60]. */
    static Stream<Arguments> seedsAndSizes() {
        return Cases.of(20261126L, 200, Gens.longs(), Gens.ints(3, 60));
    }

    // Seeded (the project's rule: seeded randomness only). With free seeds about 1 in 2000 samples misses the
    // absolute complementarity bound 1e-10 or the relative stationarity 1e-10 by a small factor when multipliers
    // reach 1e4–3e5 — an accuracy limit of both paths in double precision, recorded for the QP module's owner.
    @ParameterizedTest
    @MethodSource("seedsAndSizes")
    void solveSparseOnly_cableLikeQp_sameOptimumAsDenseSchurPath(long seed, int n) {
        QpProblem qp = cableLike(seed, n, false);
        Optional<QpResult> sparse = QpSolver.withDefaults().solveSparseOnly(qp, Set.of());
        QpResult dense = QpSolver.withDefaults().withSparseKkt(false).solve(qp);
        // rows touching at most 3 neighbouring variables keep the interleaved band narrow, and the problem is
        // feasible: the sparse path (block rounds, then its dual finisher) must reach a verified KKT point alone
        assertThat(sparse).isPresent();
        assertKkt(sparse.get());
        assertKkt(dense);
        // x is unique (strictly convex); the active set need not be: rows can be dependent given the
        // equalities (two rows on one free variable), and then either may carry the multiplier
        assertSameOptimum(qp, sparse.get(), dense);
    }

    @ParameterizedTest
    @MethodSource("seedsAndSizes")
    void solve_duplicateRowsAndRandomWarmSet_sameOptimumAsDenseSchurPath(long seed, int n) {
        checkDuplicateRowsAndRandomWarmSet(seed, n);
    }

    @Test
    void solve_duplicateRowsAndRandomWarmSet_regressionSeed20767660484981() {
        // a shrunk counterexample of the property above: the sparse-first solve ended INFEASIBLE on this feasible
        // problem
        checkDuplicateRowsAndRandomWarmSet(20767660484981L, 7);
    }

    @Test
    void solve_dependentRowTightAtDegenerateVertex_optimalNotInfeasible() {
        // found by running the property 20000 times: a row on a fixed variable, tight there (rounding violation
        // 8e-14), once sent the dual step along round-off r_q ~ 1e-20 (multipliers blew up to 1e23, then
        // INFEASIBLE); and a dependent row whose violation at an ill-conditioned x (6e-12) is round-off while the
        // data gap Σ r_q c_q − c_p is not. The optimum is unique and feasible by construction: status and x
        // against the dense Schur path (its own KKT residuals asserted there)
        long[][] samples = {{-8905737507742362180L, 46}, {-2441784304757234756L, 12}};
        for (long[] sample : samples) {
            QpProblem qp = cableLike(sample[0], (int) sample[1], true);
            QpResult sparseFirst = QpSolver.withDefaults().solve(qp, randomWarmSet(qp, sample[0]));
            QpResult dense = QpSolver.withDefaults().withSparseKkt(false).solve(qp);
            assertThat(sparseFirst.status()).as("seed %d", sample[0]).isEqualTo(QpStatus.OPTIMAL);
            assertThat(sparseFirst.primalViolation()).isLessThanOrEqualTo(1e-12);
            assertThat(sparseFirst.stationarity()).isLessThanOrEqualTo(1e-10);
            assertThat(dense.status()).isEqualTo(QpStatus.OPTIMAL);
            assertSameOptimum(qp, sparseFirst, dense);
        }
    }

    /** Each row's label with probability 1/2, drawn from {@code new Random(seed ^ 0x5eed)}. */
    private static Set<String> randomWarmSet(QpProblem qp, long seed) {
        Random rnd = new Random(seed ^ 0x5eed);
        Set<String> warm = new HashSet<>();
        for (ConstraintRow r : qp.rows()) {
            if (rnd.nextBoolean()) {
                warm.add(r.label());
            }
        }
        return warm;
    }

    private static void checkDuplicateRowsAndRandomWarmSet(long seed, int n) {
        QpProblem qp = cableLike(seed, n, true);
        QpResult sparseFirst = QpSolver.withDefaults().solve(qp, randomWarmSet(qp, seed));
        QpResult dense = QpSolver.withDefaults().withSparseKkt(false).solve(qp);
        // duplicate rows are dependent: whichever path ends the solve (the block path with its dependent-row
        // exchange, or the Schur path it hands over to), the unique optimum must be the same and a warm set must
        // not change it
        assertKkt(sparseFirst);
        assertKkt(dense);
        assertSameOptimum(qp, sparseFirst, dense);
    }
}

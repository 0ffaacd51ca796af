package org.snapfit.qp.solver;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.snapfit.core.linalg.BandCholesky;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.qp.problem.ConstraintKind;
import org.snapfit.qp.problem.QpProblem;

/**
 * The active-set QP solver of Raghupathi and Faure's Algorithm 1, on a sparse KKT factorisation first and on the
 * Schur complement as the fallback. Immutable configuration (change it with {@code with…} copies) and thread-safe;
 * each {@link #solve} call uses its own work space.
 *
 * <p>Per solve: K is factored once by a band Cholesky (O(n p&sup2;); this is also the positive-definiteness check);
 * x<sub>0</sub> = K&#8315;&sup1;b is line 1 of Algorithm 1.
 *
 * <p><b>Sparse KKT path</b> ({@link Strategy#DUAL}, unless {@link #withSparseKkt(boolean) switched off}). The
 * equality subproblem of line 13 (eq. (8)) is solved on the KKT matrix [K J<sub>A</sub>&#7488;; J<sub>A</sub>
 * &minus;L<sub>A</sub>] itself, in an interleaved order in which each row follows the last variable it touches, by a
 * banded LDL&#7488; without pivoting, O((n + m<sub>A</sub>) b&sup2;) (b: K's half-bandwidth plus the rows per
 * particle; 11 for the cable scenes). First, block rounds of Algorithm 1 as printed (drop every negative multiplier,
 * add every violated row: a primal&ndash;dual active-set iteration) from the warm set, one factorisation each; a
 * violated row that is linearly dependent on the set (tiny pivot) is exchanged for the active row the dual ratio
 * test picks. When the rounds cycle, stop shrinking or run out ({@link #MAX_KKT_ROUNDS}), the dual
 * (Goldfarb&ndash;Idnani) order finishes on the same factorisation: one row at a time, partial steps by the ratio
 * test, one banded LDL&#7488; per change. A result is returned only as a verified KKT point (independent rows,
 * &mu; &ge; 0, every row satisfied after one step of iterative refinement).
 *
 * <p><b>Schur-complement path</b> (fallback for a too-wide band, an unexpected tiny pivot or infeasibility, and
 * the whole of {@link Strategy#BLOCK}). The subproblem is solved through the symmetric positive definite Schur
 * complement S<sub>A</sub> + L<sub>A</sub> = J<sub>A</sub>K&#8315;&sup1;J<sub>A</sub>&#7488; + L<sub>A</sub>
 * (eqs. (20)&ndash;(21) with the sign of {@link QpProblem}): (S<sub>A</sub> + L<sub>A</sub>)&mu;<sub>A</sub> =
 * J<sub>A</sub>x<sub>0</sub> &minus; c<sub>A</sub>, x = K&#8315;&sup1;(b &minus; J<sub>A</sub>&#7488;&mu;<sub>A</sub>).
 * Its dense Cholesky factor is updated, not recomputed, when a row enters or leaves (O(m<sub>A</sub>&sup2;) plus one
 * band solve per row). It starts from the set the sparse path reached. (Conjugate gradients on the indefinite matrix
 * of eq. (8), as the paper suggests, is not guaranteed to converge, so it is not used.)
 *
 * <p><b>Regularisation (&sect;7.1).</b> A row's L<sub>i</sub> is added to the Schur diagonal, i.e. the active row
 * holds as J<sub>i</sub>x &minus; c<sub>i</sub> = L<sub>i</sub>&mu;<sub>i</sub>: the bottom-right block of
 * eq. (23) must be &minus;L in the paper's layout for the Schur complement to become S + L; with the printed +L it
 * would be S &minus; L, which can make it indefinite.
 *
 * <p><b>Termination.</b> At most {@link #maxIterations()} active-set changes (default 3n + m, the paper's
 * {@code maxIter}); a row that re-enters the active set more than {@link #maxToggles()} times is removed for good
 * (&sect;7.2, the toggling watch list) and reported.
 */
public final class QpSolver {
    /** Default feasibility tolerance on J<sub>i</sub>x &minus; c<sub>i</sub> per unit row norm, in m/s. */
    public static final Tolerance DEFAULT_FEASIBILITY =
            Tolerance.of("feasibilityTolerance", 1e-13, Unit.METRE_PER_SECOND);
    /**
     * Default relative pivot below which a row counts as linearly dependent on the active rows: the Schur pivot
     * d is compared with dependencyTolerance &times; (S<sub>pp</sub> + L<sub>p</sub>) (dimensionless).
     */
    public static final Tolerance DEFAULT_DEPENDENCY = Tolerance.of("dependencyTolerance", 1e-11, Unit.DIMENSIONLESS);
    /**
     * Largest half-bandwidth of the interleaved KKT matrix for which the sparse KKT path is tried (a count of
     * unknowns); wider bands go straight to the Schur-complement path.
     */
    public static final int MAX_KKT_BANDWIDTH = 64;
    /** Block rounds of the sparse KKT path before its dual finisher takes over (a count). */
    public static final int MAX_KKT_ROUNDS = 12;
    /** Default number of re-entries after which the watch list drops a row (a count). */
    public static final int DEFAULT_MAX_TOGGLES = 8;

    private final Strategy strategy;
    private final Tolerance feasibility;
    private final Tolerance dependency;
    private final int maxToggles;
    private final OptionalInt maxIterations;
    private final boolean sparseKkt;

    private QpSolver(Strategy strategy, Tolerance feasibility, Tolerance dependency, int maxToggles,
            OptionalInt maxIterations, boolean sparseKkt) {
        this.sparseKkt = sparseKkt;
        this.strategy = strategy;
        this.feasibility = feasibility;
        this.dependency = dependency;
        this.maxToggles = maxToggles;
        this.maxIterations = maxIterations;
    }

    /**
     * The solver with default settings: {@link Strategy#DUAL}, {@link #DEFAULT_FEASIBILITY},
     * {@link #DEFAULT_DEPENDENCY}, {@link #DEFAULT_MAX_TOGGLES}, iteration cap 3n + m.
     *
     * @return the default solver
     */
    public static QpSolver withDefaults() {
        return new QpSolver(Strategy.DUAL, DEFAULT_FEASIBILITY, DEFAULT_DEPENDENCY, DEFAULT_MAX_TOGGLES,
                OptionalInt.empty(), true);
    }

    /**
     * A copy with another strategy.
     *
     * @param s the strategy
     * @return the copy
     */
    public QpSolver withStrategy(Strategy s) {
        return new QpSolver(Objects.requireNonNull(s, "strategy"), feasibility, dependency, maxToggles,
                maxIterations, sparseKkt);
    }

    /**
     * A copy with another feasibility tolerance.
     *
     * @param t the tolerance on the violation per unit row norm
     * @return the copy
     */
    public QpSolver withFeasibility(Tolerance t) {
        return new QpSolver(strategy, Objects.requireNonNull(t, "feasibility"), dependency, maxToggles,
                maxIterations, sparseKkt);
    }

    /**
     * A copy with another dependency tolerance.
     *
     * @param t the relative pivot tolerance, in (0, 1)
     * @return the copy
     * @throws IllegalArgumentException if the value is not in (0, 1)
     */
    public QpSolver withDependency(Tolerance t) {
        if (!(t.value() > 0 && t.value() < 1)) {
            throw new IllegalArgumentException("dependencyTolerance = " + t.value() + "; it must be in (0, 1)");
        }
        return new QpSolver(strategy, feasibility, t, maxToggles, maxIterations, sparseKkt);
    }

    /**
     * A copy with another watch-list threshold.
     *
     * @param n re-entries allowed before a row is dropped, &ge; 0
     * @return the copy
     * @throws IllegalArgumentException if n &lt; 0
     */
    public QpSolver withMaxToggles(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("maxToggles = " + n + "; it must be >= 0");
        }
        return new QpSolver(strategy, feasibility, dependency, n, maxIterations, sparseKkt);
    }

    /**
     * A copy with a fixed iteration cap.
     *
     * @param n the cap on active-set changes, &ge; 1
     * @return the copy
     * @throws IllegalArgumentException if n &lt; 1
     */
    public QpSolver withMaxIterations(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("maxIterations = " + n + "; it must be >= 1");
        }
        return new QpSolver(strategy, feasibility, dependency, maxToggles, OptionalInt.of(n), sparseKkt);
    }

    /**
     * A copy that tries (true, the default) or skips (false) the block path on the sparse KKT factorisation
     * before the Schur-complement path ({@link Strategy#DUAL} only). Skipping it gives the dense
     * Schur-complement answer, which tests compare the sparse path against.
     *
     * @param on whether the sparse KKT block path is tried
     * @return the copy
     */
    public QpSolver withSparseKkt(boolean on) {
        return new QpSolver(strategy, feasibility, dependency, maxToggles, maxIterations, on);
    }

    /**
     * Whether the sparse KKT block path is tried first.
     *
     * @return the flag
     */
    public boolean sparseKkt() {
        return sparseKkt;
    }

    /**
     * The strategy.
     *
     * @return the strategy
     */
    public Strategy strategy() {
        return strategy;
    }

    /**
     * The watch-list threshold.
     *
     * @return re-entries allowed
     */
    public int maxToggles() {
        return maxToggles;
    }

    /**
     * The iteration cap, when fixed (otherwise 3n + m per problem).
     *
     * @return the cap
     */
    public OptionalInt maxIterations() {
        return maxIterations;
    }

    /**
     * Solves from a cold start.
     *
     * @param problem the QP
     * @return the result
     * @throws IllegalArgumentException if K is not positive definite (the message names the pivot)
     */
    public QpResult solve(QpProblem problem) {
        return solve(problem, Set.of());
    }

    /**
     * Solves, warm-starting the active set from rows with the given labels (typically the previous step's
     * active set): the first block round of the sparse KKT path uses them (with the equalities), and the
     * Schur-complement path, when it runs, starts from the set the sparse path reached (or from these rows), after
     * dropping rows whose multipliers come out negative. The warm start never changes the answer, only the work.
     *
     * @param problem the QP
     * @param warmLabels labels of rows to try active first
     * @return the result
     * @throws IllegalArgumentException if K is not positive definite (the message names the pivot)
     */
    public QpResult solve(QpProblem problem, Set<String> warmLabels) {
        ActiveSetState st = prepare(problem);
        SchurComplementPath schur = new SchurComplementPath(st);
        boolean[] warm = warmRows(problem, warmLabels);
        if (strategy == Strategy.DUAL && sparseKkt) {
            if (new SparseKktPath(st).run(warm)) {
                return finish(st, schur);
            }
            warm = st.handover;
        }
        schur.start(warm);
        if (st.infeasible < 0) {
            if (strategy == Strategy.DUAL) {
                schur.dualLoop();
            } else {
                schur.blockLoop();
            }
        }
        return finish(st, schur);
    }

    /**
     * The block path on the sparse KKT factorisation alone (for tests comparing it with the dense Schur path).
     *
     * @param problem the QP
     * @param warmLabels labels of rows to try active first
     * @return the result when the block path reached a verified KKT point, otherwise empty
     */
    Optional<QpResult> solveSparseOnly(QpProblem problem, Set<String> warmLabels) {
        ActiveSetState st = prepare(problem);
        return new SparseKktPath(st).run(warmRows(problem, warmLabels))
                ? Optional.of(finish(st, new SchurComplementPath(st))) : Optional.empty();
    }

    private ActiveSetState prepare(QpProblem problem) {
        int n = problem.dimension();
        BandCholesky.Result fr = BandCholesky.factor(n, problem.k().halfBandwidth(), problem.k().lowerBand());
        if (fr.factor().isEmpty()) {
            throw new IllegalArgumentException("K is not positive definite: pivot " + fr.failedPivot() + " = "
                    + fr.pivotValue() + "; check masses > 0, stiffness >= 0 and the time step");
        }
        return new ActiveSetState(problem, fr.factor().get(), maxIterations.orElse(3 * n + problem.rows().size() + 1),
                feasibility, dependency, maxToggles);
    }

    private static boolean[] warmRows(QpProblem problem, Set<String> warmLabels) {
        boolean[] warm = new boolean[problem.rows().size()];
        if (warmLabels.isEmpty()) {
            return warm;
        }
        for (int i = 0; i < warm.length; i++) {
            warm[i] = problem.rows().get(i).kind() == ConstraintKind.INEQUALITY
                    && warmLabels.contains(problem.rows().get(i).label());
        }
        return warm;
    }

    /** Refines (Schur path), checks the multipliers are finite and packs the result with its residuals. */
    private static QpResult finish(ActiveSetState st, SchurComplementPath schur) {
        if (st.infeasible < 0 && !st.capped) {
            schur.refine();
        }
        for (int i = 0; i < st.m; i++) {
            if (!Double.isFinite(st.mu[i])) {
                throw new org.snapfit.algebra.number.SnapfitInternalError("multiplier of row '"
                        + st.rows.get(i).label() + "' is " + st.mu[i]);
            }
        }
        boolean[] excluded = new boolean[st.m];
        boolean[] active = new boolean[st.m];
        for (int i = 0; i < st.m; i++) {
            excluded[i] = st.state[i] == ActiveSetState.DROPPED;
            active[i] = st.state[i] == ActiveSetState.ACTIVE;
        }
        KktResiduals res = KktResiduals.of(st.problem, st.x, st.mu, excluded, active);
        QpStatus status;
        if (st.infeasible >= 0) {
            status = QpStatus.INFEASIBLE;
        } else if (st.capped) {
            status = QpStatus.ITERATION_LIMIT;
        } else if (!st.dropped.isEmpty()) {
            status = QpStatus.OPTIMAL_WITH_DROPPED;
        } else {
            status = QpStatus.OPTIMAL;
        }
        int[] act = st.active.stream().mapToInt(Integer::intValue).toArray();
        return new QpResult(status, st.x, st.mu, act, st.iterations, res.stationarity(), res.primalViolation(),
                res.complementarity(), res.minActiveMultiplier(), st.dropped,
                st.infeasible >= 0 ? Optional.of(st.rows.get(st.infeasible).label()) : Optional.empty());
    }
}

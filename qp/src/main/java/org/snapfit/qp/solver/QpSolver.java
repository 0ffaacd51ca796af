package org.snapfit.qp.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import org.snapfit.core.linalg.BandCholesky;
import org.snapfit.core.linalg.BandLdlt;
import org.snapfit.core.linalg.UpdatableCholesky;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.core.tolerance.Unit;
import org.snapfit.qp.problem.ConstraintKind;
import org.snapfit.qp.problem.ConstraintRow;
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
        Run run = prepare(problem);
        boolean[] warm = warmRows(problem, warmLabels);
        if (strategy == Strategy.DUAL && sparseKkt) {
            if (run.blockKkt(warm)) {
                return run.finish();
            }
            warm = run.handover;
        }
        run.start(warm);
        if (run.infeasible < 0) {
            if (strategy == Strategy.DUAL) {
                run.dualLoop();
            } else {
                run.blockLoop();
            }
        }
        return run.finish();
    }

    /**
     * The block path on the sparse KKT factorisation alone (for tests comparing it with the dense Schur path).
     *
     * @param problem the QP
     * @param warmLabels labels of rows to try active first
     * @return the result when the block path reached a verified KKT point, otherwise empty
     */
    Optional<QpResult> solveSparseOnly(QpProblem problem, Set<String> warmLabels) {
        Run run = prepare(problem);
        return run.blockKkt(warmRows(problem, warmLabels)) ? Optional.of(run.finish()) : Optional.empty();
    }

    private Run prepare(QpProblem problem) {
        int n = problem.dimension();
        BandCholesky.Result fr = BandCholesky.factor(n, problem.k().halfBandwidth(), problem.k().lowerBand());
        if (fr.factor().isEmpty()) {
            throw new IllegalArgumentException("K is not positive definite: pivot " + fr.failedPivot() + " = "
                    + fr.pivotValue() + "; check masses > 0, stiffness >= 0 and the time step");
        }
        return new Run(problem, fr.factor().get(), maxIterations.orElse(3 * n + problem.rows().size() + 1));
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

    /** The work space of one solve. */
    private final class Run {
        private static final int INACTIVE = 0;
        private static final int ACTIVE = 1;
        private static final int DROPPED = 2;
        private static final int REDUNDANT = 3;
        /** An inequality dependent on the active rows and satisfied to their tolerances (see {@link #addDual}). */
        private static final int TOLERATED = 4;

        private final QpProblem problem;
        private final List<ConstraintRow> rows;
        private final BandCholesky kf;
        private final int n;
        private final int m;
        private final int cap;
        /** K⁻¹b (line 1 of Algorithm 1), computed when first needed: the block path rarely needs it. */
        private double[] x0;
        private final double[] rowNorm;
        private final int[] state;
        private final int[] entries;
        private final double[] mu;
        private final List<Integer> active = new ArrayList<>();
        private final UpdatableCholesky sf = new UpdatableCholesky();
        private final List<String> dropped = new ArrayList<>();
        private double[] x;
        private int iterations;
        private int infeasible = -1;
        private boolean capped;
        private boolean kktPath;
        /** The row set the block path reached when it gave up: the Schur path's warm start. */
        private boolean[] handover;
        private final int[] maxIndex;
        private final double[] kband;

        Run(QpProblem problem, BandCholesky kf, int cap) {
            this.problem = problem;
            this.rows = problem.rows();
            this.kf = kf;
            this.n = problem.dimension();
            this.m = rows.size();
            this.cap = cap;
            this.rowNorm = new double[m];
            this.state = new int[m];
            this.entries = new int[m];
            this.mu = new double[m];
            this.maxIndex = new int[m];
            for (int i = 0; i < m; i++) {
                rowNorm[i] = rows.get(i).norm();
                maxIndex[i] = rows.get(i).maxIndex();
            }
            this.kband = problem.k().lowerBand();
        }

        private double[] x0() {
            if (x0 == null) {
                x0 = problem.b();
                kf.solveInPlace(x0);
            }
            return x0;
        }

        /** K⁻¹ J_pᵀ. */
        private double[] kinvRow(ConstraintRow r) {
            double[] u = new double[n];
            int first = n;
            for (int k = 0; k < r.size(); k++) {
                u[r.index(k)] = r.value(k);
                first = Math.min(first, r.index(k));
            }
            kf.solveInPlace(u, first);
            return u;
        }

        private double[] activeDots(double[] u) {
            double[] s = new double[active.size()];
            for (int a = 0; a < s.length; a++) {
                s[a] = rows.get(active.get(a)).dot(u);
            }
            return s;
        }

        private void recomputeX() {
            double[] rhs = problem.b();
            for (int i = 0; i < m; i++) {
                if (mu[i] != 0) {
                    ConstraintRow r = rows.get(i);
                    for (int k = 0; k < r.size(); k++) {
                        rhs[r.index(k)] -= r.value(k) * mu[i];
                    }
                }
            }
            kf.solveInPlace(rhs);
            x = rhs;
        }

        /** Scaled slack violation of row p at the current x, counting its own multiplier's regularisation. */
        private double violation(int p) {
            ConstraintRow r = rows.get(p);
            return (r.dot(x) - r.rhs() - r.regularisation() * mu[p]) / rowNorm[p];
        }

        /** A pivot test: the Schur pivot of row p against the active rows. */
        private final class Pivot {
            final double[] ell;
            final double d;
            final boolean dependent;

            Pivot(int p) {
                ConstraintRow r = rows.get(p);
                double[] u = kinvRow(r);
                double spp = r.dot(u) + r.regularisation();
                ell = sf.forward(activeDots(u));
                double s = 0;
                for (double e : ell) {
                    s += e * e;
                }
                d = spp - s;
                dependent = !(d > dependency.value() * spp);
            }
        }

        /** Appends p to the active set if independent. */
        private boolean tryAppend(int p) {
            Pivot pv = new Pivot(p);
            if (pv.dependent) {
                return false;
            }
            sf.append(pv.ell, pv.d);
            active.add(p);
            state[p] = ACTIVE;
            entries[p]++;
            return true;
        }

        /** Solves the equality subproblem on the current active set from scratch (with one refinement pass). */
        private void solveActive() {
            double[] rhs = new double[active.size()];
            for (int a = 0; a < rhs.length; a++) {
                ConstraintRow r = rows.get(active.get(a));
                rhs[a] = r.dot(x0()) - r.rhs();
            }
            double[] sol = sf.solve(rhs);
            java.util.Arrays.fill(mu, 0);
            for (int a = 0; a < sol.length; a++) {
                mu[active.get(a)] = sol[a];
            }
            recomputeX();
            refine();
        }

        /**
         * Block path on the sparse KKT factorisation: Algorithm 1 in its block form (drop every negative
         * multiplier, add every violated row; a primal&ndash;dual active-set iteration) on the interleaved banded
         * KKT matrix [K J_Aᵀ; J_A −L_A], starting from the warm set plus the equalities, for at most
         * {@link #MAX_KKT_ROUNDS} rounds. Each round is one banded LDLᵀ, O((n + m_A) b²); no Schur complement is
         * formed. The result is accepted only when it is a verified KKT point: no tiny pivot (independent rows),
         * every inequality multiplier >= 0 and every other row satisfied, within the iteration cap. Otherwise the
         * multipliers and x are left untouched, {@link #handover} holds the set of the last round (a far better
         * warm start for the Schur-complement path than the caller's), and false is returned.
         */
        boolean blockKkt(boolean[] warm) {
            boolean[] inSet = new boolean[m];
            boolean[] added = new boolean[m];
            boolean[] skipped = new boolean[m];
            for (int i = 0; i < m; i++) {
                inSet[i] = rows.get(i).kind() == ConstraintKind.EQUALITY || warm[i];
            }
            handover = inSet;
            int[] rowsA = new int[m];
            Set<Integer> seen = new java.util.HashSet<>();
            int lastDelta = Integer.MAX_VALUE;
            for (int round = 0; round < MAX_KKT_ROUNDS; round++) {
                if (!seen.add(java.util.Arrays.hashCode(inSet))) {
                    // the block iteration came back to a set it had (it can cycle): finish one row at a time
                    return sparseDual(inSet);
                }
                int na = 0;
                for (int i = 0; i < m; i++) {
                    if (inSet[i]) {
                        rowsA[na++] = i;
                    }
                }
                double[] xs;
                double[] ms;
                KktSolution sol = null;
                if (na == 0) {
                    xs = x0().clone();
                    ms = new double[0];
                } else {
                    sol = kktSolve(rowsA, na, -1, 0);
                    if (sol.failedRow() >= 0 && added[sol.failedRow()]) {
                        // a row added in the last round that depends on the others (e.g. the same contact seen
                        // from two triangles) is left out and the round repeated
                        int f = sol.failedRow();
                        inSet[f] = false;
                        added[f] = false;
                        skipped[f] = true;
                        round--;
                        continue;
                    }
                    if (sol.x() == null) {
                        return blockFailed();
                    }
                    xs = sol.x();
                    ms = sol.mu();
                }
                int before = iterations;
                boolean changed = false;
                for (int pass = 0; pass < 2 && !changed; pass++) {
                    if (pass == 1) {
                        if (sol == null) {
                            break;
                        }
                        // no change on the first solve: refine it before the decisions are taken as final
                        correct(sol, rowsA, na, -1, 0, true);
                    }
                    changed = blockDecisions(rowsA, na, xs, ms, sol, inSet, added, skipped);
                    if (changed && swapFailed) {
                        return sparseDual(inSet);
                    }
                }
                if (iterations > cap) {
                    // the cap is the Schur path's to enforce: hand over the starting set, as if no round had run
                    for (int i = 0; i < m; i++) {
                        inSet[i] = rows.get(i).kind() == ConstraintKind.EQUALITY || warm[i];
                    }
                    iterations = 0;
                    return false;
                }
                if (!changed) {
                    x = xs;
                    java.util.Arrays.fill(mu, 0);
                    for (int a = 0; a < na; a++) {
                        mu[rowsA[a]] = ms[a];
                        state[rowsA[a]] = ACTIVE;
                        active.add(rowsA[a]);
                    }
                    kktPath = true;
                    return true;
                }
                int delta = iterations - before;
                if (round >= 2 && delta >= lastDelta) {
                    // the block iteration stopped shrinking its changes (rows flapping at the edge of the active
                    // set): finish one row at a time
                    return sparseDual(inSet);
                }
                lastDelta = delta;
            }
            return sparseDual(inSet);
        }

        /** Set by {@link #blockDecisions} when a dependent violated row found no row to exchange with. */
        private boolean swapFailed;

        /**
         * The decisions of one block round at (xs, ms): negative inequality multipliers leave, violated
         * inequalities enter, a violated row skipped as dependent is exchanged with an active row (one per round).
         * Returns whether the set changed.
         */
        private boolean blockDecisions(int[] rowsA, int na, double[] xs, double[] ms, KktSolution sol,
                boolean[] inSet, boolean[] added, boolean[] skipped) {
            boolean changed = false;
            swapFailed = false;
            for (int a = 0; a < na; a++) {
                if (ms[a] < 0 && rows.get(rowsA[a]).kind() == ConstraintKind.INEQUALITY) {
                    inSet[rowsA[a]] = false;
                    changed = true;
                    iterations++;
                }
            }
            double[] saveX = x;
            x = xs;
            boolean swapped = false;
            for (int i = 0; i < m; i++) {
                if (!inSet[i] && rows.get(i).kind() == ConstraintKind.INEQUALITY
                        && violation(i) > feasibility.value()) {
                    if (!skipped[i]) {
                        inSet[i] = true;
                        added[i] = true;
                        changed = true;
                        iterations++;
                    } else if (!swapped) {
                        // a skipped (dependent) row is still violated: one Goldfarb–Idnani exchange on this
                        // round's factor makes room for it; none possible: the dual finisher decides
                        int q = sol == null ? -1 : exchange(sol, rowsA, na, i);
                        if (q < 0) {
                            swapFailed = true;
                            x = saveX;
                            return true;
                        }
                        inSet[q] = false;
                        inSet[i] = true;
                        skipped[i] = false;
                        added[i] = true;
                        swapped = true;
                        changed = true;
                        iterations += 2;
                    }
                }
            }
            x = saveX;
            return changed;
        }

        /**
         * Algorithm 1 in the dual (Goldfarb–Idnani) order on the sparse KKT factorisation: the finisher of the
         * block path when that cycles, stalls or meets a dependent row it cannot exchange. The set is first made
         * dual feasible (negative multipliers dropped, dependent rows left out); then the most violated row p is
         * added by partial steps: with the current set A factored, [K J_Aᵀ; J_A −L_A][z; r] = [J_pᵀ; 0] gives
         * the primal direction z and r = (S_A + L_A)⁻¹ J_A K⁻¹ J_pᵀ, the pivot d = J_p z + L_p, the full step
         * t₁ = violation / d and the ratio step t₂ = min μ_q / r_q over the inequalities with r_q > 0. Every change
         * of A is one banded LDLᵀ (O((n + m_A) b²)); x and μ_A are recomputed from it (with μ_p's term moved to the
         * right-hand side), so no error accumulates. Gives up (false, handing its set over to the Schur path,
         * which also proves infeasibility and names the row) on a too-wide band, an unexpected tiny pivot, a row
         * that can be neither added nor exchanged, or the iteration cap.
         */
        private boolean sparseDual(boolean[] inSet) {
            int[] rowsA = new int[m];
            KktSolution sol;
            int na;
            // dual feasible start
            for (int guard = 0; ; guard++) {
                na = collect(inSet, rowsA);
                if (guard > m) {
                    return false;
                }
                sol = na == 0 ? null : kktSolve(rowsA, na, -1, 0);
                if (sol != null && sol.x() == null) {
                    int f = sol.failedRow();
                    if (f < 0 || rows.get(f).kind() == ConstraintKind.EQUALITY) {
                        return false;
                    }
                    inSet[f] = false;
                    continue;
                }
                boolean dropped = false;
                for (int a = 0; a < na; a++) {
                    if (sol.mu()[a] < 0 && rows.get(rowsA[a]).kind() == ConstraintKind.INEQUALITY) {
                        inSet[rowsA[a]] = false;
                        dropped = true;
                        iterations++;
                    }
                }
                if (!dropped) {
                    break;
                }
            }
            double[] saveX = x;
            int p = -1;
            double mup = 0;
            boolean refined = false;
            while (true) {
                if (iterations > cap) {
                    x = saveX;
                    return false;
                }
                double[] xs = sol == null ? x0().clone() : sol.x();
                x = xs;
                if (p < 0) {
                    double worst = feasibility.value();
                    for (int i = 0; i < m; i++) {
                        if (!inSet[i] && rows.get(i).kind() == ConstraintKind.INEQUALITY) {
                            double v = violation(i);
                            if (v > worst) {
                                worst = v;
                                p = i;
                            }
                        }
                    }
                    if (p < 0 && sol != null && !refined) {
                        // nothing violated on the first solve: refine it, then look again
                        correct(sol, rowsA, na, -1, 0, true);
                        refined = true;
                        continue;
                    }
                    if (p < 0) {
                        for (int a = 0; a < na; a++) {
                            if (sol.mu()[a] < 0 && rows.get(rowsA[a]).kind() == ConstraintKind.INEQUALITY) {
                                x = saveX;
                                return false;
                            }
                        }
                        java.util.Arrays.fill(mu, 0);
                        for (int a = 0; a < na; a++) {
                            mu[rowsA[a]] = sol.mu()[a];
                            state[rowsA[a]] = ACTIVE;
                            active.add(rowsA[a]);
                        }
                        kktPath = true;
                        return true;
                    }
                }
                ConstraintRow rp = rows.get(p);
                double s = rp.dot(xs) - rp.rhs() - rp.regularisation() * mup;
                // [z; r] for row p on the current factor (K⁻¹ J_pᵀ when the set is empty)
                double[] z = new double[n];
                double[] r = new double[na];
                if (na == 0) {
                    for (int k = 0; k < rp.size(); k++) {
                        z[rp.index(k)] = rp.value(k);
                    }
                    kf.solveInPlace(z);
                } else {
                    double[] rhs = new double[n + na];
                    for (int k = 0; k < rp.size(); k++) {
                        rhs[sol.posVar()[rp.index(k)]] = rp.value(k);
                    }
                    sol.factor().solveInPlace(rhs);
                    for (int v = 0; v < n; v++) {
                        z[v] = rhs[sol.posVar()[v]];
                    }
                    for (int a = 0; a < na; a++) {
                        r[a] = rhs[sol.posRow()[a]];
                    }
                }
                double d = rp.dot(z) + rp.regularisation();
                double scale = rp.regularisation();
                int pb = problem.k().halfBandwidth() + 1;
                for (int k = 0; k < rp.size(); k++) {
                    scale += rp.value(k) * rp.value(k) / kband[rp.index(k) * pb];
                }
                boolean dependent = !(d > dependency.value() * scale);
                int qa = -1;
                double t2 = Double.POSITIVE_INFINITY;
                for (int a = 0; a < na; a++) {
                    if (rows.get(rowsA[a]).kind() == ConstraintKind.INEQUALITY && r[a] > 0) {
                        double ratio = Math.max(0, sol.mu()[a]) / r[a];
                        if (ratio < t2) {
                            t2 = ratio;
                            qa = a;
                        }
                    }
                }
                double t1 = dependent ? Double.POSITIVE_INFINITY : Math.max(0, s / d);
                if (dependent && qa < 0) {
                    x = saveX;
                    return false;
                }
                iterations++;
                if (t1 <= t2) {
                    inSet[p] = true;
                    p = -1;
                    mup = 0;
                } else {
                    mup += t2;
                    inSet[rowsA[qa]] = false;
                }
                na = collect(inSet, rowsA);
                refined = false;
                sol = na == 0 ? null : kktSolve(rowsA, na, p, mup);
                if (sol != null && sol.x() == null) {
                    x = saveX;
                    return false;
                }
            }
        }

        private int collect(boolean[] inSet, int[] rowsA) {
            int na = 0;
            for (int i = 0; i < m; i++) {
                if (inSet[i]) {
                    rowsA[na++] = i;
                }
            }
            return na;
        }

        /** The block path gives up; its row changes so far stay counted (the Schur path goes on from its set). */
        private boolean blockFailed() {
            return false;
        }

        /**
         * The solution of one KKT solve: x and μ_A, or null x with the index of the row whose pivot was tiny
         * (-1 when the band was too wide or a variable pivot failed).
         */
        private record KktSolution(double[] x, double[] mu, int failedRow, BandLdlt factor, int[] posVar,
                int[] posRow) {
        }

        /**
         * The active row that a dependent violated row p replaces (the dual ratio test of Goldfarb and Idnani on
         * this round's factor): solve [K J_Aᵀ; J_A −L_A][z; r] = [J_pᵀ; 0], so r = (S_A + L_A)⁻¹ J_A K⁻¹ J_pᵀ
         * expresses p through the active rows; the leaving row is the inequality q with r_q > 0 that minimises
         * μ_q / r_q. Returns −1 when no such row exists (then p cannot be met by exchanging rows).
         */
        private int exchange(KktSolution sol, int[] rowsA, int na, int p) {
            double[] rhs = new double[n + na];
            ConstraintRow rp = rows.get(p);
            for (int k = 0; k < rp.size(); k++) {
                rhs[sol.posVar()[rp.index(k)]] = rp.value(k);
            }
            sol.factor().solveInPlace(rhs);
            int best = -1;
            double bestRatio = Double.POSITIVE_INFINITY;
            for (int a = 0; a < na; a++) {
                int q = rowsA[a];
                double r = rhs[sol.posRow()[a]];
                if (rows.get(q).kind() == ConstraintKind.INEQUALITY && r > 0) {
                    double ratio = Math.max(0, sol.mu()[a]) / r;
                    if (ratio < bestRatio) {
                        bestRatio = ratio;
                        best = q;
                    }
                }
            }
            return best;
        }

        /**
         * Solves the KKT system of the rows rowsA[0..na) by banded LDLᵀ in interleaved order: each row comes right
         * after the largest variable it touches, so for a cable (rows touching neighbouring particles) the
         * half-bandwidth stays that of K plus the rows per particle. Two passes (one of iterative refinement on
         * the residual recomputed from the data).
         */
        private KktSolution kktSolve(int[] rowsA, int na, int entering, double mup) {
            // positions: variable v at v + (rows keyed before v); rows keyed at v follow it in the given order
            int[] before = new int[n + 1];
            for (int a = 0; a < na; a++) {
                before[maxIndex[rowsA[a]] + 1]++;
            }
            for (int v = 0; v < n; v++) {
                before[v + 1] += before[v];
            }
            int total = n + na;
            int[] posVar = new int[n];
            for (int v = 0; v < n; v++) {
                posVar[v] = v + before[v];
            }
            int[] posRow = new int[na];
            int[] next = new int[n];
            for (int a = 0; a < na; a++) {
                int key = maxIndex[rowsA[a]];
                posRow[a] = posVar[key] + 1 + next[key]++;
            }
            int p = problem.k().halfBandwidth();
            int bw = 0;
            for (int v = 0; v < n; v++) {
                bw = Math.max(bw, posVar[Math.min(n - 1, v + p)] - posVar[v]);
            }
            for (int a = 0; a < na; a++) {
                ConstraintRow r = rows.get(rowsA[a]);
                for (int k = 0; k < r.size(); k++) {
                    bw = Math.max(bw, posRow[a] - posVar[r.index(k)]);
                }
            }
            if (bw > MAX_KKT_BANDWIDTH) {
                return new KktSolution(null, null, -1, null, null, null);
            }
            int w = bw + 1;
            double[] band = new double[total * w];
            double[] scale = new double[total];
            for (int i = 0; i < n; i++) {
                int pi = posVar[i];
                for (int k = 0; k <= p && k <= i; k++) {
                    band[BandLdlt.index(pi, posVar[i - k], bw)] = kband[i * (p + 1) + k];
                }
                scale[pi] = Math.abs(kband[i * (p + 1)]);
            }
            for (int a = 0; a < na; a++) {
                ConstraintRow r = rows.get(rowsA[a]);
                int pr = posRow[a];
                double sc = r.regularisation();
                for (int k = 0; k < r.size(); k++) {
                    band[BandLdlt.index(pr, posVar[r.index(k)], bw)] = r.value(k);
                    sc += r.value(k) * r.value(k) / kband[r.index(k) * (p + 1)];
                }
                band[BandLdlt.index(pr, pr, bw)] = -r.regularisation();
                scale[pr] = sc;
            }
            int[] failed = {-1};
            Optional<BandLdlt> f = BandLdlt.factor(total, bw, band, scale, dependency.value(), failed);
            if (f.isEmpty()) {
                int row = -1;
                for (int a = 0; a < na; a++) {
                    if (posRow[a] == failed[0]) {
                        row = rowsA[a];
                    }
                }
                return new KktSolution(null, null, row, null, null, null);
            }
            KktSolution sol = new KktSolution(new double[n], new double[na], -1, f.get(), posVar, posRow);
            correct(sol, rowsA, na, entering, mup, false);
            return sol;
        }

        /**
         * One correction pass on sol: the residual of [K Jᵀ; J −L][x; μ] = [b − J_pᵀμ_p; c] at the current (x, μ)
         * (the first pass starts at x = 0, μ = 0 and skips K x), then a solve with the
         * factor. The first pass gives the solution; a second one is a step of iterative refinement, done only for
         * a solution about to be accepted (the decisions of intermediate rounds do not need it).
         */
        private void correct(KktSolution sol, int[] rowsA, int na, int entering, double mup, boolean refine) {
            int[] posVar = sol.posVar();
            int[] posRow = sol.posRow();
            double[] xs = sol.x();
            double[] ms = sol.mu();
            double[] rhs = new double[n + na];
            double[] kx = refine ? problem.k().multiply(xs) : null;
            for (int v = 0; v < n; v++) {
                rhs[posVar[v]] = refine ? problem.b(v) - kx[v] : problem.b(v);
            }
            if (entering >= 0) {
                // a row on its way in (sparseDual) keeps its multiplier on the right-hand side
                ConstraintRow rp = rows.get(entering);
                for (int k = 0; k < rp.size(); k++) {
                    rhs[posVar[rp.index(k)]] -= rp.value(k) * mup;
                }
            }
            for (int a = 0; a < na; a++) {
                ConstraintRow r = rows.get(rowsA[a]);
                for (int k = 0; k < r.size(); k++) {
                    rhs[posVar[r.index(k)]] -= r.value(k) * ms[a];
                }
                rhs[posRow[a]] = r.rhs() - r.dot(xs) + r.regularisation() * ms[a];
            }
            sol.factor().solveInPlace(rhs);
            for (int v = 0; v < n; v++) {
                xs[v] += rhs[posVar[v]];
            }
            for (int a = 0; a < na; a++) {
                ms[a] += rhs[posRow[a]];
            }
        }

        /** One pass of iterative refinement of μ_A on the residual J_A x − c_A − L_A μ_A. */
        private void refine() {
            if (active.isEmpty() || kktPath) {
                return;
            }
            double[] res = new double[active.size()];
            for (int a = 0; a < res.length; a++) {
                int i = active.get(a);
                ConstraintRow r = rows.get(i);
                res[a] = r.dot(x) - r.rhs() - r.regularisation() * mu[i];
            }
            double[] delta = sf.solve(res);
            for (int a = 0; a < delta.length; a++) {
                mu[active.get(a)] += delta[a];
            }
            recomputeX();
        }

        void start(boolean[] warm) {
            // equalities first (fixed constraints, §4.4): always active
            for (int i = 0; i < m; i++) {
                if (rows.get(i).kind() == ConstraintKind.EQUALITY && !tryAppend(i)) {
                    state[i] = REDUNDANT;
                }
            }
            solveActive();
            for (int i = 0; i < m; i++) {
                if (state[i] == REDUNDANT && Math.abs(violation(i)) > feasibility.value()) {
                    infeasible = i;
                    return;
                }
            }
            boolean any = false;
            for (int i = 0; i < m; i++) {
                if (rows.get(i).kind() == ConstraintKind.INEQUALITY && warm[i]) {
                    any = true;
                    tryAppend(i);
                }
            }
            if (!any) {
                return;
            }
            solveActive();
            // make the warm set dual feasible: drop the most negative multiplier until none is negative
            while (true) {
                int worst = -1;
                for (int a = 0; a < active.size(); a++) {
                    int i = active.get(a);
                    if (rows.get(i).kind() == ConstraintKind.INEQUALITY && mu[i] < 0
                            && (worst < 0 || mu[i] < mu[active.get(worst)])) {
                        worst = a;
                    }
                }
                if (worst < 0) {
                    break;
                }
                removeAt(worst);
                solveActive();
            }
        }

        private void removeAt(int a) {
            int q = active.remove(a);
            sf.remove(a);
            state[q] = INACTIVE;
            mu[q] = 0;
            // the rows set aside as dependent and tight relied on the active rows: look at them again
            for (int i = 0; i < m; i++) {
                if (state[i] == TOLERATED) {
                    state[i] = INACTIVE;
                }
            }
        }

        /**
         * Σ r_q (c_q + L_q μ_q) − c_p − L_p μ_p for a dependent row p, J_p = Σ r_q J_q over the active rows: the
         * violation of p at any point holding the active rows, from the data alone (x's own round-off, large when
         * the active rows are ill-conditioned, drops out).
         */
        private double certificateGap(int p, double[] r) {
            ConstraintRow rp = rows.get(p);
            double gap = -rp.rhs() - rp.regularisation() * mu[p];
            for (int a = 0; a < r.length; a++) {
                ConstraintRow rq = rows.get(active.get(a));
                gap += r[a] * (rq.rhs() + rq.regularisation() * mu[active.get(a)]);
            }
            return gap;
        }

        /**
         * The violation of a dependent row p, J_p = Σ r_q J_q over the active rows, that rounding alone can explain,
         * per unit of the feasibility tolerance (which is per unit row norm): ‖J_p‖ + Σ |r_q| ‖J_q‖, since each
         * active row holds to its tolerance times its norm.
         */
        private double certificateAllowance(int p, double[] r) {
            double allowance = rowNorm[p];
            for (int a = 0; a < r.length; a++) {
                allowance += Math.abs(r[a]) * rowNorm[active.get(a)];
            }
            return allowance;
        }

        private int mostViolated() {
            int best = -1;
            double worst = feasibility.value();
            for (int i = 0; i < m; i++) {
                if (state[i] == INACTIVE) {
                    double v = violation(i);
                    if (v > worst) {
                        worst = v;
                        best = i;
                    }
                }
            }
            return best;
        }

        private boolean watch(int p) {
            if (entries[p] > maxToggles) {
                state[p] = DROPPED;
                mu[p] = 0;
                dropped.add(rows.get(p).label());
                return true;
            }
            return false;
        }

        void dualLoop() {
            while (true) {
                int p = mostViolated();
                if (p < 0) {
                    return;
                }
                if (watch(p)) {
                    recomputeX();
                    continue;
                }
                if (!addDual(p)) {
                    return;
                }
            }
        }

        /** Adds row p by Goldfarb–Idnani steps; false when the solve must stop (infeasible or capped). */
        private boolean addDual(int p) {
            ConstraintRow rp = rows.get(p);
            while (true) {
                if (iterations >= cap) {
                    capped = true;
                    return false;
                }
                Pivot pv = new Pivot(p);
                double[] r = sf.backward(pv.ell.clone());
                double s = (rp.dot(x) - rp.rhs() - rp.regularisation() * mu[p]);
                if (pv.dependent && Math.min(s, certificateGap(p, r)) <= feasibility.value() * certificateAllowance(p, r)) {
                    // Fix: a dependent p (J_p = Σ r_q J_q over the active rows) whose violation s is no more than
                    // the active rows' own feasibility tolerances allow in that combination is satisfied to
                    // tolerance: it is tight at a degenerate vertex (e.g. a row on x5 when rows on x4 and on
                    // (x4, x5) are active and tight, a duplicate row, a row on a fixed variable) and s is round-off.
                    // Before, such a p went through the dual step: with no r_q > 0 it was declared INFEASIBLE on a
                    // feasible problem, and with round-off r_q ~ 1e-20 > 0 the ratio test took steps t ~ 1e15 that
                    // blew the multipliers up to 1e23 (then INFEASIBLE or a wrong x). x does not move along a
                    // dependent row, so p is only set aside (a multiplier from earlier partial steps stays:
                    // stationarity includes it) until an active row leaves (removeAt), then examined again.
                    state[p] = TOLERATED;
                    return true;
                }
                // a dependent p: r_q that are round-off (below dependencyTolerance × max |r|) do not block
                double noise = 0;
                if (pv.dependent) {
                    for (double ra : r) {
                        noise = Math.max(noise, Math.abs(ra));
                    }
                    noise *= dependency.value();
                }
                int qa = -1;
                double t2 = Double.POSITIVE_INFINITY;
                for (int a = 0; a < r.length; a++) {
                    int q = active.get(a);
                    if (rows.get(q).kind() == ConstraintKind.INEQUALITY && r[a] > noise) {
                        double ratio = Math.max(0, mu[q]) / r[a];
                        if (ratio < t2) {
                            t2 = ratio;
                            qa = a;
                        }
                    }
                }
                double t1 = pv.dependent ? Double.POSITIVE_INFINITY : Math.max(0, s / pv.d);
                if (pv.dependent && qa < 0) {
                    // J_p = Σ r_q J_q with every r_q <= 0 on the inequalities and s above the rounding allowance
                    // (checked above): J_p y >= Σ r_q c_q = J_p x > c_p for every feasible y
                    infeasible = p;
                    return false;
                }
                double t = Math.min(t1, t2);
                for (int a = 0; a < r.length; a++) {
                    mu[active.get(a)] -= t * r[a];
                }
                mu[p] += t;
                iterations++;
                if (t1 <= t2) {
                    sf.append(pv.ell, pv.d);
                    active.add(p);
                    state[p] = ACTIVE;
                    entries[p]++;
                    recomputeX();
                    return true;
                }
                removeAt(qa);
                recomputeX();
            }
        }

        void blockLoop() {
            for (int i = 0; i < m; i++) {
                if (state[i] == INACTIVE && violation(i) > feasibility.value()) {
                    tryAppend(i);
                }
            }
            solveActive();
            while (true) {
                boolean changed = false;
                for (int a = active.size() - 1; a >= 0; a--) {
                    int q = active.get(a);
                    if (rows.get(q).kind() == ConstraintKind.INEQUALITY && mu[q] < 0) {
                        removeAt(a);
                        changed = true;
                    }
                }
                double[] xk = x;
                for (int i = 0; i < m; i++) {
                    ConstraintRow r = rows.get(i);
                    if (state[i] == INACTIVE && (r.dot(xk) - r.rhs()) / rowNorm[i] > feasibility.value()) {
                        changed = true;
                        if (!watch(i) && !tryAppend(i)) {
                            entries[i]++;
                        }
                    }
                }
                if (!changed) {
                    return;
                }
                iterations++;
                solveActive();
                if (iterations >= cap) {
                    capped = true;
                    return;
                }
            }
        }

        QpResult finish() {
            if (infeasible < 0 && !capped) {
                refine();
            }
            for (int i = 0; i < m; i++) {
                if (!Double.isFinite(mu[i])) {
                    throw new org.snapfit.algebra.number.SnapfitInternalError("multiplier of row '"
                            + rows.get(i).label() + "' is " + mu[i]);
                }
            }
            double[] kx = problem.k().multiply(x);
            double[] jtmu = new double[n];
            double stat = 0;
            for (int i = 0; i < m; i++) {
                ConstraintRow r = rows.get(i);
                for (int k = 0; k < r.size(); k++) {
                    jtmu[r.index(k)] += r.value(k) * mu[i];
                }
            }
            double scale = 0;
            for (int j = 0; j < n; j++) {
                stat = Math.max(stat, Math.abs(kx[j] - problem.b(j) + jtmu[j]));
                scale = Math.max(scale, Math.max(Math.abs(problem.b(j)), Math.max(Math.abs(kx[j]), Math.abs(jtmu[j]))));
            }
            double relStat = scale == 0 ? 0 : stat / scale;
            double primal = 0;
            double compl = 0;
            double minMu = Double.POSITIVE_INFINITY;
            for (int i = 0; i < m; i++) {
                if (state[i] == DROPPED) {
                    continue;
                }
                ConstraintRow r = rows.get(i);
                double g = r.dot(x) - r.rhs();
                if (r.kind() == ConstraintKind.EQUALITY) {
                    primal = Math.max(primal, Math.abs(g));
                } else {
                    primal = Math.max(primal, g);
                    compl = Math.max(compl, Math.abs(mu[i] * g));
                    if (state[i] == ACTIVE) {
                        minMu = Math.min(minMu, mu[i]);
                    }
                }
            }
            QpStatus status;
            if (infeasible >= 0) {
                status = QpStatus.INFEASIBLE;
            } else if (capped) {
                status = QpStatus.ITERATION_LIMIT;
            } else if (!dropped.isEmpty()) {
                status = QpStatus.OPTIMAL_WITH_DROPPED;
            } else {
                status = QpStatus.OPTIMAL;
            }
            int[] act = active.stream().mapToInt(Integer::intValue).toArray();
            return new QpResult(status, x, mu, act, iterations, relStat, Math.max(0, primal), compl,
                    minMu == Double.POSITIVE_INFINITY ? OptionalDouble.empty() : OptionalDouble.of(minMu),
                    dropped, infeasible >= 0 ? Optional.of(rows.get(infeasible).label()) : Optional.empty());
        }
    }
}

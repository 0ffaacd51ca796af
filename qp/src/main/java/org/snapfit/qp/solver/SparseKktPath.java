package org.snapfit.qp.solver;

import java.util.Optional;
import java.util.Set;
import org.snapfit.core.linalg.BandLdlt;
import org.snapfit.qp.problem.ConstraintKind;
import org.snapfit.qp.problem.ConstraintRow;

/**
 * The sparse KKT path of {@link QpSolver}: block rounds of Algorithm 1 on the interleaved banded KKT matrix
 * [K J_Aᵀ; J_A −L_A] (one banded LDLᵀ per round, {@link BandLdlt}), the exchange of a dependent violated row by the
 * dual ratio test, and the dual (Goldfarb–Idnani) finisher on the same kind of factorisation. It reads and writes
 * the solve's {@link ActiveSetState}; it accepts a result only as a verified KKT point. Mutable, one per solve.
 */
final class SparseKktPath {
    private final ActiveSetState st;

    /**
     * The path on the given solve state.
     *
     * @param st the state of one solve
     */
    SparseKktPath(ActiveSetState st) {
        this.st = st;
    }

    /**
     * Block path on the sparse KKT factorisation: Algorithm 1 in its block form (drop every negative
     * multiplier, add every violated row; a primal&ndash;dual active-set iteration) on the interleaved banded
     * KKT matrix [K J_Aᵀ; J_A −L_A], starting from the warm set plus the equalities, for at most
     * {@link QpSolver#MAX_KKT_ROUNDS} rounds. Each round is one banded LDLᵀ, O((n + m_A) b²); no Schur complement is
     * formed. The result is accepted only when it is a verified KKT point: no tiny pivot (independent rows),
     * every inequality multiplier >= 0 and every other row satisfied, within the iteration cap. Otherwise the
     * multipliers and x are left untouched, {@link ActiveSetState#handover} holds the set of the last round (a far better
     * warm start for the Schur-complement path than the caller's), and false is returned.
     */
    boolean run(boolean[] warm) {
        boolean[] inSet = new boolean[st.m];
        boolean[] added = new boolean[st.m];
        boolean[] skipped = new boolean[st.m];
        for (int i = 0; i < st.m; i++) {
            inSet[i] = st.rows.get(i).kind() == ConstraintKind.EQUALITY || warm[i];
        }
        st.handover = inSet;
        int[] rowsA = new int[st.m];
        Set<Integer> seen = new java.util.HashSet<>();
        int lastDelta = Integer.MAX_VALUE;
        for (int round = 0; round < QpSolver.MAX_KKT_ROUNDS; round++) {
            if (!seen.add(java.util.Arrays.hashCode(inSet))) {
                // the block iteration came back to a set it had (it can cycle): finish one row at a time
                return sparseDual(inSet);
            }
            int na = 0;
            for (int i = 0; i < st.m; i++) {
                if (inSet[i]) {
                    rowsA[na++] = i;
                }
            }
            double[] xs;
            double[] ms;
            KktSolution sol = null;
            if (na == 0) {
                xs = st.x0().clone();
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
            int before = st.iterations;
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
            if (st.iterations > st.cap) {
                // the cap is the Schur path's to enforce: hand over the starting set, as if no round had run
                for (int i = 0; i < st.m; i++) {
                    inSet[i] = st.rows.get(i).kind() == ConstraintKind.EQUALITY || warm[i];
                }
                st.iterations = 0;
                return false;
            }
            if (!changed) {
                st.x = xs;
                java.util.Arrays.fill(st.mu, 0);
                for (int a = 0; a < na; a++) {
                    st.mu[rowsA[a]] = ms[a];
                    st.state[rowsA[a]] = ActiveSetState.ACTIVE;
                    st.active.add(rowsA[a]);
                }
                st.kktPath = true;
                return true;
            }
            int delta = st.iterations - before;
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
            if (ms[a] < 0 && st.rows.get(rowsA[a]).kind() == ConstraintKind.INEQUALITY) {
                inSet[rowsA[a]] = false;
                changed = true;
                st.iterations++;
            }
        }
        double[] saveX = st.x;
        st.x = xs;
        boolean swapped = false;
        for (int i = 0; i < st.m; i++) {
            if (!inSet[i] && st.rows.get(i).kind() == ConstraintKind.INEQUALITY
                    && st.violation(i) > st.feasibility.value()) {
                if (!skipped[i]) {
                    inSet[i] = true;
                    added[i] = true;
                    changed = true;
                    st.iterations++;
                } else if (!swapped) {
                    // a skipped (dependent) row is still violated: one Goldfarb–Idnani exchange on this
                    // round's factor makes room for it; none possible: the dual finisher decides
                    int q = sol == null ? -1 : exchange(sol, rowsA, na, i);
                    if (q < 0) {
                        swapFailed = true;
                        st.x = saveX;
                        return true;
                    }
                    inSet[q] = false;
                    inSet[i] = true;
                    skipped[i] = false;
                    added[i] = true;
                    swapped = true;
                    changed = true;
                    st.iterations += 2;
                }
            }
        }
        st.x = saveX;
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
        int[] rowsA = new int[st.m];
        KktSolution sol;
        int na;
        // dual feasible start
        for (int guard = 0; ; guard++) {
            na = st.collect(inSet, rowsA);
            if (guard > st.m) {
                return false;
            }
            sol = na == 0 ? null : kktSolve(rowsA, na, -1, 0);
            if (sol != null && sol.x() == null) {
                int f = sol.failedRow();
                if (f < 0 || st.rows.get(f).kind() == ConstraintKind.EQUALITY) {
                    return false;
                }
                inSet[f] = false;
                continue;
            }
            boolean droppedAny = false;
            for (int a = 0; a < na; a++) {
                if (sol.mu()[a] < 0 && st.rows.get(rowsA[a]).kind() == ConstraintKind.INEQUALITY) {
                    inSet[rowsA[a]] = false;
                    droppedAny = true;
                    st.iterations++;
                }
            }
            if (!droppedAny) {
                break;
            }
        }
        double[] saveX = st.x;
        int p = -1;
        double mup = 0;
        boolean refined = false;
        while (true) {
            if (st.iterations > st.cap) {
                st.x = saveX;
                return false;
            }
            double[] xs = sol == null ? st.x0().clone() : sol.x();
            st.x = xs;
            if (p < 0) {
                double worst = st.feasibility.value();
                for (int i = 0; i < st.m; i++) {
                    if (!inSet[i] && st.rows.get(i).kind() == ConstraintKind.INEQUALITY) {
                        double v = st.violation(i);
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
                        if (sol.mu()[a] < 0 && st.rows.get(rowsA[a]).kind() == ConstraintKind.INEQUALITY) {
                            st.x = saveX;
                            return false;
                        }
                    }
                    java.util.Arrays.fill(st.mu, 0);
                    for (int a = 0; a < na; a++) {
                        st.mu[rowsA[a]] = sol.mu()[a];
                        st.state[rowsA[a]] = ActiveSetState.ACTIVE;
                        st.active.add(rowsA[a]);
                    }
                    st.kktPath = true;
                    return true;
                }
            }
            ConstraintRow rp = st.rows.get(p);
            double s = rp.dot(xs) - rp.rhs() - rp.regularisation() * mup;
            // [z; r] for row p on the current factor (K⁻¹ J_pᵀ when the set is empty)
            double[] z = new double[st.n];
            double[] r = new double[na];
            if (na == 0) {
                for (int k = 0; k < rp.size(); k++) {
                    z[rp.index(k)] = rp.value(k);
                }
                st.kf.solveInPlace(z);
            } else {
                double[] rhs = new double[st.n + na];
                for (int k = 0; k < rp.size(); k++) {
                    rhs[sol.posVar()[rp.index(k)]] = rp.value(k);
                }
                sol.factor().solveInPlace(rhs);
                for (int v = 0; v < st.n; v++) {
                    z[v] = rhs[sol.posVar()[v]];
                }
                for (int a = 0; a < na; a++) {
                    r[a] = rhs[sol.posRow()[a]];
                }
            }
            double d = rp.dot(z) + rp.regularisation();
            double scale = rp.regularisation();
            int pb = st.problem.k().halfBandwidth() + 1;
            for (int k = 0; k < rp.size(); k++) {
                scale += rp.value(k) * rp.value(k) / st.kband[rp.index(k) * pb];
            }
            boolean dependent = !(d > st.dependency.value() * scale);
            int qa = -1;
            double t2 = Double.POSITIVE_INFINITY;
            for (int a = 0; a < na; a++) {
                if (st.rows.get(rowsA[a]).kind() == ConstraintKind.INEQUALITY && r[a] > 0) {
                    double ratio = Math.max(0, sol.mu()[a]) / r[a];
                    if (ratio < t2) {
                        t2 = ratio;
                        qa = a;
                    }
                }
            }
            double t1 = dependent ? Double.POSITIVE_INFINITY : Math.max(0, s / d);
            if (dependent && qa < 0) {
                st.x = saveX;
                return false;
            }
            st.iterations++;
            if (t1 <= t2) {
                inSet[p] = true;
                p = -1;
                mup = 0;
            } else {
                mup += t2;
                inSet[rowsA[qa]] = false;
            }
            na = st.collect(inSet, rowsA);
            refined = false;
            sol = na == 0 ? null : kktSolve(rowsA, na, p, mup);
            if (sol != null && sol.x() == null) {
                st.x = saveX;
                return false;
            }
        }
    }
    /** The block path gives up; its row changes so far stay counted (the Schur path goes on from its set). */
    private boolean blockFailed() {
        return false;
    }
    /**
     * The active row that a dependent violated row p replaces (the dual ratio test of Goldfarb and Idnani on
     * this round's factor): solve [K J_Aᵀ; J_A −L_A][z; r] = [J_pᵀ; 0], so r = (S_A + L_A)⁻¹ J_A K⁻¹ J_pᵀ
     * expresses p through the active rows; the leaving row is the inequality q with r_q > 0 that minimises
     * μ_q / r_q. Returns −1 when no such row exists (then p cannot be met by exchanging rows).
     */
    private int exchange(KktSolution sol, int[] rowsA, int na, int p) {
        double[] rhs = new double[st.n + na];
        ConstraintRow rp = st.rows.get(p);
        for (int k = 0; k < rp.size(); k++) {
            rhs[sol.posVar()[rp.index(k)]] = rp.value(k);
        }
        sol.factor().solveInPlace(rhs);
        int best = -1;
        double bestRatio = Double.POSITIVE_INFINITY;
        for (int a = 0; a < na; a++) {
            int q = rowsA[a];
            double r = rhs[sol.posRow()[a]];
            if (st.rows.get(q).kind() == ConstraintKind.INEQUALITY && r > 0) {
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
        int[] before = new int[st.n + 1];
        for (int a = 0; a < na; a++) {
            before[st.maxIndex[rowsA[a]] + 1]++;
        }
        for (int v = 0; v < st.n; v++) {
            before[v + 1] += before[v];
        }
        int total = st.n + na;
        int[] posVar = new int[st.n];
        for (int v = 0; v < st.n; v++) {
            posVar[v] = v + before[v];
        }
        int[] posRow = new int[na];
        int[] next = new int[st.n];
        for (int a = 0; a < na; a++) {
            int key = st.maxIndex[rowsA[a]];
            posRow[a] = posVar[key] + 1 + next[key]++;
        }
        int p = st.problem.k().halfBandwidth();
        int bw = 0;
        for (int v = 0; v < st.n; v++) {
            bw = Math.max(bw, posVar[Math.min(st.n - 1, v + p)] - posVar[v]);
        }
        for (int a = 0; a < na; a++) {
            ConstraintRow r = st.rows.get(rowsA[a]);
            for (int k = 0; k < r.size(); k++) {
                bw = Math.max(bw, posRow[a] - posVar[r.index(k)]);
            }
        }
        if (bw > QpSolver.MAX_KKT_BANDWIDTH) {
            return new KktSolution(null, null, -1, null, null, null);
        }
        int w = bw + 1;
        double[] band = new double[total * w];
        double[] scale = new double[total];
        for (int i = 0; i < st.n; i++) {
            int pi = posVar[i];
            for (int k = 0; k <= p && k <= i; k++) {
                band[BandLdlt.index(pi, posVar[i - k], bw)] = st.kband[i * (p + 1) + k];
            }
            scale[pi] = Math.abs(st.kband[i * (p + 1)]);
        }
        for (int a = 0; a < na; a++) {
            ConstraintRow r = st.rows.get(rowsA[a]);
            int pr = posRow[a];
            double sc = r.regularisation();
            for (int k = 0; k < r.size(); k++) {
                band[BandLdlt.index(pr, posVar[r.index(k)], bw)] = r.value(k);
                sc += r.value(k) * r.value(k) / st.kband[r.index(k) * (p + 1)];
            }
            band[BandLdlt.index(pr, pr, bw)] = -r.regularisation();
            scale[pr] = sc;
        }
        int[] failed = {-1};
        Optional<BandLdlt> f = BandLdlt.factor(total, bw, band, scale, st.dependency.value(), failed);
        if (f.isEmpty()) {
            int row = -1;
            for (int a = 0; a < na; a++) {
                if (posRow[a] == failed[0]) {
                    row = rowsA[a];
                }
            }
            return new KktSolution(null, null, row, null, null, null);
        }
        KktSolution sol = new KktSolution(new double[st.n], new double[na], -1, f.get(), posVar, posRow);
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
        double[] rhs = new double[st.n + na];
        double[] kx = refine ? st.problem.k().multiply(xs) : null;
        for (int v = 0; v < st.n; v++) {
            rhs[posVar[v]] = refine ? st.problem.b(v) - kx[v] : st.problem.b(v);
        }
        if (entering >= 0) {
            // a row on its way in (sparseDual) keeps its multiplier on the right-hand side
            ConstraintRow rp = st.rows.get(entering);
            for (int k = 0; k < rp.size(); k++) {
                rhs[posVar[rp.index(k)]] -= rp.value(k) * mup;
            }
        }
        for (int a = 0; a < na; a++) {
            ConstraintRow r = st.rows.get(rowsA[a]);
            for (int k = 0; k < r.size(); k++) {
                rhs[posVar[r.index(k)]] -= r.value(k) * ms[a];
            }
            rhs[posRow[a]] = r.rhs() - r.dot(xs) + r.regularisation() * ms[a];
        }
        sol.factor().solveInPlace(rhs);
        for (int v = 0; v < st.n; v++) {
            xs[v] += rhs[posVar[v]];
        }
        for (int a = 0; a < na; a++) {
            ms[a] += rhs[posRow[a]];
        }
    }
}

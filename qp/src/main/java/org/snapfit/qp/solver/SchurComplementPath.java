package org.snapfit.qp.solver;

import org.snapfit.qp.problem.ConstraintKind;
import org.snapfit.qp.problem.ConstraintRow;

/**
 * The Schur-complement path of {@link QpSolver}: the active set's equality subproblem solved through the symmetric
 * positive definite S_A + L_A = J_A K⁻¹ J_Aᵀ + L_A, whose dense Cholesky factor
 * ({@link org.snapfit.core.linalg.UpdatableCholesky}) is appended to when a row enters and updated when one leaves;
 * the dual (Goldfarb–Idnani) loop with its infeasibility certificate, the block loop of Algorithm 1 as printed with the
 * toggling watch list, and the final refinement of μ_A. It reads and writes the solve's {@link ActiveSetState}.
 * Mutable, one per solve.
 */
final class SchurComplementPath {
    private final ActiveSetState st;

    /**
     * The path on the given solve state.
     *
     * @param st the state of one solve
     */
    SchurComplementPath(ActiveSetState st) {
        this.st = st;
    }

    /** A pivot test: the Schur pivot of row p against the active rows. */
    private final class Pivot {
        final double[] ell;
        final double d;
        final boolean dependent;

        Pivot(int p) {
            ConstraintRow r = st.rows.get(p);
            double[] u = st.kinvRow(r);
            double spp = r.dot(u) + r.regularisation();
            ell = st.sf.forward(st.activeDots(u));
            double s = 0;
            for (double e : ell) {
                s += e * e;
            }
            d = spp - s;
            dependent = !(d > st.dependency.value() * spp);
        }
    }
    /** Appends p to the active set if independent. */
    private boolean tryAppend(int p) {
        Pivot pv = new Pivot(p);
        if (pv.dependent) {
            return false;
        }
        st.sf.append(pv.ell, pv.d);
        st.active.add(p);
        st.state[p] = ActiveSetState.ACTIVE;
        st.entries[p]++;
        return true;
    }
    /** Solves the equality subproblem on the current active set from scratch (with one refinement pass). */
    private void solveActive() {
        double[] rhs = new double[st.active.size()];
        for (int a = 0; a < rhs.length; a++) {
            ConstraintRow r = st.rows.get(st.active.get(a));
            rhs[a] = r.dot(st.x0()) - r.rhs();
        }
        double[] sol = st.sf.solve(rhs);
        java.util.Arrays.fill(st.mu, 0);
        for (int a = 0; a < sol.length; a++) {
            st.mu[st.active.get(a)] = sol[a];
        }
        st.recomputeX();
        refine();
    }
    /** One pass of iterative refinement of μ_A on the residual J_A x − c_A − L_A μ_A. */
    void refine() {
        if (st.active.isEmpty() || st.kktPath) {
            return;
        }
        double[] res = new double[st.active.size()];
        for (int a = 0; a < res.length; a++) {
            int i = st.active.get(a);
            ConstraintRow r = st.rows.get(i);
            res[a] = r.dot(st.x) - r.rhs() - r.regularisation() * st.mu[i];
        }
        double[] delta = st.sf.solve(res);
        for (int a = 0; a < delta.length; a++) {
            st.mu[st.active.get(a)] += delta[a];
        }
        st.recomputeX();
    }
    void start(boolean[] warm) {
        // equalities first (fixed constraints, §4.4): always active
        for (int i = 0; i < st.m; i++) {
            if (st.rows.get(i).kind() == ConstraintKind.EQUALITY && !tryAppend(i)) {
                st.state[i] = ActiveSetState.REDUNDANT;
            }
        }
        solveActive();
        for (int i = 0; i < st.m; i++) {
            if (st.state[i] == ActiveSetState.REDUNDANT && Math.abs(st.violation(i)) > st.feasibility.value()) {
                st.infeasible = i;
                return;
            }
        }
        boolean any = false;
        for (int i = 0; i < st.m; i++) {
            if (st.rows.get(i).kind() == ConstraintKind.INEQUALITY && warm[i]) {
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
            for (int a = 0; a < st.active.size(); a++) {
                int i = st.active.get(a);
                if (st.rows.get(i).kind() == ConstraintKind.INEQUALITY && st.mu[i] < 0
                        && (worst < 0 || st.mu[i] < st.mu[st.active.get(worst)])) {
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
        int q = st.active.remove(a);
        st.sf.remove(a);
        st.state[q] = ActiveSetState.INACTIVE;
        st.mu[q] = 0;
        // the rows set aside as dependent and tight relied on the active rows: look at them again
        for (int i = 0; i < st.m; i++) {
            if (st.state[i] == ActiveSetState.TOLERATED) {
                st.state[i] = ActiveSetState.INACTIVE;
            }
        }
    }
    /**
     * Σ r_q (c_q + L_q μ_q) − c_p − L_p μ_p for a dependent row p, J_p = Σ r_q J_q over the active rows: the
     * violation of p at any point holding the active rows, from the data alone (x's own round-off, large when
     * the active rows are ill-conditioned, drops out).
     */
    private double certificateGap(int p, double[] r) {
        ConstraintRow rp = st.rows.get(p);
        double gap = -rp.rhs() - rp.regularisation() * st.mu[p];
        for (int a = 0; a < r.length; a++) {
            ConstraintRow rq = st.rows.get(st.active.get(a));
            gap += r[a] * (rq.rhs() + rq.regularisation() * st.mu[st.active.get(a)]);
        }
        return gap;
    }
    /**
     * The violation of a dependent row p, J_p = Σ r_q J_q over the active rows, that rounding alone can explain,
     * per unit of the feasibility tolerance (which is per unit row norm): ‖J_p‖ + Σ |r_q| ‖J_q‖, since each
     * active row holds to its tolerance times its norm.
     */
    private double certificateAllowance(int p, double[] r) {
        double allowance = st.rowNorm[p];
        for (int a = 0; a < r.length; a++) {
            allowance += Math.abs(r[a]) * st.rowNorm[st.active.get(a)];
        }
        return allowance;
    }
    private int mostViolated() {
        int best = -1;
        double worst = st.feasibility.value();
        for (int i = 0; i < st.m; i++) {
            if (st.state[i] == ActiveSetState.INACTIVE) {
                double v = st.violation(i);
                if (v > worst) {
                    worst = v;
                    best = i;
                }
            }
        }
        return best;
    }
    private boolean watch(int p) {
        if (st.entries[p] > st.maxToggles) {
            st.state[p] = ActiveSetState.DROPPED;
            st.mu[p] = 0;
            st.dropped.add(st.rows.get(p).label());
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
                st.recomputeX();
                continue;
            }
            if (!addDual(p)) {
                return;
            }
        }
    }
    /** Adds row p by Goldfarb–Idnani steps; false when the solve must stop (infeasible or capped). */
    private boolean addDual(int p) {
        ConstraintRow rp = st.rows.get(p);
        while (true) {
            if (st.iterations >= st.cap) {
                st.capped = true;
                return false;
            }
            Pivot pv = new Pivot(p);
            double[] r = st.sf.backward(pv.ell.clone());
            double s = (rp.dot(st.x) - rp.rhs() - rp.regularisation() * st.mu[p]);
            if (pv.dependent
                    && Math.min(s, certificateGap(p, r)) <= st.feasibility.value() * certificateAllowance(p, r)) {
                // Fix: a dependent p (J_p = Σ r_q J_q over the active rows) whose violation s is no more than
                // the active rows' own feasibility tolerances allow in that combination is satisfied to
                // tolerance: it is tight at a degenerate vertex (e.g. a row on x5 when rows on x4 and on
                // (x4, x5) are active and tight, a duplicate row, a row on a fixed variable) and s is round-off.
                // Before, such a p went through the dual step: with no r_q > 0 it was declared INFEASIBLE on a
                // feasible problem, and with round-off r_q ~ 1e-20 > 0 the ratio test took steps t ~ 1e15 that
                // blew the multipliers up to 1e23 (then INFEASIBLE or a wrong x). x does not move along a
                // dependent row, so p is only set aside (a multiplier from earlier partial steps stays:
                // stationarity includes it) until an active row leaves (removeAt), then examined again.
                st.state[p] = ActiveSetState.TOLERATED;
                return true;
            }
            // a dependent p: r_q that are round-off (below dependencyTolerance × max |r|) do not block
            double noise = 0;
            if (pv.dependent) {
                for (double ra : r) {
                    noise = Math.max(noise, Math.abs(ra));
                }
                noise *= st.dependency.value();
            }
            int qa = -1;
            double t2 = Double.POSITIVE_INFINITY;
            for (int a = 0; a < r.length; a++) {
                int q = st.active.get(a);
                if (st.rows.get(q).kind() == ConstraintKind.INEQUALITY && r[a] > noise) {
                    double ratio = Math.max(0, st.mu[q]) / r[a];
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
                st.infeasible = p;
                return false;
            }
            double t = Math.min(t1, t2);
            for (int a = 0; a < r.length; a++) {
                st.mu[st.active.get(a)] -= t * r[a];
            }
            st.mu[p] += t;
            st.iterations++;
            if (t1 <= t2) {
                st.sf.append(pv.ell, pv.d);
                st.active.add(p);
                st.state[p] = ActiveSetState.ACTIVE;
                st.entries[p]++;
                st.recomputeX();
                return true;
            }
            removeAt(qa);
            st.recomputeX();
        }
    }
    void blockLoop() {
        for (int i = 0; i < st.m; i++) {
            if (st.state[i] == ActiveSetState.INACTIVE && st.violation(i) > st.feasibility.value()) {
                tryAppend(i);
            }
        }
        solveActive();
        while (true) {
            boolean changed = false;
            for (int a = st.active.size() - 1; a >= 0; a--) {
                int q = st.active.get(a);
                if (st.rows.get(q).kind() == ConstraintKind.INEQUALITY && st.mu[q] < 0) {
                    removeAt(a);
                    changed = true;
                }
            }
            double[] xk = st.x;
            for (int i = 0; i < st.m; i++) {
                ConstraintRow r = st.rows.get(i);
                if (st.state[i] == ActiveSetState.INACTIVE && (r.dot(xk) - r.rhs()) / st.rowNorm[i] > st.feasibility.value()) {
                    changed = true;
                    if (!watch(i) && !tryAppend(i)) {
                        st.entries[i]++;
                    }
                }
            }
            if (!changed) {
                return;
            }
            st.iterations++;
            solveActive();
            if (st.iterations >= st.cap) {
                st.capped = true;
                return;
            }
        }
    }
}

package org.snapfit.qp.solver;

import java.util.ArrayList;
import java.util.List;
import org.snapfit.core.linalg.BandCholesky;
import org.snapfit.core.linalg.UpdatableCholesky;
import org.snapfit.core.tolerance.Tolerance;
import org.snapfit.qp.problem.ConstraintRow;
import org.snapfit.qp.problem.QpProblem;

/**
 * The work space of one {@link QpSolver} solve, shared by its two paths: the problem, K's band Cholesky factor, the
 * primal x, the multipliers μ, the active set with each row's state, the counters and the outcome flags, and the
 * helpers both paths use (x₀ = K⁻¹b, K⁻¹J_pᵀ, x from μ, a row's scaled violation). Mutable, one per solve.
 */
final class ActiveSetState {
    final Tolerance feasibility;
    final Tolerance dependency;
    final int maxToggles;

    static final int INACTIVE = 0;
    static final int ACTIVE = 1;
    static final int DROPPED = 2;
    static final int REDUNDANT = 3;
    /** An inequality dependent on the active rows and satisfied to their tolerances (see {@code SchurComplementPath.addDual}). */
    static final int TOLERATED = 4;

    final QpProblem problem;
    final List<ConstraintRow> rows;
    final BandCholesky kf;
    final int n;
    final int m;
    final int cap;
    /** K⁻¹b (line 1 of Algorithm 1), computed when first needed: the block path rarely needs it. */
    double[] x0;
    final double[] rowNorm;
    final int[] state;
    final int[] entries;
    final double[] mu;
    final List<Integer> active = new ArrayList<>();
    final UpdatableCholesky sf = new UpdatableCholesky();
    final List<String> dropped = new ArrayList<>();
    double[] x;
    int iterations;
    int infeasible = -1;
    boolean capped;
    boolean kktPath;
    /** The row set the block path reached when it gave up: the Schur path's warm start. */
    boolean[] handover;
    final int[] maxIndex;
    final double[] kband;

    ActiveSetState(QpProblem problem, BandCholesky kf, int cap, Tolerance feasibility, Tolerance dependency,
            int maxToggles) {
        this.feasibility = feasibility;
        this.dependency = dependency;
        this.maxToggles = maxToggles;
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

    double[] x0() {
        if (x0 == null) {
            x0 = problem.b();
            kf.solveInPlace(x0);
        }
        return x0;
    }
    /** K⁻¹ J_pᵀ. */
    double[] kinvRow(ConstraintRow r) {
        double[] u = new double[n];
        int first = n;
        for (int k = 0; k < r.size(); k++) {
            u[r.index(k)] = r.value(k);
            first = Math.min(first, r.index(k));
        }
        kf.solveInPlace(u, first);
        return u;
    }
    double[] activeDots(double[] u) {
        double[] s = new double[active.size()];
        for (int a = 0; a < s.length; a++) {
            s[a] = rows.get(active.get(a)).dot(u);
        }
        return s;
    }
    void recomputeX() {
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
    double violation(int p) {
        ConstraintRow r = rows.get(p);
        return (r.dot(x) - r.rhs() - r.regularisation() * mu[p]) / rowNorm[p];
    }
    int collect(boolean[] inSet, int[] rowsA) {
        int na = 0;
        for (int i = 0; i < m; i++) {
            if (inSet[i]) {
                rowsA[na++] = i;
            }
        }
        return na;
    }
}

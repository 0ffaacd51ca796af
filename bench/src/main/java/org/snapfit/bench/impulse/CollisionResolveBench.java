package org.snapfit.bench.impulse;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.snapfit.impulse.solver.ImpulseSolver;
import org.snapfit.impulse.solver.ImpulseSolverEngine;

/**
 * One passive collision resolution (Constantinescu et al., eq. 15) with the allocation-free engine: Cholesky of D,
 * A = J D⁻¹ Jᵀ, rank-revealing Cholesky of A (full rank: triangular solves; redundant rows: the minimum-norm
 * pseudo-inverse of the truncated A), the refinement step unless its error bound shows it unnecessary, energies.
 * Seeded random SPD D and J.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CollisionResolveBench {

    /** "d,c,rank": rank = c is full row rank (Cholesky path), rank &lt; c is redundant (pseudo-inverse path). */
    @Param({"3,2,2", "6,4,4", "12,8,8", "6,8,5", "12,8,4"})
    public String shape;

    /**
     * The coefficient of restitution e. The default 0.5 is the benchmark's historical setting (an impact that
     * dissipates energy, so the refinement gate may keep the unrefined impulses); {@code -p restitution=1} measures
     * the elastic case, where conservation to 1e-13 must be proven and the refinement step usually runs.
     */
    @Param({"0.5"})
    public double restitution;

    /**
     * Which generated kernel families the engine uses: {@code all} (production), or {@code no-cholesky},
     * {@code no-triangular}, {@code no-gram} (that family's loop versions instead), or {@code none}; the A/B
     * comparison of each family against the loops ({@code -p kernels=all,no-gram}).
     */
    @Param({"all"})
    public String kernels;

    private ImpulseSolverEngine engine;
    private double[] inertia;
    private double[] jacobian;
    private double[] velocity;
    private double[] impulses;
    private double[] after;
    private int d;
    private int c;

    /** Builds the problem and the engine. */
    @Setup
    public void setUp() {
        String[] parts = shape.split(",");
        d = Integer.parseInt(parts[0]);
        c = Integer.parseInt(parts[1]);
        int r = Integer.parseInt(parts[2]);
        Random rnd = new Random(20261125L);
        double[][] m = randomMatrix(rnd, d, d);
        inertia = new double[d * d];
        for (int i = 0; i < d; i++) {
            for (int j = 0; j < d; j++) {
                double s = i == j ? 0.5 : 0;
                for (int k = 0; k < d; k++) {
                    s += m[i][k] * m[j][k];
                }
                inertia[i * d + j] = s;
            }
        }
        double[][] p = randomMatrix(rnd, c, r);
        double[][] q = randomMatrix(rnd, r, d);
        jacobian = new double[c * d];
        for (int i = 0; i < c; i++) {
            for (int j = 0; j < d; j++) {
                double s = 0;
                for (int k = 0; k < r; k++) {
                    s += p[i][k] * q[k][j];
                }
                jacobian[i * d + j] = s;
            }
        }
        velocity = randomMatrix(rnd, 1, d)[0];
        impulses = new double[c];
        after = new double[d];
        engine = new ImpulseSolverEngine(d, c, ImpulseSolver.DEFAULT_RANK_TOLERANCE.value(), options(kernels));
    }

    private static ImpulseSolverEngine.Options options(String kernels) {
        ImpulseSolverEngine.Options all = ImpulseSolverEngine.Options.DEFAULT;
        return switch (kernels) {
            case "all" -> all;
            case "none" -> new ImpulseSolverEngine.Options(true, false, false);
            case "no-cholesky" -> all.without(ImpulseSolverEngine.KernelFamily.CHOLESKY);
            case "no-triangular" -> all.without(ImpulseSolverEngine.KernelFamily.TRIANGULAR);
            case "no-gram" -> all.without(ImpulseSolverEngine.KernelFamily.GRAM);
            default -> throw new IllegalArgumentException("kernels = " + kernels
                    + "; expected all, none, no-cholesky, no-triangular or no-gram");
        };
    }

    private static double[][] randomMatrix(Random rnd, int rows, int cols) {
        double[][] m = new double[rows][cols];
        for (double[] row : m) {
            for (int k = 0; k < cols; k++) {
                row[k] = 2 * rnd.nextDouble() - 1;
            }
        }
        return m;
    }

    /**
     * Resolves the collision state with e = {@link #restitution}.
     *
     * @return the kept rank (so the work is not dead code)
     */
    @Benchmark
    public int resolve() {
        return engine.resolve(inertia, jacobian, velocity, d, c, restitution, impulses, after);
    }

    /**
     * Resolves the same collision state with another engine (the kernel A/B timing).
     *
     * @param other an engine of at least d degrees of freedom and c contacts
     * @return the kept rank
     */
    int resolveWith(ImpulseSolverEngine other) {
        return other.resolve(inertia, jacobian, velocity, d, c, restitution, impulses, after);
    }

    /**
     * The number of degrees of freedom of the problem (after {@link #setUp}).
     *
     * @return d
     */
    int dof() {
        return d;
    }

    /**
     * The number of contacts of the problem (after {@link #setUp}).
     *
     * @return c
     */
    int contacts() {
        return c;
    }
}

package org.snapfit.impulse.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.CholeskyDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapfit.algebra.number.SnapfitInternalError;
import org.snapfit.algebra.testing.Cases;
import org.snapfit.algebra.testing.Gens;

class FixedSizeKernelsTest {

    private static double[] flat(double[][] m) {
        int n = m.length;
        int k = m[0].length;
        double[] out = new double[n * k];
        for (int i = 0; i < n; i++) {
            System.arraycopy(m[i], 0, out, i * k, k);
        }
        return out;
    }

    @Test
    void factor_everyDofUpTo12_matchesCommonsMathCholesky() {
        Random rnd = new Random(20261126L);
        for (int d = 1; d <= FixedSizeKernels.MAX_DOF; d++) {
            double[][] dm = RandomSystems.spd(rnd, d, 0.5);
            double[] l = new double[d * d];
            double[] inv = new double[d];
            assertThat(FixedCholeskyKernels.factor(d, flat(dm), l, inv)).isTrue();
            RealMatrix ref = new CholeskyDecomposition(new Array2DRowRealMatrix(dm)).getL();
            double scale = 0;
            for (int i = 0; i < d; i++) {
                for (int j = 0; j <= i; j++) {
                    scale = Math.max(scale, Math.abs(ref.getEntry(i, j)));
                }
            }
            // independent oracle: both are backward-stable Cholesky factors of a matrix with eigenvalues >= 0.5 and
            // entries <= d + 0.5, so they agree to a few hundred ulps of max|L|
            for (int i = 0; i < d; i++) {
                for (int j = 0; j <= i; j++) {
                    assertThat(Math.abs(l[i * d + j] - ref.getEntry(i, j))).as("d = %d, L[%d][%d]", d, i, j)
                            .isLessThanOrEqualTo(1e-12 * scale);
                }
                // the reciprocal diagonal is √s·(1/s): with q = fl(√s), |fl(fl(q · fl(1/s)) · q) − 1| ≤ 5u + O(u²)
                assertThat(Math.abs(inv[i] * l[i * d + i] - 1)).isLessThanOrEqualTo(6e-16);
            }
        }
    }

    @Test
    void forwardAndLowerTransposed_everyDofUpTo12_smallResidualAgainstDirectProducts() {
        Random rnd = new Random(7L);
        for (int d = 1; d <= FixedSizeKernels.MAX_DOF; d++) {
            double[] l = new double[d * d];
            double[] inv = new double[d];
            assertThat(FixedCholeskyKernels.factor(d, flat(RandomSystems.spd(rnd, d, 0.5)), l, inv)).isTrue();
            double[] jac = flat(RandomSystems.random(rnd, 2, d));
            double[] w = new double[2 * d];
            FixedTriangularKernels.forward(d, l, inv, jac, 0, d, w);
            // Higham, Thm 8.5: the computed solution of L w = j has residual |j − L w| <= γ_d |L||w| (here 1e-14
            // relative covers γ_12 ≈ 1.3e-15 with margin)
            for (int row = 0; row < 2; row++) {
                for (int i = 0; i < d; i++) {
                    double s = 0;
                    double abs = 0;
                    for (int k = 0; k <= i; k++) {
                        s += l[i * d + k] * w[row * d + k];
                        abs += Math.abs(l[i * d + k] * w[row * d + k]);
                    }
                    assertThat(Math.abs(s - jac[row * d + i])).as("d = %d, row %d, entry %d", d, row, i)
                            .isLessThanOrEqualTo(1e-14 * abs);
                }
            }
            double[] v = RandomSystems.vector(rnd, d);
            double[] y = new double[d];
            double q = FixedTriangularKernels.lowerTransposed(d, l, v, y);
            double norm2 = 0;
            for (int i = 0; i < d; i++) {
                double s = 0;
                double abs = 0;
                for (int k = i; k < d; k++) {
                    s += l[k * d + i] * v[k];
                    abs += Math.abs(l[k * d + i] * v[k]);
                }
                // y_i = Σ_k l_ki v_k with the dot-product error bound γ_d Σ|l_ki v_k| (Higham §3.1)
                assertThat(Math.abs(y[i] - s)).isLessThanOrEqualTo(1e-14 * abs);
                norm2 += y[i] * y[i];
            }
            assertThat(Math.abs(q - norm2)).isLessThanOrEqualTo(1e-14 * norm2);
        }
    }

    @Test
    void factor_notMirroredNotPositiveNotFiniteOrTooLarge_returnsFalse() {
        double[] l = new double[16];
        double[] inv = new double[4];
        // one ulp of asymmetry: the engine's general path screens it with the tolerance
        assertThat(FixedCholeskyKernels.factor(2, new double[] {2, 1, Math.nextUp(1.0), 2}, l, inv)).isFalse();
        // D = [[1, 2], [2, 1]] has eigenvalue −1: the second pivot is 1 − 4 < 0
        assertThat(FixedCholeskyKernels.factor(2, new double[] {1, 2, 2, 1}, l, inv)).isFalse();
        // non-finite pivots: an infinite diagonal, a NaN diagonal
        assertThat(FixedCholeskyKernels.factor(1, new double[] {Double.POSITIVE_INFINITY}, l, inv)).isFalse();
        assertThat(FixedCholeskyKernels.factor(2, new double[] {1, 0, 0, Double.NaN}, l, inv)).isFalse();
        // an infinite (mirrored) off-diagonal makes the second pivot −∞
        double inf = Double.POSITIVE_INFINITY;
        assertThat(FixedCholeskyKernels.factor(2, new double[] {1, inf, inf, 1}, l, inv)).isFalse();
        // no kernel above MAX_DOF
        assertThat(FixedCholeskyKernels.factor(13, new double[169], new double[169], new double[13])).isFalse();
        // the identity passes (control: the same call shape returns true)
        assertThat(FixedCholeskyKernels.factor(2, new double[] {1, 0, 0, 1}, l, inv)).isTrue();
    }

    @Test
    void forwardAndLowerTransposed_dofOutsideKernels_throwInternalError() {
        assertThatThrownBy(() -> FixedTriangularKernels.forward(13, new double[169], new double[13], new double[13], 0, 0,
                new double[13])).isInstanceOf(SnapfitInternalError.class)
                .hasMessageContaining("no straight-line kernel for d = 13");
        assertThatThrownBy(() -> FixedTriangularKernels.lowerTransposed(0, new double[1], new double[1], new double[1]))
                .isInstanceOf(SnapfitInternalError.class).hasMessageContaining("no straight-line kernel for d = 0");
        double[] big = new double[169];
        assertThatThrownBy(() -> FixedTriangularKernels.solveLower(13, big, big, 13, big, 0))
                .isInstanceOf(SnapfitInternalError.class).hasMessageContaining("no straight-line kernel for d = 13");
        assertThatThrownBy(() -> FixedTriangularKernels.solveTransposed(13, big, big, 13, big, 0))
                .isInstanceOf(SnapfitInternalError.class).hasMessageContaining("no straight-line kernel for d = 13");
        assertThatThrownBy(() -> FixedGramKernels.gramLower(13, big, 2, big, big, big))
                .isInstanceOf(SnapfitInternalError.class).hasMessageContaining("no straight-line kernel for d = 13");
        assertThatThrownBy(() -> FixedGramKernels.transposedTimes(13, big, 2, big, big, big))
                .isInstanceOf(SnapfitInternalError.class).hasMessageContaining("no straight-line kernel for d = 13");
        assertThatThrownBy(() -> FixedCholeskyKernels.factorLower(13, big, 13, big, big, big, 0))
                .isInstanceOf(SnapfitInternalError.class).hasMessageContaining("no straight-line kernel for d = 13");
        assertThatThrownBy(() -> FixedGramKernels.residual(13, big, big, big, big))
                .isInstanceOf(SnapfitInternalError.class).hasMessageContaining("no straight-line kernel for d = 13");
        assertThatThrownBy(() -> FixedGramKernels.identityPlusGram(13, big, 0, 1, 13, big))
                .isInstanceOf(SnapfitInternalError.class).hasMessageContaining("no straight-line kernel for d = 13");
        assertThatThrownBy(() -> FixedGramKernels.rowsTransposedTimes(13, big, 0, 1, 13, big, big))
                .isInstanceOf(SnapfitInternalError.class).hasMessageContaining("no straight-line kernel for d = 13");
        assertThatThrownBy(() -> FixedGramKernels.rowsTimes(13, big, 0, 1, 13, big, big))
                .isInstanceOf(SnapfitInternalError.class).hasMessageContaining("no straight-line kernel for d = 13");
    }

    @Test
    void solvesAndFactorLower_everySizeUpTo12_matchDirectComputation() {
        Random rnd = new Random(11L);
        for (int n = 1; n <= FixedSizeKernels.MAX_DOF; n++) {
            int stride = n + 3;
            double[][] spd = RandomSystems.spd(rnd, n, 0.5);
            double[] m = new double[stride * stride];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j <= i; j++) {
                    m[i * stride + j] = spd[i][j];
                }
            }
            double[] l = new double[stride * stride];
            double[] inv = new double[n];
            double[] piv = new double[n];
            // all pivots of an SPD matrix with eigenvalues >= 0.5 are >= 0.5 (interlacing): none is within cut 0.1
            assertThat(FixedCholeskyKernels.factorLower(n, m, stride, l, inv, piv, 0.1)).isEqualTo(n);
            for (int j = 0; j < n; j++) {
                assertThat(piv[j]).isGreaterThanOrEqualTo(0.5 * (1 - 1e-12));
                // the pivot is the square of the diagonal entry (to rounding)
                assertThat(Math.abs(piv[j] - l[j * stride + j] * l[j * stride + j])).isLessThanOrEqualTo(1e-14 * piv[j]);
            }
            // L Lᵀ reproduces the lower triangle of m (backward stability, Higham Thm 10.3)
            for (int i = 0; i < n; i++) {
                for (int j = 0; j <= i; j++) {
                    double s = 0;
                    for (int k = 0; k <= j; k++) {
                        s += l[i * stride + k] * l[j * stride + k];
                    }
                    assertThat(Math.abs(s - m[i * stride + j])).isLessThanOrEqualTo(1e-13 * (n + 1));
                }
            }
            // diag(4, 1, 4, 1, …): the pivots are exactly the diagonal, so cut 2 stops at index 1 (or at n = 1), cut 1
            // (a pivot equal to the cut is not above it) too, and cut 0.5 keeps all
            double[] diag = new double[stride * stride];
            for (int i = 0; i < n; i++) {
                diag[i * stride + i] = i % 2 == 0 ? 4 : 1;
            }
            assertThat(FixedCholeskyKernels.factorLower(n, diag, stride, l, inv, piv, 2)).isEqualTo(Math.min(n, 1));
            assertThat(FixedCholeskyKernels.factorLower(n, diag, stride, l, inv, piv, 1)).isEqualTo(Math.min(n, 1));
            assertThat(FixedCholeskyKernels.factorLower(n, diag, stride, l, inv, piv, 0.5)).isEqualTo(n);
            assertThat(piv[n - 1]).isEqualTo((n - 1) % 2 == 0 ? 4.0 : 1.0);
            FixedCholeskyKernels.factorLower(n, m, stride, l, inv, piv, 0.1);
            double[] v = new double[stride + n];
            double[] rhs = RandomSystems.vector(rnd, n);
            System.arraycopy(rhs, 0, v, stride, n);
            FixedTriangularKernels.solveLower(n, l, inv, stride, v, stride);
            for (int i = 0; i < n; i++) {
                double s = 0;
                double abs = 0;
                for (int k = 0; k <= i; k++) {
                    s += l[i * stride + k] * v[stride + k];
                    abs += Math.abs(l[i * stride + k] * v[stride + k]);
                }
                // residual of the forward substitution (Higham Thm 8.5)
                assertThat(Math.abs(s - rhs[i])).isLessThanOrEqualTo(1e-14 * abs);
            }
            System.arraycopy(rhs, 0, v, stride, n);
            FixedTriangularKernels.solveTransposed(n, l, inv, stride, v, stride);
            for (int i = 0; i < n; i++) {
                double s = 0;
                double abs = 0;
                for (int k = i; k < n; k++) {
                    s += l[k * stride + i] * v[stride + k];
                    abs += Math.abs(l[k * stride + i] * v[stride + k]);
                }
                // residual of the back substitution with Lᵀ (Higham Thm 8.5)
                assertThat(Math.abs(s - rhs[i])).isLessThanOrEqualTo(1e-14 * abs);
            }
        }
    }

    @Test
    void gramLowerAndTransposedTimes_everyDofAndContactCount_matchDirectSums() {
        Random rnd = new Random(13L);
        for (int d = 1; d <= FixedSizeKernels.MAX_DOF; d++) {
            for (int c = 1; c <= 9; c++) {
                double[] w = flat(RandomSystems.random(rnd, c, d));
                double[] y = RandomSystems.vector(rnd, d);
                double[] a = new double[c * c];
                double[] b = new double[c];
                double trace = FixedGramKernels.gramLower(d, w, c, a, y, b);
                double traceRef = 0;
                for (int i = 0; i < c; i++) {
                    for (int j = 0; j <= i; j++) {
                        double s = 0;
                        double abs = 0;
                        for (int k = 0; k < d; k++) {
                            s += w[i * d + k] * w[j * d + k];
                            abs += Math.abs(w[i * d + k] * w[j * d + k]);
                        }
                        // dot-product error bound γ_d Σ|a_k b_k| for both summations (Higham §3.1)
                        assertThat(Math.abs(a[i * c + j] - s)).as("d %d c %d A[%d][%d]", d, c, i, j)
                                .isLessThanOrEqualTo(1e-14 * abs);
                    }
                    double s = 0;
                    double abs = 0;
                    for (int k = 0; k < d; k++) {
                        s += w[i * d + k] * y[k];
                        abs += Math.abs(w[i * d + k] * y[k]);
                    }
                    assertThat(Math.abs(b[i] - s)).isLessThanOrEqualTo(1e-14 * abs);
                    traceRef += a[i * c + i];
                }
                // the trace is the sum of the stored diagonal (same additions in the same order)
                assertThat(trace).isEqualTo(traceRef);
                double[] p = RandomSystems.vector(rnd, c);
                double[] z = new double[d];
                double q = FixedGramKernels.transposedTimes(d, w, c, p, z, y);
                double qRef = 0;
                for (int k = 0; k < d; k++) {
                    double s = 0;
                    double abs = 0;
                    for (int i = 0; i < c; i++) {
                        s += w[i * d + k] * p[i];
                        abs += Math.abs(w[i * d + k] * p[i]);
                    }
                    assertThat(Math.abs(z[k] - s)).isLessThanOrEqualTo(1e-14 * abs);
                    qRef += (y[k] + z[k]) * (y[k] + z[k]);
                }
                assertThat(Math.abs(q - qRef)).isLessThanOrEqualTo(1e-14 * qRef);
            }
        }
    }

    @Test
    void residualGramAndRowProducts_everySizeUpTo12_matchDirectSums() {
        Random rnd = new Random(17L);
        for (int n = 1; n <= FixedSizeKernels.MAX_DOF; n++) {
            double[][] sym = RandomSystems.spd(rnd, n, 0);
            double[] lower = new double[n * n];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j <= i; j++) {
                    lower[i * n + j] = sym[i][j];
                }
            }
            double[] x = RandomSystems.vector(rnd, n);
            double[] b = RandomSystems.vector(rnd, n);
            double[] g = new double[n];
            FixedGramKernels.residual(n, lower, x, b, g);
            for (int i = 0; i < n; i++) {
                double s = b[i];
                double abs = Math.abs(b[i]);
                for (int j = 0; j < n; j++) {
                    s -= sym[i][j] * x[j];
                    abs += Math.abs(sym[i][j] * x[j]);
                }
                // g_i = b_i − Σ_j A_ij x_j from the lower triangle only, dot-product bound (Higham §3.1)
                assertThat(Math.abs(g[i] - s)).isLessThanOrEqualTo(1e-14 * abs);
            }
            int stride = n + 2;
            int rows = 3 + n % 4;
            double[] k = new double[rows * stride];
            for (int i = 0; i < k.length; i++) {
                k[i] = 2 * rnd.nextDouble() - 1;
            }
            double[] m = new double[stride * stride];
            FixedGramKernels.identityPlusGram(n, k, 1, rows, stride, m);
            double[] t = RandomSystems.vector(rnd, Math.max(rows, n));
            double[] u = new double[n];
            FixedGramKernels.rowsTransposedTimes(n, k, 1, rows, stride, t, u);
            double[] zv = RandomSystems.vector(rnd, n);
            double[] v = new double[rows];
            FixedGramKernels.rowsTimes(n, k, 1, rows, stride, zv, v);
            for (int j = 0; j < n; j++) {
                for (int q = 0; q <= j; q++) {
                    double s = j == q ? 1 : 0;
                    double abs = Math.abs(s);
                    for (int i = 1; i < rows; i++) {
                        s += k[i * stride + j] * k[i * stride + q];
                        abs += Math.abs(k[i * stride + j] * k[i * stride + q]);
                    }
                    // M = I + Σ_{i ≥ 1} k_i k_iᵀ over rows 1.. (row 0 excluded by from = 1)
                    assertThat(Math.abs(m[j * stride + q] - s)).isLessThanOrEqualTo(1e-14 * abs);
                }
                double s = t[j];
                double abs = Math.abs(t[j]);
                for (int i = 1; i < rows; i++) {
                    s += k[i * stride + j] * t[i];
                    abs += Math.abs(k[i * stride + j] * t[i]);
                }
                // u = t(0..n) + Kᵀ t over rows 1..
                assertThat(Math.abs(u[j] - s)).isLessThanOrEqualTo(1e-14 * abs);
            }
            // rows before from are not written
            assertThat(v[0]).isEqualTo(0.0);
            for (int i = 1; i < rows; i++) {
                double s = 0;
                double abs = 0;
                for (int j = 0; j < n; j++) {
                    s += k[i * stride + j] * zv[j];
                    abs += Math.abs(k[i * stride + j] * zv[j]);
                }
                assertThat(Math.abs(v[i] - s)).isLessThanOrEqualTo(1e-14 * abs);
            }
        }
    }

    /** HotSpot does not JIT-compile a method with more bytecode than this (HugeMethodLimit, DontCompileHugeMethods). */
    private static final int HUGE_METHOD_LIMIT = 8000;

    @Test
    void everyKernel_bytecodeBelowHotSpotHugeMethodLimit() throws IOException {
        // a kernel above the limit would run interpreted (a first factor12 at 8 418 bytes ran 10× slower): read the
        // Code attribute lengths from the class file (JVMS §4.1, §4.7.3)
        Map<String, Integer> sizes = new java.util.HashMap<>();
        for (Class<?> family : List.of(FixedCholeskyKernels.class, FixedTriangularKernels.class,
                FixedGramKernels.class)) {
            sizes.putAll(codeLengths(family));
        }
        assertThat(sizes).containsKeys("factor12", "forward12", "gramLower12", "factorLower12", "solveTransposed12");
        for (Map.Entry<String, Integer> e : sizes.entrySet()) {
            assertThat(e.getValue()).as(e.getKey()).isLessThan(HUGE_METHOD_LIMIT);
        }
    }

    private static Map<String, Integer> codeLengths(Class<?> type) throws IOException {
        try (InputStream raw = type.getResourceAsStream(type.getSimpleName() + ".class");
                DataInputStream in = new DataInputStream(raw)) {
            in.skipBytes(8);
            int count = in.readUnsignedShort();
            String[] utf8 = new String[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF();
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipBytes(4);
                    case 5, 6 -> {
                        in.skipBytes(8);
                        i++;
                    }
                    case 7, 8, 16, 19, 20 -> in.skipBytes(2);
                    case 15 -> in.skipBytes(3);
                    default -> throw new IOException("constant pool tag " + tag);
                }
            }
            in.skipBytes(6);
            in.skipBytes(2 * in.readUnsignedShort());
            int fields = in.readUnsignedShort();
            for (int f = 0; f < fields; f++) {
                in.skipBytes(6);
                skipAttributes(in);
            }
            Map<String, Integer> sizes = new HashMap<>();
            int methods = in.readUnsignedShort();
            for (int m = 0; m < methods; m++) {
                in.skipBytes(2);
                String name = utf8[in.readUnsignedShort()];
                in.skipBytes(2);
                int attributes = in.readUnsignedShort();
                for (int a = 0; a < attributes; a++) {
                    String attribute = utf8[in.readUnsignedShort()];
                    int length = in.readInt();
                    if ("Code".equals(attribute)) {
                        in.skipBytes(4);
                        int code = in.readInt();
                        sizes.merge(name, code, Math::max);
                        in.skipBytes(length - 8);
                    } else {
                        in.skipBytes(length);
                    }
                }
            }
            return sizes;
        }
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
        int attributes = in.readUnsignedShort();
        for (int a = 0; a < attributes; a++) {
            in.skipBytes(2);
            in.skipBytes(in.readInt());
        }
    }

    /** A system seed, d in [1, 12] degrees of freedom, c in [1, 8] contacts, restitution e in [0, 1]. */
    static Stream<Arguments> systems() {
        return Cases.of(20261126L, 200, Gens.longs(), Gens.ints(1, 12), Gens.ints(1, 8), Gens.doubles(0, 1));
    }

    @ParameterizedTest
    @MethodSource("systems")
    void resolve_kernelsOnOrOff_sameImpulsesAndEnergies(long seed, int d, int c, double e) {
        // every kernel family off at once, and each family off alone (the benchmarks' A/B settings)
        List<ImpulseSolverEngine.Options> variants = new ArrayList<>();
        variants.add(new ImpulseSolverEngine.Options(true, false, false));
        for (ImpulseSolverEngine.KernelFamily f : ImpulseSolverEngine.KernelFamily.values()) {
            variants.add(ImpulseSolverEngine.Options.DEFAULT.without(f));
        }
        for (ImpulseSolverEngine.Options options : variants) {
            compareWithDefault(seed, d, c, e, options);
        }
    }

    private static void compareWithDefault(long seed, int d, int c, double e, ImpulseSolverEngine.Options options) {
        Random rnd = new Random(seed);
        double[] dm = flat(RandomSystems.spd(rnd, d, 0.5));
        double[] j = flat(RandomSystems.random(rnd, c, d));
        double[] v0 = RandomSystems.vector(rnd, d);
        ImpulseSolverEngine fast = ImpulseSolver.create().newEngine(d, c);
        ImpulseSolverEngine loops = new ImpulseSolverEngine(d, c, ImpulseSolver.DEFAULT_RANK_TOLERANCE.value(),
                options);
        double[] p1 = new double[c];
        double[] p2 = new double[c];
        double[] q1 = new double[d];
        double[] q2 = new double[d];
        int r1 = fast.resolve(dm, j, v0, d, c, e, p1, q1);
        int r2 = loops.resolve(dm, j, v0, d, c, e, p2, q2);
        // the two versions perform the same operations in another order: same rank decision and path, energies to
        // rounding, and impulses that both satisfy Newton's law to 1e-10 (so they agree to 1e-10 × cond(A), checked
        // loosely against the impulse scale)
        assertThat(r1).as("%s", options.kernels()).isEqualTo(r2);
        assertThat(fast.lastPath()).as("%s", options.kernels()).isEqualTo(loops.lastPath());
        double ke0 = loops.lastKineticEnergyBefore();
        assertThat(Math.abs(fast.lastKineticEnergyBefore() - ke0)).isLessThanOrEqualTo(1e-13 * ke0);
        assertThat(Math.abs(fast.lastKineticEnergyAfter() - loops.lastKineticEnergyAfter()))
                .as("%s", options.kernels()).isLessThanOrEqualTo(1e-10 * ke0);
        double qScale = 0;
        for (int i = 0; i < d; i++) {
            qScale = Math.max(qScale, Math.abs(q2[i]) + Math.abs(v0[i]));
        }
        for (int i = 0; i < d; i++) {
            assertThat(Math.abs(q1[i] - q2[i])).as("q̇[%d], %s", i, options.kernels())
                    .isLessThanOrEqualTo(1e-6 * qScale);
        }
    }
}

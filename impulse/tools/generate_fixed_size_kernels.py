#!/usr/bin/env python3
"""Generates impulse/src/main/java/org/snapfit/impulse/solver/FixedSizeKernels.java.

Straight-line (loop-free) kernels of ImpulseSolverEngine for every d in [1, MAX_D]: the Cholesky factor of D with
its reciprocal diagonal, the forward substitution W = L^-1 J_c^T for two contact rows at a time, and
y0 = L^T qdot0 with |y0|^2. At these sizes the loop versions spend most of their time entering and leaving short
loops; the straight-line code performs the same operations in the same order per entry (dot products longer than
SPLIT terms are split into two accumulation chains, first half and second half, to shorten the dependency chain).

Usage (from the repository root): python3 impulse/tools/generate_fixed_size_kernels.py
"""
import os

MAX_D = 12
SPLIT = 5
INDENT = "        "


def dot(target, init, terms, out):
    """target = init - sum(a * b for a, b in terms), one statement per line; from SPLIT terms on, the second half
    accumulates in its own chain (a block-local h, so javac reuses its slot)."""
    out.append(f"{INDENT}double {target} = {init};")
    if len(terms) >= SPLIT:
        h = (len(terms) + 1) // 2
        out.append(f"{INDENT}{{")
        out.append(f"{INDENT}    double h = {terms[h][0]} * {terms[h][1]};")
        for a, b in terms[:h]:
            out.append(f"{INDENT}    {target} = Math.fma(-{a}, {b}, {target});")
        for a, b in terms[h + 1:]:
            out.append(f"{INDENT}    h = Math.fma({a}, {b}, h);")
        out.append(f"{INDENT}    {target} -= h;")
        out.append(f"{INDENT}}}")
    else:
        for a, b in terms:
            out.append(f"{INDENT}{target} = Math.fma(-{a}, {b}, {target});")

def columns(n, entry, store, out):
    """The left-looking columns of a Cholesky factor with the pivot chain of LDL^T: t_ij = m_ij - sum_k g_ik t_jk
    with g_ik = t_ik / s_k, so the chain from one pivot to the next is a reciprocal, a product and a multiply-add;
    the square root runs beside it, and l_ij = t_ij / sqrt(s_j) = t_ij * (sqrt(s_j) * (1 / s_j)). The per-column
    temporaries live in a block so that javac reuses their local-variable slots (the methods stay under the JIT's
    8000-byte limit on compiled methods)."""
    for j in range(n):
        dot(f"s{j}", entry(j, j), [(f"g{j}x{k}", f"t{j}x{k}") for k in range(j)], out)
        for i in range(j + 1, n):
            dot(f"t{i}x{j}", entry(i, j), [(f"g{i}x{k}", f"t{j}x{k}") for k in range(j)], out)
        for i in range(j + 1, n):
            out.append(f"{INDENT}double g{i}x{j};")
        out.append(f"{INDENT}{{")
        out.append(f"{INDENT}    double r = 1 / s{j};")
        out.append(f"{INDENT}    double q = Math.sqrt(s{j});")
        out.append(f"{INDENT}    double v = q * r;")
        store(j, j, "q", out)
        out.append(f"{INDENT}    inv[{j}] = v;")
        for i in range(j + 1, n):
            out.append(f"{INDENT}    g{i}x{j} = t{i}x{j} * r;")
            store(i, j, f"t{i}x{j} * v", out)
        out.append(f"{INDENT}}}")

def factor(d):
    pairs = [(i, j) for i in range(d) for j in range(i + 1, d)]
    out = []
    if pairs:
        # the exact-mirror screen in its own method (keeps factor{d} well under the JIT's size limit)
        out.append(f"    private static boolean mirrored{d}(double[] m) {{")
        out.append(f"{INDENT}boolean mirrored = true;")
        for i, j in pairs:
            out.append(f"{INDENT}mirrored &= m[{i * d + j}] == m[{j * d + i}];")
        out.append(f"{INDENT}return mirrored;")
        out.append("    }")
        out.append("")
    out.append(f"    private static boolean factor{d}(double[] m, double[] l, double[] inv) {{")
    if pairs:
        out.append(f"{INDENT}if (!mirrored{d}(m)) {{")
        out.append(f"{INDENT}    return false;")
        out.append(f"{INDENT}}}")

    def store(i, j, value, o):
        o.append(f"{INDENT}    l[{i * d + j}] = {value};")
    columns(d, lambda i, j: f"m[{i * d + j}]", store, out)
    out.append(f"{INDENT}boolean ok = s0 > 0 & s0 <= Double.MAX_VALUE;")
    for j in range(1, d):
        out.append(f"{INDENT}ok &= s{j} > 0 & s{j} <= Double.MAX_VALUE;")
    out.append(f"{INDENT}return ok;")
    out.append("    }")
    return out

def forward(d):
    out = [f"    private static void forward{d}(double[] l, double[] inv, double[] jac, int a, int b, double[] w) {{"]
    for j in range(d):
        for r in "ab":
            dot(f"{r}t{j}", f"jac[{r} + {j}]", [(f"{r}{k}", f"l[{j * d + k}]") for k in range(j)], out)
            out.append(f"{INDENT}double {r}{j} = {r}t{j} * inv[{j}];")
        out.append(f"{INDENT}w[a + {j}] = a{j};")
        out.append(f"{INDENT}w[b + {j}] = b{j};")
    out.append("    }")
    return out


def lower_transposed(d):
    out = [f"    private static double lowerTransposed{d}(double[] l, double[] v, double[] y) {{"]
    for i in range(d):
        # y_i = l_ii v_i + sum_{k > i} l_ki v_k, in that order (as the loop version)
        out.append(f"{INDENT}double y{i} = l[{i * d + i}] * v[{i}];")
        for k in range(i + 1, d):
            out.append(f"{INDENT}y{i} = Math.fma(l[{k * d + i}], v[{k}], y{i});")
        out.append(f"{INDENT}y[{i}] = y{i};")
    out.append(f"{INDENT}double q = y0 * y0;")
    for i in range(1, d):
        out.append(f"{INDENT}q = Math.fma(y{i}, y{i}, q);")
    out.append(f"{INDENT}return q;")
    out.append("    }")
    return out


def solve_lower(n):
    """F x = v in place (F lower n x n, row stride s, reciprocal diagonal inv), v from offset o."""
    out = [f"    private static void solveLower{n}(double[] f, double[] inv, int s, double[] v, int o) {{"]
    for i in range(n):
        if i > 0:
            out.append(f"{INDENT}int r{i} = {i} * s;" if i > 1 else f"{INDENT}int r1 = s;")
        dot(f"t{i}", f"v[o + {i}]", [(f"x{k}", f"f[r{i} + {k}]") for k in range(i)], out)
        out.append(f"{INDENT}double x{i} = t{i} * inv[{i}];")
        out.append(f"{INDENT}v[o + {i}] = x{i};")
    out.append("    }")
    return out


def solve_transposed(n):
    """F^T x = v in place (F lower n x n, row stride s, reciprocal diagonal inv), v from offset o."""
    out = [f"    private static void solveTransposed{n}(double[] f, double[] inv, int s, double[] v, int o) {{"]
    for k in range(1, n):
        out.append(f"{INDENT}int r{k} = {k} * s;" if k > 1 else f"{INDENT}int r1 = s;")
    for i in reversed(range(n)):
        dot(f"t{i}", f"v[o + {i}]", [(f"x{k}", f"f[r{k} + {i}]") for k in range(i + 1, n)], out)
        out.append(f"{INDENT}double x{i} = t{i} * inv[{i}];")
        out.append(f"{INDENT}v[o + {i}] = x{i};")
    out.append("    }")
    return out


def factor_lower(n):
    """Left-looking Cholesky of the lower triangle of m (stride s) into l, 1 / l_jj into inv, pivots into piv;
    returns the first j whose pivot is not above cut (n if none)."""
    out = [f"    private static int factorLower{n}(double[] m, int s, double[] l, double[] inv, double[] piv, double cut) {{"]
    for i in range(1, n):
        out.append(f"{INDENT}int o{i} = {i} * s;" if i > 1 else f"{INDENT}int o1 = s;")
    row = lambda i: "0" if i == 0 else f"o{i}"

    def store(i, j, value, o):
        o.append(f"{INDENT}    l[{row(i)} + {j}] = {value};")
        if i == j:
            o.append(f"{INDENT}    piv[{j}] = s{j};")
    columns(n, lambda i, j: f"m[{row(i)} + {j}]", store, out)
    for j in range(n):
        out.append(f"{INDENT}if (!(s{j} > cut)) {{")
        out.append(f"{INDENT}    return {j};")
        out.append(f"{INDENT}}}")
    out.append(f"{INDENT}return {n};")
    out.append("    }")
    return out

def gram_lower(d):
    """The lower triangle of A = W W^T (rows of w, length d, stride d; a with stride c), one entry per inner
    iteration (a dot product split into two chains from SPLIT terms on: faster here than 2 x 2 or 4 x 2 register
    blocks), and b = W y; returns tr A."""
    out = [f"    private static double gramLower{d}(double[] w, int c, double[] a, double[] y, double[] b) {{"]
    out.append(f"{INDENT}double trace = 0;")
    out.append(f"{INDENT}for (int i = 0; i < c; i++) {{")
    out.append(f"{INDENT}    int q = i * {d};")
    out.append(f"{INDENT}    int ai = i * c;")
    out.append(f"{INDENT}    for (int j = 0; j <= i; j++) {{")
    out.append(f"{INDENT}        int p = j * {d};")
    h = (d + 1) // 2 if d >= SPLIT else d
    out.append(f"{INDENT}        double s = w[q] * w[p];")
    for k in range(1, h):
        out.append(f"{INDENT}        s = Math.fma(w[q + {k}], w[p + {k}], s);")
    if h < d:
        out.append(f"{INDENT}        double h = w[q + {h}] * w[p + {h}];")
        for k in range(h + 1, d):
            out.append(f"{INDENT}        h = Math.fma(w[q + {k}], w[p + {k}], h);")
        out.append(f"{INDENT}        s += h;")
    out.append(f"{INDENT}        a[ai + j] = s;")
    out.append(f"{INDENT}    }}")
    out.append(f"{INDENT}    double s = w[q] * y[0];")
    for k in range(1, d):
        out.append(f"{INDENT}    s = Math.fma(w[q + {k}], y[{k}], s);")
    out.append(f"{INDENT}    b[i] = s;")
    out.append(f"{INDENT}    trace += a[ai + i];")
    out.append(f"{INDENT}}}")
    out.append(f"{INDENT}return trace;")
    out.append("    }")
    return out

def transposed_times(d):
    """z = W^T p = sum_i p_i w_i (rows of w, length d, stride d) and |y + z|^2."""
    out = [f"    private static double transposedTimes{d}(double[] w, int c, double[] p, double[] z, double[] y) {{"]
    for k in range(d):
        out.append(f"{INDENT}double z{k} = 0;")
    out.append(f"{INDENT}for (int i = 0; i < c; i++) {{")
    out.append(f"{INDENT}    double pi = p[i];")
    out.append(f"{INDENT}    int o = i * {d};")
    for k in range(d):
        out.append(f"{INDENT}    z{k} = Math.fma(w[o + {k}], pi, z{k});")
    out.append(f"{INDENT}}}")
    for k in range(d):
        out.append(f"{INDENT}z[{k}] = z{k};")
    out.append(f"{INDENT}double e0 = y[0] + z0;")
    out.append(f"{INDENT}double q = e0 * e0;")
    for k in range(1, d):
        out.append(f"{INDENT}double e{k} = y[{k}] + z{k};")
        out.append(f"{INDENT}q = Math.fma(e{k}, e{k}, q);")
    out.append(f"{INDENT}return q;")
    out.append("    }")
    return out

def residual(n):
    """g = b - A x with A symmetric, stored as its lower triangle (stride n)."""
    out = [f"    private static void residual{n}(double[] a, double[] x, double[] b, double[] g) {{"]
    for j in range(n):
        out.append(f"{INDENT}double x{j} = x[{j}];")
    for i in range(n):
        terms = [(f"a[{i * n + j}]" if j <= i else f"a[{j * n + i}]", f"x{j}") for j in range(n)]
        dot(f"g{i}", f"b[{i}]", terms, out)
        out.append(f"{INDENT}g[{i}] = g{i};")
    out.append("    }")
    return out


def identity_plus_gram(n):
    """m = I + sum_{from <= i < to} k_i k_i^T (lower triangle, stride s; k_i = the first n entries of row i of k)."""
    out = [f"    private static void identityPlusGram{n}(double[] k, int from, int to, int s, double[] m) {{"]
    for j in range(n):
        for q in range(j + 1):
            out.append(f"{INDENT}double m{j}x{q} = {1 if j == q else 0};")
    out.append(f"{INDENT}for (int i = from; i < to; i++) {{")
    out.append(f"{INDENT}    int o = i * s;")
    for j in range(n):
        out.append(f"{INDENT}    double k{j} = k[o + {j}];")
    for j in range(n):
        for q in range(j + 1):
            out.append(f"{INDENT}    m{j}x{q} = Math.fma(k{j}, k{q}, m{j}x{q});")
    out.append(f"{INDENT}}}")
    for j in range(n):
        if j > 0:
            out.append(f"{INDENT}int o{j} = {j} * s;" if j > 1 else f"{INDENT}int o1 = s;")
        for q in range(j + 1):
            out.append(f"{INDENT}m[{'o' + str(j) + ' + ' if j > 0 else ''}{q}] = m{j}x{q};")
    out.append("    }")
    return out

def rows_transposed_times(n):
    """u_j = t_j + sum_{from <= i < to} k[i s + j] t_i for j < n."""
    out = [f"    private static void rowsTransposedTimes{n}(double[] k, int from, int to, int s, double[] t, double[] u) {{"]
    for j in range(n):
        out.append(f"{INDENT}double u{j} = t[{j}];")
    out.append(f"{INDENT}for (int i = from; i < to; i++) {{")
    out.append(f"{INDENT}    int o = i * s;")
    out.append(f"{INDENT}    double ti = t[i];")
    for j in range(n):
        out.append(f"{INDENT}    u{j} = Math.fma(k[o + {j}], ti, u{j});")
    out.append(f"{INDENT}}}")
    for j in range(n):
        out.append(f"{INDENT}u[{j}] = u{j};")
    out.append("    }")
    return out


def rows_times(n):
    """v_i = sum_{j < n} k[i s + j] z_j for from <= i < to."""
    out = [f"    private static void rowsTimes{n}(double[] k, int from, int to, int s, double[] z, double[] v) {{"]
    for j in range(n):
        out.append(f"{INDENT}double z{j} = z[{j}];")
    out.append(f"{INDENT}for (int i = from; i < to; i++) {{")
    out.append(f"{INDENT}    int o = i * s;")
    out.append(f"{INDENT}    double v0 = k[o] * z0;")
    for j in range(1, n):
        out.append(f"{INDENT}    v0 = Math.fma(k[o + {j}], z{j}, v0);")
    out.append(f"{INDENT}    v[i] = v0;")
    out.append(f"{INDENT}}}")
    out.append("    }")
    return out

def dispatch(name, signature, call, kind, default):
    out = [f"    {signature} {{", f"{INDENT}switch (d) {{"]
    for d in range(1, MAX_D + 1):
        out.append(f"{INDENT}    case {d}:")
        out.append(f"{INDENT}        {kind}{name}{d}({call});")
        if kind == "":
            out.append(f"{INDENT}        return;")
    out.append(f"{INDENT}    default:")
    out.append(f"{INDENT}        {default}")
    out.append(f"{INDENT}}}")
    out.append("    }")
    return out


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    path = os.path.join(root, "src", "main", "java", "org", "snapfit", "impulse", "solver", "FixedSizeKernels.java")
    out = [
        "package org.snapfit.impulse.solver;",
        "",
        "import org.snapfit.algebra.number.SnapfitInternalError;",
        "",
        "/**",
        " * Straight-line (loop-free) kernels of {@link ImpulseSolverEngine} for every number of degrees of freedom",
        f" * d ≤ {MAX_D} (GENERATED by impulse/tools/generate_fixed_size_kernels.py — do not edit by hand). At these",
        " * sizes the loop versions spend most of their time entering and leaving short loops; these perform the same",
        " * multiply–adds (row-major arrays, stride d). Dot products of "
        f"{SPLIT} or more terms are split into two accumulation",
        " * chains (first and second half) to shorten the dependency chain; the rounding-error bounds used by the engine",
        " * (Higham, Accuracy and Stability of Numerical Algorithms, 2nd ed., §3.1 and §10.1) hold for any summation order.",
        " */",
        "final class FixedSizeKernels {",
        "",
        "    /** The largest d with a straight-line kernel. */",
        f"    static final int MAX_DOF = {MAX_D};",
        "",
        "    private FixedSizeKernels() {",
        "    }",
        "",
        "    /**",
        "     * Left-looking Cholesky D = L Lᵀ (lower triangle and diagonal of l, stride d; 1 / l_jj into inv) if D is",
        "     * exactly mirrored (D_ij == D_ji for every i &lt; j) and every pivot is positive and finite.",
        "     *",
        "     * @return false (l and inv partly written) if D is not exactly mirrored, a pivot is not in (0, MAX_VALUE] or",
        f"     *     d &gt; {MAX_D}: the caller then runs its general factorisation, which screens and reports",
        "     */",
    ]
    out += dispatch("factor", "static boolean factor(int d, double[] m, double[] l, double[] inv)", "m, l, inv",
                    "return ", "return false;")
    out += ["", "    /**",
            "     * Forward substitution w_a = L⁻¹ jac_a and w_b = L⁻¹ jac_b for the rows starting at offsets a and b of jac",
            "     * (stored at the same offsets of w; a == b is allowed).",
            "     *",
            f"     * @throws SnapfitInternalError if d is outside [1, {MAX_D}]",
            "     */"]
    out += dispatch("forward", "static void forward(int d, double[] l, double[] inv, double[] jac, int a, int b, double[] w)",
                    "l, inv, jac, a, b, w", "", "throw new SnapfitInternalError(\"no straight-line kernel for d = \" + d);")
    out += ["", "    /**",
            "     * y = Lᵀ v (L lower triangular in l, stride d).",
            "     *",
            "     * @return |y|²",
            f"     * @throws SnapfitInternalError if d is outside [1, {MAX_D}]",
            "     */"]
    out += dispatch("lowerTransposed", "static double lowerTransposed(int d, double[] l, double[] v, double[] y)",
                    "l, v, y", "return ", "throw new SnapfitInternalError(\"no straight-line kernel for d = \" + d);")
    out += ["", "    /**",
            "     * Solves F x = v in place: F lower triangular d × d in f (row stride s), 1 / F_ii in inv, v from offset o.",
            "     *",
            f"     * @throws SnapfitInternalError if d is outside [1, {MAX_D}]",
            "     */"]
    out += dispatch("solveLower", "static void solveLower(int d, double[] f, double[] inv, int s, double[] v, int o)",
                    "f, inv, s, v, o", "", "throw new SnapfitInternalError(\"no straight-line kernel for d = \" + d);")
    out += ["", "    /**",
            "     * Solves Fᵀ x = v in place: F lower triangular d × d in f (row stride s), 1 / F_ii in inv, v from offset o.",
            "     *",
            f"     * @throws SnapfitInternalError if d is outside [1, {MAX_D}]",
            "     */"]
    out += dispatch("solveTransposed", "static void solveTransposed(int d, double[] f, double[] inv, int s, double[] v, int o)",
                    "f, inv, s, v, o", "", "throw new SnapfitInternalError(\"no straight-line kernel for d = \" + d);")
    out += ["", "    /**",
            "     * Left-looking Cholesky of the lower triangle of m (d × d, row stride s) into l (same stride), 1 / l_jj into",
            "     * inv and the pivots s_j (squared diagonal) into piv, in the natural order; every column is formed, but only",
            "     * the columns before the returned index are meaningful.",
            "     *",
            "     * @return the first j whose pivot is not above cut (NaN counts as not above), d if there is none",
            f"     * @throws SnapfitInternalError if d is outside [1, {MAX_D}]",
            "     */"]
    out += dispatch("factorLower",
                    "static int factorLower(int d, double[] m, int s, double[] l, double[] inv, double[] piv, double cut)",
                    "m, s, l, inv, piv, cut", "return ", "throw new SnapfitInternalError(\"no straight-line kernel for d = \" + d);")
    out += ["", "    /**",
            "     * The lower triangle of A = W Wᵀ (the c rows of w, length and stride d; a with stride c) and b = W y.",
            "     *",
            "     * @return tr A",
            f"     * @throws SnapfitInternalError if d is outside [1, {MAX_D}]",
            "     */"]
    out += dispatch("gramLower", "static double gramLower(int d, double[] w, int c, double[] a, double[] y, double[] b)",
                    "w, c, a, y, b", "return ", "throw new SnapfitInternalError(\"no straight-line kernel for d = \" + d);")
    out += ["", "    /**",
            "     * z = Wᵀp = Σ_i p_i w_i (the c rows of w, length and stride d).",
            "     *",
            "     * @return |y + z|²",
            f"     * @throws SnapfitInternalError if d is outside [1, {MAX_D}]",
            "     */"]
    out += dispatch("transposedTimes", "static double transposedTimes(int d, double[] w, int c, double[] p, double[] z, double[] y)",
                    "w, c, p, z, y", "return ", "throw new SnapfitInternalError(\"no straight-line kernel for d = \" + d);")
    out += ["", "    /**",
            "     * g = b − A x for the symmetric d × d matrix A stored as its lower triangle in a (stride d).",
            "     *",
            f"     * @throws SnapfitInternalError if d is outside [1, {MAX_D}]",
            "     */"]
    out += dispatch("residual", "static void residual(int d, double[] a, double[] x, double[] b, double[] g)",
                    "a, x, b, g", "", "throw new SnapfitInternalError(\"no straight-line kernel for d = \" + d);")
    out += ["", "    /**",
            "     * M = I + Σ_{from ≤ i &lt; to} k_i k_iᵀ into the lower triangle of m (stride s), k_i the first d entries of",
            "     * row i of k (stride s).",
            "     *",
            f"     * @throws SnapfitInternalError if d is outside [1, {MAX_D}]",
            "     */"]
    out += dispatch("identityPlusGram", "static void identityPlusGram(int d, double[] k, int from, int to, int s, double[] m)",
                    "k, from, to, s, m", "", "throw new SnapfitInternalError(\"no straight-line kernel for d = \" + d);")
    out += ["", "    /**",
            "     * u_j = t_j + Σ_{from ≤ i &lt; to} k_ij t_i for j &lt; d (k with row stride s).",
            "     *",
            f"     * @throws SnapfitInternalError if d is outside [1, {MAX_D}]",
            "     */"]
    out += dispatch("rowsTransposedTimes",
                    "static void rowsTransposedTimes(int d, double[] k, int from, int to, int s, double[] t, double[] u)",
                    "k, from, to, s, t, u", "", "throw new SnapfitInternalError(\"no straight-line kernel for d = \" + d);")
    out += ["", "    /**",
            "     * v_i = Σ_{j &lt; d} k_ij z_j for from ≤ i &lt; to (k with row stride s).",
            "     *",
            f"     * @throws SnapfitInternalError if d is outside [1, {MAX_D}]",
            "     */"]
    out += dispatch("rowsTimes", "static void rowsTimes(int d, double[] k, int from, int to, int s, double[] z, double[] v)",
                    "k, from, to, s, z, v", "", "throw new SnapfitInternalError(\"no straight-line kernel for d = \" + d);")
    for d in range(1, MAX_D + 1):
        out += [""] + rows_transposed_times(d) + [""] + rows_times(d)
        out += [""] + residual(d) + [""] + identity_plus_gram(d)
        out += [""] + gram_lower(d) + [""] + transposed_times(d)
        out += [""] + factor_lower(d) + [""] + factor(d) + [""] + forward(d) + [""] + lower_transposed(d)
        out += [""] + solve_lower(d) + [""] + solve_transposed(d)
    out.append("}")
    text = "\n".join(out) + "\n"
    text = text.replace(" + 0]", "]").replace("[0 + ", "[")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()

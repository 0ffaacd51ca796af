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
    """target = init - sum(a * b for a, b in terms), one statement per line."""
    if len(terms) >= SPLIT:
        h = (len(terms) + 1) // 2
        out.append(f"{INDENT}double {target} = {init};")
        out.append(f"{INDENT}double {target}h = {terms[h][0]} * {terms[h][1]};")
        for a, b in terms[:h]:
            out.append(f"{INDENT}{target} = Math.fma(-{a}, {b}, {target});")
        for a, b in terms[h + 1:]:
            out.append(f"{INDENT}{target}h = Math.fma({a}, {b}, {target}h);")
        out.append(f"{INDENT}{target} -= {target}h;")
    else:
        out.append(f"{INDENT}double {target} = {init};")
        for a, b in terms:
            out.append(f"{INDENT}{target} = Math.fma(-{a}, {b}, {target});")


def factor(d):
    out = [f"    private static boolean factor{d}(double[] m, double[] l, double[] inv) {{"]
    pairs = [(i, j) for i in range(d) for j in range(i + 1, d)]
    if pairs:
        out.append(f"{INDENT}boolean mirrored = true;")
        for i, j in pairs:
            out.append(f"{INDENT}mirrored &= m[{i * d + j}] == m[{j * d + i}];")
        out.append(f"{INDENT}if (!mirrored) {{")
        out.append(f"{INDENT}    return false;")
        out.append(f"{INDENT}}}")
    for j in range(d):
        dot(f"s{j}", f"m[{j * d + j}]", [(f"l{j}x{k}", f"l{j}x{k}") for k in range(j)], out)
        out.append(f"{INDENT}double l{j}x{j} = Math.sqrt(s{j});")
        out.append(f"{INDENT}double v{j} = 1 / l{j}x{j};")
        out.append(f"{INDENT}l[{j * d + j}] = l{j}x{j};")
        out.append(f"{INDENT}inv[{j}] = v{j};")
        for i in range(j + 1, d):
            dot(f"t{i}x{j}", f"m[{i * d + j}]", [(f"l{i}x{k}", f"l{j}x{k}") for k in range(j)], out)
            out.append(f"{INDENT}double l{i}x{j} = t{i}x{j} * v{j};")
            out.append(f"{INDENT}l[{i * d + j}] = l{i}x{j};")
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
    for d in range(1, MAX_D + 1):
        out += [""] + factor(d) + [""] + forward(d) + [""] + lower_transposed(d)
    out.append("}")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()

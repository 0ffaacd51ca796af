package org.snapfit.algebra.merge;

/**
 * For a start z = (t0, u0) on a constraint curve (contact at the start), which side of the contact is free along
 * the sweep line t = t0 (docs/model.md: the sweep line moves in t, the pawl's state moves along it in u). The face
 * of such a start is the face that contains the points (t0, u0 + ε) ({@link #LARGER_U}) or (t0, u0 − ε)
 * ({@link #SMALLER_U}) for every small enough ε &gt; 0 — a well-defined face unless a curve of constant t = t0 runs
 * along the sweep line from z on that side.
 */
public enum FreeSide {
    /** The face entered from z towards larger u along the sweep line. */
    LARGER_U,
    /** The face entered from z towards smaller u along the sweep line. */
    SMALLER_U
}

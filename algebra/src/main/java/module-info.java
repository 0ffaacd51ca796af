/**
 * snapfit algebra: exact numbers, integer polynomials, real algebraic numbers, C-space curves and the single
 * free-space face.
 */
module org.snapfit.algebra {
    exports org.snapfit.algebra.number;
    exports org.snapfit.algebra.arrangement;
}

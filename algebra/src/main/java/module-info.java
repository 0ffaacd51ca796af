/**
 * snapfit algebra: exact numbers, integer polynomials, real algebraic numbers, C-space curves and the single
 * free-space face.
 */
module org.snapfit.algebra {
    requires org.apfloat;

    exports org.snapfit.algebra.number;
    exports org.snapfit.algebra.poly;
    exports org.snapfit.algebra.real;
    exports org.snapfit.algebra.interval;
    exports org.snapfit.algebra.arrangement;
    exports org.snapfit.algebra.cspace;
    exports org.snapfit.algebra.merge;
    exports org.snapfit.algebra.memo;
}

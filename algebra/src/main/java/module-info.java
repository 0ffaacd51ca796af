/**
 * snapfit algebra: exact numbers, integer polynomials, real algebraic numbers, C-space curves and the single
 * free-space face.
 */
@SuppressWarnings("module") // qualified exports name modules built later, which javac reports as not found here
module org.snapfit.algebra {
    requires org.apfloat;

    exports org.snapfit.algebra.number;
    exports org.snapfit.algebra.poly;
    exports org.snapfit.algebra.real;
    exports org.snapfit.algebra.interval;
    exports org.snapfit.algebra.arrangement;
    exports org.snapfit.algebra.cspace;
    exports org.snapfit.algebra.merge;
    // the bounded memo tables: internal, shared with the sweep's caches and the exact analysis's shared runs only
    exports org.snapfit.algebra.memo to org.snapfit.sweep, org.snapfit.analysis;
}

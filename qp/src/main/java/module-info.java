/**
 * snapfit qp: QP collision response for deformable parts (Raghupathi and Faure, "QP-Collide", GTAS 2006).
 */
module org.snapfit.qp {
    requires transitive org.snapfit.algebra;
    requires transitive org.snapfit.core;

    exports org.snapfit.qp.problem;
    exports org.snapfit.qp.solver;
    exports org.snapfit.qp.model;
    exports org.snapfit.qp.response;
    exports org.snapfit.qp.step;
}

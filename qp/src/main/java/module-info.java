/**
 * snapfit qp: QP collision response for deformable parts (Raghupathi and Faure, "QP-Collide", GTAS 2006).
 * The exported model, response and step packages work in mm, kg, s, N; the engine behind them works in SI in the
 * packages {@code org.snapfit.qp.engine.*}, which are not exported. The problem and solver packages are pure
 * mathematics (no units).
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

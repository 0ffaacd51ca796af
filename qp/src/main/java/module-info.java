/**
 * snapfit qp: qP collision response for deformable parts (Raghupathi and Faure).
 */
module org.snapfit.qp {
    requires transitive org.snapfit.algebra;
    requires transitive org.snapfit.core;
}

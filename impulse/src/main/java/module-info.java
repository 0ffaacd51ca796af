/**
 * snapfit impulse: passive multi-contact impulses for rigid bodies and linkages (Constantinescu et al.).
 */
module org.snapfit.impulse {
    requires transitive org.snapfit.algebra;
    requires transitive org.snapfit.core;

    exports org.snapfit.impulse.contact;
    exports org.snapfit.impulse.force;
    exports org.snapfit.impulse.model;
    exports org.snapfit.impulse.scene;
    exports org.snapfit.impulse.sim;
    exports org.snapfit.impulse.solver;
}

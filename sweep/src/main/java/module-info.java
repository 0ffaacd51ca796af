/**
 * snapfit sweep: the Donald-Pai snap-fastener model, its C-space and the exact plane sweep, forces along the trajectory.
 */
module org.snapfit.sweep {
    requires transitive org.snapfit.algebra;
    requires transitive org.snapfit.core;
    requires com.fasterxml.jackson.databind;

    exports org.snapfit.sweep.model;
    exports org.snapfit.sweep.traits;
    exports org.snapfit.sweep.event;
    exports org.snapfit.sweep.trajectory;
    exports org.snapfit.sweep.force;
    exports org.snapfit.sweep.engine;
}

/**
 * snapfit sweep: the Donald-Pai snap-fastener model, its C-space and the exact plane sweep, forces along the trajectory.
 */
@SuppressWarnings("module") // qualified exports name modules built later, which javac reports as not found here
module org.snapfit.sweep {
    requires transitive org.snapfit.algebra;
    requires transitive org.snapfit.core;
    requires com.fasterxml.jackson.databind;

    exports org.snapfit.sweep.model;
    exports org.snapfit.sweep.contact;
    // the C-space, its curves and predicates: internal, shared with the report and plotting code only
    exports org.snapfit.sweep.traits to org.snapfit.analysis, org.snapfit.cli;
    exports org.snapfit.sweep.event;
    exports org.snapfit.sweep.trajectory;
    exports org.snapfit.sweep.force;
    exports org.snapfit.sweep.engine;
}

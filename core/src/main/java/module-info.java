/**
 * snapfit core: the geometry kernel shared by every module above it.
 */
@SuppressWarnings("module") // qualified exports name modules built later, which javac reports as not found here
module org.snapfit.core {
    requires transitive org.snapfit.algebra;

    exports org.snapfit.core.check;
    exports org.snapfit.core.tolerance;
    exports org.snapfit.core.geom;
    exports org.snapfit.core.predicate;
    exports org.snapfit.core.transform;
    exports org.snapfit.core.mesh;
    exports org.snapfit.core.curve;
    exports org.snapfit.core.surface;
    exports org.snapfit.core.body;
    exports org.snapfit.core.contact;
    exports org.snapfit.core.index;
    exports org.snapfit.core.section;
    exports org.snapfit.core.io;
    exports org.snapfit.core.linalg;
    // the daemon thread pools: internal, shared with the modules that run work in parallel
    exports org.snapfit.core.parallel to org.snapfit.sweep, org.snapfit.analysis;
}

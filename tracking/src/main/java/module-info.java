/**
 * snapfit tracking: minimum-distance tracking between convex parametric bodies (Patoglu and Gillespie).
 */
module org.snapfit.tracking {
    requires transitive org.snapfit.algebra;
    requires transitive org.snapfit.core;

    exports org.snapfit.tracking.model;
    exports org.snapfit.tracking.tracker;
    exports org.snapfit.tracking.clearance;
    exports org.snapfit.tracking.brep;
}

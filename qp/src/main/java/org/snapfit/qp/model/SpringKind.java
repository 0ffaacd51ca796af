package org.snapfit.qp.model;

/** The role of a spring. Both kinds obey the same force law; the kind is for reports and strain limits. */
public enum SpringKind {
    /** A structural spring between neighbouring particles (a cable segment; its edge takes part in collisions). */
    STRETCH,
    /** A bending spring across two segments (particles i and i + 2 of a cable); it has no collision edge. */
    BEND
}

package org.snapfit.core.surface;

import java.util.Locale;

/** The kinds of surface the kernel knows, for surface-type census in reports. */
public enum SurfaceKind {
    /** A plane. */
    PLANE,
    /** A circular cylinder. */
    CYLINDER,
    /** A circular cone. */
    CONE,
    /** A sphere. */
    SPHERE,
    /** A torus. */
    TORUS,
    /** A (possibly rational) B-spline surface. */
    BSPLINE,
    /** A surface of revolution. */
    REVOLUTION,
    /** A surface of linear extrusion. */
    EXTRUSION,
    /** An offset surface. */
    OFFSET,
    /** Anything else. */
    OTHER;

    /**
     * The lower-case name used in JSON documents, e.g. {@code "bspline"}.
     *
     * @return the key
     */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}

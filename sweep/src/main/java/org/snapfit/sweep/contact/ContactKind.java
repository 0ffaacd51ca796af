package org.snapfit.sweep.contact;

/** The two kinds of vertex–edge contact of Donald &amp; Pai. */
public enum ContactKind {
    /** Type A: an obstacle vertex on a pawl edge, (p_j − p)·R_θ n_i − d_i = 0. */
    A,
    /** Type B: a pawl vertex on an obstacle edge, (R_θ p_i + p)·n_j − d_j = 0. */
    B
}

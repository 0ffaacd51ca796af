package org.snapfit.qp.model;

import org.snapfit.qp.engine.model.SiSpring;

/**
 * A linear spring with damping along its axis between particles i and j, in the toolkit's units (mm, kg, s, N).
 * Immutable; approximate. Force on i: f<sub>i</sub> = k (l &minus; l<sub>0</sub>) u + c ((v<sub>j</sub> &minus;
 * v<sub>i</sub>)&middot;u) u with u = (x<sub>j</sub> &minus; x<sub>i</sub>)/l; f<sub>j</sub> = &minus;f<sub>i</sub>.
 * A bending spring ({@link SpringKind#BEND}) is the same axial spring between particles i and i + 2: its stiffness
 * is an axial stiffness in N/mm (not a flexural rigidity E&middot;I).
 *
 * @param i the first particle
 * @param j the second particle, &ne; i
 * @param stiffness k in N/mm, &ge; 0
 * @param damping c in N&middot;s/mm, &ge; 0
 * @param restLength l<sub>0</sub> in mm, &gt; 0
 * @param kind structural or bending
 */
public record Spring(int i, int j, double stiffness, double damping, double restLength, SpringKind kind) {

    /**
     * Validates the spring.
     *
     * @param i the first particle
     * @param j the second particle
     * @param stiffness k in N/mm
     * @param damping c in N&middot;s/mm
     * @param restLength l0 in mm
     * @param kind the kind
     * @throws IllegalArgumentException if i or j is negative, i = j, stiffness or damping is negative or not
     *     finite, or the rest length is not positive
     */
    public Spring {
        SiSpring.check(i, j, stiffness, damping, restLength, kind, "mm");
    }
}

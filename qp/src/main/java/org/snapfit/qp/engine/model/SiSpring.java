package org.snapfit.qp.engine.model;

import org.snapfit.qp.model.SpringKind;
import java.util.Objects;
import org.snapfit.core.check.Require;

/**
 * A linear spring with damping along its axis between particles i and j. Immutable; approximate. Force on i:
 * f<sub>i</sub> = k (l &minus; l<sub>0</sub>) u + c ((v<sub>j</sub> &minus; v<sub>i</sub>)&middot;u) u with
 * u = (x<sub>j</sub> &minus; x<sub>i</sub>)/l; f<sub>j</sub> = &minus;f<sub>i</sub>.
 *
 * @param i the first particle
 * @param j the second particle, &ne; i
 * @param stiffness k in N/m, &ge; 0
 * @param damping c in N&middot;s/m, &ge; 0
 * @param restLength l<sub>0</sub> in m, &gt; 0
 * @param kind structural or bending
 */
public record SiSpring(int i, int j, double stiffness, double damping, double restLength, SpringKind kind) {

    /**
     * Validates the spring.
     *
     * @param i the first particle
     * @param j the second particle
     * @param stiffness k
     * @param damping c
     * @param restLength l0
     * @param kind the kind
     * @throws IllegalArgumentException if i or j is negative, i = j, stiffness or damping is negative or not
     *     finite, or the rest length is not positive
     */
    public SiSpring {
        check(i, j, stiffness, damping, restLength, kind, "m");
    }

    /**
     * The checks of a spring's values, with the length unit its messages name.
     *
     * @param i the first particle
     * @param j the second particle
     * @param stiffness k in N per length unit
     * @param damping c in N&middot;s per length unit
     * @param restLength l0 in the length unit
     * @param kind the kind
     * @param lengthUnit the length unit's symbol ({@code "m"} in the engine, {@code "mm"} in the public API)
     * @throws IllegalArgumentException if i or j is negative, i = j, stiffness or damping is negative or not
     *     finite, or the rest length is not positive
     */
    public static void check(int i, int j, double stiffness, double damping, double restLength, SpringKind kind,
            String lengthUnit) {
        Objects.requireNonNull(kind, "kind");
        if (i < 0 || j < 0 || i == j) {
            throw new IllegalArgumentException("spring (" + i + ", " + j
                    + "); a spring joins two distinct particles with indices >= 0");
        }
        String spring = "spring (" + i + ", " + j + ") ";
        Require.nonNegative(spring + "stiffness (N/" + lengthUnit + ")", stiffness);
        Require.nonNegative(spring + "damping (N*s/" + lengthUnit + ")", damping);
        Require.positive(spring + "restLength (" + lengthUnit + ")", restLength);
    }
}

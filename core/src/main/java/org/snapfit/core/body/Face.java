package org.snapfit.core.body;

import java.util.List;
import java.util.Objects;
import org.snapfit.core.surface.ParametricSurface;

/**
 * A trimmed face: a region of a surface bounded by loops. The face normal is the surface's natural normal
 * Su × Sv when {@code sameSense}, else its opposite. Immutable.
 *
 * @param surface the underlying surface
 * @param sameSense whether the face normal agrees with the surface normal
 * @param loops the boundary loops (outer and inner, each oriented with the face on its left)
 */
public record Face(ParametricSurface surface, boolean sameSense, List<Loop> loops) {
    /**
     * Validates and copies.
     *
     * @param surface the surface
     * @param sameSense the orientation flag
     * @param loops the loops
     */
    public Face {
        Objects.requireNonNull(surface, "surface");
        loops = List.copyOf(loops);
    }

    /**
     * The same face with the opposite normal (loops reversed).
     *
     * @return the flipped face
     */
    public Face flipped() {
        return new Face(surface, !sameSense, loops.stream().map(Loop::reversed).toList());
    }
}

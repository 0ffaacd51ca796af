package org.snapfit.core.section;

import java.util.Optional;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.surface.ParametricSurface;

/**
 * The exact twins of a body's floating-point geometry, as a reader knows them from the file's decimal text: exact
 * vertex positions and exact axes of elementary surfaces. A section uses them to keep exact what the file gives
 * exactly; everything without a twin is computed in floating point and rounded. Looked up by object identity of the
 * body's features. Implementations are immutable and thread-safe.
 */
public interface ExactData {

    /** No exact data: every section vertex is computed in floating point. */
    ExactData NONE = new ExactData() {
        @Override
        public Optional<ExactPoint3> vertex(Vertex v) {
            return Optional.empty();
        }

        @Override
        public Optional<ExactAxis> axis(ParametricSurface s) {
            return Optional.empty();
        }
    };

    /**
     * The exact position of a vertex, in the body's coordinates (mm).
     *
     * @param v a vertex of the body
     * @return its exact position, if the file gives it exactly
     */
    Optional<ExactPoint3> vertex(Vertex v);

    /**
     * The exact axis (and radius) of a cylinder, cone, sphere or torus surface.
     *
     * @param s a surface of the body
     * @return its exact axis, if known
     */
    Optional<ExactAxis> axis(ParametricSurface s);
}

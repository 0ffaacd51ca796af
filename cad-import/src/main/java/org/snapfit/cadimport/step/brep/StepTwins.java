package org.snapfit.cadimport.step.brep;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import org.snapfit.core.body.Assembly;
import org.snapfit.core.body.Vertex;
import org.snapfit.core.geom.ExactPoint3;
import org.snapfit.core.section.ExactAxis;
import org.snapfit.core.section.ExactData;
import org.snapfit.core.surface.ParametricSurface;
import org.snapfit.core.transform.ExactRigid3;

/**
 * What a STEP file gives beyond the floating-point B-rep: the exact values of its decimals (vertex positions,
 * elementary surface axes and radii, placements that are exact rigid motions), parsed from the Part 21 text as
 * rationals and scaled by the exact unit factor, and the entity each face, edge, vertex and body came from. Looked
 * up by object identity of the model's features. Filled while reading, then read-only (safe to share once the
 * {@link StepModel} is published).
 */
public final class StepTwins implements ExactData {

    private final Map<Vertex, ExactPoint3> vertices = new IdentityHashMap<>();
    private final Map<ParametricSurface, ExactAxis> axes = new IdentityHashMap<>();
    private final Map<Object, EntityRef> entities = new IdentityHashMap<>();
    private final Map<Assembly.Instance, ExactRigid3> placements = new IdentityHashMap<>();

    /** Creates an empty table (the reader fills it). */
    StepTwins() {
    }

    void vertex(Vertex v, ExactPoint3 p) {
        vertices.put(v, p);
    }

    void axis(ParametricSurface s, ExactAxis a) {
        axes.put(s, a);
    }

    void entity(Object feature, EntityRef ref) {
        entities.put(feature, ref);
    }

    void placement(Assembly.Instance i, ExactRigid3 p) {
        placements.put(i, p);
    }

    @Override
    public Optional<ExactPoint3> vertex(Vertex v) {
        return Optional.ofNullable(vertices.get(v));
    }

    @Override
    public Optional<ExactAxis> axis(ParametricSurface s) {
        return Optional.ofNullable(axes.get(s));
    }

    /**
     * The entity a face, edge, vertex or body came from.
     *
     * @param feature a feature of the model
     * @return its entity, if known
     */
    public Optional<EntityRef> entity(Object feature) {
        return Optional.ofNullable(entities.get(feature));
    }

    /**
     * The exact placement of an instance, when the file's frames are exact rigid motions (axis-aligned or built
     * from Pythagorean triples, with direction ratios below 1e-14 of the largest read as 0, see
     * {@link StepReader#DIRECTION_NOISE}).
     *
     * @param instance an instance of the model's assembly tree
     * @return its child-to-parent placement, if exact
     */
    public Optional<ExactRigid3> exactPlacement(Assembly.Instance instance) {
        return Optional.ofNullable(placements.get(instance));
    }

    /**
     * The number of vertices with exact positions (for reports).
     *
     * @return the count
     */
    public int exactVertexCount() {
        return vertices.size();
    }

    /**
     * A read-only view of the entity table's size (for tests and reports).
     *
     * @return the number of features with a known entity
     */
    public int entityCount() {
        return Collections.unmodifiableMap(entities).size();
    }
}

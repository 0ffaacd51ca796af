package org.snapfit.sweep.model;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.snapfit.core.body.LayerRole;

/**
 * Which role each layer of a {@link org.snapfit.core.body.ProfileSet} plays. Two policies: the DXF layer convention
 * ({@link #convention()}: {@code ROOT}, {@code PAWL-n}, {@code HINGE-n}, {@code BEAM-n}, {@code OBSTACLE*},
 * {@code DIRECTION}; any other layer is ignored with a warning) and parts of a 3D model ({@link #parts(Map)}: the same
 * names except the line layers {@code BEAM-n} and {@code DIRECTION}, since a solid's section is no line; an explicit
 * role per name taking precedence, and every other part a fixed obstacle). Immutable and thread-safe.
 */
public final class LayerRoles {

    private final Map<String, LayerRole> overrides;
    private final boolean othersAreObstacles;

    private LayerRoles(Map<String, LayerRole> overrides, boolean othersAreObstacles) {
        this.overrides = Map.copyOf(overrides);
        this.othersAreObstacles = othersAreObstacles;
    }

    /**
     * The DXF layer convention.
     *
     * @return the policy
     */
    public static LayerRoles convention() {
        return new LayerRoles(Map.of(), false);
    }

    /**
     * Parts of a 3D model: roles by name (case-insensitive, {@code -} or {@code _}), the given ones first, then the
     * layer convention, and every other part a fixed obstacle.
     *
     * @param byName explicit roles by part name
     * @return the policy
     */
    public static LayerRoles parts(Map<String, LayerRole> byName) {
        Map<String, LayerRole> m = new LinkedHashMap<>();
        byName.forEach((k, v) -> m.put(LayerRole.normalise(k), v));
        return new LayerRoles(m, true);
    }

    /**
     * The role of a layer.
     *
     * @param layer the layer (or part) name
     * @return its role; for a name outside the convention, {@code IGNORE} (DXF) or {@code OBSTACLE} (parts)
     */
    public LayerRole roleOf(String layer) {
        String k = LayerRole.normalise(layer);
        LayerRole o = overrides.get(k);
        if (o != null) {
            return o;
        }
        Optional<LayerRole> c = LayerRole.conventional(layer);
        if (c.isPresent() && !(othersAreObstacles && (c.get().kind() == LayerRole.Kind.DIRECTION
                || c.get().kind() == LayerRole.Kind.BEAM))) {
            return c.get();
        }
        return new LayerRole(othersAreObstacles ? LayerRole.Kind.OBSTACLE : LayerRole.Kind.IGNORE, k);
    }

    /**
     * Whether a layer outside the convention is worth a warning (DXF: yes, it is probably a mistake; parts: no,
     * they are obstacles).
     *
     * @return true for the DXF convention
     */
    public boolean warnsOnOtherLayers() {
        return !othersAreObstacles;
    }

    /**
     * Whether a name has an explicit role.
     *
     * @param layer the name
     * @return true if the policy was given a role for it
     */
    public boolean isExplicit(String layer) {
        return overrides.containsKey(LayerRole.normalise(layer));
    }
}

package org.snapfit.cadimport.dxf;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Which layers of a drawing the DXF reader builds. Entities on other layers are skimmed (their groups are read but
 * never turned into numbers or geometry) and counted in one INFO diagnostic per layer. Immutable and thread-safe
 * (if its predicate is).
 *
 * <p>An entity inside a block that sits on layer {@code 0} takes the layer of its INSERT and is judged by that
 * layer; INSERTs themselves are always expanded (their content may lie on any layer).
 */
public final class LayerFilter {

    /**
     * The mechanism layer convention, matched ignoring case and with {@code _} read as {@code -}: {@code ROOT},
     * {@code PAWL-n}, {@code HINGE-n}, {@code OBSTACLE} and {@code OBSTACLE-*}, {@code DIRECTION}, {@code BEAM} and
     * {@code BEAM-*}.
     */
    private static final Pattern MECHANISM = Pattern.compile("ROOT|PAWL-.+|HINGE-.+|OBSTACLE(-.*)?|DIRECTION|BEAM(-.*)?");

    private static final LayerFilter ALL = new LayerFilter("every layer", layer -> true, true);

    private static final LayerFilter MECHANISM_LAYERS = new LayerFilter(
            "the mechanism layers (ROOT, PAWL-n, HINGE-n, OBSTACLE, OBSTACLE-*, DIRECTION, BEAM, BEAM-*)",
            layer -> MECHANISM.matcher(layer.strip().toUpperCase(Locale.ROOT).replace('_', '-')).matches(), false);

    private final String description;
    private final Predicate<String> accepts;
    private final boolean all;
    /** Decisions per layer name (a drawing has few layers and many entities). */
    private final Map<String, Boolean> decided = new ConcurrentHashMap<>();

    private LayerFilter(String description, Predicate<String> accepts, boolean all) {
        this.description = description;
        this.accepts = accepts;
        this.all = all;
    }

    /**
     * Every layer is built (the default).
     *
     * @return the filter
     */
    public static LayerFilter all() {
        return ALL;
    }

    /**
     * Only the layers of the mechanism convention are built: {@code ROOT}, {@code PAWL-n}, {@code HINGE-n},
     * {@code OBSTACLE}, {@code OBSTACLE-*}, {@code DIRECTION}, {@code BEAM}, {@code BEAM-*} (any case, {@code _} or
     * {@code -}).
     *
     * @return the filter
     */
    public static LayerFilter mechanismLayers() {
        return MECHANISM_LAYERS;
    }

    /**
     * A filter of the caller's.
     *
     * @param description what it keeps, for diagnostics (e.g. {@code "layers OUTLINE and HOLES"})
     * @param accepts whether a layer name is built
     * @return the filter
     */
    public static LayerFilter of(String description, Predicate<String> accepts) {
        return new LayerFilter(Objects.requireNonNull(description, "description"),
                Objects.requireNonNull(accepts, "accepts"), false);
    }

    /**
     * Whether entities on this layer are built.
     *
     * @param layer the layer name as written in the file
     * @return true to build them
     */
    public boolean accepts(String layer) {
        return all || decided.computeIfAbsent(layer, accepts::test);
    }

    /**
     * What the filter keeps, in words.
     *
     * @return e.g. {@code "every layer"}
     */
    public String description() {
        return description;
    }

    /**
     * Whether every layer is built.
     *
     * @return true for {@link #all()}
     */
    public boolean acceptsAll() {
        return all;
    }

    @Override
    public String toString() {
        return description;
    }
}

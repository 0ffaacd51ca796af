package org.snapfit.core.body;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The role a named layer (DXF) or part (STEP, STL, OBJ) plays in a snap-fit by the layer convention: {@code ROOT},
 * {@code PAWL-n}, {@code HINGE-n}, {@code BEAM-n}, {@code OBSTACLE} or {@code OBSTACLE-*}, {@code DIRECTION};
 * case-insensitive, with {@code -} or {@code _}. Immutable and thread-safe.
 *
 * @param kind what the layer is
 * @param key the canonical name that ties a pawl to its hinge or beam line ({@code PAWL-1} for the layer
 *     {@code pawl_1}, for its hinge layer {@code HINGE-1} and its beam layer {@code BEAM-1}); for the other kinds the
 *     normalised layer name
 */
public record LayerRole(Kind kind, String key) {

    /** What a layer is. */
    public enum Kind {
        /** The moving root (drawn only). */
        ROOT,
        /** A pawl's outline. */
        PAWL,
        /** A pawl's hinge (a point, or the centre of a circle). */
        HINGE,
        /** The centre line of a cantilever pawl (instead of its hinge). */
        BEAM,
        /** A fixed obstacle. */
        OBSTACLE,
        /** The direction line (velocity × travel). */
        DIRECTION,
        /** Not part of the mechanism. */
        IGNORE
    }

    private static final Pattern PAWL = Pattern.compile("PAWL-(.+)");
    private static final Pattern HINGE = Pattern.compile("HINGE-(.+)");
    private static final Pattern BEAM = Pattern.compile("BEAM-(.+)");
    private static final Pattern OBSTACLE = Pattern.compile("OBSTACLE(-.*)?");

    /**
     * Validates.
     *
     * @param kind the kind
     * @param key the key
     */
    public LayerRole {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(key, "key");
    }

    /**
     * The canonical spelling of a layer name: trimmed, upper case, {@code _} replaced by {@code -}.
     *
     * @param layer a layer name
     * @return e.g. {@code PAWL-1} for {@code pawl_1}
     */
    public static String normalise(String layer) {
        return layer.strip().toUpperCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * The role a name has by the layer convention alone.
     *
     * @param name a layer or part name
     * @return its role, or empty if the name is not a convention name
     */
    public static Optional<LayerRole> conventional(String name) {
        String k = normalise(name);
        Matcher p = PAWL.matcher(k);
        if (p.matches()) {
            return Optional.of(new LayerRole(Kind.PAWL, k));
        }
        Matcher h = HINGE.matcher(k);
        if (h.matches()) {
            return Optional.of(new LayerRole(Kind.HINGE, "PAWL-" + h.group(1)));
        }
        Matcher b = BEAM.matcher(k);
        if (b.matches()) {
            return Optional.of(new LayerRole(Kind.BEAM, "PAWL-" + b.group(1)));
        }
        if (OBSTACLE.matcher(k).matches()) {
            return Optional.of(new LayerRole(Kind.OBSTACLE, k));
        }
        if ("ROOT".equals(k)) {
            return Optional.of(new LayerRole(Kind.ROOT, k));
        }
        if ("DIRECTION".equals(k)) {
            return Optional.of(new LayerRole(Kind.DIRECTION, k));
        }
        return Optional.empty();
    }

    /**
     * Parses a role as a user writes it for a part: a convention name ({@code PAWL-1}, {@code HINGE-1},
     * {@code ROOT}, {@code OBSTACLE}, {@code OBSTACLE-rib}) or {@code IGNORE}.
     *
     * @param text the role text
     * @return the role
     * @throws IllegalArgumentException if the text names no role (the message lists the accepted forms)
     */
    public static LayerRole parse(String text) {
        if ("IGNORE".equals(normalise(text))) {
            return new LayerRole(Kind.IGNORE, "IGNORE");
        }
        return conventional(text).filter(r -> r.kind != Kind.DIRECTION && r.kind != Kind.BEAM).orElseThrow(() ->
                new IllegalArgumentException(
                "role '" + text + "' is not one of PAWL-n, HINGE-n, ROOT, OBSTACLE, OBSTACLE-name or IGNORE"));
    }
}

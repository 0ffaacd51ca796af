package org.snapfit.sweep.model;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;

/**
 * What a drawing cannot say about its cantilever pawls (docs/formats/dxf-layers.md, layer {@code BEAM-n}): the width
 * perpendicular to the drawing, thickness overrides of the measured ones, and the resin. Immutable, exact; lengths in
 * mm, modulus in MPa, strain as a fraction. Per-pawl maps are keyed by the normalised layer name ({@code PAWL-1}).
 *
 * @param width b for every beam pawl without its own, if given
 * @param widthByPawl b per pawl layer
 * @param thicknessByPawl root thickness per pawl layer, overriding the one measured in the drawing (a constant
 *     section unless a tip thickness is given too)
 * @param tipThicknessByPawl tip thickness per pawl layer (a linear taper)
 * @param thickness the root thickness for every beam pawl without its own, if given
 * @param material the resin's name: a row of {@link Materials}, or a name for the user's own values
 * @param modulus E in MPa, overriding the named resin's (or, with {@code permissibleStrain}, a resin of its own)
 * @param permissibleStrain the permissible strain fraction, overriding the named resin's
 */
public record BeamParameters(Optional<Rational> width, Map<String, Rational> widthByPawl,
        Map<String, Rational> thicknessByPawl, Map<String, Rational> tipThicknessByPawl, Optional<Rational> thickness,
        Optional<String> material, Optional<Rational> modulus, Optional<Rational> permissibleStrain) {

    /** The material name of a resin given only by modulus and permissible strain. */
    public static final String CUSTOM = "custom";

    /**
     * Validates and normalises the pawl keys.
     *
     * @param width the common width
     * @param widthByPawl widths per pawl layer
     * @param thicknessByPawl root thicknesses per pawl layer
     * @param tipThicknessByPawl tip thicknesses per pawl layer
     * @param thickness the common root thickness
     * @param material the resin name
     * @param modulus E in MPa
     * @param permissibleStrain the strain fraction
     * @throws IllegalArgumentException if a length or E is not positive or the strain is not in (0, 1); the message
     *     is {@code "<field> = <value>; <rule>"}
     */
    public BeamParameters {
        Objects.requireNonNull(width, "width");
        Objects.requireNonNull(thickness, "thickness");
        Objects.requireNonNull(material, "material");
        Objects.requireNonNull(modulus, "modulus");
        Objects.requireNonNull(permissibleStrain, "permissibleStrain");
        width.ifPresent(w -> positive("width", w));
        thickness.ifPresent(h -> positive("thickness", h));
        widthByPawl = keyed("width", widthByPawl);
        thicknessByPawl = keyed("thickness", thicknessByPawl);
        tipThicknessByPawl = keyed("tip thickness", tipThicknessByPawl);
        material = material.map(String::strip).filter(m -> !m.isEmpty());
        modulus.ifPresent(e -> {
            if (e.signum() <= 0) {
                throw new IllegalArgumentException("modulus = " + e + "; the modulus must be > 0 (MPa)");
            }
        });
        permissibleStrain.ifPresent(e -> {
            if (e.signum() <= 0 || e.compareTo(Rational.ONE) >= 0) {
                throw new IllegalArgumentException("permissible strain = " + e + "; it is a fraction in (0, 1), e.g."
                        + " 0.04 for 4 %");
            }
        });
    }

    private static void positive(String field, Rational v) {
        if (v.signum() <= 0) {
            throw new IllegalArgumentException(field + " = " + v + "; it must be > 0 (mm)");
        }
    }

    private static Map<String, Rational> keyed(String field, Map<String, Rational> byPawl) {
        Map<String, Rational> out = new LinkedHashMap<>();
        for (Map.Entry<String, Rational> e : byPawl.entrySet()) {
            positive(field + " " + e.getKey(), e.getValue());
            out.put(ProfileMechanisms.normaliseLayer(e.getKey()), e.getValue());
        }
        return Map.copyOf(out);
    }

    /**
     * No beam parameters.
     *
     * @return empty parameters
     */
    public static BeamParameters none() {
        return new BeamParameters(Optional.empty(), Map.of(), Map.of(), Map.of(), Optional.empty(), Optional.empty(),
                Optional.empty(), Optional.empty());
    }

    /**
     * Whether nothing is set.
     *
     * @return true for {@link #none()}
     */
    public boolean isEmpty() {
        return equals(none());
    }

    /**
     * The width of a pawl's beam: its own, else the common one.
     *
     * @param pawlLayer the pawl's layer (either spelling)
     * @return b, if given
     */
    public Optional<Rational> widthFor(String pawlLayer) {
        return Optional.ofNullable(widthByPawl.get(ProfileMechanisms.normaliseLayer(pawlLayer))).or(() -> width);
    }

    /**
     * The root thickness override of a pawl's beam: its own, else the common one.
     *
     * @param pawlLayer the pawl's layer (either spelling)
     * @return h, if given
     */
    public Optional<Rational> thicknessFor(String pawlLayer) {
        return Optional.ofNullable(thicknessByPawl.get(ProfileMechanisms.normaliseLayer(pawlLayer)))
                .or(() -> thickness);
    }

    /**
     * The tip thickness override of a pawl's beam.
     *
     * @param pawlLayer the pawl's layer (either spelling)
     * @return h₁, if given
     */
    public Optional<Rational> tipThicknessFor(String pawlLayer) {
        return Optional.ofNullable(tipThicknessByPawl.get(ProfileMechanisms.normaliseLayer(pawlLayer)));
    }

    /**
     * The resin these parameters name: a table row with the given overrides, or the user's own values.
     *
     * @return the material; empty when no name, modulus or strain is given at all
     * @throws IllegalArgumentException if the name is not in the table and modulus and strain are not both given,
     *     or no name is given and only one of them is (the message lists the built-in names)
     */
    public Optional<Material> resolveMaterial() {
        return resolve(material, modulus, permissibleStrain);
    }

    /**
     * A resin from a name and optional overrides (the rule of {@link #resolveMaterial()}).
     *
     * @param name the name, if any
     * @param modulus E in MPa, if given
     * @param strain the strain fraction, if given
     * @return the material, or empty when nothing is given
     * @throws IllegalArgumentException if the values do not make a material (see {@link #resolveMaterial()})
     */
    public static Optional<Material> resolve(Optional<String> name, Optional<Rational> modulus,
            Optional<Rational> strain) {
        if (name.isEmpty() && modulus.isEmpty() && strain.isEmpty()) {
            return Optional.empty();
        }
        Optional<Material> row = name.flatMap(Materials::named);
        if (row.isPresent()) {
            Material m = row.get();
            if (modulus.isPresent()) {
                m = m.withModulus(modulus.get());
            }
            if (strain.isPresent()) {
                m = m.withPermissibleStrain(strain.get());
            }
            return Optional.of(m);
        }
        if (modulus.isPresent() && strain.isPresent()) {
            return Optional.of(Material.of(name.orElse(CUSTOM), modulus.get(), strain.get()));
        }
        throw new IllegalArgumentException(name.isPresent()
                ? "material = \"" + name.get() + "\"; not a built-in resin " + Materials.names()
                        + ": name one of those or give both the modulus (MPa) and the permissible strain"
                : "material: " + (modulus.isPresent() ? "a modulus" : "a permissible strain") + " alone does not make a"
                        + " resin; name one of " + Materials.names() + " or give both the modulus and the strain");
    }

    /**
     * These parameters with the given ones taking precedence where present.
     *
     * @param over the overriding parameters
     * @return the merged parameters
     */
    public BeamParameters overriddenBy(BeamParameters over) {
        return new BeamParameters(over.width.or(() -> width), merged(widthByPawl, over.widthByPawl),
                merged(thicknessByPawl, over.thicknessByPawl), merged(tipThicknessByPawl, over.tipThicknessByPawl),
                over.thickness.or(() -> thickness), over.material.or(() -> material),
                over.modulus.or(() -> modulus), over.permissibleStrain.or(() -> permissibleStrain));
    }

    private static Map<String, Rational> merged(Map<String, Rational> base, Map<String, Rational> over) {
        Map<String, Rational> m = new LinkedHashMap<>(base);
        m.putAll(over);
        return m;
    }
}

package org.snapfit.sweep.model;

import java.util.Objects;
import org.snapfit.algebra.number.Rational;

/**
 * A resin as the cantilever formulas need it: its elastic modulus and the strain it may take once at the root of a
 * snap-fit beam. Immutable, exact.
 *
 * <p>The modulus is the short-term tensile modulus (the data-sheet value, ISO 527 at 1 mm/min). Resin suppliers'
 * snap-fit guides compute the deflection force with the secant modulus at the working strain, which is lower at a
 * strain of a few percent; forces computed with the tensile modulus are therefore upper estimates.
 *
 * @param name the resin's name as reports show it (e.g. {@code PA66-GF30}, or {@code custom})
 * @param modulus the elastic modulus E in MPa (N/mm²), &gt; 0
 * @param permissibleStrain the permissible short-term strain ε_perm for one assembly, a fraction in (0, 1)
 *     (0.04 for 4 %)
 * @param source where the values come from (a built-in table row's citation), or empty for the user's own values
 */
public record Material(String name, Rational modulus, Rational permissibleStrain, String source) {

    /**
     * Validates.
     *
     * @param name the name, not blank
     * @param modulus E in MPa, &gt; 0
     * @param permissibleStrain the strain fraction, 0 &lt; ε &lt; 1
     * @param source the citation (may be empty)
     * @throws IllegalArgumentException if the name is blank, E ≤ 0 or ε is not in (0, 1); the message names the
     *     field, the value and the rule
     */
    public Material {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("material.name = \"" + name + "\": a material needs a name");
        }
        Objects.requireNonNull(modulus, "modulus");
        Objects.requireNonNull(permissibleStrain, "permissibleStrain");
        if (modulus.signum() <= 0) {
            throw new IllegalArgumentException("material.modulus = \"" + modulus + "\": the modulus must be > 0 (MPa)");
        }
        if (permissibleStrain.signum() <= 0 || permissibleStrain.compareTo(Rational.ONE) >= 0) {
            throw new IllegalArgumentException("material.permissibleStrain = \"" + permissibleStrain
                    + "\": the permissible strain is a fraction in (0, 1), e.g. 0.04 for 4 %");
        }
        source = source == null ? "" : source;
    }

    /**
     * A user-given material without a citation.
     *
     * @param name the name
     * @param modulus E in MPa
     * @param permissibleStrain the strain fraction
     * @return the material
     * @throws IllegalArgumentException as the canonical constructor
     */
    public static Material of(String name, Rational modulus, Rational permissibleStrain) {
        return new Material(name, modulus, permissibleStrain, "");
    }

    /**
     * This material with another modulus (a design study's variant, or a user's override of a table value).
     *
     * @param e E in MPa, &gt; 0
     * @return the new material (its source is kept and marked as overridden)
     * @throws IllegalArgumentException if E ≤ 0
     */
    public Material withModulus(Rational e) {
        return new Material(name, e, permissibleStrain, overridden(source, "modulus"));
    }

    /**
     * This material with another permissible strain.
     *
     * @param strain the strain fraction in (0, 1)
     * @return the new material (its source is kept and marked as overridden)
     * @throws IllegalArgumentException if the strain is not in (0, 1)
     */
    public Material withPermissibleStrain(Rational strain) {
        return new Material(name, modulus, strain, overridden(source, "permissible strain"));
    }

    private static String overridden(String source, String what) {
        if (source.isEmpty()) {
            return "";
        }
        String mark = " (" + what + " given by the user)";
        return source.endsWith(mark) ? source : source + mark;
    }
}

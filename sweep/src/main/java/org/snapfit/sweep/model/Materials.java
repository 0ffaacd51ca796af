package org.snapfit.sweep.model;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.snapfit.algebra.number.Rational;

/**
 * The built-in table of common snap-fit resins: short-term tensile modulus and permissible strain for one assembly at
 * 23 °C. Stateless and thread-safe; the values are exact decimals as published.
 *
 * <p>Each value comes from the publication named in its row ({@link Material#source()}):
 * <ul>
 *   <li>{@code PC} — polycarbonate. E = 2400 MPa: Covestro, data sheet Makrolon 2405 (tensile modulus, ISO 527-1/-2,
 *       23 °C / 50 % r.h.). ε = 4 %: Covestro (formerly Bayer MaterialScience), "Snap-Fit Joints for Plastics — A
 *       Design Guide", table of permissible short-term strain for snap joints (Makrolon, single joining).</li>
 *   <li>{@code PA66} — polyamide 66, dry as moulded. E = 3100 MPa: DuPont, product information Zytel 103HSL NC010
 *       (tensile modulus, ISO 527-1/-2, dry). ε = 4 %: DuPont, "General Design Principles for DuPont Engineering
 *       Polymers", Table 10.06 (Zytel 101, dry, used once).</li>
 *   <li>{@code PA66-cond} — polyamide 66 conditioned at 50 % r.h. E = 1400 MPa: the same Zytel 103HSL data sheet
 *       (conditioned). ε = 6 %: the same Table 10.06 (50 % r.h., used once).</li>
 *   <li>{@code PA66-GF30} — polyamide 66 with 30 % glass fibre, dry as moulded. E = 10 000 MPa: DuPont, product
 *       information Zytel 70G30HSL NC010 (tensile modulus, ISO 527-1/-2, dry). ε = 0.8 %: the same Table 10.06
 *       (glass-reinforced Zytel, dry, used once: 0.8–1.2 %, the lower end taken).</li>
 *   <li>{@code POM} — acetal homopolymer. E = 3100 MPa: DuPont, product information Delrin 500P NC010 (tensile
 *       modulus, ISO 527-1/-2). ε = 6 %: the same Table 10.06 (Delrin 500, used once).</li>
 * </ul>
 * Grades differ: these are starting values for a first check, to be replaced by the grade's own data sheet values
 * (a mechanism file's {@code material.modulus} and {@code material.permissibleStrain}, or the command line's
 * {@code --modulus} and {@code --strain-limit}). For joints that are opened and closed often, the Covestro guide
 * advises about 60 % of the single-joining strain.
 */
public final class Materials {

    private static final String COVESTRO_GUIDE = "Covestro, Snap-Fit Joints for Plastics - A Design Guide, "
            + "permissible short-term strain table";
    private static final String DUPONT_TABLE = "DuPont, General Design Principles for DuPont Engineering Polymers, "
            + "Table 10.06";

    private static final List<Material> TABLE = List.of(
            new Material("PC", Rational.of(2400), Rational.parse("0.04"),
                    "E: Covestro data sheet Makrolon 2405 (ISO 527); strain: " + COVESTRO_GUIDE + " (Makrolon)"),
            new Material("PA66", Rational.of(3100), Rational.parse("0.04"),
                    "E: DuPont product information Zytel 103HSL NC010, dry (ISO 527); strain: " + DUPONT_TABLE
                            + " (Zytel 101, dry)"),
            new Material("PA66-cond", Rational.of(1400), Rational.parse("0.06"),
                    "E: DuPont product information Zytel 103HSL NC010, conditioned (ISO 527); strain: " + DUPONT_TABLE
                            + " (Zytel 101, 50 % r.h.)"),
            new Material("PA66-GF30", Rational.of(10000), Rational.parse("0.008"),
                    "E: DuPont product information Zytel 70G30HSL NC010, dry (ISO 527); strain: " + DUPONT_TABLE
                            + " (glass-reinforced Zytel, dry, lower end of 0.8-1.2 %)"),
            new Material("POM", Rational.of(3100), Rational.parse("0.06"),
                    "E: DuPont product information Delrin 500P NC010 (ISO 527); strain: " + DUPONT_TABLE
                            + " (Delrin 500)"));

    private Materials() {
    }

    /**
     * Every built-in resin, in the table's order.
     *
     * @return the rows
     */
    public static List<Material> all() {
        return TABLE;
    }

    /**
     * The built-in resin of a name, compared case-insensitively with {@code _} and {@code -} alike
     * ({@code pa66_gf30} finds {@code PA66-GF30}).
     *
     * @param name the name
     * @return the row, if there is one
     */
    public static Optional<Material> named(String name) {
        String key = key(name);
        return TABLE.stream().filter(m -> key(m.name()).equals(key)).findFirst();
    }

    /**
     * The names of the built-in resins, for messages.
     *
     * @return e.g. {@code [PC, PA66, …]}
     */
    public static List<String> names() {
        return TABLE.stream().map(Material::name).toList();
    }

    private static String key(String name) {
        return name == null ? "" : name.strip().toUpperCase(Locale.ROOT).replace('_', '-');
    }
}

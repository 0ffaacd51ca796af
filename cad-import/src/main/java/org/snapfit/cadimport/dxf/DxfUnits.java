package org.snapfit.cadimport.dxf;

import java.util.Optional;
import org.snapfit.algebra.number.Rational;

/**
 * Drawing units of a DXF file ({@code $INSUNITS}) with their exact size in millimetres. Immutable.
 *
 * <p>Only units with an exact rational size in millimetres are listed; {@code $INSUNITS} values outside this list
 * (astronomical units, light years, parsecs, or unknown codes) are rejected by the reader.
 */
public enum DxfUnits {
    /** Code 0: unitless; the reader assumes millimetres and warns. */
    UNITLESS(0, "unitless", "1"),
    /** Code 1: inch, 25.4 mm exactly. */
    INCH(1, "in", "25.4"),
    /** Code 2: foot, 304.8 mm exactly. */
    FOOT(2, "ft", "304.8"),
    /** Code 3: mile, 1 609 344 mm exactly. */
    MILE(3, "mi", "1609344"),
    /** Code 4: millimetre. */
    MILLIMETRE(4, "mm", "1"),
    /** Code 5: centimetre. */
    CENTIMETRE(5, "cm", "10"),
    /** Code 6: metre. */
    METRE(6, "m", "1000"),
    /** Code 7: kilometre. */
    KILOMETRE(7, "km", "1000000"),
    /** Code 8: microinch. */
    MICROINCH(8, "uin", "0.0000254"),
    /** Code 9: mil (thou). */
    MIL(9, "mil", "0.0254"),
    /** Code 10: yard. */
    YARD(10, "yd", "914.4"),
    /** Code 11: angstrom. */
    ANGSTROM(11, "A", "1e-7"),
    /** Code 12: nanometre. */
    NANOMETRE(12, "nm", "1e-6"),
    /** Code 13: micrometre. */
    MICROMETRE(13, "um", "1e-3"),
    /** Code 14: decimetre. */
    DECIMETRE(14, "dm", "100"),
    /** Code 15: decametre. */
    DECAMETRE(15, "dam", "10000"),
    /** Code 16: hectometre. */
    HECTOMETRE(16, "hm", "100000"),
    /** Code 21: US survey foot, 1200/3937 m exactly. */
    US_SURVEY_FOOT(21, "ft(US)", "1200000/3937");

    private final int code;
    private final String symbol;
    private final Rational millimetres;

    DxfUnits(int code, String symbol, String millimetres) {
        this.code = code;
        this.symbol = symbol;
        this.millimetres = Rational.parse(millimetres);
    }

    /**
     * The {@code $INSUNITS} code.
     *
     * @return the code
     */
    public int code() {
        return code;
    }

    /**
     * The unit symbol as printed in messages.
     *
     * @return e.g. {@code "in"}
     */
    public String symbol() {
        return symbol;
    }

    /**
     * The exact size of one drawing unit in millimetres (1 for {@link #UNITLESS}, which is read as millimetres).
     *
     * @return the conversion factor to millimetres
     */
    public Rational millimetres() {
        return millimetres;
    }

    /**
     * The unit with this {@code $INSUNITS} code.
     *
     * @param code the code
     * @return the unit, or empty for codes without an exact millimetre size or unknown codes
     */
    public static Optional<DxfUnits> fromCode(int code) {
        for (DxfUnits u : values()) {
            if (u.code == code) {
                return Optional.of(u);
            }
        }
        return Optional.empty();
    }

    /**
     * The unit named by a symbol or enum name, ignoring case ({@code mm}, {@code in}, {@code inch}, {@code m}).
     *
     * @param text the name
     * @return the unit
     * @throws IllegalArgumentException if no unit has that name, listing the accepted names
     */
    public static DxfUnits parse(String text) {
        String t = text.strip();
        for (DxfUnits u : values()) {
            if (u.symbol.equalsIgnoreCase(t) || u.name().equalsIgnoreCase(t)) {
                return u;
            }
        }
        if ("inch".equalsIgnoreCase(t) || "inches".equalsIgnoreCase(t)) {
            return INCH;
        }
        throw new IllegalArgumentException("units = '" + text + "' is not a known length unit; use mm, cm, m, in, ft, "
                + "or an enum name such as MILLIMETRE");
    }
}

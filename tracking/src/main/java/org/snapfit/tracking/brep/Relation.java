package org.snapfit.tracking.brep;

import java.util.Locale;

/**
 * How two solids lie relative to each other at a query: apart, meeting (their boundaries touch or cross), or one
 * wholly inside the other (boundaries apart, but one solid holds the other).
 */
public enum Relation {
    /** The solids are apart: the distance is the gap between their boundaries. */
    SEPARATE,
    /** The boundaries touch or cross (distance within the contact tolerance): in contact or interpenetrating. */
    CONTACT,
    /** A lies wholly inside B (B's material holds A; the boundaries do not meet). */
    A_INSIDE_B,
    /** B lies wholly inside A. */
    B_INSIDE_A;

    /**
     * The key used in JSON documents: {@code separate}, {@code contact}, {@code a-inside-b}, {@code b-inside-a}.
     *
     * @return the key
     */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Whether the solids share volume or touch: anything but {@link #SEPARATE}.
     *
     * @return true for contact or containment
     */
    public boolean overlapping() {
        return this != SEPARATE;
    }

    /**
     * A phrase for reports, naming the parts.
     *
     * @param a part A's name
     * @param b part B's name
     * @return e.g. "a lies wholly inside b"
     */
    public String describe(String a, String b) {
        return switch (this) {
            case SEPARATE -> a + " and " + b + " are apart";
            case CONTACT -> a + " and " + b + " are in contact or interpenetrating (their boundaries meet)";
            case A_INSIDE_B -> a + " lies wholly inside " + b;
            case B_INSIDE_A -> b + " lies wholly inside " + a;
        };
    }
}

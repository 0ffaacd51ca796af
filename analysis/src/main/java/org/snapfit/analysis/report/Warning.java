package org.snapfit.analysis.report;

import org.snapfit.core.check.Require;

/**
 * A warning for the designer. Immutable.
 *
 * @param code a stable machine-readable code, e.g. {@code near_self_locking}
 * @param message the human-readable explanation
 */
public record Warning(String code, String message) {

    /** Code: the retraction (or insertion) locks at a μ close to the given one. */
    public static final String NEAR_SELF_LOCKING = "near_self_locking";
    /** Code: a force grows without bound near a sticking boundary. */
    public static final String UNBOUNDED_FORCE = "unbounded_force";
    /** Code: flush edge–edge contact occurred. */
    public static final String FLUSH_CONTACT = "flush_contact";
    /** Code: the geometry was approximated on import. */
    public static final String IMPORT_APPROXIMATION = "import_approximation";
    /** Code: a remark from the model or the input (e.g. a hinge outside its pawl). */
    public static final String MODEL = "model";
    /**
     * Code: μ &gt; 1, far above the Coulomb coefficients of plastics on plastics or metal (about 0.1–0.8); often a
     * percentage or an angle typed as μ.
     */
    public static final String HIGH_FRICTION = "high_friction";
    /** Code: a cantilever pawl's root strain exceeds its resin's permissible strain (it would yield or break). */
    public static final String STRAIN_EXCEEDED = "strain_exceeded";

    /**
     * Validates.
     *
     * @param code the code, lower-case letters and underscores
     * @param message the message, not blank
     * @throws IllegalArgumentException if a field breaks its rule; the message names it
     */
    public Warning {
        if (code == null || !code.matches("[a-z][a-z_]*")) {
            throw new IllegalArgumentException("code = \"" + code + "\"; a warning code is lower-case letters and '_'");
        }
        Require.notBlank("message", message);
    }
}

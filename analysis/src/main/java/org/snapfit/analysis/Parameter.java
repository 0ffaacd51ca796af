package org.snapfit.analysis;

/**
 * The parameters of an analysis that a caller sets (in the mechanism file or in the request's
 * {@link AnalysisOptions}). An {@link AnalysisInputException} names the parameter it is about, so that a front end
 * can point at its own control for it (the command line maps each to its option).
 */
public enum Parameter {
    /** The Coulomb friction coefficient μ (dimensionless, exact, &gt;= 0). */
    FRICTION("friction (μ)"),
    /** A pawl's hinge spring stiffness κ (N·mm/rad, exact, &gt; 0): one value for every pawl, or one per pawl. */
    STIFFNESS("stiffness (κ)"),
    /**
     * The insertion travel: the motion's time span, t ∈ [0, travel] (exact, &gt; 0); with a drawing's DIRECTION line
     * (a unit velocity) that is the distance in mm.
     */
    TRAVEL("travel"),
    /** The root motion: its direction and length (a DIRECTION line, or velocity and travel). */
    MOTION("motion"),
    /** The distance between force samples (mm, exact, &gt; 0). */
    SAMPLE_STEP("sample step"),
    /** The limit on force samples per run (count, &gt;= 1): run distance / sample step. */
    MAX_SAMPLES("max samples"),
    /** The retraction distance (mm, exact, &gt; 0). */
    RETRACT_TRAVEL("retract travel"),
    /** The friction sweep's range {@code from:to:step} (exact). */
    MU_RANGE("mu range"),
    /** Exact runs spent locating each critical μ (count). */
    BISECTION_STEPS("bisection steps"),
    /** The factor of the near-self-locking check (dimensionless, &gt;= 1). */
    NEAR_LOCK_FACTOR("near-lock factor"),
    /** Largest distance between a drawn curve and its polygon (mm, &gt; 0). */
    CHORD_TOLERANCE("chord tolerance"),
    /** Largest gap closed when chaining loose drawing pieces into loops (mm, &gt;= 0). */
    CHAIN_TOLERANCE("chain tolerance"),
    /** The drawing units assumed instead of the file's own. */
    UNITS("units"),
    /** The drawing reader's budgets: entities after INSERT expansion and block copies placed by INSERTs (counts). */
    DRAWING_BUDGET("drawing budget"),
    /** The width b of a cantilever pawl's beam, perpendicular to the drawing (mm, exact, &gt; 0). */
    WIDTH("beam width"),
    /** The thickness h of a cantilever pawl's beam at its root (or h₁ at its tip) (mm, exact, &gt; 0). */
    THICKNESS("beam thickness"),
    /** The resin of the cantilever pawls: a built-in name, or the user's own with modulus and strain. */
    MATERIAL("material"),
    /** The elastic modulus E of the resin (MPa, exact, &gt; 0). */
    MODULUS("modulus (E)"),
    /** The permissible strain of the resin (a fraction in (0, 1), exact). */
    PERMISSIBLE_STRAIN("permissible strain"),
    /** The design intent: permanent or releasable. */
    INTENT("design intent"),
    /** The plane that cuts a 3D model into the snap-fit's profiles. */
    SECTION("section plane"),
    /** A pawl's hinge in the section's or drawing's frame (mm, exact). */
    HINGE("hinge"),
    /** The role of a 3D model's part by its name. */
    PART("part role"),
    /** The number of product occurrences a STEP assembly may expand to (count, &gt;= 1). */
    MAX_OCCURRENCES("max occurrences");

    private final String label;

    Parameter(String label) {
        this.label = label;
    }

    /**
     * The parameter's name as messages write it, e.g. {@code "friction (μ)"}.
     *
     * @return the name
     */
    public String label() {
        return label;
    }
}

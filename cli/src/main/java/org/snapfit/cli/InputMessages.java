package org.snapfit.cli;

import org.snapfit.analysis.AnalysisInputException;
import org.snapfit.analysis.MissingParameter;
import org.snapfit.analysis.Parameter;
import org.snapfit.sweep.model.Materials;
import org.snapfit.sweep.model.ProfileMechanisms;

/**
 * The command line's wording of the analysis library's input errors: where the library names a {@link Parameter},
 * the command line names the option that sets it ({@code friction (μ)} becomes {@code --friction}). Stateless.
 */
final class InputMessages {

    private InputMessages() {
    }

    /**
     * The option that sets a parameter on the command line.
     *
     * @param p the parameter
     * @return the option (or, for a parameter without one, where it is set)
     */
    static String option(Parameter p) {
        return switch (p) {
            case FRICTION -> "--friction";
            case STIFFNESS -> "--stiffness";
            case TRAVEL -> "--travel";
            case MOTION -> "motion.velocity";
            case SAMPLE_STEP -> "--sample-step";
            case MAX_SAMPLES -> "--max-samples";
            case RETRACT_TRAVEL -> "--retract-travel";
            case MU_RANGE -> "--mu-range";
            case BISECTION_STEPS -> "--bisection-steps";
            case NEAR_LOCK_FACTOR -> "near-lock factor";
            case CHORD_TOLERANCE -> "--chord-tolerance";
            case CHAIN_TOLERANCE -> "--chain-tolerance";
            case UNITS -> "--units";
            case SECTION -> "--section";
            case HINGE -> "--hinge";
            case PART -> "--part";
            case MAX_OCCURRENCES -> "--max-occurrences";
            case DRAWING_BUDGET -> "--max-entities / --max-insert-copies";
            case WIDTH -> "--width";
            case THICKNESS -> "--thickness";
            case MATERIAL -> "--material";
            case MODULUS -> "--modulus";
            case PERMISSIBLE_STRAIN -> "--strain-limit";
            case INTENT -> "--intent";
        };
    }

    /**
     * The exception the command line reports (exit code 2) for a library input error: the same facts, the options
     * named.
     *
     * @param e the library's exception
     * @return an exception whose message is the command line's
     */
    static IllegalArgumentException forCommandLine(AnalysisInputException e) {
        return new IllegalArgumentException(message(e), e);
    }

    /**
     * The command line's message for a library input error.
     *
     * @param e the exception
     * @return the message
     */
    static String message(AnalysisInputException e) {
        if (e.parameter().isEmpty()) {
            // a drawing whose units the reader cannot tell: the option that states them
            return e.getMessage() + (e.field().filter("$INSUNITS"::equals).isPresent()
                    ? System.lineSeparator() + "  (state the drawing's units with --units mm, cm, m, in or ft)" : "");
        }
        Parameter p = e.parameter().get();
        if (e.kind() == AnalysisInputException.Kind.INVALID_PARAMETER) {
            return option(p) + " " + (p == Parameter.MAX_SAMPLES ? e.detail().replace("sample step", "--sample-step")
                    .replace("raise the limit", "raise the limit (docs/limits.md)") : e.detail());
        }
        String file = e.file().map(f -> f + ": ").orElse("");
        return switch (p) {
            case FRICTION -> file + "friction is not given: use --friction 0.3 or \"friction\": \"0.3\" in the mechanism"
                    + " JSON";
            case STIFFNESS -> file + "stiffness of " + e.entity().orElse("?") + " is not given: use --stiffness 150"
                    + " (every pawl) or --stiffness " + ProfileMechanisms.normaliseLayer(e.entity().orElse("PAWL-1"))
                    + "=150";
            case MOTION -> file + "no DIRECTION layer: draw one LINE on layer DIRECTION (velocity × travel) or give"
                    + " the velocity (--velocity 0,-1, or motion.velocity in the mechanism JSON)";
            case TRAVEL -> file + "no travel: use --travel or motion.travel";
            case SECTION -> file + "a 3D model is cut by a plane into the snap-fit's profiles: give --section z=2.5 (or"
                    + " origin=X,Y,Z;normal=X,Y,Z), or a mechanism JSON with geometry.step and geometry.section";
            case WIDTH -> file + "the beam width of " + e.entity().orElse("?") + " is not given (a drawing cannot show"
                    + " it): use --width 4 or beam.width in the mechanism JSON";
            case MATERIAL -> file + "the resin of beam pawl " + e.entity().orElse("?") + " is not given: use --material"
                    + " PA66-GF30 (built-in: " + Materials.names() + "), or --modulus and --strain-limit";
            default -> file + option(p) + " is not given";
        };
    }

    /**
     * What {@code snapfit validate} lists for a missing parameter, naming the option that gives it.
     *
     * @param m the missing parameter
     * @return the sentence
     */
    static String missing(MissingParameter m) {
        return switch (m.parameter()) {
            case FRICTION -> "friction (--friction 0.3)";
            case STIFFNESS -> "stiffness of " + m.pawl().orElse("?") + " (--stiffness 150 or --stiffness "
                    + ProfileMechanisms.normaliseLayer(m.pawl().orElse("PAWL-1")) + "=150)";
            case MOTION, TRAVEL -> "motion: a LINE on layer DIRECTION, or a velocity and a travel (--velocity 0,-1"
                    + " --travel 10, or motion.velocity and motion.travel in a mechanism JSON)";
            case WIDTH -> "beam width of " + m.pawl().orElse("?") + " (--width 4)";
            case MATERIAL -> "resin of " + m.pawl().orElse("?") + " (--material PA66-GF30, or --modulus and"
                    + " --strain-limit)";
            default -> m.describe();
        };
    }
}

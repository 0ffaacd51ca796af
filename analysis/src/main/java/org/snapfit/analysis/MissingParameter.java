package org.snapfit.analysis;

import java.util.Objects;
import java.util.Optional;

/**
 * A physical parameter that a drawing or profile source still needs before it can be analysed. Immutable.
 *
 * @param parameter {@link Parameter#FRICTION}, {@link Parameter#STIFFNESS} (for one pawl) or
 *     {@link Parameter#MOTION} (a DIRECTION line, or velocity and travel)
 * @param pawl the pawl's layer for a stiffness, else empty
 */
public record MissingParameter(Parameter parameter, Optional<String> pawl) {

    /**
     * Validates.
     *
     * @param parameter the parameter
     * @param pawl the pawl, if the parameter is per pawl
     */
    public MissingParameter {
        Objects.requireNonNull(parameter, "parameter");
        Objects.requireNonNull(pawl, "pawl");
    }

    /**
     * The sentence a front end without options of its own can show, e.g. {@code "stiffness (κ) of PAWL-1"}.
     *
     * @return the parameter's name and its pawl
     */
    public String describe() {
        return parameter.label() + pawl.map(p -> " of " + p).orElse("");
    }
}

package org.snapfit.study;

import java.util.Objects;
import java.util.Optional;
import org.snapfit.core.geom.ExactPoint2;

/**
 * One parameter of a study: where it goes in the mechanism, how it is distributed, how many decimals a drawn value
 * keeps, and the settings some paths need. Immutable.
 *
 * @param path the parameter path, e.g. {@code friction} or {@code pawls.PAWL-1.stiffness} (see {@link ParameterPaths})
 * @param distribution the distribution
 * @param digits the decimals a drawn value keeps, 0 … {@link #MAX_DIGITS}
 * @param direction the direction of a shift ({@code obstacles.offset}, {@code pawls.<name>.hinge}), if given
 * @param levels the number of grid levels, if given (grid studies)
 */
public record ParameterSpec(String path, Distribution distribution, int digits, Optional<ExactPoint2> direction,
        Optional<Integer> levels) {

    /** The default number of decimals a drawn value keeps. */
    public static final int DEFAULT_DIGITS = 6;
    /** The most decimals a drawn value may keep (beyond the resolution of a double draw). */
    public static final int MAX_DIGITS = 15;

    /**
     * Validates.
     *
     * @param path the path
     * @param distribution the distribution
     * @param digits the decimals
     * @param direction the direction, if given
     * @param levels the grid levels, if given
     * @throws IllegalArgumentException if digits or levels are out of range
     */
    public ParameterSpec {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(distribution, "distribution");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(levels, "levels");
        if (digits < 0 || digits > MAX_DIGITS) {
            throw new IllegalArgumentException("digits = " + digits + "; it must be in 0 … " + MAX_DIGITS);
        }
        if (levels.isPresent() && levels.get() < 1) {
            throw new IllegalArgumentException("levels = " + levels.get() + "; it must be >= 1");
        }
    }
}

package org.snapfit.study;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A study as its file ({@code snapfit-study/1}, docs/formats/study.md) states it: the mechanism, the method, the
 * number of samples, the seed, the parameters in file order, and optional limits on the outputs. Immutable.
 *
 * @param file the study file (names in messages; the mechanism path is relative to its folder)
 * @param mechanism the mechanism file: a {@code snapfit-mechanism/1} JSON, such a JSON naming a drawing, or a DXF
 *     drawing
 * @param method the sampling method
 * @param samples the number of samples asked for (a grid's size is the product of its levels)
 * @param seed the seed of the draws
 * @param parameters the parameters, in file order (the columns of samples.csv)
 * @param limits upper limits of outputs by column name ({@code peakInsertion}, {@code peakRetraction}, N), whose
 *     exceedance probability the summary gives
 * @param canonicalText the study file's content in a canonical form (compact JSON), for the study's hash
 */
public record StudySpec(Path file, Path mechanism, Method method, long samples, long seed,
        List<ParameterSpec> parameters, Map<String, Double> limits, String canonicalText) {

    /** The format name of a study file. */
    public static final String FORMAT = "snapfit-study/1";

    /**
     * Validates and copies.
     *
     * @param file the study file
     * @param mechanism the mechanism file
     * @param method the method
     * @param samples the samples, &gt;= 1
     * @param seed the seed
     * @param parameters the parameters, at least one
     * @param limits the output limits
     * @param canonicalText the canonical content
     * @throws IllegalArgumentException if there are no samples or no parameters
     */
    public StudySpec {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(mechanism, "mechanism");
        Objects.requireNonNull(method, "method");
        parameters = List.copyOf(parameters);
        limits = Map.copyOf(limits);
        Objects.requireNonNull(canonicalText, "canonicalText");
        if (samples < 1) {
            throw new IllegalArgumentException("samples = " + samples + "; a study needs at least one sample");
        }
        if (parameters.isEmpty()) {
            throw new IllegalArgumentException("parameters = {}; a study needs at least one parameter");
        }
    }
}

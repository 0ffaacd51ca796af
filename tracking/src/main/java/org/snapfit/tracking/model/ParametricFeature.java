package org.snapfit.tracking.model;

/**
 * A feature of a body, in body coordinates: a point (no parameter), a curve (one parameter t) or a surface patch
 * (two parameters u, v), each restricted to a closed parameter box. Immutable.
 *
 * <p>{@link #evaluate} writes the local geometry in the layout of
 * {@link org.snapfit.core.surface.ParametricSurface#evaluate}: point, ∂/∂p0, ∂/∂p1, ∂²/∂p0², ∂²/∂p0∂p1, ∂²/∂p1²,
 * three doubles each (18 in all); entries for parameters the feature does not have are zero.
 */
public sealed interface ParametricFeature permits PointFeature, CurveFeature, PatchFeature, EdgeFeature {

    /** Length of the array {@link #evaluate} writes. */
    int EVALUATION_LENGTH = 18;

    /**
     * Number of parameters: 0 (point), 1 (curve) or 2 (patch).
     *
     * @return the parameter count
     */
    int dimension();

    /**
     * Lower bound of a parameter.
     *
     * @param index 0 ≤ index &lt; {@link #dimension()}
     * @return the lower bound
     */
    double lower(int index);

    /**
     * Upper bound of a parameter.
     *
     * @param index 0 ≤ index &lt; {@link #dimension()}
     * @return the upper bound
     */
    double upper(int index);

    /**
     * Allocation-free evaluation in body coordinates (mm).
     *
     * @param p0 first parameter (ignored by a point)
     * @param p1 second parameter (ignored by a point or a curve)
     * @param out array of length at least {@link #EVALUATION_LENGTH}
     */
    void evaluate(double p0, double p1, double[] out);

    /**
     * Name used in messages.
     *
     * @return the name
     */
    String name();
}

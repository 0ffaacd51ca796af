package org.snapfit.analysis;

import java.nio.file.Path;
import java.util.Objects;
import org.snapfit.core.body.ProfileSet;
import org.snapfit.sweep.model.Mechanism;
import org.snapfit.sweep.model.MechanismParameters;

/**
 * What to analyse and how: a {@link MechanismSource} and {@link AnalysisOptions}. Immutable and thread-safe; change
 * through {@code with…} copies.
 *
 * <pre>{@code
 * AnalysisRequest r = AnalysisRequest.of(Path.of("hook.dxf"))
 *         .withOptions(AnalysisOptions.defaults().withFriction(Rational.parse("0.3")).withStiffness(Rational.of(150)));
 * AnalysisResult result = Analysis.run(r);
 * }</pre>
 *
 * @param source where the mechanism comes from
 * @param options the settings
 */
public record AnalysisRequest(MechanismSource source, AnalysisOptions options) {

    /**
     * Validates.
     *
     * @param source the source
     * @param options the options
     */
    public AnalysisRequest {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(options, "options");
    }

    /**
     * A request for a source with the default options.
     *
     * @param source the source
     * @return the request
     */
    public static AnalysisRequest of(MechanismSource source) {
        return new AnalysisRequest(source, AnalysisOptions.defaults());
    }

    /**
     * A request for a file (mechanism JSON, JSON naming a DXF, or DXF; see {@link MechanismSources#file}).
     *
     * @param file the file
     * @return the request
     */
    public static AnalysisRequest of(Path file) {
        return of(MechanismSources.file(file));
    }

    /**
     * A request for an in-memory mechanism (see {@link MechanismSources#mechanism}).
     *
     * @param mechanism the mechanism
     * @param label the source's name in the report
     * @return the request
     */
    public static AnalysisRequest of(Mechanism mechanism, String label) {
        return of(MechanismSources.mechanism(mechanism, label));
    }

    /**
     * A request for in-memory profiles with their physical parameters (see {@link MechanismSources#profiles(
     * ProfileSet, MechanismParameters)}).
     *
     * @param profiles the profiles
     * @param parameters μ, κ, travel (and velocity without a DIRECTION line)
     * @return the request
     */
    public static AnalysisRequest of(ProfileSet profiles, MechanismParameters parameters) {
        return of(MechanismSources.profiles(profiles, parameters));
    }

    /**
     * A copy with other options.
     *
     * @param newOptions the options
     * @return the new request
     */
    public AnalysisRequest withOptions(AnalysisOptions newOptions) {
        return new AnalysisRequest(source, newOptions);
    }

    /**
     * A copy with another source.
     *
     * @param newSource the source
     * @return the new request
     */
    public AnalysisRequest withSource(MechanismSource newSource) {
        return new AnalysisRequest(newSource, options);
    }
}

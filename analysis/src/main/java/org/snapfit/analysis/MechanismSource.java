package org.snapfit.analysis;

/**
 * Where a mechanism comes from: a file (mechanism JSON, a JSON naming a DXF drawing, a DXF drawing), an in-memory
 * {@code Mechanism}, in-memory profiles with physical parameters, or any other reader that can deliver one of
 * these (a STEP assembly cut by a plane delivers profiles with its diagnostics). {@link MechanismSources} makes the
 * built-in kinds; a new kind implements this interface, usually by reading its input and handing the result to
 * {@link MechanismSources#profiles(String, org.snapfit.core.body.ProfileSet,
 * org.snapfit.sweep.model.MechanismParameters, java.util.List)} or {@link MechanismSources#mechanism}.
 * Implementations must be immutable and may be loaded more than once.
 */
@FunctionalInterface
public interface MechanismSource {

    /**
     * Reads the source.
     *
     * @param options the request's options: its physical parameters override the source's, its drawing-reader
     *     options apply to drawings
     * @return what was found; {@link LoadedMechanism#mechanism()} is empty while a physical parameter is missing
     * @throws AnalysisInputException if the source cannot be read or is malformed (naming file, line, entity, field)
     */
    LoadedMechanism load(AnalysisOptions options);
}
